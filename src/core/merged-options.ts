import { fail } from "../errors";
import type { MergedOptions } from "../types";
import { copyData, setOwn } from "./plain-data";
import type { State } from "./state";

/**
 * A state as merged options, the shape `endpoint.merge()` returns, `parse()`
 * reads and `DEFAULTS` shows: the named options, `url` still a template, and
 * every parameter as a key of its own. With `frozen`, the result shares the
 * state's own frozen data (for `DEFAULTS`); otherwise everything is a fresh
 * copy the caller may change.
 *
 * @internal
 */
export function toMergedOptions(state: State, frozen: boolean): MergedOptions {
  const copy = <T>(value: T, field: string): T => (frozen ? value : copyData(value, field, state.name, false));
  const merged: Record<string, unknown> = { method: state.method };
  if (state.baseUrl !== undefined) merged.baseUrl = state.baseUrl;
  if (state.plan !== undefined) merged.url = state.plan.url;
  merged.headers = frozen ? state.headers : { ...state.headers };
  const mediaType = { format: state.format, previews: copy(state.previews, "mediaType.previews") };
  merged.mediaType = frozen ? Object.freeze(mediaType) : mediaType;
  for (const name of state.names) {
    // The template's own key: a route's parameter of that name has no place here.
    if (name === "url") fail("url", state.name, "urlInMerge");
    setOwn(merged, name, copy(state.params[name], name));
  }
  if (state.data !== undefined) merged.data = copy(state.data.value, "data");
  const { request } = state;
  if (request !== undefined) merged.request = request.shared ? request.value : copy(request.value, "request");
  return (frozen ? Object.freeze(merged) : merged) as unknown as MergedOptions;
}
