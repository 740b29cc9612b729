import { readFileSync } from "node:fs";

/** The CDN the browser snippets of the README and of docs/browser.md load from. */
export const CDN_ORIGIN = "https://cdn.jsdelivr.net";

/** The `html` code blocks of a Markdown file, as written. */
function htmlBlocks(markdownPath: string): string[] {
  return [...readFileSync(markdownPath, "utf8").matchAll(/^```html\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
}

function theOne(blocks: string[], markdownPath: string, what: string): string {
  if (blocks.length !== 1) throw new Error(`${markdownPath} should hold one html block ${what}; it holds ${blocks.length}`);
  return blocks[0]!;
}

/**
 * The import map snippet: the one `html` code block of the file that holds
 * an import map. Failing here means the guide and the test parted ways.
 */
export function importMapSnippet(markdownPath: string): string {
  return theOne(
    htmlBlocks(markdownPath).filter((block) => block.includes('<script type="importmap">')),
    markdownPath,
    "with an import map",
  );
}

/** The one-line snippet: the one `html` code block of the file whose only script imports from the CDN. */
export function oneLineSnippet(markdownPath: string): string {
  return theOne(
    htmlBlocks(markdownPath).filter((block) => !block.includes("importmap") && block.includes(`from "${CDN_ORIGIN}/`)),
    markdownPath,
    "that imports from the CDN without an import map",
  );
}

/** The import map of a snippet, parsed. */
export function importMapOf(snippet: string): unknown {
  const json = /<script type="importmap">([\s\S]*?)<\/script>/.exec(snippet)?.[1];
  if (json === undefined) throw new Error("the snippet has no import map");
  return JSON.parse(json);
}
