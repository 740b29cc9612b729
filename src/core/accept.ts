/**
 * The `accept` header for a `mediaType`: its format rewrites each vendor media
 * type, its previews replace them with preview media types. Scanned by hand,
 * in linear time: `accept` comes from callers, and a backtracking pattern over
 * a long header would be a denial of service.
 */
import { isAllIn, isIn, NAME } from "../ascii";

const VENDOR = "application/vnd.";
const JSON_SUFFIX = "+json";

/** Index past the run of word characters at `from`, or -1 when there is none. */
function word(text: string, from: number, end: number): number {
  let i = from;
  while (i < end && isIn(text.charCodeAt(i), NAME)) i++;
  return i === from ? -1 : i;
}

/**
 * One media range `application/vnd.VENDOR[.v3][.FORMAT][+json]` with `format`
 * in place of its own: `application/vnd.VENDOR[.v3].format`. Anything else,
 * including a range with parameters, is left as it is.
 */
function withFormat(range: string, format: string): string {
  let start = 0;
  while (range.charCodeAt(start) === 32) start++;
  if (!range.startsWith(VENDOR, start)) return range;
  const end = range.endsWith(JSON_SUFFIX) ? range.length - JSON_SUFFIX.length : range.length;
  // Up to three dotted words: the vendor, then "v3" and a format, or either alone.
  const vendor = word(range, start + VENDOR.length, end);
  if (vendor === -1) return range;
  let kept = vendor;
  if (vendor < end) {
    const second = range.charCodeAt(vendor) === 46 ? word(range, vendor + 1, end) : -1;
    if (second === -1) return range;
    const isVersion = second - vendor === 3 && range.startsWith(".v3", vendor);
    if (second < end) {
      const third = isVersion && range.charCodeAt(second) === 46 ? word(range, second + 1, end) : -1;
      if (third !== end) return range;
    }
    if (isVersion) kept = second;
  }
  return `${range.slice(0, kept)}.${format}`;
}

/** Names of the previews `accept` already asks for: the run of word characters and `-` before each `-preview`. */
function previewsIn(accept: string): string[] {
  const found: string[] = [];
  let from = 0;
  for (let at = accept.indexOf("-preview"); at !== -1; at = accept.indexOf("-preview", from)) {
    let start = at;
    while (start > from && (isAllIn(accept[start - 1]!, NAME) || accept.charCodeAt(start - 1) === 45)) start--;
    if (start < at) found.push(accept.slice(start, at));
    from = at + 8;
  }
  return found;
}

/**
 * `accept` amended by a format and previews. With previews, the result names
 * one `application/vnd.github.NAME-preview` type per preview, those `accept`
 * already names first; a binary download (`application/octet-stream`) is left
 * alone.
 *
 * @internal
 */
export function rewriteAccept(accept: string, format: string, previews: readonly string[]): string {
  // Media types are case-insensitive (RFC 9110): "Application/Octet-Stream" is a download too.
  if ((format === "" && previews.length === 0) || accept.toLowerCase().includes("application/octet-stream")) return accept;
  if (previews.length === 0) return accept.includes(",") ? accept.split(",").map((range) => withFormat(range, format)).join(",") : withFormat(accept, format);
  const names = mergePreviews(previewsIn(accept), previews);
  const suffix = format === "" ? JSON_SUFFIX : `.${format}`;
  return names.map((name) => `application/vnd.github.${name}-preview${suffix}`).join(",");
}

/**
 * `base` followed by the names of `added` it does not hold yet, in order; `base`
 * itself when nothing is new. A set, not repeated searches: a caller may pass
 * thousands of names, and merging must stay linear.
 *
 * @internal
 */
export function mergePreviews(base: readonly string[], added: readonly string[]): readonly string[] {
  let merged: string[] | undefined;
  let seen: Set<string> | undefined;
  for (const name of added) {
    seen ??= new Set(base);
    if (seen.has(name)) continue;
    seen.add(name);
    (merged ??= [...base]).push(name);
  }
  return merged ?? base;
}
