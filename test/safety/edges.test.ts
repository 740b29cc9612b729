import { runInNewContext } from "node:vm";
import { immerable } from "immer";
import { describe, expect, it } from "vitest";
import {
  endpoint,
  InvalidArgumentError,
  RequestBuilder,
  toFetchArguments,
  toRequest,
  UnsafePathParameterError,
  UriTemplateError,
  type EndpointOptions,
} from "../../src";
import { runInProcess } from "../cli/run-in-process";

/**
 * The edges a new user and an attacker found (one describe per item of the
 * report): each test reproduces what was reported and pins what happens now.
 */

const JSON_TYPE = "application/json; charset=utf-8";

describe("1. bodies that carry their own type", () => {
  const form = new FormData();
  form.append("file", new Blob(["x"]), "x.txt");
  it.each([
    ["FormData", form],
    ["URLSearchParams", new URLSearchParams({ a: "1" })],
    ["a Blob", new Blob(["x"], { type: "image/png" })],
  ])("%s gets no library content-type, so fetch sets its own", async (_name, data) => {
    const options = endpoint("POST /upload", { data });
    expect(options.headers["content-type"]).toBeUndefined();
    expect(options.body).toBe(data);
    const request = toRequest(options);
    // fetch's own: a multipart boundary, the form type, the Blob's type.
    expect(request.headers.get("content-type")).not.toBe(JSON_TYPE);
    expect(request.headers.get("content-type")).toBeTruthy();
  });

  it("keeps a caller's content-type for such a body", () => {
    expect(endpoint("POST /upload", { data: new Blob(["x"]), headers: { "content-type": "text/plain" } }).headers["content-type"]).toBe("text/plain");
  });

  it("removes an inherited header with null, including the content-type the library would add", () => {
    const api = endpoint.defaults({ headers: { "x-trace": "1", "content-type": "application/vnd.api+json" } });
    expect(api("POST /x", { a: 1 }).headers).toEqual({
      accept: "application/vnd.github.v3+json",
      "user-agent": "fluent-endpoint/1.0.0",
      "x-trace": "1",
      "content-type": "application/vnd.api+json",
    });
    const stripped = api("POST /x", { a: 1, headers: { "x-trace": null, "content-type": null, "user-agent": null } });
    expect(stripped.headers).toEqual({ accept: "application/vnd.github.v3+json" });
    expect(new RequestBuilder().route("POST /x").param("a", 1).header("content-type", null).build().headers).toEqual({
      accept: "application/vnd.github.v3+json",
      "user-agent": "fluent-endpoint/1.0.0",
    });
    // With no content-type among the defaults, the call's null still stops the one the library adds.
    for (const call of [{ a: 1 }, { data: [] }]) {
      expect(endpoint("POST /x", { ...call, headers: { "content-type": null } }).headers).toEqual({
        accept: "application/vnd.github.v3+json",
        "user-agent": "fluent-endpoint/1.0.0",
      });
    }
    // undefined still means "leave it": the default stays.
    expect(api("POST /x", { a: 1, headers: { "x-trace": undefined } }).headers["x-trace"]).toBe("1");
  });

  it("keeps a removal made by defaults() until a call sets the header again", () => {
    const bare = endpoint.defaults({ headers: { "user-agent": null } });
    expect(bare("GET /x").headers).toEqual({ accept: "application/vnd.github.v3+json" });
    expect(bare("GET /x", { headers: { "user-agent": "app/1" } }).headers["user-agent"]).toBe("app/1");
    expect(bare.DEFAULTS.headers["user-agent"]).toBeNull();
  });
});

describe("2. results share nothing mutable with the caller or each other", () => {
  class Agent {
    keepAlive = true;
  }

  it("copies plain data in a defaulted request for each result, keeping class instances", () => {
    const agent = new Agent();
    const retries = { max: 3 };
    const api = endpoint.defaults({ request: { retries, agent } });
    const first = api("GET /x").request as { retries: { max: number }; agent: Agent };
    first.retries.max = 99;
    expect(retries.max).toBe(3);
    const second = api("GET /x").request as { retries: { max: number }; agent: Agent };
    expect(second.retries).toEqual({ max: 3 });
    expect(second.retries).not.toBe(first.retries);
    expect(second.agent).toBe(agent);
    expect(Object.isFrozen(agent)).toBe(false);
  });

  it("returns a request passed in a call as the very same object", () => {
    const request = { retries: { max: 3 } };
    expect(endpoint("GET /x", { request }).request).toBe(request);
  });

  it("keeps DEFAULTS from being changed by any path, a Date, Map or Set included", () => {
    const since = new Date(Date.UTC(2020, 0, 1));
    const api = endpoint.defaults({ since, ids: new Set([1]), names: new Map([["a", 1]]), nested: { list: [1] } });
    const defaults = api.DEFAULTS as unknown as { since: Date; ids: Set<number>; names: Map<string, number>; nested: { list: number[] } };
    expect(() => defaults.since.setFullYear(2000)).toThrow(TypeError);
    expect(() => defaults.since.setTime(0)).toThrow(TypeError);
    expect(() => defaults.ids.add(2)).toThrow(TypeError);
    expect(() => defaults.names.set("b", 2)).toThrow(TypeError);
    expect(() => defaults.nested.list.push(2)).toThrow(TypeError);
    expect(defaults.since.toISOString()).toBe("2020-01-01T00:00:00.000Z");
    // Objects and arrays are frozen as they are: they gain no refusing methods of their own.
    expect(Reflect.ownKeys(defaults.nested)).toEqual(["list"]);
    expect(Reflect.ownKeys(defaults.nested.list)).toEqual(["0", "length"]);
    // The caller's own objects are neither changed nor frozen, and a later change of theirs reaches nothing.
    since.setFullYear(1999);
    expect(Object.isFrozen(since)).toBe(false);
    expect((api.merge("POST /x") as unknown as { since: Date }).since.toISOString()).toBe("2020-01-01T00:00:00.000Z");
  });

  it("gives each result its own copy of defaulted plain data", () => {
    const api = endpoint.defaults({ since: new Date(0), labels: [{ name: "bug" }] });
    const body = api("POST /x").body as { since: string; labels: { name: string }[] };
    body.labels[0]!.name = "changed";
    expect(api("POST /x").body).toEqual({ since: "1970-01-01T00:00:00.000Z", labels: [{ name: "bug" }] });
  });
});

describe("3. URL components stay in their places", () => {
  it("puts the query before a fragment", () => {
    expect(endpoint("GET /repos/o/r/issues#top", { page: 2 }).url).toBe("https://api.github.com/repos/o/r/issues?page=2#top");
    expect(endpoint("GET /x{#section}", { section: "a", page: 2 }).url).toBe("https://api.github.com/x?page=2#a");
    expect(endpoint("GET /x?a=1#top", { page: 2 }).url).toBe("https://api.github.com/x?a=1&page=2#top");
    expect(endpoint("GET {+next}", { next: "https://h.example/x?a=1#f", page: 2 }).url).toBe("https://h.example/x?a=1&page=2#f");
  });

  it.each([
    ["a query", "https://proxy.example/api?key=1"],
    ["a fragment", "https://ghe.example/api#v3"],
    ["a backslash", "https://\\evil.example"],
    ["a backslash in the path", "https://ghe.example\\@evil.example/api"],
  ])("refuses a baseUrl with %s", (_name, baseUrl) => {
    expect(() => endpoint("GET /user", { baseUrl })).toThrow(expect.objectContaining({ field: "baseUrl" }));
    expect(() => endpoint.defaults({ baseUrl })).toThrow(InvalidArgumentError);
    expect(() => new RequestBuilder().baseUrl(baseUrl)).toThrow(InvalidArgumentError);
  });

  it("never lets a {+path} value move the request to another host", () => {
    expect(() => endpoint("GET https://api.github.com{+path}", { path: "@evil.example/" })).toThrow(expect.objectContaining({ field: "path" }));
    expect(endpoint("GET https://api.github.com{+path}", { path: "/user" }).url).toBe("https://api.github.com/user");
  });

  it.each([
    ["GET file:///etc/passwd", {}],
    ["GET {+x}/repos", { x: "javascript:alert(1)//" }],
    ["GET {+x}", { x: "file:///etc/passwd" }],
    ["GET ftp://h.example/x", {}],
  ])("refuses %s, which is not http(s)", (route, params) => {
    expect(() => endpoint(route, params as EndpointOptions)).toThrow(expect.objectContaining({ field: "url", code: "ERR_INVALID_ARGUMENT" }));
  });
});

describe("4. a body field named url never redirects the request", () => {
  it("sends the webhook's url in the body, the PATCH and its token to the API", () => {
    const result = endpoint("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", {
      owner: "octocat",
      repo: "hello-world",
      hook_id: 1,
      url: "https://example.com/webhook",
      headers: { authorization: "token secret" },
    });
    expect(result.url).toBe("https://api.github.com/repos/octocat/hello-world/hooks/1/config");
    expect(result.body).toEqual({ url: "https://example.com/webhook" });
  });

  it("keeps url as the URL in the options form and in defaults, and fills {+url}", () => {
    expect(endpoint({ method: "GET", url: "/user" }).url).toBe("https://api.github.com/user");
    expect(endpoint.defaults({ url: "/user" })({}).url).toBe("https://api.github.com/user");
    const route: string = "POST {+url}";
    expect(endpoint(route, { url: "https://uploads.github.com/x", data: "d" }).url).toBe("https://uploads.github.com/x");
  });
});

describe("5. a required path variable needs a value", () => {
  const route: string = "DELETE /repos/{owner}/{repo}/collaborators/{username}";

  it("refuses undefined and null, naming the variable, in endpoint(), parse() and build()", () => {
    for (const username of [undefined, null]) {
      expect(() => endpoint(route, { owner: "o", repo: "r", username })).toThrow(expect.objectContaining({ field: "username" }));
      expect(() => endpoint.parse(endpoint.merge(route, { owner: "o", repo: "r", username }))).toThrow(expect.objectContaining({ field: "username" }));
      expect(() => new RequestBuilder().route(route).params({ owner: "o", repo: "r", username }).build()).toThrow(
        expect.objectContaining({ field: "username" }),
      );
    }
    expect(() => endpoint("PUT /user/starred/:owner/:repo" as string, { owner: "o" })).toThrow(expect.objectContaining({ field: "repo" }));
  });

  it("takes an empty string as a value, and lets optional forms stay empty", () => {
    expect(endpoint("GET /repos/{owner}/{repo}/contents/{path}", { owner: "o", repo: "r", path: "" }).url).toBe(
      "https://api.github.com/repos/o/r/contents/",
    );
    expect(endpoint("GET /x{/a}{.b}{;c}{?d}{&e}{#f}", {}).url).toBe("https://api.github.com/x");
    expect(endpoint("GET /x?q={q}" as string, {}).url).toBe("https://api.github.com/x?q=");
  });

  it("asks nothing of merge() and defaults() yet", () => {
    expect(endpoint.merge(route, { owner: "o" }).url).toBe("/repos/{owner}/{repo}/collaborators/{username}");
    const api = endpoint.defaults({ method: "DELETE", url: "/repos/{owner}/{repo}/collaborators/{username}", owner: "o" });
    expect(api({ repo: "r", username: "u" }).url).toBe("https://api.github.com/repos/o/r/collaborators/u");
  });
});

describe("6. literal text outside RFC 6570's grammar", () => {
  it.each([
    ["GET /us er", "/us er", 3],
    ['GET /a"b', '/a"b', 2],
    ["GET /a'b", "/a'b", 2],
    ["GET /a<b>", "/a<b>", 2],
    ["GET /a\\b", "/a\\b", 2],
    ["GET /a^b", "/a^b", 2],
    ["GET /a`b", "/a`b", 2],
    ["GET /a|b", "/a|b", 2],
    ["GET /a%zzb", "/a%zzb", 2],
    ["GET /a%2", "/a%2", 2],
    ["GET /a\u0085b", "/a\u0085b", 2],
  ])("%j is a template error at its position", (route, template, position) => {
    const call = () => endpoint(route);
    if (route.includes(" ", 4)) {
      expect(call).toThrow(expect.objectContaining({ field: "route" }));
      return;
    }
    expect(call).toThrow(UriTemplateError);
    expect(call).toThrow(expect.objectContaining({ template, position }));
  });

  it("encodes the characters the grammar allows beyond ASCII, and keeps triplets", () => {
    expect(endpoint("GET /café/%2F").url).toBe("https://api.github.com/caf%C3%A9/%2F");
    // Each piece of literal text between expressions is encoded on its own terms.
    expect(endpoint("GET /é/{x}/plain/{y}/ü", { x: "a", y: "b" }).url).toBe("https://api.github.com/%C3%A9/a/plain/b/%C3%BC");
  });

  // RFC 6570's ucschar and iprivate, at each edge of the ranges they leave out:
  // C1 controls, surrogates, U+FDD0–U+FDEF, U+FFF0–U+FFFF and each plane's last two.
  it.each([
    ["00A0", "%C2%A0"],
    ["D7FF", "%ED%9F%BF"],
    ["E000", "%EE%80%80"],
    ["FDCF", "%EF%B7%8F"],
    ["FDF0", "%EF%B7%B0"],
    ["FFEF", "%EF%BF%AF"],
    ["10000", "%F0%90%80%80"],
    ["1F600", "%F0%9F%98%80"],
    ["1FFFD", "%F0%9F%BF%BD"],
    ["10FC00", "%F4%8F%B0%80"],
  ])("encodes U+%s in a route's literal text", (hex, encoded) => {
    expect(endpoint(`GET /a${String.fromCodePoint(Number.parseInt(hex, 16))}b`).url).toBe(`https://api.github.com/a${encoded}b`);
  });

  it.each(["009F", "D800", "DBFF", "DC00", "DFFF", "FDD0", "FDEF", "FFF0", "FFFD", "FFFF", "1FFFE", "10FFFF"])(
    "refuses U+%s in a route's literal text, at its position",
    (hex) => {
      const template = `/a${String.fromCodePoint(Number.parseInt(hex, 16))}b`;
      const call = () => endpoint(`GET ${template}`);
      expect(call).toThrow(UriTemplateError);
      expect(call).toThrow(expect.objectContaining({ template, position: 2 }));
    },
  );

  it.each([
    ["after a character of the Basic Multilingual Plane", '/a\uE000"b', 3],
    ["after a surrogate pair", '/a\u{1F600}"b', 4],
    ["after a pair whose first half is U+DBFF", '/a\u{10FC00}"b', 4],
  ])("still checks the character %s", (_name, template, position) => {
    const call = () => endpoint(`GET ${template}`);
    expect(call).toThrow(expect.objectContaining({ template, position }));
  });

  it("reads variable names with - , as GitHub's description writes them", () => {
    const route = "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships";
    expect(endpoint(route, { enterprise: "e", "enterprise-team": "t" }).url).toBe("https://api.github.com/enterprises/e/teams/t/memberships");
    expect(new RequestBuilder().route(route).params({ enterprise: "e", "enterprise-team": "t" }).build().url).toBe(
      "https://api.github.com/enterprises/e/teams/t/memberships",
    );
  });
});

describe("7. work grows with the input, not faster", () => {
  it("copies shared references once: 2^26 paths through 27 distinct arrays cost about what 2^22 paths through 23 do", () => {
    const nested = (depth: number): unknown[] => {
      let shared: unknown[] = [];
      for (let i = 0; i < depth; i++) shared = [shared, shared];
      return shared;
    };
    const timed = (data: unknown[]): number => {
      let best = Infinity;
      for (let round = 0; round < 3; round++) {
        const started = performance.now();
        endpoint("POST /x", { data });
        best = Math.min(best, performance.now() - started);
      }
      // Under a millisecond is noise, not growth.
      return Math.max(best, 1);
    };
    const shared = nested(26);
    // Copying each path would take sixteen times as long; copying each array once, hardly longer.
    expect(timed(shared) / timed(nested(22))).toBeLessThan(4);
    const body = endpoint("POST /x", { data: shared }).body as unknown[];
    // Compared by identity by hand: a matcher would walk all 2^26 paths to describe a difference.
    expect(body[0] === body[1]).toBe(true);
    expect(body !== shared).toBe(true);
    expect(() => new RequestBuilder().route("POST /x").data(shared)).not.toThrow();
  });

  it("still refuses a cycle, naming the field", () => {
    const cycle: unknown[] = [];
    cycle.push([cycle]);
    expect(() => endpoint("POST /x", { data: cycle })).toThrow(expect.objectContaining({ field: "data" }));
    expect(() => endpoint.defaults({ p: cycle })).toThrow(expect.objectContaining({ field: "p" }));
  });
});

describe("8. nothing of the caller's is frozen, whatever its prototype or realm", () => {
  class Marked {
    [immerable] = true;
    value = { n: 1 };
  }
  const foreign = () => runInNewContext("({ nested: { list: [1, 2] } })") as { nested: { list: number[] } };

  it.each([
    [".data()", (value: object) => new RequestBuilder().route("POST /x").data(value).build()],
    [".param()", (value: object) => new RequestBuilder().route("POST /x").param("p", value).build()],
    [".with()", (value: object) => new RequestBuilder().route("POST /x").with({ p: value }).build()],
    ["endpoint.defaults()", (value: object) => endpoint.defaults({ p: value })("POST /x")],
    ["new RequestBuilder()", (value: object) => new RequestBuilder({ p: value }).route("POST /x").build()],
  ])("through %s", (_name, use) => {
    const marked = new Marked();
    const other = foreign();
    use(marked);
    use(other);
    expect(Object.isFrozen(marked)).toBe(false);
    expect(Object.isFrozen(marked.value)).toBe(false);
    expect(Object.isFrozen(other)).toBe(false);
    expect(Object.isFrozen(other.nested)).toBe(false);
    expect(Object.isFrozen(other.nested.list)).toBe(false);
  });

  // Plain data is a literal, JSON.parse or Object.create(null) object, here or from
  // another realm; an object with a class of its own is not, whatever the class is called.
  const { Object: Impostor } = { Object: class { x = "1"; } };
  class Detached { x = "1"; }
  Object.setPrototypeOf(Detached.prototype, null);
  it.each<[string, () => object, boolean]>([
    ["a literal with a Symbol.toStringTag", () => ({ x: "1", [Symbol.toStringTag]: "Tagged" }), true],
    ["an Object.create(null) object", () => Object.assign(Object.create(null) as object, { x: "1" }), true],
    ["another realm's literal", () => runInNewContext('({ x: "1" })') as object, true],
    ["an instance of a class named Object", () => new Impostor(), false],
    ["an instance of a class whose prototype has no prototype", () => new Detached(), false],
    ["an object whose prototype forges another realm's Object.prototype", () => Object.create(Object.create(null, { constructor: { value: { name: "Object" } } }) as object) as object, false],
  ])("takes as headers %s: %s", (_name, make, plain) => {
    const call = () => endpoint("GET /x", { headers: make() as Record<string, string> });
    if (plain) expect(call().headers.x).toBe("1");
    else expect(call).toThrow(expect.objectContaining({ field: "headers", message: expect.stringMatching(/^headers: expected a plain object, got /) }));
  });

  it("copies a plain object of another realm as plain data", () => {
    const other = foreign();
    const body = endpoint("POST /x", { data: other }).body as typeof other;
    expect(body).toEqual({ nested: { list: [1, 2] } });
    expect(body).not.toBe(other);
  });
});

describe("8b. what a copy copies, told by what a value is rather than what it says it is", () => {
  it("refuses every change to a frozen Map and Set, adding and removing alike", () => {
    const defaults = endpoint.defaults({ ids: new Set([1]), names: new Map([["a", 1]]) }).DEFAULTS as unknown as { ids: Set<number>; names: Map<string, number> };
    expect(() => defaults.ids.delete(1)).toThrow(TypeError);
    expect(() => defaults.ids.clear()).toThrow(TypeError);
    expect(() => defaults.names.delete("a")).toThrow(TypeError);
    expect(() => defaults.names.clear()).toThrow(TypeError);
    expect([...defaults.ids]).toEqual([1]);
    expect([...defaults.names]).toEqual([["a", 1]]);
  });

  it.each<[string, object]>([
    ["a Map", { [Symbol.toStringTag]: "Map", size: 0 }],
    ["a Set", { [Symbol.toStringTag]: "Set", size: 0 }],
    ["a Date", { [Symbol.toStringTag]: "Date" }],
    ["an ArrayBuffer", { [Symbol.toStringTag]: "ArrayBuffer", byteLength: 0 }],
    ["a SharedArrayBuffer", { [Symbol.toStringTag]: "SharedArrayBuffer", byteLength: 0 }],
  ])("keeps an object of a class of its own that calls itself %s by reference, unfrozen", (_name, fields) => {
    class Impostor {}
    const impostor = Object.assign(new Impostor(), fields);
    const api = endpoint.defaults({ value: impostor });
    expect((api.merge("POST /x") as unknown as { value: object }).value).toBe(impostor);
    // A class that names a kind of its own is no data JSON writes whole: a JSON body refuses it (docs/decisions.md).
    expect(() => api("POST /x")).toThrow(expect.objectContaining({ field: "value", key: "notJson" }));
    expect(Object.isFrozen(impostor)).toBe(false);
  });

  it("copies a Map, a Set and a Date of another realm as its own", () => {
    const { map, set, date } = runInNewContext("({ map: new Map([[1, 2]]), set: new Set([3]), date: new Date(5) })") as { map: Map<number, number>; set: Set<number>; date: Date };
    const defaults = endpoint.defaults({ map, set, date }).DEFAULTS as unknown as { map: Map<number, number>; set: Set<number>; date: Date };
    expect(defaults.map).not.toBe(map);
    expect([...defaults.map]).toEqual([[1, 2]]);
    expect(defaults.set).not.toBe(set);
    expect([...defaults.set]).toEqual([3]);
    expect(defaults.date).not.toBe(date);
    expect(defaults.date.getTime()).toBe(5);
    expect(() => defaults.map.set(9, 9)).toThrow(TypeError);
  });

  it("copies a SharedArrayBuffer in defaults, and sends a call's as it is", () => {
    const shared = new SharedArrayBuffer(2);
    new Uint8Array(shared)[0] = 1;
    const api = endpoint.defaults({ data: shared });
    new Uint8Array(shared)[0] = 2;
    const body = api("POST /x").body as SharedArrayBuffer;
    expect(body).not.toBe(shared);
    expect(body).toBeInstanceOf(SharedArrayBuffer);
    expect([...new Uint8Array(body)]).toEqual([1, 0]);
    expect(endpoint("POST /x", { data: shared }).body).toBe(shared);
  });

  it("copies a DataView over part of a buffer as the part it views", () => {
    const buffer = new Uint8Array([1, 2, 3, 4]).buffer;
    const api = endpoint.defaults({ data: new DataView(buffer, 1, 2) });
    const body = api("POST /x").body as DataView;
    expect(body).toBeInstanceOf(DataView);
    expect([body.byteOffset, body.byteLength, body.getUint8(0), body.getUint8(1)]).toEqual([0, 2, 2, 3]);
  });

  it("copies a container met twice once, and the copy holds it twice", () => {
    const shared = { n: 1 };
    const body = endpoint("POST /x", { data: { a: shared, b: [shared] } }).body as { a: object; b: object[] };
    expect(body.a).not.toBe(shared);
    expect(body.b[0]).toBe(body.a);
  });
});

describe("9. errors at the edges are the library's", () => {
  it("refuses a method fetch forbids in the adapters", () => {
    expect(() => toRequest(endpoint("TRACE /x"))).toThrow(expect.objectContaining({ field: "method", code: "ERR_INVALID_ARGUMENT" }));
    expect(() => toFetchArguments(endpoint("CONNECT /x"))).toThrow(InvalidArgumentError);
  });

  it("refuses CR/LF in a hand-made header value in the adapters", () => {
    expect(() => toFetchArguments({ method: "get", url: "https://h/x", headers: { a: "1\r\nb: 2" } })).toThrow(
      expect.objectContaining({ field: 'headers["a"]' }),
    );
  });

  it("lets the CLI take any parameter name the library takes", async () => {
    const { status, stdout } = await runInProcess(["POST /x", "constructor=c", "toString=t", "__proto__=p", "url=u"]);
    expect(status).toBe(0);
    expect(JSON.parse(stdout).body).toEqual(JSON.parse('{"constructor":"c","toString":"t","__proto__":"p","url":"u"}'));
  });

  it("keeps refusing what is unsafe in a path", () => {
    expect(() => endpoint("DELETE /repos/{owner}/{repo}", { owner: "o", repo: ".." })).toThrow(UnsafePathParameterError);
  });
});

describe("literal text of a route beyond ASCII is RFC 6570's ucschar and iprivate", () => {
  it.each([0xa0, 0xd7ff, 0xe000, 0xfdcf, 0xfdf0, 0xffef, 0x10000, 0x1fffd])("U+%s is allowed and percent-encoded", (point) => {
    const char = String.fromCodePoint(point);
    expect(endpoint(`GET /a${char}b{x}`, { x: 1 }).url).toBe(`https://api.github.com/a${encodeURIComponent(char)}b1`);
  });

  it.each([0x9f, 0xfdd0, 0xfdef, 0xfff0, 0xfffd, 0xfffe, 0xffff, 0x1fffe, 0xd800, 0xdc00])("U+%s is refused", (point) => {
    expect(() => endpoint(`GET /a${String.fromCodePoint(point)}b{x}`, { x: 1 })).toThrow(
      "at position 2: ",
    );
  });

  it.each([
    ["/a\x7fb", "\\u007f"],
    ["/a\u0085b", "\\u0085"],
    ["/a\u009fb", "\\u009f"],
  ])("shows the invisible character of %j in the message as an escape", (url, shown) => {
    expect(() => endpoint(`GET ${url}`)).toThrow(`at position 2: "${shown}" is not allowed`);
  });

  it("shows an invisible character where a } was expected as an escape", () => {
    expect(() => endpoint("GET /a{b\u200bc}" as string)).toThrow('unexpected "\\u200b" after variable "b"');
  });

  it("counts a surrogate pair as one character in the position of an error after it", () => {
    expect(() => endpoint("GET /\u{1F600}\u0001")).toThrow(
      'Invalid URI template "/\u{1F600}\\u0001" at position 3: "\\u0001" is not allowed in a URI template outside an expression (RFC 6570 §2.1); percent-encode it',
    );
    expect(endpoint("GET /\u{1F600}\u{1F600}x").url).toBe("https://api.github.com/%F0%9F%98%80%F0%9F%98%80x");
  });
});
