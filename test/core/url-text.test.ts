import { describe, expect, it } from "vitest";
import { authorityEnd, isHttp, schemeEnd } from "../../src/core/url-text";

/**
 * The reading of a URL's text that every check of a scheme, a host or a
 * base URL relies on, as tables: where a scheme ends (or whether one may
 * still start, in a template whose first expression could write it), and
 * where `scheme://authority` ends.
 */

describe("schemeEnd: the index of the scheme's `:`", () => {
  it.each([
    ["https://api.github.com/x", 5],
    ["http:", 4],
    ["a:b", 1],
    ["git+ssh://h/x", 7],
    ["web-cal.x:y", 9],
    ["h2c:", 3],
  ])("%j → %i", (text, end) => {
    expect(schemeEnd(text)).toBe(end);
  });

  it.each([
    // Not a scheme: starts with no letter, or holds a character a scheme may not.
    ["/repos", -1],
    ["1http://x", -1],
    [":x", -1],
    ["ht tp://x", -1],
    ["h_t://x", -1],
    ["a/b:c", -1],
    ["?a:b", -1],
  ])("%j → %i (none)", (text, end) => {
    expect(schemeEnd(text)).toBe(end);
  });

  it.each([
    // Could still become a scheme: the text ends, or an expression starts, first.
    ["", 0],
    ["https", 5],
    ["{scheme}://x", 12],
    ["http{s}://x", 11],
    ["h", 1],
  ])("%j → its length %i (undecided)", (text, end) => {
    expect(schemeEnd(text)).toBe(end);
  });
});

describe("isHttp", () => {
  it.each([
    ["http", true],
    ["https", true],
    ["HTTPS", true],
    ["Http", true],
    ["ftp", false],
    ["httpss", false],
    ["http ", false],
    ["", false],
  ])("%j → %s", (scheme, http) => {
    expect(isHttp(scheme)).toBe(http);
  });
});

describe("authorityEnd: the index where the path starts after scheme://authority", () => {
  it.each([
    ["https://api.github.com/repos", 22],
    ["https://api.github.com", 22],
    ["https://h?q=1", 9],
    ["https://h#top", 9],
    ["http://user@h:8080/x", 18],
    ["https://", 8],
    ["a://b/c", 5],
  ])("%j → %i", (url, end) => {
    expect(authorityEnd(url)).toBe(end);
  });

  it.each([
    // 0: no scheme followed by `//`.
    ["/repos/x", 0],
    ["https:/x", 0],
    ["https:x//y", 0],
    ["https", 0],
    ["https:", 0],
    ["://x", 0],
    ["", 0],
    ["{s}://x", 0],
    // Protocol-relative: "//" with no scheme before it.
    ["//h/x", 0],
  ])("%j → 0", (url, end) => {
    expect(authorityEnd(url)).toBe(end);
  });
});
