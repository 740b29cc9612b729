import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The policy of the one cache of compiled routes, as its comment in
 * src/core/route-plan.ts states it: a plan is kept from its route's second
 * use; a route seen once is remembered (as a hash) for at least 8,192 other
 * new routes; plans of at most 8 MB (estimated) are kept, and a plan
 * estimated above 1 MB is never kept; when full, the oldest plans leave until
 * an eighth is free, and a plan used since it was last passed over gets a
 * second chance. Whether a plan is kept shows in `keptPlans()`:
 * using a kept route twice more changes nothing, using an evicted one twice
 * keeps it again.
 *
 * Each test loads the package afresh, so that it starts from an empty cache.
 */

/** No plan is estimated below 2 KB, so 8 MB hold at most this many. */
const MAX_PLANS = 4096;
const MAX_BYTES = 8 * 1024 * 1024;
const SEEN_PER_GENERATION = 8192;

type Package = typeof import("../../src");
type Kept = typeof import("../../src/core/route-plan").keptPlans;

let endpoint: Package["endpoint"];
let keptPlans: Kept;

beforeEach(async () => {
  vi.resetModules();
  ({ endpoint } = await import("../../src"));
  ({ keptPlans } = await import("../../src/core/route-plan"));
});

/** A route of its own for each `i`, all of the same length and so of the same estimated size. */
const numbered = (i: number): string => `GET /n/${String(i).padStart(6, "0")}/{id}`;

function useTwice(route: string, options: Record<string, unknown> = { id: 1 }): void {
  endpoint(route, options);
  endpoint(route, options);
}

/** Whether `route`'s plan is kept now; finding out uses it twice, which keeps it if it was not. */
function wasKept(route: string, options?: Record<string, unknown>): boolean {
  const before = keptPlans().count;
  useTwice(route, options);
  return keptPlans().count === before;
}

describe("the cache of compiled routes", () => {
  it("keeps a plan from its route's second use, not its first", () => {
    expect(keptPlans()).toEqual({ count: 0, bytes: 0 });
    const route = numbered(1);
    expect(endpoint(route, { id: 1 }).url).toBe("https://api.github.com/n/000001/1");
    expect(keptPlans()).toEqual({ count: 0, bytes: 0 });
    expect(endpoint(route, { id: 2 }).url).toBe("https://api.github.com/n/000001/2");
    const kept = keptPlans();
    expect(kept.count).toBe(1);
    expect(kept.bytes).toBeGreaterThan(0);
    expect(endpoint(route, { id: 3 }).url).toBe("https://api.github.com/n/000001/3");
    expect(keptPlans()).toEqual(kept);
  });

  it("never keeps a route that fails to compile, which throws each time", () => {
    for (let i = 0; i < 3; i++) expect(() => endpoint("GET /x/{a")).toThrow(/\{a/);
    expect(keptPlans().count).toBe(0);
  });

  it(`remembers a route seen once across ${(2 * SEEN_PER_GENERATION - 1).toLocaleString("en")} other new routes, and forgets it after one more`, () => {
    // Literal routes, the cheapest to compile: it takes tens of thousands.
    const literal = (i: number): string => `/s${i}`;
    endpoint(literal(0));
    for (let i = 1; i < 2 * SEEN_PER_GENERATION; i++) endpoint(literal(i));
    endpoint(literal(0));
    // Only the route seen twice is kept; the others were seen once.
    expect(keptPlans().count).toBe(1);

    endpoint(literal(-1));
    for (let i = 1; i <= 2 * SEEN_PER_GENERATION; i++) endpoint(literal(100_000 + i));
    endpoint(literal(-1));
    expect(keptPlans().count).toBe(1);
  });

  /** Keeps `numbered(0)`, `numbered(1)`… until the next would pass the bound; returns how many, and the estimate of each. */
  function fill(): { full: number; each: number } {
    useTwice(numbered(0));
    const each = keptPlans().bytes;
    const full = Math.floor(MAX_BYTES / each);
    for (let i = 1; i < full; i++) useTwice(numbered(i));
    expect(keptPlans()).toEqual({ count: full, bytes: full * each });
    return { full, each };
  }

  it("keeps no more than 8 MB of plans by its estimate, and when full lets the oldest go until an eighth is free", () => {
    const { full, each } = fill();
    // No plan is estimated below 2 KB, so the count is bounded too.
    expect(each).toBeGreaterThan(2048);
    expect(full).toBeLessThan(MAX_PLANS);

    useTwice(numbered(full));
    const after = Math.floor((MAX_BYTES * 7) / 8 / each);
    expect(keptPlans()).toEqual({ count: after, bytes: after * each });
    // The newest stay; the oldest went.
    const gone = full + 1 - after;
    expect(wasKept(numbered(full))).toBe(true);
    expect(wasKept(numbered(full - 1))).toBe(true);
    expect(wasKept(numbered(gone))).toBe(true);
    expect(wasKept(numbered(gone - 1))).toBe(false);
    expect(wasKept(numbered(0))).toBe(false);
  });

  it("spares a plan used since the last eviction once, at the back of the line", () => {
    const { full, each } = fill();
    endpoint(numbered(0), { id: 1 });
    useTwice(numbered(full));
    // The oldest was used, so it stayed and the next went instead.
    const after = Math.floor((MAX_BYTES * 7) / 8 / each);
    expect(keptPlans().count).toBe(after);
    const gone = full + 1 - after;
    expect(wasKept(numbered(0))).toBe(true);
    expect(wasKept(numbered(1))).toBe(false);
    expect(wasKept(numbered(gone))).toBe(false);
    expect(wasKept(numbered(gone + 1))).toBe(true);
  });

  it("makes room for a heavy plan by letting as many light ones go as it takes", () => {
    const { full, each } = fill();
    const heavy = `GET /heavy/${"{a}".repeat(1000)}`;
    useTwice(heavy, { a: "x" });
    const { count, bytes } = keptPlans();
    const weight = bytes - (count - 1) * each;
    expect(weight).toBeGreaterThan(100 * each);
    expect(bytes).toBeLessThanOrEqual((MAX_BYTES * 7) / 8);
    expect(bytes + each).toBeGreaterThan((MAX_BYTES * 7) / 8);
    expect(count).toBeLessThan(full - 100);
    expect(wasKept(heavy, { a: "y" })).toBe(true);
  });

  it("never keeps a plan estimated above an eighth of the bytes, compiling it on each use instead", () => {
    const huge = `GET /huge/${"{a}".repeat(4000)}`;
    for (let i = 0; i < 3; i++) expect(endpoint(huge, { a: i }).url).toBe(`https://api.github.com/huge/${String(i).repeat(4000)}`);
    expect(keptPlans()).toEqual({ count: 0, bytes: 0 });
  });

  it("estimates a plan larger for more text, more expressions and more variables", () => {
    const weight = (route: string, options: Record<string, unknown>): number => {
      const before = keptPlans().bytes;
      useTwice(route, options);
      return keptPlans().bytes - before;
    };
    const short = weight("GET /a/{id}", { id: 1 });
    const long = weight(`GET /b/${"x".repeat(1000)}/{id}`, { id: 1 });
    expect(long).toBeGreaterThan(short);
    // Of the same length: one expression, two, and one of three variables.
    const one = weight("GET /c/xxxxxxxxx/{a}", { a: 1 });
    const two = weight("GET /d/{a}xxx/{b}", { a: 1, b: 2 });
    const three = weight("GET /e/xxxxx/{a,b,c}", { a: 1, b: 2, c: 3 });
    expect(two).toBeGreaterThan(one);
    expect(three).toBeGreaterThan(one);
  });

  it("keeps the plan of a route and of the same text given as `url` apart", () => {
    useTwice("GET /same/{id}");
    // As a URL, the text holds a space, which no URL may; the route's plan must not answer for it.
    expect(() => endpoint({ method: "GET", url: "GET /same/{id}", id: 1 })).toThrow('Invalid URI template "GET /same/{id}" at position 3');
    // A bare URL is the same template either way, and its plan serves both.
    useTwice("https://example.com/items/{id}");
    const count = keptPlans().count;
    expect(endpoint({ method: "GET", url: "https://example.com/items/{id}", id: 7 }).url).toBe("https://example.com/items/7");
    expect(keptPlans().count).toBe(count);
  });
});
