import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { parsedConfig, publishedOptions, root, textOf, TSC_INIT } from "./settings";

// A new project's compiler options are what `tsc --init` writes, and a user
// who installs the package compiles its declarations under them. Vitest's
// typecheck compiles the type tests under `strict` alone; here the same
// files compile under tsc --init's settings, against the built declarations.
describe("the type tests under tsc --init's settings", { timeout: 120_000 }, () => {
  it("the tsconfigs named for them set every option tsc --init writes, as it writes it", () => {
    const folder = mkdtempSync(join(tmpdir(), "tsc-init-"));
    try {
      execFileSync(process.execPath, [join(root, "node_modules/typescript/lib/tsc.js"), "--init"], { cwd: folder, stdio: "ignore" });
      const written = ts.parseConfigFileTextToJson("tsconfig.json", readFileSync(join(folder, "tsconfig.json"), "utf8"));
      expect(written.config.compilerOptions.exactOptionalPropertyTypes).toBe(true);
      for (const file of [TSC_INIT.tsconfig, "test/types/fixtures/messages/tsconfig.init.json"]) {
        const ours = ts.parseConfigFileTextToJson(file, readFileSync(join(root, file), "utf8"));
        // Ours add only noEmit: the tests compile, they do not write.
        expect(ours.config.compilerOptions).toEqual({ ...written.config.compilerOptions, noEmit: true });
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  const files = parsedConfig(TSC_INIT).fileNames.map((file) => relative(root, file)).sort();
  const found = new Map<string, string[]>(files.map((file) => [file, []]));
  const elsewhere: string[] = [];
  let read: string[] = [];

  beforeAll(() => {
    const program = ts.createProgram(
      files.map((file) => join(root, file)),
      publishedOptions(TSC_INIT),
    );
    read = program.getSourceFiles().map((file) => relative(root, file.fileName));
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const file = diagnostic.file === undefined ? "" : relative(root, diagnostic.file.fileName);
      const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? -1;
      (found.get(file) ?? elsewhere).push(`${file}:${line + 1}: ${textOf(diagnostic)}`);
    }
  });

  it("are every *.test-d.ts file, read against the published declarations", () => {
    expect(files.length).toBeGreaterThan(5);
    expect(files.every((file) => file.endsWith(".test-d.ts"))).toBe(true);
    expect(read).toContain("dist/index.d.ts");
    expect(read.filter((file) => file.startsWith("src/"))).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  it.each(files)("%s compiles, each refused call refused", (file) => {
    expect(found.get(file)).toEqual([]);
  });
});
