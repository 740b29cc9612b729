/**
 * `:name` placeholders: a colon, a letter, then letters, digits or `_`. They
 * mean RFC 6570 `{name}` expressions, and they are a path convention: only the
 * path is searched. A port such as `:8080` starts with a digit, so it stays;
 * the scheme and authority of a full URL are skipped (so `https://user:pass@host`
 * is left alone), and so are the inside of `{…}` and everything from a `?` or
 * `#` on, literal or `{?…}` (so `?q=is:open` in a pagination link stays as it is).
 */

import { isAsciiLetter, isWordChar } from "./ascii";
import { authorityEnd } from "./join-url";

/**
 * Calls `found` with the start (the colon) and end (just past the name) of each
 * `:name` placeholder of `url`, left to right. One pass, no backtracking.
 */
function forEachPlaceholder(url: string, found: (colon: number, end: number) => void): void {
  let i = authorityEnd(url);
  let depth = 0;
  while (i < url.length) {
    const code = url.charCodeAt(i);
    // A literal "?" or "#", or a "{?…}" or "{#…}" expression, ends the path.
    const startsQuery = isQueryOperator(code) || (code === 123 && isQueryOperator(url.charCodeAt(i + 1)));
    if (depth === 0 && startsQuery) return;
    if (code === 123) depth++;
    else if (code === 125 && depth > 0) depth--;
    else if (code === 58 && depth === 0 && isAsciiLetter(url.charCodeAt(i + 1))) {
      let end = i + 2;
      while (end < url.length && isWordChar(url.charCodeAt(end))) end++;
      found(i, end);
      i = end;
      continue;
    }
    i++;
  }
}

/**
 * Rewrites `:name` placeholders to `{name}` expressions.
 *
 * @internal
 * @example
 * ```ts
 * rewriteColonPlaceholders("/repos/:owner/:repo"); //=> "/repos/{owner}/{repo}"
 * rewriteColonPlaceholders("https://ghe.acme.com:8443/api/v3/users/:user"); //=> "https://ghe.acme.com:8443/api/v3/users/{user}"
 * ```
 */
export function rewriteColonPlaceholders(url: string): string {
  if (!url.includes(":")) return url;
  let out = "";
  let copied = 0;
  forEachPlaceholder(url, (colon, end) => {
    out += `${url.slice(copied, colon)}{${url.slice(colon + 1, end)}}`;
    copied = end;
  });
  return copied === 0 ? url : out + url.slice(copied);
}

/**
 * Maps a position in the rewritten template back to `url` as the caller wrote
 * it, so that an error points at the caller's own text. Each rewritten
 * placeholder is one character longer (`:name` became `{name}`); a position
 * inside a placeholder keeps its offset within it.
 *
 * @internal
 * @example
 * ```ts
 * // "/a/:b/{c" is rewritten to "/a/{b}/{c"; the unclosed "{" is at 7 there, at 6 in the url.
 * originalPosition("/a/:b/{c", 7); //=> 6
 * ```
 */
export function originalPosition(url: string, position: number): number {
  let shift = 0;
  forEachPlaceholder(url, (_colon, end) => {
    // The placeholder's "}" sits at end + shift in the rewritten text.
    if (end + shift < position) shift++;
  });
  return position - shift;
}

/** `?` or `#`: what starts a query or fragment, alone or as an operator. */
function isQueryOperator(code: number): boolean {
  return code === 63 || code === 35;
}
