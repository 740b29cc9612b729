import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, RequestBuilder, UriTemplateError, type EndpointOptions, type MergedOptions } from "../../src";
import { thrown } from "../thrown";

/**
 * Each rule of "validate at the boundary", tried through every entry point.
 * Every failure must be an InvalidArgumentError naming the field, at the call
 * that received the bad value.
 */

const refused = (call: () => unknown) => thrown(call, InvalidArgumentError);

function circular(): Record<string, unknown> {
  const value: Record<string, unknown> = { a: 1 };
  value.self = value;
  return value;
}

function nested(levels: number): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < levels; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Every entry point that takes an options object, with the route "POST /x". */
const optionEntries: [string, (options: Record<string, unknown>) => unknown][] = [
  ["endpoint(route, options)", (options) => endpoint("POST /x", options as EndpointOptions)],
  ["endpoint(options)", (options) => endpoint({ method: "POST", url: "/x", ...options })],
  ["endpoint.merge()", (options) => endpoint.merge("POST /x", options as EndpointOptions)],
  ["endpoint.defaults()", (options) => endpoint.defaults({ method: "POST", url: "/x", ...options })],
  ["endpoint.parse()", (options) => endpoint.parse({ ...endpoint.merge("POST /x"), ...options } as MergedOptions)],
  ["new RequestBuilder()", (options) => new RequestBuilder({ method: "POST", url: "/x", ...options })],
  ["RequestBuilder#with()", (options) => new RequestBuilder().route("POST /x").with(options as EndpointOptions)],
];

/** Options that every entry point must refuse at once, and the field each error names. */
const badOptions: [string, Record<string, unknown>, string][] = [
  ["a method that is not a token", { method: "GE T" }, "method"],
  ["a method with CR LF", { method: "GET\r\nx-evil:" }, "method"],
  ["a method that is not a string", { method: 1 }, "method"],
  ["a baseUrl that is not a string", { baseUrl: 1 }, "baseUrl"],
  ["headers that are a string", { headers: "a: b" }, "headers"],
  ["headers that are an array", { headers: [["a", "b"]] }, "headers"],
  ["headers that are a Map", { headers: new Map([["a", "b"]]) }, "headers"],
  ["a header name with a space", { headers: { "a b": "1" } }, 'headers["a b"]'],
  ["a header name with a colon", { headers: { "a:b": "1" } }, 'headers["a:b"]'],
  ["an empty header name", { headers: { "": "1" } }, 'headers[""]'],
  ["a non-ASCII header name", { headers: { "é": "1" } }, 'headers["é"]'],
  ["a header value with CR", { headers: { x: "a\rb" } }, 'headers["x"]'],
  ["a header value with LF", { headers: { x: "a\nset-cookie: b" } }, 'headers["x"]'],
  ["a header value with NUL", { headers: { x: "a\u0000" } }, 'headers["x"]'],
  ["a header value with another control character", { headers: { x: "a\u001bb" } }, 'headers["x"]'],
  ["a header value with DEL", { headers: { x: "a\u007f" } }, 'headers["x"]'],
  ["a header value beyond U+00FF", { headers: { "user-agent": "app 😀" } }, 'headers["user-agent"]'],
  ["a boolean header value", { headers: { x: true } }, 'headers["x"]'],
  ["an object header value", { headers: { x: {} } }, 'headers["x"]'],
  ["an array header value", { headers: { x: ["a", "b"] } }, 'headers["x"]'],
  ["an infinite header value", { headers: { "content-length": Number.POSITIVE_INFINITY } }, 'headers["content-length"]'],
  ["a NaN header value", { headers: { "content-length": Number.NaN } }, 'headers["content-length"]'],
  ["a mediaType that is a string", { mediaType: "raw" }, "mediaType"],
  ["a mediaType that is an array", { mediaType: ["raw"] }, "mediaType"],
  ["a format that is a number", { mediaType: { format: 1 } }, "mediaType.format"],
  ["a format with CR LF", { mediaType: { format: "raw\r\nx-evil: 1" } }, "mediaType.format"],
  ["a format with a comma", { mediaType: { format: "raw,text/html" } }, "mediaType.format"],
  ["a format with a space", { mediaType: { format: "raw json" } }, "mediaType.format"],
  ["previews that are a string", { mediaType: { previews: "mercy" } }, "mediaType.previews"],
  ["a preview that is a number", { mediaType: { previews: ["a", 1] } }, "mediaType.previews[1]"],
  ["an empty preview", { mediaType: { previews: [""] } }, "mediaType.previews[0]"],
  ["a preview that is only the -preview suffix", { mediaType: { previews: ["a", "-preview"] } }, "mediaType.previews[1]"],
  ["a preview with LF", { mediaType: { previews: ["mercy\nx-evil: 1"] } }, "mediaType.previews[0]"],
  ["a preview with a slash", { mediaType: { previews: ["a/b"] } }, "mediaType.previews[0]"],
  ["a request that is a string", { request: "x" }, "request"],
  ["a request that is an array", { request: [] }, "request"],
  ["a circular parameter", { p: circular() }, "p"],
  ["a circular body", { data: circular() }, "data"],
  ["a parameter nested 1001 levels deep", { p: nested(1001) }, "p"],
  ["a baseUrl without a scheme", { baseUrl: "api.github.com" }, "baseUrl"],
  ["a baseUrl of another scheme", { baseUrl: "ftp://example.com" }, "baseUrl"],
  ["a baseUrl without a host", { baseUrl: "https:///x" }, "baseUrl"],
  ["a baseUrl that is only a scheme", { baseUrl: "https://" }, "baseUrl"],
  ["a baseUrl with a query", { baseUrl: "https://proxy.example/api?to=" }, "baseUrl"],
  ["a baseUrl with a fragment", { baseUrl: "https://h.example/api#v3" }, "baseUrl"],
  ["a baseUrl with a backslash", { baseUrl: "https://\\evil.example" }, "baseUrl"],
  ["a baseUrl with a newline", { baseUrl: "https://api.github.com\n.evil.example" }, "baseUrl"],
  ["a baseUrl with a tab", { baseUrl: "https://api.\tgithub.com" }, "baseUrl"],
  ["a baseUrl with a space", { baseUrl: "https://api.github.com /x" }, "baseUrl"],
];

describe.each(optionEntries)("%s refuses bad options at once", (_entry, call) => {
  it.each(badOptions)("%s", (_name, options, field) => {
    expect(refused(() => call(options)).field).toBe(field);
  });

  it("accepts a numeric or BigInt header value, null for none, field text with tabs and Latin-1, and a body nested 1000 levels deep", () => {
    expect(() =>
      call({ headers: { "content-length": 14, "x-big": 2n ** 70n, "x-none": null, "x-a": "a\tb ~ é\u00ff" }, data: nested(1000) }),
    ).not.toThrow();
  });
});

describe("a route or options argument of the wrong kind", () => {
  it.each([
    ["endpoint(42)", () => endpoint(42 as never), "route"],
    ["endpoint(null)", () => endpoint(null as never), "route"],
    ["endpoint([])", () => endpoint([] as never), "route"],
    ["endpoint({}, {})", () => endpoint({ url: "/x" } as never, {}), "route"],
    ["endpoint(route, 'x')", () => endpoint("GET /x", "x" as never), "options"],
    ["endpoint(route, null)", () => endpoint("GET /x", null as never), "options"],
    ["endpoint(route with two spaces)", () => endpoint("GET /a b"), "route"],
    ["endpoint(route with a leading space)", () => endpoint(" /x"), "route"],
    ["endpoint.merge(42)", () => endpoint.merge(42 as never), "route"],
    ["endpoint.merge(route, [])", () => endpoint.merge("GET /x", [] as never), "options"],
    ["endpoint.defaults(42)", () => endpoint.defaults(42 as never), "options"],
    ["endpoint.defaults(new Date())", () => endpoint.defaults(new Date() as never), "options"],
    ["endpoint.parse(42)", () => endpoint.parse(42 as never), "options"],
    ["endpoint.parse([])", () => endpoint.parse([] as never), "options"],
    ["new RequestBuilder('GET /x')", () => new RequestBuilder("GET /x" as never), "options"],
    ["RequestBuilder#with(42)", () => new RequestBuilder().with(42 as never), "options"],
  ])("%s", (_name, call, field) => {
    expect(refused(call).field).toBe(field);
  });
});

describe("every builder method checks its own arguments at the call", () => {
  const base = new RequestBuilder().route("GET /x");

  it.each([
    [".route(42)", () => base.route(42 as never), "route"],
    [".route(two spaces)", () => base.route("GET /a b"), "route"],
    [".route(bad method)", () => base.route("G(T /x"), "method"],
    [".method(not a token)", () => base.method("GE T"), "method"],
    [".method(42)", () => base.method(42 as never), "method"],
    [".baseUrl(42)", () => base.baseUrl(42 as never), "baseUrl"],
    [".param(42)", () => base.param(42 as never, 1), "param name"],
    [".param(named option)", () => base.param("mediaType", {}), 'param "mediaType"'],
    [".param(circular)", () => base.param("p", circular()), "p"],
    [".params(null)", () => base.params(null as never), "params"],
    [".params(named option)", () => base.params({ headers: {} }), 'param "headers"'],
    [".baseUrl(ftp)", () => base.baseUrl("ftp://x"), "baseUrl"],
    [".params(circular)", () => base.params({ p: circular() }), "p"],
    [".header(bad name)", () => base.header("a b", "1"), 'headers["a b"]'],
    [".header(42)", () => base.header(42 as never, "1"), "header name"],
    [".header(CR LF)", () => base.header("x", "a\r\nb"), 'headers["x"]'],
    [".header(object)", () => base.header("x", {} as never), 'headers["x"]'],
    [".headers('x')", () => base.headers("x" as never), "headers"],
    [".headers(bad value)", () => base.headers({ x: "\u0000" }), 'headers["x"]'],
    [".preview('')", () => base.preview(""), "mediaType.previews[0]"],
    [".preview(LF)", () => base.preview("ok", "a\nb"), "mediaType.previews[1]"],
    [".preview(42)", () => base.preview(42 as never), "mediaType.previews[0]"],
    [".format('+')", () => base.format("+"), "mediaType.format"],
    [".format(CR LF)", () => base.format("raw\r\nx: 1"), "mediaType.format"],
    [".format(42)", () => base.format(42 as never), "mediaType.format"],
    [".data(circular)", () => base.data(circular()), "data"],
    [".data(too deep)", () => base.data(nested(1001)), "data"],
    [".request('x')", () => base.request("x" as never), "request"],
    [".with(42)", () => base.with(42 as never), "options"],
  ])("%s", (_name, call, field) => {
    const error = refused(call);
    expect(error.field).toBe(field);
    // The route is known by the time these are called, and the message says it.
    if (field !== "route" && field !== "method") expect(error.route).toBe("GET /x");
  });

  it("refuses an invalid template at .route(), not at .build()", () => {
    expect(() => base.route("GET /repos/{owner")).toThrow(UriTemplateError);
    expect(() => base.route("GET /repos/{owner")).toThrow('Invalid URI template "/repos/{owner" at position 7');
  });

  it("leaves the builder it was called on usable after a refused call", () => {
    expect(() => base.header("a b", "1")).toThrow(InvalidArgumentError);
    expect(base.build().url).toBe("https://api.github.com/x");
  });
});

describe("rules that need the whole request are checked when it is built", () => {
  /** Builds `options` through every path that produces request options. */
  const buildEntries: [string, (route: string, options: Record<string, unknown>) => unknown][] = [
    ["endpoint()", (route, options) => endpoint(route, options as EndpointOptions)],
    ["endpoint.parse(merge())", (route, options) => endpoint.parse(endpoint.merge(route, options as EndpointOptions))],
    ["endpoint.defaults()()", (route, options) => endpoint.defaults(options as EndpointOptions)(route)],
    ["RequestBuilder#build()", (route, options) => new RequestBuilder().with(options as EndpointOptions).route(route).build()],
  ];

  const badRequests: [string, string, Record<string, unknown>, string][] = [
    ["a plain object as a GET query value", "GET /x", { filter: { a: 1 } }, "filter"],
    ["a plain object as a HEAD query value", "HEAD /x", { filter: {} }, "filter"],
    ["a list of lists as a query value", "GET /x", { ids: [1, [2, 3]] }, "ids[1]"],
    ["an object inside a query list", "GET /x", { ids: [1, { a: 2 }] }, "ids[1]"],
    ["a Date as a query value", "GET /x", { since: new Date(0) }, "since"],
    ["a body on a GET", "GET /x", { data: "x" }, "data"],
    ["a required path parameter that is undefined", "GET /x/{id}", { id: undefined }, "id"],
    ["a required path parameter that is null", "DELETE /x/:id", { id: null }, "id"],
    ["a required path parameter that is an empty list", "GET /x/{+id}", { id: [] }, "id"],
  ];

  describe.each(buildEntries)("%s", (_entry, call) => {
    it.each(badRequests)("refuses %s", (_name, route, options, field) => {
      const error = refused(() => call(route, options));
      expect(error.field).toBe(field);
      expect(error.route).toBe(route);
    });

    it.each([
      ["a baseUrl with a trailing slash", "GET /x", { baseUrl: "https://h.example/api/v3/" }, "https://h.example/api/v3/x"],
      ["an upper-case scheme", "GET /x", { baseUrl: "HTTPS://h.example" }, "HTTPS://h.example/x"],
      ["plain http with a port", "GET /x", { baseUrl: "http://localhost:3000" }, "http://localhost:3000/x"],
      ["parameters beside data, which are not sent", "POST /x", { data: "x", stray: 1 }, "https://api.github.com/x"],
      ["an empty string for a required path parameter", "GET /x/{id}", { id: "" }, "https://api.github.com/x/"],
      ["a number as a query value", "GET /x", { per_page: 100 }, "https://api.github.com/x?per_page=100"],
      ["null as a query value", "GET /x", { page: null }, "https://api.github.com/x"],
      // A lone surrogate has no UTF-8 form; like the template engine, the query sends U+FFFD.
      ["a lone surrogate in a query value", "GET /x", { a: "x\ud800y", q: "\udc00+😀" }, "https://api.github.com/x?a=x%EF%BF%BDy&q=%EF%BF%BD+%F0%9F%98%80"],
      ["a lone surrogate in a query name", "GET /x", { "\ud800": 1 }, "https://api.github.com/x?%EF%BF%BD=1"],
    ])("accepts %s", (_name, route, options, url) => {
      expect((call(route, options) as { url: string }).url).toBe(url);
    });
  });

  it("names url when nothing set one", () => {
    expect(refused(() => endpoint({ method: "GET" })).field).toBe("url");
    expect(refused(() => endpoint.parse(endpoint.merge({}))).field).toBe("url");
    expect(refused(() => endpoint.defaults({ per_page: 1 })({})).field).toBe("url");
    expect(refused(() => new RequestBuilder().param("a", 1).build()).field).toBe("url");
  });

  it("lets merge() return options without a url", () => {
    expect(endpoint.merge({ per_page: 1 }).url).toBeUndefined();
  });
});
