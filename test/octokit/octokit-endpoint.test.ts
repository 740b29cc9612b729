import { endpoint as octokitEndpoint } from "@octokit/endpoint";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint as mainEndpoint, FluentEndpointError, InvalidArgumentError, type EndpointOptions } from "fluent-endpoint";
import { endpoint } from "fluent-endpoint/octokit";
import { thrown } from "../thrown";

const HEADERS = { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" };

describe("fluent-endpoint/octokit", () => {
  it("builds the main export's request with the method upper-case (the README example)", () => {
    expect(endpoint("PATCH /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js", private: true })).toEqual({
      method: "PATCH",
      url: "https://api.github.com/repos/octokit/rest.js",
      headers: { ...HEADERS, "content-type": "application/json; charset=utf-8" },
      body: { private: true },
    });
  });

  it.each([
    ["a route and options", () => endpoint("put /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }), "PUT"],
    ["a route alone", () => endpoint("head /user"), "HEAD"],
    ["a route without a method", () => endpoint("/user"), "GET"],
    ["options", () => endpoint({ method: "delete", url: "/repos/{owner}/{repo}", owner: "o", repo: "r" }), "DELETE"],
    ["an extension method", () => endpoint({ method: "propfind", url: "/dav" }), "PROPFIND"],
    ["parse()", () => endpoint.parse(endpoint.merge("patch /user", { name: "n" })), "PATCH"],
    ["a function from defaults()", () => endpoint.defaults({ method: "post" })({ url: "/markdown", text: "hi" }), "POST"],
  ])("upper-cases the method of %s", (_, call, method) => {
    expect(call().method).toBe(method);
  });
});

// The law of the subpath: every request is the main export's, the method
// upper-case; every error is the main export's, the same class and message.
describe("requests and errors: the main export's", () => {
  // Either function, called as untyped code calls it (some calls here are wrong on purpose).
  type Api = (route: unknown, options?: unknown) => unknown;
  const calls: [string, (api: Api) => unknown][] = [
    ["GET with a query", (api) => api("GET /orgs/{org}/repos", { org: "octo kit", type: "private", per_page: 100 })],
    ["q with + separators", (api) => api("GET /search/issues", { q: "repo:o/r+is:open author:Jöran" })],
    ["POST with a JSON body", (api) => api("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", labels: ["bug"] })],
    ["PUT without a body", (api) => api("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" })],
    ["a raw body with its type", (api) => api("POST /markdown/raw", { data: "# hi", headers: { "content-type": "text/plain" } })],
    ["a preview and a format", (api) => api("GET /repos/{owner}/{repo}/pulls/{pull_number}", { owner: "o", repo: "r", pull_number: 1, mediaType: { format: "diff", previews: ["symmetra"] } })],
    ["a request option", (api) => api("GET /user", { request: { timeout: 5 } })],
    ["a full URL with :name placeholders", (api) => api("GET https://ghe.example/api/v3/repos/:owner/:repo", { owner: "o", repo: "r" })],
    ["options with a baseUrl", (api) => api({ method: "GET", url: "/user", baseUrl: "https://ghe.example/api/v3/" })],
    ["a dot segment", (api) => api("DELETE /repos/{owner}/{repo}", { owner: "o", repo: ".." })],
    ["a CR LF in a header", (api) => api("GET /user", { headers: { "x-a": "1\r\nx-b: 2" } })],
    ["no url", (api) => api({ method: "GET" })],
    ["a value that would change the host", (api) => api("GET https://api.github.com{+path}", { path: "@evil.example/" })],
    ["a file: URL", (api) => api("GET file:///etc/passwd")],
    ["a missing path parameter", (api) => api("DELETE /repos/{owner}/{repo}/collaborators/{username}", { owner: "o", repo: "r" })],
    ["an invalid template", (api) => api("GET /a{")],
    ["a Set in a JSON body", (api) => api("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", labels: new Set(["bug"]) })],
  ];

  function outcome(call: () => unknown): unknown {
    try {
      return { result: call() };
    } catch (error) {
      return { error, constructor: (error as object).constructor };
    }
  }

  it.each(calls)("%s", (_, call) => {
    const main = outcome(() => call(mainEndpoint as Api)) as { result?: { method: string } };
    const expected = main.result === undefined ? main : { result: { ...main.result, method: main.result.method.toUpperCase() } };
    expect(outcome(() => call(endpoint as Api))).toEqual(expected);
  });

  it("throws the main export's classes, instances of its FluentEndpointError", () => {
    expect(() => endpoint({ method: "GET" })).toThrow(InvalidArgumentError);
    expect(() => endpoint("DELETE /repos/{owner}/{repo}", { owner: "o", repo: "." })).toThrow(FluentEndpointError);
  });

  it("holds for generated parameters: the main export's request, the method upper-case", () => {
    const method = fc.constantFrom("get", "GET", "post", "Patch", "put", "DELETE", "head");
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }));
    fc.assert(
      fc.property(method, fc.string(), fc.dictionary(fc.stringMatching(/^[a-z_]{1,8}$/), value, { maxKeys: 4 }), (verb, repo, params) => {
        const route = `${verb} /repos/{owner}/{repo}/things`;
        const options = { owner: "o", repo, ...params };
        const main = outcome(() => mainEndpoint(route, options)) as { result?: { method: string } };
        const expected = main.result === undefined ? main : { result: { ...main.result, method: main.result.method.toUpperCase() } };
        expect(outcome(() => endpoint(route, options))).toEqual(expected);
      }),
    );
  });
});

// What @octokit/request and its plugins read: DEFAULTS, merge() and parse().
describe("merged options shaped as @octokit/endpoint's", () => {
  // Octokit's own user agent names its library; the rest must match.
  const withoutUserAgent = (merged: object): object => {
    const { headers, ...rest } = merged as { headers: Record<string, unknown> };
    const { "user-agent": _, ...otherHeaders } = headers;
    return { ...rest, headers: otherHeaders };
  };

  it("DEFAULTS: method, baseUrl, headers and mediaType { format: '' }, as octokit's", () => {
    expect(endpoint.DEFAULTS).toEqual({ method: "GET", baseUrl: "https://api.github.com", headers: HEADERS, mediaType: { format: "" } });
    expect(withoutUserAgent(endpoint.DEFAULTS)).toEqual(withoutUserAgent(octokitEndpoint.DEFAULTS));
  });

  it("DEFAULTS: deeply frozen", () => {
    expect(Object.isFrozen(endpoint.DEFAULTS)).toBe(true);
    expect(Object.isFrozen(endpoint.DEFAULTS.headers)).toBe(true);
    expect(Object.isFrozen(endpoint.DEFAULTS.mediaType)).toBe(true);
    expect(() => {
      (endpoint.DEFAULTS as { baseUrl: string }).baseUrl = "https://evil.example";
    }).toThrow(TypeError);
    const previews = endpoint.defaults({ mediaType: { previews: ["mercy"] } }).DEFAULTS.mediaType;
    expect(previews).toEqual({ format: "", previews: ["mercy"] });
    expect(Object.isFrozen(previews.previews)).toBe(true);
  });

  const merges: [string, EndpointOptions | string, EndpointOptions?][] = [
    ["a route and parameters", "GET /orgs/{org}/repos", { org: "octokit", type: "private", headers: { "X-Y": "z" } }],
    ["options", { method: "POST", url: "/markdown", text: "hi" }],
    ["a preview", "GET /repos/{owner}/{repo}/topics", { owner: "o", repo: "r", mediaType: { previews: ["mercy"] } }],
    ["a format", "GET /repos/{owner}/{repo}/pulls/{pull_number}", { mediaType: { format: "diff" } }],
    ["a request option", "GET /user", { request: { timeout: 5 } }],
    ["undefined values", "GET /user", { a: undefined, headers: { b: undefined } }],
    ["merged options again, as Octokit's hooks pass them", octokitEndpoint.merge("PATCH /user", { name: "n" })],
  ];

  it.each(merges)("merge() of %s: octokit's, the method upper-case", (_, route, options) => {
    // octokit's types take no null header, which ours may remove a default with: none is passed here.
    const theirs = octokitEndpoint.merge(route as string, options as never) as unknown as { method: string };
    expect(withoutUserAgent(endpoint.merge(route as string, options))).toEqual(withoutUserAgent({ ...theirs, method: theirs.method.toUpperCase() }));
  });

  it("merge(): upper-case where octokit keeps a route's case", () => {
    expect(endpoint.merge("get /a").method).toBe("GET");
    expect(octokitEndpoint.merge("get /a").method).toBe("get");
  });

  it("parse(): takes merged options of either shape, octokit's own among them", () => {
    const expected = endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", private: true });
    expect(endpoint.parse(endpoint.merge("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", private: true }))).toEqual(expected);
    expect(endpoint.parse(mainEndpoint.merge("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", private: true }))).toEqual(expected);
    const theirs = octokitEndpoint.merge("patch /repos/{owner}/{repo}", { owner: "o", repo: "r", private: true });
    expect(endpoint.parse({ ...theirs, headers: { ...theirs.headers, "user-agent": "fluent-endpoint/1.0.0" } })).toEqual(expected);
  });

  it("parse(merge(o)) is endpoint(o)", () => {
    const options = { method: "POST", url: "/repos/{owner}/{repo}/issues", owner: "o", repo: "r", title: "t", mediaType: { previews: ["squirrel-girl"] } };
    expect(endpoint.parse(endpoint.merge(options))).toEqual(endpoint(options));
  });
});

describe("defaults()", () => {
  it("returns a function of the same kind, whatever the chain", () => {
    const ghe = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" }).defaults({ owner: "acme", headers: { authorization: "token secret" } });
    expect(ghe("patch /repos/{owner}/{repo}", { repo: "r", private: true })).toEqual({
      method: "PATCH",
      url: "https://ghe.example/api/v3/repos/acme/r",
      headers: { ...HEADERS, authorization: "token secret", "content-type": "application/json; charset=utf-8" },
      body: { private: true },
    });
    expect(ghe.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://ghe.example/api/v3",
      headers: { ...HEADERS, authorization: "token secret" },
      mediaType: { format: "" },
      owner: "acme",
    });
    expect(Object.keys(ghe).sort()).toEqual(["DEFAULTS", "defaults", "merge", "parse"]);
    expect(Object.isFrozen(ghe)).toBe(true);
  });

  it("leaves the function it came from as it was", () => {
    endpoint.defaults({ baseUrl: "https://ghe.example/api/v3", org: "acme" });
    expect(endpoint("GET /user").url).toBe("https://api.github.com/user");
    expect(endpoint.DEFAULTS).not.toHaveProperty("org");
  });

  it("checks its options as the main export does", () => {
    const options = { baseUrl: "https://user:pass@ghe.example" };
    expect(thrown(() => endpoint.defaults(options), InvalidArgumentError)).toEqual(thrown(() => mainEndpoint.defaults(options), InvalidArgumentError));
  });
});

describe("the caller's data", () => {
  it("is neither changed nor frozen, and results are fresh", () => {
    const headers = { "X-Trace": "1" };
    const mediaType = { previews: ["mercy"] };
    const options = { owner: "o", repo: "r", headers, mediaType, names: ["a"] };
    const first = endpoint("PUT /repos/{owner}/{repo}/topics", options);
    expect(options).toEqual({ owner: "o", repo: "r", headers: { "X-Trace": "1" }, mediaType: { previews: ["mercy"] }, names: ["a"] });
    expect([options, headers, mediaType, options.names].some((value) => Object.isFrozen(value))).toBe(false);
    (first as { method: string }).method = "DELETE";
    (first.headers as Record<string, string>).accept = "text/html";
    expect(endpoint("PUT /repos/{owner}/{repo}/topics", options)).toEqual({ ...first, method: "PUT", headers: { ...first.headers, accept: "application/vnd.github.mercy-preview+json" } });
  });

  it("merge() returns a fresh object each time, which the caller may change", () => {
    const merged = endpoint.merge("GET /user");
    merged.headers.authorization = "token secret";
    delete (merged.mediaType as { format?: string }).format;
    expect(endpoint.merge("GET /user")).toEqual({ method: "GET", baseUrl: "https://api.github.com", url: "/user", headers: HEADERS, mediaType: { format: "" } });
  });
});
