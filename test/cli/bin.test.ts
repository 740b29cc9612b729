import { execFileSync, spawnSync } from "node:child_process";
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The built bin, started the way a shell starts it after `npm install`:
// through its shebang, not through `node`.
const root = fileURLToPath(new URL("../..", import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}/package.json`, "utf8")) as { bin: Record<string, string> };
const bin = `${root}/${pkg.bin["fluent-endpoint"]}`;

describe("the built fluent-endpoint bin", () => {
  it("is dist/cli.js, executable, with a node shebang", () => {
    expect(pkg.bin).toEqual({ "fluent-endpoint": "dist/cli.js" });
    expect(() => accessSync(bin, constants.X_OK)).not.toThrow();
    expect(readFileSync(bin, "utf8").split("\n", 1)[0]).toBe("#!/usr/bin/env node");
  });

  it("prints the result of the README example", () => {
    const stdout = execFileSync(bin, ["GET /orgs/{org}/repos", "org=octokit", "type=private", "per_page:=100"], {
      encoding: "utf8",
    });
    expect(JSON.parse(stdout)).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private&per_page=100",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" },
    });
  });

  it("runs on the library file users import, not a copy of it", () => {
    expect(readFileSync(bin, "utf8")).toMatch(/^import \{[^}]*\bendpoint\b[^}]*\} from "\.\/index\.js";$/m);
  });

  it("sends a --data-file's UTF-8 text as it stands, and refuses bytes that are not UTF-8", () => {
    const folder = mkdtempSync(join(tmpdir(), "fluent-endpoint-bin-"));
    try {
      writeFileSync(join(folder, "text.txt"), "\ufeffcafé ☕");
      writeFileSync(join(folder, "latin1.txt"), Buffer.from([0x63, 0x61, 0x66, 0xe9]));
      const text = JSON.parse(execFileSync(bin, ["POST /x", "--data-file", join(folder, "text.txt")], { encoding: "utf8" })) as { body: string };
      expect(text.body).toBe("\ufeffcafé ☕");
      const latin1 = spawnSync(bin, ["POST /x", "--data-file", join(folder, "latin1.txt")], { encoding: "utf8" });
      expect(latin1.status).toBe(2);
      expect(latin1.stderr).toMatch(/^fluent-endpoint: cannot read --data-file ".*latin1\.txt": The encoded data was not valid for encoding utf-8/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.each([
    [["GET /x", "--bogus"], 2, /^fluent-endpoint: unknown option "--bogus"; an argument that starts with "-" goes after "--", as in -- "--bogus"\n/],
    [["GET /x", "-H", "bad name: x"], 1, /^fluent-endpoint: headers\["bad name"\]: /],
  ])("exits non-zero with the message on stderr: %j", (argv, status, message) => {
    const result = spawnSync(bin, argv, { encoding: "utf8" });
    expect(result.status).toBe(status);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(message);
  });
});
