import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTemplate } from "../../src/uri-template";
import { encodeQuery, percentEncode } from "../../src/uri-template/percent-encode";

const EXPANSION = false;
const RESERVED_EXPANSION = true;

/** encodeURIComponent, plus the five characters it keeps that RFC 3986 reserves. */
function strictEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Replaces each lone surrogate with U+FFFD, as String.prototype.toWellFormed does. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** Any UTF-16 string, lone surrogates included. */
const anyUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) });
/** Any well-formed string over all of Unicode. */
const anyText = fc.string({ unit: "binary" });

describe("percentEncode", () => {
  it("keeps only unreserved characters when reserved ones are not allowed", () => {
    expect(percentEncode("AZaz09-._~", EXPANSION)).toBe("AZaz09-._~");
    expect(percentEncode(":/?#[]@!$&'()*+,;=% \"", EXPANSION)).toBe(
      "%3A%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%25%20%22",
    );
  });

  it("keeps reserved characters and triplets when they are allowed", () => {
    expect(percentEncode(":/?#[]@!$&'()*+,;=", RESERVED_EXPANSION)).toBe(":/?#[]@!$&'()*+,;=");
    expect(percentEncode("%2f%C3%A9 %g1 %", RESERVED_EXPANSION)).toBe("%2f%C3%A9%20%25g1%20%25");
  });

  it("encodes one, two, three and four byte UTF-8 sequences with uppercase hex", () => {
    expect(percentEncode("\u0000\u007f\u0080\u07ff\u0800\uffff\u{10000}\u{10ffff}", EXPANSION)).toBe(
      "%00%7F%C2%80%DF%BF%E0%A0%80%EF%BF%BF%F0%90%80%80%F4%8F%BF%BF",
    );
  });

  it("matches encodeURIComponent (made strict) on any well-formed text", () => {
    fc.assert(fc.property(anyText, (text) => percentEncode(text, EXPANSION) === strictEncode(text)));
  });

  it("encodes lone surrogates as U+FFFD and never throws", () => {
    fc.assert(fc.property(anyUnits, (text) => percentEncode(text, EXPANSION) === strictEncode(wellFormed(text))));
  });

  it("matches encodeURI (keeping [ and ]) on text without triplets", () => {
    const noTriplet = anyText.filter((text) => !/%[0-9A-Fa-f]{2}/.test(text));
    fc.assert(
      fc.property(
        noTriplet,
        (text) => percentEncode(text, RESERVED_EXPANSION) === encodeURI(text).replace(/%5B/g, "[").replace(/%5D/g, "]"),
      ),
    );
  });

  it("encodes a query's text as encodeURIComponent does, keeping no triplet", () => {
    fc.assert(fc.property(anyText, (text) => encodeQuery(text, false) === encodeURIComponent(text)));
    expect(encodeQuery("%41", false)).toBe("%2541");
  });

  it("keeps + in the search parameter, and otherwise encodes as encodeURIComponent does", () => {
    fc.assert(fc.property(anyText, (text) => encodeQuery(text, true) === encodeURIComponent(text).replaceAll("%2B", "+")));
  });

  it("writes a lone surrogate in a query as U+FFFD", () => {
    fc.assert(fc.property(anyUnits, (text) => encodeQuery(text, true) === encodeURIComponent(wellFormed(text)).replaceAll("%2B", "+")));
  });

  it("expands a simple variable exactly as the strict encoding of its value", () => {
    const template = parseTemplate("{v}");
    fc.assert(fc.property(anyText, (v) => template.expand({ v }) === strictEncode(v)));
  });
});

describe("the prefix modifier", () => {
  const take = (text: string, count: number) => parseTemplate(`{+v:${count}}`).expand({ v: text });

  it("takes whole code points", () => {
    expect(take("𝄞stave", 1)).toBe("%F0%9D%84%9E");
    expect(take("a𝄞b", 2)).toBe("a%F0%9D%84%9E");
    expect(take("value", 30)).toBe("value");
  });

  it("agrees with splitting by code point, lone surrogates included", () => {
    fc.assert(
      fc.property(anyUnits, fc.integer({ min: 1, max: 12 }), (text, count) => {
        return take(text, count) === percentEncode(Array.from(text).slice(0, count).join(""), RESERVED_EXPANSION);
      }),
    );
  });
});
