import { endpoint as octokit } from "@octokit/endpoint";
import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, UnsafePathParameterError } from "../../src";

/**
 * `:name` placeholders stand where callers write them: at the start of a path
 * segment (`/repos/:owner`) and as a whole query value (`?ref=:branch&…`). A
 * colon anywhere else is text the caller meant: a port, credentials, search
 * syntax, or a cross-fork `user:branch` in a followed link, which a rewrite
 * would quietly turn into an undefined variable and drop.
 */
describe(":name placeholders at the start of a path segment", () => {
  it.each([
    ["/repos/:owner/:repo", { owner: "o", repo: "r" }, "https://api.github.com/repos/o/r"],
    ["/users/:u", { u: "a b" }, "https://api.github.com/users/a%20b"],
    ["/users/:User_1", { User_1: "x" }, "https://api.github.com/users/x"],
    ["/search/issues?q=is:open+repo:octokit/rest.js", {}, "https://api.github.com/search/issues?q=is:open+repo:octokit/rest.js"],
    ["/search/issues?q=is:open&page=2", { per_page: 1 }, "https://api.github.com/search/issues?q=is:open&page=2&per_page=1"],
    ["/a/:b#frag:ment", { b: "x" }, "https://api.github.com/a/x#frag:ment"],
    ["/a/:b{?c}", { b: "x", c: "y:z" }, "https://api.github.com/a/x?c=y%3Az"],
    ["/a{?q}:b", { q: "1" }, "https://api.github.com/a?q=1:b"],
    ["/a{#f}:b", { f: "1" }, "https://api.github.com/a#1:b"],
    ["/a/:b{/c}/:d", { b: "1", c: "2", d: "3" }, "https://api.github.com/a/1/2/3"],
    // GitHub's old route for a comparison: its head starts after the "...", as octokit fills it.
    ["/repos/:owner/:repo/compare/:base...:head", { owner: "o", repo: "r", base: "a1", head: "b2" }, "https://api.github.com/repos/o/r/compare/a1...b2"],
    ["/repos/:owner/:repo/compare/:base..:head", { owner: "o", repo: "r", base: "main", head: "user:topic" }, "https://api.github.com/repos/o/r/compare/main..user%3Atopic"],
    ["https://ghe.example:8443/api/v3/users/:user", { user: "x" }, "https://ghe.example:8443/api/v3/users/x"],
    ["https://user:pass@ghe.example/:org", { org: "o" }, "https://user:pass@ghe.example/o"],
    ["/a/:8080/:1b", {}, "https://api.github.com/a/:8080/:1b"],
    // "/:" after the path is text too: a path written into a query or fragment.
    ["/a?path=/:b", { b: "x" }, "https://api.github.com/a?path=/:b&b=x"],
    ["/a#/:b", {}, "https://api.github.com/a#/:b"],
  ])("%s with %j", (url, params, expected) => {
    expect(endpoint(`GET ${url}`, params).url).toBe(expected);
  });

  it("fills the head of GitHub's old comparison route as octokit does, and asks for it", () => {
    const route = "GET /repos/:owner/:repo/compare/:base...:head";
    const params = { owner: "o", repo: "r", base: "a1", head: "b2" };
    expect(endpoint(route, params).url).toBe(octokit(route, params).url);
    const call = () => endpoint(route, { owner: "o", repo: "r", base: "a1" } as never);
    expect(call).toThrow(expect.objectContaining({ field: "head", key: "required" }));
  });

  it.each([".", ".."])("refuses %j for a :name placeholder, as for {name}, since it would make a dot segment", (value) => {
    const call = () => endpoint("DELETE /repos/:owner/:repo", { owner: "o", repo: value });
    expect(call).toThrow(UnsafePathParameterError);
    expect(call).toThrow(expect.objectContaining({ parameter: "repo" }));
  });
});

describe(":name as a whole query value", () => {
  // github/codeql-action, src/database-upload.ts: the database upload names the database and its commit in the query.
  const databaseUpload = "POST /repos/:owner/:repo/code-scanning/codeql/databases/:language?name=:name&commit_oid=:commit_oid";
  const upload = {
    baseUrl: "https://uploads.github.com",
    owner: "octo",
    repo: "app",
    language: "javascript",
    name: "javascript-database",
    commit_oid: "4f8a1c2",
    data: "zip bytes",
    headers: { "content-type": "application/zip" },
  };

  it("fills each from its parameter, as octokit does: github/codeql-action's database upload", () => {
    const request = endpoint(databaseUpload, upload);
    expect(request.url).toBe("https://uploads.github.com/repos/octo/app/code-scanning/codeql/databases/javascript?name=javascript-database&commit_oid=4f8a1c2");
    expect(request.body).toBe("zip bytes");
    expect(request.url).toBe(octokit(databaseUpload, upload).url);
  });

  it.each([
    ["/repos/o/r/code-scanning/analyses?sarif_id=:sarif_id", { sarif_id: "47177e22" }, "?sarif_id=47177e22"],
    ["/repos/o/r/commits?sha=:branch&per_page=1", { branch: "main" }, "?sha=main&per_page=1"],
    ["/a?x=:x#top", { x: "1" }, "?x=1#top"],
    ["/a?x=:x", { x: "a b&c=d/é" }, "?x=a%20b%26c%3Dd%2F%C3%A9"],
    ["/a?x=:x", { x: 42 }, "?x=42"],
  ])("%s with %j ends in %s, the value once and encoded as a value", (url, params, query) => {
    const request = endpoint(`GET ${url}`, params);
    expect(request.url).toBe(`https://api.github.com${url.slice(0, url.indexOf("?"))}${query}`);
  });

  it.each([
    ["/repos/o/r/code-scanning/analyses?sarif_id=:sarif_id", "sarif_id"],
    ["/a?name=:name&commit_oid=:commit_oid", "name"],
  ])("%s without its parameter is an error naming it, never text in the request", (url, field) => {
    const call = () => endpoint(`GET ${url}`, {});
    expect(call).toThrow(InvalidArgumentError);
    expect(call).toThrow(expect.objectContaining({ field, key: "required" }));
  });

  it.each([
    "/search/issues?q=is:open",
    "/a?x=a:b",
    "/a?x=:1",
    "/a?x=:b:c",
    "/a?x=:b-c",
    "/a?:x=1",
    "/a#x=:y",
    // A followed Link URL of a cross-fork comparison: user:branch inside a segment.
    "/repos/o/r/compare/main...octocat:feature",
  ])("%s: a colon that starts no whole value is text", (url) => {
    expect(endpoint(`GET ${url}`).url).toBe(`https://api.github.com${url}`);
  });
});
