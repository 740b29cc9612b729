import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The package as a user gets it: the tarball `npm pack` makes, installed with npm
// into a new project outside this repository, then used by import, require, its
// bin, the TypeScript compiler and a bundler. CI passes the tarball a fresh clone
// packed (FLUENT_ENDPOINT_TARBALL, see .ci/run); without it this test packs one,
// which builds dist/ first through `prepack`.
//
// Not part of `npm test`: it needs immer in npm's cache (which `npm ci` fills),
// and it is about the fresh clone's tarball, which `npm test` never sees since
// its `pretest` builds dist/ in place. `npm run test:package` runs it.

const root = fileURLToPath(new URL("../..", import.meta.url));
const fixtures = join(root, "test/types/fixtures");
const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version: string }>;
};

let folder: string;
let project: string;
let tarball: string;

function run(command: string, args: readonly string[], cwd = project): string {
  return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

// npm is told to stay offline; where the kernel allows a process its own empty
// network namespace (Linux `unshare`), it also runs with no network at all, so a
// request that slipped past `--offline` would fail here rather than pass quietly.
const canCutNetwork = spawnSync("unshare", ["-rn", "true"]).status === 0;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "fluent-endpoint-installed-"));
  const given = process.env.FLUENT_ENDPOINT_TARBALL;
  if (given !== undefined && given !== "") {
    tarball = resolve(given);
  } else {
    run("npm", ["pack", "--pack-destination", folder], root);
    tarball = join(folder, readdirSync(folder).find((name) => name.endsWith(".tgz")) ?? "no tarball packed");
  }
  project = join(folder, "app");
  mkdirSync(project);
  // An app that already uses immer, locked to the version this repository locks:
  // npm then needs no registry metadata and takes immer from its cache by the
  // lock's integrity, and fluent-endpoint must share that copy, not add its own.
  const immer = lock.packages["node_modules/immer"];
  const manifest = { name: "app", version: "1.0.0", private: true, dependencies: { immer: `^${immer?.version}` } };
  writeFileSync(join(project, "package.json"), JSON.stringify(manifest, null, 2));
  writeFileSync(
    join(project, "package-lock.json"),
    JSON.stringify({
      name: "app",
      version: "1.0.0",
      lockfileVersion: 3,
      requires: true,
      packages: { "": manifest, "node_modules/immer": immer },
    }),
  );
  const install = ["npm", "install", "--offline", "--no-audit", "--no-fund", tarball];
  const [command, ...args] = canCutNetwork ? ["unshare", "-rn", ...install] : install;
  run(command!, args);
}, 120_000);

afterAll(() => {
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
});

// The declaration test fixtures, compiled here against the installed package.
// Their `@ts-expect-error` lines fail the compile if the types came out as `any`.
function compile(files: readonly string[], options: ts.CompilerOptions): { diagnostics: string[]; declarations: string[] } {
  const program = ts.createProgram(
    files.map((file) => join(project, file)),
    { strict: true, noEmit: true, skipLibCheck: false, target: ts.ScriptTarget.ES2022, ...options },
  );
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => `${diagnostic.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`);
  const declarations = program
    .getSourceFiles()
    .map((file) => file.fileName)
    .filter((name) => name.includes("/node_modules/fluent-endpoint/"))
    .map((name) => name.slice(name.indexOf("node_modules/")));
  return { diagnostics, declarations };
}

describe("the packed tarball, installed into a new project", () => {
  it("installs from the tarball beside the app's own immer, with one copy of immer", () => {
    const manifest = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies["fluent-endpoint"]).toMatch(/^file:.*\.tgz$/);
    expect(readdirSync(join(project, "node_modules")).filter((name) => !name.startsWith("."))).toEqual(["fluent-endpoint", "immer"]);
    expect(existsSync(join(project, "node_modules/fluent-endpoint/node_modules"))).toBe(false);
    expect(existsSync(join(project, "node_modules/fluent-endpoint/dist/index.js"))).toBe(true);
  });

  const program = `
const calls = (m) => [
  m.endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }),
  new m.RequestBuilder().route("POST /repos/{owner}/{repo}/issues").params({ owner: "o", repo: "r", title: "t" }).build(),
  m.parseTemplate("{/list*}{?q}").expand({ list: ["a", "b"], q: "x y" }),
  m.VERSION,
  new m.InvalidArgumentError("x") instanceof m.FluentEndpointError,
];`;
  const expected = [
    {
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" },
    },
    {
      method: "post",
      url: "https://api.github.com/repos/o/r/issues",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": "fluent-endpoint/1.0.0",
        "content-type": "application/json; charset=utf-8",
      },
      body: { title: "t" },
    },
    "/a/b?q=x%20y",
    "1.0.0",
    true,
  ];

  it("works by import", () => {
    const output = run(process.execPath, [
      "--input-type=module",
      "-e",
      `${program}\nconsole.log(JSON.stringify(calls(await import("fluent-endpoint"))))`,
    ]);
    expect(JSON.parse(output)).toEqual(expected);
  });

  it("works by require", () => {
    const output = run(process.execPath, [
      "--input-type=commonjs",
      "-e",
      `${program}\nconsole.log(JSON.stringify(calls(require("fluent-endpoint"))))`,
    ]);
    expect(JSON.parse(output)).toEqual(expected);
  });

  it("installs the fluent-endpoint command", () => {
    const output = run(join(project, "node_modules/.bin/fluent-endpoint"), ["GET /repos/{owner}/{repo}", "owner=octokit", "repo=rest.js"]);
    expect(JSON.parse(output)).toEqual({
      method: "get",
      url: "https://api.github.com/repos/octokit/rest.js",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" },
    });
  });

  it("type-checks under moduleResolution node16, for import and for require", { timeout: 60_000 }, () => {
    copyFileSync(join(fixtures, "node16/import.mts"), join(project, "import.mts"));
    copyFileSync(join(fixtures, "node16/require.cts"), join(project, "require.cts"));
    const compiled = compile(["import.mts", "require.cts"], {
      module: ts.ModuleKind.Node16,
      moduleResolution: ts.ModuleResolutionKind.Node16,
      lib: ["lib.es2022.d.ts"],
      // @types/node declares the fetch globals the adapters' types name; the app has none of its own.
      typeRoots: [join(root, "node_modules/@types")],
      types: ["node"],
    });
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.declarations).toEqual(["node_modules/fluent-endpoint/dist/index.d.ts", "node_modules/fluent-endpoint/dist/index.d.cts"]);
  });

  it("type-checks under moduleResolution bundler", { timeout: 60_000 }, () => {
    copyFileSync(join(fixtures, "bundler/usage.ts"), join(project, "usage.ts"));
    const compiled = compile(["usage.ts"], {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      types: [],
      verbatimModuleSyntax: true,
    });
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.declarations).toEqual(["node_modules/fluent-endpoint/dist/index.d.ts"]);
  });

  it("bundles for the browser from the module build, sharing the app's immer", async () => {
    // A browser bundle is where a bundler would pick a `browser` field or the
    // self-contained CDN file; it must take dist/index.js and the one immer.
    const result = await build({
      stdin: {
        contents: 'import { produce } from "immer";\nimport { endpoint } from "fluent-endpoint";\nexport { produce, endpoint };',
        resolveDir: project,
        loader: "js",
      },
      absWorkingDir: project,
      bundle: true,
      format: "esm",
      platform: "browser",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs).sort();
    expect(inputs).toEqual(["<stdin>", "node_modules/fluent-endpoint/dist/index.js", "node_modules/immer/dist/immer.mjs"]);
  });
});

// fluent-endpoint/octokit as a user gets it: by import and require, typed, and
// put in place of @octokit/endpoint by the one line of bundler config the
// README gives. The bundled entry imports "@octokit/endpoint", as
// @octokit/request does; the whole stack through that alias is
// test/octokit/octokit-stack.test.ts.
describe("fluent-endpoint/octokit, installed", () => {
  const ALIAS = { "@octokit/endpoint": "fluent-endpoint/octokit" };
  const program = (load: string) =>
    `const { endpoint } = ${load};\nconsole.log(JSON.stringify([endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", private: true }), endpoint.DEFAULTS.mediaType]));`;
  const expected = [
    {
      method: "PATCH",
      url: "https://api.github.com/repos/o/r",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": "fluent-endpoint/1.0.0",
        "content-type": "application/json; charset=utf-8",
      },
      body: { private: true },
    },
    { format: "" },
  ];

  it("works by import and by require", () => {
    const imported = run(process.execPath, ["--input-type=module", "-e", program('await import("fluent-endpoint/octokit")')]);
    const required = run(process.execPath, ["--input-type=commonjs", "-e", program('require("fluent-endpoint/octokit")')]);
    expect(JSON.parse(imported)).toEqual(expected);
    expect(JSON.parse(required)).toEqual(expected);
  });

  const usage = [
    'import { endpoint } from "fluent-endpoint/octokit";',
    'const method: "PATCH" = endpoint("patch /repos/{owner}/{repo}", { owner: "o", repo: "r" }).method;',
    "// @ts-expect-error repo has no value",
    'endpoint("GET /repos/{owner}/{repo}", { owner: "o" });',
    "export { method };",
  ].join("\n");

  it("type-checks under moduleResolution node16, for import and for require, over the main declarations", { timeout: 60_000 }, () => {
    writeFileSync(join(project, "octokit-import.mts"), usage);
    writeFileSync(join(project, "octokit-require.cts"), usage);
    const compiled = compile(["octokit-import.mts", "octokit-require.cts"], {
      module: ts.ModuleKind.Node16,
      moduleResolution: ts.ModuleResolutionKind.Node16,
      lib: ["lib.es2022.d.ts"],
      typeRoots: [join(root, "node_modules/@types")],
      types: ["node"],
    });
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.declarations.sort()).toEqual([
      "node_modules/fluent-endpoint/dist/index.d.cts",
      "node_modules/fluent-endpoint/dist/index.d.ts",
      "node_modules/fluent-endpoint/dist/octokit.d.cts",
      "node_modules/fluent-endpoint/dist/octokit.d.ts",
    ]);
  });

  it("type-checks under moduleResolution bundler", { timeout: 60_000 }, () => {
    writeFileSync(join(project, "octokit-usage.ts"), usage);
    const compiled = compile(["octokit-usage.ts"], {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      types: [],
    });
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.declarations.sort()).toEqual(["node_modules/fluent-endpoint/dist/index.d.ts", "node_modules/fluent-endpoint/dist/octokit.d.ts"]);
  });

  /** What the program above prints for a bundle that exports `endpoint`, run by Node as the app would run it. */
  function callBundle(file: string): unknown {
    return JSON.parse(run(process.execPath, ["--input-type=module", "-e", program(`await import(${JSON.stringify(pathToFileURL(file).href)})`)]));
  }

  beforeAll(() => {
    writeFileSync(join(project, "octokit-entry.js"), 'export { endpoint } from "@octokit/endpoint";\n');
  });

  it("goes in place of @octokit/endpoint with esbuild's alias", async () => {
    const result = await build({
      entryPoints: [join(project, "octokit-entry.js")],
      absWorkingDir: project,
      bundle: true,
      format: "esm",
      platform: "node",
      outfile: join(project, "out/esbuild.mjs"),
      alias: ALIAS,
      metafile: true,
      logLevel: "silent",
    });
    expect(Object.keys(result.metafile.inputs).sort()).toEqual([
      "node_modules/fluent-endpoint/dist/index.js",
      "node_modules/fluent-endpoint/dist/octokit.js",
      "node_modules/immer/dist/immer.mjs",
      "octokit-entry.js",
    ]);
    expect(callBundle(join(project, "out/esbuild.mjs"))).toEqual(expected);
  });

  it("goes in place of @octokit/endpoint with Vite's resolve.alias", async () => {
    const { build: viteBuild } = await import("vite");
    const output = await viteBuild({
      root: project,
      configFile: false,
      logLevel: "silent",
      resolve: { alias: ALIAS },
      build: {
        ssr: join(project, "octokit-entry.js"),
        outDir: join(project, "out/vite"),
        minify: false,
        rollupOptions: { output: { format: "es", entryFileNames: "vite.mjs" } },
      },
      ssr: { noExternal: true },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((one) => ("output" in one ? one.output : []));
    const modules = chunks.flatMap((chunk) => ("modules" in chunk ? Object.keys(chunk.modules) : [])).map((id) => id.slice(project.length + 1)).sort();
    expect(modules).toEqual([
      "node_modules/fluent-endpoint/dist/index.js",
      "node_modules/fluent-endpoint/dist/octokit.js",
      "node_modules/immer/dist/immer.mjs",
      "octokit-entry.js",
    ]);
    expect(callBundle(join(project, "out/vite/vite.mjs"))).toEqual(expected);
  });

  it("goes in place of @octokit/endpoint with webpack's resolve.alias", async () => {
    const { default: webpack } = await import("webpack");
    const stats = await new Promise<import("webpack").Stats>((resolve, reject) =>
      webpack(
        {
          context: project,
          mode: "production",
          target: "node",
          entry: "./octokit-entry.js",
          output: { path: join(project, "out/webpack"), filename: "webpack.mjs", module: true, library: { type: "module" } },
          experiments: { outputModule: true },
          optimization: { minimize: false, concatenateModules: false },
          resolve: { alias: ALIAS },
        },
        (error, result) => (error || result === undefined ? reject(error ?? new Error("webpack gave no stats")) : resolve(result)),
      ),
    );
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    const modules = (stats.toJson({ all: false, modules: true }).modules ?? []).map((module) => module.name ?? "").sort();
    expect(modules.filter((name) => name.includes("node_modules/"))).toEqual([
      "./node_modules/fluent-endpoint/dist/index.js",
      "./node_modules/fluent-endpoint/dist/octokit.js",
      "./node_modules/immer/dist/immer.mjs",
    ]);
    expect(callBundle(join(project, "out/webpack/webpack.mjs"))).toEqual(expected);
  });

  // Last: it adds a package to the app.
  it("is not what npm overrides can give: a package under octokit's name is its main entry, lower-case methods", () => {
    // `"overrides": { "@octokit/endpoint": "npm:fluent-endpoint@^1" }` installs
    // the package under the name @octokit/endpoint; a spec names a package,
    // never a subpath of one. The same install, from the tarball:
    run(canCutNetwork ? "unshare" : "npm", [
      ...(canCutNetwork ? ["-rn", "npm"] : []),
      "install",
      "--offline",
      "--no-audit",
      "--no-fund",
      "--no-save",
      `@octokit/endpoint@file:${tarball}`,
    ]);
    const output = run(process.execPath, ["--input-type=module", "-e", program('await import("@octokit/endpoint")')]);
    expect((JSON.parse(output) as [{ method: string }, unknown])[0].method).toBe("patch");
  });
});
