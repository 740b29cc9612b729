import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError } from "../../src";
import { thrown } from "../thrown";

/**
 * How each kind of value is written into a GET query, and how a value no
 * query can hold is refused: naming the parameter, or the member of its list
 * at fault.
 */

describe("query values", () => {
  it.each<[string, Record<string, unknown>]>([
    ["a=x%2Cy", { a: ["x", "y"] }],
    ["a%5B%5D=x&a%5B%5D=y", { "a[]": ["x", "y"] }],
    ["a%5B%5D=single", { "a[]": "single" }],
    ["a=1%2Ctrue%2C2", { a: [1, true, 2n] }],
    ["a=1.5&b=0&c=10", { a: 1.5, b: -0, c: 10n }],
    ["a=NaN&b=Infinity", { a: Number.NaN, b: Number.POSITIVE_INFINITY }],
    // GitHub's search parameter keeps its literal + separators; no other name does.
    ["q=a+b%20c", { q: "a+b c" }],
    ["Q=a%2Bb", { Q: "a+b" }],
    ["a=a%2Bb", { a: "a+b" }],
    ["a%20b=c%20d", { "a b": "c d" }],
    ["c=", { a: null, b: undefined, c: "" }],
  ])("writes ?%s", (query, options) => {
    expect(endpoint("GET /x", options).url).toBe(`https://api.github.com/x?${query}`);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["an object", { a: { b: 1 } }, "a"],
    ["a function", { a: () => 1 }, "a"],
    ["a symbol", { a: Symbol("s") }, "a"],
    ["a list in a list", { a: ["x", ["y"]] }, "a[1]"],
    ["null in a list", { a: [null, "x"] }, "a[0]"],
    ["an object in a [] list", { "a[]": [1, { b: 1 }] }, "a[][1]"],
    ["null in a [] list", { "a[]": [null] }, "a[][0]"],
  ])("refuses %s, naming %s", (_name, options, field) => {
    const error = thrown(() => endpoint("GET /x", options), InvalidArgumentError);
    expect([error.field, error.key]).toEqual([field, "query"]);
  });

  it("names the bad value only once every option was checked, whatever their order", () => {
    const error = thrown(() => endpoint("GET /x", { a: { b: 1 }, headers: { "bad name": "1" } }), InvalidArgumentError);
    expect(error.field).toBe('headers["bad name"]');
  });
});
