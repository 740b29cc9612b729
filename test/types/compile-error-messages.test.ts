import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { publishedOptions, root, SETTINGS, textOf } from "./settings";

// The guides quote what the compiler says about a mistake: each ```ts block
// followed by a ```text block of `error TS…` lines. Each example compiles,
// against the built declarations, under strict alone and under tsc --init's
// settings, and gives exactly those messages, in order. In a quoted message
// `…` stands for text left out, and a line may be wrapped anywhere.
const GUIDES = ["docs/reading-compile-errors.md", "docs/typed-routes.md"];

interface Example {
  guide: string;
  line: number;
  code: string;
  messages: string[];
}

function examples(guide: string): Example[] {
  const lines = readFileSync(join(root, guide), "utf8").split("\n");
  const found: Example[] = [];
  const blockAt = (start: number, fence: string): { end: number; body: string[] } | undefined => {
    if (lines[start] !== fence) return undefined;
    const end = lines.indexOf("```", start + 1);
    return { end, body: lines.slice(start + 1, end) };
  };
  for (let at = 0; at < lines.length; at++) {
    const code = blockAt(at, "```ts");
    if (code === undefined) continue;
    let next = code.end + 1;
    while (lines[next] === "") next++;
    const text = blockAt(next, "```text");
    if (text !== undefined && text.body[0]?.startsWith("error TS")) {
      const messages: string[] = [];
      for (const line of text.body) {
        if (line.startsWith("error TS")) messages.push(line);
        else messages[messages.length - 1] += `\n${line}`;
      }
      found.push({ guide, line: at + 1, code: code.body.join("\n"), messages });
    }
    at = code.end;
  }
  return found;
}

// What the guides' examples take as given, as a reader has it from earlier on the page.
const GIVEN = `
import type { endpoint as Endpoint, RequestBuilder as Builder, TypedEndpoint } from "fluent-endpoint";
import type { paths as GitHub } from "@octokit/openapi-types";
import type { paths as Blockfrost } from "./descriptions/blockfrost.js";
declare global {
  const endpoint: typeof Endpoint;
  const RequestBuilder: typeof Builder;
  const github: TypedEndpoint<GitHub>;
  const blockfrost: TypedEndpoint<Blockfrost>;
  const zip: Uint8Array;
}
export {};
`;

/** The compiler prints the members of a union of literals in the order their types were made, which other declarations shift: sorted, as in published-declarations.test.ts. */
function sortUnions(message: string): string {
  return message.replace(/"[^"]*"(?: \| "[^"]*")+/g, (union) => union.split(" | ").sort().join(" | "));
}

/** A quoted message as a pattern: `…` for any text, any run of white space for any other. */
function pattern(quoted: string): RegExp {
  const parts = sortUnions(quoted)
    .split("…")
    .map((part) => part.trim().split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"));
  return new RegExp(`^${parts.join("[\\s\\S]*?")}(?=\\n|$)`);
}

const all = GUIDES.flatMap(examples);

describe.each(SETTINGS)("the compiler's messages the guides quote, under $name", { timeout: 120_000 }, (settings) => {
  const found = new Map<Example, string[]>();

  beforeAll(() => {
    const folder = join(root, "test/types");
    const files = new Map<string, string>([[join(folder, "guide-given.ts"), GIVEN]]);
    all.forEach((example, index) => files.set(join(folder, `guide-example-${index}.ts`), `${example.code}\nexport {};\n`));
    const options = publishedOptions(settings);
    const host = ts.createCompilerHost(options);
    const { fileExists, readFile, getSourceFile } = host;
    host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
    host.readFile = (name) => files.get(name) ?? readFile.call(host, name);
    host.getSourceFile = (name, language, ...rest) => {
      const text = files.get(name);
      return text === undefined ? getSourceFile.call(host, name, language, ...rest) : ts.createSourceFile(name, text, language);
    };
    const program = ts.createProgram([...files.keys()], options, host);
    const elsewhere = ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => !diagnostic.file?.fileName.includes("guide-example-"))
      .map(textOf);
    if (elsewhere.length > 0) throw new Error(`the examples' setting does not compile:\n${elsewhere.join("\n")}`);
    all.forEach((example, index) => {
      const file = program.getSourceFile(join(folder, `guide-example-${index}.ts`));
      found.set(example, [...program.getSemanticDiagnostics(file), ...program.getSyntacticDiagnostics(file)].map((diagnostic) => sortUnions(textOf(diagnostic))));
    });
  });

  it("are found in the guides", () => {
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(new Set(all.map((example) => example.guide))).toEqual(new Set(GUIDES));
  });

  it.each(all.map((example) => [`${example.guide}:${example.line}`, example] as const))("%s", (_where, example) => {
    const messages = found.get(example) ?? [];
    const unmatched = example.messages.flatMap((quoted, index) =>
      pattern(quoted).test(messages[index] ?? "") ? [] : [`quoted:  ${quoted}\nprinted: ${messages[index] ?? "(nothing)"}`],
    );
    expect(unmatched).toEqual([]);
    expect(messages).toHaveLength(example.messages.length);
  });
});
