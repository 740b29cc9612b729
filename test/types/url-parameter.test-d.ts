import { describe, expectTypeOf, it } from "vitest";
import { endpoint, RequestBuilder } from "fluent-endpoint";

/**
 * With a route, the route gives the URL, and a key named `url` is a parameter
 * like any other, in the types as at run time: it fills `{+url}` and may be
 * any value a parameter may be.
 */
describe("url beside a route", () => {
  it("fills a {url} variable of the route", () => {
    expectTypeOf(endpoint("GET {+url}", { url: "https://api.github.com/x?page=2" }).url).toBeString();
    expectTypeOf(new RequestBuilder().route("GET {+url}").params({ url: "https://api.github.com/x" }).build().url).toBeString();
    expectTypeOf(new RequestBuilder().route("GET {+url}").param("url", "https://api.github.com/x").build().url).toBeString();
  });

  it("takes a value of any type, as other parameters do", () => {
    expectTypeOf(endpoint("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", { owner: "o", repo: "r", hook_id: 1, url: new URL("https://example.com/hook") }).method).toEqualTypeOf<"patch">();
  });

  it("is still required when the route needs it", () => {
    // @ts-expect-error: {+url} has no value.
    endpoint("GET {+url}", { page: 2 });
  });
});

/**
 * Beside a route whose URL starts with a variable that may go unset, the
 * origin, `url` is the request's URL (svenstaro/upload-release-action passes
 * a release's `upload_url` so): the route's own path variables need no value.
 */
describe("url beside a route that leaves its origin to a variable", () => {
  const upload = "POST {origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}";

  it("stands for the route's URL, its path variables unasked", () => {
    const url = "https://uploads.github.com/repos/o/r/releases/1/assets{?name,label}";
    expectTypeOf(endpoint(upload, { url, name: "a.zip", data: "bytes" }).method).toEqualTypeOf<"post">();
    expectTypeOf(endpoint("GET {+base}{+path}", { url: "https://ghe.example/api/v3/user" }).url).toBeString();
  });

  it("leaves the path variables required without it", () => {
    // @ts-expect-error: owner, repo and release_id have no value.
    endpoint(upload, { name: "a.zip" });
  });

  it("stands for nothing beside another route: there it is a parameter", () => {
    // @ts-expect-error: hook_id has no value; url is body here.
    endpoint("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", { owner: "o", repo: "r", url: "https://example.com/hook" });
  });
});
