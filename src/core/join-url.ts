import { isAsciiLetter, isSchemeChar } from "./ascii";

/**
 * Where the URI scheme at the start of `text` ends: the index of its `:`
 * (`https:` gives 5), -1 when `text` does not start with one, or `text.length`
 * when `text` ends while it could still become one (`""`, `"https"`).
 *
 * @internal
 * @example
 * ```ts
 * schemeEnd("web+app://h/x"); //=> 7
 * schemeEnd("9a:1"); //=> -1
 * schemeEnd("https"); //=> 5
 * ```
 */
export function schemeEnd(text: string): number {
  if (text === "") return 0;
  if (!isAsciiLetter(text.charCodeAt(0))) return -1;
  for (let i = 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 58) return i;
    if (!isSchemeChar(code)) return -1;
  }
  return text.length;
}

/**
 * Index just past `scheme://authority` at the start of `url` (where its path
 * begins), or 0 when `url` does not start with a scheme and `//`: a path, which
 * is all path.
 *
 * @internal
 * @example
 * ```ts
 * authorityEnd("https://h.example:8080/a?b"); //=> 22
 * authorityEnd("/repos/o/r"); //=> 0
 * ```
 */
export function authorityEnd(url: string): number {
  const colon = schemeEnd(url);
  if (colon <= 0 || colon === url.length || !url.startsWith("//", colon + 1)) return 0;
  let end = colon + 3;
  while (end < url.length) {
    const code = url.charCodeAt(end);
    // `/`, `?` and `#` end the authority.
    if (code === 47 || code === 63 || code === 35) break;
    end++;
  }
  return end;
}

/**
 * True when `url` starts with a URI scheme (`https:`), which makes it a full URL
 * to use as given rather than a path under `baseUrl`.
 *
 * @internal
 * @example
 * ```ts
 * hasScheme("https://uploads.github.com/x"); //=> true
 * hasScheme("/orgs/octokit"); //=> false
 * ```
 */
export function hasScheme(url: string): boolean {
  const end = schemeEnd(url);
  return end !== -1 && end < url.length;
}

/**
 * Joins `baseUrl` and a path with exactly one `/` between them:
 * `https://h/api/v3/` with `/orgs`, and `https://h/api/v3` with `orgs`, both
 * give `https://h/api/v3/orgs`. An empty path gives the base as it stands.
 *
 * @internal
 */
export function joinUrl(baseUrl: string, path: string): string {
  if (path === "") return baseUrl;
  let end = baseUrl.length;
  while (end > 0 && baseUrl.charCodeAt(end - 1) === 47) end--;
  let start = 0;
  while (start < path.length && path.charCodeAt(start) === 47) start++;
  // A path that starts with a query or fragment attaches to the base directly.
  const first = path.charCodeAt(start);
  if (start === 0 && (first === 63 || first === 35)) return baseUrl.slice(0, end) + path;
  return `${baseUrl.slice(0, end)}/${path.slice(start)}`;
}
