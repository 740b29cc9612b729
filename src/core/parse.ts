import { InvalidArgumentError } from "../errors";
import type { RequestOptions, ResultHeaders } from "../types";
import { cachedRewriteAccept } from "./cached-accept";
import { describeRoute } from "./apply-options";
import { compileUrl, expandUrl, unusedParameters } from "./compiled-url";
import { hasScheme, joinUrl } from "./join-url";
import { assertSafePath } from "./path-safety";
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
  const expanded = expandUrl(compiled, params, template, route);
  assertSafePath(compiled, params, expanded, route);
  let url = expanded;
  if (!hasScheme(expanded)) {
    const { baseUrl } = state;
    if (baseUrl !== checkedBaseUrl) {
      expectHttpBaseUrl(baseUrl, route);
      checkedBaseUrl = baseUrl;
    }
    // What joinUrl returns for a base without a trailing `/` and a path with
    // one leading `/`, the usual pair, without its slices.
    url =
      expanded.charCodeAt(0) === 47 && expanded.charCodeAt(1) !== 47 && baseUrl.charCodeAt(baseUrl.length - 1) !== 47
        ? baseUrl + expanded
        : joinUrl(baseUrl, expanded);
  }

  const unused = unusedParameters(compiled, params);
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
    url = appendQuery(url, params, unused, route);
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

// The last baseUrl that passed the check: nearly every call uses the same one.
let checkedBaseUrl: string | undefined;
