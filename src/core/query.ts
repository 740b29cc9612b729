import { InvalidArgumentError } from "../errors";
import { describe } from "./validate";

/** Text of one query value; arrays are joined with `,` before encoding. */
function queryText(name: string, value: unknown, route: string | undefined): string {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
  }
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) => {
      if (Array.isArray(item)) throw invalid(`${name}[${index}]`, item, route);
      return queryText(`${name}[${index}]`, item, route);
    }).join(",");
  }
  throw invalid(name, value, route);
}

function invalid(name: string, value: unknown, route: string | undefined): InvalidArgumentError {
  return new InvalidArgumentError(
    name,
    `a query parameter must be a string, number, boolean or an array of them, got ${describe(value)}` +
      (typeof value === "object" && value !== null && !Array.isArray(value)
        ? "; an object has no single query-string form, so name its fields in the URL template instead"
        : ""),
    route,
  );
}

/** For each ASCII code, 1 when `encodeURIComponent` keeps the character as it is. */
const KEPT = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()") KEPT[c.charCodeAt(0)] = 1;

/** True when `encodeURIComponent(text)` would return `text` itself. */
function isKeptAsIs(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128 || KEPT[code] === 0) return false;
  }
  return true;
}

/**
 * `encodeURIComponent` for any string: a lone surrogate has no UTF-8 form, and
 * where `encodeURIComponent` would throw a `URIError` it becomes U+FFFD, as in
 * the template engine. Well-formed text (nearly all of it) is encoded as is.
 */
function encodeComponent(text: string): string {
  // Names and most values (`per_page`, `updated`, `30`) need no encoding;
  // checking that is far cheaper than a call that copies them.
  if (isKeptAsIs(text)) return text;
  try {
    return encodeURIComponent(text);
  } catch {
    let wellFormed = "";
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const next = text.charCodeAt(i + 1);
      if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        wellFormed += text.slice(i, i + 2);
        i++;
      } else {
        wellFormed += code >= 0xd800 && code <= 0xdfff ? "\ufffd" : text[i];
      }
    }
    return encodeURIComponent(wellFormed);
  }
}

/**
 * Appends parameters to `url` as a query string: `?` or, when the URL already
 * has a query (`hasQuery`, which the caller often knows without a search), `&`. Values are percent-encoded; `q` keeps its `+` separators,
 * which GitHub's search syntax reads as spaces. `undefined` and `null` are left
 * out, as RFC 6570 does for the variables of `{?name}`.
 *
 * @internal
 * @example
 * ```ts
 * appendQuery("https://api.github.com/search/issues", false, { q: "is:open+label:bug", per_page: 100 }, ["q", "per_page"], undefined);
 * //=> "https://api.github.com/search/issues?q=is%3Aopen+label%3Abug&per_page=100"
 * ```
 */
export function appendQuery(
  url: string,
  hasQuery: boolean,
  params: Readonly<Record<string, unknown>>,
  names: readonly string[],
  route: string | undefined,
): string {
  let query = "";
  for (const name of names) {
    const value = params[name];
    if (value === undefined || value === null) continue;
    const text = queryText(name, value, route);
    // Every `%` of encoded text starts a triplet, and only `+` encodes to `%2B`,
    // so putting those back restores exactly the caller's `+` separators.
    const encoded = name === "q" ? encodeComponent(text).replaceAll("%2B", "+") : encodeComponent(text);
    query += `${query === "" ? "" : "&"}${encodeComponent(name)}=${encoded}`;
  }
  if (query === "") return url;
  return `${url}${hasQuery ? "&" : "?"}${query}`;
}

