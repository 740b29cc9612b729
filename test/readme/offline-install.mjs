// `npm install [--save-dev] name…` for the README test, offline, in the
// current folder: fluent-endpoint from the files `npm pack` put in its
// tarball (README_PACKAGE), any other package linked from this repository's
// node_modules (README_MODULES), as npm would place them, bins included, and
// written into package.json's dependencies or devDependencies.
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const args = process.argv.slice(2);
const dev = args.includes("--save-dev") || args.includes("-D");
const names = args.filter((arg) => !arg.startsWith("-"));
const modules = join(process.cwd(), "node_modules");
const { README_PACKAGE: packed, README_MODULES: ours } = process.env;
if (!packed || !ours) throw new Error("README_PACKAGE and README_MODULES name the packed package and this repository's node_modules");

const manifestOf = (folder) => JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));

function linkBins(folder) {
  const manifest = manifestOf(folder);
  const bins = typeof manifest.bin === "string" ? { [manifest.name.split("/").pop()]: manifest.bin } : (manifest.bin ?? {});
  for (const [bin, file] of Object.entries(bins)) {
    mkdirSync(join(modules, ".bin"), { recursive: true });
    const at = join(modules, ".bin", bin);
    chmodSync(join(folder, file), 0o755);
    if (!existsSync(at)) symlinkSync(join(folder, file), at);
  }
}

function link(name) {
  const at = join(modules, name);
  if (existsSync(at)) return manifestOf(at).version;
  const source = join(ours, name);
  if (!existsSync(source)) throw new Error(`${name}: not in this repository's node_modules, so the README test cannot install it offline`);
  mkdirSync(dirname(at), { recursive: true });
  symlinkSync(source, at, "dir");
  linkBins(source);
  return manifestOf(source).version;
}

const manifestFile = join(process.cwd(), "package.json");
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
const field = dev ? "devDependencies" : "dependencies";
for (const name of names) {
  let version;
  if (name === "fluent-endpoint") {
    const at = join(modules, name);
    cpSync(packed, at, { recursive: true });
    for (const dependency of Object.keys(manifestOf(at).dependencies ?? {})) link(dependency);
    linkBins(at);
    version = manifestOf(at).version;
  } else {
    version = link(name);
  }
  manifest[field] = Object.fromEntries(Object.entries({ ...manifest[field], [name]: `^${version}` }).sort(([a], [b]) => a.localeCompare(b)));
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
