import { describe, expect, it } from "vitest";
import { isAsciiLetter, isSchemeChar, isWordChar } from "../../src/core/ascii";

// Every code unit of ASCII and a few beyond, against the class written as a
// regular expression: the scanners must agree with it at every boundary.
const codes = [...Array.from({ length: 128 }, (_, code) => code), 0xaa, 0xc0, 0xdf, 0x17f, 0x212a, 0xff21];

describe.each([
  ["isAsciiLetter", isAsciiLetter, /^[A-Za-z]$/],
  ["isWordChar", isWordChar, /^[A-Za-z0-9_]$/],
  ["isSchemeChar", isSchemeChar, /^[A-Za-z0-9+.-]$/],
] as const)("%s", (_name, classify, pattern) => {
  it("accepts exactly the characters of its class", () => {
    const accepted = codes.filter((code) => classify(code)).map((code) => String.fromCharCode(code));
    const expected = codes.map((code) => String.fromCharCode(code)).filter((char) => pattern.test(char));
    expect(accepted).toEqual(expected);
  });

  it("refuses NaN, what charCodeAt gives past the end", () => {
    expect(classify(Number.NaN)).toBe(false);
  });
});
