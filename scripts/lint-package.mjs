// Checks the package as `npm publish` would upload it. Packs with `npm pack`,
// whose `prepack` script builds dist/, so on a fresh clone the tarball holds only
// what that build makes; then checks the tarball's file list against the list
// below, and runs publint and arethetypeswrong on the tarball, not on the work
// tree, so a file missing from `files` or a wrong `exports` or `bin` path fails.
//
//   node scripts/lint-package.mjs [folder]
//
// With a folder, the tarball is left there for the next CI step (the installed
// package test); without one it goes to a temporary folder, removed at exit.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

// Every file of the published package. A file missing here means users miss it;
// a file not listed (a stale build output, a test fixture, a source file) would
// be published by mistake. Either fails the check.
const EXPECTED_FILES = [
  "LICENSE",
  "README.md",
  "package.json",
  // `import` and `require`, with their declarations and source maps.
  "dist/index.js",
  "dist/index.js.map",
  "dist/index.d.ts",
  "dist/index.cjs",
  "dist/index.cjs.map",
  "dist/index.d.cts",
  // `fluent-endpoint/octokit`, for import and require, over the files above.
  "dist/octokit.js",
  "dist/octokit.js.map",
  "dist/octokit.d.ts",
  "dist/octokit.cjs",
  "dist/octokit.cjs.map",
  "dist/octokit.d.cts",
  // The same for resolvers that read no `exports` (TypeScript's node10, webpack 4).
  "octokit/package.json",
  // The `fluent-endpoint` bin.
  "dist/cli.js",
  "dist/cli.js.map",
  // The self-contained ES module for browsers (immer included), for CDN links.
  "dist/browser.min.js",
  "dist/browser.min.js.map",
  // The guides, which the README links to on the CDN (the registry page shows
  // the README alone, so relative links would break there).
  "docs/browser.md",
  "docs/builder.md",
  "docs/coming-from-octokit.md",
  "docs/decisions.md",
  "docs/defaults-and-enterprise-servers.md",
  "docs/getting-started.md",
  "docs/mutation-testing.md",
  "docs/performance.md",
  "docs/reading-compile-errors.md",
  "docs/safety.md",
  "docs/typed-routes.md",
];

/** Runs a step; output goes to the terminal unless it is captured for reading. */
function step(command, args, capture = false) {
  const result = spawnSync(command, args, { stdio: ["ignore", capture ? "pipe" : "inherit", "inherit"], encoding: "utf8" });
  if (result.status !== 0) {
    console.error(`lint:package: \`${command} ${args.join(" ")}\` failed`);
    process.exit(1);
  }
  return result.stdout;
}

let folder;
if (process.argv[2] === undefined) {
  folder = mkdtempSync(join(tmpdir(), "fluent-endpoint-pack-"));
  process.on("exit", () => rmSync(folder, { recursive: true, force: true }));
} else {
  // A folder of its own: an older tarball left there must not pass for this one.
  folder = resolve(process.argv[2]);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
}

// The build's own output goes to the terminal; the tarball is found by listing
// the folder, which holds nothing else.
step("npm", ["pack", "--pack-destination", folder]);
const tarballs = readdirSync(folder).filter((name) => name.endsWith(".tgz"));
if (tarballs.length !== 1) {
  console.error(`lint:package: expected one tarball in ${folder}, found ${JSON.stringify(tarballs)}`);
  process.exit(1);
}
const tarball = join(folder, tarballs[0]);

// Read back from the tarball itself: what is in it is what gets published.
const packed = step("tar", ["-tzf", tarball], true)
  .split("\n")
  .filter((line) => line !== "" && !line.endsWith("/"))
  .map((line) => line.replace(/^package\//, ""));
const missing = EXPECTED_FILES.filter((file) => !packed.includes(file));
const unexpected = packed.filter((file) => !EXPECTED_FILES.includes(file));
if (missing.length > 0 || unexpected.length > 0) {
  if (missing.length > 0) console.error(`lint:package: missing from the tarball: ${missing.join(", ")}`);
  if (unexpected.length > 0) console.error(`lint:package: not expected in the tarball: ${unexpected.join(", ")}`);
  process.exit(1);
}
console.log(`lint:package: ${tarball} holds the ${packed.length} expected files`);

step("npx", ["--no-install", "publint", "run", "--strict", tarball]);
// The default "strict" profile checks node10, node16 (CJS and ESM) and bundler resolution.
step("npx", ["--no-install", "attw", "--format", "table", tarball]);
