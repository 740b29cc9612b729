import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageMatches, readExample, toJavaScript, type Claim, type Example } from "./example";
import { readme, root, type CodeBlock } from "./markdown";

// The README as a new user meets it. Its first project is set up in a new
// folder by its own commands (offline: `npm install` takes the package `npm
// pack` makes and this repository's copies of the others), compiled with the
// settings `tsc --init` wrote and run. Every other TypeScript example is a
// file of that project: it must compile with exactly the errors it shows,
// then run, each `//=>` result equal to what the code gives, key order
// included. The network is a stand-in for GitHub (stand-ins/), so nothing
// here goes online; where the kernel allows it, each command also runs with
// no network at all.

const { blocks } = readme();
const FIRST_PROJECT = "A first TypeScript project";
const canCutNetwork = spawnSync("unshare", ["-rn", "true"]).status === 0;
const installer = join(root, "test/readme/offline-install.mjs");
const preload = pathToFileURL(join(root, "test/readme/stand-ins/preload.mjs")).href;

const isInstall = (block: CodeBlock) => block.lang === "sh" && block.code.trim().split("\n").every((line) => line.startsWith("npm install "));
const after = (block: CodeBlock | undefined) => (block === undefined ? undefined : blocks[blocks.indexOf(block) + 1]);
const first = blocks.filter((block) => block.section === FIRST_PROJECT);
const setupBlock = first.find((block) => block.lang === "sh" && block.code.includes("npx tsc --init"));
const runBlock = first.find((block) => block.lang === "sh" && block.code.startsWith("npx tsc && node "));
const programBlock = first.find((block) => block.lang === "ts");
const demoBlock = blocks.find((block) => block.lang === "sh" && block.code === "npm run demo\n");
const examples: Example[] = blocks.filter((block) => block.lang === "ts" && block !== programBlock).map(readExample);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}
interface Logged {
  claims: { line: number; actual: string; shown: string }[];
  requests: { client: string; method: string; url: string; headers: Record<string, string>; body?: string }[];
}

let folder: string;
let project: string;
let programRun: Run;
const exampleRuns = new Map<Example, Run & Logged>();
const diagnostics = new Map<Example, ts.Diagnostic[]>();

// The commands run as in a user's shell, not inside `npm test`'s script,
// whose npm_* variables (the repository as npm's local prefix among them)
// are no part of a new project.
const userEnvironment = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("npm_") && name !== "INIT_CWD" && name !== "NODE_OPTIONS"),
);

/** Runs a bash script in `cwd`, offline where the kernel allows it. */
function bash(script: string, cwd: string, env: Record<string, string> = {}): Run {
  const command = canCutNetwork ? ["unshare", "-rn", "bash", "-euc", script] : ["bash", "-euc", script];
  const result = spawnSync(command[0]!, command.slice(1), {
    cwd,
    encoding: "utf8",
    env: { ...userEnvironment, README_PACKAGE: join(folder, "package"), README_MODULES: join(root, "node_modules"), ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A README shell block with its `npm install` lines done offline. */
const offline = (code: string) => code.replace(/^npm install /gm, `node '${installer}' `);

function readLog(file: string): Logged {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Logged) : { claims: [], requests: [] };
}

beforeAll(() => {
  if (!existsSync(join(root, "dist/index.js"))) throw new Error("dist/ is not built: npm test builds it first (npm run build)");
  if (!setupBlock || !runBlock || !programBlock) throw new Error(`README.md: "${FIRST_PROJECT}" lacks its setup, its program or its run command`);
  folder = mkdtempSync(join(tmpdir(), "fluent-endpoint-readme-"));
  execFileSync("npm", ["pack", "--ignore-scripts", "--pack-destination", folder], { cwd: root, stdio: "ignore" });
  const tarball = readdirSync(folder).find((name) => name.endsWith(".tgz")) ?? "no tarball packed";
  mkdirSync(join(folder, "package"));
  execFileSync("tar", ["-xzf", join(folder, tarball), "-C", join(folder, "package"), "--strip-components=1"]);

  // The setup as written, then the folder it ends in.
  const setup = bash(`${offline(setupBlock.code)}pwd > ../project-folder\n`, folder);
  if (setup.status !== 0) throw new Error(`README.md:${setupBlock.line}: the setup failed\n${setup.stderr}`);
  project = readFileSync(join(folder, "project-folder"), "utf8").trim();
  for (const block of blocks.filter(isInstall)) {
    const install = bash(offline(block.code), project);
    if (install.status !== 0) throw new Error(`README.md:${block.line}: ${block.code}${install.stderr}`);
  }

  const program = /^npx tsc && node (\S+)\.js$/m.exec(runBlock.code)?.[1] ?? "index";
  writeFileSync(join(project, `${program}.ts`), programBlock.code);
  programRun = bash(runBlock.code, project, { NODE_OPTIONS: `--import=${preload}`, README_LOG: join(folder, "program.json") });

  // Each example as a file of the project, compiled with the project's tsconfig.json.
  for (const example of examples) writeFileSync(join(project, `readme-${example.block.line}.ts`), example.block.code);
  const config = ts.getParsedCommandLineOfConfigFile(join(project, "tsconfig.json"), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  })!;
  const compiled = ts.createProgram(config.fileNames, config.options);
  for (const example of examples) {
    const file = compiled.getSourceFile(join(project, `readme-${example.block.line}.ts`));
    diagnostics.set(example, file === undefined ? [] : [...ts.getPreEmitDiagnostics(compiled, file)]);
  }

  for (const example of examples) {
    const name = `readme-${example.block.line}`;
    writeFileSync(join(project, `${name}.js`), toJavaScript(example.runnable));
    const log = join(folder, `${name}.json`);
    const run = bash(`node ${name}.js`, project, { NODE_OPTIONS: `--import=${preload}`, README_LOG: log });
    exampleRuns.set(example, { ...run, ...readLog(log) });
  }
}, 180_000);

afterAll(() => {
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
});

describe(`README.md: ${FIRST_PROJECT}`, () => {
  it("sets up, as written, an ES module project with the settings tsc --init writes", () => {
    const manifest = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as Record<string, unknown>;
    expect(manifest.type).toBe("module");
    expect(manifest.dependencies).toMatchObject({ "fluent-endpoint": "^1.0.0" });
    expect(manifest.devDependencies).toMatchObject({ typescript: expect.stringMatching(/^\^5\.9\./) });
    const options = ts.readConfigFile(join(project, "tsconfig.json"), ts.sys.readFile).config.compilerOptions;
    expect(options).toMatchObject({
      module: "nodenext",
      strict: true,
      verbatimModuleSyntax: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
    });
  });

  it("compiles with tsc and prints what the README shows", () => {
    expect(programRun.stderr).toBe("");
    expect(programRun.status).toBe(0);
    expect(programRun.stdout).toBe(after(runBlock)?.code);
  });

  it("sends GitHub the request it prints", () => {
    expect(readLog(join(folder, "program.json")).requests).toEqual([
      {
        client: "fetch",
        method: "GET",
        url: "https://api.github.com/repos/octokit/rest.js",
        headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" },
      },
    ]);
  });

  it("would not compile as CommonJS, which npm init -y writes: TS1295, as the README says", () => {
    const commonjs = join(project, "commonjs");
    mkdirSync(commonjs, { recursive: true });
    writeFileSync(join(commonjs, "package.json"), JSON.stringify({ type: "commonjs" }));
    cpSync(join(project, "index.ts"), join(commonjs, "index.ts"));
    const options = ts.getParsedCommandLineOfConfigFile(join(project, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} })!.options;
    const program = ts.createProgram([join(commonjs, "index.ts")], options);
    expect(ts.getPreEmitDiagnostics(program).map((diagnostic) => diagnostic.code)).toContain(1295);
  });
});

describe("README.md: the TypeScript examples", () => {
  it("are read from the README", () => {
    expect(examples.length).toBeGreaterThanOrEqual(12);
    expect(examples.flatMap((example) => example.claims).filter((claim) => claim.kind === "result").length).toBeGreaterThanOrEqual(20);
  });

  describe.each(examples.map((example) => ({ example, name: `README.md:${example.block.line} (${example.block.section})` })))(
    "$name",
    ({ example }) => {
      it("compiles with exactly the errors it shows", () => {
        expect(compileProblems(example)).toEqual([]);
      });

      it("runs to its end", () => {
        const run = exampleRuns.get(example)!;
        expect(run.stderr).toBe("");
        expect(run.status).toBe(0);
      });

      const checked = example.claims.filter((claim) => claim.kind !== "error");
      it.runIf(checked.length > 0).each(checked.map((claim) => ({ claim, name: `${claim.line}: ${claim.statement.slice(0, 70)}` })))(
        "$name gives what it shows",
        ({ claim }) => {
          const reported = exampleRuns.get(example)!.claims.filter((logged) => logged.line === claim.line);
          expect(reported, "the claim was checked once when the example ran").toHaveLength(1);
          expect(reported[0]!.actual).toBe(reported[0]!.shown);
        },
      );
    },
  );

  // What the examples that send requests hand to fetch, axios and got.
  it("send the stand-in for GitHub the requests they build", () => {
    const sent = examples.flatMap((example) =>
      exampleRuns.get(example)!.requests.map((request) => `${example.block.section}: ${request.client} ${request.method} ${request.url} ${request.body ?? ""}`.trim()),
    );
    expect(sent).toEqual([
      'toFetchArguments(options): fetch PATCH https://api.github.com/repos/octocat/hello-world {"private":true}',
      'axios and got: axios POST https://api.github.com/markdown {"text":"Hello **world**"}',
      'axios and got: got POST https://api.github.com/markdown {"text":"Hello **world**"}',
      "`endpoint.withTypes<paths>()`: fetch GET https://api.github.com/repos/octokit/rest.js",
    ]);
  });
});

/** How an example's diagnostics differ from the compile errors it shows. */
function compileProblems(example: Example): string[] {
  const expected = example.claims.filter((claim) => claim.kind === "error");
  const matched = new Set<Claim>();
  const problems: string[] = [];
  for (const diagnostic of diagnostics.get(example) ?? []) {
    const line = example.block.line + (diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? 0);
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    const claim = expected.find((error) => {
      const [, code, text] = /^TS(\d+): ([\s\S]*)$/.exec(error.shown) ?? [];
      return line >= error.line && line <= error.lastLine && Number(code) === diagnostic.code && messageMatches(text ?? "", message);
    });
    if (claim && !matched.has(claim)) matched.add(claim);
    else problems.push(`README.md:${line}: error TS${diagnostic.code}: ${message}`);
  }
  for (const claim of expected) if (!matched.has(claim)) problems.push(`README.md:${claim.line}: no error ${claim.shown}`);
  return problems;
}

describe("README.md: npm run demo", () => {
  it("prints first what the README shows", () => {
    const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(manifest.scripts.demo).toMatch(/ && node demo\/demo\.mjs$/);
    const shown = after(demoBlock)?.code ?? "";
    expect(shown.endsWith("\n…\n")).toBe(true);
    // The script's last step, on the dist/ that npm test built.
    const printed = execFileSync(process.execPath, ["demo/demo.mjs"], { cwd: root, encoding: "utf8" });
    expect(printed.slice(0, shown.length - "…\n".length)).toBe(shown.slice(0, -"…\n".length));
  });
});

describe("README.md: every code block", () => {
  it("is tested: here, by test/cli/readme-cli.test.ts or by test/browser", () => {
    const cli = blocks.filter((block) => block.lang === "sh" && block.code.startsWith("npx fluent-endpoint "));
    const development = blocks.filter((block) => block.section === "Development" && block.lang === "sh");
    const tested = new Set<CodeBlock | undefined>([
      ...examples.map((example) => example.block),
      setupBlock,
      runBlock,
      programBlock,
      after(runBlock),
      demoBlock,
      after(demoBlock),
      ...blocks.filter(isInstall),
      ...cli,
      ...cli.map(after).filter((block) => block?.lang === "json"),
      ...blocks.filter((block) => block.lang === "html" && block.code.includes("https://cdn.jsdelivr.net/npm/fluent-endpoint@1/dist/browser.min.js")),
      ...development,
    ]);
    expect(blocks.filter((block) => !tested.has(block)).map((block) => `README.md:${block.line} (${block.lang})`)).toEqual([]);
  });

  it("names in Development only scripts that package.json has", () => {
    const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
    const development = blocks.filter((block) => block.section === "Development" && block.lang === "sh");
    const named = development.flatMap((block) => [...block.code.matchAll(/\bnpm run ([\w:-]+)/g)].map((match) => match[1]!));
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !(name in scripts))).toEqual([]);
  });
});
