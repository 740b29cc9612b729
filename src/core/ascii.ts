/**
 * ASCII character classes by UTF-16 code unit. The core's scanners (routes,
 * URLs, media types, placeholders) look at caller-controlled text one
 * character at a time, never with a regular expression that could backtrack;
 * these are the classes they share.
 */

/**
 * True for `A`–`Z` and `a`–`z`.
 *
 * @internal
 * @example
 * ```ts
 * isAsciiLetter("q".charCodeAt(0)); //=> true
 * isAsciiLetter("8".charCodeAt(0)); //=> false
 * ```
 */
export function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/**
 * True for `A`–`Z`, `a`–`z`, `0`–`9` and `_`: the characters of a `:name`
 * placeholder after its first letter, and of one dotted part of a vendor media type.
 *
 * @internal
 * @example
 * ```ts
 * isWordChar("_".charCodeAt(0)); //=> true
 * isWordChar("-".charCodeAt(0)); //=> false
 * ```
 */
export function isWordChar(code: number): boolean {
  return isAsciiLetter(code) || (code >= 48 && code <= 57) || code === 95;
}

/**
 * True for the characters of a URI scheme after its first letter (RFC 3986):
 * letters, digits, `+`, `-` and `.`.
 *
 * @internal
 * @example
 * ```ts
 * isSchemeChar("+".charCodeAt(0)); //=> true
 * isSchemeChar("_".charCodeAt(0)); //=> false
 * ```
 */
export function isSchemeChar(code: number): boolean {
  return isWordChar(code) ? code !== 95 : code === 43 || code === 45 || code === 46;
}
