import { fail, failRead, headerField } from "../errors";
import { checkHeaders, checkMethod, checkObject, checkRequestUrl } from "../core/checks";
import { ownValue } from "../own";
import { setOwn } from "../core/plain-data";
import type { SendableOptions } from "../types";
import { toFetchBody } from "./fetch-body";
import type { FetchInit } from "./fetch-init";

/** Methods `fetch` refuses to send (the Fetch standard's forbidden methods). */
const FORBIDDEN_METHODS = ["CONNECT", "TRACE", "TRACK"];

/** Headers of the connection, which `fetch` sets itself: Node's throws on the first five, browsers drop them all. */
const CONNECTION_HEADERS = ["connection", "keep-alive", "transfer-encoding", "upgrade", "expect", "host", "te", "trailer"];

/**
 * Turns request options into the two arguments of `fetch(url, init)`. `fetch`
 * upper-cases only get, head, post, put, delete and options, so the method is
 * upper-cased here (a lower-case `patch` would reach the server as `patch`);
 * header values become strings. Text, bytes, a `Blob`, form data and a web
 * stream are sent as they are; any other body is JSON, serialised by the
 * rule `endpoint()` makes a body with, so whatever `endpoint()` accepts is
 * sent (a class instance as its fields, a `Date` as its `toJSON` writes it).
 * Request options made by hand are checked as `endpoint()` checks its
 * input: a method that is not an HTTP token or that `fetch` forbids, a URL
 * that is not an absolute http(s) URL a parser accepts, a URL with a user
 * name or password, a header value with CR or LF, a header of the
 * connection that fetch sets itself (`host`, `transfer-encoding`), a body on a GET or HEAD
 * request, a JSON body holding what JSON would lose (`NaN`, a `Map`), a
 * revoked Proxy: each is an {@link InvalidArgumentError} here rather than a
 * bare `TypeError` from fetch. So are merged options, whose URL is still a
 * template: `endpoint.parse()` expands them.
 * The `request` meta information is not used: spread `init` and add your own
 * `signal` or other fetch options.
 *
 * @param options - Request options, as `endpoint()` or `RequestBuilder#build()` return them; merged options do not compile (see {@link MergedOptionsNotParsed}).
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
 *
 * @group Adapters
 */
export function toFetchArguments(options: SendableOptions): [url: string, init: FetchInit] {
  checkObject("options", options, undefined);
  // Each member read once, what reading it throws (a getter, a Proxy's trap) the library's error naming it.
  let field = "options";
  let method: unknown, url: unknown, headers: unknown, body: unknown, baseUrl: unknown;
  try {
    [method, url, headers, body, baseUrl] = ["method", "url", "headers", "body", "baseUrl"].map((key) => ownValue(options, (field = key)));
  } catch (error) {
    failRead(error, field, undefined);
  }
  // Merged options, which alone hold a baseUrl, have a URL template and parameters not yet placed: sent, an
  // absolute template would go out as `/orgs/%7Borg%7D`, its parameters dropped.
  if (baseUrl !== undefined) fail("options", undefined, "merged");
  const upper = checkMethod(method, undefined);
  if (FORBIDDEN_METHODS.includes(upper)) fail("method", undefined, "fetchMethod", method as string);
  const target = checkRequestUrl(url, undefined);
  // Checked as endpoint() checks headers; without a prototype, as `init` below, so that fetch reads nothing that
  // pollution put on Object.prototype here (README, Safety).
  const checked = checkHeaders(headers, undefined);
  const sent = Object.create(null) as Record<string, string>;
  for (const name of Object.keys(checked)) {
    const value = checked[name];
    if (value === null || value === undefined) continue;
    if (CONNECTION_HEADERS.includes(name)) fail(headerField(name), undefined, "fetchHeader");
    setOwn(sent, name, String(value));
  }
  // fetch refuses a body on these; endpoint() never makes one.
  if (body !== undefined && (upper === "GET" || upper === "HEAD")) fail("body", undefined, "noBody", upper);
  const init: FetchInit = Object.assign(Object.create(null) as FetchInit, { method: upper, headers: sent });
  const fetchBody = toFetchBody(body);
  if (fetchBody !== undefined) init.body = fetchBody;
  // Browsers and Node's fetch both reject a streamed body without it.
  if (fetchBody instanceof ReadableStream) init.duplex = "half";
  return [target, init];
}
