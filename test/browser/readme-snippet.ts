import { readFileSync } from "node:fs";

/** The CDN the README's browser snippets load from. */
export const CDN_ORIGIN = "https://cdn.jsdelivr.net";

/** The README's `html` code blocks, as written. */
function htmlBlocks(readmePath: string): string[] {
  return [...readFileSync(readmePath, "utf8").matchAll(/^```html\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
}

function theOne(blocks: string[], what: string): string {
  if (blocks.length !== 1) throw new Error(`README.md should hold one html block ${what}; it holds ${blocks.length}`);
  return blocks[0]!;
}

/**
 * The README's import map snippet: the one `html` code block that holds an
 * import map. Failing here means the README and the test parted ways.
 */
export function readmeBrowserSnippet(readmePath: string): string {
  return theOne(
    htmlBlocks(readmePath).filter((block) => block.includes('<script type="importmap">')),
    "with an import map",
  );
}

/** The README's one-line snippet: the one `html` code block whose only script imports from the CDN. */
export function readmeOneLineSnippet(readmePath: string): string {
  return theOne(
    htmlBlocks(readmePath).filter((block) => !block.includes("importmap") && block.includes(`from "${CDN_ORIGIN}/`)),
    "that imports from the CDN without an import map",
  );
}

/** The import map of a snippet, parsed. */
export function importMapOf(snippet: string): unknown {
  const json = /<script type="importmap">([\s\S]*?)<\/script>/.exec(snippet)?.[1];
  if (json === undefined) throw new Error("the snippet has no import map");
  return JSON.parse(json);
}
