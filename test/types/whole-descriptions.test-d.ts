import type { paths as GitHub } from "@octokit/openapi-types";
import type { DefaultedRouteOptions, DescribedRouteName, RouteOptions, RouteParametersOf } from "fluent-endpoint";
import { describe, expectTypeOf, it } from "vitest";
import type { paths as Blockfrost } from "./descriptions/blockfrost.js";
import type { paths as Directus } from "./descriptions/directus.js";
import type { paths as Figma } from "./descriptions/figma.js";
import type { paths as Petstore } from "./descriptions/petstore.js";

// Every route of five descriptions at once, where the other files take a
// few calls each: a route whose options come out `never` takes no call at
// all, the correct ones included. Under `exactOptionalPropertyTypes` (which
// `tsc --init` turns on) openapi-typescript 7's `query?: never` once made
// 226 of the 325 routes of the non-GitHub descriptions so.

/** The routes of a description that no options fit: those of a typed endpoint, of one with defaults, or the typed builder's parameters. */
type RoutesTakingNothing<Paths> = {
  [Route in DescribedRouteName<Paths>]: [RouteOptions<Paths, Route>] extends [never]
    ? Route
    : [DefaultedRouteOptions<Paths, Route, "owner">] extends [never]
      ? Route
      : [RouteParametersOf<Paths, Route>] extends [never]
        ? Route
        : never;
}[DescribedRouteName<Paths>];

describe("every route of a description takes its options", () => {
  it("in descriptions openapi-typescript 7 writes, absent parts as ?: never", () => {
    expectTypeOf<RoutesTakingNothing<Figma>>().toEqualTypeOf<never>();
    expectTypeOf<RoutesTakingNothing<Directus>>().toEqualTypeOf<never>();
    expectTypeOf<RoutesTakingNothing<Blockfrost>>().toEqualTypeOf<never>();
    expectTypeOf<RoutesTakingNothing<Petstore>>().toEqualTypeOf<never>();
  });

  it("in GitHub's, which leaves absent parts out", () => {
    expectTypeOf<RoutesTakingNothing<GitHub>>().toEqualTypeOf<never>();
  });

  it("and the test sees a route that takes nothing", () => {
    interface Broken {
      "/things": { get: { parameters: { query: never }; responses: {} } };
    }
    expectTypeOf<RoutesTakingNothing<Broken>>().toEqualTypeOf<"GET /things">();
  });
});
