/** `encode(text)`, each lone surrogate (which has no UTF-8 form) written as U+FFFD. */
function wellFormed(encode: (text: string) => string, text: string): string {
  try {
    return encode(text);
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    return encode(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"));
  }
}

// A test first: most values need no encoding, and an encoder's call costs several times more.
const ENCODED = /[^\w.~-]/;
const ENCODED_RESERVED = /[^\w.~:/?#[\]@!$&'()*+,;=-]/;
const ENCODED_QUERY = /[^\w.~!'()*-]/;

/**
 * Percent-encodes as RFC 6570 expands a value: UTF-8, upper-case hex, keeping
 * the unreserved characters, and with `reserved` (`{+x}`, `{#x}`, literal
 * text) the reserved ones and `%XX` triplets too.
 */
export function percentEncode(text: string, reserved: boolean): string {
  if (reserved) {
    if (!ENCODED_RESERVED.test(text)) return text;
    // encodeURI encodes "[", "]" and every "%": the brackets and the text's triplets are written back.
    return wellFormed(encodeURI, text)
      .replace(/%5B/g, "[")
      .replace(/%5D/g, "]")
      .replace(/%25([\dA-Fa-f]{2})/g, "%$1");
  }
  if (!ENCODED.test(text)) return text;
  return wellFormed(encodeURIComponent, text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A query's name or value as `encodeURIComponent` writes it, what servers expect; GitHub's search `q` keeps its `+`. */
export function encodeQuery(text: string, search: boolean): string {
  if (!ENCODED_QUERY.test(text)) return text;
  const encoded = wellFormed(encodeURIComponent, text);
  return search ? encoded.replace(/%2B/g, "+") : encoded;
}
