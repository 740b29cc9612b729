import { fail } from "../errors";
import { isArrayBuffer } from "../core/plain-data";
import { isPlainObject } from "../own";
import type { FetchBody } from "./fetch-init";

/**
 * True for bytes fetch sends: over an ArrayBuffer of fixed size that is still
 * there (not a SharedArrayBuffer, not resizable, not detached by a transfer).
 */
function isReadableBytes(bytes: ArrayBuffer | ArrayBufferView): boolean {
  const buffer = ArrayBuffer.isView(bytes) ? bytes.buffer : bytes;
  if (!isArrayBuffer(buffer) || (buffer as { resizable?: boolean }).resizable === true) return false;
  try {
    buffer.slice(0, 0);
  } catch {
    return false;
  }
  return true;
}

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
  // Bytes of any realm (a worker's, a vm context's), which fetch sends too.
  if (ArrayBuffer.isView(body) || isArrayBuffer(body)) {
    if (!isReadableBytes(body)) fail("body", undefined, "fetchBody", body);
    return body as FetchBody;
  }
  // A stream can be read once: one a reader holds, fetch cannot send.
  if (body instanceof ReadableStream && body.locked) fail("body", undefined, "fetchBody", body);
  if (typeof body === "string" || body instanceof Blob || body instanceof URLSearchParams || body instanceof FormData || body instanceof ReadableStream) {
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
