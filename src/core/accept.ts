/**
 * The `accept` rewrite for `mediaType.format` and `mediaType.previews`, and the
 * merging of preview lists. Hand-written scanners instead of regular
 * expressions, and sets instead of repeated list searches: `accept` and the
 * previews may come from a caller, and a backtracking pattern or a quadratic
 * merge over a long header is a denial of service.
 */
import { InvalidArgumentError } from "../errors";
import { isWordChar } from "./ascii";
import { describe, expectMediaTypeName } from "./validate";

const VENDOR_PREFIX = "application/vnd.";
const JSON_SUFFIX = "+json";
const PREVIEW_SUFFIX = "-preview";

/**
 * Returns `base` followed by the new preview names, a trailing `-preview`
 * dropped, without duplicates; `base` itself when nothing is new. Each name
 * must be a media type token (see {@link expectMediaTypeName}).
 *
 * @internal
 * @example
 * ```ts
 * mergePreviewNames(["mercy"], ["squirrel-girl-preview", "mercy"]); //=> ["mercy", "squirrel-girl"]
 * ```
 */
export function mergePreviewNames(base: readonly string[], previews: unknown, route?: string): readonly string[] {
  if (!Array.isArray(previews)) {
    throw new InvalidArgumentError("mediaType.previews", `expected an array of strings, got ${describe(previews)}`, route);
  }
  let merged: string[] | undefined;
  let seen: Set<string> | undefined;
  for (let i = 0; i < previews.length; i++) {
    const preview: unknown = previews[i];
    const field = `mediaType.previews[${i}]`;
    // "-preview" alone would leave an empty name once its suffix is dropped.
    if (typeof preview !== "string" || preview === "" || preview === PREVIEW_SUFFIX) {
      throw new InvalidArgumentError(field, `expected a non-empty preview name, got ${describe(preview)}`, route);
    }
    expectMediaTypeName(field, preview, route);
    const name = preview.endsWith(PREVIEW_SUFFIX) ? preview.slice(0, -PREVIEW_SUFFIX.length) : preview;
    seen ??= new Set(base);
    if (seen.has(name)) continue;
    seen.add(name);
    merged ??= [...base];
    merged.push(name);
  }
  return merged ?? base;
}

function wordEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && isWordChar(text.charCodeAt(i))) i++;
  return i;
}

function isTail(text: string, at: number): boolean {
  return at === text.length || (text.length - at === JSON_SUFFIX.length && text.endsWith(JSON_SUFFIX));
}

/**
 * Rewrites one media range of the form `application/vnd.VENDOR[.v3][.FORMAT][+json]`
 * to `application/vnd.VENDOR[.v3].format`; anything else is returned unchanged.
 */
function withFormat(range: string, format: string): string {
  let start = 0;
  while (start < range.length && range.charCodeAt(start) === 32) start++;
  if (!range.startsWith(VENDOR_PREFIX, start)) return range;
  const vendorEnd = wordEnd(range, start + VENDOR_PREFIX.length);
  if (vendorEnd === start + VENDOR_PREFIX.length) return range;
  let keepEnd = vendorEnd;
  if (!isTail(range, vendorEnd)) {
    if (range.charCodeAt(vendorEnd) !== 46) return range;
    const partEnd = wordEnd(range, vendorEnd + 1);
    if (partEnd === vendorEnd + 1) return range;
    const isVersion = range.slice(vendorEnd + 1, partEnd) === "v3";
    if (isTail(range, partEnd)) {
      if (isVersion) keepEnd = partEnd;
    } else if (isVersion && range.charCodeAt(partEnd) === 46) {
      const formatEnd = wordEnd(range, partEnd + 1);
      if (formatEnd === partEnd + 1 || !isTail(range, formatEnd)) return range;
      keepEnd = partEnd;
    } else {
      return range;
    }
  }
  return `${range.slice(0, keepEnd)}.${format}`;
}

/** Names of previews already in `accept`: the word-and-dash run before each `-preview`. */
function previewsIn(accept: string): string[] {
  const found: string[] = [];
  let from = 0;
  for (;;) {
    const at = accept.indexOf(PREVIEW_SUFFIX, from);
    if (at === -1) return found;
    let start = at;
    while (start > from && (isWordChar(accept.charCodeAt(start - 1)) || accept.charCodeAt(start - 1) === 45)) start--;
    if (start < at) found.push(accept.slice(start, at));
    from = at + PREVIEW_SUFFIX.length;
  }
}

/**
 * Applies format and previews to an `accept` value. With previews, the result
 * lists one `application/vnd.github.NAME-preview` type per preview, those
 * already named in `accept` first; a binary download (`application/octet-stream`)
 * is left alone.
 *
 * @internal
 * @example
 * ```ts
 * rewriteAccept("application/vnd.github.v3+json", "raw", []); //=> "application/vnd.github.v3.raw"
 * rewriteAccept("application/vnd.github.v3+json", "", ["mercy"]); //=> "application/vnd.github.mercy-preview+json"
 * ```
 */
export function rewriteAccept(accept: string, format: string, previews: readonly string[]): string {
  // Media types are case-insensitive (RFC 9110), so "Application/Octet-Stream" is a download too.
  if (accept.toLowerCase().includes("application/octet-stream")) return accept;
  let result = accept;
  if (format !== "") result = result.split(",").map((range) => withFormat(range, format)).join(",");
  if (previews.length > 0) {
    const names = previewsIn(result);
    const seen = new Set(names);
    for (const name of previews) if (!seen.has(name)) names.push(name);
    const suffix = format === "" ? "+json" : `.${format}`;
    result = names.map((name) => `application/vnd.github.${name}-preview${suffix}`).join(",");
  }
  return result;
}
