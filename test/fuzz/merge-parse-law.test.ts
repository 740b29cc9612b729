import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, FluentEndpointError, InvalidArgumentError, type EndpointOptions } from "../../src";
import { options as optionsArbitrary, route as routeArbitrary } from "./arbitraries";
import { fuzzParameters, fuzzTimeout } from "./fuzz-settings";
import { attempt, type Outcome } from "./well-formed";

/**
 * The spec's law: for every input, `endpoint(o)` equals
 * `endpoint.parse(endpoint.merge(o))`. When one side throws, so does the
 * other, with an error of the same kind about the same field.
 */

const CI_RUNS = 1500;

function expectSameOutcome(direct: Outcome<unknown>, composed: Outcome<unknown>): void {
  if (direct.ok) {
    expect(composed.ok ? composed.value : composed.error).toEqual(direct.value);
    return;
  }
  expect(composed.ok, "parse(merge()) succeeded where endpoint() threw").toBe(false);
  if (composed.ok) return;
  const [a, b] = [direct.error, composed.error];
  expect(a).toBeInstanceOf(FluentEndpointError);
  expect((b as Error).constructor).toBe((a as Error).constructor);
  expect((b as FluentEndpointError).code).toBe((a as FluentEndpointError).code);
  if (a instanceof InvalidArgumentError) expect((b as InvalidArgumentError).field).toBe(a.field);
}

describe("endpoint(o) equals endpoint.parse(endpoint.merge(o))", () => {
  it(
    "for a route and options",
    () => {
      fc.assert(
        fc.property(routeArbitrary, optionsArbitrary, (route, options) => {
          // With a route string, `url` is a parameter, which merged options (whose
          // url is the template) cannot hold: merge() refuses it, tested on its own.
          fc.pre(typeof route !== "string" || (options as Record<string, unknown> | undefined)?.url === undefined);
          const direct = attempt(() => endpoint(route, options as EndpointOptions));
          const composed = attempt(() => endpoint.parse(endpoint.merge(route, options as EndpointOptions)));
          expectSameOutcome(direct, composed);
        }),
        fuzzParameters(CI_RUNS),
      );
    },
    fuzzTimeout(CI_RUNS),
  );

  it(
    "for options alone, with defaults",
    () => {
      fc.assert(
        fc.property(optionsArbitrary, optionsArbitrary, (defaults, options) => {
          const made = attempt(() => endpoint.defaults(defaults as EndpointOptions));
          if (!made.ok) return;
          const custom = made.value;
          const direct = attempt(() => custom(options as EndpointOptions));
          const composed = attempt(() => custom.parse(custom.merge(options as EndpointOptions)));
          expectSameOutcome(direct, composed);
        }),
        fuzzParameters(CI_RUNS / 2),
      );
    },
    fuzzTimeout(CI_RUNS),
  );
});
