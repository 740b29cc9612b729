import { fail } from "../errors";
import { isPlainObject } from "../is-plain-object";
import type { FetchBody } from "./fetch-init";

/**
 * Turns the `body` of request options into something `fetch` sends byte for
 * byte. Text, bytes, blobs, form data and streams go as they are; JSON data
 * (what `endpoint()` builds from parameters, or a `data` the caller gave) is
 * serialised. Anything else is refused here: `fetch` would otherwise send
 * `String(body)`, such as `[object Object]`.
 *
 * @internal
 */
export function toFetchBody(body: unknown): FetchBody | undefined {
  if (body === undefined) return undefined;
  // PUT and PATCH without a body carry "", so that `content-length: 0` is
  // sent. As text, `fetch` would also add `content-type: text/plain`, which
  // the result does not have; zero bytes get no content type.
  if (body === "") return new Uint8Array(0);
  if (
    typeof body === "string" ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof FormData ||
    body instanceof ReadableStream
  ) {
    return body as FetchBody;
  }
  if (body !== null && typeof body !== "number" && typeof body !== "boolean" && !Array.isArray(body) && !isPlainObject(body)) {
    fail("body", undefined, "fetchBody", body);
  }
  try {
    return JSON.stringify(body);
  } catch (error) {
    // A cycle or a BigInt deep inside: name the field, not only JSON's words.
    return fail("body", undefined, "json", (error as Error).message);
  }
}
