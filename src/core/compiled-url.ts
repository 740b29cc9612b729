import { retellTemplateError, UriTemplateError } from "../errors";
import { compileTemplate, type CompiledTemplate } from "../uri-template";
import { originalPosition, rewriteColonPlaceholders } from "./colon-placeholders";
import { assertSafePath } from "./path-safety";
import { expandSimpleUrl } from "./simple-expansion";
import { planUrl, type UrlPlan } from "./url-plan";

/**
 * An options `url` compiled, with what its literal text settles about every
 * expansion.
 *
 * @internal
 * @example
 * ```ts
 * const { template, plan } = compileUrl("/orgs/{org}");
 * template.variableNames; //=> ["org"]
 * plan.simple; //=> true
 * ```
 */
export interface CompiledUrl {
  readonly template: CompiledTemplate;
  readonly plan: UrlPlan;
}

/**
 * How many compiled URL templates are kept. Real clients use a few hundred
 * routes; pagination links are full URLs that differ on every page, so the
 * cache must stay bounded however many distinct URLs pass through it.
 *
 * @internal
 * @example
 * ```ts
 * compiledUrlCount() <= URL_CACHE_CAPACITY; //=> true, always
 * ```
 */
export const URL_CACHE_CAPACITY = 500;

/**
 * Longest `url` that is cached. A count alone does not bound memory when each
 * entry may be a 200,000-character string; real routes and pagination links are
 * far shorter, and a longer URL is simply compiled on each use (in linear time).
 *
 * @internal
 * @example
 * ```ts
 * `https://api.github.com/search/issues?q=${query}`.length <= URL_CACHE_MAX_LENGTH; // cached when true
 * ```
 */
export const URL_CACHE_MAX_LENGTH = 2048;

const cache = new Map<string, CompiledUrl>();

/**
 * The compiled template for an options `url`, `:name` placeholders rewritten.
 * Least recently compiled entries are evicted first; a hit does not reorder the
 * map, which keeps the hot path to a single lookup. An invalid template throws
 * a `UriTemplateError` that names `url` as the caller wrote it and the route.
 *
 * @internal
 * @example
 * ```ts
 * compileUrl("/repos/:owner/{repo}").template.template; //=> "/repos/{owner}/{repo}"
 * compileUrl("/repos/{owner", "GET /repos/{owner"); // throws UriTemplateError, position 7, naming the route
 * ```
 */
export function compileUrl(url: string, route?: string): CompiledUrl {
  let compiled = cache.get(url);
  if (compiled === undefined) {
    let template: CompiledTemplate;
    try {
      template = compileTemplate(rewriteColonPlaceholders(url));
    } catch (error) {
      throw inCallerTerms(error, url, route);
    }
    compiled = Object.freeze({ template, plan: planUrl(template) });
    if (url.length <= URL_CACHE_MAX_LENGTH) {
      if (cache.size >= URL_CACHE_CAPACITY) {
        const oldest = cache.keys().next();
        if (oldest.done !== true) cache.delete(oldest.value);
      }
      cache.set(url, compiled);
    }
  }
  return compiled;
}

/**
 * Expands a template from {@link compileUrl} and rejects a path that a
 * parameter value gave a `.` or `..` segment (see `assertSafePath`). A value
 * the template cannot expand (a `Date`, a list under a prefix modifier…)
 * throws a `UriTemplateError` that, like a compile error, names `url` as
 * written and the route.
 *
 * @internal
 * @example
 * ```ts
 * expandUrl(compileUrl("/orgs/:org"), { org: "octokit" }, "/orgs/:org", "GET /orgs/:org"); //=> "/orgs/octokit"
 * expandUrl(compileUrl("/orgs/:org"), { org: ".." }, "/orgs/:org", "GET /orgs/:org"); // throws UnsafePathParameterError
 * ```
 */
export function expandUrl(
  compiled: CompiledUrl,
  params: Readonly<Record<string, unknown>>,
  url: string,
  route: string | undefined,
): string {
  const { template } = compiled;
  let expanded: string;
  try {
    if (compiled.plan.simple) return expandSimpleUrl(template, params, route);
    expanded = template.expand(params);
  } catch (error) {
    throw inCallerTerms(error, url, route);
  }
  assertSafePath(template, params, expanded, route);
  return expanded;
}

/**
 * Up to this many variables, a list search is the fastest membership test;
 * beyond, a set keeps sorting parameters linear in their number.
 */
const SMALL_TEMPLATE = 16;

const variableSets = new WeakMap<CompiledTemplate, ReadonlySet<string>>();

/**
 * The names of `params` that are not variables of the template, in key order:
 * what goes to the query or the body. Linear however many parameters and
 * variables there are (a 200,000-character template has tens of thousands).
 *
 * @internal
 * @example
 * ```ts
 * unusedParameters(compileUrl("/orgs/{org}/repos").template, { org: "octokit", type: "private" }); //=> ["type"]
 * ```
 */
export function unusedParameters(compiled: CompiledTemplate, params: Readonly<Record<string, unknown>>): string[] {
  const names = compiled.variableNames;
  const unused: string[] = [];
  // Two plain loops rather than one with a membership closure: a closure is
  // an allocation per request, and its call is not always inlined.
  if (names.length <= SMALL_TEMPLATE) {
    for (const name of Object.keys(params)) if (!names.includes(name)) unused.push(name);
    return unused;
  }
  let set = variableSets.get(compiled);
  if (set === undefined) {
    set = new Set(names);
    variableSets.set(compiled, set);
  }
  for (const name of Object.keys(params)) if (!set.has(name)) unused.push(name);
  return unused;
}

function inCallerTerms(error: unknown, url: string, route: string | undefined): unknown {
  if (!(error instanceof UriTemplateError)) return error;
  return retellTemplateError(error, url, originalPosition(url, error.position), route);
}

/**
 * Number of compiled templates held, for tests of the bound.
 *
 * @internal
 * @example
 * ```ts
 * compiledUrlCount(); //=> 0 before the first request
 * ```
 */
export function compiledUrlCount(): number {
  return cache.size;
}

/**
 * Empties the compiled-template cache, so that the next use of each url
 * compiles it again. For tests, which must not depend on what earlier tests
 * left in a process-wide cache.
 *
 * @internal
 * @example
 * ```ts
 * clearCompiledUrls();
 * compiledUrlCount(); //=> 0
 * ```
 */
export function clearCompiledUrls(): void {
  cache.clear();
}
