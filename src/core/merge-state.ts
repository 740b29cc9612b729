import { applyOptions } from "./apply-options";
import type { State, WritableState } from "./state";

/**
 * Merges a route and options over `base` into a new state. `base` is left as it
 * was; nested records are copied only where the options change them.
 *
 * @internal
 */
export function mergeState(base: State, route: unknown, options: unknown): State {
  const merged: WritableState = { ...base };
  applyOptions(merged, route, options);
  return merged;
}
