import { UnsafePathParameterError } from "../errors";
import type { Expression } from "../uri-template";
import type { RoutePlan } from "./route-plan";

/** True when `url[from, to)` is `.` or `..`, counting `%2e` and `%2E` as dots. */
function isDotSegment(url: string, from: number, to: number): boolean {
  let dots = 0;
  for (let i = from; i < to; dots++) {
    if (url.charCodeAt(i) === 46) i++;
    else if (url.charCodeAt(i) === 37 && url.charCodeAt(i + 1) === 50 && (url.charCodeAt(i + 2) | 32) === 101) i += 3;
    else return false;
  }
  return dots === 1 || dots === 2;
}

/** Whether a value holds something that can make a dot: a `.` or a `%` (of `%2e`), at any depth. */
function holdsDot(value: unknown): boolean {
  if (typeof value === "string") return value.includes(".") || value.includes("%");
  if (typeof value === "object" && value !== null) return Object.values(value).some(holdsDot);
  return false;
}

/**
 * Refuses a path in which a parameter's value made a `.` or `..` segment: URL
 * parsers resolve such segments, so `DELETE /repos/{owner}/{repo}` with
 * `repo: ".."` would delete at `/repos/`. Segments the template itself writes
 * are the author's choice and pass, as do dots inside longer segments
 * (`v1.2`, `a..b`) and anything in the query or fragment.
 *
 * `url` is the expansion of `plan`'s template, and `spans` what
 * `expandTemplate` reported for it; its path runs from `start` to the first
 * `?` or `#`. One pass, whatever the number of segments and expressions.
 *
 * @internal
 */
export function checkPath(
  url: string,
  start: number,
  spans: readonly number[],
  plan: RoutePlan,
  values: readonly unknown[],
  route: string | undefined,
): void {
  let end = url.length;
  for (const char of "?#") {
    const at = url.indexOf(char, start);
    if (at !== -1 && at < end) end = at;
  }
  // Spans are ordered and disjoint, and segments come left to right: one cursor serves all.
  let next = 0;
  let from = start;
  for (let i = start; i <= end; i++) {
    if (i < end && url.charCodeAt(i) !== 47) continue;
    if (isDotSegment(url, from, i)) {
      while (next < spans.length && spans[next + 1]! <= from) next += 3;
      if (next < spans.length && spans[next]! < i) {
        const expression = plan.template.parts.filter((part): part is Expression => typeof part !== "string")[spans[next + 2]!]!;
        // `{.x}` with `x: ""` makes a "." from the operator alone, so no value need hold the dot.
        const spec = expression.vars.find((candidate) => holdsDot(values[candidate.index])) ?? expression.vars[0]!;
        throw new UnsafePathParameterError(spec.name, values[spec.index], route);
      }
    }
    from = i + 1;
  }
}
