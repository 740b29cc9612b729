import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The fixture projects import "fluent-endpoint" by its own name, so TypeScript
// resolves it through package.json `exports` to the built declarations
// (dist/index.d.ts for import, dist/index.d.cts for require), as it would in a
// user's project. `npm test` builds them first.
const root = fileURLToPath(new URL("../..", import.meta.url));
const fixtures = fileURLToPath(new URL("fixtures/", import.meta.url));

interface Found {
  file: string;
  line: number;
  code: number;
  message: string;
  detail: string;
}

function compile(project: string, tsconfig = "tsconfig.json"): { files: string[]; diagnostics: Found[] } {
  const config = ts.getParsedCommandLineOfConfigFile(`${fixtures}${project}/${tsconfig}`, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  });
  if (config === undefined) throw new Error(`no tsconfig for ${project}`);
  const program = ts.createProgram(config.fileNames, config.options);
  const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic): Found => {
    const lines = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n").split("\n");
    const position = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return {
      file: diagnostic.file?.fileName.slice(root.length) ?? "",
      line: (position?.line ?? -1) + 1,
      code: diagnostic.code,
      message: sortUnions(lines[0] ?? ""),
      detail: sortUnions((lines.at(-1) ?? "").trim()),
    };
  });
  const files = program
    .getSourceFiles()
    .map((file) => file.fileName.slice(root.length))
    .filter((name) => !name.includes("node_modules/"));
  return { files, diagnostics };
}

// The compiler prints union members in the order their types were created,
// which shifts with unrelated declarations (a lib, another export); sort them
// so the test pins what the message says, not that order.
function sortUnions(message: string): string {
  return message.replace(/"[^"]*"(?: \| "[^"]*")+/g, (union) => union.split(" | ").sort().join(" | "));
}

// Each test builds a TypeScript program with its standard library: seconds, not milliseconds.
describe.skipIf(!existsSync(`${root}dist/index.d.ts`))("the published declarations", { timeout: 60_000 }, () => {
  it("compile under moduleResolution node16, for import and for require", () => {
    const { files, diagnostics } = compile("node16");
    expect(diagnostics).toEqual([]);
    expect(files).toEqual([
      "dist/index.d.ts",
      "test/types/fixtures/node16/import.mts",
      "dist/index.d.cts",
      "test/types/fixtures/node16/require.cts",
    ]);
  });

  it("compile under moduleResolution bundler", () => {
    const { files, diagnostics } = compile("bundler");
    expect(diagnostics).toEqual([]);
    expect(files).toEqual(["dist/index.d.ts", "test/types/fixtures/bundler/usage.ts"]);
  });

  // The same messages under strict alone and under the options `tsc --init` writes.
  it.each(["tsconfig.json", "tsconfig.init.json"])("name the missing path parameters in the compiler's messages (%s)", (tsconfig) => {
    expect(compile("messages", tsconfig).diagnostics).toEqual([
      {
        file: "test/types/fixtures/messages/mistakes.ts",
        line: 5,
        code: 2345,
        message:
          `Argument of type '"GET /repos/{owner}/{repo}"' is not assignable to parameter of type ` +
          `'"GET /repos/{owner}/{repo}" & MissingPathParameters<"repo">'.`,
        detail: `Type 'string' is not assignable to type 'MissingPathParameters<"repo">'.`,
      },
      {
        file: "test/types/fixtures/messages/mistakes.ts",
        line: 7,
        code: 2769,
        message: "No overload matches this call.",
        detail:
          `Property 'org' is missing in type '{ method: "GET"; url: "/orgs/{org}/repos"; }' ` +
          `but required in type 'PathParameters<"org">'.`,
      },
      {
        file: "test/types/fixtures/messages/mistakes.ts",
        line: 9,
        code: 2684,
        message:
          `The 'this' context of type 'RequestBuilder<"owner" | "path" | "ref" | "repo", "path" | "repo", "owner">' ` +
          `is not assignable to method's 'this' of type 'MissingPathParameters<"path" | "repo">'.`,
        detail:
          `Property '"missing path parameters"' is missing in type ` +
          `'RequestBuilder<"owner" | "path" | "ref" | "repo", "path" | "repo", "owner">' ` +
          `but required in type 'MissingPathParameters<"path" | "repo">'.`,
      },
    ]);
  });
});
