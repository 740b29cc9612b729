import { describe, expect, it } from "vitest";
import { endpoint } from "../../src";
import { rewriteAccept } from "../../src/core/accept";
import { cachedRewriteAccept } from "../../src/core/cached-accept";
import { cachedRouteCount, ROUTE_CACHE_CAPACITY } from "../../src/core/cached-route";

describe("the route cache", () => {
  it("stays bounded however many distinct routes pass through it, and evicted routes still work", () => {
    const routes = Array.from({ length: ROUTE_CACHE_CAPACITY + 50 }, (_, i) => `GET /repos/{owner}/{repo}/r${i}`);
    for (const route of routes) endpoint(route, { owner: "o", repo: "r" });
    expect(cachedRouteCount()).toBeLessThanOrEqual(ROUTE_CACHE_CAPACITY);
    expect(endpoint(routes[0] as string, { owner: "o", repo: "r", per_page: 2 }).url).toBe(
      "https://api.github.com/repos/o/r/r0?per_page=2",
    );
  });

  it("checks a route's method the first time it is used, not when options.method overrides it", () => {
    expect(endpoint("G@T /x", { method: "POST" }).method).toBe("post");
    expect(() => endpoint("G@T /x")).toThrow(/^method: expected an HTTP method token such as "GET", got "G@T"/);
  });
});

describe("the remembered accept rewrite", () => {
  const accepts = ["application/vnd.github.v3+json", "application/vnd.github.v3+json,text/html", "application/vnd.foo-preview"];
  const formats = ["", "raw", "diff"];
  const previewSets: string[][] = [[], ["mercy"], ["mercy", "squirrel-girl"], ["squirrel-girl"]];
  const inputs = accepts.flatMap((accept) =>
    formats.flatMap((format) => previewSets.map((previews) => [accept, format, previews] as const)),
  );

  it("returns what a fresh rewrite returns, for more inputs than it remembers, twice over", () => {
    expect(inputs.length).toBeGreaterThan(16);
    for (let pass = 0; pass < 2; pass++) {
      for (const [accept, format, previews] of inputs) {
        // A copy of the previews array: equal content, another identity.
        expect(cachedRewriteAccept(accept, format, [...previews])).toBe(rewriteAccept(accept, format, previews));
      }
    }
  });

  it.each([
    ["application/vnd.github.v3+json", "raw", [], "application/vnd.github.v3.raw"],
    ["application/vnd.github.v3+json", "", ["mercy"], "application/vnd.github.mercy-preview+json"],
    ["application/vnd.github.v3+json", "", ["mercy", "a"], "application/vnd.github.mercy-preview+json,application/vnd.github.a-preview+json"],
    ["application/vnd.github.v3+json", "", ["a"], "application/vnd.github.a-preview+json"],
  ])("gives %s with format %j and previews %j as %s on a repeated call", (accept, format, previews, expected) => {
    cachedRewriteAccept(accept, format, previews);
    expect(cachedRewriteAccept(accept, format, [...previews])).toBe(expected);
  });
});
