import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, FluentEndpointError, RequestBuilder, type AnyRequestBuilder, type EndpointOptions, type RequestMeta } from "../../src";
import { options as optionsArbitrary, route as routeArbitrary } from "./arbitraries";
import { fuzzParameters, fuzzTimeout } from "./fuzz-settings";
import { attempt } from "./well-formed";

/**
 * The builder is the same flow as endpoint(): for every route and options,
 * `endpoint(route, options)` equals a builder given the same input, one
 * method per option in the options' order. When one side throws, so does the
 * other (the first refusal may name another field: endpoint() checks its
 * options in a fixed order, the builder each method as it is called).
 */

const CI_RUNS = 1500;

function built(route: string, options: Record<string, unknown>): unknown {
  let builder: AnyRequestBuilder = new RequestBuilder().route(route);
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    switch (key) {
      case "method":
        if (value !== null) builder = builder.method(value as string);
        break;
      case "baseUrl":
        builder = builder.baseUrl(value as string);
        break;
      case "headers":
        builder = builder.headers(value as never);
        break;
      case "mediaType":
        builder = builder.with({ mediaType: value as never });
        break;
      case "data":
        builder = builder.data(value);
        break;
      case "request":
        builder = builder.request(value as RequestMeta);
        break;
      default:
        // With a route, url is a parameter like any other. `.param()` refuses
        // an empty name, which an options object, and so `.with()`, may hold.
        builder = key === "" ? builder.with({ [key]: value }) : builder.param(key, value);
    }
  }
  return (builder as unknown as { build(): unknown }).build();
}

describe("endpoint(route, options) equals the builder given the same input", () => {
  it(
    "for a route and options",
    () => {
      fc.assert(
        fc.property(routeArbitrary, optionsArbitrary, (route, options) => {
          fc.pre(typeof route === "string");
          const direct = attempt(() => endpoint(route as string, options as EndpointOptions));
          const fluent = attempt(() => built(route as string, options));
          if (direct.ok) {
            expect(fluent.ok ? fluent.value : fluent.error).toEqual(direct.value);
            return;
          }
          expect(fluent.ok, "the builder built what endpoint() refused").toBe(false);
          if (fluent.ok) return;
          expect(direct.error).toBeInstanceOf(FluentEndpointError);
          expect(fluent.error).toBeInstanceOf(FluentEndpointError);
        }),
        fuzzParameters(CI_RUNS),
      );
    },
    fuzzTimeout(CI_RUNS),
  );
});
