import { relative } from "node:path";
import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import base from "./vitest.config";

/**
 * Suites that run every entry point many times over: they cover nearly every
 * mutant, so each surviving mutant reruns them. They go last, and Stryker
 * stops at the first failing test, so a mutant the quick exact-output tests
 * kill never reaches them.
 */
const SLOW_LAST = [
  "test/endpoint/merge-and-parse.test.ts",
  "test/safety/error-shape.test.ts",
  "test/fuzz/",
  "test/github/",
  "test/safety/bounded-memory.test.ts",
  "test/safety/plan-cache.test.ts",
];

class QuickSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): number => {
      const path = relative(file.project.config.root, file.moduleId).replaceAll("\\", "/");
      return SLOW_LAST.findIndex((prefix) => path.startsWith(prefix));
    };
    const sorted = await super.sort(files);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

// The test run Stryker repeats for every mutant (stryker.config.mjs). It keeps
// every behavioural suite that runs in this process and leaves out the ones
// that build, install, type-check or start other programs: they take most of
// a full run's time, and what they check (the bundle, the published files,
// the types, real HTTP clients) is not code a mutant of src/ changes alone.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        ...configDefaults.exclude,
        "test/tarball/**",
        "test/browser/**",
        "test/clients/**",
        "test/package/**",
        "test/docs/**",
        // Sets up, compiles and runs the README's project and examples against the packed dist/.
        "test/readme/**",
        // Run the built dist/cli.js and curl; run-cli.test.ts drives the same CLI in process.
        "test/cli/bin.test.ts",
        "test/cli/readme-cli.test.ts",
        "test/cli/curl-command.test.ts",
        // Compile declarations or fixture projects with tsc; with-types.test.ts stays (it runs).
        "test/types/github-openapi.test.ts",
        "test/types/published-declarations.test.ts",
        "test/types/tsc-init-settings.test.ts",
      ],
      typecheck: { enabled: false },
      sequence: { sequencer: QuickSuitesFirst },
    },
  }),
);
