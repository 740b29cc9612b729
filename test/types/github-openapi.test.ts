import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { githubCalls, sourceOf } from "../../scripts/github-calls.mjs";
import { publishedOptions, root, SETTINGS } from "./settings";

// 400 real GitHub calls, made from GitHub's own OpenAPI description, typed by
// @octokit/openapi-types through endpoint.withTypes<paths>(): each compiles as
// written, and each mistake made of it (a required parameter left out, a
// parameter of the wrong type, a misspelt route) is a compile error whose
// message names the parameter or the route. One program holds all 1,600
// cases, compiled against the built declarations as a user's project is,
// under `strict` alone and under the options `tsc --init` writes.

interface Case {
  kind: "correct" | "missing" | "wrong type" | "misspelt";
  source: string;
  /** What the message must name, as the compiler quotes it: a parameter, or the route. */
  names: string[];
}

/** A property name as the compiler quotes it: `'repo'`, or `'"enterprise-team"'` for a name that is not an identifier. */
function quoted(name: string): string[] {
  return [`'${name}'`, `'"${name}"'`];
}

function cases(): Case[] {
  const all: Case[] = [];
  githubCalls(400).forEach((call, index) => {
    const route = JSON.stringify(call.route);
    all.push({ kind: "correct", source: `github(${route}, ${sourceOf(call.params)});`, names: [] });
    if (call.required.length > 0) {
      // Rotates through the required parameters: path, query and body ones all get left out.
      const name = call.required[index % call.required.length]!;
      const { [name]: _left, ...rest } = call.params;
      all.push({ kind: "missing", source: `github(${route}, ${sourceOf(rest)});`, names: quoted(name) });
    }
    if (call.wrongType !== undefined) {
      const params = { ...call.params, [call.wrongType.name]: call.wrongType.value };
      all.push({ kind: "wrong type", source: `github(${route}, ${sourceOf(params)});`, names: quoted(call.wrongType.name) });
    }
    all.push({
      kind: "misspelt",
      source: `github(${JSON.stringify(call.misspelt)}, ${sourceOf(call.params)});`,
      names: [`"${call.misspelt}"`],
    });
  });
  return all;
}

/** Every message of a diagnostic, with its related information, as one text. */
function textOf(diagnostic: ts.Diagnostic): string {
  const related = (diagnostic.relatedInformation ?? []).map((info) => ts.flattenDiagnosticMessageText(info.messageText, "\n"));
  return [ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"), ...related].join("\n");
}

describe.each(SETTINGS)("400 real GitHub calls typed by @octokit/openapi-types, under $name", { timeout: 300_000 }, (settings) => {
  const all = cases();
  // Diagnostics by case, in the order of `all`.
  const found: string[][] = all.map(() => []);
  let work = "";

  beforeAll(() => {
    // Inside the package, so that "fluent-endpoint" resolves to dist/ through
    // package.json `exports`, and @octokit/openapi-types through node_modules.
    work = mkdtempSync(join(root, ".typecost-"));
    const header = [
      `import { endpoint } from "fluent-endpoint";`,
      `import type { paths } from "@octokit/openapi-types";`,
      `const github = endpoint.withTypes<paths>();`,
    ];
    writeFileSync(join(work, "calls.ts"), [...header, ...all.map((one) => one.source)].join("\n") + "\n");
    const program = ts.createProgram([join(work, "calls.ts")], publishedOptions(settings));
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? -1;
      const index = line - header.length;
      if (index < 0 || index >= all.length) throw new Error(`unexpected diagnostic: ${textOf(diagnostic)}`);
      found[index]!.push(textOf(diagnostic));
    }
  });

  afterAll(() => {
    if (work !== "") rmSync(work, { recursive: true, force: true });
  });

  const count = (kind: Case["kind"]) => all.filter((one) => one.kind === kind).length;

  it("makes 1,557 cases of the 400 calls", () => {
    // Calls without parameters have no parameter to leave out or get wrong.
    expect([count("correct"), count("missing"), count("wrong type"), count("misspelt")]).toEqual([400, 380, 377, 400]);
  });

  it("compiles every correct call", () => {
    const failed = all.flatMap((one, index) => (one.kind === "correct" && found[index]!.length > 0 ? [`${one.source}\n${found[index]!.join("\n")}`] : []));
    expect(failed).toEqual([]);
  });

  it.each([
    ["missing", "a required parameter left out"],
    ["wrong type", "a parameter of the wrong type"],
    ["misspelt", "a misspelt route"],
  ] as const)("rejects every %s call, naming the mistake: %s", (kind, _mistake) => {
    const missed = all.flatMap((one, index) => {
      if (one.kind !== kind) return [];
      const messages = found[index]!;
      return messages.length > 0 && messages.some((message) => one.names.some((name) => message.includes(name))) ? [] : [`${one.source}\n${messages.join("\n")}`];
    });
    expect(missed).toEqual([]);
  });
});
