import { builderFrom } from "../builder/request-builder";
import { PACKAGE_DEFAULTS, produceState } from "../builder/produce-state";
import { fill } from "../core/fill";
import { toMergedOptions } from "../core/merged-options";
import { EMPTY_STATE, fold, readOptions, type State } from "../core/state";
import type { DeepReadonly, EndpointOptions, MergedOptions, RequestOptions } from "../types";
import { fail } from "../errors";
import type { Endpoint } from "../types/endpoint-types";
import type { ApiDefaults } from "../types/openapi-types";

/**
 * Makes an endpoint function whose defaults are `state`. Each operation is
 * the one flow with stages left out: a call reads its options into a layer
 * and fills the request from the state in one pass; `merge()` lays the layer
 * over the state and stops; `parse()` fills from nothing; `defaults()` has
 * immer produce the next state. No call runs immer.
 *
 * @internal
 */
export function withDefaults(state: State): Endpoint {
  function endpoint(route?: unknown, options?: unknown): RequestOptions {
    return fill(state, readOptions(route, options, "call", state));
  }
  // Assigned, then frozen: the same read-only properties as
  // `Object.defineProperties` gives, at a fraction of its cost on a function.
  endpoint.DEFAULTS = toMergedOptions(state, true) as DeepReadonly<MergedOptions>;
  endpoint.defaults = (options: EndpointOptions) => withDefaults(produceState(state, [readOptions(undefined, options ?? {}, "defaults", state)]));
  endpoint.merge = (route?: unknown, options?: unknown): MergedOptions =>
    toMergedOptions(fold(state, [readOptions(route, options, "call", state)]), false);
  endpoint.parse = (options: MergedOptions) => fill(EMPTY_STATE, readOptions(undefined, options ?? null, "call"));
  endpoint.builder = () => builderFrom(state);
  // The description exists only at compile time: typed by GitHub's, the
  // function is this one. Another API's description comes with the API's
  // baseUrl and accept, made defaults here, so that no request goes to
  // GitHub's host, with GitHub's media type, by mistake.
  endpoint.withTypes = (api?: ApiDefaults) => {
    if (api === undefined) return endpoint;
    if (typeof api !== "object" || api === null) fail("withTypes(api)", undefined, "expected", "an object with baseUrl and accept", api);
    if (typeof api.baseUrl !== "string") fail("baseUrl", undefined, "expected", "the API's base URL, a string", api.baseUrl);
    if (typeof api.accept !== "string") fail("accept", undefined, "expected", "the media type the API answers in, a string", api.accept);
    return endpoint.defaults({ baseUrl: api.baseUrl, headers: { accept: api.accept } });
  };
  return Object.freeze(endpoint) as unknown as Endpoint;
}

/** The package's own endpoint function. @internal */
export const packageEndpoint: Endpoint = withDefaults(PACKAGE_DEFAULTS);
