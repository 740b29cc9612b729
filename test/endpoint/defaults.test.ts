import { describe, expect, it } from "vitest";
import { endpoint } from "../../src";

describe("endpoint.DEFAULTS", () => {
  it("holds the package defaults", () => {
    expect(endpoint.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" },
      mediaType: { format: "" },
    });
  });

  it("is deeply frozen, so assigning to it throws in strict mode", () => {
    const defaults = endpoint.DEFAULTS as unknown as { baseUrl: string; headers: Record<string, string>; mediaType: { previews: string[] } };
    expect(() => {
      defaults.baseUrl = "https://evil.example";
    }).toThrow(TypeError);
    expect(() => {
      defaults.headers.authorization = "token stolen";
    }).toThrow(TypeError);
    expect(() => defaults.mediaType.previews.push("x")).toThrow(TypeError);
    expect(endpoint("/user").url).toBe("https://api.github.com/user");
  });

  it("is frozen in every part a defaults function adds, while merge() gives copies the caller may change", () => {
    const api = endpoint.defaults({ headers: { "x-a": "1" }, mediaType: { previews: ["ant-man"] }, labels: ["bug"], request: { retry: { n: 1 } } });
    const shown = api.DEFAULTS as unknown as Record<string, object> & { mediaType: { previews: string[] }; request: { retry: object } };
    for (const part of [shown, shown.headers, shown.mediaType, shown.mediaType.previews, shown.labels, shown.request, shown.request.retry]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
    const merged = api.merge("POST /x", { data: { a: [1] } }) as unknown as Record<string, object> & {
      headers: Record<string, string>;
      mediaType: { format: string; previews: string[] };
      labels: string[];
      data: { a: number[] };
      request: { retry: { n: number } };
    };
    for (const part of [merged, merged.headers, merged.mediaType, merged.mediaType.previews, merged.labels, merged.data, merged.data.a, merged.request, merged.request.retry]) {
      expect(Object.isFrozen(part)).toBe(false);
    }
    merged.headers["x-a"] = "2";
    merged.mediaType.format = "raw";
    merged.mediaType.previews.push("x");
    merged.labels.push("x");
    merged.request.retry.n = 2;
    expect(api.merge("GET /x")).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      url: "/x",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0", "x-a": "1" },
      mediaType: { format: "", previews: ["ant-man"] },
      labels: ["bug"],
      request: { retry: { n: 1 } },
    });
  });

  it("cannot be replaced, nor can the other operations of a function", () => {
    const ghe = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" });
    for (const target of [endpoint, ghe] as unknown as Record<string, unknown>[]) {
      for (const name of ["DEFAULTS", "defaults", "merge", "parse", "builder", "withTypes"]) {
        expect(() => {
          target[name] = {};
        }, name).toThrow(TypeError);
      }
      expect(Object.keys(target)).toEqual(["DEFAULTS", "defaults", "merge", "parse", "builder", "withTypes"]);
    }
    expect(ghe.DEFAULTS.baseUrl).toBe("https://ghe.example/api/v3");
  });
});

describe("endpoint.defaults()", () => {
  it("makes a new function for an enterprise server, leaving the original untouched", () => {
    const enterprise = endpoint.defaults({
      baseUrl: "https://github.acme-inc.com/api/v3",
      headers: { "user-agent": "myApp/1.2.3", authorization: "token secret" },
      org: "acme",
      per_page: 100,
    });
    expect(enterprise("GET /orgs/{org}/repos")).toEqual({
      method: "get",
      url: "https://github.acme-inc.com/api/v3/orgs/acme/repos?per_page=100",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "myApp/1.2.3", authorization: "token secret" },
    });
    expect(endpoint("GET /orgs/{org}/repos", { org: "octokit" }).url).toBe("https://api.github.com/orgs/octokit/repos");
    expect(endpoint.DEFAULTS.baseUrl).toBe("https://api.github.com");
  });

  it("cascades: a later value wins, headers merge key by key", () => {
    const first = endpoint.defaults({ headers: { "X-A": "1", "x-b": "1" }, per_page: 10 });
    const second = first.defaults({ headers: { "x-b": "2" }, per_page: 20 });
    expect(second.DEFAULTS.headers).toEqual({
      accept: "application/vnd.github.v3+json",
      "user-agent": "fluent-endpoint/1.0.0",
      "x-a": "1",
      "x-b": "2",
    });
    expect(second.DEFAULTS.per_page).toBe(20);
    expect(first.DEFAULTS.per_page).toBe(10);
    expect(second("GET /x", { per_page: 30 }).url).toBe("https://api.github.com/x?per_page=30");
  });

  it("adds nothing when given nothing, and refuses null as endpoint(route, null) does", () => {
    expect(endpoint.defaults(undefined as never)("GET /user")).toEqual(endpoint("GET /user"));
    expect(() => endpoint.defaults(null as never)).toThrow(/^options: expected a plain object, got null/);
    expect(() => endpoint("GET /user", null as never)).toThrow(/^options: expected a plain object, got null/);
  });

  it("has the same operations", () => {
    const fn = endpoint.defaults({ method: "POST" });
    expect(typeof fn.defaults).toBe("function");
    expect(typeof fn.merge).toBe("function");
    expect(typeof fn.parse).toBe("function");
    expect(fn.DEFAULTS.method).toBe("POST");
    expect(fn({ url: "/x" }).method).toBe("post");
  });

  it("keeps a default left in place by an undefined in the call", () => {
    const fn = endpoint.defaults({ per_page: 100, headers: { "x-token": "t" } });
    expect(fn("GET /x", { per_page: undefined, headers: { "x-token": undefined } })).toEqual({
      method: "get",
      url: "https://api.github.com/x?per_page=100",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0", "x-token": "t" },
    });
  });

  it("merges request meta key by key with the defaults", () => {
    const fn = endpoint.defaults({ request: { timeout: 1 } });
    expect(fn("GET /x", { request: { retries: 2 } }).request).toEqual({ timeout: 1, retries: 2 });
    expect(fn("GET /x").request).toEqual({ timeout: 1 });
  });

  it("shows a default request object frozen, as deep as it goes", () => {
    const fn = endpoint.defaults({ request: { retry: { count: 1 } } });
    const request = fn.DEFAULTS.request as { retry: { count: number } };
    expect(request).toStrictEqual({ retry: { count: 1 } });
    expect(Object.isFrozen(request)).toBe(true);
    expect(Object.isFrozen(request.retry)).toBe(true);
  });

  it("keeps a copy of a default request object, and gives each result its own", () => {
    const meta = { timeout: 5 };
    const fn = endpoint.defaults({ request: meta });
    expect(fn.DEFAULTS.request).toStrictEqual({ timeout: 5 });
    expect(fn.DEFAULTS.request).not.toBe(meta);
    expect(Object.isFrozen(meta)).toBe(false);
    const first = fn("GET /x").request as { timeout: number };
    expect(first).not.toBe(meta);
    first.timeout = 1;
    meta.timeout = 2;
    expect(fn("GET /x").request).toStrictEqual({ timeout: 5 });
  });

  it("orders the query as the merged options object orders its keys: index-like names first", () => {
    const withA = endpoint.defaults({ a: 1 });
    expect(withA("GET /x", { "0": "z", b: 2 }).url).toBe("https://api.github.com/x?0=z&a=1&b=2");
    expect(withA("GET /x", { b: 2, "10": "y", a: 3 }).url).toBe("https://api.github.com/x?10=y&a=3&b=2");
    expect(withA("GET /x", { b: 2, a: 3 }).url).toBe("https://api.github.com/x?a=3&b=2");
    expect(withA("POST /x", { b: 2, "0": "z" }).body).toEqual({ "0": "z", a: 1, b: 2 });
  });

  it("gives a builder that starts from the same defaults", () => {
    const fn = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" });
    expect(fn.builder().route("GET /user").build()).toEqual(fn("GET /user"));
  });
});
