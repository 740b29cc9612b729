// `npm run size`: what fluent-endpoint adds to a browser bundle. Bundles, with
// esbuild, the built package (dist/, as users get it) plus immer, minified, for
// the browser, as ES modules; reports minified and minified + gzip (level 9)
// bytes, for one named import and for the whole package; then the size of the
// self-contained browser file the package ships (dist/browser.min.js).
//
// process.env.NODE_ENV is "production", as in any browser build: immer keeps
// its development-only error texts behind that check.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const LIMIT = 8 * 1024;

const entries = [
  ["import { endpoint }", 'export { endpoint } from "fluent-endpoint";'],
  ["import { RequestBuilder }", 'export { RequestBuilder } from "fluent-endpoint";'],
  ["whole package (export *)", 'export * from "fluent-endpoint";'],
];

async function measure(contents) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: "js", sourcefile: "entry.js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    define: { "process.env.NODE_ENV": '"production"' },
    write: false,
    metafile: true,
    logLevel: "warning",
  });
  const code = result.outputFiles[0].contents;
  const inputs = Object.entries(result.metafile.outputs)[0][1].inputs;
  const immerBytes = Object.entries(inputs)
    .filter(([path]) => path.includes("node_modules/immer/"))
    .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length, immerMin: immerBytes };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const rows = [["bundle", "min", "min+gz", "of which immer (min)"]];
let whole;
for (const [name, contents] of entries) {
  const size = await measure(contents);
  rows.push([name, `${size.min} B`, `${size.gzip} B (${kb(size.gzip)})`, `${size.immerMin} B`]);
  whole = size;
}
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const [index, row] of rows.entries()) {
  console.log(`| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`);
  if (index === 0) console.log(`|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`);
}
// The self-contained file the package ships for CDN links, measured as it is.
const shipped = readFileSync(join(root, "dist/browser.min.js"));
console.log(`\ndist/browser.min.js, the CDN file as shipped: ${shipped.length} B min, ${gzipSync(shipped, { level: 9 }).length} B min+gz`);

const verdict = whole.gzip <= LIMIT ? "met" : `MISSED by ${whole.gzip - LIMIT} B`;
console.log(`\ntarget: whole package at most ${kb(LIMIT)} min+gz including immer: ${kb(whole.gzip)}, ${verdict}`);
