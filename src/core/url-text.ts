// Where a URL's scheme and authority end, and the one http(s) test of the library.

/** A URI scheme at the start of a text: a letter, then letters, digits, `+`, `-` or `.` (RFC 3986 §3.1). */
const SCHEME = /^[a-z][a-z\d+.-]*/i;

/**
 * The index of the `:` ending the URI scheme `text` starts with; -1 when it
 * starts with none; `text.length` when `text` ends, or a template expression
 * starts, while it could still become one. @internal
 */
export function schemeEnd(text: string): number {
  const end = SCHEME.exec(text)?.[0].length ?? 0;
  if (end > 0 && text[end] === ":") return end;
  return end === text.length || text[end] === "{" ? text.length : -1;
}

/** True for `http` and `https`, in any case. @internal */
export function isHttp(scheme: string): boolean {
  return /^https?$/i.test(scheme);
}

/** True for text that starts with an http(s) scheme and `//`: `http://` or `https://`, in any case. @internal */
export function isHttpUrl(text: string): boolean {
  return /^https?:\/\//i.test(text);
}

/** Index just past `scheme://authority` at the start of `url` (its first `/`, `?` or `#`); 0 without a scheme and `//`. @internal */
export function authorityEnd(url: string): number {
  const colon = schemeEnd(url);
  if (colon <= 0 || colon >= url.length || !url.startsWith("//", colon + 1)) return 0;
  const length = url.slice(colon + 3).search(/[/?#]/);
  return length === -1 ? url.length : colon + 3 + length;
}
