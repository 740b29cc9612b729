// got as far as the README uses it, answered by the stand-in for GitHub:
// got(url, { method, headers, body }) sends text or bytes, refuses any other
// body and rejects a status outside 2xx, as got does.
import { answer, wireHeaders } from "./github.mjs";

export default async function got(url, { method = "GET", headers, body } = {}) {
  if (body !== undefined && typeof body !== "string" && !(body instanceof Uint8Array)) {
    throw new TypeError("The `body` option must be a stream.Readable, string or Buffer");
  }
  const text = body instanceof Uint8Array ? new TextDecoder().decode(body) : body;
  const answered = answer("got", { method: method.toUpperCase(), url, headers: wireHeaders(headers), body: text });
  if (answered.status < 200 || answered.status > 299) throw new Error(`Response code ${answered.status}`);
  return { statusCode: answered.status, body: answered.text, headers: { "content-type": answered.type } };
}
