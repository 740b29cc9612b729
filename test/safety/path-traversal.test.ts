import { describe, expect, it } from "vitest";
import { endpoint, RequestBuilder, UnsafePathParameterError } from "../../src";
import { thrown } from "../thrown";

/**
 * A URL parser resolves `.` and `..` path segments (also written `%2e`), so a
 * parameter that expands to one sends the request to another resource. The
 * guard judges the expanded path: what matters is the segment a value made,
 * whatever operator or placeholder form wrote it.
 */

const refusal = (call: () => unknown) => thrown(call, UnsafePathParameterError);

describe("a value that makes a dot segment is refused, naming the parameter", () => {
  it.each([
    ["/a/{x}/b", { x: "." }, "x"],
    ["/a/{x}/b", { x: ".." }, "x"],
    ["/a/{x}", { x: ".." }, "x"],
    ["{+x}/b", { x: ".." }, "x"],
    ["/a/{+x}/b", { x: ".." }, "x"],
    ["/a/{+x}/b", { x: "%2e%2e" }, "x"],
    ["/a/{+x}/b", { x: "%2E." }, "x"],
    ["/a/{+x}/b", { x: ".%2E" }, "x"],
    ["/a/{+x}/b", { x: "%2e" }, "x"],
    ["/a/{+x}", { x: "docs/../../secrets" }, "x"],
    ["/a/{+x}", { x: "./b" }, "x"],
    ["/a/{+x}", { x: "b/." }, "x"],
    ["/a{/x}", { x: "." }, "x"],
    ["/a{/x}", { x: ".." }, "x"],
    ["/a{/x*}", { x: [".."] }, "x"],
    ["/a{/x*}", { x: ["b", "."] }, "x"],
    ["/a{/x,y}", { x: "b", y: ".." }, "y"],
    ["/a/{.x}", { x: "" }, "x"],
    ["/a/{.x}", { x: "." }, "x"],
    ["/a/:x/b", { x: ".." }, "x"],
    ["/a/:x", { x: "." }, "x"],
    ["/a/{x:2}", { x: "...." }, "x"],
    ["/a/{x}{y}", { x: ".", y: "." }, "x"],
    ["/a/{x}{y}", { x: "", y: ".." }, "y"],
    ["/a/.{x}", { x: "." }, "x"],
    ["/a/{x}.", { x: "." }, "x"],
    // Nothing beside the template's dots leaves a dot segment too: the empty value is named.
    ["/a/.{x}./{+y}", { x: "", y: "b/v1.2" }, "x"],
    ["/a/{x}..", { x: "" }, "x"],
    ["/a/{x}.{y}", { x: "", y: "" }, "x"],
    ["https://uploads.github.com/{x}/b", { x: ".." }, "x"],
    ["https://uploads.github.com/a/{+x}", { x: "../b?c" }, "x"],
    ["/redirect/{+to}", { to: "https://h.example/../admin" }, "to"],
    // A list under a plain {x} is judged by its expansion, not by its members.
    ["/a/{x}", { x: [".."] }, "x"],
    ["/a/{x}", { x: [null, "."] }, "x"],
    // A template with a {?…} expression still has its path judged.
    ["/a/{x}{?y}", { x: "..", y: "b" }, "x"],
    ["/a/{x}/{y}{?z}", { x: "b", y: ".", z: ".." }, "y"],
    // The parameter named is the one whose value holds the dot, at whatever depth, not the first of the expression.
    ["/a{/x,y}", { x: "b", y: [".."] }, "y"],
    ["/a{/x,y*}", { x: "b", y: ["c", ".."] }, "y"],
    ["/a{/x,y}", { y: ".." }, "y"],
    ["/a{/x,y}", { x: null, y: ".." }, "y"],
    ["/a{/x,y}", { x: 1, y: ".." }, "y"],
  ])("%s with %j", (url, params, parameter) => {
    const error = refusal(() => endpoint(`DELETE ${url}`, params));
    expect(error.parameter).toBe(parameter);
    expect(error.route).toBe(`DELETE ${url}`);
    expect(error.message).toMatch(new RegExp(`^${parameter}: the value .+ would make a "\\." or "\\.\\." segment in the URL path`));
  });

  it("quotes the offending value", () => {
    expect(refusal(() => endpoint("DELETE /repos/{owner}/{repo}", { owner: "o", repo: ".." })).message).toBe(
      'repo: the value ".." would make a "." or ".." segment in the URL path (route "DELETE /repos/{owner}/{repo}")',
    );
  });

  it.each([
    ["RequestBuilder#build()", () => new RequestBuilder().route("DELETE /repos/{owner}/{repo}").params({ owner: "o", repo: ".." }).build()],
    ["endpoint.parse()", () => endpoint.parse(endpoint.merge("DELETE /repos/{owner}/{repo}", { owner: "o", repo: ".." }))],
    ["a defaulted parameter", () => endpoint.defaults({ repo: ".." })("DELETE /repos/{owner}/{repo}", { owner: "o" })],
  ])("is enforced by %s", (_name, call) => {
    expect(refusal(call).parameter).toBe("repo");
  });
});

describe("dots that make no dot segment stay legal", () => {
  it.each([
    ["/a/{x}", { x: "..." }, "https://api.github.com/a/..."],
    ["/a/{x}", { x: "a..b" }, "https://api.github.com/a/a..b"],
    ["/a/{x}", { x: "v1.2" }, "https://api.github.com/a/v1.2"],
    ["/a/{x}", { x: ".github" }, "https://api.github.com/a/.github"],
    // Outside {+x} and {#x}, "%" is encoded: "%2e" arrives as the text "%2e", not a dot.
    ["/a/{x}", { x: "%2e%2e" }, "https://api.github.com/a/%252e%252e"],
    ["/a{/x}/b", { x: "%2e%2e" }, "https://api.github.com/a/%252e%252e/b"],
    ["/a/{x}", { x: "../b" }, "https://api.github.com/a/..%2Fb"],
    ["/a/{x}", { x: [".", "."] }, "https://api.github.com/a/.,."],
    ["/a/{+x}", { x: ".../b" }, "https://api.github.com/a/.../b"],
    ["/a/{+x}", { x: "%2e%2e%2fb" }, "https://api.github.com/a/%2e%2e%2fb"],
    ["/a{/x*}", { x: { "..": "" } }, "https://api.github.com/a/..="],
    ["/a{/x}", { x: { a: ".." } }, "https://api.github.com/a/a,.."],
    ["/a/{;x}", { x: ".." }, "https://api.github.com/a/;x=.."],
    ["/a/{.x}", { x: "a" }, "https://api.github.com/a/.a"],
    ["/a{?x}", { x: "/../" }, "https://api.github.com/a?x=%2F..%2F"],
    ["/a?b=1{&x}", { x: ".." }, "https://api.github.com/a?b=1&x=.."],
    ["/a{#x}", { x: "/../b" }, "https://api.github.com/a#/../b"],
    ["/a/../{x}", { x: "b" }, "https://api.github.com/a/../b"],
    ["/a/./b", {}, "https://api.github.com/a/./b"],
    // The template writes ".."; an empty value between its dots adds nothing to it.
    ["https://uploads.github.com?{+x}", { x: "a/../b" }, "https://uploads.github.com?a/../b"],
    ["https://uploads.github.com#{+x}", { x: "/../b" }, "https://uploads.github.com#/../b"],
    ["/a/{x}/{y}", { x: 1.5, y: true }, "https://api.github.com/a/1.5/true"],
    ["/a/{x}{?y}", { x: "b", y: ".." }, "https://api.github.com/a/b?y=.."],
    ["/a/{x}", { x: "" }, "https://api.github.com/a/"],
    ["/a/{x}", { x: ".".repeat(7) }, "https://api.github.com/a/......."],
    ["/a/{+x}", { x: "b.c/d%2e.e/%2e%2e%2e" }, "https://api.github.com/a/b.c/d%2e.e/%2e%2e%2e"],
    // Only "%2e" and "%2E" are dots; other triplets and look-alikes are not.
    ["/a/{x}/{+y}", { x: "x2e", y: "v1.2" }, "https://api.github.com/a/x2e/v1.2"],
    ["/a/{+x}", { x: "%3e" }, "https://api.github.com/a/%3e"],
    // The path ends at the first "?" or "#", whichever comes first.
    ["/a/{+z}?{+x}{#y}", { z: "v1.2", x: "/../", y: "f" }, "https://api.github.com/a/v1.2?/../#f"],
    // A dot segment the template wrote next to a parameter, not made by it.
    ["/a/../{x}", { x: ".b" }, "https://api.github.com/a/../.b"],
    ["/a/..{/x}", { x: ".b" }, "https://api.github.com/a/../.b"],
    ["/a/{+x}../b", { x: "c.d/" }, "https://api.github.com/a/c.d/../b"],
  ])("%s with %j", (url, params, expected) => {
    expect(endpoint(`GET ${url}`, params).url).toBe(expected);
  });

  it("leaves dots in query parameters alone", () => {
    expect(endpoint("GET /search/code", { q: "..", ref: "." }).url).toBe("https://api.github.com/search/code?q=..&ref=.");
  });
});

describe("every URL the guard lets through keeps its path through a URL parser", () => {
  // The property behind the guard: what we send is what the parser resolves.
  it.each([
    ["/repos/{owner}/{repo}/contents/{+path}", { owner: "o.o", repo: "...", path: "a/.b/c../%2e%2e%2f" }],
    ["/a{/x*}/b", { x: ["..a", "b..", "..."] }],
    ["/a/{x}/{y}", { x: "%2e", y: "./." }],
  ])("%s with %j", (url, params) => {
    const result = endpoint(`GET ${url}`, params).url;
    expect(new URL(result).href).toBe(result);
  });
});

describe("which segments count as dot segments, and whose value made them", () => {
  it.each([
    ["GET /r/{x}", { x: "a." }, "https://api.github.com/r/a."],
    ["GET /r/{+x}", { x: "%3e" }, "https://api.github.com/r/%3e"],
    ["GET /r/{+x}", { x: "%1e" }, "https://api.github.com/r/%1e"],
    // Dot segments the template writes, next to values that hold dots, are the author's.
    ["GET /x/{a}/..", { a: "b.c" }, "https://api.github.com/x/b.c/.."],
    ["GET /x/..{/a}", { a: "b.c" }, "https://api.github.com/x/../b.c"],
    ["GET /{+a}..", { a: "b.c/" }, "https://api.github.com/b.c/.."],
  ])("%s with %j is %s", (route, options, url) => {
    expect(endpoint(route, options).url).toBe(url);
  });

  it.each([
    ["GET /r/{+x}", { x: "%2E" }, 'x: the value "%2E"'],
    ["GET /r/{+x}", { x: "%2e." }, 'x: the value "%2e."'],
    ["GET /r{/a,b}", { a: "x", b: [".."] }, "b: the value an array"],
    ["GET /r{/a,b}", { a: 1, b: ".." }, 'b: the value ".."'],
  ])("%s with %j is refused, naming the value that held the dot", (route, options, start) => {
    expect(() => endpoint(route, options)).toThrow(`${start} would make a "." or ".." segment in the URL path (route "${route}")`);
  });
});

