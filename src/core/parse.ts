import { InvalidArgumentError } from "../errors";
import type { RequestOptions, ResultHeaders } from "../types";
import { cachedRewriteAccept } from "./cached-accept";
import { describeRoute } from "./apply-options";
import { compileUrl, expandUrl, unusedParameters } from "./compiled-url";
import { hasScheme, joinUrl } from "./join-url";
import { copyPlain, setOwn } from "./plain-data";
import { appendQuery } from "./query";
import type { State } from "./state";
import { droppedParametersError, expectHttpBaseUrl } from "./validate";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Turns merged state into request options: expands the URL, routes the
 * parameters the URL did not consume into the query (GET, HEAD) or the body,
 * and settles `accept` and `content-type`. Pure: `state` is only read.
 *
 * @internal
 */
export function parseState(state: State): RequestOptions {
  const { url: template, params } = state;
  if (template === undefined) {
    throw new InvalidArgumentError("url", "no url was given in the route, the options or the defaults");
  }
  const route = describeRoute(state);
  const compiled = compileUrl(template, route);
  const { plan } = compiled;
  const expanded = expandUrl(compiled, params, template, route);
  // The plan answers from the template's literal text where it can: asking
  // the expanded string would make V8 flatten it, a copy of the whole URL.
  let url = expanded;
  let hasQuery = plan.query;
  if (!(plan.scheme ?? hasScheme(expanded))) {
    const { baseUrl } = state;
    const baseHasQuery = checkedBaseHasQuery(baseUrl, route);
    if (baseHasQuery) hasQuery = true;
    // What joinUrl returns for a base without a trailing `/` and a path with
    // one leading `/`, the usual pair, without its slices.
    url = plan.singleSlash && baseUrl.charCodeAt(baseUrl.length - 1) !== 47 ? baseUrl + expanded : joinUrl(baseUrl, expanded);
  }

  const unused = unusedParameters(compiled.template, params);
  const hasData = unused.includes("data");

  const method = lowerCase(state.method);
  const headers: ResultHeaders = { ...state.headers };
  const { accept } = headers;
  if ((state.format !== "" || state.previews.length > 0) && typeof accept === "string") {
    headers.accept = cachedRewriteAccept(accept, state.format, state.previews);
  }

  let body: unknown;
  if (method === "get" || method === "head") {
    if (hasData) {
      throw new InvalidArgumentError(
        "data",
        `a ${state.method} request has no body; pass query parameters as options instead`,
        route,
      );
    }
    url = appendQuery(url, hasQuery ?? url.includes("?"), params, unused, route);
  } else if (hasData) {
    if (unused.length > 1) {
      throw droppedParametersError(unused.filter((name) => name !== "data"), route);
    }
    body = copyPlain(params.data, "data", route);
  } else if (unused.length > 0) {
    const object: Record<string, unknown> = {};
    for (const name of unused) setOwn(object, name, copyPlain(params[name], name, route));
    body = object;
  }

  if (body !== undefined && headers["content-type"] === undefined) headers["content-type"] = JSON_CONTENT_TYPE;
  // The hosted API wants `content-length: 0` on a PUT or PATCH without a body;
  // an empty string makes every client send it, and it is not JSON.
  if (body === undefined && (method === "put" || method === "patch")) body = "";

  const result: RequestOptions = { method, url, headers };
  if (body !== undefined) result.body = body;
  if (state.request !== undefined) result.request = state.request.output();
  return result;
}

/** The lowercase method, without allocating a new string for the usual ones. */
function lowerCase(method: string): string {
  switch (method) {
    case "GET":
      return "get";
    case "POST":
      return "post";
    case "PUT":
      return "put";
    case "PATCH":
      return "patch";
    case "DELETE":
      return "delete";
    case "HEAD":
      return "head";
    default:
      return method.toLowerCase();
  }
}

/** How many checked base URLs are remembered; a process talks to a handful of APIs. */
const CHECKED_BASE_URLS = 4;
const checkedBaseUrls: string[] = [];
const baseUrlQueries: boolean[] = [];

/**
 * Checks `baseUrl` (see `expectHttpBaseUrl`) and tells whether it holds a `?`.
 * The last few that passed are remembered: nearly every call uses one of
 * them, and a hit is a comparison of the very same string.
 */
function checkedBaseHasQuery(baseUrl: string, route: string | undefined): boolean {
  const at = checkedBaseUrls.indexOf(baseUrl);
  if (at !== -1) return baseUrlQueries[at]!;
  expectHttpBaseUrl(baseUrl, route);
  const hasQuery = baseUrl.includes("?");
  if (checkedBaseUrls.length === CHECKED_BASE_URLS) {
    checkedBaseUrls.shift();
    baseUrlQueries.shift();
  }
  checkedBaseUrls.push(baseUrl);
  baseUrlQueries.push(hasQuery);
  return hasQuery;
}

/** Forgets the checked base URLs (see `clearCaches`). @internal */
export function clearCheckedBaseUrls(): void {
  checkedBaseUrls.length = 0;
  baseUrlQueries.length = 0;
}
