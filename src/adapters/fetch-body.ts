import { fail } from "../errors";
import { isArrayBuffer, isBodyOfItsOwn, sentBody } from "../core/plain-data";
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
 * byte, by the rule `endpoint()` makes a body with ({@link sentBody}): text,
 * bytes, blobs, form data and web streams go as they are, a Node stream as a
 * web stream reading it; anything else is JSON data, serialised, or refused
 * where JSON would lose or change it. So a body `endpoint()` made is sent,
 * and one made by hand is checked alike.
 *
 * @internal
 */
export function toFetchBody(body: unknown): FetchBody | undefined {
  if (body === undefined) return undefined;
  // PUT and PATCH without a body carry "", so that `content-length: 0` is
  // sent. As text, `fetch` would also add `content-type: text/plain`, which
  // the result does not have; zero bytes get no content type.
  if (body === "") return new Uint8Array(0);
  const sent = sentBody(body, "body", undefined);
  if (typeof sent === "string") return sent;
  if (!isBodyOfItsOwn(sent)) return JSON.stringify(sent);
  if (sent instanceof ReadableStream) {
    // A stream can be read once: one a reader holds, fetch cannot send.
    if (sent.locked) fail("body", undefined, "fetchBody", sent);
  } else if (Symbol.asyncIterator in (sent as object)) {
    // A Node stream: not every fetch takes one, and every fetch takes a web stream made from it.
    const from = (ReadableStream as { from?: (source: unknown) => ReadableStream }).from;
    if (typeof from !== "function") fail("body", undefined, "fetchBody", sent);
    return from.call(ReadableStream, sent);
  } else if (!(sent instanceof Blob || sent instanceof URLSearchParams || sent instanceof FormData)) {
    // What is left is bytes, of any realm (a worker's, a vm context's), which fetch sends too.
    if (!isReadableBytes(sent as ArrayBuffer | ArrayBufferView)) fail("body", undefined, "fetchBody", sent);
  }
  return sent as FetchBody;
}
