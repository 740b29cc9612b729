import { describe, expect, it } from "vitest";
import { endpoint, RequestBuilder } from "../../src";

function snapshot<T>(value: T): T {
  return structuredClone(value);
}

describe("nothing the caller passes is mutated or frozen", () => {
  const makeOptions = () => ({
    method: "POST",
    url: "/repos/{owner}/{repo}/issues",
    owner: "o",
    repo: "r",
    labels: ["bug"],
    assignee: { login: "x" },
    headers: { Authorization: "token t", "X-Trace": "1" },
    mediaType: { format: "raw", previews: ["mercy-preview"] },
    request: { timeout: 5, nested: { a: 1 } },
  });

  it.each([
    ["endpoint()", (o: ReturnType<typeof makeOptions>) => endpoint(o)],
    ["endpoint.merge()", (o: ReturnType<typeof makeOptions>) => endpoint.merge(o)],
    ["endpoint.defaults()", (o: ReturnType<typeof makeOptions>) => endpoint.defaults(o)],
    ["new RequestBuilder()", (o: ReturnType<typeof makeOptions>) => new RequestBuilder(o).build()],
    ["RequestBuilder#with()", (o: ReturnType<typeof makeOptions>) => new RequestBuilder().with(o).build()],
    ["endpoint.parse()", (o: ReturnType<typeof makeOptions>) => endpoint.parse({ ...endpoint.merge(o), labels: o.labels, request: o.request })],
  ])("%s leaves options as they were", (_name, call) => {
    const options = makeOptions();
    const before = snapshot(options);
    call(options);
    expect(options).toEqual(before);
    for (const part of [options, options.labels, options.assignee, options.headers, options.mediaType, options.mediaType.previews, options.request, options.request.nested]) {
      expect(Object.isFrozen(part)).toBe(false);
    }
  });

  it("does not freeze or change data, request or params given to builder methods", () => {
    const data = { title: "t", tags: ["a"] };
    const request = { timeout: 5, nested: { a: 1 } };
    const labels = ["bug"];
    const headers = { "X-A": "1" };
    const built = new RequestBuilder()
      .route("POST /x{?labels,more}")
      .data(data)
      .request(request)
      .param("labels", labels)
      .params({ more: labels })
      .headers(headers)
      .build();
    for (const part of [data, data.tags, request, request.nested, labels, headers]) expect(Object.isFrozen(part)).toBe(false);
    expect(built.request).toEqual(request);
    expect(built.request).not.toBe(request);
    expect(data).toEqual({ title: "t", tags: ["a"] });
  });

  it("returns a call's own request object as it is, where a builder, a base for many requests, gives each build a copy", () => {
    const request = { timeout: 5 };
    expect(endpoint("GET /x", { request }).request).toBe(request);
    const built = new RequestBuilder().route("GET /x").with({ request }).build().request;
    expect(built).toEqual(request);
    expect(built).not.toBe(request);
  });
});

describe("results and merge() output are fresh", () => {
  it("a changed result never changes a later result", () => {
    const fn = endpoint.defaults({ labels: ["bug"], headers: { "x-a": "1" }, request: { timeout: 1 } });
    const first = fn("POST /x");
    (first.body as { labels: string[] }).labels.push("changed");
    first.headers["x-a"] = "changed";
    (first.request as { timeout: number }).timeout = 99;
    const second = fn("POST /x");
    expect(second.body).toEqual({ labels: ["bug"] });
    expect(second.headers["x-a"]).toBe("1");
    expect(second.request).toEqual({ timeout: 1 });
  });

  it("a request merged from two defaults is copied for each result", () => {
    const fn = endpoint.defaults({ request: { timeout: 1 } }).defaults({ request: { retries: 2 } });
    const first = fn("GET /x");
    (first.request as { timeout: number }).timeout = 99;
    const second = fn("GET /x");
    expect(second.request).toEqual({ timeout: 1, retries: 2 });
    expect(second.request).not.toBe(first.request);
  });

  it("a caller may change merge() output without touching the defaults", () => {
    const fn = endpoint.defaults({ labels: ["bug"], mediaType: { previews: ["a"] } });
    const merged = fn.merge("POST /x");
    (merged.labels as string[]).push("changed");
    merged.headers.accept = "changed";
    merged.mediaType.previews!.push("changed");
    expect(fn.DEFAULTS.labels).toEqual(["bug"]);
    expect(fn("POST /x")).toEqual({
      method: "post",
      url: "https://api.github.com/x",
      headers: {
        accept: "application/vnd.github.a-preview+json",
        "user-agent": "fluent-endpoint/1.0.0",
        "content-type": "application/json; charset=utf-8",
      },
      body: { labels: ["bug"] },
    });
  });

  it("parse() does not change the merged options it reads", () => {
    const merged = endpoint.merge("POST /x", { a: { b: 1 }, mediaType: { previews: ["p"] } });
    const before = snapshot(merged);
    const result = endpoint.parse(merged);
    (result.body as { a: { b: number } }).a.b = 2;
    expect(merged).toEqual(before);
  });

  it("data bodies are copies of plain data", () => {
    const data = { a: [1] };
    const result = endpoint("POST /x", { data });
    expect(result.body).toEqual(data);
    expect(result.body).not.toBe(data);
  });

  it("copies Maps and Sets in merged options with their contents, at every depth", () => {
    const key = { k: 1 };
    const data = { map: new Map<unknown, unknown>([[key, [1]], ["b", { c: 2 }]]), set: new Set<unknown>([1, { d: 3 }]) };
    const merged = endpoint.merge("POST /x", { data }).data as typeof data;
    expect(merged).toEqual({ map: new Map<unknown, unknown>([[{ k: 1 }, [1]], ["b", { c: 2 }]]), set: new Set<unknown>([1, { d: 3 }]) });
    expect(merged.map).not.toBe(data.map);
    expect(merged.set).not.toBe(data.set);
    const [copiedKey] = [...merged.map.keys()];
    expect(copiedKey).not.toBe(key);
    expect(merged.map.get(copiedKey)).not.toBe(data.map.get(key));
    expect([...merged.set][1]).not.toBe([...data.set][1]);
  });
});

describe("copies of data", () => {
  it("copy a Map, a Set and a Date in a defaulted request with what they hold, never the defaults' own", () => {
    const map = new Map<string, unknown>([["k", { a: 1 }]]);
    const set = new Set<unknown>([1, { b: 2 }]);
    const date = new Date(0);
    const api = endpoint.defaults({ request: { map, set, date } });
    const request = api("GET /x").request as { map: Map<string, unknown>; set: Set<unknown>; date: Date };
    expect(request).toEqual({ map: new Map([["k", { a: 1 }]]), set: new Set([1, { b: 2 }]), date: new Date(0) });
    const again = api("GET /x").request as typeof request;
    expect([request.map === again.map, request.set === again.set, request.date === again.date, request.map.get("k") === map.get("k")]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("hold a Date in a body as the text JSON writes for it, so that nothing shares the caller's Date", () => {
    const date = new Date(0);
    const body = endpoint("POST /x", { data: { date } }).body as { date: unknown };
    expect(body).toEqual({ date: "1970-01-01T00:00:00.000Z" });
    date.setTime(5);
    expect(body.date).toBe("1970-01-01T00:00:00.000Z");
  });

  it("frozen in DEFAULTS add nothing to a plain object or an array but freeze them", () => {
    const { request } = endpoint.defaults({ request: { hook: { list: [1, { c: 3 }] } } }).DEFAULTS as unknown as {
      request: { hook: { list: unknown[] } };
    };
    expect(Object.getOwnPropertyNames(request.hook)).toEqual(["list"]);
    expect(Object.getOwnPropertyNames(request.hook.list)).toEqual(["0", "1", "length"]);
    expect(Object.isFrozen(request.hook.list)).toBe(true);
  });

  it("keep a __proto__ key as an ordinary own property, enumerable, writable and configurable", () => {
    const body = endpoint("POST /x", { data: JSON.parse('{"__proto__": {"x": 1}}') as object }).body as object;
    expect(Object.getOwnPropertyDescriptor(body, "__proto__")).toEqual({ value: { x: 1 }, writable: true, enumerable: true, configurable: true });
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
  });
});

