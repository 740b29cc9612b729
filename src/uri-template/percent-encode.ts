import { COMPONENT, HEX, isIn, PERCENT, PLUS, RESERVED } from "../ascii";

/**
 * True when `text` holds a percent-encoded triplet (`%` and two hex digits) at `index`.
 *
 * @internal
 */
export function isTriplet(text: string, index: number): boolean {
  // charCodeAt past the end is NaN, which is in no class.
  return text.charCodeAt(index) === PERCENT && isIn(text.charCodeAt(index + 1), HEX) && isIn(text.charCodeAt(index + 2), HEX);
}

/** `encode(text)`, with each lone surrogate, which has no UTF-8 form, written as U+FFFD. */
function wellFormed(encode: (text: string) => string, text: string): string {
  try {
    return encode(text);
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    return encode(text.replace(LONE_SURROGATE, "\ufffd"));
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `%XX` for a character `encodeURIComponent` keeps beyond the unreserved set. */
const triplet = (char: string): string => `%${char.charCodeAt(0).toString(16).toUpperCase()}`;

/**
 * Percent-encodes `text` as UTF-8 with upper-case hex, keeping the ASCII
 * characters of the classes in `keep` (see `ascii.ts`): RFC 6570 expansion
 * keeps the unreserved set (`{x}`), or the unreserved and reserved sets and
 * existing `%XX` triplets (`{+x}`); the query string keeps what
 * `encodeURIComponent` keeps, and `+` in GitHub's search parameter. A lone
 * surrogate becomes U+FFFD. Text that needs no encoding is returned as it is.
 *
 * @internal
 */
export function percentEncode(text: string, keep: number): string {
  let i = 0;
  while (i < text.length && isIn(text.charCodeAt(i), keep)) i++;
  if (i === text.length) return text;
  if ((keep & RESERVED) !== 0) {
    // encodeURI keeps the reserved set but "[" and "]", and encodes every "%":
    // brackets are written back, then the triplets the text held.
    return wellFormed(encodeURI, text)
      .replace(/%5B/g, "[")
      .replace(/%5D/g, "]")
      .replace(/%25([0-9A-Fa-f]{2})/g, "%$1");
  }
  let encoded = wellFormed(encodeURIComponent, text);
  if ((keep & COMPONENT) === 0) encoded = encoded.replace(/[!'()*]/g, triplet);
  if ((keep & PLUS) !== 0) encoded = encoded.replace(/%2B/g, "+");
  return encoded;
}
