// `npm run size`: what fluent-endpoint adds to a browser bundle. Bundles, with
// esbuild, the built package (dist/, as users get it) plus immer, minified, for
// the browser, as ES modules; reports minified and minified + gzip (level 9)
// bytes, for single named imports and for the whole package, beside
// @octokit/endpoint 11; then where the whole package's bytes go, part by part;
// then the size of the self-contained browser file the package ships
// (dist/browser.min.js).
//
// process.env.NODE_ENV is "production", as in any browser build: immer keeps
// its development-only error texts behind that check. The package is found
// through its package.json, as in an app: the "paths" of tsconfig.json, which
// map its name to src/ for the tests, are not read.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { printTable } from "./table.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const KB = 1024;

// Issue 34: what a bundle pays, min+gz, immer included; an import pays for what it uses.
const entries = [
  ["@octokit/endpoint 11, import { endpoint }", 'export { endpoint } from "@octokit/endpoint";'],
  ["import { endpoint }", 'export { endpoint } from "fluent-endpoint";'],
  ["import { RequestBuilder }", 'export { RequestBuilder } from "fluent-endpoint";'],
  ["import { parseTemplate }", 'export { parseTemplate } from "fluent-endpoint";', 7 * KB],
  ["import { toFetchArguments }", 'export { toFetchArguments } from "fluent-endpoint";', 5 * KB],
  [
    "the error classes alone",
    'export { FluentEndpointError, InvalidArgumentError, UriTemplateError, UnsafePathParameterError } from "fluent-endpoint";',
  ],
  ["whole package (export *)", 'export * from "fluent-endpoint";', 18 * KB],
];

async function measure(contents, loader = "js") {
  const result = await build({
    stdin: { contents, resolveDir: root, loader, sourcefile: `entry.${loader}` },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    // The version the build bakes in (see tsup.config.ts), for the bundle made from the sources.
    define: { "process.env.NODE_ENV": '"production"', __FLUENT_ENDPOINT_VERSION__: '"1.0.0"' },
    tsconfigRaw: {},
    write: false,
    metafile: true,
    logLevel: "warning",
  });
  const code = result.outputFiles[0].contents;
  const inputs = Object.entries(result.metafile.outputs)[0][1].inputs;
  const immerBytes = Object.entries(inputs)
    .filter(([path]) => path.includes("node_modules/immer/"))
    .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length, immerMin: immerBytes, inputs };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const rows = [["bundle", "min", "min+gz", "of which immer (min)", "target (min+gz)"]];
const verdicts = [];
for (const [name, contents, limit] of entries) {
  const size = await measure(contents);
  const sources = Object.keys(size.inputs).filter((path) => path.startsWith("src/"));
  if (sources.length > 0) throw new Error(`${name}: bundled the sources (${sources[0]}…), not dist/`);
  let target = "";
  if (limit !== undefined) {
    target = `${kb(limit)}, ${size.gzip <= limit ? "met" : `MISSED by ${size.gzip - limit} B`}`;
    verdicts.push(`${name}: ${kb(size.gzip)} (${target})`);
  }
  rows.push([name, `${size.min} B`, `${size.gzip} B (${kb(size.gzip)})`, `${size.immerMin} B`, target]);
}
printTable(rows);

// Where the bytes go. The same bundle made from the sources, so that esbuild
// can say how many minified bytes each file contributes; files are summed
// into the parts of the design. Gzip does not add up part by part: the
// min+gz column is each part's share of the whole bundle's min+gz, in
// proportion to its minified bytes.
const parts = [
  ["immer", (path) => path.includes("node_modules/immer/")],
  ["template engine (src/uri-template)", (path) => path.startsWith("src/uri-template/")],
  ["core: options, plans, checks, requests (src/core)", (path) => path.startsWith("src/core/") || path === "src/own.ts"],
  ["builder and immer state (src/builder)", (path) => path.startsWith("src/builder/")],
  ["endpoint facade (src/endpoint)", (path) => path.startsWith("src/endpoint/")],
  ["error table and classes (src/errors.ts)", (path) => path === "src/errors.ts"],
  ["adapters (src/adapters)", (path) => path.startsWith("src/adapters/")],
];
const fromSources = await measure('export * from "./src/index.ts";', "ts");
const sums = new Map([...parts.map(([name]) => [name, { min: 0 }]), ["other", { min: 0 }]]);
for (const [path, input] of Object.entries(fromSources.inputs)) {
  const name = parts.find(([, matches]) => matches(path))?.[0] ?? "other";
  sums.get(name).min += input.bytesInOutput;
}
const partRows = [["part", "min", "≈ min+gz (share)"]];
for (const [name, { min }] of sums) {
  if (min > 0) partRows.push([name, `${min} B`, `${Math.round((fromSources.gzip * min) / fromSources.min)} B`]);
}
partRows.push(["whole package, from the sources", `${fromSources.min} B`, `${fromSources.gzip} B`]);
console.log(`\n## where the whole package's bytes go`);
printTable(partRows);
const largest = Object.entries(fromSources.inputs)
  .filter(([path]) => path.startsWith("src/"))
  .sort(([, a], [, b]) => b.bytesInOutput - a.bytesInOutput)
  .slice(0, 10);
console.log(`\nlargest source files (min): ${largest.map(([path, input]) => `${path.slice(4)} ${input.bytesInOutput} B`).join(", ")}`);
// The self-contained file the package ships for CDN links, measured as it is.
const shipped = readFileSync(join(root, "dist/browser.min.js"));
console.log(`\ndist/browser.min.js, the CDN file as shipped: ${shipped.length} B min, ${gzipSync(shipped, { level: 9 }).length} B min+gz`);

console.log(`\ntargets, min+gz including immer:\n${verdicts.join("\n")}`);
