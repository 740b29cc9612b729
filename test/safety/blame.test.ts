import { describe, expect, it } from "vitest";
import { endpoint, FluentEndpointError, InvalidArgumentError, UnsafePathParameterError } from "../../src";

/**
 * Which values a request refuses once expanded, and which parameter the
 * refusal blames: the one whose value wrote the character out of place, or,
 * when the template's own separator or operator wrote it, the first with a
 * value. A table of outcomes: the URL, or the error's class, the parameter
 * (or field) it names and its key.
 */

type Outcome = string | [kind: string, name: string, key: string];

function outcome(route: string, options: Record<string, unknown>): Outcome {
  try {
    return endpoint(route, options).url;
  } catch (error) {
    if (error instanceof UnsafePathParameterError) return [error.constructor.name, error.parameter, error.key];
    if (error instanceof InvalidArgumentError) return [error.constructor.name, error.field, error.key];
    expect(error).toBeInstanceOf(FluentEndpointError);
    throw error;
  }
}

describe("what a value can write once expanded, and whom a refusal names", () => {
  it.each<[string, Record<string, unknown>, Outcome]>([
    ["GET https://{a,b}.example.com/x", { a: "x", b: "y/z" }, ["InvalidArgumentError", "b", "unparsable"]],
    ["GET https://{a,b}.example.com/x", { b: "y/z" }, ["InvalidArgumentError", "a", "required"]],
    ["GET https://h:{a,b}/x", { a: 1, b: "2x" }, ["InvalidArgumentError", "a", "unparsable"]],
    ["GET https://h:{a}/x", { a: 99999999 }, ["InvalidArgumentError", "a", "unparsable"]],
    ["GET https://{a}/x", { a: ["ok", "b/d"] }, ["InvalidArgumentError", "a", "unparsable"]],
    ["GET https://{a}/x", { a: { k: "v@w" } }, ["InvalidArgumentError", "a", "unparsable"]],
    // Written as it stands ({+a}), a "/" or "@" would end or restructure the authority.
    ["GET https://{+a}/x", { a: "b/d" }, ["InvalidArgumentError", "a", "authority"]],
    ["GET https://{+a}/x", { a: "v@w" }, ["InvalidArgumentError", "a", "authority"]],
    ["GET /{+a,b}/x", { a: "ok", b: "y?z" }, ["InvalidArgumentError", "b", "endsPath"]],
    ["GET /x{?q}&{+a,b}", { q: 1, a: "ok", b: "y#z" }, ["InvalidArgumentError", "b", "endsPath"]],
    ["GET /{/a,b}", { a: "x", b: ".." }, ["UnsafePathParameterError", "b", "unsafePath"]],
    ["GET /{/a,b}", { a: "..", b: "x" }, ["UnsafePathParameterError", "a", "unsafePath"]],
    ["GET /x{.a}", { a: "" }, "https://api.github.com/x."],
    ["GET /x/{.a,b}", { b: "" }, ["UnsafePathParameterError", "b", "unsafePath"]],
    ["GET /x/{.a}/{b}", { a: "", b: "c.d" }, ["UnsafePathParameterError", "a", "unsafePath"]],
    ["GET /{a}", { a: "%2e%2E" }, "https://api.github.com/%252e%252E"],
    ["GET /{+a}", { a: "%2e%2E" }, ["UnsafePathParameterError", "a", "unsafePath"]],
    ["GET /{+a}", { a: "%2E" }, ["UnsafePathParameterError", "a", "unsafePath"]],
    ["GET /{+a}", { a: ".%2e." }, "https://api.github.com/.%2e."],
    ["GET /{+a}", { a: "%2f" }, "https://api.github.com/%2f"],
    ["GET /{+a}/x", { a: "a/../b" }, ["UnsafePathParameterError", "a", "unsafePath"]],
    ["GET /{+a}/x", { a: "a/./b" }, ["UnsafePathParameterError", "a", "unsafePath"]],
    ["GET /{+a}/x", { a: "a/.../b" }, "https://api.github.com/a/.../b/x"],
    ["GET {+a}", { a: "https://h/../x" }, ["UnsafePathParameterError", "a", "unsafePath"]],
    ["GET {+a}", { a: "ftp://h/x" }, ["InvalidArgumentError", "url", "scheme"]],
    ["GET {+a}", { a: "https:/h/x" }, ["InvalidArgumentError", "url", "scheme"]],
    ["GET {+a}", { a: "HTTPS://h/x" }, "HTTPS://h/x"],
    ["GET {+a}/y", { a: "https://h/." }, ["UnsafePathParameterError", "a", "unsafePath"]],
    ["GET http{a}://h/x", { a: "s" }, "https://h/x"],
    ["GET http{a}://h/x", { a: "s:" }, ["InvalidArgumentError", "a", "authority"]],
    ["GET https://h{+a}", { a: "x.evil.com/y" }, ["InvalidArgumentError", "a", "authority"]],
    ["GET https://h{+a}", { a: "?q=1" }, "https://h?q=1"],
    ["GET https://h{+a}", { a: "#f" }, "https://h#f"],
    ["GET https://{a}", { a: "h:80" }, ["InvalidArgumentError", "a", "unparsable"]],
    ["GET https://{a}/{b}", { a: "h", b: ".." }, ["UnsafePathParameterError", "b", "unsafePath"]],
    ["GET /{+a}?x", { a: "." }, ["UnsafePathParameterError", "a", "unsafePath"]],
    ["GET /a/{+b}#f", { b: ".." }, ["UnsafePathParameterError", "b", "unsafePath"]],
    ["GET {+a}", { a: "/x/../y" }, ["UnsafePathParameterError", "a", "unsafePath"]],
    ["GET {+a}", { a: "" }, "https://api.github.com"],
    ["GET {a}:{b}", { a: "https", b: "//h/x" }, ["InvalidArgumentError", "url", "scheme"]],
  ])("%s with %j: %j", (route, options, expected) => {
    expect(outcome(route, options)).toEqual(expected);
  });
});
