import { UnsafePathParameterError } from "../errors";
import type { CompiledTemplate } from "../uri-template";
import { authorityEnd } from "./join-url";

/** Where the path of an expanded URL starts and ends (before `?` or `#`). */
function pathBounds(url: string): { start: number; end: number } {
  // In `https://host?x=/..` the `/..` is query, not path: the path starts
  // after the host. A URL without a scheme is a path under baseUrl, all of it.
  const start = authorityEnd(url);
  // Native searches rather than a walk: the path is most of the URL.
  const query = url.indexOf("?", start);
  const fragment = url.indexOf("#", start);
  let end = query === -1 ? url.length : query;
  if (fragment !== -1 && fragment < end) end = fragment;
  return { start, end };
}

/** True when `url[from, to)` is `.` or `..`, counting `%2e` and `%2E` as dots. */
function isDotSegment(url: string, from: number, to: number): boolean {
  let dots = 0;
  let i = from;
  while (i < to) {
    if (url.charCodeAt(i) === 46) {
      i += 1;
    } else if (url.charCodeAt(i) === 37 && url.charCodeAt(i + 1) === 50 && (url.charCodeAt(i + 2) | 32) === 101) {
      i += 3;
    } else {
      return false;
    }
    dots++;
  }
  return dots === 1 || dots === 2;
}

/** Calls `found` with the bounds of each dot segment of the path. */
function forEachDotSegment(url: string, found: (from: number, to: number) => void): void {
  const { start, end } = pathBounds(url);
  let from = start;
  for (let i = start; i <= end; i++) {
    if (i === end || url.charCodeAt(i) === 47) {
      if (isDotSegment(url, from, i)) found(from, i);
      from = i + 1;
    }
  }
}

/** Longest dot segment: `%2e%2e`. */
const LONGEST_DOT_SEGMENT = 6;

/**
 * True when the segment of `url[start, end)` around position `at` is a dot
 * segment. Looks at most {@link LONGEST_DOT_SEGMENT} characters either way, so
 * checking every dot of a path stays linear however long its segments are.
 */
function inDotSegment(url: string, at: number, start: number, end: number): boolean {
  let from = at;
  while (from > start && url.charCodeAt(from - 1) !== 47) {
    if (at - from === LONGEST_DOT_SEGMENT) return false;
    from--;
  }
  let to = at;
  while (to < end && url.charCodeAt(to) !== 47) {
    if (to - from === LONGEST_DOT_SEGMENT) return false;
    to++;
  }
  return isDotSegment(url, from, to);
}

/**
 * True when the path of `url` has a `.` or `..` segment. Every such segment
 * holds a `.` or a `%2`, so only the segments around those are looked at: the
 * usual path (`/repos/octokit/rest.js/issues`) is settled by a few native
 * `indexOf` calls instead of a walk over every character.
 */
function hasDotSegment(url: string): boolean {
  const { start, end } = pathBounds(url);
  for (let at = url.indexOf(".", start); at !== -1 && at < end; at = url.indexOf(".", at + 1)) {
    if (inDotSegment(url, at, start, end)) return true;
  }
  for (let at = url.indexOf("%2", start); at !== -1 && at < end; at = url.indexOf("%2", at + 1)) {
    if (inDotSegment(url, at, start, end)) return true;
  }
  return false;
}

function mayHoldDot(value: unknown): boolean {
  if (typeof value === "string") return value.includes(".") || /%2e/i.test(value);
  if (Array.isArray(value)) return value.some(mayHoldDot);
  if (typeof value === "object" && value !== null) return Object.values(value).some(mayHoldDot);
  return false;
}

/**
 * For a template whose expressions are all `{name}` (no operator, no prefix)
 * or `{?…}`, the names of the `{name}` variables; `null` for any other
 * template. Such an expansion is what nearly every REST route has, and it
 * lets the values decide, without looking at the URL at all (see below).
 */
const simplePlans = new WeakMap<CompiledTemplate, readonly string[] | null>();

function simplePlan(compiled: CompiledTemplate): readonly string[] | null {
  let plan = simplePlans.get(compiled);
  if (plan === undefined) {
    const names: string[] = [];
    plan = names;
    for (const { operator, varspecs } of compiled.expressions) {
      if (operator === "?") continue;
      if (operator !== "" || varspecs.some((varspec) => varspec.prefix !== undefined)) {
        plan = null;
        break;
      }
      for (const { name } of varspecs) names.push(name);
    }
    simplePlans.set(compiled, plan);
  }
  return plan;
}

/**
 * True when a `{name}` value can expand to text that is all dots. A `{name}`
 * expansion percent-encodes `/`, `?`, `#` and `%`, so it lies inside one
 * segment whole and never completes a `%2e` with the text around it: the
 * segment is a dot segment only if the expansion itself is all dots. Numbers
 * and booleans never are; lists and objects are left to the full check.
 *
 * @internal
 * @example
 * ```ts
 * mayExpandToDots(".."); //=> true
 * mayExpandToDots("v1.2"); //=> false
 * ```
 */
export function mayExpandToDots(value: unknown): boolean {
  if (typeof value === "string") {
    for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) !== 46) return false;
    return value !== "";
  }
  return typeof value === "object" && value !== null;
}

/**
 * Rejects a URL whose path gained a `.` or `..` segment from a parameter value:
 * URL parsers resolve those segments, so `DELETE /repos/{owner}/{repo}` with
 * `repo: ".."` would delete at `/repos/`. Dot segments written in the template
 * itself are the author's choice and pass, as do dots inside longer segments
 * (`v1.2`, `a..b`) and anything in the query.
 *
 * @internal
 * @example
 * ```ts
 * const compiled = compileUrl("/repos/{owner}/{repo}");
 * const params = { owner: "o", repo: ".." };
 * assertSafePath(compiled, params, compiled.expand(params), "DELETE /repos/{owner}/{repo}");
 * // throws UnsafePathParameterError, parameter "repo"
 * ```
 */
export function assertSafePath(
  compiled: CompiledTemplate,
  params: Readonly<Record<string, unknown>>,
  expanded: string,
  route: string | undefined,
): void {
  // `{?…}` output starts with `?`, so it is query, never path.
  const plan = simplePlan(compiled);
  if (plan !== null) {
    let risky = false;
    for (let i = 0; i < plan.length && !risky; i++) {
      const name = plan[i]!;
      risky = Object.hasOwn(params, name) && mayExpandToDots(params[name]);
    }
    if (!risky) return;
  }
  assertNoValueDotSegment(compiled, params, expanded, route);
}

/**
 * The check of {@link assertSafePath} without its shortcut for `{name}`
 * templates: looks at the expanded URL itself. For a caller that has already
 * found, while expanding, that some value may expand to dots.
 *
 * @internal
 * @example
 * ```ts
 * const compiled = compileUrl("/repos/{owner}/{repo}");
 * assertNoValueDotSegment(compiled, { owner: "o", repo: ".." }, "/repos/o/..", undefined);
 * // throws UnsafePathParameterError, parameter "repo"
 * ```
 */
export function assertNoValueDotSegment(
  compiled: CompiledTemplate,
  params: Readonly<Record<string, unknown>>,
  expanded: string,
  route: string | undefined,
): void {
  // Nearly every path has no dot segment at all, and then nothing can be wrong.
  if (!hasDotSegment(expanded)) return;
  let spans: number[] | undefined;
  // Index of the first span that may still overlap a later segment. Segments
  // come left to right and spans are ordered and disjoint, so one cursor
  // serves them all: linear in the URL, however many segments and expressions.
  let next = 0;
  forEachDotSegment(expanded, (from, to) => {
    // Expanding again with spans is needed only here, off the common path.
    if (spans === undefined) {
      spans = [];
      compiled.expandWithSpans(params, spans);
    }
    while (next < spans.length && (spans[next + 1] as number) <= from) next += 3;
    if (next === spans.length || (spans[next] as number) >= to) return;
    // Every span comes from an expression, and every expression has a variable.
    const { varspecs } = compiled.expressions[spans[next + 2] as number]!;
    // `{.x}` with `x: ""` makes a "." from the operator alone, so no value need hold the dot.
    const { name } = varspecs.find((varspec) => mayHoldDot(params[varspec.name])) ?? varspecs[0]!;
    throw new UnsafePathParameterError(name, params[name], route);
  });
}
