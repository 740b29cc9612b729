const UNRESERVED = 1;
const RESERVED = 2;

/** For each ASCII code, which RFC 3986 sets it belongs to (0 for neither). */
const ASCII_CLASS = new Uint8Array(128);
for (const char of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~") {
  ASCII_CLASS[char.charCodeAt(0)] = UNRESERVED;
}
for (const char of ":/?#[]@!$&'()*+,;=") ASCII_CLASS[char.charCodeAt(0)] = RESERVED;

/** `%00` to `%FF`, built once so that encoding a byte never builds a string. */
const TRIPLETS: readonly string[] = Array.from(
  { length: 256 },
  (_, byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
);

function triplet(byte: number): string {
  // Every caller passes a byte (0 to 255), so the lookup always hits.
  return TRIPLETS[byte]!;
}

function isHexDigit(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
}

/**
 * Tells whether `text` holds a percent-encoded triplet (`%` and two hex digits)
 * starting at `index`.
 *
 * @internal
 * @example
 * ```ts
 * isPercentTriplet("a%2Fb", 1); //=> true
 * isPercentTriplet("100%", 3); //=> false
 * ```
 */
export function isPercentTriplet(text: string, index: number): boolean {
  // charCodeAt past the end is NaN, which is no hex digit.
  return text.charCodeAt(index) === 0x25 && isHexDigit(text.charCodeAt(index + 1)) && isHexDigit(text.charCodeAt(index + 2));
}

/** The UTF-8 bytes of one Unicode code point, as percent-encoded triplets. */
function utf8Triplets(point: number): string {
  if (point < 0x80) return triplet(point);
  if (point < 0x800) return triplet(0xc0 | (point >> 6)) + triplet(0x80 | (point & 0x3f));
  if (point < 0x10000) {
    return triplet(0xe0 | (point >> 12)) + triplet(0x80 | ((point >> 6) & 0x3f)) + triplet(0x80 | (point & 0x3f));
  }
  return (
    triplet(0xf0 | (point >> 18)) +
    triplet(0x80 | ((point >> 12) & 0x3f)) +
    triplet(0x80 | ((point >> 6) & 0x3f)) +
    triplet(0x80 | (point & 0x3f))
  );
}

/**
 * Percent-encodes `text` as UTF-8 with uppercase hex, keeping the unreserved
 * characters of RFC 3986 and, when `allowReserved` is set, also its reserved
 * characters and existing `%XX` triplets (a `%` that starts no triplet is still
 * encoded as `%25`). A lone surrogate is encoded as U+FFFD.
 * Text that needs no encoding is returned as is, without copying.
 *
 * @internal
 * @example
 * ```ts
 * percentEncode("Hello World!", false); //=> "Hello%20World%21"
 * percentEncode("Hello World!", true); //=> "Hello%20World!"
 * percentEncode("50%/%2F", true); //=> "50%25/%2F"
 * ```
 */
export function percentEncode(text: string, allowReserved: boolean): string {
  const keep = allowReserved ? UNRESERVED | RESERVED : UNRESERVED;
  let result = "";
  // Start of the run of characters kept as they are, copied in one slice.
  let runStart = 0;
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    // code < 0x80 is checked first, so the table lookup always hits.
    if (code < 0x80 && (ASCII_CLASS[code]! & keep) !== 0) {
      index += 1;
    } else if (allowReserved && isPercentTriplet(text, index)) {
      index += 3;
    } else {
      result += text.slice(runStart, index);
      let point = code;
      index += 1;
      if (code >= 0xd800 && code <= 0xdfff) {
        const next = text.charCodeAt(index);
        if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          point = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          index += 1;
        } else {
          // A lone surrogate has no UTF-8 form; U+FFFD keeps expansion total
          // instead of throwing (as encodeURIComponent does) on odd input.
          point = 0xfffd;
        }
      }
      result += utf8Triplets(point);
      runStart = index;
    }
  }
  return runStart === 0 ? text : result + text.slice(runStart);
}
