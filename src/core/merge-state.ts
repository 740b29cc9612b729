import { applyOptions } from "./apply-options";
import type { State, WritableState } from "./state";

/**
 * A writable shallow copy of a state. Field by field rather than `{ ...base }`:
 * V8 cannot clone a frozen object through its fast path, and spreading a
 * frozen state costs about ten times as much as this literal.
 *
 * @internal
 */
export function copyState(base: State): WritableState {
  return {
    method: base.method,
    url: base.url,
    baseUrl: base.baseUrl,
    headers: base.headers,
    format: base.format,
    previews: base.previews,
    params: base.params,
    request: base.request,
  };
}

/**
 * Merges a route and options over `base` into a new state. `base` is left as it
 * was; nested records are copied only where the options change them.
 *
 * @internal
 */
export function mergeState(base: State, route: unknown, options: unknown): State {
  const merged = copyState(base);
  applyOptions(merged, route, options);
  return merged;
}

/**
 * Like {@link mergeState}, for a state that is parsed at once and then dropped,
 * as in each `endpoint()` call: parameter values are the caller's own rather
 * than copies, because parsing only reads them and copies what it returns.
 *
 * @internal
 */
export function mergeForParse(base: State, route: unknown, options: unknown): State {
  const merged = copyState(base);
  applyOptions(merged, route, options, true);
  return merged;
}
