import { endpoint as octokit } from "@octokit/endpoint";
import { describe, expect, it } from "vitest";
import { endpoint, type EndpointOptions } from "../../src";

const accept = (options: EndpointOptions) => endpoint("GET /x", options).headers.accept;

describe("mediaType.format", () => {
  it.each([
    ["application/vnd.github.v3+json", "raw", "application/vnd.github.v3.raw"],
    ["application/vnd.github.v3+json", "diff", "application/vnd.github.v3.diff"],
    ["application/vnd.github.v3+json", "text+json", "application/vnd.github.v3.text+json"],
    ["application/vnd.github.v3", "html", "application/vnd.github.v3.html"],
    ["application/vnd.github.v3.raw", "html", "application/vnd.github.v3.html"],
    ["application/vnd.github.v3.raw+json", "html", "application/vnd.github.v3.html"],
    ["application/vnd.github+json", "raw", "application/vnd.github.raw"],
    ["application/vnd.github.raw", "diff", "application/vnd.github.diff"],
    ["application/vnd.github.v3+json,application/vnd.github.v3.patch", "raw", "application/vnd.github.v3.raw,application/vnd.github.v3.raw"],
    ["application/vnd.github.v3+json, text/plain", "raw", "application/vnd.github.v3.raw, text/plain"],
    ["text/html", "raw", "text/html"],
    ["application/vnd.github.mercy-preview+json", "raw", "application/vnd.github.mercy-preview+json"],
    ["application/vnd.github.v3.a.b", "raw", "application/vnd.github.v3.a.b"],
    // Only a second word that is exactly "v3" is the version; any other is a format.
    ["application/vnd.github.v4", "raw", "application/vnd.github.raw"],
    ["application/vnd.github.v30", "raw", "application/vnd.github.raw"],
    // Each range is read after its leading spaces.
    ["text/plain, application/vnd.github.v3+json", "raw", "text/plain, application/vnd.github.v3.raw"],
    // Not a vendor type, or not one of the shape above: left as it is.
    ["application/x-ndjson", "raw", "application/x-ndjson"],
    ["application/vnd.+json", "raw", "application/vnd.+json"],
    ["application/vnd.github.+json", "raw", "application/vnd.github.+json"],
    ["application/vnd.github-v3", "raw", "application/vnd.github-v3"],
    ["application/vnd.github.v3-x", "raw", "application/vnd.github.v3-x"],
    ["application/vnd.github.raw.diff", "html", "application/vnd.github.raw.diff"],
  ])("accept %j with format %j becomes %j", (given, format, expected) => {
    expect(accept({ headers: { accept: given }, mediaType: { format } })).toBe(expected);
  });

  it("rewrites the default accept", () => {
    expect(accept({ mediaType: { format: "raw" } })).toBe("application/vnd.github.v3.raw");
  });
});

describe("mediaType.previews", () => {
  it.each([
    [["mercy"], "", "application/vnd.github.mercy-preview+json"],
    [["mercy-preview"], "", "application/vnd.github.mercy-preview+json"],
    [["mercy", "symmetra"], "", "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json"],
    // As octokit reads names: the first "-preview" dropped, each name as given.
    [["mercy", "mercy-preview"], "", "application/vnd.github.mercy-preview+json,application/vnd.github.mercy-preview+json"],
    [["a-preview-b"], "", "application/vnd.github.a-b-preview+json"],
    [["scarlet-witch"], "raw", "application/vnd.github.scarlet-witch-preview.raw"],
  ])("previews %j with format %j give %j", (previews, format, expected) => {
    expect(accept({ mediaType: { previews, format } })).toBe(expected);
  });

  it("applies to every route, not only GraphQL", () => {
    expect(endpoint("POST /graphql", { query: "{ viewer { login } }", mediaType: { previews: ["a"] } }).headers.accept).toBe(
      "application/vnd.github.a-preview+json",
    );
    expect(endpoint("GET /repos/o/r/topics", { mediaType: { previews: ["mercy"] } }).headers.accept).toBe(
      "application/vnd.github.mercy-preview+json",
    );
  });

  it("writes previews already named in accept first, then the others, each as given", () => {
    expect(
      accept({ headers: { accept: "application/vnd.github.foo-preview+json" }, mediaType: { previews: ["bar", "foo"] } }),
    ).toBe("application/vnd.github.foo-preview+json,application/vnd.github.bar-preview+json,application/vnd.github.foo-preview+json");
  });

  it.each<{ headers?: Record<string, string>; mediaType: { previews: string[]; format?: string } }>([
    { headers: { accept: "application/vnd.github.foo-preview+json" }, mediaType: { previews: ["bar", "foo"] } },
    { mediaType: { previews: ["mercy", "mercy-preview", "a-preview-b"] } },
    { mediaType: { previews: ["mercy"], format: "raw" } },
    { headers: { accept: "application/vnd.github.v3+json,application/vnd.github.mercy-preview+json" }, mediaType: { previews: ["mercy"] } },
  ])("writes accept on /graphql as octokit does, for %j", (options) => {
    expect(endpoint("POST /graphql", options).headers.accept).toBe(octokit("POST /graphql", options).headers.accept);
  });

  it.each([
    ["application/vnd.github.scarlet-witch-preview+json", "application/vnd.github.scarlet-witch-preview+json,application/vnd.github.mercy-preview+json"],
    ["mercy-preview", "application/vnd.github.mercy-preview+json,application/vnd.github.mercy-preview+json"],
    ["symmetra-preview", "application/vnd.github.symmetra-preview+json,application/vnd.github.mercy-preview+json"],
    // A "-preview" with no name before it names nothing.
    ["application/vnd.github.-preview+json", "application/vnd.github.mercy-preview+json"],
    // Letters, digits and "_" at the ends of their ranges belong to a name; the characters just past them end one.
    [
      "Zz_09-preview,`a-preview,{b-preview,@c-preview,[d-preview,/e-preview,:f-preview",
      ["Zz_09", "a", "b", "c", "d", "e", "f", "mercy"].map((name) => `application/vnd.github.${name}-preview+json`).join(","),
    ],
  ])("reads the previews accept %j names: the word characters and dashes before each -preview", (given, expected) => {
    expect(accept({ headers: { accept: given }, mediaType: { previews: ["mercy"] } })).toBe(expected);
  });

  it("merges previews from defaults and the call as octokit does: the defaults' the call lacks, then the call's", () => {
    const withPreviews = endpoint.defaults({ mediaType: { previews: ["mercy", "symmetra-preview"] } });
    expect(withPreviews.DEFAULTS.mediaType.previews).toEqual(["mercy", "symmetra"]);
    expect(withPreviews("GET /x", { mediaType: { previews: ["symmetra", "nebula"] } }).headers.accept).toBe(
      "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json,application/vnd.github.nebula-preview+json",
    );
    const octokitWithPreviews = octokit.defaults({ mediaType: { previews: ["b", "a"] } });
    const ours = endpoint.defaults({ mediaType: { previews: ["b", "a"] } });
    expect(ours.merge("POST /graphql", { mediaType: { previews: ["a", "c"] } }).mediaType).toEqual(
      octokitWithPreviews.merge("POST /graphql", { mediaType: { previews: ["a", "c"] } }).mediaType,
    );
  });

  // octokit 11 applies previews to GraphQL only: through Octokit, a client's previews never replaced the accept a call chose.
  it.each([
    ["application/vnd.github.diff"],
    ["application/vnd.github.raw+json"],
    ["application/vnd.github.v3.sha"],
    ["text/html"],
    ["application/vnd.github.v3+json, application/vnd.github.v3.patch"],
  ])("leaves the accept a caller chose, %j, to previews from the call or the defaults", (chosen) => {
    const headers = { accept: chosen };
    expect(accept({ headers, mediaType: { previews: ["mercy"] } })).toBe(chosen);
    expect(endpoint.defaults({ mediaType: { previews: ["mercy"] } })("GET /x", { headers }).headers.accept).toBe(chosen);
    expect(endpoint.defaults({ headers, mediaType: { previews: ["mercy"] } })("GET /x").headers.accept).toBe(chosen);
  });

  it("still replaces GitHub's JSON, plain JSON and preview types, and a format still rewrites a chosen one", () => {
    for (const json of ["application/vnd.github+json", "application/vnd.github.v3+json", "Application/JSON", "application/json; q=0.9", "application/vnd.github.foo-preview"]) {
      expect(accept({ headers: { accept: json }, mediaType: { previews: ["mercy"] } })).toMatch(/application\/vnd\.github\.mercy-preview\+json$/);
    }
    expect(accept({ headers: { accept: "application/vnd.github.v3.diff" }, mediaType: { previews: ["mercy"], format: "patch" } })).toBe(
      "application/vnd.github.v3.patch",
    );
  });

  it("leaves an application/octet-stream accept alone", () => {
    const headers = { accept: "application/octet-stream" };
    expect(accept({ headers, mediaType: { format: "raw", previews: ["mercy"] } })).toBe("application/octet-stream");
  });

  it("carries a caller's accept, content-type and content-length into the result", () => {
    const result = endpoint("POST /markdown/raw", {
      data: "# hi",
      headers: { accept: "text/html", "content-type": "text/plain; charset=utf-8", "content-length": 4 },
    });
    expect(result.headers).toEqual({
      accept: "text/html",
      "user-agent": "fluent-endpoint/1.0.0",
      "content-type": "text/plain; charset=utf-8",
      "content-length": 4,
    });
  });
});

describe("a format rewrites only a vendor range of the form application/vnd.VENDOR[.v3][.FORMAT][+json]", () => {
  it.each([
    ["application/vnd.github.v3.raw+json", "application/vnd.github.v3.html"],
    ["application/vnd.github.raw", "application/vnd.github.html"],
    [" application/vnd.github+json", " application/vnd.github.html"],
    ["application/vnd.github.v3x+json", "application/vnd.github.html"],
    ["application/vnd.github.v3+json, application/vnd.github.x.y+json", "application/vnd.github.v3.html, application/vnd.github.x.y+json"],
    // Left as they are: a version other than v3 before a format, a fourth word, an empty word, a dash in the vendor.
    ["application/vnd.github.v4.raw+json", "application/vnd.github.v4.raw+json"],
    ["application/vnd.github.v3.raw.x+json", "application/vnd.github.v3.raw.x+json"],
    ["application/vnd.+json", "application/vnd.+json"],
    ["application/vnd.github.+json", "application/vnd.github.+json"],
    ["application/vnd.github.v3.+json", "application/vnd.github.v3.+json"],
    ["application/vnd.github-x.v3+json", "application/vnd.github-x.v3+json"],
    ["text/plain", "text/plain"],
  ])("%s with format html is %s", (given, expected) => {
    expect(accept({ headers: { accept: given }, mediaType: { format: "html" } })).toBe(expected);
  });
});

describe("previews already in accept are kept, named by the word characters and dashes before -preview", () => {
  it.each([
    ["application/vnd.github.mercy-preview+json", "application/vnd.github.mercy-preview+json,application/vnd.github.z-preview+json"],
    [
      "application/vnd.github.a-b-preview+json,application/vnd.github.c-preview",
      "application/vnd.github.a-b-preview+json,application/vnd.github.c-preview+json,application/vnd.github.z-preview+json",
    ],
    ["x-preview", "application/vnd.github.x-preview+json,application/vnd.github.z-preview+json"],
    ["-preview", "application/vnd.github.z-preview+json"],
    ["a b-preview", "application/vnd.github.b-preview+json,application/vnd.github.z-preview+json"],
  ])("%s with the preview z is %s", (given, expected) => {
    expect(accept({ headers: { accept: given }, mediaType: { previews: ["z"] } })).toBe(expected);
  });
});
