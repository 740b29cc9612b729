/**
 * The one character-class table. Every scanner of caller text (templates,
 * routes, URLs, header names and values, media types) asks it, one character
 * at a time; nothing runs a regular expression that could backtrack.
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
/** Literal text that a template's reader steps over in a path: {@link LITERAL} but `:`, `?` and `#`, which may start a placeholder, a query or a fragment. */
export const PLAIN = 1024;
/** {@link TOKEN} but `A`–`Z`: a header name as it is sent, lower-case. */
export const SENT_NAME = 2048;

const TABLE = new Uint16Array(128);

// Built once, when the module loads: Stryker's vitest runner keeps the module
// it loaded, so a mutant of the table is never in force while a test runs.
// test/core/ascii.test.ts checks every class, character by character.
// Stryker disable all: see above

function mark(chars: string, flag: number): void {
  for (let i = 0; i < chars.length; i++) TABLE[chars.charCodeAt(i)]! |= flag;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
mark(LETTERS, ALPHA | UNRESERVED | TOKEN | LITERAL | NAME | SCHEME);
mark(DIGITS, UNRESERVED | TOKEN | LITERAL | NAME | SCHEME | HEX);
mark("ABCDEFabcdef", HEX);
mark("-._~", UNRESERVED | LITERAL);
mark(":/?#[]@!$&'()*+,;=", RESERVED);
mark("!'()*", COMPONENT);
mark("+", PLUS);
mark("!#$%&'*+-.^_`|~", TOKEN | SENT_NAME);
mark(LETTERS.slice(26) + DIGITS, SENT_NAME);
mark("_", NAME);
mark("+-.", SCHEME);
// RFC 6570 §2.1: every visible ASCII character but " ' % < > \ ^ ` { | }.
mark("!#$&()*+,/:;=?@[]", LITERAL);
for (let code = 0; code < 128; code++) if ((TABLE[code]! & LITERAL) !== 0 && !":?#".includes(String.fromCharCode(code))) TABLE[code]! |= PLAIN;
// Stryker restore all

/**
 * A sticky regular expression matching a run of zero or more characters of
 * the classes in `mask`, made from the table: for code that runs before the
 * engine has optimised it (a route's first call), scanning a long run in the
 * regular expression engine is many times faster than a loop. Set its
 * `lastIndex`, then `test`; it cannot backtrack.
 *
 * @internal
 */
export function runOf(mask: number): RegExp {
  let members = "";
  // Stryker disable next-line all: made when the module loads, where Stryker's vitest runner never has a mutant in force (each run is a module constant)
  for (let code = 0; code < 128; code++) if ((TABLE[code]! & mask) !== 0) members += `\\x${code.toString(16).padStart(2, "0")}`;
  return new RegExp(`[${members}]*`, "y");
}

/**
 * True when the UTF-16 code `code` is an ASCII character of one of the classes in `mask`.
 *
 * @internal
 */
export function isIn(code: number, mask: number): boolean {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: past the table, TABLE[code] is undefined, and undefined & mask is 0
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
/** NUL, which no client sends in a header. @internal */
export const NUL = 0;
/** Tab, the one control character HTTP field text allows. @internal */
export const TAB = 9;
/** Line feed and carriage return, which would split a header in two. @internal */
export const LF = 10;
/** @internal */
export const CR = 13;
/** Space; every code below it is a control character. @internal */
export const SPACE = 32;
/** DEL, the control character after `~`. @internal */
export const DEL = 127;
/** `&`, between query pairs. @internal */
export const AMPERSAND = 38;
/** `0`. @internal */
export const ZERO = 48;
/** `[` and `]`, around an IPv6 host. @internal */
export const OPEN_BRACKET = 91;
/** @internal */
export const CLOSE_BRACKET = 93;
/** `%`, which starts a percent-encoded triplet. @internal */
export const PERCENT = 37;
/** `-`. @internal */
export const HYPHEN = 45;
/** `.`, of dot segments and host labels. @internal */
export const DOT = 46;
/** `/`, between path segments. @internal */
export const SLASH = 47;
/** `:`, after a scheme, before a port, or starting a `:name` placeholder. @internal */
export const COLON = 58;
/** `=`, between a query name and its value. @internal */
export const EQUALS = 61;
/** `?`, which starts a query. @internal */
export const QUESTION = 63;
/** `#`, which starts a fragment. @internal */
export const HASH = 35;
/** `@`, which ends the user information of an authority. @internal */
export const AT = 64;
/** `\`, which URL parsers read as `/`. @internal */
export const BACKSLASH = 92;
/** `*`, a template variable's explode modifier. @internal */
export const ASTERISK = 42;
/** `,`, between a template expression's variables. @internal */
export const COMMA = 44;
/** `{`, which opens a template expression. @internal */
export const OPEN_BRACE = 123;
/** `}`, which closes one. @internal */
export const CLOSE_BRACE = 125;

/** True for `0`–`9`. @internal */
export function isDigit(code: number): boolean {
  return code >= ZERO && code <= ZERO + 9;
}
