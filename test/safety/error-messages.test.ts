import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, RequestBuilder, type EndpointOptions } from "../../src";

/** Runs `call`, which must throw an InvalidArgumentError, and returns its message. */
function messageOf(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError);
    return (error as Error).message;
  }
  throw new Error("expected the call to throw");
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
    ["a Date as a query value", () => endpoint("GET /x", loose({ since: new Date(0) })), 'since: a query parameter must be a string, number, boolean or an array of them, got an instance of Date; an object has no single query-string form, so name its fields in the URL template instead (route "GET /x")'],
    ["a number as a preview", () => endpoint("GET /x", loose({ mediaType: { previews: [1] } })), 'mediaType.previews[0]: expected a non-empty preview name, got 1 (route "GET /x")'],
    ["a preview that is only the suffix", () => endpoint("GET /x", { mediaType: { previews: ["-preview"] } }), 'mediaType.previews[0]: expected a non-empty preview name, got the string "-preview" (route "GET /x")'],
    ["an empty preview given to the builder", () => new RequestBuilder().preview(""), 'mediaType.previews[0]: expected a non-empty preview name, got the string ""'],
  ])("%s", (_name, call, message) => {
    expect(messageOf(call)).toBe(message);
  });
});

// `data` is the body, so other parameters the URL does not use would be lost:
// the message lists them and suggests the template that would send them.
describe("the message for parameters that data would drop", () => {
  it.each([
    [{ name: "a" }, '"name" would be dropped; name query parameters in the URL template as {?name}'],
    [{ name: "a", label: "b" }, '"name", "label" would be dropped; name query parameters in the URL template as {?name,label}'],
    [
      { a: 1, b: 2, "c d": 3, ".e": 4, "f..g": 5, "h.": 6, i: 7 },
      '"a", "b", "c d", ".e", "f..g" and 2 more would be dropped; name query parameters in the URL template as {?a,b,i}',
    ],
    [{ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 }, '"a", "b", "c", "d", "e" and 1 more would be dropped; name query parameters in the URL template as {?a,b,c,d,e}'],
    [{ "a b": 1, "é": 2 }, '"a b", "é" would be dropped; name query parameters in the URL template as {?name}'],
    [{ "v1.2": 1, _x: 2 }, '"v1.2", "_x" would be dropped; name query parameters in the URL template as {?v1.2,_x}'],
  ])("%j", (params, text) => {
    const first = Object.keys(params)[0];
    expect(messageOf(() => endpoint("POST /x", loose({ data: "x", ...params })))).toBe(
      `${first}: not used by the URL, and the body is \`data\`, so ${text} (route "POST /x")`,
    );
  });
});
