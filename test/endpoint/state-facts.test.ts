import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, RequestBuilder } from "../../src";
import { thrown } from "../thrown";

/**
 * What a state works out once, when it is made (by defaults() or a builder's
 * steps), and every request from it then uses: the headers as sent, with
 * `accept` amended by the media type; the merged `request`; the label that
 * names the request in errors. Each is pinned here through what a request
 * shows, whichever step set it.
 */

const UA = "fluent-endpoint/1.0.0";

describe("the headers as sent, worked out when the state is made", () => {
  it.each<[string, () => unknown, Record<string, string | number>]>([
    ["a number as accept, which a format leaves alone", () => new RequestBuilder().route("GET /x").header("accept", 5).format("raw").build().headers, { accept: 5, "user-agent": UA }],
    ["accept removed, which a format does not bring back", () => new RequestBuilder().route("GET /x").header("accept", null).format("raw").build().headers, { "user-agent": UA }],
    [
      "a format before a new accept, applied to the new one",
      () => new RequestBuilder().route("GET /x").format("raw").header("accept", "application/vnd.github+json").build().headers,
      { accept: "application/vnd.github.raw", "user-agent": UA },
    ],
    [
      "accept set twice, then a preview",
      () => new RequestBuilder().route("GET /x").header("accept", "text/html").header("accept", "application/vnd.github.v3+json").preview("mercy").build().headers,
      { accept: "application/vnd.github.mercy-preview+json", "user-agent": UA },
    ],
    [
      "an accept with a preview, kept through another header's step on a built base, then a preview",
      () => {
        const base = new RequestBuilder().route("GET /x").header("accept", "application/vnd.github.squirrel-girl-preview+json");
        base.build();
        return base.header("authorization", "token t").preview("mercy").build().headers;
      },
      { accept: "application/vnd.github.squirrel-girl-preview+json,application/vnd.github.mercy-preview+json", "user-agent": UA, authorization: "token t" },
    ],
    [
      "accept removed on a built base, then given again as it was, then a format",
      () => {
        const base = new RequestBuilder().route("GET /x").header("accept", null);
        base.build();
        return base.header("accept", "application/vnd.github.v3+json").format("diff").build().headers;
      },
      { accept: "application/vnd.github.v3.diff", "user-agent": UA },
    ],
    [
      "a format set, then unset by a later step",
      () => new RequestBuilder().route("GET /x").format("raw").preview("a").format("").build().headers,
      { accept: "application/vnd.github.a-preview+json", "user-agent": UA },
    ],
    [
      "defaults over defaults, the format kept from the first",
      () => endpoint.defaults({ mediaType: { format: "raw" } }).defaults({ headers: { "x-y": "1" } })("GET /x").headers,
      { accept: "application/vnd.github.v3.raw", "user-agent": UA, "x-y": "1" },
    ],
    [
      "defaults over defaults, a new accept under the first's format",
      () => endpoint.defaults({ mediaType: { format: "diff" } }).defaults({ headers: { accept: "application/vnd.github+json" } })("GET /x").headers,
      { accept: "application/vnd.github.diff", "user-agent": UA },
    ],
  ])("%s", (_name, headers, expected) => {
    expect(headers()).toStrictEqual(expected);
  });
});

describe("request objects, merged key by key over the steps", () => {
  it("returns a copy of one given alone, and a merge of several as a new one, leaving each as it was", () => {
    const first = { a: 1 };
    const alone = new RequestBuilder().route("GET /x").request(first);
    expect(alone.build().request).toStrictEqual(first);
    expect(alone.build().request).not.toBe(first);
    const second = { b: 2 };
    const merged = alone.request(second).request({ a: 3 }).build().request;
    expect(merged).toStrictEqual({ a: 3, b: 2 });
    expect(first).toStrictEqual({ a: 1 });
    expect(second).toStrictEqual({ b: 2 });
    expect(Object.isFrozen(first)).toBe(false);
  });

  it("merges a call's request over the defaults' in the same way", () => {
    const api = endpoint.defaults({ request: { a: 1, b: 1 } }).defaults({ request: { b: 2 } });
    expect(api("GET /x").request).toStrictEqual({ a: 1, b: 2 });
    expect(api("GET /x", { request: { a: 3 } }).request).toStrictEqual({ a: 3, b: 2 });
  });
});

describe("the headers as sent, however many a state sends", () => {
  // A state makes each request's headers in one go, worked out for its own
  // headers when it is made: every count, and names that are no identifiers.
  const names = ["__proto__", "x-1", "123", "constructor", "x-4", "x-5", "x-6"];
  it.each([0, 1, 2, 3, 4, 5, 6, 7])("sends every one of %i headers, as own data", (count) => {
    const headers: Record<string, string | null> = { accept: null, "user-agent": null };
    for (const name of names.slice(0, count)) Object.defineProperty(headers, name, { value: `v-${name}`, enumerable: true });
    const api = endpoint.defaults({ headers });
    const first = api("GET /x").headers as Record<string, unknown>;
    const expected = Object.fromEntries(names.slice(0, count).map((name) => [name, `v-${name}`]));
    expect(Object.fromEntries(Object.entries(first))).toEqual(expected);
    expect(Object.getPrototypeOf(first)).toBe(Object.prototype);
    // Each request gets its own object.
    first["x-new"] = "1";
    expect(api("GET /x").headers).not.toHaveProperty("x-new");
  });
});

describe("the label naming the request in errors: the method and route in effect", () => {
  const route = (make: () => unknown): string | undefined => thrown(make, InvalidArgumentError).route;

  it.each<[string, () => unknown, string]>([
    // @ts-expect-error: the route's id is left without a value on purpose, to reach the error.
    ["a route, then another method", () => new RequestBuilder().route("GET /x/{id}").method("POST").build(), "POST /x/{id}"],
    // @ts-expect-error: the route's id is left without a value on purpose, to reach the error.
    ["a method, then a route that names its own", () => new RequestBuilder().method("POST").route("GET /x/{id}").build(), "GET /x/{id}"],
    // @ts-expect-error: the route's id is left without a value on purpose, to reach the error.
    ["a route, then its own method again", () => new RequestBuilder().route("GET /x/{id}").method("GET").build(), "GET /x/{id}"],
    // @ts-expect-error: the route's id is left without a value on purpose, to reach the error.
    ["a url, then a method", () => new RequestBuilder().with({ url: "/y/{id}" }).method("PUT").build(), "PUT /y/{id}"],
    ["defaults with a method and a url", () => endpoint.defaults({ method: "POST", url: "/z/{id}" })({}), "POST /z/{id}"],
    ["defaults with a url, then defaults with a method", () => endpoint.defaults({ url: "/z/{id}" }).defaults({ method: "DELETE" })({}), "DELETE /z/{id}"],
    ["defaults with a route's method, then a call's method", () => endpoint.defaults({ url: "/z/{id}" })({ method: "PATCH" }), "PATCH /z/{id}"],
  ])("%s", (_name, make, label) => {
    expect(route(make)).toBe(label);
  });
});
