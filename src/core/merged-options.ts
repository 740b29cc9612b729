import type { MergedOptions } from "../types";
import { applyOptions } from "./apply-options";
import { copyPlain, setOwn } from "./plain-data";
import type { State, WritableState } from "./state";
import { expectPlainObject } from "./validate";

/**
 * Merged options as callers see them (`endpoint.merge()`, `DEFAULTS`): fresh
 * objects throughout, so a caller may change them without touching any state.
 *
 * @internal
 */
export function toMergedOptions(state: State): MergedOptions {
  const merged: MergedOptions = {
    method: state.method,
    baseUrl: state.baseUrl,
    headers: { ...state.headers },
    mediaType: { format: state.format, previews: [...state.previews] },
  };
  if (state.url !== undefined) merged.url = state.url;
  const { params } = state;
  for (const key of Object.keys(params)) setOwn(merged, key, copyPlain(params[key], key));
  if (state.request !== undefined) merged.request = state.request.output();
  return merged;
}

/**
 * Reads merged options handed to `endpoint.parse()`, checking them as strictly
 * as `endpoint()` checks its options. Nothing defaults here: parse is stateless.
 *
 * @internal
 */
export function fromMergedOptions(merged: unknown): State {
  expectPlainObject("options", merged);
  const state: WritableState = {
    method: "GET",
    url: undefined,
    baseUrl: "",
    headers: {},
    format: "",
    previews: [],
    params: {},
    request: undefined,
  };
  applyOptions(state, undefined, merged);
  return state;
}
