import { InvalidArgumentError, quote } from "../errors";
import { isPlainObject } from "../core/plain-data";
import type { RequestOptions } from "../types";
import { toFetchBody } from "./fetch-body";
import type { FetchInit } from "./fetch-init";

/**
 * Turns request options into the two arguments of `fetch(url, init)`. `fetch`
 * upper-cases only get, head, post, put, delete and options, so the method is
 * upper-cased here (a lower-case `patch` would reach the server as `patch`);
 * a plain object or array body is serialised as JSON; header values become
 * strings. The `request` meta information is not used: spread `init` and add
 * your own `signal` or other fetch options.
 *
 * @param options - Request options, as `endpoint()` or `RequestBuilder#build()` return them.
 * @returns `[url, init]`, ready to spread into `fetch`.
 * @throws {@link InvalidArgumentError} when `method`, `url` or `headers` is
 * not what a result holds, or the body is something `fetch` cannot send.
 *
 * @example
 * ```ts
 * import { endpoint, toFetchArguments } from "fluent-endpoint";
 *
 * const [url, init] = toFetchArguments(
 *   endpoint("PATCH /repos/{owner}/{repo}", { owner: "octocat", repo: "hello-world", private: true }),
 * );
 * url; //=> "https://api.github.com/repos/octocat/hello-world"
 * init; //=> { method: "PATCH", headers: { accept: "application/vnd.github.v3+json",
 * //           "user-agent": "fluent-endpoint/1.0.0", "content-type": "application/json; charset=utf-8" },
 * //           body: '{"private":true}' }
 * const response = await fetch(url, init);
 * ```
 */
export function toFetchArguments(options: RequestOptions): [url: string, init: FetchInit] {
  if (!isPlainObject(options)) {
    throw new InvalidArgumentError("options", `expected request options (an object), got ${quote(options)}`);
  }
  const { method, url, headers, body } = options as Partial<RequestOptions>;
  if (typeof method !== "string") throw new InvalidArgumentError("method", `expected a string, got ${quote(method)}`);
  if (typeof url !== "string") throw new InvalidArgumentError("url", `expected a string, got ${quote(url)}`);
  if (!isPlainObject(headers)) throw new InvalidArgumentError("headers", `expected an object, got ${quote(headers)}`);

  const init: FetchInit = { method: method.toUpperCase(), headers: stringHeaders(headers) };
  const fetchBody = toFetchBody(body);
  if (fetchBody !== undefined) init.body = fetchBody;
  // Both browsers and Node's fetch reject a streamed body without it.
  if (fetchBody instanceof ReadableStream) init.duplex = "half";
  return [url, init];
}

function stringHeaders(headers: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== "string" && typeof value !== "number") {
      throw new InvalidArgumentError(`headers[${quote(name)}]`, `expected a string or a number, got ${quote(value)}`);
    }
    result[name] = String(value);
  }
  return result;
}
