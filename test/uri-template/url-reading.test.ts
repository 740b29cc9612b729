import { describe, expect, it } from "vitest";
import { compileTemplate, RFC_6570, type Component, type Expression, type QueryStart, type UrlStart } from "../../src/uri-template/compile-template";

/**
 * Read as a request URL, a template's literal text says where each
 * expression's output lands (the scheme, the host, the path…) and where a
 * query starts. These facts decide which values a request checks and where
 * parameters are appended, so the reading is pinned here as a table: each
 * template, the component of each of its expressions in order, and its
 * QueryStart.
 */

const URL_DIALECT = { hyphens: true, strict: true, url: true };

function read(template: string, start: UrlStart): [components: (Component | undefined)[], query: QueryStart] {
  const { parts, query } = compileTemplate(template, URL_DIALECT, start);
  return [parts.filter((part): part is Expression => typeof part !== "string").map((part) => part.component), query];
}

describe("a template read as a URL", () => {
  it.each<[string, UrlStart, Component[], QueryStart]>([
    // The value gives the scheme and host, or everything after a host the literal text completed.
    ["{+url}", "scheme", ["whole"], "scan"],
    ["{+origin}/users{?q}", "scheme", ["whole", "path"], "scan"],
    ["{s}x{t}:/p", "scheme", ["whole", "whole"], "scan"],
    ["https://api.github.com{+path}", "scheme", ["after-host"], "scan"],
    ["https://h{/seg}{.ext}", "scheme", ["after-host", "path"], "scan"],
    // Inside a scheme a literal "://" ends.
    ["http{s}://x/y", "scheme", ["scheme"], "scan"],
    ["{a}{b}://h/{c}", "scheme", ["scheme", "scheme", "path"], "scan"],
    // Host, port and user information.
    ["https://{sub}.example.com/x", "scheme", ["host"], "none"],
    ["https://{host}", "scheme", ["host"], "none"],
    ["https://api-{x}.com/{y}", "scheme", ["host", "path"], "none"],
    ["https://user@{host}/p", "scheme", ["host"], "none"],
    ["https://h:{port}/x", "scheme", ["port"], "none"],
    ["http://localhost:3000{+path}", "scheme", ["after-host"], "scan"],
    ["https://[::1]:{port}/x", "scheme", ["port"], "none"],
    ["https://u:{p}@h/x", "scheme", ["port"], "none"],
    ["https://u:p@{host}/x", "scheme", ["host"], "none"],
    // After the host: the path, a literal query, a fragment.
    ["https://h/{a}", "scheme", ["path"], "none"],
    ["https://h?{q}", "scheme", ["query"], "literal"],
    ["https://h/?a={b}#{f}", "scheme", ["query", "fragment"], "scan"],
    ["https://h#{f}", "scheme", ["fragment"], "scan"],
    // A path under a base URL.
    ["/x/:id/y", "path", ["path"], "none"],
    ["/a/{b}?c={d}", "path", ["path", "query"], "literal"],
    ["/a/{b}?c={d}&e{&f}#g{h}", "path", ["path", "query", "query", "fragment"], "scan"],
    ["/a{?q}{&r}{#f}{x}", "path", ["path", "query", "query", "fragment"], "scan"],
    ["/a{?q}/{x}", "path", ["path", "query"], "scan"],
    ["/a{#f}{?q}", "path", ["path", "fragment"], "scan"],
    ["/a#f{x}?{y}", "path", ["fragment", "fragment"], "scan"],
    ["/a?b#c?{d}", "path", ["fragment"], "scan"],
  ])("%j (from its %s) puts its expressions in %j, its query start: %s", (template, start, components, query) => {
    expect(read(template, start)).toEqual([components, query]);
  });

  it("reads no structure in RFC 6570's own dialect", () => {
    const { parts, query } = compileTemplate("https://{host}/a{?q}", RFC_6570);
    expect(query).toBe("scan");
    for (const part of parts) if (typeof part !== "string") expect(part.component).toBeUndefined();
  });
});
