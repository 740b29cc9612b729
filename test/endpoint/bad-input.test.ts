import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  endpoint,
  FluentEndpointError,
  InvalidArgumentError,
  UnsafePathParameterError,
  RequestBuilder,
  UriTemplateError,
} from "../../src";

describe("bad input throws at once, naming the field", () => {
  it.each([
    ["a route that is not a string", () => endpoint(42 as unknown as string), /^route: expected a string such as "GET \/user" or an options object, got 42/],
    ["a route with two spaces", () => endpoint("GET /a b"), /^route: expected "<METHOD> <url>"/],
    ["options that are not an object", () => endpoint("GET /x", [] as never), /^options: expected a plain object, got an array/],
    ["a method that is not a token", () => endpoint({ method: "GE(T", url: "/" }), /^method: expected an HTTP method token/],
    ["a method that is not a string", () => endpoint({ method: 1 as never, url: "/" }), /^method: expected a string, got 1/],
    ["a url that is not a string", () => endpoint({ url: ["x"] as never }), /^url: expected a string, got an array/],
    ["headers that are not an object", () => endpoint("GET /x", { headers: "a: b" as never }), /^headers: expected a plain object/],
    ["a header name that is not a token", () => endpoint("GET /x", { headers: { "x y": "1" } }), /^headers\["x y"\]: a header name must be an HTTP token/],
    ["a header value with LF", () => endpoint("GET /x", { headers: { x: "a\nb" } }), /^headers\["x"\]: a header value must not contain CR, LF or NUL/],
    ["a header value with NUL", () => endpoint("GET /x", { headers: { x: "a\u0000" } }), /CR, LF or NUL/],
    ["a boolean header value", () => endpoint("GET /x", { headers: { x: true as never } }), /^headers\["x"\]: expected a string or a number, got true/],
    ["previews that are not strings", () => endpoint("GET /x", { mediaType: { previews: [1 as never] } }), /^mediaType\.previews\[0\]: expected a non-empty preview name, got 1/],
    ["previews that are not an array", () => endpoint("GET /x", { mediaType: { previews: "mercy" as never } }), /^mediaType\.previews: expected an array of strings/],
    // A hole is a member too, and no name.
    ["previews with a hole", () => endpoint("GET /x", { mediaType: { previews: ["mercy", , "ant-man"] as string[] } }), /^mediaType\.previews\[1\]: expected a non-empty preview name, got undefined/],
    ["previews with a hole, merged", () => endpoint.merge("GET /x", { mediaType: { previews: ["mercy", , "ant-man"] as string[] } }), /^mediaType\.previews\[1\]: expected a non-empty preview name/],
    ["a format that is not a string", () => endpoint("GET /x", { mediaType: { format: 1 as never } }), /^mediaType\.format: expected a string/],
    ["a mediaType that is not an object", () => endpoint("GET /x", { mediaType: "raw" as never }), /^mediaType: expected a plain object/],
    ["request that is not an object", () => endpoint("GET /x", { request: "x" as never }), /^request: expected an object/],
    ["a baseUrl that is not http(s)", () => endpoint("GET /x", { baseUrl: "api.github.com" }), /^baseUrl: expected an absolute http\(s\) URL/],
    ["no url once everything is merged", () => endpoint({ method: "GET" }), /^url: no url was given/],
  ])("%s", (_name, call, message) => {
    expect(call).toThrow(InvalidArgumentError);
    expect(call).toThrow(message);
  });

  it("says how to read the defaults when no url is given at all (actions/github-script reads its client's with request.endpoint({}))", () => {
    expect(() => endpoint({})).toThrow(
      "url: no url was given in the route, the options or the defaults; to read an endpoint function's defaults, use endpoint.DEFAULTS (or endpoint.merge())",
    );
    expect(endpoint.DEFAULTS.baseUrl).toBe("https://api.github.com");
  });

  it("makes argument errors TypeErrors and members of the error family", () => {
    try {
      endpoint("GET /x", { headers: { "bad name": "x" } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TypeError);
      expect(error).toBeInstanceOf(FluentEndpointError);
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error).not.toBeInstanceOf(UriTemplateError);
      expect((error as InvalidArgumentError).code).toBe("ERR_INVALID_ARGUMENT");
      expect((error as InvalidArgumentError).field).toBe('headers["bad name"]');
      expect((error as InvalidArgumentError).route).toBe("GET /x");
      expect((error as Error).name).toBe("InvalidArgumentError");
      expect((error as Error).message).toBe(
        'headers["bad name"]: a header name must be an HTTP token (letters, digits and !#$%&\'*+-.^_`|~) (route "GET /x")',
      );
    }
  });

  it("rejects an invalid URI template instead of mangling it", () => {
    const call = () => endpoint("GET /repos/{owner}/{repo", { owner: "o", repo: "r" });
    expect(call).toThrow(UriTemplateError);
    expect(call).toThrow(/position 15/);
    try {
      call();
    } catch (error) {
      expect(error).toBeInstanceOf(FluentEndpointError);
      expect(error).not.toBeInstanceOf(TypeError);
      expect((error as UriTemplateError).code).toBe("ERR_INVALID_TEMPLATE");
      expect((error as UriTemplateError).position).toBe(15);
    }
  });

  it("truncates long values in messages", () => {
    const long = "x".repeat(10_000);
    try {
      endpoint("GET /x", { baseUrl: long });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message.length).toBeLessThan(300);
      expect((error as Error).message).toContain("(10002 characters)");
    }
  });

  it("keeps numbers as header values", () => {
    expect(endpoint("POST /x", { data: "abc", headers: { "content-length": 3 } }).headers["content-length"]).toBe(3);
    expect(() => endpoint("GET /x", { headers: { "content-length": Number.NaN } })).toThrow(/must be finite/);
  });

  it("checks merged options handed to parse()", () => {
    expect(() => endpoint.parse(null as never)).toThrow(/^options: expected a plain object, got null/);
    expect(() => endpoint.parse({ ...endpoint.merge("GET /x"), headers: { "a b": "1" } })).toThrow(/a header name must be an HTTP token/);
  });

  it("checks options given to defaults() at once", () => {
    expect(() => endpoint.defaults({ headers: { x: "a\rb" } })).toThrow(/CR, LF or NUL/);
    expect(() => endpoint.defaults(7 as never)).toThrow(InvalidArgumentError);
  });
});

describe("path parameters that would add a . or .. segment", () => {
  it.each([
    ["DELETE /repos/{owner}/{repo}", { owner: "o", repo: ".." }, "repo"],
    ["DELETE /repos/{owner}/{repo}", { owner: ".", repo: "r" }, "owner"],
    ["DELETE /repos/{owner}/{+repo}", { owner: "o", repo: "%2e%2E" }, "repo"],
    ["GET /repos/{owner}/{repo}/contents{/path}", { owner: "o", repo: "r", path: ".." }, "path"],
    ["GET /repos/{owner}/{repo}/contents/{+path}", { owner: "o", repo: "r", path: "docs/../../secrets" }, "path"],
    ["GET /files/{+path}", { path: "./a" }, "path"],
    ["PUT /user/starred/:owner/:repo", { owner: "o", repo: ".." }, "repo"],
    ["GET /a/{.ext}", { ext: "." }, "ext"],
    ["GET /a{/list*}", { list: ["x", ".."] }, "list"],
    ["GET /a/.{x}", { x: "." }, "x"],
    // Nothing beside the template's dot leaves a "." segment too: the empty value is named.
    ["GET /a/.{x}", { x: "" }, "x"],
    ["DELETE /repos/{owner}/{repo}/contents/{name}.{ext}", { owner: "o", repo: "r", name: "", ext: "" }, "name"],
    ["GET /a{/x,y}", { x: "ok", y: ".." }, "y"],
    ["GET https://uploads.github.com/{a}/b", { a: ".." }, "a"],
  ])("%s with %j is rejected, naming %s", (route, params, parameter) => {
    const call = () => endpoint(route, params);
    expect(call).toThrow(UnsafePathParameterError);
    try {
      call();
    } catch (error) {
      expect((error as UnsafePathParameterError).parameter).toBe(parameter);
      expect((error as UnsafePathParameterError).code).toBe("ERR_UNSAFE_PATH_PARAMETER");
      expect((error as Error).message).toMatch(new RegExp(`^${parameter}: the value .* would make a "\\." or "\\.\\." segment in the URL path \\(route "`));
    }
  });

  it.each([
    ["GET /repos/{owner}/{repo}", { owner: "a..b", repo: "..." }, "https://api.github.com/repos/a..b/..."],
    ["GET /releases/{tag}", { tag: "v1.2" }, "https://api.github.com/releases/v1.2"],
    ["GET /search/code", { q: ".." }, "https://api.github.com/search/code?q=.."],
    ["GET /x{?ref}", { ref: ".." }, "https://api.github.com/x?ref=.."],
    ["GET /a/../b", {}, "https://api.github.com/a/../b"],
    ["GET /x{#frag}", { frag: "/../" }, "https://api.github.com/x#/../"],
    ["DELETE /repos/{owner}/{repo}", { owner: "o", repo: "%2e%2E" }, "https://api.github.com/repos/o/%252e%252E"],
  ])("%s with %j stays legal", (route, params, url) => {
    expect(endpoint(route, params).url).toBe(url);
  });
});

describe("a plain object is one whose prototype is Object.prototype or null, in this realm or another", () => {
  /** An object whose prototype ends its chain, as another realm's Object.prototype does. */
  const underRealmLikePrototype = (prototype: object): Record<string, string> =>
    Object.assign(Object.create(Object.create(null, Object.getOwnPropertyDescriptors(prototype)) as object) as object, { "x-a": "b" });
  const HEADERS = { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0", "x-a": "b" };

  it.each([
    ["made in a vm context", runInNewContext('({ "x-a": "b" })') as Record<string, string>],
    ["under a prototype like another realm's, with its own constructor Object", underRealmLikePrototype({ constructor: function Object() {} })],
  ])("one %s is accepted", (_, headers) => {
    expect(endpoint("GET /x", { headers }).headers).toEqual(HEADERS);
  });

  it.each([
    ["under a prototype with no constructor", underRealmLikePrototype({}), "an object"],
    ["under a prototype whose constructor is another class", underRealmLikePrototype({ constructor: function Other() {} }), "an instance of Other"],
    ["under a prototype whose constructor is not a function", underRealmLikePrototype({ constructor: { name: "Object" } }), "an object"],
    ["whose prototype has its own toStringTag", underRealmLikePrototype({ constructor: function Object() {}, [Symbol.toStringTag]: "X" }), "an object"],
    ["under a prototype that is itself under Object.prototype", Object.create({ constructor: Object }) as Record<string, string>, "an object"],
    // Reading its constructor throws, in the plain-object test and again in the message: the error is still the library's.
    [
      "under a prototype like another realm's, whose constructor getter throws",
      underRealmLikePrototype(Object.defineProperty({}, "constructor", { get: () => { throw new Error("boom"); }, enumerable: true })),
      "an object",
    ],
    [
      "under a prototype whose constructor getter throws",
      Object.create({ get constructor(): never { throw new Error("boom"); } }) as Record<string, string>,
      "an object",
    ],
  ])("one %s is refused", (_, headers, named) => {
    expect(() => endpoint("GET /x", { headers })).toThrow(`headers: expected a plain object, got ${named} (route "GET /x")`);
  });
});

describe("a method one typo away from a standard one", () => {
  it.each([
    ["GTE /user", "GTE", "GET"],
    ["gte /user", "gte", "GET"],
    ["PSOT /repos/o/r/issues", "PSOT", "POST"],
    ["PATHC /repos/o/r", "PATHC", "PATCH"],
    ["PATH /repos/o/r", "PATH", "PATCH"],
    ["DELET /repos/o/r", "DELET", "DELETE"],
    ["DELETEE /repos/o/r", "DELETEE", "DELETE"],
    ["HAED /user", "HAED", "HEAD"],
    ["PUTT /user", "PUTT", "PUT"],
    ["OPTION /user", "OPTION", "OPTIONS"],
    ["GETS /user", "GETS", "GET"],
    // As near to one standard method as to another: both are named, so that the advice never picks one for the caller.
    ["POT /user", "POT", 'POST" or "PUT'],
    ["PET /user", "PET", 'GET" or "PUT'],
  ])("%s is refused, saying what it probably meant", (route, given, meant) => {
    const call = () => endpoint(route);
    expect(call).toThrow(InvalidArgumentError);
    expect(call).toThrow(`method: the string "${given}" looks like a typo; did you mean "${meant}"? (route "${route}")`);
    expect(call).toThrow(expect.objectContaining({ key: "typo" }));
  });

  it("is refused as the method option and by the builder's .method() too", () => {
    expect(() => endpoint({ method: "PSOT", url: "/x" })).toThrow(/did you mean "POST"/);
    expect(() => new RequestBuilder().method("DELET")).toThrow(/did you mean "DELETE"/);
  });

  it.each([
    ["GET/user", "GET /user"],
    ["POST/repos/{owner}/{repo}/issues", "POST /repos/{owner}/{repo}/issues"],
    ["DELETE{/id}", "DELETE {/id}"],
  ])("%s, a method glued to its URL, is refused, saying what it probably meant", (route, meant) => {
    const call = () => endpoint(route, { owner: "o", repo: "r" });
    expect(call).toThrow(`route: the string "${route}" looks like a typo; did you mean "${meant}"? (route "${route}")`);
  });

  it.each(["DELETE", "POST", "GET", "delete", "Patch"])("%s, a method without its URL, is refused rather than sent as a GET of /%s", (route) => {
    const call = () => endpoint(route);
    expect(call).toThrow(`route: expected "<METHOD> <url>" with exactly one space, or a bare URL, got the string "${route}" (route "${route}")`);
    expect(() => new RequestBuilder().route(route)).toThrow(expect.objectContaining({ field: "route", key: "route" }));
  });

  it.each(["PURGE", "PROPFIND", "LINK", "M-SEARCH", "REPORT", "MKCOL", "QUERY"])("%s, a method of its own, is sent as written", (method) => {
    expect(endpoint(`${method} /x`).method).toBe(method.toLowerCase());
  });

  it.each(["/get/items", "getter/x", "GETTER/x"])("%s, a path that starts with letters of a method, stays a path", (url) => {
    expect(endpoint(url).url).toBe(`https://api.github.com/${url.replace(/^\//, "")}`);
  });
});
