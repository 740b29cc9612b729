import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Runs in a child process from the package folder, so "fluent-endpoint" resolves
// through package.json `exports` to the built files, as it would for a user.
const root = fileURLToPath(new URL("../..", import.meta.url));

const program = `
const calls = (m) => [
  m.endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }),
  m.endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" })("POST /repos/:owner/:repo/issues", { owner: "o", repo: "r", title: "t" }),
  new m.RequestBuilder().route("PUT /user/starred/{owner}/{repo}").params({ owner: "o", repo: "r" }).build(),
  m.parseTemplate("{/list*}{?q}").expand({ list: ["a", "b"], q: "x y" }),
  m.VERSION,
  typeof m.InvalidArgumentError, typeof m.UriTemplateError, typeof m.UnsafePathParameterError, typeof m.FluentEndpointError,
];`;

function run(code: string, type: "commonjs" | "module"): unknown {
  const output = execFileSync(process.execPath, [`--input-type=${type}`, "-e", code], { cwd: root, encoding: "utf8" });
  return JSON.parse(output);
}

describe.skipIf(!existsSync(`${root}/dist/index.cjs`))("the built package", () => {
  it("loads by require() and import() with identical results", () => {
    const required = run(`${program}; console.log(JSON.stringify(calls(require("fluent-endpoint"))))`, "commonjs");
    const imported = run(`${program}; console.log(JSON.stringify(calls(await import("fluent-endpoint"))))`, "module");
    expect(imported).toEqual(required);
    expect(required).toEqual([
      {
        method: "get",
        url: "https://api.github.com/orgs/octokit/repos?type=private",
        headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" },
      },
      {
        method: "post",
        url: "https://ghe.example/api/v3/repos/o/r/issues",
        headers: {
          accept: "application/vnd.github.v3+json",
          "user-agent": "fluent-endpoint/1.0.0",
          "content-type": "application/json; charset=utf-8",
        },
        body: { title: "t" },
      },
      {
        method: "put",
        url: "https://api.github.com/user/starred/o/r",
        headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" },
        body: "",
      },
      "/a/b?q=x%20y",
      "1.0.0",
      "function", "function", "function", "function",
    ]);
  });

  it("knows an error of the other build as a FluentEndpointError: an app may load both, or a library of its loads the other", () => {
    const code = `
      const required = require("fluent-endpoint");
      import("fluent-endpoint").then((imported) => {
        const errorOf = (m) => { try { m.endpoint("GET /x/{a}", { a: ".." }); } catch (error) { return error; } };
        const [fromRequire, fromImport] = [errorOf(required), errorOf(imported)];
        console.log(JSON.stringify([fromRequire instanceof imported.FluentEndpointError, fromImport instanceof required.FluentEndpointError, new Error("x") instanceof imported.FluentEndpointError]));
      });`;
    expect(run(code, "commonjs")).toEqual([true, true, false]);
  });

  it("puts the package.json version into the build, typed nowhere else", () => {
    const version = run(`console.log(JSON.stringify([require("fluent-endpoint").VERSION, require("./package.json").version]))`, "commonjs");
    expect(version).toEqual(["1.0.0", "1.0.0"]);
  });
});
