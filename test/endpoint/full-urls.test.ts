import { describe, expect, it } from "vitest";
import { endpoint } from "../../src";
import { authorityEnd, schemeEnd } from "../../src/core/join-url";

// A url that starts with a URI scheme (RFC 3986: a letter, then letters,
// digits, "+", "-" or ".", then ":") is used as given; anything else is a path
// under baseUrl. ":1" ends each case because a digit starts no :name placeholder.
const withScheme = ["a:1", "z:1", "A:1", "Z:1", "az:1", "aA:1", "aZ:1", "a0:1", "a9:1", "a+:1", "a-:1", "a.:1", "web+app.v2-x:1"];
const withoutScheme = ["9a:1", "@a:1", "[a:1", "a@:1", "a[:1", "a_:1", "a,:1", "a/b:1", "a!:1", "abc"];

describe("a url with a scheme is used as given, anything else is a path", () => {
  it.each(withScheme)("%s has a scheme", (url) => {
    expect(endpoint({ url }).url).toBe(url);
    // Through {+u} the expanded value decides, not the template's literal text.
    expect(endpoint({ url: "{+u}", u: url }).url).toBe(url);
  });

  it.each(withoutScheme)("%s is a path", (url) => {
    expect(endpoint({ url }).url).toBe(`https://api.github.com/${url}`);
    expect(endpoint({ url: "{+u}", u: url }).url).toBe(`https://api.github.com/${url}`);
  });

  it("decides from the value when the template starts with an expression", () => {
    expect(endpoint({ url: "{+host}/users", host: "https://ghe.example/api/v3" }).url).toBe("https://ghe.example/api/v3/users");
    expect(endpoint({ url: "{+prefix}/users", prefix: "v2" }).url).toBe("https://api.github.com/v2/users");
    expect(endpoint({ url: "{+prefix}/users", prefix: "" }).url).toBe("https://api.github.com/users");
  });
});

describe("schemeEnd", () => {
  it.each([
    ["https://h/x", 5],
    ["web+app:x", 7],
    ["a:", 1],
    ["https", 5],
    ["", 0],
    ["9a:1", -1],
    ["/orgs", -1],
    ["a_b:1", -1],
  ])("%j gives %d", (text, end) => {
    expect(schemeEnd(text)).toBe(end);
  });
});

describe("authorityEnd", () => {
  it.each([
    ["https://h.example:8080/a?b", 22],
    ["https://h.example?q=/..", 17],
    ["https://h.example#x/..", 17],
    ["https://h.example", 17],
    ["web+app://h/x", 11],
    ["https:/x", 0],
    ["1x://h/x", 0],
    ["a b://h/x", 0],
    ["/repos/o/r", 0],
    ["", 0],
  ])("%j gives %d", (url, end) => {
    expect(authorityEnd(url)).toBe(end);
  });
});
