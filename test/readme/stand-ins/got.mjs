// got as far as the README uses it, answered by the stand-in for GitHub:
// got(url, { method, headers, body }) sends text or bytes and refuses any
// other body, as got does.
import { answer, wireHeaders } from "./github.mjs";

export default async function got(url, { method = "GET", headers, body } = {}) {
  if (body !== undefined && typeof body !== "string" && !(body instanceof Uint8Array)) {
    throw new TypeError("The `body` option must be a stream.Readable, string or Buffer");
  }
  const text = body instanceof Uint8Array ? new TextDecoder().decode(body) : body;
  const { status, body: json } = answer("got", { method: method.toUpperCase(), url, headers: wireHeaders(headers), body: text });
  return { statusCode: status, body: JSON.stringify(json) };
}
