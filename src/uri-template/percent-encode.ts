/** `encode(text)`, each lone surrogate (which has no UTF-8 form) written as U+FFFD. */
function wellFormed(encode: (text: string) => string, text: string): string {
  try {
    return encode(text);
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    return encode(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"));
  }
}

/** Text RFC 3986 allows as it stands: unreserved, and for `reserved` also the reserved characters. */
const UNRESERVED_TEXT = /^[\w\-.~]*$/;
const URI_TEXT = /^[\w\-.~:/?#[\]@!$&'()*+,;=]*$/;

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
    if (URI_TEXT.test(text)) return text;
    // encodeURI keeps the reserved set but "[" and "]", and encodes every "%":
    // the brackets are written back, then the triplets the text held.
    return wellFormed(encodeURI, text)
      .replace(/%5B/g, "[")
      .replace(/%5D/g, "]")
      .replace(/%25([\dA-Fa-f]{2})/g, "%$1");
  }
  if (UNRESERVED_TEXT.test(text)) return text;
  return wellFormed(encodeURIComponent, text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A query string's name or value, encoded as `encodeURIComponent` writes it
 * (what servers expect); GitHub's search parameter `q` (`search`) keeps its
 * literal `+` separators.
 *
 * @internal
 */
export function encodeQuery(text: string, search: boolean): string {
  const encoded = wellFormed(encodeURIComponent, text);
  return search ? encoded.replace(/%2B/g, "+") : encoded;
}
