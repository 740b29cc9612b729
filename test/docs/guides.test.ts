import type { paths } from "@octokit/openapi-types";
import { describe, expect, it } from "vitest";
import { endpoint, RequestBuilder, toFetchArguments } from "../../src";

// The examples of the guides in docs/, with the results they show. This file is
// also type-checked (npm run typecheck), so the examples that the guides say do
// not compile carry @ts-expect-error.
const HEADERS = { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" };

describe("docs/getting-started.md", () => {
  it("a first request", () => {
    expect(
      endpoint("GET /repos/{owner}/{repo}/contents/{path}{?ref}", {
        owner: "octokit",
        repo: "rest.js",
        path: "README.md",
        ref: "main",
      }),
    ).toEqual({
      method: "get",
      url: "https://api.github.com/repos/octokit/rest.js/contents/README.md?ref=main",
      headers: HEADERS,
    });
    expect(endpoint("POST /markdown", { text: "Hello **world**", mode: "gfm" })).toEqual({
      method: "post",
      url: "https://api.github.com/markdown",
      headers: { ...HEADERS, "content-type": "application/json; charset=utf-8" },
      body: { text: "Hello **world**", mode: "gfm" },
    });
  });

  it("sending it with fetch", () => {
    expect(toFetchArguments(endpoint("POST /markdown", { text: "Hello **world**" }))).toEqual([
      "https://api.github.com/markdown",
      {
        method: "POST",
        headers: { ...HEADERS, "content-type": "application/json; charset=utf-8" },
        body: '{"text":"Hello **world**"}',
      },
    ]);
  });

  it("mistakes the compiler catches", () => {
    const options = { owner: "octokit" };
    // @ts-expect-error repo has no value
    expect(() => endpoint("GET /repos/{owner}/{repo}/issues", options)).toThrow(/^repo: the route needs a value for this URL parameter/);
  });
});

describe("docs/builder.md", () => {
  it("branches from a shared base", () => {
    const pulls = new RequestBuilder()
      .route("GET /repos/{owner}/{repo}/pulls")
      .params({ owner: "octokit", repo: "rest.js" });
    expect(pulls.param("state", "open").build().url).toBe("https://api.github.com/repos/octokit/rest.js/pulls?state=open");
    expect(pulls.param("state", "closed").param("per_page", 50).build().url).toBe(
      "https://api.github.com/repos/octokit/rest.js/pulls?state=closed&per_page=50",
    );
    expect(pulls.build().url).toBe("https://api.github.com/repos/octokit/rest.js/pulls");
  });

  it("builds once the missing variables are given", () => {
    const partial = new RequestBuilder()
      .route("GET /repos/{owner}/{repo}/contents/{path}{?ref}")
      .param("owner", "octokit");
    // @ts-expect-error repo and path have no value
    expect(() => partial.build()).toThrow(/^repo: the route needs a value for this URL parameter/);
    expect(partial.params({ repo: "rest.js", path: "README.md" }).build().url).toBe(
      "https://api.github.com/repos/octokit/rest.js/contents/README.md",
    );
  });

  it("counts parameters given before the route", () => {
    const repo = new RequestBuilder({ owner: "octokit", repo: "rest.js" });
    expect(repo.route("GET /repos/{owner}/{repo}/issues").build().url).toBe(
      "https://api.github.com/repos/octokit/rest.js/issues",
    );
    expect(repo.route("GET /repos/{owner}/{repo}/issues/{issue_number}").param("issue_number", 1).build().url).toBe(
      "https://api.github.com/repos/octokit/rest.js/issues/1",
    );
  });

  it("builders as values", () => {
    const ready: RequestBuilder = new RequestBuilder().route("GET /orgs/{org}").param("org", "octokit");
    // @ts-expect-error org has no value
    const notReady: RequestBuilder = new RequestBuilder().route("GET /orgs/{org}");
    expect([ready.build().url, notReady.options().url]).toEqual(["https://api.github.com/orgs/octokit", "/orgs/{org}"]);

    function withToken<V extends string, M extends string, P extends string>(builder: RequestBuilder<V, M, P>) {
      return builder.header("authorization", "token secret");
    }
    const built = withToken(new RequestBuilder().route("GET /orgs/{org}")).param("org", "octokit").build();
    expect(built.headers.authorization).toBe("token secret");
  });
});

describe("docs/defaults-and-enterprise-servers.md", () => {
  const ghe = endpoint.defaults({
    baseUrl: "https://github.acme-inc.com/api/v3",
    headers: { authorization: "token secret" },
  });
  const acme = ghe.defaults({ org: "acme", per_page: 100 });

  it("GitHub Enterprise Server", () => {
    expect(ghe("GET /user")).toEqual({
      method: "get",
      url: "https://github.acme-inc.com/api/v3/user",
      headers: { ...HEADERS, authorization: "token secret" },
    });
    const asset = { owner: "acme", repo: "app", release_id: 1, name: "app.zip", headers: { "content-type": "application/zip" }, data: new Uint8Array([80, 75]) };
    const upload = ghe("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name}", asset);
    expect(upload.url).toBe("https://uploads.github.com/repos/acme/app/releases/1/assets?name=app.zip");
    const toOrigin = ghe("POST {origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", { ...asset, origin: "https://github.acme-inc.com/api/uploads" });
    expect(toOrigin.url).toBe("https://github.acme-inc.com/api/uploads/repos/acme/app/releases/1/assets?name=app.zip");
  });

  it("chaining defaults", () => {
    expect(acme("GET /orgs/{org}/repos")).toEqual({
      method: "get",
      url: "https://github.acme-inc.com/api/v3/orgs/acme/repos?per_page=100",
      headers: { ...HEADERS, authorization: "token secret" },
    });
    const previews = endpoint
      .defaults({ mediaType: { previews: ["mercy"] } })
      .defaults({ mediaType: { previews: ["squirrel-girl"] } });
    expect(previews("GET /user").headers.accept).toBe(
      "application/vnd.github.mercy-preview+json,application/vnd.github.squirrel-girl-preview+json",
    );
    // @ts-expect-error repo is not a default
    expect(() => acme("GET /repos/{org}/{repo}")).toThrow(/^repo: the route needs a value for this URL parameter/);
  });

  it("reading the defaults", () => {
    expect(acme.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://github.acme-inc.com/api/v3",
      headers: { ...HEADERS, authorization: "token secret" },
      mediaType: { format: "" },
      org: "acme",
      per_page: 100,
    });
  });

  it("builders from defaults", () => {
    expect(acme.builder().route("GET /orgs/{org}/members").param("role", "admin").build().url).toBe(
      "https://github.acme-inc.com/api/v3/orgs/acme/members?per_page=100&role=admin",
    );
  });
});

describe("docs/typed-routes.md", () => {
  const github = endpoint.withTypes<paths>();

  // The mistakes the guide shows are compile errors (checked by @ts-expect-error
  // under npm run typecheck), kept in functions that are not called: what they
  // would do at run time is not what the guide is about.
  it("from the route", () => {
    const partial = new RequestBuilder().route("GET /repos/{owner}/{repo}").param("owner", "octokit");
    const mistakes = [
      // @ts-expect-error repo has no value
      () => endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octokit" }),
      // @ts-expect-error repo has no value
      () => partial.build(),
    ];
    expect(mistakes).toHaveLength(2);
  });

  it("from an OpenAPI description", () => {
    expect(github).toBe(endpoint);
    expect(
      github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Found a bug", labels: ["bug"] }),
    ).toEqual({
      method: "post",
      url: "https://api.github.com/repos/octokit/rest.js/issues",
      headers: { ...HEADERS, "content-type": "application/json; charset=utf-8" },
      body: { title: "Found a bug", labels: ["bug"] },
    });
  });

  it("what is checked", () => {
    const mistakes = [
      // @ts-expect-error repo is missing
      () => github("GET /repos/{owner}/{repo}/issues", { owner: "octokit" }),
      // @ts-expect-error "opened" is not a state
      () => github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", state: "opened" }),
      // @ts-expect-error the body has no field titel
      () => github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Bug", titel: "Bug" }),
      // @ts-expect-error owner and repo are required
      () => github("GET /repos/{owner}/{repo}"),
      // @ts-expect-error the route is misspelt
      () => github("GET /repos/{owner}/{repo}/isues", { owner: "octokit", repo: "rest.js" }),
    ];
    expect(mistakes).toHaveLength(5);
  });

  it("routes outside the description", () => {
    const zip = new Uint8Array([80, 75]);
    expect(
      github("GET /repos/{owner}/{repo}/contents/{path}{?ref}", { owner: "octokit", repo: "rest.js", path: "README.md", ref: "main" })
        .url,
    ).toBe("https://api.github.com/repos/octokit/rest.js/contents/README.md?ref=main");
    const upload = github("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name}", {
      owner: "octokit",
      repo: "rest.js",
      release_id: 1,
      name: "app.zip",
      headers: { "content-type": "application/zip" },
      data: zip,
    });
    expect(upload.url).toBe("https://uploads.github.com/repos/octokit/rest.js/releases/1/assets?name=app.zip");
  });

  it("the typed builder", () => {
    const issue = github.builder().route("POST /repos/{owner}/{repo}/issues").param("owner", "octokit").param("repo", "rest.js");
    expect(issue.param("title", "Found a bug").build().body).toEqual({ title: "Found a bug" });
    // @ts-expect-error title has no value
    const mistake = () => issue.build();
    expect(mistake).toBeInstanceOf(Function);
  });
});
