/**
 * Rewrites `:name` placeholders (a colon, a letter, then letters, digits or
 * `_`) to RFC 6570 `{name}` expressions. A port such as `:8080` starts with a
 * digit, so it stays; the scheme and authority of a full URL are skipped (so
 * `https://user:pass@host` is left alone), and so is the inside of `{…}`.
 *
 * @internal
 */
export function rewriteColonPlaceholders(url: string): string {
  let i = authorityEnd(url);
  if (url.indexOf(":", i) === -1) return url;
  let out = url.slice(0, i);
  let depth = 0;
  while (i < url.length) {
    const code = url.charCodeAt(i);
    if (code === 123) depth++;
    else if (code === 125 && depth > 0) depth--;
    else if (code === 58 && depth === 0 && isLetter(url.charCodeAt(i + 1))) {
      let end = i + 2;
      while (end < url.length && isWordChar(url.charCodeAt(end))) end++;
      out += `{${url.slice(i + 1, end)}}`;
      i = end;
      continue;
    }
    out += url[i];
    i++;
  }
  return out;
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isWordChar(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 57) || code === 95;
}

/** Index just past `scheme://authority`, or 0 when `url` does not start with one. */
function authorityEnd(url: string): number {
  const slashes = url.indexOf("://");
  if (slashes <= 0) return 0;
  for (let i = 0; i < slashes; i++) {
    const code = url.charCodeAt(i);
    if (!(isWordChar(code) || code === 43 || code === 45 || code === 46) || code === 95) return 0;
  }
  let end = slashes + 3;
  while (end < url.length) {
    const code = url.charCodeAt(end);
    if (code === 47 || code === 63 || code === 35) break;
    end++;
  }
  return end;
}
