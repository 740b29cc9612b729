import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { shellQuote } from "../../src/cli/shell-quote";

describe("shellQuote", () => {
  it.each([
    ["--header", "--header"],
    ["PATCH", "PATCH"],
    ["https://api.github.com/repos/o/r", "https://api.github.com/repos/o/r"],
    ["content-type:", "content-type:"],
    ["", "''"],
    ["a b", "'a b'"],
    ["it's", "'it'\\''s'"],
    ["$HOME", "'$HOME'"],
    ["https://h/x?a=1&b=2", "'https://h/x?a=1&b=2'"],
    ["=cmd", "'=cmd'"],
    ["~root", "'~root'"],
  ])("%j is written %s", (word, quoted) => {
    expect(shellQuote(word)).toBe(quoted);
  });

  // Each word goes through a real shell and must come back byte for byte.
  const words = [
    "plain",
    "",
    "two words",
    "it's",
    "''",
    `say "hi"`,
    "$HOME ${PATH} $(id) `id`",
    "back\\slash \\n \\'",
    "line one\nline two\n",
    "tab\there; rm -rf / & | > < * ? [a] {b,c} ~ # !",
    "unicode: Jöran 🚀",
    "=leading equals",
    "-n",
  ];
  it.each(["bash", "sh"])("round-trips every word through %s", (shell) => {
    for (const word of words) {
      const echoed = execFileSync(shell, ["-c", `printf '%s' ${shellQuote(word)}`], { encoding: "utf8" });
      expect(echoed, JSON.stringify(word)).toBe(word);
    }
  });
});
