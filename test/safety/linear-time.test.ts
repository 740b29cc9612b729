import { describe, expect, it } from "vitest";
import { endpoint, parseTemplate, RequestBuilder, type EndpointOptions } from "../../src";

/**
 * Caller-controlled text must be handled in linear time. Each case is made at
 * two sizes, a quarter of N and N, and timed at both (best of five): four
 * times the input must cost about four times the time, not sixteen, as a
 * quadratic path would (a backtracking regular expression, a list search per
 * item, a copy per step). A ratio, not a bound on time: the machine may be
 * slow or loaded, the ratio holds. Times under a floor count as the floor, so
 * that a case too quick to time well is not judged by its noise.
 */
const N = 200_000;
const NOISE_MS = 3;
/**
 * Four times the input: 4 to 8 when linear (the garbage collector's share
 * grows with a larger heap), 16 when quadratic.
 */
const MAX_GROWTH = 11;

/** Runs `call` once (it may throw: a refusal must be fast too) and returns the time taken. */
function elapsed(call: () => unknown): number {
  const start = performance.now();
  try {
    call();
  } catch {
    // Only the time matters here; what is thrown is tested elsewhere.
  }
  return performance.now() - start;
}

/** How much longer the case takes at N than at N / 4, the fastest of five runs at each size. */
function ratioOfFive(small: () => unknown, large: () => unknown): number {
  let smallest = Infinity;
  let largest = Infinity;
  // Sizes alternated: a burst of load from elsewhere slows one run, not the best of five.
  for (let round = 0; round < 5; round++) {
    smallest = Math.min(smallest, elapsed(small));
    largest = Math.min(largest, elapsed(large));
  }
  return Math.max(largest, NOISE_MS) / Math.max(smallest, NOISE_MS);
}

/**
 * How much longer the case takes at N than at N / 4. A ratio over the bound
 * is measured again, twice at most, and the lowest is kept: on a machine
 * busy with other work a linear case can time over it once, while a
 * quadratic one times at sixteen every time.
 */
function growth(make: (n: number) => () => unknown): number {
  const small = make(N / 4);
  const large = make(N);
  let ratio = ratioOfFive(small, large);
  for (let again = 0; again < 2 && ratio >= MAX_GROWTH; again++) ratio = Math.min(ratio, ratioOfFive(small, large));
  return ratio;
}

/** `count` distinct short names: p0, p1, … */
function names(count: number, prefix = "p"): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${i.toString(36)}`);
}

function manyKeys(count: number, value: unknown): Record<string, unknown> {
  return Object.fromEntries(names(count, "k").map((name) => [name, value]));
}

/** A call of `url` with `options`, both made for size `n` before the clock starts. */
const get = (url: (n: number) => string, options?: (n: number) => EndpointOptions) => (n: number) => {
  const route = `GET ${url(n)}`;
  const given = options?.(n);
  return () => endpoint(route, given);
};

/**
 * A call of a route made for size `n`, new text on every call: a route is
 * compiled on its first use and kept, and only its compiling scans it whole.
 */
const compiled = (route: (n: number) => string, options?: (n: number) => EndpointOptions) => (n: number) => {
  const text = route(n);
  const given = options?.(n);
  let calls = 0;
  return () => endpoint(`${text}${(calls++).toString(36)}`, given);
};

/** A builder chain of `length` steps, then one build: each step costs the same however long the chain. */
function chain(step: (builder: RequestBuilder, index: number) => RequestBuilder, divisor = 10) {
  return (n: number) => () => {
    let builder: RequestBuilder = new RequestBuilder().route("POST /x");
    for (let i = 0; i < n / divisor; i++) builder = step(builder, i);
    return builder.build();
  };
}

// Under mutation testing the code is instrumented and its timing says
// nothing (stryker.config.mjs sets MUTATION_RUN).
describe.skipIf(process.env.MUTATION_RUN === "1").each<[string, [string, (n: number) => () => unknown][]]>([
  [
    "builder chains (one step per ten characters of N)",
    [
      // Two routes in turn: distinct ones would time the plan cache's regimes
      // (nothing kept at one size, evictions at the other), not the chain.
      [".route()", chain((builder, i) => builder.route(i % 2 === 0 ? "POST /x/{a}" : "PUT /y"))],
      [".method()", chain((builder, i) => builder.method(i % 2 === 0 ? "PUT" : "POST"))],
      [".baseUrl()", chain((builder, i) => builder.baseUrl(`https://h${i}.example`))],
      [".param()", chain((builder, i) => builder.param(`p${i}`, i))],
      [".params()", chain((builder, i) => builder.params({ [`p${i}`]: i, q: i }))],
      [".header()", chain((builder, i) => builder.header(`x-${i}`, i))],
      [".headers()", chain((builder, i) => builder.headers({ [`x-${i}`]: i, "x-q": i }))],
      [".preview()", chain((builder, i) => builder.preview(`p${i}`))],
      [".format()", chain((builder, i) => builder.format(i % 2 === 0 ? "raw" : "diff"))],
      [".data()", chain((builder, i) => builder.data({ i }))],
      [".request()", chain((builder, i) => builder.request({ [`k${i}`]: i }))],
      [".with()", chain((builder, i) => builder.with({ [`p${i}`]: i, headers: { [`x-${i}`]: i }, mediaType: { previews: [`p${i}`] } }))],
    ],
  ],
  [
    "the accept rewrite",
    [
      ["format over many vendor types", get(() => "/x", (n) => ({ headers: { accept: "application/vnd.github.v3+json,".repeat(n / 31) }, mediaType: { format: "raw" } }))],
      ["format over one long vendor type", get(() => "/x", (n) => ({ headers: { accept: `application/vnd.${"a".repeat(n)}.v3.raw+json` }, mediaType: { format: "raw" } }))],
      ["format over dotted words", get(() => "/x", (n) => ({ headers: { accept: `application/vnd${".a".repeat(n / 2)}` }, mediaType: { format: "raw" } }))],
      ["previews over a run of word characters and dashes", get(() => "/x", (n) => ({ headers: { accept: `${"a-".repeat(n / 2)}x` }, mediaType: { previews: ["p"] } }))],
      ["previews over repeated -preview", get(() => "/x", (n) => ({ headers: { accept: "-preview".repeat(n / 8) }, mediaType: { previews: ["p"] } }))],
      [
        "many previews in accept and in options",
        get(() => "/x", (n) => ({ headers: { accept: names(n / 16).map((name) => `${name}-preview`).join(",") }, mediaType: { previews: names(n / 8, "q") } })),
      ],
      ["a binary download", get(() => "/x", (n) => ({ headers: { accept: `${"x".repeat(n)}application/octet-stream` }, mediaType: { previews: ["p"] } }))],
      ["many previews given as options", get(() => "/x", (n) => ({ mediaType: { previews: names(n / 6) } }))],
      [
        "many previews given to the builder",
        (n) => {
          const previews = names(n / 6);
          return () => new RequestBuilder().route("/x").preview(...previews).build();
        },
      ],
      [
        "many previews merged over defaults",
        (n) => {
          const defaults = names(n / 12);
          const given = names(n / 12, "q");
          return () => endpoint.defaults({ mediaType: { previews: defaults } })("GET /x", { mediaType: { previews: given } });
        },
      ],
    ],
  ],
  [
    "templates",
    [
      ["many expressions", compiled((n) => `GET /${"{a}".repeat(n / 3)}`, () => ({ a: "x" }))],
      ["many distinct variables", compiled((n) => `GET /${names(n / 8).map((name) => `{${name}}`).join("")}`)],
      ["one long expression", compiled((n) => `GET /x{?${names(n / 6).join(",")}}`)],
      ["a long literal", compiled((n) => `GET /${"a/".repeat(n / 2)}`)],
      ["a long literal to encode", compiled((n) => `GET /${"é ".repeat(n / 2)}`)],
      ["a long variable name", compiled((n) => `GET /{${"a".repeat(n)}}`, () => ({ a: 1 }))],
      ["many prefixes", compiled((n) => `GET /${"{a:9999}".repeat(n / 8)}`, () => ({ a: "x" }))],
      [
        "parseTemplate of many expressions",
        (n) => {
          const text = "{/a*}".repeat(n / 5);
          return () => parseTemplate(text).expand({ a: ["x", "y"] });
        },
      ],
    ],
  ],
  [
    "invalid templates",
    [
      ["many opening braces", get((n) => `/${"{".repeat(n)}`)],
      ["an unclosed expression at the end", get((n) => `/${"a".repeat(n)}{${"a".repeat(n)}`)],
      ["an unclosed list of variables", get((n) => `/{${"a,".repeat(n / 2)}`)],
      ["a bad character at the end of a long name", get((n) => `/{${"a".repeat(n)}!}`)],
      ["an unmatched closing brace at the end", get((n) => `/${"a".repeat(n)}}`)],
      ["a percent sign without digits in a name", get((n) => `/{${"%41".repeat(n / 3)}%}`)],
    ],
  ],
  [
    "routes",
    [
      ["a long path", compiled((n) => `GET ${"/a".repeat(n / 2)}`)],
      ["a long method", compiled((n) => `${"A".repeat(n)} /x`)],
      ["many spaces", compiled((n) => `GET${" ".repeat(n)}/x`)],
      ["no space at all", compiled((n) => "a".repeat(n))],
      ["a long method that is no token", compiled((n) => `${"A".repeat(n)}( /x`)],
      ["a long method before a no-break space", compiled((n) => `${"A".repeat(n)}\u00a0/x`)],
      // Literal text read for a scheme's "://" before a value: each "/" after ":" keeps the scan going.
      ["colons and slashes before a value", compiled((n) => `GET ${":/".repeat(n / 2)}{x}`, () => ({ x: "1" }))],
      ["colons and slashes after a value", compiled((n) => `GET {x}${":/".repeat(n / 2)}a`, () => ({ x: "1" }))],
    ],
  ],
  [
    ":name placeholders",
    [
      ["many placeholders", compiled((n) => `GET /${":a/".repeat(n / 3)}`, () => ({ a: "b" }))],
      ["many colons", compiled((n) => `GET /${":".repeat(n)}`)],
      ["colons inside braces", compiled((n) => `GET /${"{a}:".repeat(n / 4)}`, () => ({ a: "b" }))],
      ["a long placeholder name", compiled((n) => `GET /:${"a".repeat(n)}`)],
      ["a long authority", compiled((n) => `GET https://${"a:".repeat(n / 2)}@h/:x`, () => ({ x: "y" }))],
      ["an invalid template after placeholders", compiled((n) => `GET /${":a/".repeat(n / 3)}{`, () => ({ a: "b" }))],
    ],
  ],
  [
    "values",
    [
      ["a long value to encode", get(() => "/x/{a}", (n) => ({ a: "é.".repeat(n / 2) }))],
      ["a long reserved value", get(() => "/x/{+a}", (n) => ({ a: "a/b".repeat(n / 3) }))],
      ["a long list", get(() => "/x{/a*}", (n) => ({ a: names(n / 6) }))],
      ["a long object", get(() => "/x{?a*}", (n) => ({ a: manyKeys(n / 8, "v") }))],
      ["a long prefix on a long value", get(() => "/x/{a:9999}", (n) => ({ a: "é".repeat(n) }))],
      ["a long value with lone surrogates", get(() => "/x/{a}", (n) => ({ a: "\ud800".repeat(n) }))],
      ["a long value in a host", get(() => "https://{a}.example/x", (n) => ({ a: "a".repeat(n) }))],
      ["a long body", (n) => { const data = "a".repeat(n); return () => endpoint("POST /x", { data }); }],
      ["a wide body", (n) => { const body = manyKeys(n / 8, "v"); return () => endpoint("POST /x", body); }],
      ["a deep JSON body with a Set at the bottom", (n) => {
        let data: unknown = new Set([1]);
        for (let i = 0; i < Math.min(n / 400, 999); i++) data = { a: [data] };
        return () => endpoint("POST /x", { data });
      }],
      [
        "many unused parameters against many variables",
        (n) => {
          const route = `POST /${names(n / 8).map((name) => `{${name}}`).join("")}`;
          const options = manyKeys(n / 8, "v");
          return () => endpoint(route, options);
        },
      ],
    ],
  ],
  [
    "the URL's safety checks",
    [
      ["many dot segments written in the template", get((n) => `/${"./{a}/".repeat(n / 6)}`, () => ({ a: "x" }))],
      ["many dot segments and one bad value at the end", get((n) => `${"/./{a}".repeat(n / 6)}/{b}`, () => ({ a: "x", b: ".." }))],
      ["a value of many segments without dots", get(() => "/x/{+a}", (n) => ({ a: "a/".repeat(n / 2) }))],
      ["a value of many three-dot segments", get(() => "/x/{+a}", (n) => ({ a: ".../".repeat(n / 4) }))],
      ["a value of many encoded dots", get(() => "/x/{+a}", (n) => ({ a: "%2e%2e%2e/".repeat(n / 10) }))],
      ["a value of dots in a query", get(() => "https://h.example?{+a}", (n) => ({ a: "/../".repeat(n / 4) }))],
      ["a long value that traverses at the end", get(() => "/x/{+a}", (n) => ({ a: `${"a/".repeat(n / 2)}..` }))],
      ["a long path value with a # at the end", get(() => "/x/{+a}", (n) => ({ a: `${"a/".repeat(n / 2)}#` }))],
      ["many values in the authority", get((n) => `https://${"{a}.".repeat(n / 4)}example/x`, () => ({ a: "b" }))],
    ],
  ],
  [
    "query building",
    [
      ["many parameters", get(() => "/x", (n) => manyKeys(n / 10, "v"))],
      ["a long q with many + separators", get(() => "/search", (n) => ({ q: "a+".repeat(n / 2) }))],
      ["a long value to encode", get(() => "/x", (n) => ({ a: "%".repeat(n) }))],
      ["a long value with lone surrogates", get(() => "/x", (n) => ({ a: "\ud800a".repeat(n / 2) }))],
      ["a long list", get(() => "/x", (n) => ({ a: names(n / 6) }))],
      ["a long list ending in a bad item", get(() => "/x", (n) => ({ a: [...names(n / 6), {}] }))],
      ["a url that already has a long query", get((n) => `/x?${"a=1&".repeat(n / 4)}`, () => ({ b: 2 }))],
      ["many parameters over defaults with parameters", (n) => {
        const api = endpoint.defaults(manyKeys(n / 20, "d"));
        const options = manyKeys(n / 20, "v");
        return () => api("GET /x", options);
      }],
    ],
  ],
  [
    "header checks",
    [
      ["a long value", get(() => "/x", (n) => ({ headers: { "x-a": "a".repeat(n) } }))],
      ["a long value with LF at the end", get(() => "/x", (n) => ({ headers: { "x-a": `${"a".repeat(n)}\n` } }))],
      ["a long name", get(() => "/x", (n) => ({ headers: { ["a".repeat(n)]: "a" } }))],
      ["a long name with a space at the end", get(() => "/x", (n) => ({ headers: { [`${"a".repeat(n)} `]: "a" } }))],
      ["many headers", get(() => "/x", (n) => ({ headers: manyKeys(n / 10, "v") as Record<string, string> }))],
      ["a long accept without changes", get(() => "/x", (n) => ({ headers: { accept: "a,".repeat(n / 2) } }))],
      ["a long baseUrl", get(() => "/x", (n) => ({ baseUrl: `https://${"a".repeat(n)}` }))],
      ["a long baseUrl with a fragment at the end", get(() => "/x", (n) => ({ baseUrl: `https://${"a".repeat(n)}#` }))],
      ["a long format", get(() => "/x", (n) => ({ mediaType: { format: "a".repeat(n) } }))],
    ],
  ],
])("%s grow linearly with the input", (_group, cases) => {
  it.each(cases)("%s", { timeout: 60_000 }, (_name, make) => {
    const ratio = growth(make);
    if (process.env.SHOW_GROWTH === "1") console.log(_name, ratio.toFixed(2));
    expect(ratio).toBeLessThan(MAX_GROWTH);
  });
});

describe("a long run of parts is walked, never spread into a call, which would overflow the stack", () => {
  it("an authority of 200,000 expressions is the library's error, not a RangeError", () => {
    const route = `GET https://${names(200_000).map((name) => `{${name}}`).join("")}/x`;
    expect(() => endpoint(route)).toThrow(expect.objectContaining({ code: "ERR_INVALID_ARGUMENT", key: "required" }));
  });

  it("200,000 lists of previews merge", () => {
    let builder: RequestBuilder = new RequestBuilder().route("GET /x");
    for (let i = 0; i < 200_000; i++) builder = builder.preview(`p${i % 3}`);
    expect(builder.build().headers.accept).toBe("application/vnd.github.p2-preview+json,application/vnd.github.p0-preview+json,application/vnd.github.p1-preview+json");
  });
});
