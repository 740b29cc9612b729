import { describe, expect, it } from "vitest";
import { endpoint, parseTemplate, RequestBuilder, type EndpointOptions } from "../../src";

/**
 * Caller-controlled text must be handled in linear time. Each case feeds a
 * 200,000-character input and allows a generous second: the linear code takes
 * milliseconds, while a quadratic path (a backtracking regular expression, a
 * list search per item) takes seconds to minutes at this size. This is a bound
 * on complexity, not a benchmark.
 */
const N = 200_000;
const BOUND_MS = 1000;

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

/** `count` distinct short names: p0, p1, … */
function names(count: number, prefix = "p"): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${i.toString(36)}`);
}

function manyKeys(count: number, value: unknown): Record<string, unknown> {
  return Object.fromEntries(names(count, "k").map((name) => [name, value]));
}

// Inputs are built before timing starts.
const builderPreviews = names(N / 6);
const defaultPreviews = names(N / 12);
const callPreviews = names(N / 12, "q");
const manyVariables = `POST /${names(N / 8).map((name) => `{${name}}`).join("")}`;
const manyParameters = manyKeys(N / 8, "v");
const longBody = "a".repeat(N);
const wideBody = manyKeys(N / 8, "v");

const get = (url: string, options?: EndpointOptions) => () => endpoint(`GET ${url}`, options);

/** A builder chain of `length` steps, then one build: each step costs the same however long the chain. */
function chain(length: number, step: (builder: RequestBuilder, index: number) => RequestBuilder): unknown {
  let builder: RequestBuilder = new RequestBuilder().route("POST /x");
  for (let i = 0; i < length; i++) builder = step(builder, i);
  return builder.build();
}

// Under mutation testing the code is instrumented and many times slower; a time
// bound says nothing there (stryker.config.mjs sets MUTATION_RUN).
describe.skipIf(process.env.MUTATION_RUN === "1").each<[string, [string, () => unknown][]]>([
  [
    "builder chains",
    [
      ["a chain of 20,000 .preview() calls", () => chain(20_000, (builder, i) => builder.preview(`p${i}`))],
      ["a chain of 20,000 .param() calls", () => chain(20_000, (builder, i) => builder.param(`p${i}`, i))],
      ["a chain of 20,000 .header() calls", () => chain(20_000, (builder, i) => builder.header(`x-${i}`, i))],
    ],
  ],
  [
    "the accept rewrite",
    [
      ["format over many vendor types", get("/x", { headers: { accept: "application/vnd.github.v3+json,".repeat(N / 31) }, mediaType: { format: "raw" } })],
      ["format over one long vendor type", get("/x", { headers: { accept: `application/vnd.${"a".repeat(N)}.v3.raw+json` }, mediaType: { format: "raw" } })],
      ["format over dotted words", get("/x", { headers: { accept: `application/vnd${".a".repeat(N / 2)}` }, mediaType: { format: "raw" } })],
      ["previews over a run of word characters and dashes", get("/x", { headers: { accept: `${"a-".repeat(N / 2)}x` }, mediaType: { previews: ["p"] } })],
      ["previews over repeated -preview", get("/x", { headers: { accept: "-preview".repeat(N / 8) }, mediaType: { previews: ["p"] } })],
      ["many previews in accept and in options", get("/x", { headers: { accept: names(N / 16).map((name) => `${name}-preview`).join(",") }, mediaType: { previews: names(N / 8, "q") } })],
      ["a binary download", get("/x", { headers: { accept: `${"x".repeat(N)}application/octet-stream` }, mediaType: { previews: ["p"] } })],
      ["many previews given as options", get("/x", { mediaType: { previews: names(N / 6) } })],
      ["many previews given to the builder", () => new RequestBuilder().route("/x").preview(...builderPreviews).build()],
      ["many previews merged over defaults", () => endpoint.defaults({ mediaType: { previews: defaultPreviews } })("GET /x", { mediaType: { previews: callPreviews } })],
    ],
  ],
  [
    "templates",
    [
      ["many expressions", get(`/${"{a}".repeat(N / 3)}`, { a: "x" })],
      ["many distinct variables", get(`/${names(N / 8).map((name) => `{${name}}`).join("")}`)],
      ["one long expression", get(`/x{?${names(N / 6).join(",")}}`)],
      ["a long literal", get(`/${"a/".repeat(N / 2)}`)],
      ["a long literal to encode", get(`/${"é ".repeat(N / 2)}`)],
      ["a long variable name", get(`/{${"a".repeat(N)}}`, { a: 1 })],
      ["many prefixes", get(`/${"{a:9999}".repeat(N / 8)}`, { a: "x" })],
      ["parseTemplate of many expressions", () => parseTemplate("{/a*}".repeat(N / 5)).expand({ a: ["x", "y"] })],
    ],
  ],
  [
    "invalid templates",
    [
      ["many opening braces", get(`/${"{".repeat(N)}`)],
      ["an unclosed expression at the end", get(`/${"a".repeat(N)}{${"a".repeat(N)}`)],
      ["an unclosed list of variables", get(`/{${"a,".repeat(N / 2)}`)],
      ["a bad character at the end of a long name", get(`/{${"a".repeat(N)}!}`)],
      ["an unmatched closing brace at the end", get(`/${"a".repeat(N)}}`)],
      ["a percent sign without digits in a name", get(`/{${"%41".repeat(N / 3)}%}`)],
    ],
  ],
  [
    "routes",
    [
      ["a long path", () => endpoint(`GET ${"/a".repeat(N / 2)}`)],
      ["a long method", () => endpoint(`${"A".repeat(N)} /x`)],
      ["many spaces", () => endpoint(`GET${" ".repeat(N)}/x`)],
      ["no space at all", () => endpoint("a".repeat(N))],
      ["a long method that is no token", () => endpoint(`${"A".repeat(N)}( /x`)],
    ],
  ],
  [
    ":name rewriting",
    [
      ["many placeholders", get(`/${":a/".repeat(N / 3)}`, { a: "b" })],
      ["many colons", get(`/${":".repeat(N)}`)],
      ["colons inside braces", get(`/${"{a}:".repeat(N / 4)}`, { a: "b" })],
      ["a long placeholder name", get(`/:${"a".repeat(N)}`)],
      ["a long authority", get(`https://${"a:".repeat(N / 2)}@h/:x`, { x: "y" })],
      ["an invalid template after placeholders", get(`/${":a/".repeat(N / 3)}{`, { a: "b" })],
    ],
  ],
  [
    "values",
    [
      ["a long value to encode", get("/x/{a}", { a: "é.".repeat(N / 2) })],
      ["a long reserved value", get("/x/{+a}", { a: "a/b".repeat(N / 3) })],
      ["a long list", get("/x{/a*}", { a: names(N / 6) })],
      ["a long object", get("/x{?a*}", { a: manyKeys(N / 8, "v") })],
      ["a long prefix on a long value", get("/x/{a:9999}", { a: "é".repeat(N) })],
      ["a long value with lone surrogates", get("/x/{a}", { a: "\ud800".repeat(N) })],
      ["a long body", () => endpoint("POST /x", { data: longBody })],
      ["a wide body", () => endpoint("POST /x", wideBody)],
      ["many unused parameters against many variables", () => endpoint(manyVariables, manyParameters)],
    ],
  ],
  [
    "the path-safety scan",
    [
      ["many dot segments written in the template", get(`/${"./{a}/".repeat(N / 6)}`, { a: "x" })],
      ["many dot segments and one bad value at the end", get(`${"/./{a}".repeat(N / 6)}/{b}`, { a: "x", b: ".." })],
      ["a value of many segments without dots", get("/x/{+a}", { a: "a/".repeat(N / 2) })],
      ["a value of many three-dot segments", get("/x/{+a}", { a: ".../".repeat(N / 4) })],
      ["a value of many encoded dots", get("/x/{+a}", { a: "%2e%2e%2e/".repeat(N / 10) })],
      ["a value of dots in a query", get("https://h.example?{+a}", { a: "/../".repeat(N / 4) })],
      ["a long value that traverses at the end", get("/x/{+a}", { a: `${"a/".repeat(N / 2)}..` })],
    ],
  ],
  [
    "query building",
    [
      ["many parameters", get("/x", manyKeys(N / 10, "v"))],
      ["a long q with many + separators", get("/search", { q: "a+".repeat(N / 2) })],
      ["a long value to encode", get("/x", { a: "%".repeat(N) })],
      ["a long value with lone surrogates", get("/x", { a: "\ud800a".repeat(N / 2) })],
      ["a long list", get("/x", { a: names(N / 6) })],
      ["a long list ending in a bad item", get("/x", { a: [...names(N / 6), {}] })],
      ["a url that already has a long query", get(`/x?${"a=1&".repeat(N / 4)}`, { b: 2 })],
    ],
  ],
  [
    "header checks",
    [
      ["a long value", get("/x", { headers: { "x-a": "a".repeat(N) } })],
      ["a long value with LF at the end", get("/x", { headers: { "x-a": `${"a".repeat(N)}\n` } })],
      ["a long name", get("/x", { headers: { ["a".repeat(N)]: "a" } })],
      ["a long name with a space at the end", get("/x", { headers: { [`${"a".repeat(N)} `]: "a" } })],
      ["many headers", get("/x", { headers: manyKeys(N / 10, "v") as Record<string, string> })],
      ["a long accept without changes", get("/x", { headers: { accept: "a,".repeat(N / 2) } })],
      ["a long baseUrl", get("/x", { baseUrl: `https://${"a".repeat(N)}` })],
      ["a long baseUrl with a fragment at the end", get("/x", { baseUrl: `https://${"a".repeat(N)}#` })],
      ["a long format", get("/x", { mediaType: { format: "a".repeat(N) } })],
    ],
  ],
])("%s run in linear time", (_group, cases) => {
  it.each(cases)("%s", (_name, call) => {
    expect(elapsed(call)).toBeLessThan(BOUND_MS);
  });
});
