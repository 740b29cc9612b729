// Checks the package as npm would publish it: builds, packs the tarball, then
// runs publint and arethetypeswrong on that tarball, not on the work tree, so a
// file missing from `files` or a wrong `exports` or `bin` path fails here.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Runs a step; output goes to the terminal unless it is captured for reading. */
function step(command, args, capture = false) {
  const result = spawnSync(command, args, { stdio: ["ignore", capture ? "pipe" : "inherit", "inherit"], encoding: "utf8" });
  if (result.status !== 0) {
    console.error(`lint:package: \`${command} ${args.join(" ")}\` failed`);
    process.exit(1);
  }
  return result.stdout;
}

const folder = mkdtempSync(join(tmpdir(), "fluent-endpoint-pack-"));
process.on("exit", () => rmSync(folder, { recursive: true, force: true }));

step("npm", ["run", "build", "--silent"]);
const [{ filename, files }] = JSON.parse(step("npm", ["pack", "--json", "--pack-destination", folder], true));
const tarball = join(folder, filename);
console.log(`packed ${filename}: ${files.map((file) => file.path).join(", ")}`);
step("npx", ["--no-install", "publint", "run", "--strict", tarball]);
// The default "strict" profile checks node10, node16 (CJS and ESM) and bundler resolution.
step("npx", ["--no-install", "attw", "--format", "table", tarball]);
