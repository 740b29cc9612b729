import { fail } from "../errors";
import type { SendableOptions } from "../types";
import { toFetchArguments } from "./to-fetch-arguments";

/**
 * Turns request options into a WHATWG `Request`, for code that passes requests
 * around (a service worker, a fetch middleware, a cache) rather than calling
 * `fetch` at once. Same rules as {@link toFetchArguments}.
 *
 * @param options - Request options, as `endpoint()` or `RequestBuilder#build()` return them; merged options do not compile (see {@link MergedOptionsNotParsed}).
 * @throws {@link InvalidArgumentError} as {@link toFetchArguments} does.
 *
 * @example
 * ```ts
 * import { endpoint, toRequest } from "fluent-endpoint";
 *
 * const request = toRequest(endpoint("DELETE /repos/{owner}/{repo}", { owner: "octocat", repo: "old" }));
 * request.method; //=> "DELETE"
 * request.url; //=> "https://api.github.com/repos/octocat/old"
 * const response = await fetch(request);
 * ```
 *
 * @group Adapters
 */
export function toRequest(options: SendableOptions): Request {
  const [url, init] = toFetchArguments(options);
  try {
    return new Request(url, init);
  } catch (error) {
    // What the checks above do not foresee is still the library's error, not a bare TypeError.
    return fail("options", undefined, "request", error instanceof Error ? error.message : String(error));
  }
}
