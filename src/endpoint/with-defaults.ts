import { builderFrom } from "../builder/request-builder";
import { PACKAGE_DEFAULTS, produceState } from "../builder/produce-state";
import { fill } from "../core/fill";
import { toMergedOptions } from "../core/merged-options";
import { checkObject } from "../core/checks";
import { ownValue } from "../own";
import { EMPTY_STATE, readOptions, type State } from "../core/state";
import type { DeepReadonly, EndpointOptions, MergedOptions, RequestOptions } from "../types";
import type { Endpoint } from "../types/endpoint-types";
import type { ApiDefaults } from "../types/openapi-types";
import { fail } from "../errors";

/**
 * Makes an endpoint function whose defaults are `state`. Each operation is
 * the one flow with stages left out: a call fills a request from the state
 * and its options in one pass; `defaults()` has immer produce the next state
 * from the options' recipe; `merge()` does the same and hands the state out
 * as merged options; `parse()` fills from nothing. No call runs immer.
 *
 * @internal
 */
export function withDefaults(state: State): Endpoint {
  function endpoint(route?: unknown, options?: unknown): RequestOptions {
    return fill(state, route, options);
  }
  // Assigned, then frozen: the same read-only properties as
  // `Object.defineProperties` gives, at a fraction of its cost on a function.
  endpoint.DEFAULTS = toMergedOptions(state, "frozen") as DeepReadonly<MergedOptions>;
  endpoint.defaults = (options: EndpointOptions) => withDefaults(produceState(state, [readOptions(undefined, options ?? {}, state, false).recipe]));
  endpoint.merge = (route?: unknown, options?: unknown): MergedOptions =>
    // Stryker disable next-line StringLiteral: "" copies as "kept" does
    toMergedOptions(produceState(state, [readOptions(route, options, state, true).recipe]), "kept");
  endpoint.parse = (options: MergedOptions) => fill(EMPTY_STATE, undefined, options ?? null);
  endpoint.builder = () => builderFrom(state);
  // The description exists only at compile time: typed by GitHub's, the
  // function is this one. Another API's description comes with the API's
  // baseUrl and accept, made defaults here, so that no request goes to
  // GitHub's host, with GitHub's media type, by mistake.
  endpoint.withTypes = (api?: ApiDefaults) => {
    if (api === undefined) return endpoint;
    checkObject("withTypes(api)", api, undefined);
    // Both are required: left out, GitHub's would be used without a word.
    const baseUrl = ownValue(api, "baseUrl");
    const accept = ownValue(api, "accept");
    if (typeof baseUrl !== "string") fail("baseUrl", undefined, "expected", "the API's base URL, a string", baseUrl);
    if (typeof accept !== "string") fail("accept", undefined, "expected", "the media type the API answers in, a string", accept);
    return endpoint.defaults({ baseUrl, headers: { accept } });
  };
  return Object.freeze(endpoint) as unknown as Endpoint;
}

/** The package's own endpoint function. @internal */
export const packageEndpoint: Endpoint = withDefaults(PACKAGE_DEFAULTS);
