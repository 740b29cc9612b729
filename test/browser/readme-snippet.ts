import { readFileSync } from "node:fs";

/** The CDN the README's browser snippet loads from. */
export const CDN_ORIGIN = "https://cdn.jsdelivr.net";

/**
 * The README's browser snippet, as written: the one `html` code block that
 * holds an import map. Failing here means the README and the test parted ways.
 */
export function readmeBrowserSnippet(readmePath: string): string {
  const blocks = [...readFileSync(readmePath, "utf8").matchAll(/^```html\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
  const snippets = blocks.filter((block) => block.includes('<script type="importmap">'));
  if (snippets.length !== 1) throw new Error(`README.md should hold one html block with an import map; it holds ${snippets.length}`);
  return snippets[0]!;
}

/** The import map of a snippet, parsed. */
export function importMapOf(snippet: string): unknown {
  const json = /<script type="importmap">([\s\S]*?)<\/script>/.exec(snippet)?.[1];
  if (json === undefined) throw new Error("the snippet has no import map");
  return JSON.parse(json);
}
