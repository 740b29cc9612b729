import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The repository's root folder, with a trailing slash. */
export const root = fileURLToPath(new URL("../..", import.meta.url));

/** A fenced code block of a Markdown file. */
export interface CodeBlock {
  /** The fence's language: `ts`, `sh`, `json`, `text`, `html`… */
  lang: string;
  /** The block's text, every line ending with a newline. */
  code: string;
  /** The file's line number (1-based) of the block's first line of code. */
  line: number;
  /** The text of the nearest heading above the block. */
  section: string;
}

/** The fenced code blocks of a Markdown text, in order. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split("\n");
  let section = "";
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const heading = /^#{1,6} (.*)$/.exec(line);
    if (heading) section = heading[1]!;
    const fence = /^```(\w*)$/.exec(line);
    if (!fence) continue;
    const start = index + 1;
    let end = start;
    while (end < lines.length && lines[end] !== "```") end++;
    if (end === lines.length) throw new Error(`line ${index + 1}: a code block that never closes`);
    blocks.push({ lang: fence[1]!, code: lines.slice(start, end).map((text) => `${text}\n`).join(""), line: start + 1, section });
    index = end;
  }
  return blocks;
}

/** README.md as it stands, and its code blocks. */
export function readme(): { text: string; blocks: CodeBlock[] } {
  const text = readFileSync(`${root}README.md`, "utf8");
  return { text, blocks: codeBlocks(text) };
}
