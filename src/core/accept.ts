/**
 * The `accept` header for a `mediaType`: its format rewrites each vendor media
 * type, its previews replace them with preview media types. Scanned by hand,
 * in linear time: `accept` comes from callers, and a backtracking pattern over
 * a long header would be a denial of service.
 */
import { DOT, HYPHEN, isIn, NAME, SPACE } from "../ascii";

// Stryker disable next-line all: made when the module loads, where Stryker's vitest runner never has a mutant in force
const VENDOR = "application/vnd.";
// Stryker disable next-line all: made when the module loads, where Stryker's vitest runner never has a mutant in force
const JSON_SUFFIX = "+json";

/** Index past the run of word characters at `from`, or -1 when there is none. */
function word(text: string, from: number, end: number): number {
  let i = from;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: past `end` comes "+json" or nothing, neither a word character
  while (i < end && isIn(text.charCodeAt(i), NAME)) i++;
  // Stryker disable next-line UnaryOperator: +1 is no index a caller can reach (each starts past "application/vnd."), so it reads as none too
  return i === from ? -1 : i;
}

/**
 * What a format follows in one media range
 * `application/vnd.VENDOR[.v3][.FORMAT][+json]`: the range up to its version
 * (`application/vnd.github.v3` for `…v3+json` or `…v3.raw`), or `undefined`
 * for any other range, including one with parameters, which a format leaves
 * as it is.
 */
function stemOf(range: string): string | undefined {
  let start = 0;
  while (range.charCodeAt(start) === SPACE) start++;
  if (!range.startsWith(VENDOR, start)) return undefined;
  const end = range.endsWith(JSON_SUFFIX) ? range.length - JSON_SUFFIX.length : range.length;
  // Up to three dotted words: the vendor, then "v3" and a format, or either alone.
  const vendor = word(range, start + VENDOR.length, end);
  // Stryker disable next-line ConditionalExpression,UnaryOperator: without this, no "." follows and the range is still left alone below
  if (vendor === -1) return undefined;
  let kept = vendor;
  if (vendor < end) {
    // Stryker disable next-line UnaryOperator: +1 fails the checks below as -1 does
    const second = range.charCodeAt(vendor) === DOT ? word(range, vendor + 1, end) : -1;
    // Stryker disable next-line ConditionalExpression,UnaryOperator: without this, the third word is not `end` and the range is still left alone
    if (second === -1) return undefined;
    const isVersion = second - vendor === 3 && range.startsWith(".v3", vendor);
    if (second < end) {
      // Stryker disable next-line UnaryOperator: +1 is not `end` either
      const third = isVersion && range.charCodeAt(second) === DOT ? word(range, second + 1, end) : -1;
      if (third !== end) return undefined;
    }
    if (isVersion) kept = second;
  }
  return range.slice(0, kept);
}

/** Names of the previews `accept` already asks for: the run of word characters and `-` before each `-preview`. */
function previewsIn(accept: string): string[] {
  const found: string[] = [];
  let from = 0;
  for (let at = accept.indexOf("-preview"); at !== -1; at = accept.indexOf("-preview", from)) {
    let start = at;
    while (start > from && (isIn(accept.charCodeAt(start - 1), NAME) || accept.charCodeAt(start - 1) === HYPHEN)) start--;
    if (start < at) found.push(accept.slice(start, at));
    from = at + 8;
  }
  return found;
}

/**
 * An `accept` header read once, where it enters (a state's headers, a call's),
 * so that a format or previews are written into it without reading it again.
 *
 * @internal
 */
export interface Accept {
  readonly text: string;
  /** It asks for `application/octet-stream`, a binary download: a format or previews leave it alone. */
  readonly download: boolean;
  /** Each media range, and the text a format follows in it with its `.` (see `stemOf`). */
  readonly ranges: readonly (readonly [range: string, stem: string | undefined])[];
  /** The previews it already asks for. */
  readonly previews: readonly string[];
}

/** Reads an `accept` header. @internal */
export function readAccept(text: string): Accept {
  return {
    text,
    // Media types are case-insensitive (RFC 9110): "Application/Octet-Stream" is a download too.
    download: text.toLowerCase().includes("application/octet-stream"),
    ranges: text.split(",").map((range) => {
      const stem = stemOf(range);
      return [range, stem === undefined ? undefined : `${stem}.`] as const;
    }),
    previews: previewsIn(text),
  };
}

/**
 * `accept` amended by a format and previews. With previews, the result names
 * one `application/vnd.github.NAME-preview` type per preview, those `accept`
 * already names first; a binary download (`application/octet-stream`) is left
 * alone.
 *
 * @internal
 */
export function writeAccept(accept: Accept, format: string, previews: readonly string[]): string {
  if ((format === "" && previews.length === 0) || accept.download) return accept.text;
  if (previews.length === 0) {
    const { ranges } = accept;
    // Stryker disable next-line ConditionalExpression: the map below gives one range the same text; this spares the array
    if (ranges.length === 1) return ranges[0]![1] === undefined ? accept.text : ranges[0]![1] + format;
    return ranges.map(([range, stem]) => (stem === undefined ? range : stem + format)).join(",");
  }
  // The previews accept names come first, then the others, each as given (octokit writes a name twice when both hold it).
  const names = accept.previews.concat(previews);
  const suffix = format === "" ? JSON_SUFFIX : `.${format}`;
  return names.map((name) => `application/vnd.github.${name}-preview${suffix}`).join(",");
}

/**
 * Lists of previews merged in order, each later one over those before, as
 * octokit merges two: the earlier names a later list does not hold, then the
 * later list as it is. Linear in the names however many lists (a builder
 * chain of thousands of `.preview()` steps): the lists are walked from the
 * last, with the set of names the later ones hold.
 *
 * @internal
 */
export function mergePreviews(lists: readonly (readonly string[])[]): string[] {
  const later = new Set<string>();
  const kept: string[][] = [];
  for (let i = lists.length - 1; i >= 0; i--) {
    const list = lists[i]!;
    kept.push(list.filter((name) => !later.has(name)));
    for (const name of list) later.add(name);
  }
  return kept.reverse().flat();
}
