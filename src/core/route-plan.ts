/**
 * A route compiled once into a plan: its method, its URL template read in the
 * endpoint dialect, and every fact the template's literal text settles about
 * every request made from it. Plans are kept in the one cache of the library,
 * keyed by the route or URL string and bounded in entries and in bytes.
 */
import { ALPHA, isIn, NAME, SCHEME } from "../ascii";
import { fail, UriTemplateError } from "../errors";
import { compileTemplate, type Dialect, type Template } from "../uri-template";
import { checkMethod } from "./checks";

/**
 * What a value of a path variable may do to the path, worst last: nothing (it
 * is not in the path); make a `.` or `..` segment only when it is all dots
 * (`{x}`, which encodes every other character, `/` and `%` included); when it
 * holds a `.` or `%` (`{+x}`, `{/x}`…); whatever it holds (`{.x}` writes a dot
 * of its own).
 *
 * @internal
 */
export type Risk = 0 | 1 | 2 | 3;

/** Added to a variable's risk when the request must give it a value: a `{x}`, `{+x}` or `:x` in the path. @internal */
export const REQUIRED = 4;

/** @internal */
export interface RoutePlan {
  /** The route or URL string it was compiled from, which names it in errors. */
  readonly text: string;
  /** The upper-case method a route names; `undefined` for a bare URL. */
  readonly method: string | undefined;
  /** The URL part as written, `:name` placeholders and all. */
  readonly url: string;
  /** The template read from it, `:name` rewritten to `{name}`. */
  readonly template: Template;
  /** 0: a path, joined to `baseUrl`; 1: a full http(s) URL; 2: the values decide. */
  readonly absolute: number;
  /**
   * Where in the expansion the authority the literal text wrote could be
   * continued by a value (`https://api.github.com{+path}`), or -1.
   */
  readonly authority: number;
  /** The expansion starts with exactly one `/`, so it simply follows a base without one. */
  readonly slash: boolean;
  /** 0: no query; 1: a literal `?` starts one; 2: the values decide where a query or fragment starts. */
  readonly query: 0 | 1 | 2;
  /** Each variable's index in `template.names`: tells a URL variable from a parameter for the query or body. */
  readonly indexes: Readonly<Record<string, number>>;
  /**
   * For each variable of `template.names`, what a request must check of its
   * value: its {@link Risk} to the path, plus {@link REQUIRED} when it must
   * have a value. 0 for most: nothing to check.
   */
  readonly checks: readonly number[];
}

/** Variable names with `-`, strict literal grammar: the URLs of endpoint(). */
const ENDPOINT_DIALECT: Dialect = Object.freeze({ hyphens: true, strict: true });

/**
 * Where the URI scheme at the start of `text` ends: the index of its `:`, -1
 * when `text` does not start with one, or `text.length` when `text` ends while
 * it could still become one.
 *
 * @internal
 */
export function schemeEnd(text: string): number {
  if (!isIn(text.charCodeAt(0), ALPHA)) return text === "" ? 0 : -1;
  for (let i = 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 58) return i;
    if (!isIn(code, SCHEME)) return -1;
  }
  return text.length;
}

/** True for `http:` and `https:`, in any case. @internal */
export function isHttp(scheme: string): boolean {
  const lower = scheme.toLowerCase();
  return lower === "http" || lower === "https";
}

/**
 * Index just past `scheme://authority` at the start of `url`, where its path
 * begins; 0 when `url` does not start with a scheme and `//`.
 *
 * @internal
 */
export function authorityEnd(url: string): number {
  const colon = schemeEnd(url);
  if (colon <= 0 || colon === url.length || !url.startsWith("//", colon + 1)) return 0;
  let end = colon + 3;
  while (end < url.length && !"/?#".includes(url[end]!)) end++;
  return end;
}

/** `?` or `#`: what starts a query or a fragment, alone or as an operator. */
function endsPath(code: number): boolean {
  return code === 63 || code === 35;
}

/**
 * Calls `found` with the colon and the end of each `:name` placeholder of
 * `url`: a colon, a letter, then letters, digits or `_`, in the path only. A
 * port (`:8080`) starts with a digit; credentials (`user:pass@`) sit in the
 * authority; `?q=is:open` sits in the query: all stay as they are.
 */
function forEachPlaceholder(url: string, found: (colon: number, end: number) => void): void {
  let depth = 0;
  for (let i = authorityEnd(url); i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (depth === 0 && (endsPath(code) || (code === 123 && endsPath(url.charCodeAt(i + 1))))) return;
    if (code === 123) depth++;
    else if (code === 125 && depth > 0) depth--;
    else if (code === 58 && depth === 0 && isIn(url.charCodeAt(i + 1), ALPHA)) {
      let end = i + 2;
      while (isIn(url.charCodeAt(end), NAME)) end++;
      found(i, end);
      i = end - 1;
    }
  }
}

/** `url` with each `:name` placeholder written `{name}`. */
function rewritePlaceholders(url: string): string {
  // Most routes have no colon past the authority: nothing to look for.
  if (url.indexOf(":", authorityEnd(url)) === -1) return url;
  let out = "";
  let copied = 0;
  forEachPlaceholder(url, (colon, end) => {
    out += `${url.slice(copied, colon)}{${url.slice(colon + 1, end)}}`;
    copied = end;
  });
  return out + url.slice(copied);
}

/** A position in the rewritten template, counted in `url` as the caller wrote it. */
function positionInUrl(url: string, position: number): number {
  let shift = 0;
  // Each rewritten placeholder is one character longer; its "}" sits at end + shift.
  forEachPlaceholder(url, (_colon, end) => {
    if (end + shift < position) shift++;
  });
  return position - shift;
}

/**
 * A template error as the caller should read it: the engine saw the template
 * with `:name` rewritten and knew no route; the error names `url` as written,
 * the position in it, and the route. Any other error passes through.
 *
 * @internal
 */
export function inCallerTerms(error: unknown, url: string, route: string | undefined): unknown {
  return error instanceof UriTemplateError ? new UriTemplateError(url, positionInUrl(url, error.position), error.problem, route) : error;
}

/** The facts the literal text of `template` settles; see {@link RoutePlan}. */
function planOf(text: string, method: string | undefined, url: string, template: Template): RoutePlan {
  const { parts, names } = template;
  const first = typeof parts[0] === "string" ? parts[0] : "";
  const colon = schemeEnd(first);
  // A literal scheme makes a full URL; a literal that could still become one
  // (nothing, or "http" before an expression) leaves it to the values.
  const followed = parts.length > (first === "" ? 0 : 1);
  const absolute = colon === -1 ? 0 : colon < first.length ? 1 : followed ? 2 : 0;
  let authority = -1;
  if (absolute === 1) {
    const end = authorityEnd(first);
    // The literal wrote a host and an expression follows: no value may go on
    // with that host, unless the literal stops where the author leaves the
    // rest to a value (a port after ":", a subdomain before ".").
    if (end === first.length && parts.length > 1 && end > colon + 3 && !".:@-".includes(first[end - 1]!)) authority = end;
  }
  const checks = names.map(() => 0);
  let inPath = true;
  let query: 0 | 1 | 2 = 0;
  for (const part of parts) {
    if (typeof part === "string") {
      const hasQuery = part.includes("?");
      if (part.includes("#")) query = 2;
      else if (hasQuery && query === 0) query = 1;
      if (hasQuery || part.includes("#")) inPath = false;
      continue;
    }
    const { operator } = part;
    // A reserved expansion may write "?" or "#" itself, and {?x} or {&x} a query or not.
    if ("+#?&".includes(operator) && operator !== "") query = 2;
    if ("#?&".includes(operator) && operator !== "") inPath = false;
    if (!inPath) continue;
    for (const spec of part.vars) {
      // A prefix can cut "../b" to "..": only a whole value is known by its own dots.
      const risk: Risk = operator === "" && spec.prefix === 0 ? 1 : operator === "." ? 3 : 2;
      const check = checks[spec.index]!;
      checks[spec.index] = Math.max(check & 3, risk) | (check & REQUIRED) | (operator === "" || operator === "+" ? REQUIRED : 0);
    }
  }
  const indexes: Record<string, number> = Object.create(null);
  for (let i = 0; i < names.length; i++) indexes[names[i]!] = i;
  // Not frozen: a plan never leaves the library, and freezing costs every first call.
  return {
    text,
    method,
    url,
    template,
    indexes,
    absolute,
    authority,
    slash: first.charCodeAt(0) === 47 && first.length > 1 && first.charCodeAt(1) !== 47,
    query: absolute === 2 ? 2 : query,
    checks,
  };
}

/**
 * Compiles a route (`"POST /repos/{owner}/{repo}/issues"`, or a bare URL) or,
 * with `isUrl`, a URL alone, which never names a method. Every mistake is an
 * error naming the route: a method that is not a token, a malformed route, an
 * invalid template (positions counted in the URL as written), a scheme that is
 * not http(s).
 */
function compileRoute(text: string, isUrl: boolean, route: string | undefined): RoutePlan {
  let method: string | undefined;
  let url = text;
  const space = isUrl ? -1 : text.indexOf(" ");
  if (space !== -1) {
    url = text.slice(space + 1);
    if (space === 0 || url === "" || url.includes(" ")) fail("route", text, "route", text);
    method = checkMethod(text.slice(0, space), text);
  }
  // Checked on the text as written, before ":alert" in "javascript:alert(1)" reads as a placeholder.
  const colon = schemeEnd(url);
  if (colon !== -1 && colon < url.length && !(isHttp(url.slice(0, colon)) && url.startsWith("//", colon + 1))) {
    fail("url", route ?? text, "scheme", url);
  }
  let template: Template;
  try {
    template = compileTemplate(rewritePlaceholders(url), ENDPOINT_DIALECT);
  } catch (error) {
    throw inCallerTerms(error, url, route ?? text);
  }
  return planOf(text, method, url, template);
}

/** How many plans are kept: all of GitHub's 1,223 operations twice over (as routes and as URLs), and pagination links. */
const MAX_PLANS = 4096;
/** How many routes seen once each generation remembers (as numbers): twice as many as are kept. */
const SEEN_PER_GENERATION = 8192;
/** An estimate of the heap the kept plans hold, bounded too: each entry may be a 100,000-character route. */
const MAX_BYTES = 8 * 1024 * 1024;
/** What one plan is estimated to hold: its objects, and its text several times over. */
const weightOf = (text: string): number => 1024 + 8 * text.length;

interface Entry {
  readonly plan: RoutePlan;
  readonly weight: number;
  /** Used since it was last passed over for eviction. */
  used: boolean;
}

/**
 * The one cache. A plan is kept from the second time its route is seen: the
 * first time only the route's hash is remembered, a number, never the text or
 * the plan. Measured, keeping every new plan at once made the first call of a
 * route three times dearer than compiling it: plans that live a while in a
 * cache outlive the garbage collector's young generation, and a flood of
 * one-use pagination links then costs full collections. A hash shared by
 * chance only lets a route in early. The hashes are remembered in two
 * generations: when the young one is full, the old one is forgotten and the
 * young one becomes old, so a route seen once is remembered for at least
 * {@link SEEN_PER_GENERATION} new routes.
 *
 * Kept plans leave oldest first, unless used since they were last looked at
 * (a second chance at the back: the "clock" approximation of least recently
 * used), in batches, when the count or the bytes would pass their bound.
 */
const plans = new Map<string, Entry>();
let seen = new Set<number>();
let seenBefore = new Set<number>();
let bytes = 0;

/** Removes the oldest plans, sparing used ones once, until there is room for one of `weight` bytes, and an eighth to spare. */
function evict(weight: number): void {
  for (const [key, entry] of plans) {
    if (plans.size <= MAX_PLANS - MAX_PLANS / 8 && bytes + weight <= MAX_BYTES) return;
    plans.delete(key);
    if (entry.used) {
      entry.used = false;
      plans.set(key, entry);
    } else {
      bytes -= entry.weight;
    }
  }
}

/** FNV-1a over the UTF-16 codes of `text`, cut to 30 bits so that V8 stores it as a small integer. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash & 0x3fffffff;
}

/**
 * The plan of a route string, or with `isUrl` of a URL (the `url` option),
 * compiled once it is seen again. Errors are never cached: the same bad route
 * throws again. `route` names the request in errors when it is not `text` itself.
 *
 * @internal
 */
export function routePlan(text: string, isUrl: boolean, route?: string): RoutePlan {
  const entry = plans.get(text);
  if (entry !== undefined && (entry.plan.method === undefined || !isUrl)) {
    entry.used = true;
    return entry.plan;
  }
  const plan = compileRoute(text, isUrl, route);
  const weight = weightOf(text);
  // A plan larger than an eighth of the bound is compiled on each use instead.
  if (entry !== undefined || weight > MAX_BYTES / 8) return plan;
  const hash = hashOf(text);
  if (!seen.delete(hash) && !seenBefore.delete(hash)) {
    if (seen.size >= SEEN_PER_GENERATION) {
      seenBefore = seen;
      seen = new Set();
    }
    seen.add(hash);
    return plan;
  }
  if (plans.size >= MAX_PLANS || bytes + weight > MAX_BYTES) evict(weight);
  plans.set(text, { plan, weight, used: false });
  bytes += weight;
  return plan;
}

/** How many plans are kept, and their estimated bytes, for the tests of the bound. @internal */
export function keptPlans(): { readonly count: number; readonly bytes: number } {
  return { count: plans.size, bytes };
}
