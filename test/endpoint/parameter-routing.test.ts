import { endpoint as octokit } from "@octokit/endpoint";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, RequestBuilder } from "../../src";

const JSON_TYPE = "application/json; charset=utf-8";

describe("parameter routing", () => {
  it("fills URL placeholders and consumes those keys", () => {
    const result = endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
    expect(result.url).toBe("https://api.github.com/repos/o/r/issues");
    expect(result.body).toEqual({ title: "t" });
  });

  it.each(["GET", "HEAD"])("puts the rest in the query for %s, in the caller's key order", (method) => {
    const result = endpoint(`${method} /repos/{owner}/{repo}/issues`, {
      owner: "o",
      repo: "r",
      state: "open",
      per_page: 100,
      locked: false,
      labels: ["bug", "help wanted"],
    });
    expect(result.url).toBe(
      "https://api.github.com/repos/o/r/issues?state=open&per_page=100&locked=false&labels=bug%2Chelp%20wanted",
    );
    expect("body" in result).toBe(false);
    expect(result.headers["content-type"]).toBeUndefined();
  });

  it("appends with & when the URL already has a query", () => {
    expect(endpoint("GET /search/code?sort=indexed", { page: 2 }).url).toBe(
      "https://api.github.com/search/code?sort=indexed&page=2",
    );
  });

  it("keeps + separators in q and encodes the rest of its value", () => {
    expect(endpoint("GET /search/issues", { q: "repo:octokit/rest.js+is:open+label:bug fix", per_page: 1 }).url).toBe(
      "https://api.github.com/search/issues?q=repo%3Aoctokit%2Frest.js+is%3Aopen+label%3Abug%20fix&per_page=1",
    );
  });

  it("percent-encodes query values and names", () => {
    expect(endpoint("GET /x", { "a b": "c&d=e", emoji: "✓" }).url).toBe(
      "https://api.github.com/x?a%20b=c%26d%3De&emoji=%E2%9C%93",
    );
  });

  // A lone surrogate has no UTF-8 form: like the template engine, the query
  // sends U+FFFD for it, and keeps every well-formed pair, at each boundary.
  it.each([
    ["\ud800\udc00", "%F0%90%80%80"],
    ["\udbff\udfff", "%F4%8F%BF%BF"],
    ["\ud800", "%EF%BF%BD"],
    ["\udbff", "%EF%BF%BD"],
    ["\udc00", "%EF%BF%BD"],
    ["\udfff", "%EF%BF%BD"],
    ["\ud7ff\ue000", "%ED%9F%BF%EE%80%80"],
    ["\udfff\ud800\udc00\ud800", "%EF%BF%BD%F0%90%80%80%EF%BF%BD"],
  ])("encodes %j in a query value as %s", (value, encoded) => {
    expect(endpoint("GET /x", { a: value }).url).toBe(`https://api.github.com/x?a=${encoded}`);
  });

  it("encodes any string in a query value as its well-formed UTF-8", () => {
    const units = fc.constantFrom(0x61, 0x2b, 0x25, 0x20, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000);
    const text = fc.array(units, { maxLength: 8 }).map((codes) => String.fromCharCode(...codes));
    // TextEncoder writes U+FFFD for a lone surrogate, as the WHATWG encoding standard says.
    const wellFormed = (value: string) => new TextDecoder().decode(new TextEncoder().encode(value));
    fc.assert(
      fc.property(text, (value) => {
        const expected = encodeURIComponent(wellFormed(value));
        expect(endpoint("GET /x", { a: value }).url).toBe(`https://api.github.com/x?a=${expected}`);
        expect(endpoint("GET /x", { q: value }).url).toBe(`https://api.github.com/x?q=${expected.replaceAll("%2B", "+")}`);
      }),
      { numRuns: 300 },
    );
  });

  it("routes twenty variables and the parameters beside them", () => {
    const names = Array.from({ length: 20 }, (_, index) => `v${index}`);
    const params = Object.fromEntries(names.map((name, index) => [name, index]));
    const result = endpoint(`GET /x/${names.map((name) => `{${name}}`).join("/")}`, { ...params, page: 2, v20: "q" });
    expect(result.url).toBe(`https://api.github.com/x/${names.map((_, index) => index).join("/")}?page=2&v20=q`);
    const post = endpoint(`POST /x/${names.map((name) => `{${name}}`).join("/")}`, { ...params, title: "t" });
    expect(post.body).toStrictEqual({ title: "t" });
  });

  it("writes a bigint path value as its digits, as a client parsing large ids as BigInt sends them back", () => {
    const route = "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}";
    const options = { owner: "o", repo: "r", hook_id: 1n, delivery_id: 12345678901234567890n };
    const url = "https://api.github.com/repos/o/r/hooks/1/deliveries/12345678901234567890";
    expect(endpoint(route, options).url).toBe(url);
    expect(new RequestBuilder().route(route).params(options).build().url).toBe(url);
  });

  // A number is written as String() writes it, then encoded as text in {x} is: the "+" of an exponent too.
  it.each([
    [1234, "1234"],
    [-1.5, "-1.5"],
    [1e21, "1e%2B21"],
    [5e-7, "5e-7"],
    [-0, "0"],
    [Number.NaN, "NaN"],
    [Number.POSITIVE_INFINITY, "Infinity"],
  ])("writes the number %s in a path as %s", (value, written) => {
    expect(endpoint("GET /pulls/{pull_number}/files", { pull_number: value }).url).toBe(`https://api.github.com/pulls/${written}/files`);
    expect(endpoint("GET /pulls/{+pull_number}", { pull_number: value }).url).toBe(`https://api.github.com/pulls/${written.replace("%2B", "+")}`);
  });

  it("writes a bigint query value as its digits", () => {
    expect(endpoint("GET /x", { id: 12345678901234567890n }).url).toBe("https://api.github.com/x?id=12345678901234567890");
  });

  it("leaves null query values out, as RFC 6570 does for {?name}", () => {
    expect(endpoint("GET /x", { a: null, b: 1 }).url).toBe("https://api.github.com/x?b=1");
  });

  it.each([
    ["a name ending in [] gets one pair per member", { "fields[]": ["a", "b"] }, "https://api.github.com/x?fields%5B%5D=a&fields%5B%5D=b"],
    ["a name starting with [] is joined like any other", { "[]x": ["c", "d"] }, "https://api.github.com/x?%5B%5Dx=c%2Cd"],
    ["an empty list under a [] name adds nothing", { a: 1, "f[]": [] }, "https://api.github.com/x?a=1"],
    ["an empty list under another name is an empty value", { a: [] }, "https://api.github.com/x?a="],
  ])("writes a query list: %s", (_name, params, url) => {
    expect(endpoint("GET /x", params).url).toBe(url);
  });

  it("rejects a plain object as a query value", () => {
    expect(() => endpoint("GET /x", { filter: { a: 1 } })).toThrow(InvalidArgumentError);
    expect(() => endpoint("GET /x", { filter: { a: 1 } })).toThrow(/filter: .*object has no single query-string form/);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("puts the rest in a JSON body for %s", (method) => {
    const result = endpoint(`${method} /repos/{owner}/{repo}`, { owner: "o", repo: "r", name: "n", private: true, x: null });
    expect(result.url).toBe("https://api.github.com/repos/o/r");
    expect(result.body).toEqual({ name: "n", private: true, x: null });
    expect(result.headers["content-type"]).toBe(JSON_TYPE);
  });

  it("uses data as the body as it stands", () => {
    const result = endpoint("POST /markdown/raw", { data: "Hello **world**", headers: { "content-type": "text/plain" } });
    expect(result.body).toBe("Hello **world**");
    expect(result.headers["content-type"]).toBe("text/plain");
  });

  it("keeps a Uint8Array body by reference", () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(endpoint("POST /upload", { data: bytes }).body).toBe(bytes);
  });

  it("sends query parameters and a data body through {?name,label}", () => {
    expect(
      endpoint("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", {
        owner: "octocat",
        repo: "hello-world",
        release_id: 123,
        name: "example.zip",
        label: "short description",
        headers: { "content-type": "text/plain", "content-length": 13, authorization: "token 0000000000000000000000000000000000000001" },
        data: "Hello, world!",
      }),
    ).toEqual({
      method: "post",
      url: "https://uploads.github.com/repos/octocat/hello-world/releases/123/assets?name=example.zip&label=short%20description",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": "fluent-endpoint/1.0.0",
        "content-type": "text/plain",
        "content-length": 13,
        authorization: "token 0000000000000000000000000000000000000001",
      },
      body: "Hello, world!",
    });
  });

  it("sends data as the body as it stands, and no other parameter the URL does not use", () => {
    // The spec's rule 4: other parameters are not serialised from, and not an error.
    const result = endpoint("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets", {
      owner: "o",
      repo: "r",
      release_id: 1,
      data: "zip bytes",
      name: "a.zip",
      label: "A zip",
      headers: { "content-type": "application/zip" },
    });
    expect(result).toEqual({
      method: "post",
      url: "https://uploads.github.com/repos/o/r/releases/1/assets",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0", "content-type": "application/zip" },
      body: "zip bytes",
    });
  });

  it("refuses data on a GET request, which has no body", () => {
    expect(() => endpoint("GET /user", { data: "x" })).toThrow(/data: a GET request has no body/);
  });

  it.each(["PUT", "PATCH"])("gives %s without a body an empty string body and no content-type", (method) => {
    const result = endpoint(`${method} /user/starred/{owner}/{repo}`, { owner: "o", repo: "r" });
    expect(result.body).toBe("");
    expect(result.headers["content-type"]).toBeUndefined();
  });

  it.each(["POST", "DELETE"])("gives %s without a body no body key", (method) => {
    const result = endpoint(`${method} /x/{id}`, { id: 1 });
    expect("body" in result).toBe(false);
    expect(result.headers["content-type"]).toBeUndefined();
  });

  it("keeps a caller's content-type for a JSON body", () => {
    expect(endpoint("POST /x", { a: 1, headers: { "Content-Type": "application/merge-patch+json" } }).headers["content-type"]).toBe(
      "application/merge-patch+json",
    );
  });
});

describe("an array in the query", () => {
  it.each([
    [{ "f[]": [1, 2] }, "https://api.github.com/x?f%5B%5D=1&f%5B%5D=2"],
    [{ "f[]": [], a: 1 }, "https://api.github.com/x?a=1"],
    [{ f: [], a: 1 }, "https://api.github.com/x?f=&a=1"],
    [{ "[]f": [1, 2] }, "https://api.github.com/x?%5B%5Df=1%2C2"],
  ])("%j gives %s: one pair per member only for a name ending in []", (options, url) => {
    expect(endpoint("GET /x", options).url).toBe(url);
  });
});

describe("a required path variable, RFC 6570's undefined", () => {
  const needs = (kind: string) =>
    `x: the route needs a value for this URL parameter, got ${kind}; an empty string is a value, undefined and null are not (route "GET /r/{x}")`;
  it.each([
    [[], "an array"],
    [[null], "an array"],
    [[undefined, null], "an array"],
    [{}, "an object"],
    [{ a: null }, "an object"],
  ])("%j holds nothing and is refused", (x, kind) => {
    expect(() => endpoint("GET /r/{x}", { x })).toThrow(needs(kind));
  });

  it.each([
    [[null, 1], "https://api.github.com/r/1"],
    [{ a: null, b: 1 }, "https://api.github.com/r/b,1"],
    ["", "https://api.github.com/r/"],
    [0, "https://api.github.com/r/0"],
    [false, "https://api.github.com/r/false"],
  ])("%j is a value: %s", (x, url) => {
    expect(endpoint("GET /r/{x}", { x }).url).toBe(url);
  });
});


describe("url beside a route: the URL when the route leaves its origin to a variable, else a parameter", () => {
  it("sends an upload to the release's upload_url, as octokit does (svenstaro/upload-release-action, src/main.ts)", () => {
    const route = "POST {origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}";
    const options = {
      owner: "octo",
      repo: "app",
      release_id: 1,
      url: "https://uploads.github.com/repos/octo/app/releases/1/assets{?name,label}",
      name: "app.zip",
      data: "zip bytes",
      headers: { "content-type": "binary/octet-stream", "content-length": 9 },
    };
    const request = endpoint(route, options);
    expect(request.url).toBe("https://uploads.github.com/repos/octo/app/releases/1/assets?name=app.zip");
    expect(request.url).toBe(octokit(route, options).url.replace(/&$/, ""));
    expect(request.body).toBe("zip bytes");
    expect(endpoint.merge(route, options).url).toBe(options.url);
    const { data, headers, ...params } = options;
    expect(new RequestBuilder().route(route).params(params).headers(headers).data(data).build()).toEqual(request);
  });

  it("keeps a webhook config's url in the body, sent to GitHub", () => {
    const request = endpoint("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", {
      owner: "octo",
      repo: "app",
      hook_id: 42,
      url: "https://example.com/webhook",
      content_type: "json",
    });
    expect(request.url).toBe("https://api.github.com/repos/octo/app/hooks/42/config");
    expect(request.body).toEqual({ url: "https://example.com/webhook", content_type: "json" });
  });

  // octokit's REST methods are `defaults({ method, url })` of their route,
  // called with the body's fields (rest.repos.updateWebhookConfigForRepo,
  // rest.privateRegistries.createOrgPrivateRegistry).
  const webhook = { owner: "octo", repo: "app", hook_id: 42, url: "https://example.com/webhook", content_type: "json" };
  it.each([
    ["over defaults set to the route, as octokit's REST methods call it", () => endpoint.defaults({ method: "PATCH", url: "/repos/{owner}/{repo}/hooks/{hook_id}/config" })(webhook)],
    ["in a builder's .with() after the route", () => new RequestBuilder().route("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config").with(webhook).build()],
  ])("keeps the url of a route whose body has one in the body %s, where octokit sends the request and its token to it", (_name, call) => {
    const request = call();
    expect(request.url).toBe("https://api.github.com/repos/octo/app/hooks/42/config");
    expect(request.body).toEqual({ url: "https://example.com/webhook", content_type: "json" });
    const method = endpoint.defaults({ method: "PATCH", url: "/repos/{owner}/{repo}/hooks/{hook_id}/config" });
    expect(octokit.defaults({ method: "PATCH", url: "/repos/{owner}/{repo}/hooks/{hook_id}/config" })(webhook).url).toBe("https://example.com/webhook");
    // Merged options hold one url, the template's: merge() carries the body as data, url and all, and parse() sends what the call sends.
    expect(method.merge(webhook)).toMatchObject({ url: "/repos/{owner}/{repo}/hooks/{hook_id}/config", owner: "octo", repo: "app", hook_id: 42, data: { url: "https://example.com/webhook", content_type: "json" } });
    expect(endpoint.parse(method.merge(webhook))).toEqual(method(webhook));
  });

  it("takes the route's own url over such defaults as the URL still, as octokit merges merged options again", () => {
    const method = endpoint.defaults({ method: "PATCH", url: "/repos/{owner}/{repo}/hooks/{hook_id}/config" });
    const merged = method.merge({ owner: "octo", repo: "app", hook_id: 42, data: { url: "https://example.com/webhook", content_type: "json" } });
    expect(method.merge(merged)).toEqual(merged);
    expect(endpoint.parse(method.merge(merged)).body).toEqual({ url: "https://example.com/webhook", content_type: "json" });
  });

  it("takes url over defaults set to any other route as the request's URL, as a pagination link is", () => {
    const issues = endpoint.defaults({ method: "GET", url: "/repos/{owner}/{repo}/issues" });
    expect(issues({ url: "https://api.github.com/repositories/1/issues?page=2" }).url).toBe("https://api.github.com/repositories/1/issues?page=2");
  });
});
