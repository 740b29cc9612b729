import { describe, expect, it } from "vitest";
import { ALPHA, COMPONENT, HEX, isAllIn, isIn, LITERAL, NAME, PLUS, RESERVED, SCHEME, SENT_NAME, TOKEN, UNRESERVED } from "../../src/ascii";

// Every code unit of ASCII and a few beyond, against each class written as a
// regular expression from its RFC: the scanners must agree at every boundary.
const codes = [...Array.from({ length: 128 }, (_, code) => code), 0xaa, 0xc0, 0xdf, 0x17f, 0x212a, 0xff21];

describe.each([
  ["ALPHA", ALPHA, /^[A-Za-z]$/],
  ["UNRESERVED (RFC 3986)", UNRESERVED, /^[A-Za-z0-9\-._~]$/],
  ["RESERVED (RFC 3986)", RESERVED, /^[:/?#[\]@!$&'()*+,;=]$/],
  ["COMPONENT (kept by encodeURIComponent beyond the unreserved)", COMPONENT, /^[!'()*]$/],
  ["PLUS", PLUS, /^\+$/],
  ["TOKEN (RFC 9110 tchar)", TOKEN, /^[!#$%&'*+\-.^_`|~0-9A-Za-z]$/],
  ["SENT_NAME (tchar but upper-case letters)", SENT_NAME, /^[!#$%&'*+\-.^_`|~0-9a-z]$/],
  ["LITERAL (RFC 6570 §2.1, but %)", LITERAL, /^[\x21\x23\x24\x26\x28-\x3b\x3d\x3f-\x5b\x5d\x5f\x61-\x7a\x7e]$/],
  ["NAME (RFC 6570 varchar)", NAME, /^[A-Za-z0-9_]$/],
  ["SCHEME (RFC 3986, after the first letter)", SCHEME, /^[A-Za-z0-9+\-.]$/],
  ["HEX", HEX, /^[0-9A-Fa-f]$/],
] as const)("%s", (_name, mask, pattern) => {
  it("holds exactly the characters of its class", () => {
    const held = codes.filter((code) => isIn(code, mask)).map((code) => String.fromCharCode(code));
    const expected = codes.map((code) => String.fromCharCode(code)).filter((char) => pattern.test(char));
    expect(held).toEqual(expected);
  });

  it("refuses NaN, what charCodeAt gives past the end", () => {
    expect(isIn(Number.NaN, mask)).toBe(false);
  });
});

describe("isAllIn", () => {
  it.each([
    ["x-github-api-version", TOKEN, true],
    ["bad name", TOKEN, false],
    ["", TOKEN, false],
    ["per_page", NAME, true],
  ])("%j in the class is %s", (text, mask, expected) => {
    expect(isAllIn(text, mask)).toBe(expected);
  });
});
