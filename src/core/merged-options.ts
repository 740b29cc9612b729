import { fail } from "../errors";
import type { MergedOptions } from "../types";
import { copyData, setOwn } from "./plain-data";
import type { State } from "./state";

/**
 * A state as merged options, the shape `endpoint.merge()` returns, `parse()`
 * reads and `DEFAULTS` shows: the named options, `url` still a template, and
 * every parameter as a key of its own. Everything is a copy: fresh ones the
 * caller may change (`kept`), or frozen ones for `DEFAULTS` (`frozen`), so
 * that nothing done to them reaches the state.
 *
 * @internal
 */
export function toMergedOptions(state: State, purpose: "kept" | "frozen"): MergedOptions {
  const copy = <T>(value: T, field: string): T => copyData(value, field, state.label, purpose);
  const merged: Record<string, unknown> = { method: state.method };
  // Stryker disable next-line ConditionalExpression: every state merge() and a builder read holds the package's base URL at least
  if (state.baseUrl !== undefined) merged.baseUrl = state.baseUrl;
  if (state.plan !== undefined) merged.url = state.plan.url;
  const headers: Record<string, unknown> = {};
  for (const name of Object.keys(state.headers)) setOwn(headers, name, state.headers[name]);
  merged.headers = purpose === "frozen" ? Object.freeze(headers) : headers;
  // Stryker disable next-line StringLiteral: a list of names the state checked copies without an error to name
  // As octokit's: previews only when there are some.
  const mediaType = state.previews.length === 0 ? { format: state.format } : { format: state.format, previews: copy(state.previews, "mediaType.previews") };
  merged.mediaType = purpose === "frozen" ? Object.freeze(mediaType) : mediaType;
  for (const name of Object.keys(state.params)) {
    // The template's own key: a route's parameter of that name has no place here.
    if (name === "url") fail("url", state.label, "urlInMerge");
    setOwn(merged, name, copy(state.params[name], name));
  }
  // Stryker disable next-line StringLiteral: a state's own data copies without an error to name
  if (state.data !== undefined) merged.data = copy(state.data.value, "data");
  const { request } = state;
  // Stryker disable next-line StringLiteral: as for data
  if (request !== undefined) merged.request = request.shared ? request.value : copy(request.value, "request");
  return (purpose === "frozen" ? Object.freeze(merged) : merged) as unknown as MergedOptions;
}
