import { endpoint as octokit } from "@octokit/endpoint";
import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, UnsafePathParameterError } from "../../src";

// A url that starts with a URI scheme (RFC 3986: a letter, then letters,
// digits, "+", "-" or ".", then ":") is a full URL, used as given when it is
// http(s) and refused otherwise; anything else is a path under baseUrl. ":1"
// ends each case because a digit starts no :name placeholder.
const otherSchemes = ["a:1", "z:1", "A:1", "Z:1", "az:1", "aA:1", "aZ:1", "a0:1", "a9:1", "a+:1", "a-:1", "a.:1", "web+app.v2-x:1"];
const withoutScheme = ["9a:1", "@a:1", "[a:1", "a@:1", "a[:1", "a_:1", "a,:1", "a/b:1", "a!:1", "abc"];

describe("a url with a scheme is a full URL, anything else is a path", () => {
  it.each(["https://uploads.github.com/x", "http://localhost:3000/x", "HTTPS://H.example/x"])("%s is used as given", (url) => {
    expect(endpoint({ url }).url).toBe(url);
    // Through {+u} the expanded value decides, not the template's literal text.
    expect(endpoint({ url: "{+u}", u: url }).url).toBe(url);
  });

  it.each([...otherSchemes, "file:///etc/passwd", "javascript:alert(1)", "https:/x", "mailto:a@b.example"])("%s is refused", (url) => {
    expect(() => endpoint({ url })).toThrow(InvalidArgumentError);
    expect(() => endpoint({ url })).toThrow(/^url: a request URL must be http\(s\)/);
    expect(() => endpoint({ url: "{+u}", u: url })).toThrow(/^url: a request URL must be http\(s\)/);
  });

  it.each(withoutScheme)("%s is a path", (url) => {
    expect(endpoint({ url }).url).toBe(`https://api.github.com/${url}`);
    expect(endpoint({ url: "{+u}", u: url }).url).toBe(`https://api.github.com/${url}`);
  });

  it("decides from the value when the template starts with an expression", () => {
    expect(endpoint({ url: "{+host}/users", host: "https://ghe.example/api/v3" }).url).toBe("https://ghe.example/api/v3/users");
    expect(endpoint({ url: "{+prefix}/users", prefix: "v2" }).url).toBe("https://api.github.com/v2/users");
    expect(endpoint({ url: "{+prefix}/users", prefix: "" }).url).toBe("https://api.github.com/users");
    expect(() => endpoint({ url: "{+prefix}/users", prefix: "javascript:x//" })).toThrow(/^url: a request URL must be http\(s\)/);
    expect(() => endpoint({ url: "http{+rest}", rest: "s+evil:x" })).toThrow(/^url: a request URL must be http\(s\)/);
  });
});

describe("a value never changes the scheme, host or port the template's literal text set", () => {
  it.each([
    ["GET https://api.github.com{+path}", { path: "@evil.example/" }, "path"],
    ["GET https://api.github.com{+path}", { path: ".evil.example/x" }, "path"],
    ["GET https://api.github.com{+path}", { path: ":8080/x" }, "path"],
    ["GET https://api.github.com{path}", { path: "x" }, "path"],
  ])("%s with %j is refused", (route, params, field) => {
    expect(() => endpoint(route, params)).toThrow(expect.objectContaining({ field, code: "ERR_INVALID_ARGUMENT" }));
  });

  it.each([
    ["GET https://api.github.com{+path}", { path: "/repos/o/r" }, "https://api.github.com/repos/o/r"],
    ["GET https://api.github.com{+path}", { path: "?page=2" }, "https://api.github.com?page=2"],
    ["GET https://api.github.com{+path}", { path: "" }, "https://api.github.com"],
    ["GET https://api.github.com{/path}", { path: "x" }, "https://api.github.com/x"],
    // The literal leaves the port, the subdomain or the whole host to the value.
    ["GET https://ghe.example:{port}/x", { port: 8443 }, "https://ghe.example:8443/x"],
    ["GET https://{host}/x", { host: "uploads.github.com" }, "https://uploads.github.com/x"],
  ])("%s with %j gives %s", (route, params, url) => {
    expect(endpoint(route, params).url).toBe(url);
  });
});

describe("the path of a full URL starts after its host", () => {
  it.each([
    ["GET https://h.example/{a}", { a: ".." }, true],
    ["GET https://h.example:8080/x/{a}", { a: "." }, true],
    ["GET https://h.example/x?q={a}", { a: ".." }, false],
    ["GET https://h.example/x#{a}", { a: "/../" }, false],
    ["GET https://user:pass@h.example/{+a}", { a: "../x" }, true],
  ])("%s with %j: refused %s", (route, params, refused) => {
    const call = () => endpoint(route, params);
    if (refused) expect(call).toThrow(UnsafePathParameterError);
    else expect(call).not.toThrow();
  });
});

describe("a url that is only a query or a fragment", () => {
  it.each([
    [{ url: "?x=1" }, "https://api.github.com?x=1"],
    [{ url: "#frag" }, "https://api.github.com#frag"],
    [{ url: "?x=1", baseUrl: "https://h.example/api" }, "https://h.example/api?x=1"],
    [{ url: "#f", baseUrl: "https://h.example/api", q: 1 }, "https://h.example/api?q=1#f"],
  ])("%j is put right after the baseUrl, with no slash", (options, url) => {
    expect(endpoint({ method: "GET", ...options }).url).toBe(url);
  });
});

describe("a path joins the baseUrl with exactly one slash between them", () => {
  it.each([
    ["GET /x", {}, "https://api.github.com/x"],
    ["GET x", {}, "https://api.github.com/x"],
    ["GET //x", {}, "https://api.github.com/x"],
    ["GET ///x", {}, "https://api.github.com/x"],
    ["GET /", {}, "https://api.github.com/"],
    ["GET /{+x}", { x: "/a" }, "https://api.github.com/a"],
    ["GET /{+x}", { x: "" }, "https://api.github.com/"],
    ["GET /{x}", { x: "" }, "https://api.github.com/"],
    ["GET {+x}", { x: "/a" }, "https://api.github.com/a"],
    ["GET {+x}", { x: "//" }, "https://api.github.com/"],
    ["GET {+x}", { x: "" }, "https://api.github.com"],
    ["GET {/x}", { x: "a" }, "https://api.github.com/a"],
    ["GET {x}", { x: "a" }, "https://api.github.com/a"],
    ["GET {+x}", { x: "?q=1" }, "https://api.github.com?q=1"],
    ["GET {+x}", { x: "#f" }, "https://api.github.com#f"],
    ["GET /a", { baseUrl: "https://h.example/v3/" }, "https://h.example/v3/a"],
    ["GET /a", { baseUrl: "https://h.example/v3//" }, "https://h.example/v3/a"],
  ])("%s with %j is %s", (route, options, url) => {
    expect(endpoint(route, options).url).toBe(url);
  });
});

describe("a variable before the path is the origin", () => {
  // The route key @octokit/types lists for release assets, and the call
  // @octokit/plugin-rest-endpoint-methods makes for rest.repos.uploadReleaseAsset.
  const uploadRoute = "POST {origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}";
  const asset = { owner: "octo", repo: "app", release_id: 1, name: "app.zip", data: "zip bytes", headers: { "content-type": "application/zip" } };

  it("absent, the base URL serves, as octokit sends it", () => {
    const request = endpoint(uploadRoute, asset);
    expect(request.url).toBe("https://api.github.com/repos/octo/app/releases/1/assets?name=app.zip");
    // octokit adds a stray "&" for the label not given (see docs/coming-from-octokit.md).
    expect(request.url).toBe(octokit(uploadRoute, asset).url.replace(/&$/, ""));
    const uploads = endpoint.defaults({ method: "POST", url: "{origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", baseUrl: "https://uploads.github.com" });
    expect(uploads(asset).url).toBe("https://uploads.github.com/repos/octo/app/releases/1/assets?name=app.zip");
  });

  it.each([
    ["https://uploads.example", "https://uploads.example/repos/octo/app/releases/1/assets?name=app.zip"],
    ["https://uploads.example/", "https://uploads.example/repos/octo/app/releases/1/assets?name=app.zip"],
    ["https://ghe.example/api/uploads", "https://ghe.example/api/uploads/repos/octo/app/releases/1/assets?name=app.zip"],
    ["", "https://api.github.com/repos/octo/app/releases/1/assets?name=app.zip"],
  ])("given %j, it is the origin, never encoded into the path", (origin, url) => {
    expect(endpoint(uploadRoute, { ...asset, origin }).url).toBe(url);
  });

  it.each([
    ["uploads.github.com", "origin"],
    ["/uploads", "origin"],
    ["ftp://uploads.example", "origin"],
    ["https://user:secret@uploads.example", "origin"],
    ["https://uploads.example?x=1", "origin"],
  ])("given %j, which is no http(s) origin, it is refused, naming %s", (origin, field) => {
    const call = () => endpoint(uploadRoute, { ...asset, origin });
    expect(call).toThrow(InvalidArgumentError);
    expect(call).toThrow(expect.objectContaining({ field }));
  });
});
