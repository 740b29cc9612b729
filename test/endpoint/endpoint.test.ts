import { describe, expect, it } from "vitest";
import { endpoint, VERSION } from "../../src";

const ACCEPT = "application/vnd.github.v3+json";
const USER_AGENT = `fluent-endpoint/${VERSION}`;

describe("endpoint()", () => {
  it("turns the README route into request options", () => {
    expect(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" })).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: { accept: ACCEPT, "user-agent": USER_AGENT },
    });
  });

  it("uses the package version in the default user-agent", () => {
    expect(VERSION).toBe("1.0.0");
    expect(endpoint("/").headers["user-agent"]).toBe("fluent-endpoint/1.0.0");
  });

  it.each([
    ["GET /user", "get", "https://api.github.com/user"],
    ["/user", "get", "https://api.github.com/user"],
    ["POST /user/repos", "post", "https://api.github.com/user/repos"],
    ["patch /user", "patch", "https://api.github.com/user"],
    ["DELETE /gists/1", "delete", "https://api.github.com/gists/1"],
    ["HEAD /", "head", "https://api.github.com/"],
    ["OPTIONS /user", "options", "https://api.github.com/user"],
  ])("route %j gives method %j and url %j", (route, method, url) => {
    const result = endpoint(route);
    expect(result.method).toBe(method);
    expect(result.url).toBe(url);
  });

  it("accepts an options object with method and url instead of a route", () => {
    expect(endpoint({ method: "POST", url: "/user/repos", name: "hello" })).toEqual({
      method: "post",
      url: "https://api.github.com/user/repos",
      headers: { accept: ACCEPT, "user-agent": USER_AGENT, "content-type": "application/json; charset=utf-8" },
      body: { name: "hello" },
    });
  });

  it("lets options.method override the route's method", () => {
    const result = endpoint("GET /user/following/{username}", { method: "PUT", username: "x" });
    expect(result.method).toBe("put");
    expect(result.url).toBe("https://api.github.com/user/following/x");
  });

  it("takes a url key as a parameter when a route gives the URL", () => {
    // A webhook's config has a `url` field: it must go to the body, never redirect the request.
    const result = endpoint("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", {
      owner: "o",
      repo: "r",
      hook_id: 1,
      url: "https://example.com/webhook",
      headers: { authorization: "token secret" },
    });
    expect(result.url).toBe("https://api.github.com/repos/o/r/hooks/1/config");
    expect(result.body).toEqual({ url: "https://example.com/webhook" });
    expect(endpoint("GET /search/code", { url: "x" }).url).toBe("https://api.github.com/search/code?url=x");
    // Typed as string until the route types count a route's url parameter as given.
    const reserved: string = "POST {+url}";
    expect(endpoint(reserved, { url: "https://uploads.github.com/x" }).url).toBe("https://uploads.github.com/x");
    expect(endpoint({ method: "GET", url: "/user" }).url).toBe("https://api.github.com/user");
  });

  it("means GET for a bare URL even when defaults set another method", () => {
    expect(endpoint.defaults({ method: "POST" })("/user").method).toBe("get");
    expect(endpoint.defaults({ method: "POST" })({ url: "/user" }).method).toBe("post");
  });

  it("passes the authorization header through with its name lowercased", () => {
    const result = endpoint("GET /user", { headers: { Authorization: "token secret123" } });
    expect(result.headers).toEqual({ accept: ACCEPT, "user-agent": USER_AGENT, authorization: "token secret123" });
  });

  it("returns request meta as the very same object", () => {
    const request = { timeout: 1000 };
    const result = endpoint("GET /user", { request });
    expect(result.request).toBe(request);
    expect(Object.keys(result)).toEqual(["method", "url", "headers", "request"]);
  });

  it("has no request key when none was given", () => {
    expect("request" in endpoint("GET /user")).toBe(false);
  });

  it("treats undefined parameters and headers as absent", () => {
    const result = endpoint("GET /repos/{owner}/{repo}/issues", {
      owner: "o",
      repo: "r",
      state: undefined,
      headers: { accept: undefined, "x-skip": undefined },
    });
    expect(result).toEqual({
      method: "get",
      url: "https://api.github.com/repos/o/r/issues",
      headers: { accept: ACCEPT, "user-agent": USER_AGENT },
    });
  });
});

describe("URL composition", () => {
  it.each([
    ["https://h/api/v3/", "/orgs", "https://h/api/v3/orgs"],
    ["https://h/api/v3", "orgs", "https://h/api/v3/orgs"],
    ["https://h/api/v3", "/orgs", "https://h/api/v3/orgs"],
    ["https://h/api/v3/", "orgs", "https://h/api/v3/orgs"],
    ["https://h/api/v3//", "//orgs", "https://h/api/v3/orgs"],
    ["https://h", "/", "https://h/"],
    ["https://h/api/v3/", "", "https://h/api/v3/"],
    ["https://h/api/v3", "", "https://h/api/v3"],
    ["https://h/api/v3/", "?page=2", "https://h/api/v3/?page=2"],
    ["https://h/api/v3", "?page=2", "https://h/api/v3?page=2"],
    ["https://h/api/v3/", "#top", "https://h/api/v3/#top"],
  ])("joins baseUrl %j and path %j as %j", (baseUrl, url, expected) => {
    expect(endpoint({ baseUrl, url }).url).toBe(expected);
  });

  it("uses a full URL as given, ignoring baseUrl", () => {
    const upload = endpoint(
      "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      { owner: "o", repo: "r", release_id: 1, name: "a.zip", label: "A zip", data: "x", baseUrl: "https://other" },
    );
    expect(upload.url).toBe("https://uploads.github.com/repos/o/r/releases/1/assets?name=a.zip&label=A%20zip");
  });

  it("uses a URL that a reserved expansion made absolute as given", () => {
    expect(endpoint("GET {+next}", { next: "https://api.github.com/user/repos?page=2" }).url).toBe(
      "https://api.github.com/user/repos?page=2",
    );
  });

  it("rewrites :name placeholders to {name}", () => {
    expect(endpoint("PUT /user/starred/:owner/:repo", { owner: "octokit", repo: "rest.js" }).url).toBe(
      "https://api.github.com/user/starred/octokit/rest.js",
    );
  });

  it("does not take a port for a :name placeholder", () => {
    expect(endpoint("GET http://localhost:8080/repos/:owner", { owner: "o" }).url).toBe(
      "http://localhost:8080/repos/o",
    );
    expect(endpoint({ baseUrl: "http://localhost:3000/api", url: "/users/:user_1" , user_1: "u"}).url).toBe(
      "http://localhost:3000/api/users/u",
    );
  });

  it("leaves user:password in an authority alone", () => {
    expect(endpoint("GET https://user:pass@example.com/x/:id", { id: 7 }).url).toBe(
      "https://user:pass@example.com/x/7",
    );
  });

  it("expands an undefined {/name} to nothing, with no trailing slash", () => {
    expect(endpoint("GET /repos/{owner}/{repo}/contents{/path}", { owner: "o", repo: "r" }).url).toBe(
      "https://api.github.com/repos/o/r/contents",
    );
  });

  it("encodes a / inside a simple variable and keeps it in a reserved one", () => {
    expect(endpoint("GET /repos/o/r/git/refs/{ref}", { ref: "heads/main" }).url).toBe(
      "https://api.github.com/repos/o/r/git/refs/heads%2Fmain",
    );
    expect(endpoint("GET /repos/o/r/contents/{+path}", { path: "docs/a b.md" }).url).toBe(
      "https://api.github.com/repos/o/r/contents/docs/a%20b.md",
    );
  });
});
