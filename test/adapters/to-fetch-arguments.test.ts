import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, RequestBuilder, toFetchArguments, toRequest, type RequestOptions } from "../../src";

const defaultHeaders = { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" };
const json = "application/json; charset=utf-8";

function withBody(body: unknown): RequestOptions {
  return { method: "post", url: "https://api.github.com/markdown", headers: { ...defaultHeaders }, body };
}

describe("toFetchArguments", () => {
  it("README example: PATCH upper-cased, JSON body serialised", () => {
    expect(
      toFetchArguments(endpoint("PATCH /repos/{owner}/{repo}", { owner: "octocat", repo: "hello-world", private: true })),
    ).toEqual([
      "https://api.github.com/repos/octocat/hello-world",
      { method: "PATCH", headers: { ...defaultHeaders, "content-type": json }, body: '{"private":true}' },
    ]);
  });

  it.each([
    ["get", "GET"],
    ["head", "HEAD"],
    ["patch", "PATCH"],
    ["delete", "DELETE"],
    ["propfind", "PROPFIND"],
  ])("sends method %s as %s", (method, expected) => {
    const [, init] = toFetchArguments({ method, url: "https://h/x", headers: {} });
    expect(init.method).toBe(expected);
  });

  it("has no body key when the options have none", () => {
    expect(toFetchArguments(endpoint("GET /user"))).toEqual([
      "https://api.github.com/user",
      { method: "GET", headers: defaultHeaders },
    ]);
  });

  it("writes number header values as strings", () => {
    const [, init] = toFetchArguments({ method: "post", url: "https://h/x", headers: { "content-length": 14 }, body: "x" });
    expect(init.headers).toEqual({ "content-length": "14" });
  });

  it("leaves out a header whose value is null, as a result leaves out a removed one", () => {
    const [, init] = toFetchArguments({ method: "post", url: "https://h/x", headers: { a: null, b: "1" } as never, body: "x" });
    expect(init.headers).toEqual({ b: "1" });
  });

  describe("JSON data is serialised", () => {
    it.each([
      ["a plain object", { title: "Found a bug", labels: ["bug"] }, '{"title":"Found a bug","labels":["bug"]}'],
      ["a null-prototype object", Object.assign(Object.create(null) as object, { a: 1 }), '{"a":1}'],
      ["an array", [1, "two", { three: 3 }], '[1,"two",{"three":3}]'],
      ["null", null, "null"],
      ["a number", 42, "42"],
      ["a boolean", false, "false"],
      ["non-ASCII text inside", { name: "Jöran 🚀" }, '{"name":"Jöran 🚀"}'],
    ])("%s", (_, body, expected) => {
      expect(toFetchArguments(withBody(body))[1].body).toBe(expected);
    });
  });

  describe("sendable bodies pass as the very same value", () => {
    const bytes = new Uint8Array([0, 255, 13, 10]);
    it.each([
      ["text", "Hello, world!"],
      ["a Uint8Array", bytes],
      ["a Buffer", Buffer.from("raw")],
      ["an ArrayBuffer", bytes.buffer],
      ["a DataView", new DataView(bytes.buffer)],
      ["a Blob", new Blob(["blob"])],
      ["URLSearchParams", new URLSearchParams({ a: "1" })],
      ["FormData", new FormData()],
    ])("%s", (_, body) => {
      const [, init] = toFetchArguments(withBody(body));
      expect(init.body).toBe(body);
      expect(init).not.toHaveProperty("duplex");
    });

    it("a Node stream, as a web ReadableStream reading it, with duplex: half", async () => {
      const [, init] = toFetchArguments(withBody(Readable.from([Buffer.from("raw "), Buffer.from("bytes")])));
      expect(init.body).toBeInstanceOf(ReadableStream);
      expect(init.duplex).toBe("half");
      expect(await new Response(init.body).text()).toBe("raw bytes");
    });

    it("refuses a Node stream an earlier send read, which would go out empty, as a web stream a reader holds", async () => {
      const options = withBody(Readable.from([Buffer.from("raw bytes")]));
      const [, first] = toFetchArguments(options);
      expect(await new Response(first.body).text()).toBe("raw bytes");
      expect(() => toFetchArguments(options)).toThrow(/^body: fetch cannot send an instance of Readable; .*a Node stream not read yet/);
      const web = withBody(new ReadableStream<Uint8Array>());
      (web.body as ReadableStream).getReader();
      expect(() => toFetchArguments(web)).toThrow(/^body: fetch cannot send an instance of ReadableStream/);
    });

    it("a web ReadableStream, with duplex: half", () => {
      const stream = new ReadableStream<Uint8Array>();
      const [, init] = toFetchArguments(withBody(stream));
      expect(init.body).toBe(stream);
      expect(init.duplex).toBe("half");
    });
  });

  it.each(["Connection", "keep-alive", "transfer-encoding", "upgrade", "expect", "host", "te", "trailer"])(
    "refuses the header %s, which fetch sets itself and refuses or drops",
    (name) => {
      const options = endpoint("POST /markdown", { text: "x", headers: { [name]: "x" } });
      expect(() => toFetchArguments(options)).toThrow(`headers["${name.toLowerCase()}"]: fetch sets this header of the connection itself, and refuses or drops one given`);
    },
  );

  it("checks hand-made headers as endpoint() checks its own: undefined leaves one out, a name is lower-cased", () => {
    const options = { method: "get", url: "https://api.github.com/user", headers: { Accept: "application/json", "x-a": undefined } } as unknown as RequestOptions;
    expect(toFetchArguments(options)[1].headers).toEqual({ accept: "application/json" });
  });

  it("sends the empty body of a PUT as zero bytes, so fetch adds no content-type", () => {
    const [, init] = toFetchArguments(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }));
    expect(init.body).toBeInstanceOf(Uint8Array);
    expect((init.body as Uint8Array).byteLength).toBe(0);
    expect(init.headers).toEqual(defaultHeaders);
  });

  it("neither changes nor freezes the options it was given", () => {
    const options = endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
    const before = structuredClone(options);
    const [, init] = toFetchArguments(options);
    init.headers.accept = "changed";
    expect(options).toEqual(before);
    expect(Object.isFrozen(options.headers)).toBe(false);
    expect(Object.isFrozen(options.body)).toBe(false);
  });

  describe("refuses merged options, whose URL is still a template, rather than send them", () => {
    const merged = "options: merged options hold a URL template; pass them through endpoint.parse() first";
    it.each([
      // Sent as it stands, this one would go to /orgs/%7Borg%7D/repos without org or type.
      ["an absolute template", endpoint.merge("GET https://api.github.com/orgs/{org}/repos", { org: "octokit", type: "all" })],
      ["a path template", endpoint.merge("GET /orgs/{org}/repos", { org: "octokit" })],
      ["a builder's options", new RequestBuilder().route("GET /user").options()],
      ["the defaults", endpoint.DEFAULTS],
    ])("%s", (_name, options) => {
      for (const send of [toFetchArguments, toRequest]) {
        const call = () => send(options as never);
        expect(call).toThrow(InvalidArgumentError);
        expect(call).toThrow(expect.objectContaining({ message: merged, field: "options", key: "merged" }));
      }
    });

    it("sends them once parsed", () => {
      const merged = endpoint.merge("GET https://api.github.com/orgs/{org}/repos", { org: "octokit", type: "all" });
      expect(toFetchArguments(endpoint.parse(merged))[0]).toBe("https://api.github.com/orgs/octokit/repos?type=all");
    });
  });

  describe("bad input names the field", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const { proxy: revoked, revoke } = Proxy.revocable({}, {});
    revoke();
    it.each([
      ["options", "not options", /^options: expected a plain object, got the string "not options"$/],
      ["options", null, /^options: expected a plain object, got null$/],
      ["options", undefined, /^options: expected a plain object, got undefined$/],
      ["headers", { method: "get", url: "https://h" }, /^headers: expected a plain object, got undefined$/],
      ["method", { url: "https://h", headers: {} }, /^method: expected a string, got undefined$/],
      ["url", { method: "get", url: 5, headers: {} }, /^url: expected a string, got 5$/],
      ["headers", { method: "get", url: "https://h", headers: [] }, /^headers: expected a plain object, got an array$/],
      ['headers["x-flag"]', { method: "get", url: "https://h", headers: { "x-flag": true } }, /^headers\["x-flag"\]: expected a string or a number, got true$/],
      // A body that is not text, bytes, a Blob, form data or a web stream is JSON, checked as endpoint() checks data.
      ["body", withBody(new Map([["a", 1]])), /^body: an instance of Map has no JSON form, .*; bytes, a Blob, a web stream or form data go only as the whole data$/],
      ["body", withBody(10n), /^body: 10n has no JSON form/],
      ["body", withBody(() => "x"), /^body: a function has no JSON form/],
      ["body", withBody(circular), /^body: is nested more than 1000 levels deep, or refers to itself/],
      ["body.big", withBody({ big: 1n }), /^body\.big: 1n has no JSON form/],
      ["body.list[1]", withBody({ list: ["a", undefined] }), /^body\.list\[1\]: undefined \(or a hole\) has no JSON form/],
      // Request options made by hand get the checks endpoint() gives its input.
      ['headers["x-a"]', { method: "get", url: "https://h", headers: { "x-a": "a\r\nset-cookie: b" } }, /^headers\["x-a"\]: a header value must not contain CR, LF or NUL$/],
      ['headers["a b"]', { method: "get", url: "https://h", headers: { "a b": "1" } }, /^headers\["a b"\]: a header name must be an HTTP token/],
      ["method", { method: "trace", url: "https://h", headers: {} }, /^method: fetch refuses the method "trace"$/],
      ["method", { method: "CONNECT", url: "https://h", headers: {} }, /^method: fetch refuses the method "CONNECT"$/],
      ["method", { method: "trace", url: "https://h", headers: {} }, /^method: fetch refuses the method "trace"$/],
      ["method", { method: "TRACK", url: "https://h", headers: {} }, /^method: fetch refuses the method "TRACK"$/],
      // A revoked Proxy throws a bare TypeError at the first look; the library names where it is instead.
      ["options", revoked, /^options: expected a plain object, got an object that cannot be read \(a revoked Proxy\)$/],
      ["headers", { method: "post", url: "https://h", headers: revoked }, /^headers: expected a plain object, got an object that cannot be read \(a revoked Proxy\)$/],
      ["body", withBody(revoked), /^body: reading it threw TypeError: .*revoked/],
      ["body.a[0]", withBody({ a: [revoked] }), /^body\.a\[0\]: reading it threw TypeError: .*revoked/],
    ])("%s: %#", (field, options, message) => {
      const call = () => toFetchArguments(options as RequestOptions);
      expect(call).toThrow(InvalidArgumentError);
      expect(call).toThrow(message);
      expect(call).toThrow(expect.objectContaining({ field }));
    });
  });
});
