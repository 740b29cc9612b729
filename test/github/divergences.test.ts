import { readFileSync } from "node:fs";
import { endpoint as octokit } from "@octokit/endpoint";
import { describe, expect, it } from "vitest";
import { endpoint, UnsafePathParameterError, UriTemplateError } from "../../src";
import { CLASSES } from "./divergences";

/**
 * Each documented difference from @octokit/endpoint 11, shown by one request:
 * what octokit makes of it and what fluent-endpoint makes of it. The same
 * examples stand in docs/coming-from-octokit.md.
 */
interface Result {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body?: unknown;
}
/** What both libraries are, seen loosely. */
interface Library {
  (route: string, options?: object): Result;
  defaults(options: object): (options: object) => Result;
}
type Call = (library: Library) => Result;
const ours = endpoint as unknown as Library;
const theirs = octokit as unknown as Library;

const hookConfig: Call = (library) =>
  library("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", {
    owner: "o",
    repo: "r",
    hook_id: 1,
    url: "https://example.com/webhook",
  });
const asPlugin = (url: string, params: object): Call => (library) => library.defaults({ method: "GET", url: "/user" })({ ...params, url });

const examples: Record<string, { call: Call; octokit: Partial<Result>; ours: Partial<Result> | (new (...args: never[]) => Error) }> = {
  "dot-segment": {
    call: (library) => library("DELETE /repos/{owner}/{repo}", { owner: "o", repo: ".." }),
    octokit: { url: "https://api.github.com/repos/o/.." },
    ours: UnsafePathParameterError,
  },
  "literal-grammar": {
    call: asPlugin("Found a bug", {}),
    octokit: { url: "https://api.github.comFound%20a%20bug" },
    ours: UriTemplateError,
  },
  "url-parameter": {
    call: hookConfig,
    octokit: { url: "https://example.com/webhook", body: { owner: "o", repo: "r", hook_id: 1 } },
    ours: { url: "https://api.github.com/repos/o/r/hooks/1/config", body: { url: "https://example.com/webhook" } },
  },
  previews: {
    call: (library) => library("GET /repos/{owner}/{repo}/topics", { owner: "o", repo: "r", mediaType: { previews: ["mercy"] } }),
    octokit: { headers: { accept: "application/vnd.github.v3+json" } },
    ours: { headers: { accept: "application/vnd.github.mercy-preview+json" } },
  },
  "null-query": {
    call: (library) => library("GET /orgs/{org}/repos", { org: "o", type: null }),
    octokit: { url: "https://api.github.com/orgs/o/repos?type=null" },
    ours: { url: "https://api.github.com/orgs/o/repos" },
  },
  "undefined-query-variables": {
    call: (library) => library("POST /orgs/{org}/attestations/bulk-list{?per_page,before,after}", { org: "o", per_page: 30, subject_digests: ["x"] }),
    octokit: { url: "https://api.github.com/orgs/o/attestations/bulk-list?per_page=30&&" },
    ours: { url: "https://api.github.com/orgs/o/attestations/bulk-list?per_page=30" },
  },
  "trailing-slash": {
    call: (library) => library("GET /repos/{owner}/{repo}/contents/{path}", { owner: "o", repo: "r", path: "" }),
    octokit: { url: "https://api.github.com/repos/o/r/contents" },
    ours: { url: "https://api.github.com/repos/o/r/contents/" },
  },
  "base-join": {
    call: asPlugin("hooks", {}),
    octokit: { url: "https://api.github.comhooks" },
    ours: { url: "https://api.github.com/hooks" },
  },
  "empty-url": {
    call: asPlugin("", {}),
    octokit: { url: "https://api.github.com/" },
    ours: { url: "https://api.github.com" },
  },
};

describe("each documented difference from @octokit/endpoint 11", () => {
  it("has an example here", () => {
    expect(Object.keys(examples).sort()).toEqual(CLASSES.map(({ id }) => id).sort());
  });

  it.each(Object.entries(examples))("%s", (_id, example) => {
    expect(example.call(theirs)).toMatchObject(example.octokit);
    const expected = example.ours;
    if (typeof expected === "function") expect(() => example.call(ours)).toThrow(expected);
    else expect(example.call(ours)).toMatchObject(expected);
  });
});

describe("docs/coming-from-octokit.md", () => {
  const guide = readFileSync(new URL("../../docs/coming-from-octokit.md", import.meta.url), "utf8");
  // Each row of the guide's table of differences seen on GitHub's routes starts with its id in backticks.
  const section = guide.slice(guide.indexOf("## Differences on GitHub's routes"), guide.indexOf("\n## ", guide.indexOf("## Differences on GitHub's routes") + 1));
  const ids = [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map(([, id]) => id);

  it("lists exactly the differences the route-wide test knows", () => {
    expect(ids.sort()).toEqual(CLASSES.map(({ id }) => id).sort());
  });
});
