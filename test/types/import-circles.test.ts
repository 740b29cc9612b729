import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The layers import one way: a file that imports another, even for a type
// only, cannot be understood or changed without it. The one circle allowed is
// a class with the types of its own signatures, which name the class back
// (RequestBuilder, whose methods return builders typed by builder-types.ts).
const src = fileURLToPath(new URL("../../src", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );
}

/** The files of src/ that `file` imports, type-only imports and re-exports included. */
function importsOf(file: string, files: Set<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, false);
  return importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith(".")) return [];
    const base = join(dirname(file), fileName);
    const found = [`${base}.ts`, join(base, "index.ts")].find((candidate) => files.has(candidate));
    return found === undefined ? [] : [found];
  });
}

/** Strongly connected components of more than one file (Tarjan's algorithm). */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

function importGraph(): Map<string, string[]> {
  const files = new Set(sourceFiles(src));
  const graph = new Map<string, string[]>();
  for (const file of files) graph.set(relative(src, file), importsOf(file, files).map((target) => relative(src, target)));
  return graph;
}

describe("imports in src/", () => {
  it("form no circle wider than the builder class and its signature types", () => {
    expect(circles(importGraph())).toEqual([["builder/request-builder.ts", "types/builder-types.ts"]]);
  });

  it("keep the compile-time types in src/types/", () => {
    const outside = [...importGraph().keys()].filter(
      (file) => !file.startsWith("types/") && /(^|\/)[\w-]*types\.ts$/.test(file),
    );
    expect(outside).toEqual([]);
  });

  it("leave src/index.ts with re-exports only", () => {
    const statements = ts.createSourceFile("index.ts", readFileSync(join(src, "index.ts"), "utf8"), ts.ScriptTarget.ES2022).statements;
    expect(statements.filter((statement) => !ts.isExportDeclaration(statement)).map((statement) => statement.getText())).toEqual([]);
  });
});
