import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMPONENT, PLUS, UNRESERVED } from "../../src/ascii";
import { percentEncode } from "../../src/uri-template/percent-encode";

/**
 * Long text (24 characters and more) is encoded by the platform's encoder and
 * adjusted; shorter text by the library's loop. Whichever way it takes, the
 * output is the same: these are the laws of percent-encode.test.ts again, over
 * text long enough for the platform's way, lone surrogates included.
 */

const EXPANSION = UNRESERVED;
const QUERY = UNRESERVED | COMPONENT;

function strictEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

const long = { minLength: 24, maxLength: 80 };
/** Long text over all of Unicode, with the characters that need care often. */
const longText = fc.string({ ...long, unit: fc.oneof(fc.constantFrom("!", "'", "(", ")", "*", "+", " ", "%", "a", "é"), fc.string({ unit: "binary", minLength: 1, maxLength: 1 })) });
/** Long UTF-16 text, lone surrogates included. */
const longUnits = fc.string({ ...long, unit: fc.oneof(fc.constantFrom("\ud800", "\udc00", "!", "+", "a"), fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))) });

describe("percentEncode of long text", () => {
  it("matches encodeURIComponent made strict, keeping the unreserved set", () => {
    fc.assert(fc.property(longText, (text) => percentEncode(text, EXPANSION) === strictEncode(text)));
  });

  it("matches encodeURIComponent with the query's classes", () => {
    fc.assert(fc.property(longText, (text) => percentEncode(text, QUERY) === encodeURIComponent(text)));
  });

  it("keeps + with the search parameter's classes", () => {
    fc.assert(fc.property(longText, (text) => percentEncode(text, QUERY | PLUS) === encodeURIComponent(text).replaceAll("%2B", "+")));
  });

  it("writes a lone surrogate as U+FFFD, as short text does", () => {
    fc.assert(fc.property(longUnits, (text) => percentEncode(text, EXPANSION) === strictEncode(wellFormed(text))));
    fc.assert(fc.property(longUnits, (text) => percentEncode(text, QUERY | PLUS) === encodeURIComponent(wellFormed(text)).replaceAll("%2B", "+")));
  });

  it.each([
    ["!'()*", EXPANSION, "%21%27%28%29%2A"],
    ["!'()*", QUERY, "!'()*"],
    ["a+b", QUERY, "a%2Bb"],
    ["a+b", QUERY | PLUS, "a+b"],
    ["x\ud800", QUERY, "x%EF%BF%BD"],
  ])("encodes %j repeated past 24 characters as its short encoding repeated", (text, keep, encoded) => {
    expect(percentEncode(text, keep)).toBe(encoded);
    expect(percentEncode(text.repeat(10), keep)).toBe(encoded.repeat(10));
  });
});
