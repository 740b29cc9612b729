/**
 * The `accept` header for a `mediaType`: its format rewrites each vendor media
 * type, its previews replace them with preview media types. `accept` comes
 * from callers, so it is read in linear time: a backtracking pattern over a
 * long header would be a denial of service.
 */

/**
 * A media range a format rewrites, `application/vnd.VENDOR[.v3][.FORMAT][+json]`,
 * its first group what the format follows (`application/vnd.github.v3` for
 * `…v3+json` or `…v3.raw`). A range with parameters is left as it is.
 * Anchored, and each part starts with a character the part before cannot
 * hold, so a failed match gives back at most one part: linear time.
 */
const VENDOR_RANGE = /^( *application\/vnd\.\w+(?:\.v3)?)(?:\.\w+)?(?:\+json)?$/;

/** True for the UTF-16 code of a letter, a digit, `_` or `-`, what a preview's name is made of. */
function isNameCode(code: number): boolean {
  const lower = code | 0x20;
  return (lower >= 0x61 && lower <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x5f || code === 0x2d;
}

/** Names of the previews `accept` already asks for: the run of name characters before each `-preview`. */
function previewsIn(accept: string): string[] {
  const found: string[] = [];
  let from = 0;
  for (let at = accept.indexOf("-preview"); at !== -1; at = accept.indexOf("-preview", from)) {
    let start = at;
    while (start > from && isNameCode(accept.charCodeAt(start - 1))) start--;
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
  /** Each media range, and the text a format follows in it with its `.` (see `VENDOR_RANGE`). */
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
      const stem = VENDOR_RANGE.exec(range)?.[1];
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
    return accept.ranges.map(([range, stem]) => (stem === undefined ? range : stem + format)).join(",");
  }
  // The previews accept names come first, then the others, each as given (octokit writes a name twice when both hold it).
  const names = accept.previews.concat(previews);
  const suffix = format === "" ? "+json" : `.${format}`;
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
