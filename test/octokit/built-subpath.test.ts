import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The built subpath, loaded in a child process from the package folder, so that
// "fluent-endpoint/octokit" resolves through package.json `exports` as it
// would for a user. `npm test` builds dist/ first.
const root = fileURLToPath(new URL("../..", import.meta.url));

const program = (load: (name: string) => string) => `
const octokit = ${load("fluent-endpoint/octokit")};
const main = ${load("fluent-endpoint")};
let error;
try { octokit.endpoint("DELETE /repos/{owner}/{repo}", { owner: "o", repo: ".." }); } catch (caught) { error = caught; }
console.log(JSON.stringify([
  Object.keys(octokit),
  octokit.endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", private: true }),
  octokit.endpoint.DEFAULTS,
  error instanceof main.UnsafePathParameterError && error instanceof main.FluentEndpointError,
]));`;

function run(code: string, type: "commonjs" | "module"): unknown {
  return JSON.parse(execFileSync(process.execPath, [`--input-type=${type}`, "-e", code], { cwd: root, encoding: "utf8" }));
}

describe.skipIf(!existsSync(`${root}/dist/octokit.cjs`))("fluent-endpoint/octokit, built", () => {
  it("loads by require() and import() over the main entry's own module, its error classes included", () => {
    const required = run(program((name) => `require("${name}")`), "commonjs");
    const imported = run(program((name) => `await import("${name}")`), "module");
    expect(imported).toEqual(required);
    expect(required).toEqual([
      ["endpoint"],
      {
        method: "PATCH",
        url: "https://api.github.com/repos/o/r",
        headers: {
          accept: "application/vnd.github.v3+json",
          "user-agent": "fluent-endpoint/1.0.0",
          "content-type": "application/json; charset=utf-8",
        },
        body: { private: true },
      },
      {
        method: "GET",
        baseUrl: "https://api.github.com",
        headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" },
        mediaType: { format: "" },
      },
      true,
    ]);
  });
});
