/**
 * True when `url` starts with a URI scheme (`https:`), which makes it a full URL
 * to use as given rather than a path under `baseUrl`.
 *
 * @internal
 */
export function hasScheme(url: string): boolean {
  const first = url.charCodeAt(0);
  if (!((first >= 65 && first <= 90) || (first >= 97 && first <= 122))) return false;
  for (let i = 1; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === 58) return true;
    const isSchemeChar =
      (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) ||
      code === 43 || code === 45 || code === 46;
    if (!isSchemeChar) return false;
  }
  return false;
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
