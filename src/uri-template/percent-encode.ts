import { COMPONENT, HEX, isIn, PERCENT, PLUS, RESERVED } from "../ascii";

/** `%00` to `%FF`, built once so that encoding a byte never builds a string. */
// Stryker disable next-line all: made when the module loads, where Stryker's vitest runner never has a mutant in force; every test of an encoded character reads it
const TRIPLETS: readonly string[] = Array.from({ length: 256 }, (_, byte) => `%${byte < 16 ? "0" : ""}${byte.toString(16).toUpperCase()}`);

/** What `encodeURIComponent` writes as it is beyond the unreserved set. */
// Stryker disable all: made when the module loads, where Stryker's vitest runner never has a mutant in force
const COMPONENT_ONLY = /[!'()*]/;
const EACH_COMPONENT_ONLY = /[!'()*]/g;
const componentTriplet = (char: string): string => TRIPLETS[char.charCodeAt(0)]!;
// Stryker restore all

/**
 * `text` encoded by the platform's `encodeURIComponent`, which writes the
 * result in one piece (the loop in {@link percentEncode} writes it in many),
 * adjusted to `keep`: the characters it keeps beyond the unreserved set
 * (`!'()*`) encoded when `keep` does not hold them, `+` kept when `keep`
 * does. `undefined` for a lone surrogate, which it refuses and the loop
 * writes as U+FFFD.
 */
// The loop in percentEncode writes the same text: a mutant that skips or
// spoils this way leaves that loop to write it, and is equivalent.
// Stryker disable next-line BlockStatement: see above
function encodeWithPlatform(text: string, keep: number): string | undefined {
  let encoded: string;
  try {
    encoded = encodeURIComponent(text);
  } catch {
    return undefined;
  }
  if ((keep & COMPONENT) === 0 && COMPONENT_ONLY.test(encoded)) encoded = encoded.replace(EACH_COMPONENT_ONLY, componentTriplet);
  // Stryker disable next-line StringLiteral: replacing a "%2B" that is not there changes nothing
  if ((keep & PLUS) !== 0 && encoded.includes("%2B")) encoded = encoded.replaceAll("%2B", "+");
  return encoded;
}

/**
 * True when `text` holds a percent-encoded triplet (`%` and two hex digits) at `index`.
 *
 * @internal
 */
export function isTriplet(text: string, index: number): boolean {
  // charCodeAt past the end is NaN, which is in no class.
  return text.charCodeAt(index) === PERCENT && isIn(text.charCodeAt(index + 1), HEX) && isIn(text.charCodeAt(index + 2), HEX);
}

/**
 * Percent-encodes `text` as UTF-8 with upper-case hex, keeping the ASCII
 * characters of the classes in `keep` (see `ascii.ts`) and, when `keep` holds
 * the reserved characters, existing `%XX` triplets. It is the one encoder:
 * RFC 6570 expansion keeps the unreserved set (`{x}`) or the unreserved and
 * reserved sets (`{+x}`), the query string keeps what `encodeURIComponent`
 * keeps. A lone surrogate, which has no UTF-8 form, becomes U+FFFD. Text that
 * needs no encoding is returned as it is, without a copy.
 *
 * @internal
 */
export function percentEncode(text: string, keep: number): string {
  const { length } = text;
  let i = 0;
  // Most text needs no encoding at all: find out before building anything.
  while (i < length && isIn(text.charCodeAt(i), keep)) i++;
  if (i === length) return text;
  const triplets = (keep & RESERVED) !== 0;
  // The platform's encoder costs about as much as the loop below on 24
  // characters, and less on more.
  // Stryker disable next-line all: either way gives the same text (see encodeWithPlatform)
  if (!triplets && length >= 24) {
    const encoded = encodeWithPlatform(text, keep);
    // Stryker disable next-line ConditionalExpression: see above
    if (encoded !== undefined) return encoded;
  }
  let out = "";
  // Start of the run of characters kept as they are, copied in one slice.
  let run = 0;
  while (i < length) {
    const code = text.charCodeAt(i);
    if (isIn(code, keep)) {
      i++;
      continue;
    }
    if (triplets && isTriplet(text, i)) {
      i += 3;
      continue;
    }
    out += text.slice(run, i);
    let point = code;
    i++;
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(i);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        point = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else {
        point = 0xfffd;
      }
    }
    if (point < 0x80) out += TRIPLETS[point];
    else if (point < 0x800) out += TRIPLETS[0xc0 | (point >> 6)]! + TRIPLETS[0x80 | (point & 63)];
    else if (point < 0x10000) {
      out += TRIPLETS[0xe0 | (point >> 12)]! + TRIPLETS[0x80 | ((point >> 6) & 63)] + TRIPLETS[0x80 | (point & 63)];
    } else {
      out +=
        TRIPLETS[0xf0 | (point >> 18)]! +
        TRIPLETS[0x80 | ((point >> 12) & 63)] +
        TRIPLETS[0x80 | ((point >> 6) & 63)] +
        TRIPLETS[0x80 | (point & 63)];
    }
    run = i;
  }
  return out + text.slice(run);
}
