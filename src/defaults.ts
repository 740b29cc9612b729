import type { State } from "./core/state";
import { VERSION } from "./version";

/**
 * The package defaults every endpoint function and builder starts from:
 * GitHub's REST API, version 3 JSON, and a `user-agent` naming this library.
 *
 * @internal
 */
export const PACKAGE_DEFAULTS: State = Object.freeze({
  method: "GET",
  url: undefined,
  baseUrl: "https://api.github.com",
  headers: Object.freeze({
    accept: "application/vnd.github.v3+json",
    "user-agent": `fluent-endpoint/${VERSION}`,
  }),
  format: "",
  previews: Object.freeze([]),
  params: Object.freeze({}),
  request: undefined,
});
