// A stand-in for GitHub's API, for the README's examples run offline: the
// answer the real API gives to each request they send, cut to the fields the
// examples read. A request it has no answer for fails the example.

/** Answers, by method and URL. */
const ANSWERS = {
  "GET https://api.github.com/repos/octokit/rest.js": { status: 200, body: { full_name: "octokit/rest.js", private: false } },
  "PATCH https://api.github.com/repos/octocat/hello-world": { status: 200, body: { full_name: "octocat/hello-world", private: true } },
  "POST https://api.github.com/repos/octocat/hello-world/issues": { status: 201, body: { number: 1, title: "Found a bug" } },
};

/** Every request the stand-in was sent, with the client that sent it. */
export const requests = [];

/** The answer to a request, whose header names are lowercase and body text. */
export function answer(client, { method, url, headers, body }) {
  requests.push({ client, method, url, headers, body });
  const found = ANSWERS[`${method} ${url}`];
  if (found === undefined) throw new TypeError(`the stand-in for GitHub has no answer for ${method} ${url} (sent by ${client})`);
  return found;
}

/** Header names in lowercase, values as text, as they go on the wire. */
export function wireHeaders(headers) {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]));
}
