import ts from "typescript";
import type { CodeBlock } from "./markdown";

// A TypeScript example of the README says what it gives in comments after a
// statement, each starting a line of comments, continued on lines of `//`
// followed by two spaces or more:
//
//   expression; //=> the value, as a JavaScript expression
//   statement;  // throws ErrorName: the message
//   statement;  // error TS2345: the compiler's message (… stands for any text)
//
// This file reads those claims and rewrites the example into a module that
// checks the first two when it runs; the compile errors are checked against
// the compiler's diagnostics.

/** What a statement of an example claims. */
export interface Claim {
  kind: "result" | "throws" | "error";
  /** The README's line of the statement's start. */
  line: number;
  /** The README's last line of the statement. */
  lastLine: number;
  /** The statement's source, on one line. */
  statement: string;
  /** What the comment says, its lines joined (with a newline for a result, a space otherwise). */
  shown: string;
}

/** An example and its claims. */
export interface Example {
  block: CodeBlock;
  claims: Claim[];
  /** The example as a module that checks its claims when it runs (still TypeScript). */
  runnable: string;
}

const MARKERS: [Claim["kind"], RegExp][] = [
  ["result", /^\/\/=> ?(.*)$/],
  ["throws", /^\/\/ throws (.*)$/],
  ["error", /^\/\/ error (TS\d+: .*)$/],
];

function markerOf(comment: string): { kind: Claim["kind"]; text: string } | undefined {
  for (const [kind, pattern] of MARKERS) {
    const match = pattern.exec(comment);
    if (match) return { kind, text: match[1]! };
  }
  return undefined;
}

/** Reads an example's claims and makes its runnable form. */
export function readExample(block: CodeBlock): Example {
  const source = ts.createSourceFile("example.ts", block.code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lines = block.code.split("\n");
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const claims: Claim[] = [];
  const claimed = new Set<number>();
  const edits: { start: number; end: number; text: string }[] = [];

  const visit = (node: ts.Node) => {
    if (ts.isStatement(node) && !ts.isBlock(node)) claimStatement(node);
    node.forEachChild(visit);
  };

  // The comment lines right after a statement: the rest of its last line,
  // then each following line that holds only a comment.
  function claimStatement(statement: ts.Statement) {
    const last = lineOf(statement.end);
    const after = block.code.slice(statement.end, block.code.indexOf("\n", statement.end)).trim();
    const comments: { line: number; text: string }[] = [];
    if (after.startsWith("//")) comments.push({ line: last, text: after });
    else if (after !== "") return;
    for (let line = last + 1; line < lines.length && lines[line]!.trim().startsWith("//"); line++) {
      comments.push({ line, text: lines[line]!.trim() });
    }
    const at = comments.findIndex((comment) => markerOf(comment.text) !== undefined);
    if (at === -1) return;
    const marker = markerOf(comments[at]!.text)!;
    const parts = [marker.text];
    claimed.add(comments[at]!.line);
    for (const comment of comments.slice(at + 1)) {
      if (!/^\/\/ {2,}/.test(comment.text)) break;
      parts.push(comment.text.slice(2).trim());
    }
    const claim: Claim = {
      kind: marker.kind,
      line: block.line + lineOf(statement.getStart()),
      lastLine: block.line + last,
      statement: statement.getText().replace(/\s+/g, " "),
      shown: parts.join(marker.kind === "result" ? "\n" : " "),
    };
    claims.push(claim);
    edits.push({ start: statement.getStart(), end: statement.end, text: runnableStatement(statement, claim) });
  }

  visit(source);
  lines.forEach((text, index) => {
    if (markerOf(text.trim()) !== undefined && !claimed.has(index)) {
      throw new Error(`README.md:${block.line + index}: "${text.trim()}" follows no statement it could belong to`);
    }
  });
  let runnable = block.code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    runnable = runnable.slice(0, edit.start) + edit.text + runnable.slice(edit.end);
  }
  return { block, claims, runnable };
}

/** The statement that checks a claim when the example runs. */
function runnableStatement(statement: ts.Statement, claim: Claim): string {
  const where = `README.md:${claim.line}`;
  if (claim.kind === "error") return `/* ${where}: a compile error, not run */`;
  if (!ts.isExpressionStatement(statement)) {
    throw new Error(`${where}: a result or an error shown after a statement that is not an expression`);
  }
  const expression = statement.expression.getText();
  if (claim.kind === "result") return `__readme.result(${claim.line}, (${expression}), (${claim.shown}));`;
  const topLevel = ts.isSourceFile(statement.parent);
  return topLevel
    ? `await __readme.throws(${claim.line}, async () => { ${expression}; }, ${JSON.stringify(claim.shown)});`
    : `__readme.throws(${claim.line}, () => { ${expression}; }, ${JSON.stringify(claim.shown)});`;
}

/** The compiled JavaScript of an example's runnable form, as `tsc` would emit it for an ES module. */
export function toJavaScript(runnable: string): string {
  return ts.transpileModule(runnable, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
  }).outputText;
}

/**
 * Whether a compiler message reads as the README shows it: the shown text,
 * where `…` stands for any text, is the start of the message, whose lines
 * are joined by a space.
 */
export function messageMatches(shown: string, message: string): boolean {
  const words = (text: string) => text.replace(/\s+/g, " ").trim();
  const pattern = words(shown)
    .split("…")
    .map((part) => part.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*?");
  return new RegExp(`^${pattern}`, "s").test(words(message));
}
