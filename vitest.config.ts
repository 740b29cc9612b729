import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};

export default defineConfig({
  define: { __FLUENT_ENDPOINT_VERSION__: JSON.stringify(version) },
  // The package's own names mean its source, as in tsconfig.json: src/octokit/
  // imports the main entry by name, and runs over the one copy the tests import.
  resolve: {
    alias: [
      { find: /^fluent-endpoint$/, replacement: fileURLToPath(new URL("./src/index.ts", import.meta.url)) },
      { find: /^fluent-endpoint\/octokit$/, replacement: fileURLToPath(new URL("./src/octokit/index.ts", import.meta.url)) },
    ],
  },
  test: {
    include: ["test/**/*.test.ts"],
    // The installed-tarball test has its own run: vitest.tarball.config.ts.
    exclude: [...configDefaults.exclude, "test/tarball/**"],
    // Some suites prepare real work before their tests (compile 1,557 typed
    // calls, build the reference site, launch Chromium): on a loaded 2-core
    // machine that takes far longer than the default 10 s for a hook.
    hookTimeout: 120_000,
    // Type tests (`*.test-d.ts`) are compiled, not run: `vitest run` type-checks
    // them with tsc alongside the runtime tests, so `npm test` covers both.
    // Here under `strict` alone, against src/; test/types/tsc-init-settings.test.ts
    // compiles them again under the options `tsc --init` writes for a new
    // project, against the built declarations.
    typecheck: {
      enabled: true,
      include: ["test/types/**/*.test-d.ts"],
      tsconfig: "./test/types/tsconfig.strict.json",
    },
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
    },
  },
});
