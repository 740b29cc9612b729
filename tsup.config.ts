import { readFileSync } from "node:fs";
import { defineConfig, type Options } from "tsup";

// The version is read from package.json here, once, and baked into the build so
// that the number is never typed twice.
const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};

// The `fluent-endpoint` bin runs on dist/index.js, the very file users import,
// instead of carrying a second copy of the library: its `../index` imports are
// left as an import of "./index.js".
const cli: Options = {
  entry: { cli: "src/cli/main.ts" },
  format: ["esm"],
  sourcemap: true,
  clean: false,
  target: "node20",
  platform: "node",
  esbuildPlugins: [
    {
      name: "cli-uses-built-library",
      setup(build) {
        build.onResolve({ filter: /^\.\.\/index$/ }, () => ({ path: "./index.js", external: true }));
      },
    },
  ],
};

export default defineConfig([
  {
    entry: { index: "src/index.ts" },
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    // Both builds run at once; cleaning must not delete the bin the other writes.
    clean: ["!cli.js", "!cli.js.map"],
    target: "es2022",
    platform: "neutral",
    define: { __FLUENT_ENDPOINT_VERSION__: JSON.stringify(version) },
  },
  cli,
]);
