import type { paths } from "@octokit/openapi-types";
import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError } from "../../src";
import type { paths as FigmaPaths } from "./descriptions/figma";

// Typing by GitHub's description exists only at compile time: the typed
// function is the very function it came from. Any other API's description
// comes with that API's baseUrl and accept, which become the defaults.
describe("endpoint.withTypes()", () => {
  it("returns the function itself for GitHub's description", () => {
    expect(endpoint.withTypes<paths>()).toBe(endpoint);
    const acme = endpoint.defaults({ owner: "acme" });
    expect(acme.withTypes<paths>()).toBe(acme);
  });

  it("builds what the untyped function builds", () => {
    const github = endpoint.withTypes<paths>();
    expect(github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Found a bug" })).toEqual(
      endpoint("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Found a bug" }),
    );
  });

  it("sends another API's requests to its baseUrl with its accept, never GitHub's", () => {
    const figma = endpoint.withTypes<FigmaPaths>({ baseUrl: "https://api.figma.com", accept: "application/json" });
    expect(figma("GET /v1/files/{file_key}", { file_key: "abc" })).toEqual({
      method: "get",
      url: "https://api.figma.com/v1/files/abc",
      headers: { accept: "application/json", "user-agent": "fluent-endpoint/1.0.0" },
    });
    expect(figma.DEFAULTS.baseUrl).toBe("https://api.figma.com");
    // The function it came from keeps its own defaults.
    expect(endpoint.DEFAULTS.baseUrl).toBe("https://api.github.com");
  });

  it("refuses an API without a baseUrl or an accept", () => {
    const untyped = endpoint.withTypes as (api?: unknown) => unknown;
    expect(() => untyped(null)).toThrow(InvalidArgumentError);
    expect(() => untyped({ accept: "application/json" })).toThrow(/^baseUrl: expected the API's base URL, a string, got undefined/);
    expect(() => untyped({ baseUrl: "https://api.figma.com" })).toThrow(/^accept: expected the media type the API answers in, a string, got undefined/);
    expect(() => untyped({ baseUrl: "ftp://api.figma.com", accept: "application/json" })).toThrow(InvalidArgumentError);
  });
});
