import { fail } from "../errors";
import { isArrayBuffer, isBodyOfItsOwn, sentBody } from "../core/plain-data";
import type { FetchBody } from "./fetch-init";

/** True for bytes `fetch` sends: over an ArrayBuffer (not shared) of fixed size, not detached by a transfer. */
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

/** The `body` of request options as `fetch` sends it, by the rule `endpoint()` made it with ({@link sentBody}). @internal */
export function toFetchBody(body: unknown): FetchBody | undefined {
  if (body === undefined) return undefined;
  // The "" of a PUT or PATCH without a body: as text, fetch would add `content-type: text/plain`.
  if (body === "") return new Uint8Array(0);
  const sent = sentBody(body, "body", undefined);
  if (typeof sent === "string") return sent;
  if (!isBodyOfItsOwn(sent)) {
    try {
      return JSON.stringify(sent);
    } catch {
      // The body is plain data by now (sentBody): only a text longer than a string can hold throws.
      fail("body", undefined, "tooLong", "its JSON text");
    }
  }
  if (sent instanceof ReadableStream) {
    // A stream can be read once: one a reader holds, fetch cannot send.
    if (sent.locked) fail("body", undefined, "fetchBody", sent);
  } else if (Symbol.asyncIterator in (sent as object)) {
    // A Node stream can be read once too: one an earlier send read would go out empty.
    const node = sent as { readableDidRead?: unknown; readableEnded?: unknown; destroyed?: unknown };
    if (node.readableDidRead === true || node.readableEnded === true || node.destroyed === true) fail("body", undefined, "fetchBody", sent);
    // Not every fetch takes a Node stream, and every fetch takes a web stream made from it.
    const from = (ReadableStream as { from?: (source: unknown) => ReadableStream }).from;
    if (typeof from !== "function") fail("body", undefined, "fetchBody", sent);
    return from.call(ReadableStream, sent);
  } else if (!(sent instanceof Blob || sent instanceof URLSearchParams || sent instanceof FormData)) {
    // What is left is bytes, of any realm (a worker's, a vm context's), which fetch sends too.
    if (!isReadableBytes(sent as ArrayBuffer | ArrayBufferView)) fail("body", undefined, "fetchBody", sent);
  }
  return sent as FetchBody;
}
