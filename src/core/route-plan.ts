/**
 * A route compiled once into a plan: its method, its URL template read in the
 * URL dialect, and every fact the template's literal text settles about every
 * request made from it. Plans are kept in the one cache of the library, keyed
 * by the route or URL string and bounded in bytes.
 */
import { fail, UriTemplateError, type TemplateProblem } from "../errors";
import { compileTemplate, type Dialect, type QueryStart, type Template, type UrlStart } from "../uri-template";
import { checkMethod, checkUrl } from "./checks";
import { isHttp, schemeEnd } from "./url-text";

/**
 * Where the scheme and host of a request come from: `baseUrl` (the template
 * is a path), the template's literal text, literal text with values in it
 * (`https://{sub}.example.com`), or the template's first value, which may
 * give them (`{origin}/repos/…`, `{+url}`).
 *
 * @internal
 */
export type Origin = "base" | "literal" | "open" | "variable";

/** @internal */
export interface RoutePlan {
  /** The route or URL string it was compiled from. */
  readonly text: string;
  /** The upper-case method a route names; `undefined` for a bare URL. */
  readonly method: string | undefined;
  /** The URL part as written, `:name` placeholders and all. */
  readonly url: string;
  /** The URL as a request fills it. */
  readonly template: Template;
  readonly origin: Origin;
  /** The expansion starts with exactly one `/`, so it simply follows a base without one. */
  readonly slash: boolean;
  /** Values may write a scheme: a path template that does not start with "/", "?" or "#" (`http{+rest}`, `a{x}`). */
  readonly schemeByValues: boolean;
  readonly query: QueryStart;
}

/**
 * Whether a `url` option beside this route is the request's URL: when the
 * route leaves its origin to a variable before its path
 * (`POST {origin}/repos/…/assets{?name,label}`), as octokit's upload helpers
 * write it and callers then pass the release's `upload_url`. Beside any other
 * route, `url` is a parameter like any other: a webhook config's `url` is body.
 *
 * @internal
 */
export function takesUrl(plan: RoutePlan): boolean {
  const first = plan.template.parts[0];
  return plan.origin === "variable" && typeof first === "object" && !first.required;
}

/** How a request names its route in errors: `"POST /repos/{owner}/{repo}/issues"`. @internal */
export function routeLabel(method: string, url: string): string {
  return `${method} ${url}`;
}

/** Variable names with `-`, read as a URL: the URLs of endpoint(). */
const URL_DIALECT: Dialect = { hyphens: true, url: true };

/** The facts the template settles; see {@link RoutePlan}. */
function planOf(text: string, method: string | undefined, url: string, template: Template, origin: Origin): RoutePlan {
  const first = template.parts[0];
  const slash = typeof first === "string" && /^\/[^/]/.test(first);
  const schemeByValues = origin === "base" && !(typeof first === "string" && /^[/?#]/.test(first));
  return Object.freeze({ text, method, url, template, origin, slash, schemeByValues, query: template.query });
}

/**
 * A template error as the caller should read it: naming `url` as written and
 * the route. Any other error passes through.
 *
 * @internal
 */
export function inCallerTerms(error: unknown, route: string): unknown {
  // A template error names no route yet; any other error is someone else's.
  return error instanceof UriTemplateError && error.route === undefined ? new UriTemplateError(error.template, error.position, error.problem, route, error.key as TemplateProblem) : error;
}

/**
 * Compiles a route (`"POST /repos/{owner}/{repo}/issues"`, or a bare URL) or,
 * with `isUrl`, a URL alone, which never names a method. Every mistake is an
 * error naming the route: a method that is not a token or not followed by
 * one space, an invalid template, a literal scheme that is not http(s), a
 * literal host no URL parser accepts.
 */
function compileRoute(text: string, isUrl: boolean, route: string | undefined): RoutePlan {
  let method: string | undefined;
  let url = text;
  const space = isUrl ? -1 : text.indexOf(" ");
  if (space !== -1) {
    url = text.slice(space + 1);
    if (space === 0 || url === "" || url.includes(" ")) fail("route", text, "route", text);
    method = checkMethod(text.slice(0, space), text);
  } else if (!isUrl) {
    if (pastedSeparator(text)) fail("route", text, "route", text);
    // "GET/user": a method glued to its URL would be a GET of the path /GET/user.
    const glued = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)(?=[/{])/.exec(text);
    if (glued !== null) fail("route", text, "typo", text, `${glued[1]} ${text.slice(glued[1]!.length)}`);
  }
  const name = route ?? text;
  const start = startOf(url);
  if (start === "authority") {
    const colon = schemeEnd(url);
    if (colon < url.length && (!isHttp(url.slice(0, colon)) || !url.startsWith("//", colon + 1))) fail("url", name, "scheme", url);
  }
  let template: Template;
  try {
    template = compileTemplate(url, URL_DIALECT, start);
  } catch (error) {
    throw inCallerTerms(error, name);
  }
  const { parts, originParts } = template;
  let origin: Origin = start === "origin" ? "variable" : "base";
  if (start === "authority") {
    origin = parts.slice(0, originParts).every((part) => typeof part === "string") ? "literal" : "open";
    // A literal origin no value can change is checked once, here.
    if (origin === "literal") checkUrl(String(parts[0]), "url", name);
  }
  return planOf(text, method, url, template, origin);
}

/**
 * Where a URL template starts (see `UrlStart`): with a scheme, literal or
 * made by expressions before a literal `://` (`https://…`, `http{s}://…`,
 * `{scheme}://…`); with an expression that may give the origin (`{+url}`,
 * `{origin}/…`); or with a path.
 */
function startOf(url: string): UrlStart {
  const colon = schemeEnd(url);
  if (colon !== -1 && colon < url.length) return "authority";
  if (!url.includes("{")) return "path";
  // The literal text before the first "/", "?" or "#" (of "://" aside) decides: with a "://", the expressions before it are in a scheme.
  let depth = 0;
  let text = "";
  for (const char of url) {
    if (char === "{") depth++;
    else if (char === "}") depth--;
    else if (depth === 0) {
      if ((char === "/" && !text.endsWith(":") && !text.endsWith(":/")) || char === "?" || char === "#") break;
      text += char;
    }
  }
  if (/^(?:[A-Za-z][A-Za-z0-9+.-]*)?:\/\//.test(text)) return "authority";
  return /^\{[+%\w]/.test(url) ? "origin" : "path";
}

/**
 * True when `text`, a route without a space, starts with a word that could be
 * a method and goes on with a character no route puts there: a control
 * character or one beyond ASCII. A tab, a no-break space or an invisible
 * U+200B pasted from a web page between a method and a URL would otherwise
 * make the whole route a path. Any character beyond ASCII is refused there,
 * not a list of the invisible ones, which could never be complete.
 */
function pastedSeparator(text: string): boolean {
  return /^[\w!#$%&'*+.^`|~-]+[^\x21-\x7e]/.test(text);
}

/**
 * `text` as the engine keeps one string of each text for property names: a
 * copy of its own (a route sliced out of a large response, such as a
 * captured Link header, would keep all of that text alive in the cache),
 * and the very string a literal route is, so that looking a route up compares
 * no characters.
 */
function intern(text: string): string {
  return Object.keys({ [text]: 0 })[0]!;
}

/**
 * The heap the kept plans may hold, as {@link weightOf} estimates it. No plan
 * weighs less than 2 KB, so this also bounds their count, to 4,096; GitHub's
 * 1,223 operations, as routes, take about 4 MB.
 */
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * The bytes a plan holds on the heap, an upper estimate fitted to the heap
 * measured after long routes of literal ASCII text, of text beyond ASCII, of
 * `{v}` expressions, of `/:v` placeholders and of `{a,b,c}` expressions
 * (test/safety/bounded-memory.test.ts), with room to spare.
 */
function weightOf(plan: RoutePlan): number {
  // Text beyond ASCII is kept at two bytes a character, its encoded literal text too.
  const wide = /[^\0-\x7f]/.test(plan.text) ? 2 : 1;
  let weight = 2048 + 2 * plan.text.length;
  for (const part of plan.template.parts) weight += typeof part === "string" ? wide * part.length : 360 + 200 * part.vars.length;
  return weight;
}

interface Entry {
  readonly plan: RoutePlan;
  readonly weight: number;
  /**
   * Whether the plan may serve a route: a text compiled as a `url` option
   * skips the route's own checks ({@link pastedSeparator}), so the same text
   * given as a route must not find it unchecked.
   */
  readonly route: boolean;
}

/** The one cache: plans by their text, oldest first, bounded in bytes. */
const plans = new Map<string, Entry>();
let bytes = 0;

/**
 * The plan of a route string, or with `isUrl` of a URL (the `url` option),
 * compiled the first time it is seen and kept while the cache has room; the
 * oldest plans leave first. Errors are never kept: the same bad route throws
 * again. `route` names the request in errors when it is not `text` itself.
 *
 * @internal
 */
export function routePlan(text: string, isUrl: boolean, route?: string): RoutePlan {
  const entry = plans.get(text);
  if (entry !== undefined && (isUrl ? entry.plan.method === undefined : entry.route)) return entry.plan;
  text = intern(text);
  const plan = compileRoute(text, isUrl, route);
  const weight = weightOf(plan);
  // A plan larger than an eighth of the bound is compiled on each use instead.
  if (entry !== undefined || weight > MAX_BYTES / 8) return plan;
  plans.set(text, { plan, weight, route: !isUrl || !pastedSeparator(text) });
  bytes += weight;
  for (const [key, old] of plans) {
    if (bytes <= MAX_BYTES) break;
    plans.delete(key);
    bytes -= old.weight;
  }
  return plan;
}

/** How many plans are kept, and their estimated bytes, for the tests of the bound. @internal */
export function keptPlans(): { readonly count: number; readonly bytes: number } {
  return { count: plans.size, bytes };
}
