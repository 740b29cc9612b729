import { freeze } from "immer";
import { builderState, type RequestBuilder } from "../builder/request-builder";
import { fromMergedOptions, toMergedOptions } from "../core/merged-options";
import { mergeForParse, mergeState } from "../core/merge-state";
import { parseState } from "../core/parse";
import { copyPlain } from "../core/plain-data";
import { RequestRef, type State } from "../core/state";
import type { DeepReadonly, Endpoint, EndpointOptions, MergedOptions, RequestOptions } from "../types";

/**
 * Makes an endpoint function whose defaults are the builder's options. A call
 * merges straight into the builder's frozen state and parses the result, so no
 * immer transition happens per request; `.defaults()` is the state change, and
 * goes through the builder.
 *
 * @internal
 */
export function withDefaults(builder: RequestBuilder): Endpoint {
  const state = ownRequest(builderState(builder));
  const defaults = toMergedOptions(state);
  // DEFAULTS must not freeze the caller's `request` object, so it holds a copy.
  if (defaults.request !== undefined) defaults.request = copyPlain({ ...defaults.request }, "request");

  function endpoint(route?: string | EndpointOptions, options?: EndpointOptions): RequestOptions {
    return parseState(mergeForParse(state, route, options));
  }
  // Assigned, then frozen: the same read-only properties as
  // `Object.defineProperties` gives, at a thirtieth of its cost on a function.
  endpoint.DEFAULTS = freeze(defaults, true) as DeepReadonly<MergedOptions>;
  endpoint.defaults = (options: EndpointOptions) => withDefaults(builder.with(options));
  endpoint.merge = (route?: string | EndpointOptions, options?: EndpointOptions): MergedOptions =>
    toMergedOptions(mergeState(state, route, options));
  endpoint.parse = (options: MergedOptions) => parseState(fromMergedOptions(options));
  endpoint.builder = () => builder;
  // Typed by an OpenAPI description, the function is the same one: the
  // description exists only at compile time.
  endpoint.withTypes = () => endpoint;
  // Through unknown: the function's own type cannot show that the defaults
  // it is made with are the ones its Endpoint<Provided> type promises.
  return Object.freeze(endpoint) as unknown as Endpoint;
}

// A default `request` is copied when the defaults are made, and each result gets
// its own copy, so a result changed by one caller never reaches the next.
function ownRequest(state: State): State {
  const { request } = state;
  if (request === undefined || request.owned) return state;
  return { ...state, request: new RequestRef({ ...request.value }, true) };
}
