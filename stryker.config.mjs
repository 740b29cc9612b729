// Mutation testing: `npm run mutation` (not part of CI; a full run takes a while).
// Reports go to reports/mutation/ (git-ignored); the sandbox to .stryker-tmp/.

// Under Stryker every mutant reruns the tests that cover it, and the fuzz
// properties cover nearly everything: a few hundred cases each still kill what
// they can kill, at a fraction of the time. Forked test runners inherit this.
process.env.FUZZ_RUNS ??= "100";
// Likewise the GitHub differential: two inputs per operation instead of six.
process.env.GITHUB_INPUTS ??= "2";
// Instrumented code runs many times slower, so time bounds mean nothing there:
// the linear-time tests skip themselves and the cache test uses fewer URLs.
process.env.MUTATION_RUN = "1";

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  // The in-process behavioural suites only (see that file for what it leaves out).
  vitest: { configFile: "vitest.mutation.config.ts" },
  // main.ts is the bin's glue to process.argv and stdio; only test/cli/bin.test.ts
  // runs it, and that runs the built dist/cli.js, which no mutant of src/ reaches.
  mutate: ["src/**/*.ts", "!src/cli/main.ts"],
  coverageAnalysis: "perTest",
  // Module-level code (tables, patterns, constants) runs when a module loads,
  // and Stryker's vitest runner loads each module once: no such mutant is ever
  // in force while a test runs, and each would rerun every test (29% of the
  // mutants, 58% of the estimated time). The source carries no Stryker
  // comments: what this leaves counts, equivalent mutants included.
  ignoreStatic: true,
  // The same for module-level code that a test loading the package afresh
  // covers, which ignoreStatic cannot tell from code that runs in a test.
  plugins: ["@stryker-mutator/*", "./stryker.plugins.mjs"],
  ignorers: ["module-load"],
  // The machine is shared: two test runners at most.
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  // The score is reported as measured; it colours the report and fails nothing.
  thresholds: { high: 90, low: 85, break: null },
};
