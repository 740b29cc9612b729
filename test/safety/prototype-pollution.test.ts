import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, RequestBuilder, toFetchArguments, type EndpointOptions, type MergedOptions } from "../../src";

/**
 * `JSON.parse` makes `__proto__` an ordinary own key, which is exactly what an
 * attacker sends. Whatever path such a payload takes, it must stay data: never
 * reach `Object.prototype`, never change the prototype of an object we build.
 */

const PAYLOAD = '{"polluted":"yes"}';
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

function json<T = Record<string, unknown>>(text: string): T {
  return JSON.parse(text) as T;
}

/** Every object reachable from `value` has an ordinary prototype. */
function expectOrdinaryPrototypes(value: unknown, seen = new Set<unknown>()): void {
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  const prototype: unknown = Object.getPrototypeOf(value);
  expect([Object.prototype, Array.prototype, null]).toContain(prototype);
  for (const key of Object.keys(value)) expectOrdinaryPrototypes((value as Record<string, unknown>)[key], seen);
}

afterEach(() => {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((Object.prototype as unknown as Record<string, unknown>).polluted).toBeUndefined();
});

describe("__proto__, constructor and prototype keys stay data", () => {
  const options = () =>
    json(`{"__proto__":${PAYLOAD},"constructor":{"prototype":${PAYLOAD}},"prototype":${PAYLOAD},"title":"t"}`);

  it.each<[string, () => unknown]>([
    ["endpoint()", () => endpoint("POST /x", options())],
    ["endpoint(options)", () => endpoint({ method: "POST", url: "/x", ...options() })],
    ["endpoint.merge()", () => endpoint.merge("POST /x", options())],
    ["endpoint.defaults()", () => endpoint.defaults(options())("POST /x")],
    ["endpoint.defaults().DEFAULTS", () => endpoint.defaults(options()).DEFAULTS],
    ["endpoint.parse()", () => endpoint.parse({ ...endpoint.merge("POST /x"), ...options() } as MergedOptions)],
    ["new RequestBuilder()", () => new RequestBuilder(options()).route("POST /x").build()],
    ["RequestBuilder#with()", () => new RequestBuilder().route("POST /x").with(options()).build()],
    ["RequestBuilder#params()", () => new RequestBuilder().route("POST /x").params(options()).build()],
    ["RequestBuilder#options()", () => new RequestBuilder().route("POST /x").params(options()).options()],
  ])("through %s", (_name, call) => {
    const result = call() as Record<string, unknown>;
    expectOrdinaryPrototypes(result);
    const holder = (result.body ?? result) as Record<string, unknown>;
    // Still there, as plain own data.
    expect(Object.hasOwn(holder, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyDescriptor(holder, "__proto__")?.value).toEqual({ polluted: "yes" });
    expect(Object.getOwnPropertyDescriptor(holder, "constructor")?.value).toEqual({ prototype: { polluted: "yes" } });
    expect(holder.polluted).toBeUndefined();
  });

  it("through RequestBuilder#param()", () => {
    const body = new RequestBuilder().route("POST /x").param("__proto__", json(PAYLOAD)).build().body as Record<string, unknown>;
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(body, "__proto__")?.value).toEqual({ polluted: "yes" });
  });

  it("through data, a body taken as it stands", () => {
    const data = json(`{"__proto__":${PAYLOAD},"a":[{"__proto__":${PAYLOAD}}]}`);
    for (const body of [
      endpoint("POST /x", { data }).body,
      new RequestBuilder().route("POST /x").data(data).build().body,
    ]) {
      expectOrdinaryPrototypes(body);
      expect(body).not.toBe(data);
      expect(JSON.stringify(body)).toBe(JSON.stringify(data));
      // The same kind of property JSON.parse made: one a caller can still change or delete.
      expect(Object.getOwnPropertyDescriptor(body, "__proto__")).toEqual(Object.getOwnPropertyDescriptor(data, "__proto__"));
    }
  });

  it("as a GET query parameter: a string is sent, an object refused", () => {
    expect(endpoint("GET /x", json('{"__proto__":"a","constructor":"b"}')).url).toBe("https://api.github.com/x?__proto__=a&constructor=b");
    expect(() => endpoint("GET /x", json(`{"__proto__":${PAYLOAD}}`))).toThrow(InvalidArgumentError);
  });

  it("as a URL variable: only own keys fill a placeholder", () => {
    // Typed as string: the compiler would rightly refuse the literal route with its variables missing.
    const route: string = "GET /a/{constructor}/{__proto__}/{toString}/{hasOwnProperty}";
    // Object.prototype's members are no values: each required path variable is missing.
    expect(() => endpoint(route, {})).toThrow(/^constructor: the route needs a value for this URL parameter, got undefined/);
    expect(endpoint("GET /a{/constructor,__proto__,toString,hasOwnProperty}", {}).url).toBe("https://api.github.com/a");
    expect(endpoint("GET /a/{__proto__}", json('{"__proto__":"x"}')).url).toBe("https://api.github.com/a/x");
    expect(endpoint("GET /a{?x*}", { x: json('{"__proto__":"1"}') }).url).toBe("https://api.github.com/a?__proto__=1");
  });
});

describe("headers", () => {
  it.each<[string, (headers: Record<string, unknown>) => { headers: Record<string, unknown> }]>([
    ["endpoint()", (headers) => endpoint("GET /x", { headers } as EndpointOptions)],
    ["endpoint.merge()", (headers) => endpoint.merge("GET /x", { headers } as EndpointOptions)],
    ["endpoint.defaults()", (headers) => endpoint.defaults({ headers } as EndpointOptions)("GET /x")],
    ["endpoint.parse()", (headers) => endpoint.parse({ ...endpoint.merge("GET /x"), headers } as MergedOptions)],
    ["RequestBuilder#headers()", (headers) => new RequestBuilder().route("GET /x").headers(headers as never).build()],
  ])("a __proto__ header through %s is an ordinary header", (_name, call) => {
    const { headers } = call(json('{"__proto__":"x","Constructor":"y"}'));
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(headers, "__proto__")?.value).toBe("x");
    expect(headers.constructor).toBe("y");
  });

  it("RequestBuilder#header('__proto__') is an ordinary header", () => {
    const { headers } = new RequestBuilder().route("/x").header("__proto__", "x").build();
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(headers, "__proto__")?.value).toBe("x");
  });

  it("refuses an object smuggled in as a __proto__ header value", () => {
    expect(() => endpoint("GET /x", { headers: json(`{"__proto__":${PAYLOAD}}`) })).toThrow(/^headers\["__proto__"\]: expected a string or a number/);
  });
});

describe("mediaType and request", () => {
  it("reads mediaType fields only as own keys", () => {
    const mediaType = json('{"__proto__":{"format":"raw","previews":["mercy"]}}');
    expect(endpoint("GET /x", { mediaType }).headers.accept).toBe("application/vnd.github.v3+json");
    expect(endpoint.merge("GET /x", { mediaType }).mediaType).toEqual({ format: "" });
  });

  it("refuses a mediaType whose real prototype was replaced", () => {
    const mediaType = Object.create({ format: "raw" }) as Record<string, unknown>;
    expect(() => endpoint("GET /x", { mediaType })).toThrow(/^mediaType: expected a plain object/);
  });

  it("merges request keys as data", () => {
    const request = endpoint.defaults({ request: { timeout: 1 } })("GET /x", { request: json(`{"__proto__":${PAYLOAD}}`) }).request as Record<string, unknown>;
    expect(Object.getPrototypeOf(request)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(request, "__proto__")?.value).toEqual({ polluted: "yes" });
    expect(request.timeout).toBe(1);
    const built = new RequestBuilder().request({ timeout: 1 }).request(json(`{"__proto__":${PAYLOAD}}`)).route("/x").build();
    expect(Object.getPrototypeOf(built.request)).toBe(Object.prototype);
  });
});

describe("options objects whose real prototype was replaced", () => {
  it.each([
    ["endpoint()", (options: object) => endpoint("GET /x", options as EndpointOptions)],
    ["endpoint.defaults()", (options: object) => endpoint.defaults(options as EndpointOptions)],
    ["RequestBuilder#params()", (options: object) => new RequestBuilder().params(options as never)],
  ])("are refused by %s, so nothing inherited is read", (_name, call) => {
    const options = Object.create({ url: "/evil", headers: { authorization: "token stolen" } }) as object;
    expect(() => call(options)).toThrow(/expected a plain object/);
  });
});

describe("a process whose Object.prototype another library polluted", () => {
  // Enumerable keys on Object.prototype show up in every for...in over a
  // plain object: none of them may become a parameter, a header or a body key.
  it.each<[string, () => { url: string; headers: Record<string, unknown>; body?: unknown }]>([
    ["GET", () => endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", page: 2, headers: { "x-a": "1" } })],
    ["POST", () => endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", headers: { "x-a": "1" } })],
    ["defaults", () => endpoint.defaults({ per_page: 100 })("GET /x", { page: 2 })],
    ["builder", () => new RequestBuilder().route("POST /x").params({ title: "t" }).headers({ "x-a": "1" }).build()],
  ])("leaves the pollution out of %s", (_name, call) => {
    const prototype = Object.prototype as unknown as Record<string, unknown>;
    prototype.injected = "evil";
    try {
      const result = call();
      expect(result.url).not.toContain("injected");
      expect(Object.keys(result.headers)).not.toContain("injected");
      if (typeof result.body === "object" && result.body !== null) expect(Object.keys(result.body)).not.toContain("injected");
    } finally {
      delete prototype.injected;
    }
  });
});

describe("a process whose prototypes hold the names fluent-endpoint reads", () => {
  // Another library's pollution may put any name on Object.prototype or an
  // index on Array.prototype. An option, a header or a URL variable is only
  // ever what the caller's own objects hold, enumerable or not; a hole in an
  // array reads as empty where pollution wrote an index (enumerable, as an
  // assignment writes it).
  function polluted<T>(target: object, key: PropertyKey, value: unknown, enumerable: boolean, call: () => T): T {
    Object.defineProperty(target, key, { value, enumerable, writable: true, configurable: true });
    try {
      return call();
    } finally {
      delete (target as Record<PropertyKey, unknown>)[key];
    }
  }

  it.each([true, false])("does not take a method from Object.prototype (enumerable: %s)", (enumerable) => {
    const results = polluted(Object.prototype, "method", "DELETE", enumerable, () => [
      endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" }),
      endpoint({ url: "/repos/o/r" }),
      endpoint.defaults({ url: "/user" })({}),
      new RequestBuilder().with({ url: "/user" }).build(),
      endpoint.parse({ ...endpoint.merge("GET /user") } as MergedOptions),
    ]);
    for (const result of results) expect(result.method).toBe("get");
  });

  it.each([true, false])("does not take a url from Object.prototype (enumerable: %s)", (enumerable) => {
    polluted(Object.prototype, "url", "https://evil.example/x", enumerable, () => {
      expect(() => endpoint({ method: "GET" })).toThrow(InvalidArgumentError);
      expect(endpoint.defaults({ url: "/user" })({ method: "POST" }).url).toBe("https://api.github.com/user");
      expect(() => new RequestBuilder().with({ method: "GET" }).build()).toThrow(InvalidArgumentError);
    });
  });

  it("does not take a URL variable from Array.prototype", () => {
    polluted(Array.prototype, 1, "evil", false, () => {
      expect(() => endpoint("GET /repos/{owner}/{repo}" as string, { owner: "o" })).toThrow(/repo/);
      expect(endpoint("GET /repos/{owner}{/repo}", { owner: "o" }).url).toBe("https://api.github.com/repos/o");
    });
  });

  it("reads a hole in a caller's array as nothing, not as Array.prototype's member", () => {
    // The arrays are sparse on purpose: a hole is what a polluted Array.prototype shows through.
    polluted(Array.prototype, 1, "admin", true, () => {
      expect(endpoint("GET /x{/path*}", { path: ["a", , "b"] }).url).toBe("https://api.github.com/x/a/b");
      // The message names the hole as nothing, not as what the prototype shows through it.
      expect(() => endpoint("GET /search/issues", { labels: ["bug", , "ui"] })).toThrow(/^labels\[1\]: .*got undefined/);
      // In a JSON body a hole is refused (JSON would write null), not sent as "admin".
      expect(() => endpoint("POST /repos/o/r/issues", { title: "t", assignees: ["alice", , "carol"] })).toThrow(/^assignees\[1\]: undefined \(or a hole\)/);
      expect(() => endpoint("GET /user", { mediaType: { previews: ["mercy", , "squirrel-girl"] as string[] } })).toThrow(/mediaType\.previews\[1\]/);
    });
  });

  it("does not take a format or previews from Object.prototype", () => {
    const format = polluted(Object.prototype, "format", "raw", false, () => endpoint("GET /x", { mediaType: { previews: ["mercy"] } }));
    expect(format.headers.accept).toBe("application/vnd.github.mercy-preview+json");
    const previews = polluted(Object.prototype, "previews", ["evil"], false, () => endpoint("GET /x", { mediaType: { format: "raw" } }));
    expect(previews.headers.accept).toBe("application/vnd.github.v3.raw");
    const built = polluted(Object.prototype, "format", "raw", false, () => endpoint.defaults({ mediaType: { previews: ["mercy"] } })("GET /x"));
    expect(built.headers.accept).toBe("application/vnd.github.mercy-preview+json");
  });

  it("does not take a header from Object.prototype", () => {
    const post = polluted(Object.prototype, "content-type", "text/evil", false, () => endpoint("POST /x", { title: "t" }));
    expect(post.headers["content-type"]).toBe("application/json; charset=utf-8");
    const removed = polluted(Object.prototype, "accept", "text/evil", false, () =>
      endpoint("GET /x", { headers: { accept: null }, mediaType: { format: "raw" } }),
    );
    expect(Object.keys(removed.headers)).not.toContain("accept");
    const parsed = polluted(Object.prototype, "accept", "text/evil", false, () =>
      endpoint.parse({ method: "GET", url: "https://api.github.com/x", headers: {}, mediaType: { format: "raw", previews: [] } } as unknown as MergedOptions),
    );
    expect(Object.keys(parsed.headers)).toEqual([]);
  });

  it("does not take a body or a method for fetch from Object.prototype, nor let fetch find one there", () => {
    const [, init] = polluted(Object.prototype, "body", "evil", false, () => toFetchArguments(endpoint("GET /user")));
    expect(init).not.toHaveProperty("body");
    // fetch reads every member of init it knows, own or not: init and its
    // headers have no prototype to read them from.
    for (const enumerable of [true, false]) {
      const [, deleted] = polluted(Object.prototype, "body", '{"permission":"admin"}', enumerable, () =>
        polluted(Object.prototype, "credentials", "include", enumerable, () =>
          toFetchArguments(endpoint("DELETE /repos/{owner}/{repo}/collaborators/{username}", { owner: "o", repo: "r", username: "bob" })),
        ),
      );
      expect([Object.getPrototypeOf(deleted), Object.getPrototypeOf(deleted.headers)]).toEqual([null, null]);
      polluted(Object.prototype, "body", "x", enumerable, () => {
        const [, init] = toFetchArguments(endpoint("GET /user"));
        expect([init.body, (init as { credentials?: unknown }).credentials]).toEqual([undefined, undefined]);
      });
    }
    expect(() => polluted(Object.prototype, "method", "GET", false, () => toFetchArguments({ url: "https://api.github.com/x", headers: {} } as never))).toThrow(
      InvalidArgumentError,
    );
  });

  it("does not take an API's base URL or media type from Object.prototype", () => {
    polluted(Object.prototype, "baseUrl", "https://evil.example", false, () => {
      expect(() => endpoint.withTypes({ accept: "application/json" } as never)).toThrow(/baseUrl/);
    });
  });
});

describe("options from another realm", () => {
  it("take nothing from that realm's polluted Object.prototype, in parameters or headers", () => {
    const options = runInNewContext('Object.prototype.evil = "x"; ({ org: "o", q: "1", headers: { a: "1" } })') as EndpointOptions;
    expect(endpoint("GET /orgs/{org}", options)).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/o?q=1",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0", a: "1" },
    });
    expect(endpoint("POST /orgs/{org}", options).body).toEqual({ q: "1" });
  });
});

describe("an object a polluted Object.prototype holds", () => {
  it("reaches no body and no query, with or without defaulted parameters", () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.polluted = { x: 1 };
    try {
      expect(Object.keys(endpoint("POST /x", { a: 1 }).body as object)).toEqual(["a"]);
      const withDefaults = endpoint.defaults({ z: 1 });
      expect(Object.keys(withDefaults("POST /x", { a: 1 }).body as object)).toEqual(["z", "a"]);
      expect(withDefaults("GET /x", { a: 1 }).url).toBe("https://api.github.com/x?z=1&a=1");
    } finally {
      delete prototype.polluted;
    }
  });
});
