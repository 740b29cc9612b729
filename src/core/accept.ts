// The `accept` header for a `mediaType`: a format rewrites each vendor media type, previews replace GitHub's JSON.
// `accept` comes from callers: every expression here is linear.

/** A media range a format rewrites, its first group what the format follows (`application/vnd.github.v3` for `…v3+json` or `…v3.raw`). */
const VENDOR_RANGE = /^( *application\/vnd\.\w+(?:\.v3)?)(?:\.\w+)?(?:\+json)?$/;

/** A range that asks for JSON, GitHub's or plain, which previews replace; any other (a diff, raw content, HTML…) the caller chose. */
const JSON_RANGE = /^ *application\/(?:vnd\.github(?:\.v3)?\+)?json *(?:;[^,]*)?$/i;

/** An `accept` header read once, where it enters, for a format or previews to be written into. @internal */
export interface Accept {
  readonly text: string;
  /** It asks for `application/octet-stream`, which a format or previews leave alone. */
  readonly download: boolean;
  /** It asks for a representation other than JSON or a preview (a diff, a SHA, raw content), which previews leave alone. */
  readonly chosen: boolean;
  /** Each media range, and the text a format follows in it with its `.` (see `VENDOR_RANGE`). */
  readonly ranges: readonly (readonly [range: string, stem: string | undefined])[];
  readonly previews: readonly string[];
}

/** Reads an `accept` header. @internal */
export function readAccept(text: string): Accept {
  const ranges = text.split(",");
  return {
    text,
    // Media types are case-insensitive (RFC 9110): "Application/Octet-Stream" is a download too.
    download: text.toLowerCase().includes("application/octet-stream"),
    chosen: ranges.some((range) => !JSON_RANGE.test(range) && !range.includes("-preview")),
    ranges: ranges.map((range) => {
      const stem = VENDOR_RANGE.exec(range)?.[1];
      return [range, stem === undefined ? undefined : `${stem}.`] as const;
    }),
    // In each run of name characters, what comes before each `-preview`.
    previews: (text.match(/[\w-]+/g) ?? []).flatMap((run) => run.split("-preview").slice(0, -1)).filter((name) => name !== ""),
  };
}

/** `accept` amended by a format, or by previews: one `application/vnd.github.NAME-preview` per preview. @internal */
export function writeAccept(accept: Accept, format: string, previews: readonly string[]): string {
  if ((format === "" && previews.length === 0) || accept.download) return accept.text;
  if (previews.length === 0 || accept.chosen) {
    // The caller's own representation outweighs previews, which octokit 11 applies only to GraphQL.
    return format === "" ? accept.text : accept.ranges.map(([range, stem]) => (stem === undefined ? range : stem + format)).join(",");
  }
  // The previews accept names come first, then the others, each as given (octokit writes a name twice when both hold it).
  const names = accept.previews.concat(previews);
  const suffix = format === "" ? "+json" : `.${format}`;
  return names.map((name) => `application/vnd.github.${name}-preview${suffix}`).join(",");
}

/** Lists of previews merged as octokit merges two: the earlier names a later list does not hold, then the later list; linear in the names. @internal */
export function mergePreviews(lists: readonly (readonly string[])[]): readonly string[] {
  if (lists.length === 1) return lists[0]!;
  const later = new Set<string>();
  const kept: string[][] = [];
  for (let i = lists.length - 1; i >= 0; i--) {
    const list = lists[i]!;
    kept.push(list.filter((name) => !later.has(name)));
    for (const name of list) later.add(name);
  }
  return kept.reverse().flat();
}
