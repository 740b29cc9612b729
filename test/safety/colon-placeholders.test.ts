import { describe, expect, it } from "vitest";
import { endpoint, UnsafePathParameterError } from "../../src";

/**
 * `:name` placeholders belong to the path. A colon elsewhere is text the caller
 * meant: a port, credentials, or search syntax in a pagination link, which a
 * rewrite would quietly turn into an undefined variable and drop.
 */
describe(":name placeholders are read in the path only", () => {
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
    ["https://ghe.example:8443/api/v3/users/:user", { user: "x" }, "https://ghe.example:8443/api/v3/users/x"],
    ["https://user:pass@ghe.example/:org", { org: "o" }, "https://user:pass@ghe.example/o"],
    ["https://ghe.example?x=:y", {}, "https://ghe.example?x=:y"],
    ["/a/:8080/:1b", {}, "https://api.github.com/a/:8080/:1b"],
    // "/:" after the path is text too: a path written into a query or fragment.
    ["/a?path=/:b", { b: "x" }, "https://api.github.com/a?path=/:b&b=x"],
    ["/a#/:b", {}, "https://api.github.com/a#/:b"],
  ])("%s with %j", (url, params, expected) => {
    expect(endpoint(`GET ${url}`, params).url).toBe(expected);
  });

  it.each([".", ".."])("refuses %j for a :name placeholder, as for {name}, since it would make a dot segment", (value) => {
    const call = () => endpoint("DELETE /repos/:owner/:repo", { owner: "o", repo: value });
    expect(call).toThrow(UnsafePathParameterError);
    expect(call).toThrow(expect.objectContaining({ parameter: "repo" }));
  });
});
