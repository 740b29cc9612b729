import { Readable } from "node:stream";
import { endpoint as octokit } from "@octokit/endpoint";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, RequestBuilder, toFetchArguments, toRequest, UnsafePathParameterError, UriTemplateError, type RequestOptions } from "../../src";
import { thrown } from "../thrown";

/**
 * What a caller's value can still do, tried as a new user and as an attacker
 * would: each describe reproduces one item of the report (issue 20, or issue
 * 32 where it says so) and pins what happens now. The plan cache's bound on the heap is in
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
    // A Date as the whole body is held as its JSON text, quotes and all, which every client sends as it stands.
    expect(endpoint("POST /x", { data: new Date(0) }).body).toBe('"1970-01-01T00:00:00.000Z"');
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

class Issue {
  title = "Found a bug";
  labels = ["bug"];
  milestone: number | undefined = undefined;
  constructor(fields: object = {}) {
    Object.assign(this, fields);
  }
  get summary(): string {
    return this.title;
  }
}

describe("issue 32, 5. a JSON body holds what JSON writes, checked where each value sits", () => {
  const { proxy: revoked, revoke } = Proxy.revocable({}, {});
  revoke();
  it.each<[string, () => unknown, string]>([
    ["NaN in a list in an object", () => endpoint("POST /x", { a: { b: [Number.NaN] } }), "a.b[0]"],
    ["NaN deep in data", () => endpoint("POST /x", { data: { x: { y: Number.NaN } } }), "data.x.y"],
    ["NaN in a class instance", () => endpoint("POST /x", { issue: new Issue({ milestone: Number.NaN }) }), "issue.milestone"],
    ["a Set in a class instance", () => endpoint("POST /x", { issue: new Issue({ labels: new Set(["bug"]) }) }), "issue.labels"],
    ["a function in a class instance", () => endpoint("POST /x", { data: new Issue({ close: () => 1 }) }), "data.close"],
    ["a BigInt in a class instance", () => endpoint("POST /x", { data: new Issue({ milestone: 1n }) }), "data.milestone"],
    ["a Number object holding NaN", () => endpoint("POST /x", { ratio: new Number(Number.NaN) }), "ratio"],
    ["a BigInt object", () => endpoint("POST /x", { data: { id: Object(1n) as unknown } }), "data.id"],
    ["a Proxy of a Map", () => endpoint("POST /x", { data: { m: new Proxy(new Map([["a", 1]]), {}) } }), "data.m"],
    ["Headers", () => endpoint("POST /x", { headersToCopy: new Headers({ a: "1" }) }), "headersToCopy"],
    ["a WeakRef", () => endpoint("POST /x", { data: [new WeakRef({})] }), "data[0]"],
    [
      "a plain object that is iterable, whose items JSON would not write",
      () =>
        endpoint("POST /x", {
          data: {
            ids: {
              *[Symbol.iterator]() {
                yield 1;
              },
            },
          },
        }),
      "data.ids",
    ],
    [
      "a plain object that is async-iterable",
      () =>
        endpoint("POST /x", {
          feed: {
            async *[Symbol.asyncIterator]() {
              yield 1;
            },
          },
        }),
      "feed",
    ],
    ["a Node stream inside JSON, which would write its _readableState", () => endpoint("POST /x", { file: Readable.from([Buffer.from("x")]) }), "file"],
    ["a Buffer, whose toJSON writes {type, data}", () => endpoint("POST /x", { content: Buffer.from("x") }), "content"],
    ["a class that names a kind of its own", () => endpoint("POST /x", { money: new (class { readonly [Symbol.toStringTag] = "Money"; amount = 5; })() }), "money"],
    ["a Date that a toJSON gives, which JSON would write as {}", () => endpoint("POST /x", { at: { toJSON: () => new Date(0) } }), "at"],
    ["undefined in a list", () => endpoint("POST /x", { labels: ["bug", undefined] }), "labels[1]"],
    ["a hole in a list", () => endpoint("POST /x", { data: { labels: [, "bug"] } }), "data.labels[0]"],
    ["undefined that a toJSON gives as the whole body", () => endpoint("POST /x", { data: { toJSON: () => undefined } }), "data"],
  ])("refuses %s, naming where it is", (_name, call, field) => {
    const error = refusal(call);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect([error.field, error.key]).toEqual([field, "notJson"]);
  });

  it.each<[string, () => unknown, string, string]>([
    ["a revoked Proxy inside data", () => endpoint("POST /x", { data: { a: [revoked] } }), "data.a[0]", "TypeError: Cannot perform 'IsArray' on a proxy that has been revoked"],
    ["a revoked Proxy in a default parameter", () => endpoint.defaults({ labels: ["bug", revoked] }), "labels[1]", "TypeError: Cannot perform 'IsArray' on a proxy that has been revoked"],
    [
      "a getter that throws",
      () =>
        endpoint("POST /x", {
          issue: {
            get title(): string {
              throw new RangeError("no title yet");
            },
          },
        }),
      "issue.title",
      "RangeError: no title yet",
    ],
    [
      "a toJSON that throws",
      () =>
        endpoint("POST /x", {
          data: [
            {
              toJSON() {
                throw new Error("not ready");
              },
            },
          ],
        }),
      "data[0]",
      "Error: not ready",
    ],
  ])("refuses %s with the library's error, naming where it was read", (_name, call, field, reason) => {
    const error = refusal(call);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect([error.field, error.key]).toEqual([field, "threw"]);
    expect(error.message).toContain(`${field}: reading it threw ${reason}`);
  });

  it("says what JSON would write for undefined, and for a class that names a kind of its own", () => {
    expect(refusal(() => endpoint("POST /x", { labels: ["bug", undefined] })).message).toBe(
      'labels[1]: undefined (or a hole) has no JSON form: in an array JSON writes null, as the whole body nothing; leave it out or pass null (route "POST /x")',
    );
    expect(refusal(() => endpoint("POST /x", { h: new Headers() })).message).toBe(
      "h: an instance of Headers has no JSON form, so a JSON body would lose or refuse it; pass plain data (text, numbers, arrays, plain objects, objects of your own classes) " +
        'or give it a toJSON; bytes, a Blob, a web stream or form data go only as the whole data (route "POST /x")',
    );
  });

  it("sends a value with a toJSON as what that returns, called with its key, as JSON.stringify does", () => {
    const named = { toJSON: (key: string) => `key ${JSON.stringify(key)}` };
    expect(endpoint("POST /x", { at: { toJSON: () => "2020" } }).body).toEqual({ at: "2020" });
    expect(endpoint("POST /x", { named, list: [named] }).body).toEqual({ named: 'key "named"', list: ['key "0"'] });
    expect(endpoint("POST /x", { data: { named } }).body).toEqual({ named: 'key "named"' });
    expect(endpoint("POST /x", { data: named }).body).toBe('"key \\"\\""');
    expect(endpoint("POST /x", { since: new Date(0), site: new URL("https://a.example/p") }).body).toEqual({ since: "1970-01-01T00:00:00.000Z", site: "https://a.example/p" });
    // What a toJSON returns is written, not asked again: only its members' toJSON are called.
    class Wrapper {
      b = named;
      toJSON(): string {
        return "never";
      }
    }
    expect(endpoint("POST /x", { a: { toJSON: () => new Wrapper() } }).body).toEqual({ a: { b: 'key "b"' } });
  });

  it("sends Number, String and Boolean objects as the primitive they hold", () => {
    expect(endpoint("POST /x", { n: new Number(5), s: new String("x"), b: new Boolean(false) }).body).toEqual({ n: 5, s: "x", b: false });
  });

  it("holds a class instance as its own enumerable properties, what JSON writes, an undefined one kept as octokit keeps it", () => {
    const body = endpoint("POST /x", { issue: new Issue() }).body as { issue: object };
    expect(body).toStrictEqual({ issue: { title: "Found a bug", labels: ["bug"], milestone: undefined } });
    expect(Object.getPrototypeOf(body.issue)).toBe(Object.prototype);
    expect(toFetchArguments(endpoint("POST /x", { issue: new Issue() }))[1].body).toBe('{"issue":{"title":"Found a bug","labels":["bug"]}}');
  });

  it("holds a copy: the result shares no object with the caller, and a later change of the caller's reaches nothing", () => {
    const issue = new Issue();
    const result = endpoint("POST /x", { data: issue });
    issue.labels.push("later");
    issue.title = "changed";
    expect(result.body).toEqual({ title: "Found a bug", labels: ["bug"] });
  });

  it("reads each value once: a getter that answers differently each time is sent as it answered", () => {
    let reads = 0;
    const data = {
      get count() {
        reads += 1;
        return reads;
      },
    };
    const result = endpoint("POST /x", { data });
    expect(result.body).toEqual({ count: 1 });
    expect(toFetchArguments(result)[1].body).toBe('{"count":1}');
    expect(reads).toBe(1);
  });
});

describe("issue 32, 6. what endpoint() accepts as a body, the fetch helpers send", () => {
  const date = new Date(Date.UTC(2020, 0, 1));
  const site = new URL("https://a.example/p");
  it.each<[string, () => RequestOptions, string]>([
    ["a DTO as data", () => endpoint("POST /x", { data: new Issue() }), '{"title":"Found a bug","labels":["bug"]}'],
    ["a DTO as a parameter", () => endpoint("POST /x", { issue: new Issue({ milestone: 3 }) }), '{"issue":{"title":"Found a bug","labels":["bug"],"milestone":3}}'],
    ["a Date as data", () => endpoint("POST /x", { data: date }), '"2020-01-01T00:00:00.000Z"'],
    ["a URL as data", () => endpoint("POST /x", { data: site }), '"https://a.example/p"'],
    ["a DTO given to the builder", () => new RequestBuilder().route("POST /x").data(new Issue()).build(), '{"title":"Found a bug","labels":["bug"]}'],
    ["a Date given to the builder", () => new RequestBuilder().route("POST /x").data(date).build(), '"2020-01-01T00:00:00.000Z"'],
    ["a DTO in defaults", () => endpoint.defaults({ data: new Issue() })("POST /x"), '{"title":"Found a bug","labels":["bug"]}'],
    ["a URL in defaults", () => endpoint.defaults({ data: site })("POST /x"), '"https://a.example/p"'],
  ])("sends %s as JSON writes it", async (_name, made, json) => {
    const options = made();
    expect(options.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(toFetchArguments(options)[1].body).toBe(json);
    expect(await toRequest(options).text()).toBe(json);
  });

  it("sends a Node stream as the whole data as it stands, as octokit does for a release asset, and the fetch helpers as a web stream reading it", async () => {
    const file = Readable.from([Buffer.from("PK\x03\x04")]);
    const options = endpoint("POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name}", {
      owner: "o",
      repo: "r",
      release_id: 1,
      name: "a.zip",
      headers: { "content-type": "application/zip" },
      data: file,
    });
    expect(options.body).toBe(file);
    const [, init] = toFetchArguments(options);
    expect(init.body).toBeInstanceOf(ReadableStream);
    expect(init.duplex).toBe("half");
    expect(await new Response(init.body).text()).toBe("PK\x03\x04");
  });

  it("checks a body made by hand by the same rule as endpoint()", () => {
    const made = (body: unknown): RequestOptions => ({ method: "post", url: "https://api.github.com/x", headers: {}, body });
    expect(toFetchArguments(made(new Issue()))[1].body).toBe('{"title":"Found a bug","labels":["bug"]}');
    expect(toFetchArguments(made({ at: date, n: new Number(1) }))[1].body).toBe('{"at":"2020-01-01T00:00:00.000Z","n":1}');
    expect(toFetchArguments(made(date))[1].body).toBe('"2020-01-01T00:00:00.000Z"');
    const error = refusal(() => toFetchArguments(made({ a: { b: [Number.NaN] } })));
    expect([error.field, error.key]).toEqual(["body.a.b[0]", "notJson"]);
  });

  // Values JSON writes, and ones it would lose or change, at any depth: the
  // law holds for whatever endpoint() accepts, and what it refuses is the
  // library's error.
  // -0 stays -0 in a result, as octokit keeps it; JSON writes it as 0, which the comparison below would tell apart.
  const double = fc.double().filter((number) => !Object.is(number, -0));
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: "small" }, tie("leaf"), tie("array"), tie("object"), tie("instance"), tie("withToJSON"), tie("boxed")),
    leaf: fc.oneof(
      fc.string(),
      double,
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.bigInt(),
      fc.date(),
      fc.constantFrom(site, new Set([1]), new Map(), new Uint8Array([1]), /x/, () => 1, Symbol("s")),
    ),
    array: fc.oneof(fc.array(tie("value"), { maxLength: 3 }), fc.sparseArray(tie("value"), { maxLength: 3 })),
    object: fc.dictionary(fc.string(), tie("value"), { maxKeys: 3 }),
    instance: fc.array(fc.tuple(fc.string(), tie("value")), { maxLength: 3 }).map((fields) => {
      const issue = new Issue();
      for (const [key, field] of fields) Object.defineProperty(issue, key, { value: field, enumerable: true, writable: true, configurable: true });
      return issue;
    }),
    withToJSON: tie("value").map((inner) => ({ toJSON: () => inner })),
    boxed: fc.oneof(double, fc.string(), fc.boolean(), fc.bigInt()).map((primitive) => Object(primitive) as object),
  }));

  it("sends exactly what JSON.stringify writes of whatever a body endpoint() accepts holds, and JSON.parse of it is the result's body", () => {
    fc.assert(
      fc.property(value, fc.boolean(), (input, asData) => {
        // The whole data as text or bytes is a body of its own, not JSON; undefined is no data, no parameter.
        fc.pre(input !== undefined && (!asData || (typeof input !== "string" && !ArrayBuffer.isView(input))));
        let result: RequestOptions;
        try {
          result = endpoint("POST /x", asData ? { data: input } : { value: input });
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidArgumentError);
          return;
        }
        const written = JSON.stringify(asData ? input : { value: input });
        const body = toFetchArguments(result)[1].body;
        expect(body).toBe(written);
        expect(typeof result.body === "string" ? result.body : JSON.parse(body as string)).toEqual(typeof result.body === "string" ? written : result.body);
        expect(toRequest(result)).toBeInstanceOf(Request);
      }),
    );
  });

  it("accepts any JSON value as a body and sends it as JSON.stringify writes it", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        fc.pre(typeof input !== "string");
        const result = endpoint("POST /x", { data: input, list: [input] } as never);
        // JSON data is held as it is, a copy (-0 included, which JSON writes as 0).
        expect(result.body).toEqual(input);
        expect(toFetchArguments(result)[1].body).toBe(JSON.stringify(input));
        expect(toFetchArguments(endpoint("POST /x", { list: [input] }))[1].body).toBe(JSON.stringify({ list: [input] }));
      }),
    );
  });
});

describe("9. smaller things a user met", () => {
  it.each([
    ["GET /x", { n: Number.NaN, m: Number.POSITIVE_INFINITY }, "https://api.github.com/x?n=NaN&m=Infinity"],
    ["GET /repos/o/r/issues/{issue_number}", { issue_number: Number.NaN }, "https://api.github.com/repos/o/r/issues/NaN"],
  ])("writes a number that is not finite in %s as its text, as octokit does (a JSON body refuses it)", (route, options, url) => {
    expect(endpoint(route, options).url).toBe(url);
    expect(octokit(route, options).url).toBe(url);
  });

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

  it.each(["DELETE/repos/o/r", "GET{/path}"])("refuses the glued method of %j in a route, however often the same text was used as a url option or a route", (text) => {
    for (const first of ["url", "route", "url", "url"]) {
      if (first === "url") expect(endpoint({ url: text }).method).toBe("get");
      const error = refusal(() => endpoint(text));
      expect([error.field, error.key]).toEqual(["route", "typo"]);
      expect(refusal(() => new RequestBuilder().route(text)).key).toBe("typo");
    }
  });

  it("serves a bare URL used as a url option and then as a route from one plan, the route checked", () => {
    const text = "https://example.com/items/{id}";
    for (let i = 0; i < 3; i++) expect(endpoint({ url: text, id: i }).url).toBe(`https://example.com/items/${i}`);
    for (let i = 0; i < 3; i++) expect(endpoint(text, { id: i }).url).toBe(`https://example.com/items/${i}`);
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
