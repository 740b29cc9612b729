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
