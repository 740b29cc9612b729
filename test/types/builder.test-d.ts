import { describe, expectTypeOf, it } from "vitest";
import { endpoint, RequestBuilder } from "fluent-endpoint";
import type { AnyRequestBuilder, EndpointOptions, RequestOptions } from "fluent-endpoint";

const route = "GET /repos/{owner}/{repo}/contents/{path}{?ref}";

describe("the builder tracks the path variables of a literal route", () => {
  it("builds once every path variable has a value from .param()", () => {
    const built = new RequestBuilder()
      .route(route)
      .param("owner", "octokit")
      .param("repo", "rest.js")
      .param("path", "README.md")
      .build();
    expectTypeOf(built).toEqualTypeOf<RequestOptions>();
  });

  it("does not build while one is missing", () => {
    const partial = new RequestBuilder().route(route).param("owner", "octokit").param("path", "README.md");
    expectTypeOf(partial).toEqualTypeOf<
      RequestBuilder<"owner" | "repo" | "path" | "ref", "repo", "owner" | "path">
    >();
    // @ts-expect-error repo has no value
    partial.build();
  });

  it("does not ask for query-only variables", () => {
    new RequestBuilder().route("GET /search/issues{?q,page}").build();
    new RequestBuilder().route("GET /repos/{owner}/issues{/number}").param("owner", "o").build();
  });

  it("reads :name placeholders", () => {
    const star = new RequestBuilder().route("PUT /user/starred/:owner/:repo").param("owner", "o");
    // @ts-expect-error repo has no value
    star.build();
    star.param("repo", "r").build();
  });

  it("counts the keys of .params() whose values are certain", () => {
    new RequestBuilder().route(route).params({ owner: "o", repo: "r", path: "p" }).build();
    const maybe: string | undefined = undefined as string | undefined;
    // @ts-expect-error repo may be undefined
    new RequestBuilder().route(route).params({ owner: "o", repo: maybe, path: "p" }).build();
    // @ts-expect-error repo is optional
    new RequestBuilder().route(route).params({ owner: "o", path: "p" } as { owner: string; repo?: string; path: string }).build();
    interface Given {
      owner: string;
      repo: string;
      path: string;
    }
    const given: Given = { owner: "o", repo: "r", path: "p" };
    new RequestBuilder().route(route).params(given).build();
    type Partly = { owner: string; repo?: string; path: string };
    const partly: Partly = { owner: "o", path: "p" };
    // @ts-expect-error repo is optional in the params' type
    new RequestBuilder().route(route).params(partly).build();
    // @ts-expect-error repo is null
    new RequestBuilder().route(route).params({ owner: "o", repo: null, path: "p" }).build();
  });

  it("does not count a value that may be undefined or null", () => {
    const base = new RequestBuilder().route("GET /orgs/{org}");
    // @ts-expect-error org may be undefined
    base.param("org", undefined as string | undefined).build();
    // @ts-expect-error org is null
    base.param("org", null).build();
    // @ts-expect-error an unknown value may be undefined
    base.param("org", JSON.parse("1") as unknown).build();
  });

  it("counts parameters given before the route", () => {
    new RequestBuilder().params({ owner: "o", repo: "r" }).route("GET /repos/{owner}/{repo}").build();
    new RequestBuilder().param("org", "o").route("GET /orgs/{org}").build();
  });

  it("counts the options the builder was made from", () => {
    new RequestBuilder({ owner: "o", repo: "r" }).route("GET /repos/{owner}/{repo}").build();
    // @ts-expect-error repo is not among the options
    new RequestBuilder({ owner: "o" }).route("GET /repos/{owner}/{repo}").build();
  });

  it("counts the defaults of endpoint.defaults(…).builder()", () => {
    const acme = endpoint.defaults({ org: "acme", per_page: 100 });
    acme.builder().route("GET /orgs/{org}/repos").build();
    // @ts-expect-error repo is not a default
    acme.builder().route("GET /repos/{org}/{repo}").build();
  });

  it("takes the route from a literal url in .with()", () => {
    new RequestBuilder().with({ url: "/orgs/{org}", org: "octokit" }).build();
    // @ts-expect-error org has no value
    new RequestBuilder().with({ url: "/orgs/{org}" }).build();
    new RequestBuilder().route("/user").with({ per_page: 1 }).build();
  });

  it("keeps what it knows through the other methods", () => {
    const missing = new RequestBuilder()
      .route("POST /repos/{owner}/{repo}/issues")
      .param("owner", "o")
      .method("PATCH")
      .baseUrl("https://ghe.example/api/v3")
      .header("authorization", "token t")
      .headers({ "x-a": "1" })
      .preview("mercy")
      .format("raw")
      .data({ title: "t" })
      .request({ timeout: 1 });
    expectTypeOf(missing).toEqualTypeOf<RequestBuilder<"owner" | "repo", "repo", "owner">>();
    // @ts-expect-error repo has no value
    missing.build();
  });
});

describe("dynamic routes and parameters stay loosely typed", () => {
  it("builds a route typed string without asking for anything", () => {
    const dynamic: string = "GET /orgs/{org}";
    expectTypeOf(new RequestBuilder().route(dynamic)).toEqualTypeOf<RequestBuilder<string, never, never>>();
    new RequestBuilder().route(dynamic).build();
  });

  it("builds a union of routes without asking for anything", () => {
    const pick = (flag: boolean) => (flag ? "GET /orgs/{org}" : "GET /users/{user}");
    new RequestBuilder().route(pick(true)).build();
  });

  it("does not count a name that is one of several", () => {
    const name = Math.random() > 0.5 ? "owner" : "repo";
    // @ts-expect-error only one of owner and repo is set
    new RequestBuilder().route("GET /repos/{owner}/{repo}").param(name, "x").build();
  });

  it("counts a parameter whose name is a string as any name", () => {
    const name: string = "org";
    new RequestBuilder().route("GET /orgs/{org}").param(name, "octokit").build();
  });

  it("counts options typed with an index signature as any name", () => {
    const options: EndpointOptions = { org: "octokit" };
    new RequestBuilder().route("GET /orgs/{org}").params(options as Record<string, unknown>).build();
    new RequestBuilder().route("GET /orgs/{org}").with(options).build();
    new RequestBuilder(options).route("GET /orgs/{org}").build();
  });
});

describe(".param() suggests the route's names and takes any other", () => {
  it("accepts the route's names and query or body parameters", () => {
    const builder = new RequestBuilder().route("GET /orgs/{org}/repos");
    expectTypeOf(builder.param).parameter(0).toEqualTypeOf<"org" | (string & {})>();
    builder.param("org", "octokit").param("per_page", 100).build();
  });
});

describe("builder types as values", () => {
  it("lets a buildable builder be a RequestBuilder, but not one that misses a parameter", () => {
    const ready: RequestBuilder = new RequestBuilder().route("GET /orgs/{org}").param("org", "o");
    expectTypeOf(ready.build()).toEqualTypeOf<RequestOptions>();
    // @ts-expect-error org has no value, so this builder cannot build
    const notReady: RequestBuilder = new RequestBuilder().route("GET /orgs/{org}");
    expectTypeOf(notReady).toEqualTypeOf<RequestBuilder>();
  });

  it("lets any builder be an AnyRequestBuilder, which cannot build", () => {
    const any: AnyRequestBuilder = new RequestBuilder().route("GET /orgs/{org}");
    // @ts-expect-error the route of an AnyRequestBuilder may miss parameters
    any.build();
  });

  it("keeps the route through a generic helper", () => {
    function withToken<V extends string, M extends string, P extends string>(builder: RequestBuilder<V, M, P>) {
      return builder.header("authorization", "token t");
    }
    const missing = withToken(new RequestBuilder().route("GET /orgs/{org}"));
    // @ts-expect-error org has no value
    missing.build();
    withToken(missing.param("org", "o")).build();
  });
});
