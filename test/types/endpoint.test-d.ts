import { describe, expectTypeOf, it } from "vitest";
import { endpoint } from "fluent-endpoint";
import type {
  Endpoint,
  EndpointOptions,
  MergedOptions,
  RequestMeta,
  RequestOptions,
  RequestOptionsWithRequest,
  ResultMethod,
} from "fluent-endpoint";

describe("endpoint(route, options) checks the path variables of a literal route", () => {
  it("compiles when every path variable has a value", () => {
    endpoint("GET /repos/{owner}/{repo}/contents/{path}{?ref}", { owner: "o", repo: "r", path: "README.md" });
    endpoint("PUT /user/starred/:owner/:repo", { owner: "o", repo: "r" });
  });

  it("is a compile error when one is missing", () => {
    // @ts-expect-error repo has no value
    endpoint("GET /repos/{owner}/{repo}", { owner: "o" });
    // @ts-expect-error repo is misspelt
    endpoint("PUT /user/starred/:owner/:repo", { owner: "o", rpeo: "r" });
    // @ts-expect-error org has no value, and there are no options at all
    endpoint("GET /orgs/{org}/repos");
  });

  it("does not count a value that may be undefined or null", () => {
    const maybe = undefined as string | undefined;
    // @ts-expect-error owner may be undefined
    endpoint("GET /repos/{owner}/{repo}", { owner: maybe, repo: "r" });
    // @ts-expect-error owner is null
    endpoint("GET /repos/{owner}/{repo}", { owner: null, repo: "r" });
  });

  it("does not count a value that only some members of a union of options give", () => {
    const either = { owner: "o" } as { owner: string; repo: string } | { owner: string };
    // @ts-expect-error repo may be missing
    endpoint("GET /repos/{owner}/{repo}", either);
    endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" } as { owner: string; repo: string } | { owner: string; repo: string; per_page: number });
  });

  it("leaves query-only variables optional", () => {
    endpoint("GET /repos/{owner}/{repo}/contents/{path}{?ref}", { owner: "o", repo: "r", path: "p" });
    endpoint("GET /search/issues{?q,page}");
    endpoint("GET /repos/{owner}/issues{/number}", { owner: "o" });
  });

  it("counts the defaults of endpoint.defaults()", () => {
    const acme = endpoint.defaults({ baseUrl: "https://ghe.acme.com/api/v3", org: "acme", per_page: 100 });
    expectTypeOf(acme).toEqualTypeOf<Endpoint<"org" | "per_page">>();
    acme("GET /orgs/{org}/repos");
    acme.defaults({ repo: "rest.js" })("GET /repos/{org}/{repo}");
    // @ts-expect-error repo is not a default
    acme("GET /repos/{org}/{repo}");
  });
});

describe("endpoint(options) checks a literal url", () => {
  it("compiles when every path variable has a value", () => {
    endpoint({ method: "GET", url: "/orgs/{org}/repos", org: "octokit" });
  });

  it("is a compile error when one is missing", () => {
    // @ts-expect-error org has no value
    endpoint({ method: "GET", url: "/orgs/{org}/repos" });
  });

  it("takes the url from the defaults, unchecked, when the options have none", () => {
    endpoint.defaults({ url: "/orgs/{org}" })({ org: "octokit" });
  });
});

describe("dynamic routes and options keep compiling", () => {
  it("does not check a route typed string", () => {
    const route: string = "GET /orgs/{org}";
    expectTypeOf(endpoint(route)).toEqualTypeOf<RequestOptions>();
    endpoint(route, {});
  });

  it("does not check a union of routes, as in a table of cases", () => {
    const cases = [
      ["GET /orgs/{org}", { org: "o" }],
      ["GET /users/{user}", { user: "u" }],
    ] as const;
    for (const [route, options] of cases) endpoint(route, options);
  });

  it("does not check options typed with an index signature", () => {
    const options: EndpointOptions = { org: "octokit" };
    endpoint("GET /orgs/{org}", options);
    endpoint(options);
  });

  it("accepts options that may be undefined", () => {
    const options = undefined as EndpointOptions | undefined;
    endpoint("GET /user", options);
  });
});

describe("the result type is precise", () => {
  it("has the lowercase method of the route", () => {
    expectTypeOf(endpoint("GET /user")).toEqualTypeOf<RequestOptions<"get">>();
    expectTypeOf(endpoint("/user")).toEqualTypeOf<RequestOptions<"get">>();
    expectTypeOf(endpoint("post /markdown", { text: "hi" })).toEqualTypeOf<RequestOptions<"post">>();
  });

  it("has the method of the options, which wins over the route's", () => {
    expectTypeOf(endpoint("GET /user", { method: "PATCH" })).toEqualTypeOf<RequestOptions<"patch">>();
    expectTypeOf(endpoint({ method: "DELETE", url: "/gists/{id}", id: 1 })).toEqualTypeOf<RequestOptions<"delete">>();
  });

  it("has any method when the types do not tell", () => {
    const method: string = "GET";
    expectTypeOf(endpoint("GET /user", { method }).method).toEqualTypeOf<ResultMethod>();
    expectTypeOf(endpoint({ url: "/user" }).method).toEqualTypeOf<ResultMethod>();
  });

  it("has an optional body", () => {
    expectTypeOf(endpoint("POST /markdown", { text: "hi" })).toHaveProperty("body").toEqualTypeOf<unknown>();
    expectTypeOf<Pick<RequestOptions, "body">>().toEqualTypeOf<{ body?: unknown }>();
  });

  it("has the request as it was given", () => {
    const meta = { timeout: 5000, retries: 2 };
    const result = endpoint("GET /user", { request: meta });
    expectTypeOf(result).toEqualTypeOf<RequestOptionsWithRequest<"get", { timeout: number; retries: number }>>();
    expectTypeOf(result.request).toEqualTypeOf<{ timeout: number; retries: number }>();
    expectTypeOf(endpoint("GET /user").request).toEqualTypeOf<RequestMeta | undefined>();
  });
});

describe("merge() and parse() are typed the same way", () => {
  it("merge() gives the uppercase method, the url template and the request", () => {
    const merged = endpoint.merge("post /repos/{owner}/{repo}/issues", { owner: "o", request: { timeout: 1 } });
    expectTypeOf(merged.method).toEqualTypeOf<"POST">();
    expectTypeOf(merged.url).toEqualTypeOf<"/repos/{owner}/{repo}/issues">();
    expectTypeOf(merged.request).toEqualTypeOf<{ timeout: number }>();
    expectTypeOf(endpoint.merge({ url: "/user" }).url).toEqualTypeOf<"/user">();
    expectTypeOf(endpoint.merge()).toEqualTypeOf<MergedOptions>();
  });

  it("merge() does not check path variables: nothing is sent", () => {
    endpoint.merge("GET /orgs/{org}");
  });

  it("parse() gives the lowercase method and the request of what it is given", () => {
    const parsed = endpoint.parse(endpoint.merge("POST /markdown", { text: "hi", request: { timeout: 1 } }));
    expectTypeOf(parsed).toEqualTypeOf<RequestOptionsWithRequest<"post", { timeout: number }>>();
    const merged: MergedOptions = endpoint.merge("GET /user");
    expectTypeOf(endpoint.parse(merged)).toEqualTypeOf<RequestOptions>();
  });
});

describe("endpoint functions as values", () => {
  it("lets a function with more defaults stand for one with fewer", () => {
    const plain: Endpoint = endpoint.defaults({ org: "acme" });
    expectTypeOf(plain).toEqualTypeOf<Endpoint>();
    // @ts-expect-error a plain endpoint function has no default org
    const acme: Endpoint<"org"> = endpoint;
    expectTypeOf(acme).toEqualTypeOf<Endpoint<"org">>();
  });
});
