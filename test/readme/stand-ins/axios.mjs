// axios as far as the README uses it, answered by the stand-in for GitHub:
// request(config) upper-cases the method, sends `data` as JSON unless it is
// text, and rejects a status outside 2xx, as axios does.
import { answer, wireHeaders } from "./github.mjs";

async function request({ method = "get", url, headers, data }) {
  const body = data === undefined || typeof data === "string" ? data : JSON.stringify(data);
  const { status, type, data: received } = answer("axios", { method: method.toUpperCase(), url, headers: wireHeaders(headers), body });
  if (status < 200 || status > 299) throw new Error(`Request failed with status code ${status}`);
  return { status, data: received, headers: { "content-type": type } };
}

export default { request };
