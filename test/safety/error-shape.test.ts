import { describe, expect, it } from "vitest";
import {
  endpoint,
  FluentEndpointError,
  InvalidArgumentError,
  parseTemplate,
  RequestBuilder,
  toFetchArguments,
  UnsafePathParameterError,
  UriTemplateError,
} from "../../src";
import { thrown } from "../thrown";

/** Runs `call`, which must throw, and returns what it threw. */
const thrownError = (call: () => unknown) => thrown(call, Error);

describe("every error has a class, a code and a message naming what was wrong", () => {
  it.each([
    ["InvalidArgumentError", () => endpoint("GET /user", { headers: { "bad name": "x" } }), InvalidArgumentError, "ERR_INVALID_ARGUMENT", true],
    ["UriTemplateError", () => endpoint("GET /repos/{owner", {}), UriTemplateError, "ERR_INVALID_TEMPLATE", false],
    ["UnsafePathParameterError", () => endpoint("DELETE /repos/{owner}/{repo}", { owner: "o", repo: ".." }), UnsafePathParameterError, "ERR_UNSAFE_PATH_PARAMETER", false],
  ] as const)("%s", (name, call, type, code, isTypeError) => {
    const error = thrownError(call);
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(FluentEndpointError);
    expect(error).toBeInstanceOf(Error);
    expect(error instanceof TypeError).toBe(isTypeError);
    expect(error.name).toBe(name);
    expect((error as FluentEndpointError).code).toBe(code);
  });

  it("does not count foreign errors as its own", () => {
    expect(new TypeError("x")).not.toBeInstanceOf(FluentEndpointError);
    expect(new Error("x")).not.toBeInstanceOf(FluentEndpointError);
    expect({ code: "ERR_INVALID_ARGUMENT" }).not.toBeInstanceOf(FluentEndpointError);
    expect(null).not.toBeInstanceOf(FluentEndpointError);
    expect(thrownError(() => endpoint("GET /{a", {}))).not.toBeInstanceOf(InvalidArgumentError);
    for (const value of [undefined, "ERR_INVALID_ARGUMENT", 1, () => 1]) expect((value as object) instanceof FluentEndpointError).toBe(false);
  });

  it("names the base class, and a caller's subclass, by their own names", () => {
    const base = new FluentEndpointError("ERR_INVALID_ARGUMENT", "bad input", "GET /user");
    expect([base.name, base.message, base.code, base.route]).toEqual(["FluentEndpointError", 'bad input (route "GET /user")', "ERR_INVALID_ARGUMENT", "GET /user"]);
    expect(base).toBeInstanceOf(FluentEndpointError);
    class AppError extends FluentEndpointError {}
    const own = new AppError("ERR_INVALID_ARGUMENT", "bad input");
    expect([own.name, own.message]).toEqual(["AppError", "bad input"]);
    expect(own).toBeInstanceOf(FluentEndpointError);
  });

  it("gives each error a name a caller may change, and that is not enumerable, as a built-in error's is", () => {
    const error = thrownError(() => endpoint("GET /repos/{owner", {}));
    expect(Object.getOwnPropertyDescriptor(error, "name")).toEqual({ value: "UriTemplateError", writable: true, enumerable: false, configurable: true });
    expect(Object.keys(error)).not.toContain("name");
  });
});

describe("a template error names the url as written and the route", () => {
  it("names the route of an invalid options url", () => {
    const error = thrownError(() => endpoint("GET /repos/{owner}/{repo", { owner: "o" })) as UriTemplateError;
    expect(error.message).toBe(
      'Invalid URI template "/repos/{owner}/{repo" at position 15: the expression starting here has no closing "}" ' +
        '(route "GET /repos/{owner}/{repo")',
    );
    expect(error.template).toBe("/repos/{owner}/{repo");
    expect(error.position).toBe(15);
    expect(error.route).toBe("GET /repos/{owner}/{repo");
  });

  it.each([
    // The engine sees "/repos/{owner}/{repo"; the caller wrote ":owner", one character shorter.
    ["GET /repos/:owner/{repo", "/repos/:owner/{repo", 14],
    ["GET /a/:b/:c/}", "/a/:b/:c/}", 9],
    ["GET /a/:b/{c:0}", "/a/:b/{c:0}", 9],
    ["GET /a}/:b", "/a}/:b", 2],
    ["GET https://h:8080/:org/{x", "https://h:8080/:org/{x", 20],
  ])("%s: the position is counted in the url as written", (route, template, position) => {
    const error = thrownError(() => endpoint(route, { b: "x" })) as UriTemplateError;
    expect(error).toBeInstanceOf(UriTemplateError);
    expect(error.template).toBe(template);
    expect(error.position).toBe(position);
    expect(error.route).toBe(route);
  });

  it("names the variable, the url as written and the route when a value cannot be expanded", () => {
    const error = thrownError(() => endpoint("GET /events/:since{?page}", { since: new Date(0) })) as UriTemplateError;
    expect(error.message).toBe(
      'Invalid URI template "/events/:since{?page}" at position 9: variable "since" has a value of a type that cannot be ' +
        'expanded (Date); use a string, number, boolean, array or plain object (route "GET /events/:since{?page}")',
    );
    expect(error.position).toBe(9);
  });

  it("names the route when a list meets a prefix modifier", () => {
    const error = thrownError(() => endpoint("GET /a/{x:2}/:y", { x: ["a", "b"], y: "z" })) as UriTemplateError;
    expect(error.message).toMatch(/^Invalid URI template "\/a\/\{x:2\}\/:y" at position 4: variable "x" is a list, /);
    expect(error.route).toBe("GET /a/{x:2}/:y");
  });

  it.each([
    ["endpoint.parse()", () => endpoint.parse(endpoint.merge("POST /a/{b", {}))],
    ["RequestBuilder#build()", () => new RequestBuilder().route("POST /a/{b").build()],
    ["endpoint.defaults()(…)", () => endpoint.defaults({ method: "POST", url: "/a/{b" })({})],
  ])("%s names the route too", (_name, call) => {
    const error = thrownError(call) as UriTemplateError;
    expect(error).toBeInstanceOf(UriTemplateError);
    expect(error.message).toMatch(/ \(route "POST \/a\/\{b"\)$/);
  });

  it("keeps parseTemplate errors free of any route", () => {
    const error = thrownError(() => parseTemplate("/a/{b")) as UriTemplateError;
    expect(error.route).toBeUndefined();
    expect(error.message).toBe('Invalid URI template "/a/{b" at position 3: the expression starting here has no closing "}"');
  });

  it("does not cache a url that failed to compile", () => {
    expect(() => endpoint("GET /a/{b")).toThrow(UriTemplateError);
    expect(() => endpoint("GET /a/{b")).toThrow(UriTemplateError);
  });
});

describe("long values are truncated in messages", () => {
  const long = "a".repeat(200_000);
  it.each([
    ["a header value", () => endpoint("GET /x", { headers: { "x-a": `${long}\n` } }), InvalidArgumentError],
    ["a header name", () => endpoint("GET /x", { headers: { [`${long} `]: "1" } }), InvalidArgumentError],
    ["a method", () => endpoint({ method: `${long} `, url: "/x" }), InvalidArgumentError],
    ["a route", () => endpoint(`GET /${long} x`), InvalidArgumentError],
    ["a baseUrl", () => endpoint("GET /x", { baseUrl: long }), InvalidArgumentError],
    ["a template", () => endpoint(`GET /${long}{`), UriTemplateError],
    ["a path value", () => endpoint("GET /files/{+path}", { path: `${long}/..` }), UnsafePathParameterError],
    ["a query parameter name", () => endpoint("GET /x", { [long]: {} }), InvalidArgumentError],
    ["a path parameter name", () => endpoint(`GET /x/{${long}}`, { [long]: ".." }), UnsafePathParameterError],
    ["a list item name", () => endpoint("GET /x", { [long]: [[1]] }), InvalidArgumentError],
  ])("%s", (_name, call, type) => {
    const error = thrownError(call);
    expect(error).toBeInstanceOf(type);
    // A quoted value or name keeps 60 characters and the route is quoted the
    // same way; the rest of a message is fixed text.
    expect(error.message.length).toBeLessThan(600);
  });

  it("keeps the whole name in the error's fields", () => {
    const error = thrownError(() => endpoint("GET /x", { [long]: {} })) as InvalidArgumentError;
    expect(error.field).toBe(long);
    expect(error.message).toMatch(/^a{120}… \(200000 characters\): a query parameter must be/);
    const header = thrownError(() => endpoint("GET /x", { headers: { [`${long} `]: "1" } }));
    expect(header.message).toMatch(/^headers\["a{59}… \(200003 characters\)\]: a header name must be an HTTP token/);
    const unsafe = thrownError(() => endpoint(`GET /x/{${long}}`, { [long]: ".." })) as UnsafePathParameterError;
    expect(unsafe.parameter).toBe(long);
  });
});

describe("a field name in a message", () => {
  it("is whole up to 120 characters, and cut with its length past them", () => {
    const queryError = (name: string) =>
      `${name}: a query parameter must be a string, number, boolean or an array of them, got an object; ` +
      'an object has no single query-string form, so name its fields in the URL template instead (route "GET /x")';
    expect(thrownError(() => endpoint("GET /x", { ["a".repeat(120)]: {} })).message).toBe(queryError("a".repeat(120)));
    expect(thrownError(() => endpoint("GET /x", { ["a".repeat(121)]: {} })).message).toBe(queryError(`${"a".repeat(120)}… (121 characters)`));
  });

  it("is JSON-quoted when it holds a control character, DEL shown as an escape, so that the message stays on one line and shows it", () => {
    expect(thrownError(() => endpoint("GET /x", { headers: { "a\u007fb": "1" } })).message).toBe(
      `headers["a\\u007fb"]: a header name must be an HTTP token (letters, digits and !#$%&'*+-.^_\`|~) (route "GET /x")`,
    );
    expect(thrownError(() => endpoint("GET /x", { ["a\u007fb"]: {} } as never)).message).toMatch(/^"a\\u007fb": a query parameter must be/);
  });
});

describe("the error classes", () => {
  it("name themselves in an own, writable, non-enumerable name, and a caller's subclass keeps its own", () => {
    class MyError extends FluentEndpointError {}
    expect(new MyError("ERR_INVALID_ARGUMENT", "m").name).toBe("MyError");
    expect(Object.getOwnPropertyDescriptor(new FluentEndpointError("ERR_INVALID_ARGUMENT", "m"), "name")).toEqual({
      value: "FluentEndpointError",
      writable: true,
      enumerable: false,
      configurable: true,
    });
  });

  it("are not what other objects are an instance of", () => {
    expect([({}) instanceof FluentEndpointError, (null as unknown) instanceof FluentEndpointError, new Error("x") instanceof FluentEndpointError]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("describe a value that is not a string by its kind in an unsafe-path message", () => {
    expect(new UnsafePathParameterError("p", [".", "."]).message).toBe('p: the value an array would make a "." or ".." segment in the URL path');
    expect(new UnsafePathParameterError("p", "..").message).toBe('p: the value ".." would make a "." or ".." segment in the URL path');
  });
});


describe("what throws when it is read is the library's error, naming the field", () => {
  const revoked = (target: object = {}): never => {
    const { proxy, revoke } = Proxy.revocable(target, {});
    revoke();
    return proxy as never;
  };

  it.each([
    ["the options", () => endpoint("GET /x", revoked()), "options"],
    ["the options alone", () => endpoint(revoked()), "route"],
    ["the headers", () => endpoint("GET /x", { headers: revoked() }), "headers"],
    ["a request object", () => endpoint("GET /x", { request: revoked() }), "request"],
    ["previews", () => endpoint("GET /x", { mediaType: { previews: revoked([]) } }), "mediaType.previews"],
    ["a query value", () => endpoint("GET /x", { q: revoked([]) }), "q"],
    ["merged options", () => endpoint.merge("GET /x", revoked()), "options"],
    ["defaults", () => endpoint.defaults(revoked()), "options"],
    ["a builder's headers", () => new RequestBuilder().headers(revoked()), "headers"],
    ["a builder's params", () => new RequestBuilder().params(revoked()), "params"],
    ["a builder's first options", () => new RequestBuilder(revoked()), "options"],
  ])("a revoked Proxy as %s", (_name, call, field) => {
    const error = thrown(call, InvalidArgumentError);
    expect(error.field).toBe(field);
    expect(error.message).toContain("cannot be read (a revoked Proxy)");
  });

  const throwing = (name: string): never =>
    Object.defineProperty({}, name, {
      enumerable: true,
      get() {
        throw new RangeError("not yet");
      },
    }) as never;
  /** A list whose members are `members`' own properties: a getter there throws when the list is read. */
  const listWith = (members: object): never => Object.assign(Object.defineProperties([] as unknown[], Object.getOwnPropertyDescriptors(members)), { length: 2 }) as never;
  const trapped: never = new Proxy(
    {},
    {
      ownKeys() {
        throw new TypeError("no keys");
      },
    },
  ) as never;
  it.each<[string, () => unknown, string]>([
    ["a parameter", () => endpoint("GET /x", throwing("a")), "a"],
    ["method", () => endpoint(Object.assign(throwing("method"), { url: "/x" })), "method"],
    ["url", () => endpoint(Object.assign(throwing("url"), { method: "GET" })), "url"],
    ["a header", () => endpoint("GET /x", { headers: throwing("x-a") }), 'headers["x-a"]'],
    ["the format", () => endpoint("GET /x", { mediaType: throwing("format") }), "mediaType"],
    ["options whose keys a Proxy's trap refuses", () => endpoint("GET /x", trapped), "options"],
    ["a parameter of defaults", () => endpoint.defaults(throwing("a")), "a"],
    ["a parameter of merge()", () => endpoint.merge("GET /x", throwing("a")), "a"],
    ["a parameter of a builder's with()", () => new RequestBuilder().with(throwing("a")), "a"],
    ["a parameter of a builder's first options", () => new RequestBuilder(throwing("a")), "a"],
    ["a builder's params()", () => new RequestBuilder().params(throwing("a")), "a"],
    ["a builder's headers()", () => new RequestBuilder().headers(throwing("x-a")), 'headers["x-a"]'],
    ["the url given to toFetchArguments", () => toFetchArguments(Object.assign(throwing("url"), { method: "GET", headers: {} })), "url"],
    ["a header given to toFetchArguments", () => toFetchArguments({ method: "GET", url: "https://api.github.com/", headers: throwing("x-a") }), 'headers["x-a"]'],
    ["a variable of parseTemplate().expand()", () => parseTemplate("/x{/y}").expand(throwing("y")), "y"],
    ["a member of a variable's list, in parseTemplate().expand()", () => parseTemplate("/x{/y*}").expand({ y: listWith(throwing("1")) }), "y"],
    ["the options of parseTemplate()", () => parseTemplate("{x}", throwing("hyphens")), "options.hyphens"],
    ["a member of a list in the path", () => endpoint("GET /x{/y*}", { y: listWith(throwing("1")) }), "y"],
    ["a member of an object in the path", () => endpoint("GET /x{/y*}", { y: throwing("a") }), "y"],
    ["a member of a list in the query", () => endpoint("GET /x", { y: listWith(throwing("1")) }), "y"],
    ["a member of a list in the query, over defaults with parameters", () => endpoint.defaults({ z: 1 })("GET /x", { y: listWith(throwing("1")) }), "y"],
  ])("a getter or trap that throws, in %s", (_name, call, field) => {
    const error = thrown(call, InvalidArgumentError);
    expect([error.field, error.key]).toEqual([field, "threw"]);
    expect(error.message).toMatch(/reading it threw (RangeError: not yet|TypeError: no keys)/);
  });

  it("a revoked Proxy as a path value", () => {
    const error = thrown(() => endpoint("GET /repos/{owner}", { owner: revoked([]) }), UriTemplateError);
    expect(error.message).toContain('variable "owner" has a value of a type that cannot be expanded (a revoked Proxy)');
  });

  it.each<[string, () => unknown, string]>([
    ["a path value", () => endpoint("GET /repos/{owner}", { owner: "€".repeat(60_000_000) }), "owner"],
    ["a list in the path, the longest member's", () => endpoint("GET /x/{p}", { q: "a", p: Array.from({ length: 100_000 }, () => "a".repeat(10_000)) }), "p"],
    ["a query value", () => endpoint("GET /x", { a: "b", p: " ".repeat(200_000_000) }), "p"],
    [
      "a body's JSON text, in toFetchArguments",
      () => {
        const text = "x".repeat(200_000_000);
        return toFetchArguments({ method: "POST", url: "https://api.github.com/x", headers: {}, body: { a: text, b: text, c: text } });
      },
      "body",
    ],
  ])("%s too long for any string", { timeout: 30_000 }, (_name, call, field) => {
    const error = thrown(call, InvalidArgumentError);
    expect(error.field).toBe(field);
    expect(error.key).toBe("tooLong");
  });
});
