/**
 * A body `fetch` sends as it stands: text, bytes, a `Blob`, form data or a
 * stream. It is the platform's own body type, so it matches the `fetch` the
 * caller has (the DOM's, or Node's).
 *
 * @example
 * ```ts
 * const body: FetchBody = new URLSearchParams({ q: "fluent" });
 * ```
 *
 * @group Adapters
 */
export type FetchBody = NonNullable<RequestInit["body"]>;

/**
 * The second argument of `fetch(url, init)` as {@link toFetchArguments} makes it:
 * an upper-case method, string headers and a body `fetch` can send.
 *
 * @example
 * ```ts
 * const init: FetchInit = { method: "PATCH", headers: { "content-type": "application/json" }, body: "{}" };
 * await fetch("https://api.github.com/repos/o/r", init);
 * ```
 *
 * @group Adapters
 */
export interface FetchInit {
  /** The method in upper case: `fetch` only normalises the case of six methods, not `patch`. */
  method: string;
  /** Every header value as a string (`content-length: 14` becomes `"14"`). */
  headers: Record<string, string>;
  /** Present when the request options have a body: JSON data serialised, the empty body of a PUT or PATCH as zero bytes, a Node stream as a web stream reading it, anything else as it was. */
  body?: FetchBody;
  /** `"half"` when the body is a stream, which `fetch` requires for a streamed upload. */
  duplex?: "half";
}
