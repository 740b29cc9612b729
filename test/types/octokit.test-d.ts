import { describe, expectTypeOf, it } from "vitest";
import type { endpoint as octokitEndpoint } from "@octokit/endpoint";
import type { Endpoint, RequestOptions } from "fluent-endpoint";
import { endpoint } from "fluent-endpoint/octokit";
import type { MergedOptions } from "fluent-endpoint";
import type { OctokitEndpoint } from "fluent-endpoint/octokit";

describe("fluent-endpoint/octokit: results", () => {
  it("types the method upper-case, as it is at run time", () => {
    expectTypeOf(endpoint("patch /repos/{owner}/{repo}", { owner: "o", repo: "r" }).method).toEqualTypeOf<"PATCH">();
    expectTypeOf(endpoint("HEAD /user").method).toEqualTypeOf<"HEAD">();
    expectTypeOf(endpoint("/user").method).toEqualTypeOf<"GET">();
    expectTypeOf(endpoint({ method: "delete", url: "/user/starred/{owner}/{repo}", owner: "o", repo: "r" }).method).toEqualTypeOf<"DELETE">();
    expectTypeOf(endpoint("GET /user", { method: "put" }).method).toEqualTypeOf<"PUT">();
    expectTypeOf(endpoint.parse(endpoint.merge("post /markdown", { text: "hi" })).method).toEqualTypeOf<"POST">();
  });

  it("types the method as a string when the types do not know it", () => {
    const route: string = "GET /user";
    expectTypeOf(endpoint(route).method).toEqualTypeOf<string>();
  });

  it("returns request options of the main export's shape", () => {
    expectTypeOf(endpoint("GET /user")).toExtend<RequestOptions>();
    expectTypeOf(endpoint("GET /user", { request: { timeout: 5 } }).request).toEqualTypeOf<{ timeout: number }>();
  });
});

describe("fluent-endpoint/octokit: path variables, checked as the main export checks them", () => {
  it("compiles when every path variable has a value", () => {
    endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
    endpoint("PUT /user/starred/:owner/:repo", { owner: "o", repo: "r" });
    endpoint.defaults({ owner: "o" })("GET /repos/{owner}/{repo}", { repo: "r" });
  });

  it("is a compile error when one is missing", () => {
    // @ts-expect-error repo has no value
    endpoint("GET /repos/{owner}/{repo}", { owner: "o" });
    // @ts-expect-error org has no value, and there are no options at all
    endpoint("GET /orgs/{org}/repos");
    // @ts-expect-error repo has no value in the options form
    endpoint({ method: "GET", url: "/repos/{owner}/{repo}", owner: "o" });
  });
});

describe("fluent-endpoint/octokit: merged options shaped as octokit's", () => {
  it("types DEFAULTS and merge() with previews optional and the method upper-case", () => {
    expectTypeOf(endpoint.DEFAULTS.mediaType.previews).toEqualTypeOf<readonly string[] | undefined>();
    const merged = endpoint.merge("get /orgs/{org}/repos", { org: "octokit" });
    expectTypeOf(merged.method).toEqualTypeOf<"GET">();
    expectTypeOf(merged.url).toEqualTypeOf<"/orgs/{org}/repos">();
    expectTypeOf(merged).toExtend<MergedOptions>();
    expectTypeOf(endpoint.merge("post /markdown", { request: { timeout: 5 } }).request).toEqualTypeOf<{ timeout: number }>();
    expectTypeOf(endpoint.merge({ url: "/user" }).url).toEqualTypeOf<"/user">();
  });

  it("makes functions of the same kind with defaults()", () => {
    expectTypeOf(endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" })).toEqualTypeOf<OctokitEndpoint<never>>();
    expectTypeOf(endpoint.defaults({ org: "acme" })).toEqualTypeOf<OctokitEndpoint<"org">>();
  });

  it("has the members of @octokit/endpoint's function and not the main export's builder", () => {
    expectTypeOf<keyof OctokitEndpoint>().toEqualTypeOf<Exclude<keyof typeof octokitEndpoint, never>>();
    expectTypeOf<OctokitEndpoint>().not.toHaveProperty("builder");
    expectTypeOf<Endpoint>().toHaveProperty("builder");
  });
});
