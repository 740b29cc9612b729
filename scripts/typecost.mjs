// npm run typecost [-- --calls 400] [-- --only name,name]
//
// What the route types cost the compiler. The same real GitHub calls (see
// github-calls.mjs) are written into small projects, each compiled by
// `tsc --extendedDiagnostics` against the built declarations in dist/, as a
// user's project would be: fluent-endpoint's template-literal routes, its
// OpenAPI-typed form, the builder in both forms, and @octokit/endpoint 11
// (typed through @octokit/types). Instantiations are deterministic; check time
// and memory vary with the machine's load, so compare them within one run.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { githubCalls, sourceOf } from "./github-calls.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const count = Number(option("calls") ?? 400);
const only = option("only")?.split(",");
// `--keep .cost` writes the projects there and leaves them, for profiling one
// with `tsc -p .cost/<name> --extendedDiagnostics` or `--generateTrace`.
const keep = option("keep");

if (!existsSync(join(root, "dist/index.d.ts"))) {
  console.error("dist/index.d.ts is missing: run `npm run build` first.");
  process.exit(1);
}

const calls = githubCalls(count);
const lines = (make) => calls.map((call) => make(call.route, sourceOf(call.params))).join("\n");
// A builder takes a body that goes whole by `.data()`, not among the
// parameters, where `data` is an option (its `.params()` refuses it).
const builderSteps = (params) => {
  const { data, ...rest } = params;
  return `.params(${sourceOf(rest)})${data === undefined ? "" : `.data(${JSON.stringify(data)})`}`;
};
const builderLines = (make) => calls.map((call) => make(call.route, builderSteps(call.params))).join("\n");

const projects = [
  {
    name: "octokit",
    label: "@octokit/endpoint 11, endpoint(route, params)",
    source: `import { endpoint } from "@octokit/endpoint";\n${lines((route, params) => `endpoint(${JSON.stringify(route)}, ${params});`)}\n`,
  },
  {
    name: "template",
    label: "fluent-endpoint, template-literal routes",
    source: `import { endpoint } from "fluent-endpoint";\n${lines((route, params) => `endpoint(${JSON.stringify(route)}, ${params});`)}\n`,
  },
  {
    name: "openapi",
    label: "fluent-endpoint, typed by @octokit/openapi-types",
    source:
      `import { endpoint } from "fluent-endpoint";\nimport type { paths } from "@octokit/openapi-types";\n` +
      `const github = endpoint.withTypes<paths>();\n${lines((route, params) => `github(${JSON.stringify(route)}, ${params});`)}\n`,
  },
  {
    name: "builder",
    label: "fluent-endpoint builder, template-literal routes",
    source:
      `import { RequestBuilder } from "fluent-endpoint";\n` +
      `${builderLines((route, steps) => `new RequestBuilder().route(${JSON.stringify(route)})${steps}.build();`)}\n`,
  },
  {
    name: "builder-openapi",
    label: "fluent-endpoint builder, typed by @octokit/openapi-types",
    source:
      `import { endpoint } from "fluent-endpoint";\nimport type { paths } from "@octokit/openapi-types";\n` +
      `const github = endpoint.withTypes<paths>();\n` +
      `${builderLines((route, steps) => `github.builder().route(${JSON.stringify(route)})${steps}.build();`)}\n`,
  },
  {
    // Not run unless asked for (`--only openapi,openapi-fetch`): the issue's
    // comparison at 1,000 calls. openapi-fetch takes path, query and body
    // parameters apart, so the call's parameters are split by where the
    // route's template and method put them.
    name: "openapi-fetch",
    label: "openapi-fetch 0.17, typed by @octokit/openapi-types",
    optional: true,
    source:
      `import createClient from "openapi-fetch";\nimport type { paths } from "@octokit/openapi-types";\n` +
      `const client = createClient<paths>({ baseUrl: "https://api.github.com" });\n` +
      calls.map((call) => `void client.${call.method.toUpperCase()}(${JSON.stringify(call.path)}${openapiFetchInit(call)});`).join("\n") +
      "\n",
  },
].filter((project) => (only === undefined ? !project.optional : only.includes(project.name)));

/** The second argument of an openapi-fetch call: `{ params: { path, query }, body }`, or nothing when the call has no parameters. */
function openapiFetchInit(call) {
  const inPath = new Set([...call.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]));
  const path = {};
  const rest = {};
  for (const [name, value] of Object.entries(call.params)) (inPath.has(name) ? path : rest)[name] = value;
  const toQuery = ["get", "head", "delete"].includes(call.method) && !("data" in rest);
  const params = {};
  if (Object.keys(path).length > 0) params.path = path;
  if (toQuery && Object.keys(rest).length > 0) params.query = rest;
  const init = {};
  if (Object.keys(params).length > 0) init.params = params;
  if (!toQuery && Object.keys(rest).length > 0) init.body = "data" in rest ? rest.data : rest;
  return Object.keys(init).length === 0 ? "" : `, ${sourceOf(init)}`;
}

// Inside the package, so that "fluent-endpoint" resolves to dist/ through
// package.json `exports` and the @octokit packages through node_modules.
const work = keep === undefined ? mkdtempSync(join(root, ".typecost-")) : join(root, keep);
if (keep !== undefined) mkdirSync(work, { recursive: true });
const results = [];
try {
  for (const project of projects) {
    const dir = join(work, project.name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "calls.ts"), project.source);
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          module: "ESNext",
          moduleResolution: "bundler",
          target: "ES2022",
          lib: ["ES2022", "DOM"],
          types: [],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
        },
        files: ["calls.ts"],
      }),
    );
    let output;
    let errors = 0;
    try {
      output = execFileSync(process.execPath, [join(root, "node_modules/typescript/lib/tsc.js"), "-p", dir, "--extendedDiagnostics"], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      output = `${error.stdout ?? ""}`;
      errors = (output.match(/error TS\d+/g) ?? []).length;
      if (errors === 0) throw error;
    }
    const read = (label) => {
      const match = new RegExp(`^${label}:\\s+([\\d.]+)`, "m").exec(output);
      return match === null ? Number.NaN : Number(match[1]);
    };
    results.push({
      ...project,
      errors,
      firstError: output.split("\n").find((line) => /error TS\d+/.test(line)),
      instantiations: read("Instantiations"),
      checkTime: read("Check time"),
      memory: read("Memory used") / 1024,
    });
    process.stderr.write(`compiled ${project.name}\n`);
  }
} finally {
  if (keep === undefined) rmSync(work, { recursive: true, force: true });
}

const base = results.find((result) => result.name === "octokit");
const number = (value, digits = 0) => value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ratio = (value, of) => (of === undefined || !of ? "" : `${number(value / of, 2)}x`);

console.log(`${calls.length} real GitHub calls, tsc ${execFileSync(process.execPath, [join(root, "node_modules/typescript/lib/tsc.js"), "--version"], { encoding: "utf8" }).trim()}`);
console.log("");
console.log("| form | instantiations | vs octokit | check time (s) | vs octokit | memory (MB) | errors |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const result of results) {
  console.log(
    `| ${result.label} | ${number(result.instantiations)} | ${ratio(result.instantiations, base?.instantiations)} | ` +
      `${number(result.checkTime, 2)} | ${ratio(result.checkTime, base?.checkTime)} | ${number(result.memory)} | ${result.errors} |`,
  );
}
// openapi-fetch's project is a comparison: a call split in a way it does not take is reported, not a failure.
const failed = results.filter((result) => result.errors > 0 && !result.optional);
for (const result of failed) console.log(`\n${result.name}: ${result.errors} compile errors, first: ${result.firstError}`);
const over = results.filter((result) => result.name !== "octokit" && base !== undefined && result.instantiations > 2 * base.instantiations);
if (over.length > 0) console.log(`\nOver 2x octokit's instantiations: ${over.map((result) => result.name).join(", ")}`);
process.exitCode = failed.length > 0 || over.length > 0 ? 1 : 0;
