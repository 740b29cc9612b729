import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The one cache of compiled routes, by what a caller can tell of it: the same
 * requests from a kept plan as from a fresh one, a route kept from its second
 * use, the heap it holds bounded in bytes (oldest plans leave first), no
 * failure kept, and a route's plan never answering for the same text given as
 * a `url`. The heap the estimate bounds is measured in bounded-memory.test.ts.
 *
 * Each test loads the package afresh, so that it starts from an empty cache.
 */

const MAX_BYTES = 8 * 1024 * 1024;

type Package = typeof import("../../src");
type Kept = typeof import("../../src/core/route-plan").keptPlans;

let endpoint: Package["endpoint"];
let keptPlans: Kept;

beforeEach(async () => {
  vi.resetModules();
  ({ endpoint } = await import("../../src"));
  ({ keptPlans } = await import("../../src/core/route-plan"));
});

describe("the cache of compiled routes", () => {
  it("keeps a route from its second use, and gives the same request from a kept plan as from a fresh one", () => {
    const route = "GET /repos/{owner}/{repo}/issues{?state}";
    const first = endpoint(route, { owner: "o", repo: "r", state: "open" });
    expect(keptPlans().count).toBe(0);
    expect(endpoint(route, { owner: "o", repo: "r", state: "open" })).toEqual(first);
    expect(keptPlans().count).toBe(1);
    expect(endpoint(route, { owner: "o", repo: "r", state: "open" })).toEqual(first);
  });

  it("keeps nothing for texts used once, however many (one-off URLs such as pagination links)", () => {
    for (let page = 0; page < 10_000; page++) {
      expect(endpoint(`GET /repositories/1/issues?page=${page}`).url).toBe(`https://api.github.com/repositories/1/issues?page=${page}`);
    }
    expect(keptPlans()).toEqual({ count: 0, bytes: 0 });
  });

  it("keeps a text merged options hold at once, so that parsing them next compiles nothing (octokit's request() merges, then parses)", () => {
    for (let page = 0; page < 100; page++) {
      const link = `https://api.github.com/repositories/1/issues?page=${page}`;
      const merged = endpoint.merge({ method: "GET", url: link, headers: {} });
      expect(keptPlans().count).toBe(page + 1);
      expect(endpoint.parse(merged).url).toBe(link);
      expect(keptPlans().count).toBe(page + 1);
    }
  });

  it("keeps the route of defaults and of a builder from its first use: they hold its plan anyway", () => {
    endpoint.defaults({ url: "/defaults/{id}" });
    endpoint.builder().route("GET /builder/{id}");
    expect(keptPlans().count).toBe(2);
  });

  it("keeps every route of a client that uses fewer than the cache holds, with up to 4,096 one-off texts between its uses", () => {
    const routes = Array.from({ length: 500 }, (_, i) => `GET /kept/${i}/{id}`);
    for (let round = 0; round < 3; round++) {
      for (const [i, route] of routes.entries()) {
        expect(endpoint(route, { id: round }).url).toBe(`https://api.github.com/kept/${i}/${round}`);
        endpoint(`GET /once/${round}/${i}`);
      }
    }
    expect(keptPlans().count).toBe(500);
  });

  it("never keeps a route that fails to compile, which throws each time", () => {
    for (let i = 0; i < 3; i++) expect(() => endpoint("GET /x/{a")).toThrow(/\{a/);
    expect(keptPlans().count).toBe(0);
  });

  it("keeps no more than 8 MB of plans by its estimate, the oldest leaving first, each route still right", () => {
    const route = (i: number): string => `GET /n/${String(i).padStart(6, "0")}/${"x".repeat(200)}/{id}`;
    for (let i = 0; i < 6000; i++) {
      for (const id of [i, -i]) expect(endpoint(route(i), { id }).url).toBe(`https://api.github.com/n/${String(i).padStart(6, "0")}/${"x".repeat(200)}/${id}`);
      expect(keptPlans().bytes).toBeLessThanOrEqual(MAX_BYTES);
    }
    const { count } = keptPlans();
    expect(count).toBeLessThan(6000);
    // The newest stays kept: using it again keeps the same plans.
    endpoint(route(5999), { id: 1 });
    expect(keptPlans().count).toBe(count);
  });

  it("never keeps a plan estimated above an eighth of the bytes, compiling it on each use instead", () => {
    const huge = `GET /huge/${"{a}".repeat(4000)}`;
    for (let i = 0; i < 3; i++) expect(endpoint(huge, { a: i }).url).toBe(`https://api.github.com/huge/${String(i).repeat(4000)}`);
    expect(keptPlans()).toEqual({ count: 0, bytes: 0 });
  });

  it("keeps the plan of a route and of the same text given as `url` apart", () => {
    endpoint("GET /same/{id}", { id: 1 });
    endpoint("GET /same/{id}", { id: 2 });
    // As a URL, the text holds a space, which no URL may; the route's plan must not answer for it.
    expect(() => endpoint({ method: "GET", url: "GET /same/{id}", id: 1 })).toThrow('Invalid URI template "GET /same/{id}" at position 3');
    // A bare URL is the same template either way, and its plan serves both.
    endpoint("https://example.com/items/{id}", { id: 1 });
    endpoint("https://example.com/items/{id}", { id: 2 });
    const count = keptPlans().count;
    expect(endpoint({ method: "GET", url: "https://example.com/items/{id}", id: 7 }).url).toBe("https://example.com/items/7");
    expect(keptPlans().count).toBe(count);
  });
});
