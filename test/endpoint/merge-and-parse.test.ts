import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, type EndpointOptions, type MergedOptions } from "../../src";

describe("endpoint.merge()", () => {
  it("merges with the defaults without expanding the URL or routing parameters", () => {
    expect(endpoint.merge("GET /orgs/{org}/repos", { org: "octokit", type: "private", headers: { "X-Y": "z" } })).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      url: "/orgs/{org}/repos",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0", "x-y": "z" },
      mediaType: { format: "" },
      org: "octokit",
      type: "private",
    });
  });

  it("may lack a url", () => {
    expect(endpoint.merge({ per_page: 1 }).url).toBeUndefined();
  });

  it("keeps :name placeholders as written", () => {
    expect(endpoint.merge("PUT /user/starred/:owner/:repo").url).toBe("/user/starred/:owner/:repo");
  });
});

describe("endpoint.parse()", () => {
  it("turns merged options into request options", () => {
    expect(
      endpoint.parse({
        method: "GET",
        baseUrl: "https://api.github.com",
        url: "/orgs/{org}/repos",
        headers: { accept: "application/vnd.github.v3+json", "user-agent": "ua" },
        mediaType: { format: "" },
        org: "octokit",
        type: "private",
      }),
    ).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "ua" },
    });
  });

  it("is stateless: defaults of the function play no part", () => {
    const fn = endpoint.defaults({ headers: { "x-default": "1" }, per_page: 5 });
    const result = fn.parse({ method: "GET", baseUrl: "https://h", url: "/x", headers: {}, mediaType: { format: "", previews: [] } });
    expect(result).toEqual({ method: "get", url: "https://h/x", headers: {} });
  });

  it("reads merged options that leave out the method and media type as GET with none", () => {
    expect(endpoint.parse({ url: "https://h.example/x", headers: {} } as MergedOptions)).toStrictEqual({
      method: "get",
      url: "https://h.example/x",
      headers: {},
    });
  });

  it("names url when there is none", () => {
    expect(() => endpoint.parse(endpoint.merge({}))).toThrow(/^url: /);
    expect(() => endpoint({})).toThrow(/^url: /);
  });
});

const name = fc.constantFrom("owner", "repo", "page", "q", "title", "data", "labels", "per_page", "x");
const scalar = fc.oneof(fc.string(), fc.integer(), fc.boolean());
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.constant(undefined));
const optionsArbitrary: fc.Arbitrary<EndpointOptions> = fc.record(
  {
    method: fc.constantFrom("GET", "get", "POST", "put", "PATCH", "DELETE", "HEAD"),
    url: fc.constantFrom(
      "/repos/{owner}/{repo}",
      "/search/issues",
      "/repos/:owner/:repo/issues{?page}",
      "https://uploads.github.com/a{/x}{?title}",
      "/x{/labels*}",
    ),
    baseUrl: fc.constantFrom("https://api.github.com", "https://ghe.example/api/v3/"),
    headers: fc.dictionary(fc.constantFrom("Accept", "X-A", "content-type", "x-b"), fc.oneof(fc.stringMatching(/^[ -~]{0,12}$/), fc.nat())),
    mediaType: fc.record({ format: fc.constantFrom("raw", "diff"), previews: fc.array(fc.constantFrom("mercy", "a-preview", "b")) }, { requiredKeys: [] }),
    request: fc.record({ timeout: fc.nat() }),
  },
  { requiredKeys: ["url"] },
).chain((named) =>
  fc.dictionary(name, value, { maxKeys: 5 }).map((params) => ({ ...params, ...named }) as EndpointOptions),
);

describe("the parse(merge(o)) law", () => {
  it("endpoint(o) deep-equals endpoint.parse(endpoint.merge(o)) for every o", () => {
    fc.assert(
      fc.property(optionsArbitrary, (options) => {
        let direct: unknown;
        let error: unknown;
        try {
          direct = endpoint(options);
        } catch (caught) {
          error = caught;
        }
        if (error !== undefined) {
          expect(() => endpoint.parse(endpoint.merge(options))).toThrow((error as Error).message);
        } else {
          expect(endpoint.parse(endpoint.merge(options))).toEqual(direct);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("holds for functions made by defaults()", () => {
    const fn = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3", headers: { authorization: "token t" }, owner: "o" });
    fc.assert(
      fc.property(optionsArbitrary, (options) => {
        let direct: unknown;
        try {
          direct = fn(options);
        } catch {
          return;
        }
        expect(fn.parse(fn.merge(options))).toEqual(direct);
      }),
      { numRuns: 300 },
    );
  });
});
