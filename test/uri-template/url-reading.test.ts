import { describe, expect, it } from "vitest";
import { compileTemplate, type Expression, type Place, type QueryStart, type UrlStart } from "../../src/uri-template/compile-template";

/**
 * Read as a request URL, a template's literal text says where each
 * expression's output goes (the origin, the authority, what follows a host,
 * the path, the query, the fragment), where a query starts, and which of its
 * parts write the origin. The request checks the URL it made against these
 * facts; the reading is pinned here as a table.
 */

const URL_DIALECT = { hyphens: true, url: true };

function read(template: string, start: UrlStart): [places: (Place | undefined)[], query: QueryStart, originParts: number] {
  const { parts, query, originParts } = compileTemplate(template, URL_DIALECT, start);
  return [parts.filter((part): part is Expression => typeof part !== "string").map((part) => part.place), query, originParts];
}

describe("a template read as a URL", () => {
  it.each<[string, UrlStart, Place[], QueryStart, number]>([
    // The first value may give the origin.
    ["{+url}", "origin", ["origin"], "scan", 1],
    ["{+origin}/users{?q}", "origin", ["origin", "query"], "scan", 1],
    ["{origin}/repos/{owner}", "origin", ["origin", "path"], "scan", 1],
    // The literal text completes the host: what a value writes next follows it.
    ["https://api.github.com{+path}", "authority", ["rest"], "scan", 1],
    ["http://localhost:3000{+path}", "authority", ["rest"], "scan", 1],
    ["https://h{/seg}{.ext}", "authority", ["path", "path"], "none", 1],
    ["https://api.example.com{+a}{+b}", "authority", ["rest", "path"], "scan", 1],
    ["http://[::1]{+path}", "authority", ["rest"], "scan", 1],
    // The literal text leaves the scheme, host or port open to values.
    ["http{s}://x/y", "authority", ["authority"], "none", 3],
    ["{a}{b}://h/{c}", "authority", ["authority", "authority", "path"], "none", 3],
    ["https://{sub}.example.com/x", "authority", ["authority"], "none", 3],
    ["https://{host}", "authority", ["authority"], "none", 2],
    ["https://user@{host}/p", "authority", ["authority"], "none", 2],
    ["https://api-{x}.com/{y}", "authority", ["authority", "path"], "none", 3],
    ["https://api.{tld}/x", "authority", ["authority"], "none", 2],
    ["https://svc_{env}.corp.example/x", "authority", ["authority"], "none", 3],
    ["https://api%2D{x}/p", "authority", ["authority"], "none", 2],
    ["https://[{+ip}]:8080/x", "authority", ["authority"], "none", 3],
    ["https://h:{port}/x", "authority", ["authority"], "none", 2],
    ["https://{sub}.example.com{+path}", "authority", ["authority", "rest"], "scan", 3],
    // After the host: the path, a literal query, a fragment.
    ["https://h/{a}", "authority", ["path"], "none", 1],
    ["https://h?{q}", "authority", ["query"], "literal", 1],
    ["https://h/?a={b}#{f}", "authority", ["query", "fragment"], "scan", 1],
    ["https://h#{f}", "authority", ["fragment"], "scan", 1],
    // A path under a base URL.
    ["/x/:id/y", "path", ["path"], "none", 0],
    ["/a?name=:name&b=:b", "path", ["query", "query"], "literal", 0],
    ["/a/{b}?c={d}", "path", ["path", "query"], "literal", 0],
    ["/a/{b}?c={d}&e{&f}#g{h}", "path", ["path", "query", "query", "fragment"], "scan", 0],
    ["/a{?q}{&r}{#f}{x}", "path", ["query", "query", "fragment", "fragment"], "scan", 0],
    ["/a{?q}/{x}", "path", ["query", "query"], "scan", 0],
    ["/a{#f}{?q}", "path", ["fragment", "fragment"], "scan", 0],
    ["/a#f{x}?{y}", "path", ["fragment", "fragment"], "scan", 0],
    ["/a?b#c?{d}", "path", ["fragment"], "scan", 0],
  ])("%j (from its %s) puts its expressions in %j; its query starts: %s; %i parts write the origin", (template, start, places, query, originParts) => {
    expect(read(template, start)).toEqual([places, query, originParts]);
  });

  it("splits literal text where the authority ends", () => {
    expect(compileTemplate("https://api.github.com/repos/{owner}", URL_DIALECT, "authority").parts.slice(0, 2)).toEqual(["https://api.github.com", "/repos/"]);
  });

  it("reads no structure in RFC 6570's own dialect", () => {
    const { parts, query } = compileTemplate("https://{host}/a{?q}", { hyphens: false, url: false });
    expect(query).toBe("scan");
    for (const part of parts) if (typeof part !== "string") expect(part.place).toBeUndefined();
  });
});
