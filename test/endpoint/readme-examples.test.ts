import type { paths } from "@octokit/openapi-types";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoint, InvalidArgumentError, parseTemplate, RequestBuilder, toFetchArguments } from "../../src";
import type { RequestOptions, ResponseData } from "../../src";
import type { paths as Figma } from "../types/descriptions/figma";

// Each example of README.md, with the result the README shows.
describe("README examples", () => {
  it("POST with a token", () => {
    expect(
      endpoint("POST /repos/{owner}/{repo}/issues", {
        owner: "octokit",
        repo: "rest.js",
        title: "Found a bug",
        headers: { authorization: "token 0000000000000000000000000000000000000001" },
      }),
    ).toEqual({
      method: "post",
      url: "https://api.github.com/repos/octokit/rest.js/issues",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": "fluent-endpoint/1.0.0",
        authorization: "token 0000000000000000000000000000000000000001",
        "content-type": "application/json; charset=utf-8",
      },
      body: { title: "Found a bug" },
    });
  });

  describe("typed by a description", () => {
    afterEach(() => vi.unstubAllGlobals());

    it("another API's baseUrl and accept", () => {
      const figma = endpoint.withTypes<Figma>({ baseUrl: "https://api.figma.com", accept: "application/json" });
      expect(figma("GET /v1/files/{file_key}", { file_key: "abc" }).url).toBe("https://api.figma.com/v1/files/abc");
    });

    it("a typed fetch wrapper around toFetchArguments", async () => {
      const sent: unknown[][] = [];
      vi.stubGlobal("fetch", async (...args: unknown[]) => {
        sent.push(args);
        return new Response(JSON.stringify({ full_name: "octokit/rest.js" }), { status: 200 });
      });
      async function send<Options extends RequestOptions>(options: Options): Promise<ResponseData<Options>> {
        const response = await fetch(...toFetchArguments(options));
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return (await response.json()) as ResponseData<Options>;
      }
      const github = endpoint.withTypes<paths>();
      const repo = await send(github("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" }));
      const fullName: string = repo.full_name;
      expect(fullName).toBe("octokit/rest.js");
      expect(sent[0]![0]).toBe("https://api.github.com/repos/octokit/rest.js");
    });
  });

  it("DEFAULTS, merge and parse", () => {
    expect(endpoint.DEFAULTS.baseUrl).toBe("https://api.github.com");
    expect(endpoint.merge("GET /orgs/{org}/repos", { org: "octokit" })).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      url: "/orgs/{org}/repos",
      org: "octokit",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" },
      mediaType: { format: "", previews: [] },
    });
    expect(endpoint.parse(endpoint.merge("GET /orgs/{org}/repos", { org: "octokit" })).url).toBe(
      "https://api.github.com/orgs/octokit/repos",
    );
  });

  it("the builder branches from a shared base", () => {
    const issues = new RequestBuilder()
      .route("GET /repos/{owner}/{repo}/issues")
      .params({ owner: "octokit", repo: "rest.js" })
      .header("authorization", "token secret");
    expect(issues.param("state", "open").build().url).toBe("https://api.github.com/repos/octokit/rest.js/issues?state=open");
    expect(issues.param("state", "closed").preview("squirrel-girl").build().headers.accept).toBe(
      "application/vnd.github.squirrel-girl-preview+json",
    );
    expect(issues.build().url).toBe("https://api.github.com/repos/octokit/rest.js/issues");
  });

  it("parseTemplate", () => {
    const template = parseTemplate("/repos/{owner}/{repo}/contents{/path*}{?ref}");
    expect(template.variableNames).toEqual(["owner", "repo", "path", "ref"]);
    expect(template.expand({ owner: "o", repo: "r", path: ["docs", "a b.md"], ref: "main" })).toBe(
      "/repos/o/r/contents/docs/a%20b.md?ref=main",
    );
  });

  it("errors", () => {
    expect(() => endpoint("GET /user", { headers: { "bad name": "x" } })).toThrow(InvalidArgumentError);
    expect(() => endpoint("GET /user", { headers: { "bad name": "x" } })).toThrow(
      /^headers\["bad name"\]: a header name must be an HTTP token .* \(route "GET \/user"\)$/,
    );
  });
});
