import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { defineConfig, type Options } from "tsup";

interface PackageJson {
  version: string;
}

// The version is read from package.json here, once, and baked into the build so
// that the number is never typed twice.
const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as PackageJson;
const define = { __FLUENT_ENDPOINT_VERSION__: JSON.stringify(version) };

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

// immer's package exports one file per module system, and its ES module reads
// `process.env.NODE_ENV`, which a browser does not have. The browser file takes
// immer's own production build instead: no `process`, no development checks.
// (esbuild also folds those checks away when it minifies for the browser, but
// only while every minify option is on; this does not depend on that.)
const immerFolder = dirname(createRequire(import.meta.url).resolve("immer/package.json"));
const immerVersion = (JSON.parse(readFileSync(join(immerFolder, "package.json"), "utf8")) as PackageJson).version;
const immerCopyright = /^Copyright .*$/m.exec(readFileSync(join(immerFolder, "LICENSE"), "utf8"))?.[0];
if (immerCopyright === undefined) throw new Error("immer's LICENSE has no copyright line to carry into the browser file");

// One ES module a page imports straight from a CDN, immer inside, nothing else
// to resolve. Package managers and bundlers never reach it (package.json names it
// only in the CDN fields), so an app with its own immer keeps a single copy.
const browser: Options = {
  entry: { "browser.min": "src/index.ts" },
  format: ["esm"],
  sourcemap: true,
  minify: true,
  clean: false,
  target: "es2022",
  platform: "browser",
  noExternal: ["immer"],
  define,
  // Bundling immer copies it, and its license asks that its notice go along.
  banner: {
    js: `/*! fluent-endpoint ${version} (MIT) | includes immer ${immerVersion}, ${immerCopyright} (MIT) */`,
  },
  esbuildPlugins: [
    {
      name: "immer-production-build",
      setup(build) {
        build.onResolve({ filter: /^immer$/ }, () => ({ path: join(immerFolder, "dist/immer.production.mjs") }));
      },
    },
  ],
};

export default defineConfig([
  {
    // dist/index.js is one module: a page with an import map loads it in one
    // request (docs/browser.md), and bundlers shake it statement by statement
    // as well as they would one module per source file, as long as no
    // top-level statement of the sources runs code with an effect
    // (`sideEffects: false` in package.json says there is none).
    //
    // `fluent-endpoint/octokit` imports the main entry by the package's name,
    // left external: dist/octokit.js imports dist/index.js (octokit.cjs requires
    // index.cjs) instead of carrying a second copy of the library, and its
    // declarations import the main ones.
    entry: { index: "src/index.ts", octokit: "src/octokit/index.ts" },
    external: ["fluent-endpoint"],
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    // All builds run at once; cleaning must not delete the files the others write.
    clean: ["!cli.js", "!cli.js.map", "!browser.min.js", "!browser.min.js.map"],
    target: "es2022",
    platform: "neutral",
    define,
  },
  cli,
  browser,
]);
