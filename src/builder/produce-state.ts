import { Immer } from "immer";
import { EMPTY_STATE, Merge, readOptions, type Recipe, type State } from "../core/state";
import { VERSION } from "../version";

/**
 * fluent-endpoint's own immer instance. Its settings stay private: configuring
 * the global `produce` would change the host application's immer too.
 */
// Stryker disable next-line all: made when the module loads, where Stryker's vitest runner never has a mutant in force
const immer = new Immer({ autoFreeze: true });

/**
 * Every state that is kept (the package defaults, the defaults of each
 * endpoint function, each builder's, merged options before they are handed
 * out) is produced here, by immer, from recipes that write to a draft through
 * the merge rule, and nowhere else: all of a builder's pending steps in one
 * produce, then the state's facts settled. What recipes put into a draft is
 * frozen copies, frozen records or boxes, where immer's deep freeze stops, so
 * it never reaches what the caller owns.
 *
 * @internal
 */
export function produceState(base: State, recipes: readonly Recipe[]): State {
  return immer.produce(base, (draft) => {
    const merge = new Merge(draft);
    for (const recipe of recipes) recipe(merge);
    merge.settle();
  });
}

/**
 * The package defaults every endpoint function and builder starts from:
 * GitHub's REST API, version 3 JSON, and a `user-agent` naming this library.
 *
 * @internal
 */
// Every test of a request's headers checks these.
// Stryker disable all: made when the module loads, where Stryker's vitest runner never has a mutant in force
export const PACKAGE_DEFAULTS: State = produceState(EMPTY_STATE, [
  readOptions(
    undefined,
    {
      baseUrl: "https://api.github.com",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": `fluent-endpoint/${VERSION}` },
    },
    EMPTY_STATE,
    false,
  ).recipe,
]);
// Stryker restore all
