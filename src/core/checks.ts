// The one set of field checks, so that a field is refused in the same words wherever it is given.
import { fail, failRead, headerField } from "../errors";
import { isArray, isPlainObject, isReadable, ownMembers, ownValue } from "../own";
import type { MediaType, RequestMeta } from "../types";
import { setOwn } from "./plain-data";
import { authorityEnd, isHttpUrl } from "./url-text";

/** RFC 9110 token: a method, a header name, a media type's name. */
const TOKEN = /^[\w!#$%&'*+.^`|~-]+$/;
/** A format such as `raw` or `text+json`: words joined by single `+` or `.`. */
const FORMAT = /^[\w-]+(?:[+.][\w-]+)*$/;

/** Throws unless `value` is a string. @internal */
export function checkString(field: string, value: unknown, route: string | undefined): asserts value is string {
  if (typeof value !== "string") fail(field, route, "expected", "a string", value);
}

/** Throws unless `value` is a plain object. @internal */
export function checkObject(field: string, value: unknown, route: string | undefined): asserts value is Record<string, unknown> {
  if (!isPlainObject(value)) fail(field, route, "expected", "a plain object", value);
}

const STANDARD_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** True when `a` becomes `b` by one letter added, dropped, changed, or two neighbours swapped. */
function oneTypoApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length < b.length ? a.slice(i) === b.slice(i + 1) : a.slice(i + 1) === b.slice(i);
}

/** The upper-case method of an HTTP token: one of one's own (`PURGE`) as it is, unless one typo away from a standard one (`GTE`). @internal */
export function checkMethod(value: unknown, route: string | undefined): string {
  checkString("method", value, route);
  if (!TOKEN.test(value)) fail("method", route, "expected", 'an HTTP method token such as "GET"', value);
  const method = value.toUpperCase();
  if (!STANDARD_METHODS.includes(method)) {
    // "POT" is as near to POST as to PUT: each is named, so that a guess never sends a method the caller did not mean.
    const meant = STANDARD_METHODS.filter((standard) => oneTypoApart(method, standard));
    if (meant.length > 0) fail("method", route, "typo", value, meant);
  }
  return method;
}

/** Throws unless a URL parser accepts `url`, rather than a client far from the value that made it. @internal */
export function checkUrl(url: string, field: string, route: string | undefined): void {
  if (!URL.canParse(url)) fail(field, route, "unparsable", url);
}

/** True when the authority of an absolute URL holds a user name or password (`https://user:pass@host`). */
function hasCredentials(url: string): boolean {
  return url.slice(url.indexOf("//") + 2, authorityEnd(url)).includes("@");
}

/** A space, a control character or a backslash, which parsers drop or read as `/`: text around them would join into another host. */
const NOT_URL_TEXT = /[\x00-\x20\x7f\\]/;

/** A URL `fetch` can send to: absolute, http(s), parsable, with no user name or password (which `fetch` refuses). @internal */
export function checkRequestUrl(url: unknown, route: string | undefined): string {
  checkString("url", url, route);
  if (!isHttpUrl(url)) fail("url", route, "scheme", url);
  if (NOT_URL_TEXT.test(url)) fail("url", route, "unparsable", url);
  checkUrl(url, "url", route);
  if (hasCredentials(url)) fail("url", route, "credentials", url);
  return url;
}

/** Throws unless `value` is a base to put before a path: an absolute http(s) URL with a host, no query or fragment (the path would land inside) and no user name or password. @internal */
export function checkBaseUrl(value: unknown, route: string | undefined, field = "baseUrl"): string {
  checkString(field, value, route);
  const host = value.indexOf("//") + 2;
  if (!isHttpUrl(value) || host === value.length || value[host] === "/" || NOT_URL_TEXT.test(value) || /[?#]/.test(value)) fail(field, route, "baseUrl", value);
  if (hasCredentials(value)) fail(field, route, "credentials", value);
  checkUrl(value, field, route);
  return value;
}

/** One header value as it is sent: HTTP field text, a finite number, a BigInt's digits; `null` removes the header. @internal */
export function checkHeaderValue(header: string, value: unknown, route: string | undefined): string | number | null {
  if (value === null) return null;
  if (typeof value === "bigint") return String(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) fail(headerField(header), route, "headerNumber", value);
    return value;
  }
  if (typeof value !== "string") fail(headerField(header), route, "expected", "a string or a number", value);
  // RFC 9110 field text is tab, space, visible ASCII and U+0080 to U+00FF;
  // Node's http and fetch throw on anything else, far from the code that set it.
  const at = value.search(/[^\t\x20-\x7e\x80-\xff]/);
  if (at === -1) return value;
  const code = value.charCodeAt(at);
  // CR and LF would split the header in two (header injection); no client sends NUL.
  if (code === 0x0d || code === 0x0a || code === 0) fail(headerField(header), route, "headerBreak");
  return fail(headerField(header), route, "headerText", code, at);
}

/** The lowercase header name, or an error unless `name` is an HTTP token. @internal */
export function checkHeaderName(name: string, route: string | undefined): string {
  if (!TOKEN.test(name)) fail(headerField(name), route, "headerName");
  return name.toLowerCase();
}

/** Headers checked, names lowercased, `undefined` values left out (they leave a header from earlier in place). @internal */
export function checkHeaders(value: unknown, route: string | undefined): Record<string, string | number | null> {
  checkObject("headers", value, route);
  const headers: Record<string, string | number | null> = {};
  for (const name of Object.keys(value)) {
    let given: unknown;
    try {
      given = value[name];
    } catch (error) {
      failRead(error, headerField(name.toLowerCase()), route);
    }
    if (given !== undefined) setOwn(headers, checkHeaderName(name, route), checkHeaderValue(name.toLowerCase(), given, route));
  }
  return headers;
}

/** `mediaType`: an object whose `format` and `previews` are checked when given. @internal */
export function checkMediaType(value: unknown, route: string | undefined): MediaType {
  checkObject("mediaType", value, route);
  const format = ownValue(value, "format");
  const previews = ownValue(value, "previews");
  return {
    format: format === undefined ? undefined : checkFormat(format, route),
    previews: previews === undefined ? undefined : checkPreviews(previews, route),
  };
}

/** `mediaType.format`: a format name such as `raw` or `text+json`, or `""` for none. @internal */
export function checkFormat(value: unknown, route: string | undefined): string {
  checkString("mediaType.format", value, route);
  if (value !== "" && !FORMAT.test(value)) {
    fail("mediaType.format", route, "expected", 'a format such as "raw", "diff" or "text+json" (words joined by "+" or "."), or "" for none', value);
  }
  return value;
}

/** Preview names, each with its first `-preview` dropped, as octokit reads one; tokens, since each is spliced into `accept`. */
function checkPreviews(value: unknown, route: string | undefined): string[] {
  if (!isArray(value)) fail("mediaType.previews", route, "expected", "an array of strings", value);
  // Every member, a hole as `undefined` (ownMembers): map() over the array as given would skip a hole, and a later read find Array.prototype's.
  return ownMembers(value).map((preview: unknown, index) => {
    // "-preview" alone would leave an empty name once its suffix is dropped.
    const named = typeof preview === "string" && preview !== "" && preview !== "-preview";
    if (!named || !TOKEN.test(preview)) {
      const field = `mediaType.previews[${index}]`;
      if (named) fail(field, route, "token", 'a media type name such as "raw", "text+json" or "mercy"', preview);
      fail(field, route, "expected", "a non-empty preview name", preview);
    }
    return preview.replace("-preview", "");
  });
}

/** `request`: any object but an array (or a revoked Proxy, which nothing can read). @internal */
export function checkRequest(value: unknown, route: string | undefined): RequestMeta {
  if (typeof value !== "object" || value === null || isArray(value) || !isReadable(value)) fail("request", route, "expected", "an object", value);
  return value as RequestMeta;
}
