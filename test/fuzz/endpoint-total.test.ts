import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, RequestBuilder, type EndpointOptions, type MergedOptions } from "../../src";
import { call, options as optionsArbitrary, route as routeArbitrary } from "./arbitraries";
import { fuzzParameters, fuzzTimeout } from "./fuzz-settings";
import { attempt, expectOwnError, expectWellFormed } from "./well-formed";

/**
 * For any JSON-like input, every entry point either returns well-formed request
 * options or throws one of our errors; and nothing it was given changes.
 */

const CI_RUNS = 1500;

/** JSON text of a value, with undefined and lone surrogates kept apart from their neighbours. */
function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (item === undefined ? "<undefined>" : item)) ?? "<undefined>";
}

/** `inputs`: everything the result was made from, where a `content-type` may have been removed. */
function expectTotal(run: () => unknown, given: unknown, inputs: readonly unknown[] = [given]): void {
  const before = fingerprint(given);
  const outcome = attempt(run);
  if (outcome.ok) {
    if (outcome.value instanceof RequestBuilder) expectWellFormedOrOwnError(() => (outcome.value as RequestBuilder).build(), inputs);
    else if (typeof outcome.value === "function") expectWellFormedOrOwnError(() => (outcome.value as typeof endpoint)({}), inputs);
    else if (typeof outcome.value === "object" && outcome.value !== null && "headers" in outcome.value && !("baseUrl" in outcome.value)) {
      expectWellFormed(outcome.value as never, inputs);
    }
  } else {
    expectOwnError(outcome.error);
  }
  expect(fingerprint(given)).toBe(before);
}

function expectWellFormedOrOwnError(run: () => unknown, inputs: readonly unknown[]): void {
  const outcome = attempt(run);
  if (outcome.ok) expectWellFormed(outcome.value as never, inputs);
  else expectOwnError(outcome.error);
}

describe("every entry point is total over JSON-like input", () => {
  it(
    "endpoint(route, options)",
    () => {
      fc.assert(
        fc.property(call, ({ route, options }) => {
          expectTotal(() => (route === undefined ? endpoint(options as EndpointOptions) : endpoint(route, options as EndpointOptions)), options);
        }),
        fuzzParameters(CI_RUNS),
      );
    },
    fuzzTimeout(CI_RUNS),
  );

  it(
    "endpoint.merge(), endpoint.parse() and endpoint.defaults()",
    () => {
      fc.assert(
        fc.property(routeArbitrary, optionsArbitrary, optionsArbitrary, (route, options, defaults) => {
          expectTotal(() => endpoint.merge(route, options), options);
          expectTotal(() => endpoint.parse({ ...endpoint.merge(route), ...options } as MergedOptions), options);
          expectTotal(() => endpoint.defaults(defaults), defaults);
          const outcome = attempt(() => endpoint.defaults(defaults));
          if (outcome.ok) expectTotal(() => outcome.value(route, options), options, [options, defaults]);
        }),
        fuzzParameters(CI_RUNS / 3),
      );
    },
    fuzzTimeout(CI_RUNS),
  );

  it(
    "every RequestBuilder method",
    () => {
      const step = fc.oneof(
        fc.tuple(fc.constant("route"), routeArbitrary),
        fc.tuple(fc.constant("with"), optionsArbitrary),
        fc.tuple(fc.constant("params"), optionsArbitrary),
        fc.tuple(fc.constant("param"), fc.tuple(fc.string(), fc.jsonValue({ maxDepth: 2 }))),
        fc.tuple(fc.constant("header"), fc.tuple(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.jsonValue({ maxDepth: 1 })))),
        fc.tuple(fc.constant("headers"), fc.jsonValue({ maxDepth: 2 })),
        fc.tuple(fc.constant("preview"), fc.array(fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })), { maxLength: 2 })),
        fc.tuple(fc.constant("format"), fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 }))),
        fc.tuple(fc.constant("data"), fc.jsonValue({ maxDepth: 2 })),
        fc.tuple(fc.constant("request"), fc.jsonValue({ maxDepth: 2 })),
        fc.tuple(fc.constant("method"), fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 }))),
        fc.tuple(fc.constant("baseUrl"), fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 }))),
      );
      fc.assert(
        fc.property(fc.array(step, { maxLength: 6 }), (steps) => {
          let builder = new RequestBuilder();
          for (const [name, argument] of steps) {
            const current = builder;
            const apply = (): RequestBuilder => {
              const method = (current as unknown as Record<string, (...args: unknown[]) => RequestBuilder>)[name]!;
              // param, header and preview take several arguments; the others one.
              const args = name === "param" || name === "header" || name === "preview" ? (argument as unknown[]) : [argument];
              return method.apply(current, args);
            };
            const outcome = attempt(apply);
            if (outcome.ok) builder = outcome.value;
            else expectOwnError(outcome.error);
          }
          expectWellFormedOrOwnError(() => builder.build(), steps);
          expectTotal(() => builder.options(), undefined, steps);
        }),
        fuzzParameters(CI_RUNS / 3),
      );
    },
    fuzzTimeout(CI_RUNS),
  );

  it(
    "endpoint() over values of any type, not only JSON",
    () => {
      const anything = fc.anything({
        maxDepth: 3,
        withBigInt: true,
        withBoxedValues: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withNullPrototype: true,
        withObjectString: true,
        withTypedArray: true,
        withSparseArray: true,
      });
      fc.assert(
        fc.property(fc.oneof(routeArbitrary, anything), anything, fc.dictionary(fc.constantFrom("owner", "repo", "path", "q", "data", "x"), anything), (route, options, params) => {
          expectTotal(() => endpoint(route as string, options as EndpointOptions), undefined, [options]);
          expectTotal(() => endpoint("POST /repos/{owner}/{repo}{/path*}{?q}", params), undefined, [params]);
          expectTotal(() => endpoint("GET /repos/:owner/{repo}{/path*}", params), undefined, [params]);
        }),
        fuzzParameters(CI_RUNS / 3),
      );
    },
    fuzzTimeout(CI_RUNS),
  );
});
