/** `encode(text)`, each lone surrogate (which has no UTF-8 form) written as U+FFFD. */
function wellFormed(encode: (text: string) => string, text: string): string {
  try {
    return encode(text);
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    return encode(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"));
  }
}

/** RFC 3986 unreserved: an ASCII letter or digit, `-`, `.`, `_` or `~`. @internal */
export function isUnreserved(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 45 && code <= 57 && code !== 47) || code === 95 || code === 126;
}

/** RFC 3986 reserved: `:/?#[]@` and `!$&'()*+,;=`. */
function isReserved(code: number): boolean {
  return (code >= 33 && code <= 47 && code !== 34 && code !== 37) || code === 58 || code === 59 || code === 61 || code === 63 || code === 64 || code === 91 || code === 93;
}

/** What `encodeURIComponent` keeps besides the unreserved: `!`, `'`, `(`, `)`, `*`. */
function isMark(code: number): boolean {
  return code === 33 || (code >= 39 && code <= 42);
}

/**
 * Whether `text` needs no encoding: every character unreserved, or for
 * `kind` also reserved (`uri`) or kept by `encodeURIComponent` (`query`).
 * A loop rather than a regular expression: values are encoded on every
 * request, and testing a short text is several times cheaper so.
 */
function isPlain(text: string, kind: "unreserved" | "uri" | "query"): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isUnreserved(code)) continue;
    if (kind === "uri" ? !isReserved(code) : kind === "unreserved" || !isMark(code)) return false;
  }
  return true;
}

/**
 * Percent-encodes `text` as UTF-8 with upper-case hex, as RFC 6570 expands a
 * value: keeping the unreserved characters (`{x}`), or with `reserved` also
 * the reserved ones and existing `%XX` triplets (`{+x}`, `{#x}`, literal
 * text). Text that needs no encoding is returned as it is.
 *
 * @internal
 */
export function percentEncode(text: string, reserved: boolean): string {
  if (reserved) {
    if (isPlain(text, "uri")) return text;
    // encodeURI keeps the reserved set but "[" and "]", and encodes every "%":
    // the brackets are written back, then the triplets the text held.
    return wellFormed(encodeURI, text)
      .replace(/%5B/g, "[")
      .replace(/%5D/g, "]")
      .replace(/%25([\dA-Fa-f]{2})/g, "%$1");
  }
  if (isPlain(text, "unreserved")) return text;
  const encoded = wellFormed(encodeURIComponent, text);
  return /[!'()*]/.test(encoded) ? encoded.replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`) : encoded;
}

/**
 * A query string's name or value, encoded as `encodeURIComponent` writes it
 * (what servers expect); GitHub's search parameter `q` (`search`) keeps its
 * literal `+` separators.
 *
 * @internal
 */
export function encodeQuery(text: string, search: boolean): string {
  if (isPlain(text, "query")) return text;
  const encoded = wellFormed(encodeURIComponent, text);
  return search ? encoded.replace(/%2B/g, "+") : encoded;
}
