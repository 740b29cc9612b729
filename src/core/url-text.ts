// Where a URL's scheme and authority end, and the one http(s) test of the library.

function isLetter(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/** What may follow a scheme's first letter: a letter, a digit, `+`, `-` or `.`. */
function isSchemeCode(code: number): boolean {
  return isLetter(code) || (code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2d || code === 0x2e;
}

/**
 * The index of the `:` ending the URI scheme `text` starts with; -1 when it
 * starts with none; `text.length` when `text` ends, or a template expression
 * starts, while it could still become one. @internal
 */
export function schemeEnd(text: string): number {
  if (!isLetter(text.charCodeAt(0))) return text === "" || text.startsWith("{") ? text.length : -1;
  for (let i = 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x3a /* ":" */) return i;
    if (!isSchemeCode(code)) return code === 0x7b /* "{" */ ? text.length : -1;
  }
  return text.length;
}

/** True for `http` and `https`, in any case. @internal */
export function isHttp(scheme: string): boolean {
  const lower = scheme.toLowerCase();
  return lower === "http" || lower === "https";
}

/** Index just past `scheme://authority` at the start of `url` (its first `/`, `?` or `#`); 0 without a scheme and `//`. @internal */
export function authorityEnd(url: string): number {
  const colon = schemeEnd(url);
  if (colon <= 0 || colon >= url.length || !url.startsWith("//", colon + 1)) return 0;
  let end = colon + 3;
  for (; end < url.length; end++) {
    const code = url.charCodeAt(end);
    if (code === 0x2f || code === 0x3f || code === 0x23) break;
  }
  return end;
}
