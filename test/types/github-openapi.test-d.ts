import type { components, paths } from "@octokit/openapi-types";
import { describe, expectTypeOf, it } from "vitest";
import { endpoint, toFetchArguments } from "fluent-endpoint";
import type {
  Endpoint,
  RequestOptions,
  ResponseData,
  ResponseError,
  RouteData,
  RouteError,
  TypedEndpoint,
  TypedRequestBuilder,
} from "fluent-endpoint";

// GitHub's routes typed by GitHub's own description, as @octokit/openapi-types
// ships it. test/types/github-openapi.test.ts runs 400 real calls and their
// mistakes; this file pins each behaviour on its own.
const github = endpoint.withTypes<paths>();

describe("endpoint.withTypes<paths>()", () => {
  it("is a typed endpoint function with the defaults of the one it came from", () => {
    expectTypeOf(github).toEqualTypeOf<TypedEndpoint<paths>>();
    expectTypeOf(endpoint.defaults({ owner: "octokit" }).withTypes<paths>()).toEqualTypeOf<TypedEndpoint<paths, "owner">>();
  });

  it("leaves an endpoint function with more defaults assignable to one with fewer", () => {
    const plain: Endpoint = endpoint.defaults({ owner: "octokit" });
    expectTypeOf(plain).toEqualTypeOf<Endpoint>();
  });
});

describe("a described route's parameters are typed by the description", () => {
  it("takes path, query and body parameters, optional ones left out", () => {
    github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js" });
    github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", state: "closed", per_page: 100 });
    github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Found a bug", labels: ["bug"] });
    github("get /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" });
  });

  it("refuses a missing required path parameter, query parameter or body field", () => {
    // @ts-expect-error repo is a required path parameter
    github("GET /repos/{owner}/{repo}/issues", { owner: "octokit" });
    // @ts-expect-error q is a required query parameter
    github("GET /search/issues", { per_page: 10 });
    // @ts-expect-error title is a required field of the body
    github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js" });
  });

  it("refuses a value of the wrong type", () => {
    // @ts-expect-error owner is a string
    github("GET /repos/{owner}/{repo}", { owner: 1, repo: "rest.js" });
    // @ts-expect-error state is "open", "closed" or "all"
    github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", state: "opened" });
    // @ts-expect-error per_page is a number
    github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", per_page: "100" });
  });

  it("refuses a parameter the description does not name, with or without a body", () => {
    // @ts-expect-error the issue body has no field "titel"
    github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Bug", titel: "Bug" });
    // @ts-expect-error the route has no query parameter "page_token"
    github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", page_token: "abc" });
    // @ts-expect-error a misspelt optional query parameter ("per_page")
    github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", perpage: 10 });
    // @ts-expect-error DELETE /repos/{owner}/{repo} has no parameter but its path ones
    github("DELETE /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js", force: true });
  });

  it("takes a map body's own keys beside the path parameters, which keep their types", () => {
    github("PUT /orgs/{org}/copilot/content_exclusion", { org: "octokit", "octokit/rest.js": ["/secrets/**"] });
    // @ts-expect-error org is still required
    github("PUT /orgs/{org}/copilot/content_exclusion", { "octokit/rest.js": ["/secrets/**"] });
    // @ts-expect-error a key of the map takes a list
    github("PUT /orgs/{org}/copilot/content_exclusion", { org: "octokit", "octokit/rest.js": 5 });
  });

  it("takes a body of another media type as data", () => {
    github("POST /markdown/raw", { data: "Hello **world**", headers: { "content-type": "text/plain" } });
    github("POST /repos/{owner}/{repo}/releases/{release_id}/assets", {
      owner: "octokit",
      repo: "rest.js",
      release_id: 1,
      name: "app.zip",
      data: new Uint8Array([80, 75]),
      headers: { "content-type": "application/zip" },
    });
    // @ts-expect-error the upload's body is text or bytes
    github("POST /repos/{owner}/{repo}/releases/{release_id}/assets", { owner: "o", repo: "r", release_id: 1, name: "a.zip", data: 5 });
  });

  it("takes headers, mediaType, request and baseUrl besides the parameters", () => {
    github("GET /repos/{owner}/{repo}", {
      owner: "octokit",
      repo: "rest.js",
      headers: { authorization: "token secret" },
      mediaType: { previews: ["mercy"] },
      request: { timeout: 5000 },
      baseUrl: "https://ghe.acme.com/api/v3",
    });
  });

  it("types the result's method from the route", () => {
    expectTypeOf(github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" }).method).toEqualTypeOf<"post">();
    expectTypeOf(github("GET /user")).toMatchTypeOf<RequestOptions<"get">>();
    expectTypeOf(github("get /user").method).toEqualTypeOf<"get">();
  });
});

describe("a route without options", () => {
  it("compiles when the route requires no parameter", () => {
    github("GET /user");
    github("GET /rate_limit");
  });

  it("names the parameters a route requires", () => {
    // @ts-expect-error owner and repo are required
    github("GET /repos/{owner}/{repo}");
  });
});

describe("routes the description lacks", () => {
  it("refuses a misspelt route or a method the path does not have", () => {
    // @ts-expect-error issues is misspelt
    github("GET /repos/{owner}/{repo}/isuses", { owner: "octokit", repo: "rest.js" });
    // @ts-expect-error /user has no DELETE
    github("DELETE /user", {});
    // @ts-expect-error /user has no DELETE, without options
    github("DELETE /user");
    // @ts-expect-error misspelt, without options
    github("GET /usre");
  });

  it("keeps template-literal typing for routes written another way", () => {
    github("GET /repos/{owner}/{repo}/contents/{path}{?ref}", { owner: "o", repo: "r", path: "README.md", ref: "main" });
    // @ts-expect-error path has no value
    github("GET /repos/{owner}/{repo}/contents/{path}{?ref}", { owner: "o", repo: "r" });
    github("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name}", {
      owner: "o",
      repo: "r",
      release_id: 1,
      name: "app.zip",
      data: "zip",
    });
    github("PUT /user/starred/:owner/:repo", { owner: "o", repo: "r" });
    github("/user", {});
  });

  it("keeps the options form as the untyped endpoint has it", () => {
    github({ method: "GET", url: "/repos/{owner}/{repo}", owner: "o", repo: "r" });
    // @ts-expect-error repo has no value
    github({ method: "GET", url: "/repos/{owner}/{repo}", owner: "o" });
  });
});

describe("defaults", () => {
  it("make the parameters they give optional, keeping their types", () => {
    const octokit = github.defaults({ owner: "octokit" });
    expectTypeOf(octokit).toEqualTypeOf<TypedEndpoint<paths, "owner">>();
    octokit("GET /repos/{owner}/{repo}", { repo: "rest.js" });
    octokit("GET /repos/{owner}/{repo}", { owner: "other", repo: "rest.js" });
    // @ts-expect-error repo is still required
    octokit("GET /repos/{owner}/{repo}", {});
    // @ts-expect-error owner is still a string
    octokit("GET /repos/{owner}/{repo}", { owner: 1, repo: "rest.js" });
    endpoint.defaults({ owner: "octokit", repo: "rest.js" }).withTypes<paths>()("GET /repos/{owner}/{repo}");
  });
});

describe("the typed builder", () => {
  const builder = github.builder();

  it("types a described route's parameters and builds once the required ones have values", () => {
    const issue = builder.route("POST /repos/{owner}/{repo}/issues").param("owner", "octokit").param("repo", "rest.js");
    // @ts-expect-error title has no value yet
    issue.build();
    expectTypeOf(issue.param("title", "Found a bug").build().method).toEqualTypeOf<"post">();
    issue.params({ title: "Found a bug", labels: ["bug"] }).build();
  });

  it("takes in .params() every required parameter without a value, and nothing the route does not have", () => {
    const issue = builder.route("POST /repos/{owner}/{repo}/issues");
    issue.params({ owner: "octokit", repo: "rest.js", title: "Found a bug" }).build();
    // @ts-expect-error title is required and has no value
    issue.params({ owner: "octokit", repo: "rest.js" });
    // @ts-expect-error the route has no parameter "titel"
    issue.params({ owner: "octokit", repo: "rest.js", title: "Bug", titel: "Bug" });
    // @ts-expect-error headers is an option, set by .headers()
    issue.params({ owner: "octokit", repo: "rest.js", title: "Bug", headers: {} });
    // @ts-expect-error baseUrl is an option, set by .baseUrl()
    builder.route("GET /user").params({ baseUrl: "https://ghe.acme.com/api/v3" });
    // @ts-expect-error the route has no query parameter "page_token"
    builder.route("GET /repos/{owner}/{repo}/issues").params({ owner: "o", repo: "r", page_token: "abc" });
  });

  it("refuses a value of the wrong type or an unknown name in .param()", () => {
    const issue = builder.route("POST /repos/{owner}/{repo}/issues");
    // @ts-expect-error owner is a string
    issue.param("owner", 1);
    // @ts-expect-error labels is an array
    issue.param("labels", "bug");
    // @ts-expect-error the issue body has no field "titel"
    issue.param("titel", "Bug");
  });

  it("counts what the defaults and earlier calls give", () => {
    github.defaults({ owner: "octokit" }).builder().route("GET /repos/{owner}/{repo}").param("repo", "rest.js").build();
    github.defaults({ owner: "octokit" }).builder().route("GET /repos/{owner}/{repo}").params({ repo: "rest.js" }).build();
    builder.param("owner", "octokit").route("GET /repos/{owner}/{repo}").param("repo", "rest.js").build();
  });

  it("names the route in its type, and still asks for the route's parameters after .with()", () => {
    const issue = builder.route("POST /repos/{owner}/{repo}/issues").param("owner", "octokit").param("repo", "rest.js");
    expectTypeOf(issue).toEqualTypeOf<
      TypedRequestBuilder<paths, "owner" | "repo", "POST /repos/{owner}/{repo}/issues">
    >();
    // @ts-expect-error title has no value yet
    issue.with({ headers: { "x-one": "1" } }).build();
    issue.with({ title: "Found a bug" }).build();
  });

  it("builds a route whose parameters are all optional, whatever the defaults name", () => {
    github.defaults({ owner: "octokit" }).builder().route("PATCH /user").build();
    builder.route("PATCH /user").params({ name: "Mona" }).build();
  });

  it("refuses a misspelt route, and types other routes as the untyped builder does", () => {
    // @ts-expect-error issues is misspelt
    builder.route("GET /repos/{owner}/{repo}/isues");
    // @ts-expect-error /user has no DELETE
    builder.route("DELETE /user");
    const contents = builder.route("GET /repos/{owner}/{repo}/contents/{path}{?ref}").params({ owner: "o", repo: "r" });
    // @ts-expect-error path has no value
    contents.build();
    contents.param("path", "README.md").build();
  });

  it("types the built request's responses by its route", () => {
    const repo = builder.route("GET /repos/{owner}/{repo}").params({ owner: "octokit", repo: "rest.js" }).build();
    expectTypeOf<ResponseData<typeof repo>>().toEqualTypeOf<RouteData<paths, "GET /repos/{owner}/{repo}">>();
  });
});

describe("responses", () => {
  it("types a route's success and error bodies by its name", () => {
    expectTypeOf<RouteData<paths, "GET /repos/{owner}/{repo}">>().toEqualTypeOf<
      paths["/repos/{owner}/{repo}"]["get"]["responses"][200]["content"]["application/json"]
    >();
    expectTypeOf<RouteError<paths, "GET /repos/{owner}/{repo}">>().toEqualTypeOf<
      components["schemas"]["basic-error"]
    >();
    // 204: no content.
    expectTypeOf<RouteData<paths, "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}">>().toEqualTypeOf<undefined>();
  });

  it("types them from a result, without the route written again", () => {
    const options = github("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" });
    expectTypeOf<ResponseData<typeof options>>().toEqualTypeOf<RouteData<paths, "GET /repos/{owner}/{repo}">>();
    expectTypeOf<ResponseError<typeof options>>().toEqualTypeOf<RouteError<paths, "GET /repos/{owner}/{repo}">>();
    const user = github("GET /user");
    expectTypeOf<ResponseData<typeof user>>().toEqualTypeOf<RouteData<paths, "GET /user">>();
  });

  it("types a fetch wrapper's result", () => {
    async function send<Options extends RequestOptions>(options: Options): Promise<ResponseData<Options>> {
      const response = await fetch(...toFetchArguments(options));
      return (await response.json()) as ResponseData<Options>;
    }
    expectTypeOf(send(github("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" }))).resolves.toHaveProperty("full_name").toEqualTypeOf<string>();
    // Request options of a route outside any description have no response type.
    expectTypeOf(send(endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" }))).resolves.toBeUnknown();
  });
});
