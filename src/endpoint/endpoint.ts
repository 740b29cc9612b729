import { RequestBuilder } from "../builder/request-builder";
import { checkObject } from "../core/checks";
import { toMergedOptions } from "../core/merged-options";
import { EMPTY_STATE } from "../core/options";
import { makeRequest } from "../core/request";
import { fail } from "../errors";
import { ownValue } from "../own";
import type { AnyRequestBuilder } from "../types/builder-types";
import type { Endpoint } from "../types/endpoint-types";
import type { ApiDefaults } from "../types/openapi-types";
import type { DeepReadonly, EndpointOptions, MergedOptions, RequestOptions } from "../types";

/** The endpoint function over `builderOf()`'s builder, made when first needed: each of its operations is one of that builder's. */
function endpointOf(builderOf: () => AnyRequestBuilder): Endpoint {
  let held: AnyRequestBuilder | undefined;
  let defaults: DeepReadonly<MergedOptions> | undefined;
  const builder = (): AnyRequestBuilder => (held ??= builderOf());
  function endpoint(route?: unknown, options?: unknown): RequestOptions {
    return makeRequest(RequestBuilder.state(builder()), route, options);
  }
  Object.defineProperty(endpoint, "DEFAULTS", {
    get: () => (defaults ??= toMergedOptions(RequestBuilder.state(builder()), "frozen") as DeepReadonly<MergedOptions>),
    enumerable: true,
  });
  endpoint.defaults = (options: EndpointOptions) => {
    // Called with nothing, it adds nothing; `null` is refused as endpoint(route, null) refuses it.
    const next = RequestBuilder.step(builder(), undefined, options === undefined ? {} : options, { keeps: true, sharesRequest: false });
    return endpointOf(() => next);
  };
  endpoint.merge = (route?: unknown, options?: unknown): MergedOptions =>
    toMergedOptions(RequestBuilder.state(RequestBuilder.step(builder(), route, options, { keeps: true, sharesRequest: true })), "kept");
  endpoint.parse = (options: MergedOptions) => makeRequest(EMPTY_STATE, undefined, options ?? null);
  endpoint.builder = builder;
  // Types exist only at compile time. Another API than GitHub's must bring its baseUrl and
  // accept: left out, a request would go to GitHub's host, in GitHub's media type.
  endpoint.withTypes = (api?: ApiDefaults) => {
    if (api === undefined) return endpoint;
    checkObject("withTypes(api)", api, undefined);
    const baseUrl = ownValue(api, "baseUrl");
    const accept = ownValue(api, "accept");
    if (typeof baseUrl !== "string") fail("baseUrl", undefined, "expected", "the API's base URL, a string", baseUrl);
    if (typeof accept !== "string") fail("accept", undefined, "expected", "the media type the API answers in, a string", accept);
    return endpoint.defaults({ baseUrl, headers: { accept } });
  };
  return Object.freeze(endpoint) as unknown as Endpoint;
}

/**
 * Turns a REST route plus parameters into plain request options that any HTTP
 * client can send. URL variables are filled from the parameters; the rest go
 * to the query string (GET, HEAD) or the JSON body (other methods).
 *
 * It is called in three ways, each shown below with its own example: with a
 * route and options, with a route alone, and with one options object that
 * holds `method` and `url`. Its methods make a function with more defaults
 * ({@link endpoint.defaults | defaults}), merge without expanding
 * ({@link endpoint.merge | merge}), expand what was merged
 * ({@link endpoint.parse | parse}), start a builder
 * ({@link endpoint.builder | builder}) and type the function by an OpenAPI
 * description ({@link endpoint.withTypes | withTypes});
 * {@link endpoint.DEFAULTS | DEFAULTS} holds the defaults.
 *
 * @example
 * ```ts
 * endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" });
 * //=> { method: "get", url: "https://api.github.com/orgs/octokit/repos?type=private",
 * //     headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" } }
 * ```
 *
 * @function
 * @group Endpoint
 */
export const endpoint: Endpoint = /* @__PURE__ */ endpointOf(() => new RequestBuilder() as AnyRequestBuilder);
