import { UnsafePathParameterError } from "../errors";
import type { CompiledTemplate } from "../uri-template";

/** Where the path of an expanded URL starts and ends (before `?` or `#`). */
function pathBounds(url: string): { start: number; end: number } {
  let start = 0;
  const slashes = url.indexOf("://");
  if (slashes > 0 && url.lastIndexOf("/", slashes - 1) === -1) {
    start = url.indexOf("/", slashes + 3);
    if (start === -1) return { start: url.length, end: url.length };
  }
  let end = start;
  while (end < url.length) {
    const code = url.charCodeAt(end);
    if (code === 63 || code === 35) break;
    end++;
  }
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

function mayHoldDot(value: unknown): boolean {
  if (typeof value === "string") return value.includes(".") || /%2e/i.test(value);
  if (Array.isArray(value)) return value.some(mayHoldDot);
  if (typeof value === "object" && value !== null) return Object.values(value).some(mayHoldDot);
  return false;
}

/**
 * Rejects a URL whose path gained a `.` or `..` segment from a parameter value:
 * URL parsers resolve those segments, so `DELETE /repos/{owner}/{repo}` with
 * `repo: ".."` would delete at `/repos/`. Dot segments written in the template
 * itself are the author's choice and pass, as do dots inside longer segments
 * (`v1.2`, `a..b`) and anything in the query.
 *
 * @internal
 */
export function assertSafePath(
  compiled: CompiledTemplate,
  params: Readonly<Record<string, unknown>>,
  expanded: string,
  route: string | undefined,
): void {
  let spans: number[] | undefined;
  forEachDotSegment(expanded, (from, to) => {
    // Expanding again with spans is needed only here, off the common path.
    if (spans === undefined) {
      spans = [];
      compiled.expandWithSpans(params, spans);
    }
    for (let i = 0; i < spans.length; i += 3) {
      const spanStart = spans[i] as number;
      const spanEnd = spans[i + 1] as number;
      if (spanStart >= spanEnd || spanEnd <= from || spanStart >= to) continue;
      const { varspecs } = compiled.expressions[spans[i + 2] as number] ?? { varspecs: [] };
      const culprit = varspecs.find((varspec) => mayHoldDot(params[varspec.name])) ?? varspecs[0];
      const name = culprit?.name ?? "?";
      throw new UnsafePathParameterError(name, params[name], route);
    }
  });
}
