import { InvalidArgumentError, quote } from "../errors";
import { isPlainObject } from "../core/plain-data";
import type { FetchBody } from "./fetch-init";

/**
 * Turns the `body` of request options into something `fetch` sends byte for
 * byte. Text, bytes, blobs, form data and streams go as they are; JSON data
 * (what `endpoint()` builds from parameters, or a `data` the caller gave) is
 * serialised. Anything else is refused here: `fetch` would otherwise send
 * `String(body)`, such as `[object Object]`.
 *
 * @example
 * ```ts
 * toFetchBody({ title: "Bug" }); //=> '{"title":"Bug"}'
 * toFetchBody(""); //=> new Uint8Array(0)
 * ```
 *
 * @internal
 */
export function toFetchBody(body: unknown): FetchBody | undefined {
  if (body === undefined) return undefined;
  // PUT and PATCH without a body carry "", so that `content-length: 0` is
  // sent. As text, `fetch` would also add `content-type: text/plain`, which
  // the result does not have; zero bytes get no content type.
  if (body === "") return new Uint8Array(0);
  if (isSendable(body)) return body;
  if (isJsonData(body)) return stringify(body);
  throw new InvalidArgumentError(
    "body",
    `fetch cannot send ${quote(body)}; expected text, bytes, a Blob, URLSearchParams, FormData, ` +
      "a web ReadableStream, or JSON data (a plain object, an array, a number, a boolean or null)",
  );
}

function isSendable(body: unknown): body is FetchBody {
  return (
    typeof body === "string" ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof FormData ||
    body instanceof ReadableStream
  );
}

function isJsonData(body: unknown): boolean {
  return (
    body === null ||
    typeof body === "number" ||
    typeof body === "boolean" ||
    Array.isArray(body) ||
    isPlainObject(body)
  );
}

function stringify(body: unknown): string {
  try {
    return JSON.stringify(body);
  } catch (error) {
    // A cycle or a BigInt deep inside: name the field instead of surfacing
    // JSON's message alone, which does not say which value it was.
    throw new InvalidArgumentError("body", `cannot be serialised as JSON: ${(error as Error).message}`);
  }
}
