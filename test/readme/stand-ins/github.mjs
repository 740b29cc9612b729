// A stand-in for GitHub's API, for the README's examples run offline: the
// answer the real API gives to each request they send without a token, cut
// to the fields the examples read. A request it has no answer for fails the
// example.

/** Answers, by method and URL. */
const ANSWERS = {
  "GET https://api.github.com/repos/octokit/rest.js": { status: 200, body: { full_name: "octokit/rest.js", private: false } },
  "PATCH https://api.github.com/repos/octocat/hello-world": { status: 401, body: { message: "Requires authentication" } },
  "POST https://api.github.com/markdown": { status: 200, type: "text/html;charset=utf-8", body: "<p>Hello <strong>world</strong></p>" },
};

/** Every request the stand-in was sent, with the client that sent it. */
export const requests = [];

/**
 * The answer to a request, whose header names are lowercase and body text:
 * its status, content type, data (JSON's, or text) and body as text.
 */
export function answer(client, { method, url, headers, body }) {
  requests.push({ client, method, url, headers, body });
  const found = ANSWERS[`${method} ${url}`];
  if (found === undefined) throw new TypeError(`the stand-in for GitHub has no answer for ${method} ${url} (sent by ${client})`);
  const { status, type = "application/json; charset=utf-8", body: data } = found;
  return { status, type, data, text: typeof data === "string" ? data : JSON.stringify(data) };
}

/** Header names in lowercase, values as text, as they go on the wire. */
export function wireHeaders(headers) {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]));
}
