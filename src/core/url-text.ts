/**
 * Reading the parts of a URL's text: where its scheme and its authority end.
 * The one http(s) test of the library is here too.
 */
import { ALPHA, COLON, HASH, isIn, OPEN_BRACE, QUESTION, SCHEME, SLASH } from "../ascii";

/**
 * Where the URI scheme at the start of `text` ends: the index of its `:`; -1
 * when `text` does not start with one; `text.length` when `text` ends, or a
 * template expression starts, while it could still become one.
 *
 * @internal
 */
export function schemeEnd(text: string): number {
  if (!isIn(text.charCodeAt(0), ALPHA)) return text === "" || text.charCodeAt(0) === OPEN_BRACE ? text.length : -1;
  for (let i = 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === COLON) return i;
    if (!isIn(code, SCHEME)) return code === OPEN_BRACE ? text.length : -1;
  }
  return text.length;
}

/** True for `http` and `https`, in any case. @internal */
export function isHttp(scheme: string): boolean {
  const lower = scheme.toLowerCase();
  return lower === "http" || lower === "https";
}

/**
 * Index just past `scheme://authority` at the start of `url`, where its path
 * begins; 0 when `url` does not start with a scheme and `//`.
 *
 * @internal
 */
export function authorityEnd(url: string): number {
  const colon = schemeEnd(url);
  // A scheme's colon is never at 0 and, when there is one, never at the end; "//" alone decides.
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: see above
  if (colon <= 0 || colon >= url.length || !url.startsWith("//", colon + 1)) return 0;
  let end = colon + 3;
  for (; end < url.length; end++) {
    const code = url.charCodeAt(end);
    if (code === SLASH || code === QUESTION || code === HASH) break;
  }
  return end;
}
