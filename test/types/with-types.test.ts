import type { paths } from "@octokit/openapi-types";
import { describe, expect, it } from "vitest";
import { endpoint } from "../../src";

// Typing by an OpenAPI description exists only at compile time: the typed
// function is the very function it came from.
describe("endpoint.withTypes()", () => {
  it("returns the function itself", () => {
    expect(endpoint.withTypes<paths>()).toBe(endpoint);
    const acme = endpoint.defaults({ owner: "acme" });
    expect(acme.withTypes<paths>()).toBe(acme);
    expect(acme.withTypes<paths>().withTypes<{}>()).toBe(acme);
  });

  it("builds what the untyped function builds", () => {
    const github = endpoint.withTypes<paths>();
    expect(github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Found a bug" })).toEqual(
      endpoint("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Found a bug" }),
    );
  });
});
