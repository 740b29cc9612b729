// Set up by vitest.mutation.config.ts only. Stryker reruns tests with a mutant
// switched on in a process where earlier tests already filled the plan cache:
// a route compiled before the switch would be served from the cache and never
// meet the mutated compiler, so the mutant would "survive" every test that
// should kill it. Each test starts with no plans, as in a fresh process.
import { beforeEach } from "vitest";
import { forgetPlans } from "../src/core/route-plan";

beforeEach(() => {
  forgetPlans();
});
