import { endpoint as octokit } from "@octokit/endpoint";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, RequestBuilder, toFetchArguments, toRequest, UnsafePathParameterError, UriTemplateError, type RequestOptions } from "../../src";
import { thrown } from "../thrown";

/**
 * What a caller's value can still do, tried as a new user and as an attacker
 * would: each describe reproduces one item of the report (issue 20) and pins
 * what happens now. The plan cache's bound on the heap is in
 * bounded-memory.test.ts, the CLI's numbers in test/cli, growth with the
 * length of a builder chain in linear-time.test.ts.
 */

// Some refusals are of other classes; each test says which it expects.
const refusal = (call: () => unknown) => thrown(call, Error) as InvalidArgumentError;

describe("1. no value moves the request to another host", () => {
  it.each([
    ["GET https://api.github.com:{+port}/user", { port: "443@evil.example" }, "port"],
    ["GET https://{+user}@api.github.com/x", { user: "evil.example/" }, "user"],
    ["GET http{+s}://api.github.com/x", { s: "s://evil.example/" }, "s"],
    ["GET https://api.github.{+tld}/x", { tld: "com@evil.example" }, "tld"],
    ["GET https://api-{+x}.github.com/y", { x: "a@evil.example/" }, "x"],
    ["GET https://api.github.com{+path}", { path: "@evil.example/" }, "path"],
    ["GET https://{sub}.example.com:{port}/x", { sub: "api", port: "1@evil.example" }, "port"],
    // An empty host: parsers read "https:///api/v3/user" as the host "api".
    ["GET https://{host}/api/v3/user", { host: "" }, "host"],
    ["GET https://{host}", { host: "" }, "host"],
    ["GET https://{host}:8443/x", { host: "" }, "host"],
    ["GET https://user@{host}/x", { host: "" }, "host"],
    ["GET https://{sub}{host}/x", { sub: "", host: "" }, "sub"],
    // After a port the literal text completed, a value only starts the path.
    ["GET http://localhost:3000{id}", { id: "1" }, "id"],
  ])("%s with %j is refused, naming the parameter", (route, params, field) => {
    const error = refusal(() => endpoint(route, params));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error.field).toBe(field);
  });

  it.each([
    ["GET https://{sub}.example.com/user", { sub: "api" }, "https://api.example.com/user"],
    ["GET https://ghe.example:{port}/x", { port: 8443 }, "https://ghe.example:8443/x"],
    ["GET https://{+user}@api.github.com/x", { user: "me" }, "https://me@api.github.com/x"],
    ["GET http{s}://api.github.com/x", { s: "s" }, "https://api.github.com/x"],
    ["GET https://api.github.{tld}/x", { tld: "com" }, "https://api.github.com/x"],
    ["GET https://api.github.com{+path}", { path: "/repos/o/r" }, "https://api.github.com/repos/o/r"],
    ["GET http://localhost:3000{+path}", { path: "/repos/o/r" }, "http://localhost:3000/repos/o/r"],
    ["GET https://h:{port}/x", { port: "8080" }, "https://h:8080/x"],
    ["GET https://api-{x}.github.com/y", { x: "" }, "https://api-.github.com/y"],
    ["GET https://[::1]:{port}/x", { port: "" }, "https://[::1]:/x"],
    ["GET https://{user}@api.github.com/x", { user: "" }, "https://@api.github.com/x"],
  ])("%s with %j still gives %s", (route, params, url) => {
    expect(endpoint(route, params).url).toBe(url);
  });

  const anyText = fc.string({ unit: "binary", maxLength: 24 });
  it.each([
    ["GET https://{sub}.example.com:{port}/x", "sub", "port"],
    ["GET https://{+sub}.example.com:{+port}/x", "sub", "port"],
    ["GET https://{+user}@{host}.example.com/x", "user", "host"],
  ])("%s: a parser reads the host and port the template meant, whatever the values", (route, first, second) => {
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        let url: string;
        try {
          url = endpoint(route, { [first]: a, [second]: b }).url;
        } catch (error) {
          expect((error as InvalidArgumentError).field).toMatch(new RegExp(`^(${first}|${second})$`));
          return;
        }
        const parsed = new URL(url);
        expect(parsed.hostname.endsWith(".example.com")).toBe(true);
        expect(parsed.pathname).toBe("/x");
      }),
    );
  });
});

describe("2. no URL endpoint() returns is one a parser refuses", () => {
  it.each([
    ["GET https://{sub}.example.com/user", { sub: "evil.com/" }, "sub"],
    ["GET https://api.github.com:{port}/user", { port: "443@evil.example" }, "port"],
    ["GET https://{host}/x", { host: "a b" }, "host"],
  ])("%s with %j is an error of the library naming the parameter", (route, params, field) => {
    const error = refusal(() => endpoint(route, params));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error.field).toBe(field);
  });

  it("refuses a literal host no parser accepts when the route is compiled", () => {
    expect(() => endpoint("GET https://exa%2Fmple.com/x")).toThrow(expect.objectContaining({ field: "url", key: "unparsable" }));
  });

  it("gives only URLs new URL() accepts, for any value in any place", () => {
    const routes = ["GET https://{a}.example.com/{b}", "GET https://{+a}.example.com{/b}", "GET {+a}/x/{b}", "GET https://h.example:{a}/{+b}", "GET /x/{+a}{?b}"];
    fc.assert(
      fc.property(fc.constantFrom(...routes), fc.string({ unit: "binary", maxLength: 30 }), fc.string({ unit: "binary", maxLength: 30 }), (route, a, b) => {
        let url: string;
        try {
          url = endpoint(route, { a, b }).url;
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
          expect((error as InvalidArgumentError).code).toMatch(/^ERR_/);
          return;
        }
        expect(() => new URL(url)).not.toThrow();
      }),
    );
  });
});

describe("3. a ? or # a value writes cannot end the path", () => {
  it.each([
    ["PUT /repos/{owner}/{repo}/contents/{+path}", { owner: "o", repo: "r", path: "notes#1.md" }, "#"],
    ["DELETE /repos/{owner}/{repo}/contents/{+path}", { owner: "o", repo: "r", path: "a?.md" }, "?"],
    ["GET /files/{+path}{?ref}", { path: "a#b", ref: "main" }, "#"],
    ["GET /search?q={+q}", { q: "a#b" }, "#"],
    // A value after a host, or one giving the whole URL, that would end what the template writes after it.
    ["DELETE https://api.github.com{+repo}/collaborators/{username}", { repo: "/repos/octo/app#", username: "bob" }, "#"],
    ["GET https://api.github.com{+path}{?ref}", { path: "/repos/o/r/contents/notes#1.md", ref: "main" }, "#"],
    ["PUT https://api.github.com{+issue}/lock", { issue: "/repos/o/r/issues/1?" }, "?"],
    ["GET {+origin}/repos/{repo}", { origin: "https://api.github.com#", repo: "r" }, "#"],
    ["GET {+url}{&page}", { url: "https://api.github.com/x#a", page: 2 }, "#"],
  ])("%s with %j is refused, naming the parameter", (route, params, char) => {
    const error = refusal(() => endpoint(route, params));
    expect(error.key).toBe("endsPath");
    expect(error.message).toContain(`with "${char}"`);
  });

  it("lets a value after a host, or one giving the whole URL, end the URL with its own query and fragment", () => {
    expect(endpoint("GET https://api.github.com{+path}", { path: "/repos/o/r?x=1#f" }).url).toBe("https://api.github.com/repos/o/r?x=1#f");
    expect(endpoint("GET {+url}", { url: "https://api.github.com/x?page=2" }).url).toBe("https://api.github.com/x?page=2");
    // The template goes on with the query: the value's "?" began it.
    expect(endpoint("GET {+url}{&page}", { url: "https://api.github.com/x?a=1", page: 2 }).url).toBe("https://api.github.com/x?a=1&page=2");
    expect(endpoint("GET https://api.github.com{+path}{&page}", { path: "/x?a=1", page: 2 }).url).toBe("https://api.github.com/x?a=1&page=2");
  });

  it("encodes them in {x}, and leaves {#x} its fragment, where the request ends anyway", () => {
    expect(endpoint("PUT /contents/{path}", { path: "notes#1.md" }).url).toBe("https://api.github.com/contents/notes%231.md");
    expect(endpoint("GET /files{#section}", { section: "a?b#c", ref: "main" }).url).toBe("https://api.github.com/files?ref=main#a?b#c");
  });
});

describe("5. bytes held in defaults or a builder are never shared", () => {
  it("keeps DEFAULTS' bytes from changing later requests", () => {
    const api = endpoint.defaults({ data: new Uint8Array([1, 2]) });
    (api.DEFAULTS.data as unknown as Uint8Array)[0] = 9;
    expect([...(api("POST /x").body as Uint8Array)]).toEqual([1, 2]);
  });

  it("gives each result its own copy of a defaulted Buffer", () => {
    const api = endpoint.defaults({ data: Buffer.from("hello") });
    (api("POST /x").body as Buffer).write("XXXX");
    expect((api("POST /x").body as Buffer).toString()).toBe("hello");
    expect(Buffer.isBuffer(api("POST /x").body)).toBe(true);
  });

  it("copies bytes in a default request object, a DataView and an ArrayBuffer too", () => {
    const bytes = new Uint8Array([1, 2]);
    const api = endpoint.defaults({ request: { file: bytes }, data: new DataView(new ArrayBuffer(2)) });
    bytes[0] = 7;
    const request = api("POST /x").request as { file: Uint8Array };
    expect([...request.file]).toEqual([1, 2]);
    request.file[1] = 8;
    expect([...(api("POST /x").request as { file: Uint8Array }).file]).toEqual([1, 2]);
    new Uint8Array((api("POST /x").body as DataView).buffer)[0] = 9;
    expect(new Uint8Array((api("POST /x").body as DataView).buffer)[0]).toBe(0);
    const buffer = new ArrayBuffer(2);
    const kept = endpoint.defaults({ data: buffer });
    new Uint8Array(buffer)[0] = 5;
    expect(new Uint8Array(kept("POST /x").body as ArrayBuffer)[0]).toBe(0);
  });

  it("copies a builder's bytes when they enter and for each build", () => {
    const bytes = new Uint8Array([1, 2]);
    const builder = new RequestBuilder().route("POST /x").data(bytes);
    bytes[0] = 9;
    const first = builder.build().body as Uint8Array;
    expect([...first]).toEqual([1, 2]);
    first[1] = 9;
    expect([...(builder.build().body as Uint8Array)]).toEqual([1, 2]);
  });

  it("copies form data and URLSearchParams held in defaults or a builder too, and freezes DEFAULTS' copy", () => {
    const login = endpoint.defaults({ method: "POST", url: "/login", data: new URLSearchParams("user=alice") });
    expect(() => (login.DEFAULTS.data as URLSearchParams).set("user", "mallory")).toThrow(TypeError);
    const first = login({}).body as URLSearchParams;
    first.append("admin", "1");
    expect(String(login({}).body)).toBe("user=alice");
    const form = new FormData();
    form.set("a", "1");
    const upload = new RequestBuilder().route("POST /upload").data(form);
    (upload.build().body as FormData).set("a", "changed");
    expect([(upload.build().body as FormData).get("a"), form.get("a")]).toEqual(["1", "1"]);
    const own = new URLSearchParams("x=1");
    expect(endpoint("POST /x", { data: own }).body).toBe(own);
  });

  it("refuses detached bytes held in defaults, a builder or merged options with the library's error", () => {
    const view = new Uint8Array(new ArrayBuffer(2));
    structuredClone(view.buffer, { transfer: [view.buffer] });
    for (const call of [() => endpoint.defaults({ data: detached() }), () => new RequestBuilder().param("x", view), () => endpoint.merge("POST /x", { data: detached() })]) {
      expect(refusal(call).key).toBe("unreadable");
    }
  });

  it("sends a call's own bytes as they stand", () => {
    const bytes = new Uint8Array([1, 2]);
    expect(endpoint("POST /x", { data: bytes }).body).toBe(bytes);
  });
});

/** An ArrayBuffer a transfer has detached. */
function detached(): ArrayBuffer {
  const buffer = new ArrayBuffer(2);
  structuredClone(buffer, { transfer: [buffer] });
  return buffer;
}

function lockedStream(): ReadableStream {
  const stream = new ReadableStream();
  stream.getReader();
  return stream;
}

describe("6. the fetch helpers check hand-made options and throw only the library's errors", () => {
  const made = (fields: Partial<RequestOptions>): RequestOptions => ({ method: "get", url: "https://api.github.com/x", headers: {}, ...fields });

  it.each<[string, Partial<RequestOptions>, string, string]>([
    ["a GET with a body", { body: "x" }, "body", "noBody"],
    ["a HEAD with a body", { method: "head", body: {} }, "body", "noBody"],
    ["a file: URL", { url: "file:///etc/passwd" }, "url", "scheme"],
    ["a relative URL", { url: "/x" }, "url", "scheme"],
    ["a URL with a space in its host", { url: "https://a b/" }, "url", "unparsable"],
    ["a URL with credentials", { url: "https://user:pass@api.github.com/x" }, "url", "credentials"],
    ["a method that is no token", { method: "GE T" }, "method", "expected"],
    // Parsers drop a tab and join the text around it into another host.
    ["a URL with a tab", { url: "https://api.github.com\t.evil.example/user" }, "url", "unparsable"],
    ["a URL with a backslash", { url: "https://api.github.com\\@evil.example/" }, "url", "unparsable"],
    ["bytes over a SharedArrayBuffer", { method: "post", body: new Uint8Array(new SharedArrayBuffer(2)) }, "body", "fetchBody"],
    ["a resizable ArrayBuffer", { method: "post", body: new (ArrayBuffer as unknown as new (length: number, options: object) => ArrayBuffer)(2, { maxByteLength: 4 }) }, "body", "fetchBody"],
    ["a detached ArrayBuffer", { method: "post", body: detached() }, "body", "fetchBody"],
    ["a stream a reader holds", { method: "post", body: lockedStream() }, "body", "fetchBody"],
    ["bytes over a SharedArrayBuffer of another realm", { method: "post", body: runInNewContext("new Uint8Array(new SharedArrayBuffer(2))") as Uint8Array }, "body", "fetchBody"],
  ])("refuse %s", (_name, fields, field, key) => {
    for (const helper of [toFetchArguments, toRequest]) {
      const error = refusal(() => helper(made(fields)));
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect([error.field, error.key]).toEqual([field, key]);
    }
  });

  it("send bytes of another realm, as fetch does", async () => {
    const bytes = runInNewContext("new Uint8Array([104, 105])") as Uint8Array;
    const options = made({ method: "post", body: bytes });
    expect(toFetchArguments(options)[1].body).toBe(bytes);
    expect(await toRequest(options).text()).toBe("hi");
  });

  it("refuses credentials in baseUrl, where endpoint() would put them into every URL", () => {
    expect(refusal(() => endpoint("GET /user", { baseUrl: "https://user:pass@api.github.com" })).key).toBe("credentials");
    expect(refusal(() => endpoint.defaults({ baseUrl: "https://token@api.github.com" })).key).toBe("credentials");
  });

  it("turn whatever endpoint() returns into a Request, or refuse it with the library's error", () => {
    const inputs = fc.record({
      method: fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"),
      value: fc.string({ unit: "binary", maxLength: 20 }),
      data: fc.option(fc.oneof(fc.string(), fc.dictionary(fc.string(), fc.string())), { nil: undefined }),
    });
    fc.assert(
      fc.property(inputs, ({ method, value, data }) => {
        let options: RequestOptions;
        try {
          options = endpoint(`${method} /x/{+a}{?b}`, { a: value, b: value, ...(data === undefined ? {} : { data }) });
        } catch {
          return;
        }
        try {
          expect(toRequest(options)).toBeInstanceOf(Request);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidArgumentError);
        }
      }),
    );
  });
});

describe("7. nothing in a JSON body is silently lost", () => {
  it.each([
    ["a Set in a parameter", () => endpoint("POST /issues", { labels: new Set(["bug"]) }), "labels"],
    ["a Map deep in data", () => endpoint("POST /x", { data: { a: [{ m: new Map() }] } }), "data.a[0].m"],
    ["a Map as data", () => endpoint("POST /x", { data: new Map([["a", 1]]) }), "data"],
    ["a BigInt parameter", () => endpoint("POST /x", { id: 12345678901234567890n }), "id"],
    ["a BigInt in data", () => endpoint("POST /x", { data: { n: [1n] } }), "data.n[0]"],
    ["a function in data", () => endpoint("POST /x", { data: { f: () => 1 } }), "data.f"],
    ["a Set in a default body parameter", () => endpoint.defaults({ tags: new Set([1]) })("POST /x"), "tags"],
    ["a Set from another realm", () => endpoint("POST /x", { data: { s: runInNewContext("new Set([1])") as unknown } }), "data.s"],
    // JSON writes these as {} or as {"0": …}, or NaN as null.
    ["a Blob in a parameter", () => endpoint("PUT /repos/{owner}/{repo}/contents/{path}", { owner: "o", repo: "r", path: "a.png", content: new Blob(["x"]) }), "content"],
    ["bytes in a parameter", () => endpoint("POST /x", { bytes: new Uint8Array([1, 2]) }), "bytes"],
    ["an ArrayBuffer in data", () => endpoint("POST /x", { data: { buf: new ArrayBuffer(2) } }), "data.buf"],
    ["a RegExp in a parameter", () => endpoint("POST /x", { pattern: /ab+c/ }), "pattern"],
    ["an Error in data", () => endpoint("POST /x", { data: [new Error("boom")] }), "data[0]"],
    ["URLSearchParams in a parameter", () => endpoint("POST /x", { form: new URLSearchParams("a=1") }), "form"],
    ["FormData in data", () => endpoint("POST /x", { data: { form: new FormData() } }), "data.form"],
    ["a stream in a parameter", () => endpoint("POST /x", { stream: new ReadableStream() }), "stream"],
    ["a Promise in a parameter", () => endpoint("POST /x", { later: Promise.resolve(1) }), "later"],
    ["a WeakMap in data", () => endpoint("POST /x", { data: { cache: new WeakMap() } }), "data.cache"],
    ["a WeakSet in a parameter", () => endpoint("POST /x", { seen: new WeakSet() }), "seen"],
    ["NaN in a parameter", () => endpoint("POST /x", { ratio: Number.NaN }), "ratio"],
    ["Infinity in data", () => endpoint("POST /x", { data: { limit: Number.POSITIVE_INFINITY } }), "data.limit"],
    ["NaN as data", () => endpoint("POST /x", { data: Number.NaN }), "data"],
    // The whole data is no exception: it would be sent labelled JSON and written as {}.
    ["a RegExp as data", () => endpoint("POST /x", { data: /x/ }), "data"],
    ["an Error as data", () => endpoint("POST /x", { data: new Error("boom") }), "data"],
    ["a Promise as data", () => endpoint("POST /x", { data: Promise.resolve(1) }), "data"],
    ["a WeakMap as data", () => endpoint("POST /x", { data: new WeakMap() }), "data"],
  ])("refuses %s, naming where it is", (_name, call, field) => {
    const error = refusal(call);
    expect([error.field, error.key]).toEqual([field, "notJson"]);
  });

  it("sends bytes, a Blob, form data and URLSearchParams as data as they stand, and a class with data or toJSON inside JSON", () => {
    const bytes = new Uint8Array([1]);
    expect(endpoint("POST /x", { data: bytes }).body).toBe(bytes);
    const form = new URLSearchParams("a=1");
    expect(endpoint("POST /x", { data: form }).body).toBe(form);
    const blob = new Blob(["a"]);
    expect(endpoint("POST /x", { data: blob }).body).toBe(blob);
    const stream = new ReadableStream();
    expect(endpoint("POST /x", { data: stream }).body).toBe(stream);
    expect(JSON.stringify(endpoint("POST /x", { data: new Date(0) }).body)).toBe('"1970-01-01T00:00:00.000Z"');
    class Point {
      x = 1;
    }
    expect(JSON.stringify(endpoint("POST /x", { at: new Point(), site: new URL("https://a.example/") }).body)).toBe('{"at":{"x":1},"site":"https://a.example/"}');
  });

  it("still sends a BigInt in a query and a path as its digits, and a Date as JSON writes it", () => {
    expect(endpoint("GET /x/{id}", { id: 12345678901234567890n, n: 2n }).url).toBe("https://api.github.com/x/12345678901234567890?n=2");
    expect(JSON.stringify(endpoint("POST /x", { since: new Date(0) }).body)).toBe('{"since":"1970-01-01T00:00:00.000Z"}');
  });
});

describe("9. smaller things a user met", () => {
  it("clears a format in the builder with .format('')", () => {
    const raw = new RequestBuilder().route("/x").format("raw");
    expect(raw.build().headers.accept).toBe("application/vnd.github.v3.raw");
    expect(raw.format("").build().headers.accept).toBe("application/vnd.github.v3+json");
  });

  it.each(["+", ".", "raw+", ".raw", "raw..json", "raw json"])("refuses the format %j, which is no name", (format) => {
    expect(refusal(() => endpoint("GET /x", { mediaType: { format } })).field).toBe("mediaType.format");
    expect(refusal(() => new RequestBuilder().format(format)).field).toBe("mediaType.format");
  });

  it.each(["raw", "text+json", "vnd.github.v3.raw", "base64"])("accepts the format %j", (format) => {
    expect(() => endpoint("GET /x", { mediaType: { format } })).not.toThrow();
  });

  it.each(["DELETE\u00a0/repos/o/r", "DELETE\u200b/repos/o/r", "DELETE\u2060/x", "DELETE\u{e0020}/x", "DELETE\u3164/x", "GET\x7f/x", "GET\t/x", "GET\u2003/x", "GET\t", "A\u00a0", "GET ", "GET  /x", " GET /x", " /x"])("refuses the route %j, whose method and URL one ASCII space does not separate", (route) => {
    const error = refusal(() => endpoint(route));
    expect([error.field, error.key]).toEqual(["route", "route"]);
    expect(error.message).toMatch(/exactly one space/);
  });

  it("shows an invisible separator in the message as an escape, a whole one beyond the basic plane", () => {
    expect(refusal(() => endpoint("DELETE\u00a0/repos/o/r")).message).toContain('"DELETE\\u00a0/repos/o/r"');
    expect(refusal(() => endpoint("DELETE\u200b/repos/o/r")).message).toContain('"DELETE\\u200b/repos/o/r"');
    expect(refusal(() => endpoint("DELETE\u{e0020}/x")).message).toContain('"DELETE\\u{e0020}/x"');
    expect(refusal(() => endpoint("GET /x", { headers: { "a\u{e0020}b": "1" } })).field).toBe('headers["a\\u{e0020}b"]');
  });

  it("refuses a pasted separator in a route after the same text was used as a url option", () => {
    // As a url, the text is a path; the plan kept for it must not serve the route unchecked.
    const options = { url: "DELETE\u200b/repos/o/r" };
    endpoint(options);
    endpoint(options);
    expect(refusal(() => endpoint("DELETE\u200b/repos/o/r")).key).toBe("route");
    expect(endpoint(options).url).toBe("https://api.github.com/DELETE%E2%80%8B/repos/o/r");
  });

  it("takes a route that is a path beyond ASCII, or a URL, where no method comes first", () => {
    expect(endpoint("/caf\u00e9").url).toBe("https://api.github.com/caf%C3%A9");
    expect(endpoint("repos/caf\u00e9").url).toBe("https://api.github.com/repos/caf%C3%A9");
  });

  it("reads a route with no method before its whitespace as a path, which a URI template refuses", () => {
    expect(() => endpoint("\t/x")).toThrow(UriTemplateError);
    expect(() => endpoint("\t/x")).toThrow(String.raw`Invalid URI template "\t/x" at position 0`);
  });

  it.each([
    ["GET /x?", "https://api.github.com/x?&b=2"],
    ["GET /x?a=1&", "https://api.github.com/x?a=1&&b=2"],
    ["GET /x?a=1", "https://api.github.com/x?a=1&b=2"],
  ])("appends to %s after & once the URL has a query, as octokit does", (route, url) => {
    expect(endpoint(route, { b: 2 }).url).toBe(url);
    expect(octokit(route, { b: 2 }).url).toBe(url);
  });

  it("appends before a fragment, where octokit's query would never be sent", () => {
    expect(endpoint("GET /x?a=1&#top", { b: 2 }).url).toBe("https://api.github.com/x?a=1&&b=2#top");
  });

  it("returns a call's request as it is, and a copy of what defaults give, merged key by key", () => {
    const meta = { timeout: 1 };
    expect(endpoint("GET /x", { request: meta }).request).toBe(meta);
    const api = endpoint.defaults({ request: { retries: 2 } });
    const merged = api("GET /x", { request: meta }).request;
    expect(merged).toEqual({ retries: 2, timeout: 1 });
    expect(merged).not.toBe(meta);
    expect(api("GET /x").request).not.toBe(api("GET /x").request);
  });

  it("follows a full URL with user:branch in its path, reading :name only right after a /", () => {
    const link = "https://api.github.com/repos/o/r/compare/main...user:branch?page=2";
    expect(endpoint(`GET ${link}`).url).toBe(link);
    expect(endpoint("GET /repos/:owner/:repo", { owner: "o", repo: "r" }).url).toBe("https://api.github.com/repos/o/r");
    expect(endpoint("GET /a/b:c", { c: "x" }).url).toBe("https://api.github.com/a/b:c?c=x");
  });

  it("leaves a path value of dots refused, as before", () => {
    expect(() => endpoint("DELETE /repos/{owner}/{repo}", { owner: "o", repo: ".." })).toThrow(UnsafePathParameterError);
  });
});
