/** A route compiled once into a plan, kept in the library's one cache, bounded in bytes. */
import { fail, UriTemplateError, type TemplateProblem } from "../errors";
import { compileTemplate, type Dialect, type QueryStart, type Template, type UrlStart } from "../uri-template";
import { checkMethod, checkUrl } from "./checks";
import { isHttpUrl, schemeEnd } from "./url-text";

/**
 * Where a request's scheme and host come from: `baseUrl`, the literal text,
 * literal text with values in it (`https://{sub}.example.com`), or the first
 * value (`{origin}/repos/…`, `{+url}`). @internal
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
  /** The expansion starts with exactly one `/`: it follows a base as it is. */
  readonly slash: boolean;
  /** Values may write a scheme: a path template that does not start with "/", "?" or "#" (`http{+rest}`, `a{x}`). */
  readonly schemeByValues: boolean;
  readonly query: QueryStart;
  /** The literal text after the origin holds a `.` or `%`, from which a `.` or `..` segment could be made. */
  readonly pathDots: boolean;
}

/**
 * Whether a `url` option beside this route is the request's URL: when the
 * route leaves its origin to an optional variable (`POST {origin}/repos/…/assets{?name,label}`,
 * given a release's `upload_url`). Elsewhere `url` is a parameter: a webhook
 * config's `url` is body. @internal
 */
export function takesUrl(plan: RoutePlan): boolean {
  const first = plan.template.parts[0];
  return plan.origin === "variable" && typeof first === "object" && !first.required;
}

/**
 * GitHub's operations whose JSON body has a `url` field of its own (a
 * webhook's, a private registry's), as @octokit/openapi describes them;
 * test/github/body-url.test.ts holds the list to the description. octokit's
 * REST methods are these routes as `defaults({ method, url })`, called with
 * the body's fields: the body's `url` would become the request's URL, and
 * the request and its token would go to the webhook.
 */
const BODY_URL_ROUTES: ReadonlySet<string> = new Set([
  "PATCH /app/hook/config",
  "PATCH /orgs/{org}/hooks/{hook_id}/config",
  "POST /orgs/{org}/private-registries",
  "PATCH /orgs/{org}/private-registries/{secret_name}",
  "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config",
]);

/**
 * Whether `url` given over defaults (or a builder) set to `method` and `plan`
 * is its body's field rather than the request's URL: the route however it is
 * spelled, `:name` or `{name}`, with GitHub's origin or none, with a trailing
 * `/` or not. @internal
 */
export function hasBodyUrl(method: string, plan: RoutePlan): boolean {
  if (plan.origin !== "base" && plan.origin !== "literal") return false;
  const { parts, originParts } = plan.template;
  let path = "";
  for (const part of parts.slice(plan.origin === "literal" ? originParts : 0)) {
    path += typeof part === "string" ? part : `{${part.operator}${part.vars.map((spec) => spec.name).join(",")}}`;
  }
  if (path.endsWith("/")) path = path.slice(0, -1);
  return BODY_URL_ROUTES.has(`${method} ${path}`);
}

/** Variable names with `-`, read as a URL: the URLs of endpoint(). */
const URL_DIALECT: Dialect = { hyphens: true, url: true };

/** A literal that starts with one `/` (not `//`), and one that starts a path, query or fragment. */
const ONE_SLASH = /^\/[^/]/;
const NOT_SCHEME = /^[/?#]/;

/** A template error, which names no route yet, named with `route`; any other error as it is. @internal */
export function inCallerTerms(error: unknown, route: string): unknown {
  return error instanceof UriTemplateError && error.route === undefined ? new UriTemplateError(error.template, error.position, error.problem, route, error.key as TemplateProblem) : error;
}

/**
 * Compiles a route (`"POST /repos/{owner}/{repo}/issues"`, or a bare URL) or,
 * with `isUrl`, a URL, which names no method. Each mistake is an error naming
 * the route: the method, the template, a literal scheme or host.
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
    checkBareRoute(text);
  }
  const name = route ?? text;
  const start = startOf(url);
  if (start === "authority") {
    const colon = schemeEnd(url);
    if (colon < url.length && !isHttpUrl(url)) fail("url", name, "scheme", url);
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
  // The facts the template settles; see {@link RoutePlan}.
  const first = parts[0];
  const slash = typeof first === "string" && ONE_SLASH.test(first);
  const schemeByValues = origin === "base" && !(typeof first === "string" && NOT_SCHEME.test(first));
  const pathDots = parts.slice(originParts).some((part) => typeof part === "string" && /[.%]/.test(part));
  return Object.freeze({ text, method, url, template, origin, slash, schemeByValues, query: template.query, pathDots });
}

const SCHEME_AND_SLASHES = /^(?:[A-Za-z][A-Za-z0-9+.-]*)?:\/\//;
const ORIGIN_EXPRESSION = /^\{[+%\w]/;

/** Where a URL template starts: with a scheme (`https://…`, `http{s}://…`), with a value that may give the origin (`{+url}`, `{origin}/…`), or with a path. */
function startOf(url: string): UrlStart {
  const colon = schemeEnd(url);
  if (colon !== -1 && colon < url.length) return "authority";
  if (!url.includes("{")) return "path";
  // The literal text before the first "/", "?" or "#" (but those of "://") decides.
  let depth = 0;
  let text = "";
  // The last two characters of `text`, looked at instead of `text` itself: reading a string built piece by piece
  // copies it whole, which on every "/" would take time quadratic in the route's length.
  let last = "";
  for (const char of url) {
    if (char === "{") depth++;
    else if (char === "}") depth--;
    else if (depth === 0) {
      if ((char === "/" && !last.endsWith(":") && last !== ":/") || char === "?" || char === "#") break;
      text += char;
      last = last.slice(-1) + char;
    }
  }
  if (SCHEME_AND_SLASHES.test(text)) return "authority";
  return ORIGIN_EXPRESSION.test(url) ? "origin" : "path";
}

/** Refuses a route without a space that was meant to have one: a separator pasted, or a method glued to its URL. */
function checkBareRoute(text: string): void {
  // A word that could be a method, then a control character or one beyond ASCII: a tab or an invisible space pasted
  // between method and URL, which would otherwise make the whole route a path. No list of them could be complete.
  if (/^[\w!#$%&'*+.^`|~-]+[^\x21-\x7e]/.test(text)) fail("route", text, "route", text);
  // A method alone ("DELETE") would be a GET of the path /DELETE.
  if (/^(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/i.test(text)) fail("route", text, "route", text);
  // "GET/user": a method glued to its URL would be a GET of the path /GET/user.
  const glued = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)(?=[/{])/.exec(text);
  if (glued !== null) fail("route", text, "typo", text, [`${glued[1]} ${text.slice(glued[1]!.length)}`]);
}

/** The heap kept plans may hold, as {@link weightOf} estimates it (so at most 4,096 plans); GitHub's 1,223 routes take about 4 MB. */
const MAX_BYTES = 8 * 1024 * 1024;

const BEYOND_ASCII = /[^\0-\x7f]/;

/** The bytes a plan holds on the heap: an upper estimate, fitted to what test/safety/bounded-memory.test.ts measures. */
function weightOf(plan: RoutePlan): number {
  // Text beyond ASCII is kept at two bytes a character.
  const wide = BEYOND_ASCII.test(plan.text) ? 2 : 1;
  let weight = 2048 + 2 * plan.text.length;
  for (const part of plan.template.parts) weight += typeof part === "string" ? wide * part.length : 360 + 200 * part.vars.length;
  return weight;
}

interface Entry {
  readonly plan: RoutePlan;
  readonly weight: number;
  /** Whether the plan may serve a route: one compiled for a `url` option skipped a route's checks ({@link checkBareRoute}). */
  route: boolean;
}

/** The one cache: plans by their text, oldest first, bounded in bytes. */
const plans = new Map<string, Entry>();
let bytes = 0;

/**
 * Hashes of the texts compiled once and not kept. A plan is kept from its
 * text's second use: a text used once (a command-line call, a pagination
 * link, which differs on every page) is compiled and let go, and costs the
 * cache nothing; keeping it would cost a collector's copy of the plan, as
 * much as compiling it. Cleared when full.
 */
const usedOnce = new Set<number>();
const MAX_USED_ONCE = 4096;

/** True for a text's first use (as far as {@link usedOnce} remembers), which it then remembers. */
function isFirstUse(text: string): boolean {
  // A 30-bit FNV-1a hash: a small integer, which a Set holds without allocating. Two texts that share one are kept early, or a use late.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  hash >>>= 2;
  if (usedOnce.delete(hash)) return false;
  if (usedOnce.size === MAX_USED_ONCE) usedOnce.clear();
  usedOnce.add(hash);
  return true;
}

/**
 * The plan of a route, or with `isUrl` of a `url` option, compiled when
 * first seen and kept from its second use while the cache has room, the
 * oldest leaving first; from its first when a state that is kept reads it
 * (`keeps`: defaults and builders hold the plan anyway, and merged options
 * are parsed next, as octokit's `request()` merges, then parses). Errors
 * are not kept. `route` names the request in errors when `text` does not. @internal
 */
export function routePlan(text: string, isUrl: boolean, keeps: boolean, route?: string): RoutePlan {
  const entry = plans.get(text);
  if (entry !== undefined) {
    if (isUrl ? entry.plan.method === undefined : entry.route) return entry.plan;
    // Compiled for a `url`, the same text serves a route once the route's own checks pass.
    if (!isUrl && entry.plan.method === undefined) {
      checkBareRoute(text);
      entry.route = true;
      return entry.plan;
    }
  } else if (!keeps && isFirstUse(text)) {
    return compileRoute(text, isUrl, route);
  }
  // A string of its own: a route sliced out of a large response would keep all of it alive in the cache. A slice of
  // a concatenation is written out first, into a string that holds these characters alone.
  text = `${text} `.slice(0, -1);
  const plan = compileRoute(text, isUrl, route);
  const weight = weightOf(plan);
  // A plan larger than an eighth of the bound is compiled on each use instead.
  if (entry !== undefined || weight > MAX_BYTES / 8) return plan;
  plans.set(text, { plan, weight, route: !isUrl });
  bytes += weight;
  if (bytes <= MAX_BYTES) return plan;
  // The oldest leave until an eighth of the bound is free: a walk from a Map's start passes every entry deleted
  // before it, so one walk serves many plans rather than each.
  for (const [key, old] of plans) {
    if (bytes <= MAX_BYTES - MAX_BYTES / 8) break;
    plans.delete(key);
    bytes -= old.weight;
  }
  return plan;
}

/** How many plans are kept, and their estimated bytes, for the tests of the bound. @internal */
export function keptPlans(): { readonly count: number; readonly bytes: number } {
  return { count: plans.size, bytes };
}
