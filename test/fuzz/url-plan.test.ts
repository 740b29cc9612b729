import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, UnsafePathParameterError } from "../../src";
import { compileUrl, expandUrl, type CompiledUrl } from "../../src/core/compiled-url";
import { hasScheme } from "../../src/core/join-url";
import { dottyString, parameterName, parameterValue, urlTemplate } from "./arbitraries";
import { fuzzParameters, fuzzTimeout } from "./fuzz-settings";
import { attempt, type Outcome } from "./well-formed";

/**
 * The per-template shortcuts of the URL work against the general path they
 * stand in for: the one-pass expansion of `{name}` / `{?a,b}` templates
 * against `expand` followed by `assertSafePath`, and the plan's answers
 * (scheme, leading slash, `?`) against asking the expanded URL itself.
 */

const CI_RUNS = 1500;

/** The same compiled template, sent down the general path. */
function general(compiled: CompiledUrl): CompiledUrl {
  return { template: compiled.template, plan: { ...compiled.plan, simple: false } };
}

/** Values of every kind, those near a dot segment and those no template can expand included. */
const value = fc.oneof(
  { weight: 6, arbitrary: parameterValue },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constant(-0), fc.constant(1e21)) },
  { weight: 1, arbitrary: fc.constantFrom(new Date(0), () => 1, Symbol("s"), new Map(), [new Date(0)], { a: new Date(0) }) },
);

const NAMES = ["owner", "repo", "path", "a", "b", "c", "x", "name", "label", "__proto__", "constructor"];

/** Parameters as JSON would make them: `__proto__` an own key. */
const params = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom(...NAMES), fc.oneof(value, dottyString)), { maxLength: 6 }),
    fc.array(fc.tuple(parameterName, value), { maxLength: 2 }),
  )
  .map(([named, other]) => Object.fromEntries([...named, ...other]) as Record<string, unknown>);

/** Templates the one-pass expansion takes: literal text, `{name}` and `{?a,b}`. */
const simpleTemplate = fc
  .array(
    fc.constantFrom(
      "/", "/repos/", "..", ".", "%2e", "/a", "https://uploads.github.com/", "x", "?", "#", ":owner", "{owner}", "{repo}",
      "{path}", "{__proto__}", "{constructor}", "{?name,label}", "{?a}", "{?x,__proto__}",
    ),
    { maxLength: 7 },
  )
  .map((pieces) => pieces.join(""));

function sameOutcome(actual: Outcome<string>, expected: Outcome<string>): void {
  if (expected.ok) {
    expect(actual).toEqual(expected);
    return;
  }
  expect(actual.ok).toBe(false);
  if (actual.ok) return;
  const error = actual.error as Error;
  const reference = expected.error as Error;
  expect(error.constructor).toBe(reference.constructor);
  expect(error.message).toBe(reference.message);
  if (reference instanceof UnsafePathParameterError) {
    expect((error as UnsafePathParameterError).parameter).toBe(reference.parameter);
  }
}

describe("the one-pass expansion of simple templates", () => {
  it(
    "returns and throws what the general expansion and traversal check do",
    () => {
      let simple = 0;
      let runs = 0;
      fc.assert(
        fc.property(simpleTemplate, params, (url, values) => {
          const compiled = compileUrl(url);
          runs++;
          if (compiled.plan.simple) simple++;
          const route = `GET ${url}`;
          sameOutcome(
            attempt(() => expandUrl(compiled, values, url, route)),
            attempt(() => expandUrl(general(compiled), values, url, route)),
          );
        }),
        fuzzParameters(CI_RUNS),
      );
      // The generator is built for simple templates; make sure it makes them.
      // Counted against the cases run, which FUZZ_RUNS may change (Stryker runs 150).
      expect(simple).toBeGreaterThan(runs / 2);
    },
    fuzzTimeout(CI_RUNS),
  );

  it("refuses a value that is all dots, and passes one that is a number or has more than dots", () => {
    const route = "DELETE /repos/{owner}/{repo}";
    expect(() => endpoint(route, { owner: "o", repo: ".." })).toThrow(UnsafePathParameterError);
    expect(() => endpoint(route, { owner: ".", repo: "r" })).toThrow(UnsafePathParameterError);
    expect(() => endpoint(route, { owner: "o", repo: [".."] })).toThrow(UnsafePathParameterError);
    expect(endpoint(route, { owner: "o", repo: "..." }).url).toBe("https://api.github.com/repos/o/...");
    expect(endpoint(route, { owner: "o", repo: 1.5 }).url).toBe("https://api.github.com/repos/o/1.5");
    expect(endpoint(route, { owner: "o", repo: 1e21 }).url).toBe("https://api.github.com/repos/o/1e%2B21");
  });
});

describe("the URL plan", () => {
  it(
    "answers as the expanded URL would, wherever it answers",
    () => {
      fc.assert(
        fc.property(fc.oneof(urlTemplate, simpleTemplate), params, (url, values) => {
          const compiled = attempt(() => compileUrl(url));
          if (!compiled.ok) return;
          const expanded = attempt(() => compiled.value.template.expand(values));
          if (!expanded.ok) return;
          const text = expanded.value;
          const { plan } = compiled.value;
          if (plan.scheme !== undefined) expect(plan.scheme).toBe(hasScheme(text));
          if (plan.query !== undefined) expect(plan.query).toBe(text.includes("?"));
          if (plan.singleSlash) expect(text.charCodeAt(0) === 47 && text.charCodeAt(1) !== 47).toBe(true);
        }),
        fuzzParameters(CI_RUNS),
      );
    },
    fuzzTimeout(CI_RUNS),
  );

  it("is settled by literal text, and left open where values decide", () => {
    expect(compileUrl("/repos/{owner}/{repo}").plan).toEqual({ simple: true, scheme: false, singleSlash: true, query: false });
    expect(compileUrl("https://uploads.github.com/{owner}{?name}").plan).toEqual({
      simple: true,
      scheme: true,
      singleSlash: false,
      query: undefined,
    });
    expect(compileUrl("/search?q={q}").plan.query).toBe(true);
    expect(compileUrl("{+base}/users").plan).toEqual({ simple: false, scheme: undefined, singleSlash: false, query: undefined });
    expect(compileUrl("mailto{x}").plan.scheme).toBeUndefined();
    expect(compileUrl("").plan.scheme).toBe(false);
    expect(compileUrl("repos").plan.scheme).toBe(false);
    expect(compileUrl("//h.example/{x}").plan.singleSlash).toBe(false);
    expect(compileUrl("/{x:2}").plan.simple).toBe(false);
    expect(compileUrl("/{x*}").plan.simple).toBe(false);
    expect(compileUrl("/{a,b}").plan.simple).toBe(false);
    expect(compileUrl("/{?a*}").plan.simple).toBe(false);
  });

  it("joins a query to a base URL or template that already has one with &", () => {
    const viaProxy = endpoint.defaults({ baseUrl: "https://proxy.example/api?key=1" });
    expect(viaProxy("GET /orgs/{org}/repos", { org: "o", page: 2 }).url).toBe("https://proxy.example/api?key=1/orgs/o/repos&page=2");
    expect(endpoint("GET /search?type=code", { q: "x" }).url).toBe("https://api.github.com/search?type=code&q=x");
    expect(endpoint("GET /releases{?name}", { name: "n", page: 2 }).url).toBe("https://api.github.com/releases?name=n&page=2");
    expect(endpoint("GET /releases{?name}", { page: 2 }).url).toBe("https://api.github.com/releases?page=2");
  });

  it("still checks every base URL when more are in use than it remembers", () => {
    const bases = ["https://a.example", "https://b.example", "https://c.example", "https://d.example", "https://e.example"];
    for (let round = 0; round < 2; round++) {
      for (const baseUrl of bases) expect(endpoint("GET /x", { baseUrl }).url).toBe(`${baseUrl}/x`);
      expect(() => endpoint("GET /x", { baseUrl: "https://h.example#f" })).toThrow(/fragment/);
      expect(() => endpoint("GET /x", { baseUrl: "h.example" })).toThrow(/absolute/);
    }
  });
});
