import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Runs the README's CLI examples as written, through bash, with the built bin
// standing in for `npx fluent-endpoint`, and compares the output the README shows.
const root = fileURLToPath(new URL("../..", import.meta.url));
const readme = readFileSync(`${root}/README.md`, "utf8");
const section = readme.slice(readme.indexOf("## Command line"), readme.indexOf("\n## ", readme.indexOf("## Command line") + 1));

interface Example {
  command: string;
  output: string;
}

function examples(): Example[] {
  const found: Example[] = [];
  const blocks = [...section.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map((match) => ({ lang: match[1]!, text: match[2]! }));
  blocks.forEach((block, index) => {
    if (block.lang !== "sh" || !block.text.startsWith("npx fluent-endpoint ")) return;
    const shown = /^#=> (.*)\n/m.exec(block.text);
    if (shown) {
      found.push({ command: block.text.slice(0, shown.index), output: `${shown[1]}\n` });
    } else {
      const next = blocks[index + 1];
      if (next?.lang !== "json") throw new Error(`README CLI example without output: ${block.text}`);
      found.push({ command: block.text, output: next.text });
    }
  });
  return found;
}

describe("README command-line examples", () => {
  it("has the examples this test runs", () => {
    expect(examples()).toHaveLength(2);
  });

  it.each(examples())("$command", ({ command, output }) => {
    const script = command.replace(/^npx fluent-endpoint /, `${root}/dist/cli.js `);
    expect(execFileSync("bash", ["-c", script], { encoding: "utf8" })).toBe(output);
  });
});
