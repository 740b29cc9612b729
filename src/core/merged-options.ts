import { fail } from "../errors";
import type { MergedOptions } from "../types";
import type { State } from "./options";
import { copyData, copyRecord, setOwn } from "./plain-data";
import { hasBodyUrl } from "./route-plan";

/**
 * A state as merged options (what `merge()` returns, `parse()` reads and
 * `DEFAULTS` shows): `url` still a template, each parameter a key of its own,
 * all copies, frozen for `DEFAULTS`, so nothing done to them reaches the state. @internal
 */
export function toMergedOptions(state: State, purpose: "kept" | "frozen"): MergedOptions {
  const copy = <T>(value: T, field: string): T => copyData(value, field, state.label, purpose);
  const freeze = <T extends object>(value: T): T => (purpose === "frozen" ? Object.freeze(value) : value);
  const merged: Record<string, unknown> = { method: state.method };
  if (state.baseUrl !== undefined) merged.baseUrl = state.baseUrl;
  if (state.plan !== undefined) merged.url = state.plan.url;
  merged.headers = freeze(copyRecord(state.headers, {}));
  // As octokit's: previews only when there are some.
  const previews = state.previews[0];
  merged.mediaType = freeze(previews === undefined ? { format: state.format } : { format: state.format, previews: copy([...previews], "mediaType.previews") });
  // Merged options hold one url, the template's. Over one of GitHub's routes whose body has a url of its own (see
  // hasBodyUrl), the body goes as data instead, url and all, which parse() sends as a call sends it.
  const { plan } = state;
  const bodyAsData = state.data === undefined && plan !== undefined && Object.hasOwn(state.params, "url") && hasBodyUrl(state.method, plan);
  let data: Record<string, unknown> | undefined;
  for (const name of Object.keys(state.params)) {
    if (bodyAsData && !plan.template.indexes.has(name)) setOwn((data ??= {}), name, copy(state.params[name], name));
    // The template's own key: a route's parameter of that name has no place here.
    else if (name === "url") fail("url", state.label, "urlInMerge");
    else setOwn(merged, name, copy(state.params[name], name));
  }
  if (data !== undefined) merged.data = freeze(data);
  if (state.data !== undefined) merged.data = copy(state.data, "data");
  if (state.request !== undefined) merged.request = state.requestIsCopy ? copy(state.request, "request") : state.request;
  return freeze(merged) as unknown as MergedOptions;
}
