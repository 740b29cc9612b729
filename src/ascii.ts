/**
 * Character classes as a table, asked one character at a time by the route
 * reader (core/route-plan.ts); every other scanner tests its characters where
 * it reads them.
 */

/** RFC 3986 unreserved: ALPHA DIGIT `-` `.` `_` `~`. */
export const UNRESERVED = 1;
/** RFC 3986 reserved: gen-delims and sub-delims. */
export const RESERVED = 2;
/** What `encodeURIComponent` keeps besides the unreserved: `!` `'` `(` `)` `*`. */
export const COMPONENT = 4;
/** `+`, kept in GitHub's search parameter `q`, where it separates terms. */
export const PLUS = 8;
/** RFC 9110 tchar: a method or a header name, a media type's parts. */
export const TOKEN = 16;
/** RFC 6570 literal characters, except `%` (which must start a triplet). */
export const LITERAL = 32;
/** RFC 6570 varchar without pct-encoded: ALPHA DIGIT `_`; also a `:name` placeholder. */
export const NAME = 64;
/** After the first letter of an RFC 3986 scheme: ALPHA DIGIT `+` `-` `.`. */
export const SCHEME = 128;
/** `0`–`9` `A`–`F` `a`–`f`. */
export const HEX = 256;
/** `A`–`Z` `a`–`z`. */
export const ALPHA = 512;
/** {@link TOKEN} but `A`–`Z`: a header name as it is sent, lower-case. */
export const SENT_NAME = 2048;

const TABLE = /* @__PURE__ */ table();

/** The class flags of each ASCII character, by its code. */
function table(): Uint16Array {
  const flags = new Uint16Array(128);
  const mark = (chars: string, flag: number): void => {
    for (let i = 0; i < chars.length; i++) flags[chars.charCodeAt(i)]! |= flag;
  };
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  const digits = "0123456789";
  mark(letters, ALPHA | UNRESERVED | TOKEN | LITERAL | NAME | SCHEME);
  mark(digits, UNRESERVED | TOKEN | LITERAL | NAME | SCHEME | HEX);
  mark("ABCDEFabcdef", HEX);
  mark("-._~", UNRESERVED | LITERAL);
  mark(":/?#[]@!$&'()*+,;=", RESERVED);
  mark("!'()*", COMPONENT);
  mark("+", PLUS);
  mark("!#$%&'*+-.^_`|~", TOKEN | SENT_NAME);
  mark(letters.slice(26) + digits, SENT_NAME);
  mark("_", NAME);
  mark("+-.", SCHEME);
  // RFC 6570 §2.1: every visible ASCII character but " ' % < > \ ^ ` { | }.
  mark("!#$&()*+,/:;=?@[]", LITERAL);
  return flags;
}

/**
 * True when the UTF-16 code `code` is an ASCII character of one of the classes in `mask`.
 *
 * @internal
 */
export function isIn(code: number, mask: number): boolean {
  return code < 128 && (TABLE[code]! & mask) !== 0;
}

/**
 * True when every character of `text` belongs to one of the classes in `mask`
 * (and `text` is not empty).
 *
 * @internal
 */
export function isAllIn(text: string, mask: number): boolean {
  if (text === "") return false;
  for (let i = 0; i < text.length; i++) if (!isIn(text.charCodeAt(i), mask)) return false;
  return true;
}

// Characters the scanners look for by name, as UTF-16 codes.
/** Space; every code below it is a control character. @internal */
export const SPACE = 32;
/** DEL, the control character after `~`. @internal */
export const DEL = 127;
/** `/`, between path segments. @internal */
export const SLASH = 47;
/** `{`, which opens a template expression. @internal */
export const OPEN_BRACE = 123;
