import { readFileSync } from "node:fs";
import { defineConfig } from "tsup";

// The version is read from package.json here, once, and baked into the build so
// that the number is never typed twice.
const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};

export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  platform: "neutral",
  define: { __FLUENT_ENDPOINT_VERSION__: JSON.stringify(version) },
});
