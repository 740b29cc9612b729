import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, RequestBuilder, type EndpointOptions, type MergedOptions } from "../../src";
import { thrown } from "../thrown";

/** Runs `call`, which must throw an InvalidArgumentError, and returns its message. */
function messageOf(call: () => unknown): string {
  return thrown(call, InvalidArgumentError).message;
}

class Point {}
const loose = (options: Record<string, unknown>) => options as EndpointOptions;
const FIELD_TEXT = "a header value must be HTTP field text (tab, space, visible ASCII or U+0080 to U+00FF)";

// A message names the field, says what was expected and what came instead, in
// words that tell a string from a number and a class instance from a plain object.
describe("messages say what was given instead", () => {
  it.each([
    ["a number as the route", () => endpoint(42 as never), 'route: expected a string such as "GET /user" or an options object, got 42'],
    ["a number as the options", () => endpoint(undefined as never, 5 as never), "options: expected a plain object, got 5"],
    ["a url that is a number", () => endpoint(loose({ url: 42 })), "url: expected a string, got 42"],
    ["a string as headers", () => endpoint("GET /x", loose({ headers: "accept: x" })), 'headers: expected a plain object, got the string "accept: x" (route "GET /x")'],
    ["a class instance as headers", () => endpoint("GET /x", loose({ headers: new Point() })), 'headers: expected a plain object, got an instance of Point (route "GET /x")'],
    ["an instance of an unnamed class", () => endpoint("GET /x", loose({ headers: new (class {})() })), 'headers: expected a plain object, got an object (route "GET /x")'],
    [
      "a header value with its own constructor key, as JSON can give",
      () => endpoint("GET /x", loose({ headers: { a: JSON.parse('{"constructor":{"name":"Evil"}}') } })),
      'headers["a"]: expected a string or a number, got an object (route "GET /x")',
    ],
    ["a Map as headers", () => endpoint("GET /x", loose({ headers: new Map() })), 'headers: expected a plain object, got an instance of Map (route "GET /x")'],
    ["an array as headers", () => endpoint("GET /x", loose({ headers: [] })), 'headers: expected a plain object, got an array (route "GET /x")'],
    ["null as headers", () => endpoint("GET /x", loose({ headers: null })), 'headers: expected a plain object, got null (route "GET /x")'],
    ["a function as a header value", () => endpoint("GET /x", loose({ headers: { a: () => 1 } })), 'headers["a"]: expected a string or a number, got a function (route "GET /x")'],
    ["a symbol as a header value", () => endpoint("GET /x", loose({ headers: { a: Symbol("s") } })), 'headers["a"]: expected a string or a number, got a symbol (route "GET /x")'],
    ["a boolean as a header value", () => endpoint("GET /x", loose({ headers: { a: true } })), 'headers["a"]: expected a string or a number, got true (route "GET /x")'],
    ["NaN as a header value", () => endpoint("GET /x", loose({ headers: { a: Number.NaN } })), 'headers["a"]: a numeric header value must be finite, got NaN (route "GET /x")'],
    ["a control character in a header value", () => endpoint("GET /x", { headers: { a: "ok\u0001" } }), `headers["a"]: ${FIELD_TEXT}, got U+0001 at position 2 (route "GET /x")`],
    ["DEL in a header value", () => endpoint("GET /x", { headers: { a: "\u007f" } }), `headers["a"]: ${FIELD_TEXT}, got U+007F at position 0 (route "GET /x")`],
    ["a character beyond U+00FF in a header value", () => endpoint("GET /x", { headers: { a: "abc\u20ac" } }), `headers["a"]: ${FIELD_TEXT}, got U+20AC at position 3 (route "GET /x")`],
    ["a line feed in a header value", () => endpoint("GET /x", { headers: { a: "a\nb" } }), 'headers["a"]: a header value must not contain CR, LF or NUL (route "GET /x")'],
    ["a Date as a query value", () => endpoint("GET /x", loose({ since: new Date(0) })), 'since: a query parameter must be a string, number, boolean or an array of them, got an instance of Date; pass its text, such as date.toISOString() (route "GET /x")'],
    ["a Date in a query list", () => endpoint("GET /x", loose({ at: ["2020", new Date(0)] })), 'at[1]: a query parameter must be a string, number, boolean or an array of them, got an instance of Date; pass its text, such as date.toISOString() (route "GET /x")'],
    ["a number as a preview", () => endpoint("GET /x", loose({ mediaType: { previews: [1] } })), 'mediaType.previews[0]: expected a non-empty preview name, got 1 (route "GET /x")'],
    ["a preview that is only the suffix", () => endpoint("GET /x", { mediaType: { previews: ["-preview"] } }), 'mediaType.previews[0]: expected a non-empty preview name, got the string "-preview" (route "GET /x")'],
    ["a path to parse() without a base URL", () => endpoint.parse({ method: "GET", url: "/x", headers: {}, mediaType: { format: "", previews: [] } } as unknown as MergedOptions), 'baseUrl: no baseUrl to put in front of a url that is a path (route "GET /x")'],
    ["an empty preview given to the builder", () => new RequestBuilder().preview(""), 'mediaType.previews[0]: expected a non-empty preview name, got the string ""'],
  ])("%s", (_name, call, message) => {
    expect(messageOf(call)).toBe(message);
  });
});

// A message stays readable whatever the caller passed: odd objects are "an object",
// an empty or control-character name is quoted, and a quoted value is cut past 60 characters.
describe("messages show odd names and values plainly", () => {
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  const NESTED = "is nested more than 1000 levels deep, or refers to itself; a parameter or body must be a tree of plain data";
  const bare = Object.create(null) as object;
  const ownConstructor = Object.assign(Object.create(null) as object, { constructor: { name: "Evil" } });

  it.each([
    ["a plain object as a header value", () => endpoint("GET /x", loose({ headers: { a: {} } })), 'headers["a"]: expected a string or a number, got an object (route "GET /x")'],
    ["an Object.create(null) object as a header value", () => endpoint("GET /x", loose({ headers: { a: bare } })), 'headers["a"]: expected a string or a number, got an object (route "GET /x")'],
    ["an object with no constructor as a header value", () => endpoint("GET /x", loose({ headers: { a: Object.create(bare) } })), 'headers["a"]: expected a string or a number, got an object (route "GET /x")'],
    ["a null-prototype object with a constructor key as a header value", () => endpoint("GET /x", loose({ headers: { a: ownConstructor } })), 'headers["a"]: expected a string or a number, got an object (route "GET /x")'],
    ["a parameter with an empty name", () => endpoint("POST /x", { "": cycle }), `"": ${NESTED} (route "POST /x")`],
    ["a parameter name with a control character", () => endpoint("POST /x", { "a\u0001": cycle }), `"a\\u0001": ${NESTED} (route "POST /x")`],
    ["a parameter name with DEL, shown as an escape", () => endpoint("POST /x", { "a\u007f": cycle }), `"a\\u007f": ${NESTED} (route "POST /x")`],
    ["a quoted value of 60 characters, kept whole", () => endpoint("GET /x", loose({ headers: "a".repeat(58) })), `headers: expected a plain object, got the string "${"a".repeat(58)}" (route "GET /x")`],
    ["a quoted value of 61 characters, cut", () => endpoint("GET /x", loose({ headers: "a".repeat(59) })), `headers: expected a plain object, got the string "${"a".repeat(59)}… (61 characters) (route "GET /x")`],
  ])("%s", (_name, call, message) => {
    expect(messageOf(call)).toBe(message);
  });

  it("describes a path value that is not a string by its kind", () => {
    expect(() => endpoint("DELETE /a/{x}", { x: [".."] })).toThrow(
      expect.objectContaining({ message: 'x: the value an array would make a "." or ".." segment in the URL path (route "DELETE /a/{x}")' }),
    );
  });
});

// Where the options give no route, the error names the one in effect: the
// builder's, the defaults', or the URL read with the method it will be sent with.
describe("messages name the request they belong to", () => {
  const selfContaining: unknown[] = [];
  selfContaining.push(selfContaining);
  const urlInMerge = "url: a route's parameter named url cannot be returned in merged options, whose url is the template; use endpoint() or build(), or inside Octokit send the body as data: { url, … }";
  it.each([
    ["a url that is a number, given to the builder's .with()", () => new RequestBuilder().route("GET /x").with(loose({ url: 1 })), 'url: expected a string, got 1 (route "GET /x")'],
    ["a url that is a number, merged over defaults", () => endpoint.defaults({ url: "/x" }).merge(loose({ url: 1 })), 'url: expected a string, got 1 (route "GET /x")'],
    ["an invalid url parsed without a method", () => endpoint.parse(loose({ url: "/a/{b" }) as never), 'Invalid URI template "/a/{b" at position 3: the expression starting here has no closing "}" (route "GET /a/{b")'],
    ["a url parameter merged with a route", () => endpoint.merge("GET /x", loose({ url: "u" })), `${urlInMerge} (route "GET /x")`],
    ["a url parameter merged with a route over a defaulted url", () => endpoint.defaults({ url: "/x" }).merge("GET /y", loose({ url: "u" })), `${urlInMerge} (route "GET /y")`],
    ["a bad header after the builder's .with() set a url", () => new RequestBuilder().route("GET /x").with({ url: "/y" }).header("a b", "1"), "headers[\"a b\"]: a header name must be an HTTP token (letters, digits and !#$%&'*+-.^_`|~) (route \"GET /y\")"],
    ["a url parameter after the builder's method changed", () => new RequestBuilder({ url: "/x" }).method("POST").param("url", "u").options(), `${urlInMerge} (route "POST /x")`],
    ["a defaults' request that refers to itself", () => endpoint.defaults(loose({ request: { self: selfContaining } })), "request: is nested more than 1000 levels deep, or refers to itself; a parameter or body must be a tree of plain data"],
    ["a call's data that refers to itself, sent with another method than the route's", () => endpoint("POST /x", loose({ method: "PUT", data: selfContaining })), 'data: is nested more than 1000 levels deep, or refers to itself; a parameter or body must be a tree of plain data (route "PUT /x")'],
    // A call's path values are expanded as given, not copied first: the list member is what is refused.
    ["a path value that is a list holding itself", () => endpoint("GET /x/{p}", loose({ p: selfContaining })), 'Invalid URI template "/x/{p}" at position 4: variable "p" has a list member of a type that cannot be expanded (Array); use a string, number, boolean, array or plain object (route "GET /x/{p}")'],
  ])("%s", (_name, call, message) => {
    expect(call).toThrow(expect.objectContaining({ message }));
  });
});

// The refusals that come with the rules of URL components and required path variables.
describe("messages of the URL rules", () => {
  it.each([
    [
      "a required path parameter without a value",
      // Typed as string: the compiler would rightly refuse the literal route without username.
      () => endpoint("DELETE /repos/{owner}/{repo}/collaborators/{username}" as string, { owner: "o", repo: "r" }),
      'username: the route needs a value for this URL parameter, got undefined; an empty string is a value, undefined and null are not (route "DELETE /repos/{owner}/{repo}/collaborators/{username}")',
    ],
    [
      "a required host variable without a value",
      () => endpoint("GET https://{host}/meta" as string, {}),
      'host: the route needs a value for this URL parameter, got undefined; an empty string is a value, undefined and null are not (route "GET https://{host}/meta")',
    ],
    [
      "a baseUrl with a query",
      () => endpoint.defaults({ baseUrl: "https://proxy.example/api?key=1" }),
      'baseUrl: expected an absolute http(s) URL with a host and no query, fragment, backslash, space or control character, such as "https://api.github.com", got the string "https://proxy.example/api?key=1"',
    ],
    ["a URL of another scheme", () => endpoint("GET file:///etc/passwd"), 'url: a request URL must be http(s), got the string "file:///etc/passwd" (route "GET file:///etc/passwd")'],
    [
      "a value that would go on with the host",
      () => endpoint("GET https://api.github.com{+path}", { path: "@evil.example/" }),
      'path: the string "@evil.example/" would change the host or port the URL template sets (route "GET https://api.github.com{+path}")',
    ],
    [
      "a route's url parameter in merged options",
      () => endpoint.merge("PATCH /hooks/{hook_id}/config", { hook_id: 1, url: "https://example.com" }),
      'url: a route\'s parameter named url cannot be returned in merged options, whose url is the template; use endpoint() or build(), or inside Octokit send the body as data: { url, … } (route "PATCH /hooks/{hook_id}/config")',
    ],
  ])("%s", (_name, call, message) => {
    expect(messageOf(call)).toBe(message);
  });
});

describe("an object in a message is named by its class, when it has one", () => {
  class Thing {}
  it.each([
    [new Thing(), "an instance of Thing"],
    [new Map(), "an instance of Map"],
    [Object.create(null), "an object"],
    [new (class {})(), "an object"],
  ])("%o is %s", (value, named) => {
    expect(messageOf(() => endpoint("GET /x", { q: value }))).toBe(
      `q: a query parameter must be a string, number, boolean or an array of them, got ${named}; ` +
        'an object has no single query-string form, so name its fields in the URL template instead (route "GET /x")',
    );
  });
});
