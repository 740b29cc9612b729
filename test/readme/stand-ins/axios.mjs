// axios as far as the README uses it, answered by the stand-in for GitHub:
// request(config) upper-cases the method and sends `data` as JSON unless it is text.
import { answer, wireHeaders } from "./github.mjs";

async function request({ method = "get", url, headers, data }) {
  const body = data === undefined || typeof data === "string" ? data : JSON.stringify(data);
  const { status, body: json } = answer("axios", { method: method.toUpperCase(), url, headers: wireHeaders(headers), body });
  return { status, data: json, headers: { "content-type": "application/json; charset=utf-8" } };
}

export default { request };
