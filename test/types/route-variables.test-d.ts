import { describe, expectTypeOf, it } from "vitest";
import type {
  RequiredRouteVariables,
  RouteMethod,
  RouteUrl,
  RouteVariables,
} from "fluent-endpoint";

describe("RouteVariables: every name a literal route declares", () => {
  it("reads the README route, query expression included", () => {
    expectTypeOf<RouteVariables<"GET /repos/{owner}/{repo}/contents/{path}{?ref}">>().toEqualTypeOf<
      "owner" | "repo" | "path" | "ref"
    >();
  });

  it("reads every RFC 6570 operator", () => {
    expectTypeOf<RouteVariables<"/{a}">>().toEqualTypeOf<"a">();
    expectTypeOf<RouteVariables<"/{+a}">>().toEqualTypeOf<"a">();
    expectTypeOf<RouteVariables<"/x{#a}">>().toEqualTypeOf<"a">();
    expectTypeOf<RouteVariables<"/x{.a}">>().toEqualTypeOf<"a">();
    expectTypeOf<RouteVariables<"/x{/a}">>().toEqualTypeOf<"a">();
    expectTypeOf<RouteVariables<"/x{;a}">>().toEqualTypeOf<"a">();
    expectTypeOf<RouteVariables<"/x{?a}">>().toEqualTypeOf<"a">();
    expectTypeOf<RouteVariables<"/x?y=1{&a}">>().toEqualTypeOf<"a">();
  });

  it("reads lists of names and strips the * and :N modifiers", () => {
    expectTypeOf<RouteVariables<"/search{?q,sort,order}">>().toEqualTypeOf<"q" | "sort" | "order">();
    expectTypeOf<RouteVariables<"/files{/path*}{?fields*}">>().toEqualTypeOf<"path" | "fields">();
    expectTypeOf<RouteVariables<"/commits/{sha:7}{;x,y:3}">>().toEqualTypeOf<"sha" | "x" | "y">();
  });

  it("reads :name placeholders, but not a port or a password", () => {
    expectTypeOf<RouteVariables<"PUT /user/starred/:owner/:repo">>().toEqualTypeOf<"owner" | "repo">();
    expectTypeOf<RouteVariables<"/a/:name_2x/:b1">>().toEqualTypeOf<"name_2x" | "b1">();
    expectTypeOf<RouteVariables<"GET http://localhost:8080/users/:id">>().toEqualTypeOf<"id">();
    expectTypeOf<RouteVariables<"GET https://user:pass@example.com/a/{b}">>().toEqualTypeOf<"b">();
    expectTypeOf<RouteVariables<"/time/12:30">>().toEqualTypeOf<never>();
  });

  it("reads :name only right after a / or a comparison's .., as at run time, so that a cross-fork compare is a plain URL", () => {
    expectTypeOf<RouteVariables<"GET /repos/o/r/compare/main...user:branch">>().toEqualTypeOf<never>();
    expectTypeOf<RouteVariables<"/a/b:c/:d">>().toEqualTypeOf<"d">();
    expectTypeOf<RouteVariables<"GET /repos/:owner/:repo/compare/:base...:head">>().toEqualTypeOf<"owner" | "repo" | "base" | "head">();
    expectTypeOf<RequiredRouteVariables<"GET /repos/:owner/:repo/compare/:base..:head">>().toEqualTypeOf<"owner" | "repo" | "base" | "head">();
  });

  it("reads expressions in the host of a full URL", () => {
    expectTypeOf<RouteVariables<"POST https://{host}/repos/{owner}/assets{?name}">>().toEqualTypeOf<
      "host" | "owner" | "name"
    >();
  });

  it("is never for a route without variables", () => {
    expectTypeOf<RouteVariables<"GET /user">>().toEqualTypeOf<never>();
  });

  it("is string for a route that is not one literal", () => {
    expectTypeOf<RouteVariables<string>>().toEqualTypeOf<string>();
    expectTypeOf<RouteVariables<`GET /repos/${string}/{repo}`>>().toEqualTypeOf<string>();
    expectTypeOf<RouteVariables<"GET /orgs/{org}" | "GET /users/{user}">>().toEqualTypeOf<string>();
  });
});

describe("RequiredRouteVariables: the ones that leave a hole when missing", () => {
  it("requires simple and reserved expressions and :name placeholders", () => {
    expectTypeOf<RequiredRouteVariables<"GET /repos/{owner}/{repo}/contents/{+path}">>().toEqualTypeOf<
      "owner" | "repo" | "path"
    >();
    expectTypeOf<RequiredRouteVariables<"PUT /user/starred/:owner/:repo">>().toEqualTypeOf<"owner" | "repo">();
  });

  it("leaves query-only variables optional", () => {
    expectTypeOf<RequiredRouteVariables<"GET /repos/{owner}/{repo}/contents/{path}{?ref}">>().toEqualTypeOf<
      "owner" | "repo" | "path"
    >();
    expectTypeOf<RequiredRouteVariables<"GET /search/issues{?q,per_page}{&page}">>().toEqualTypeOf<never>();
  });

  it("leaves operators that write their own delimiter optional", () => {
    expectTypeOf<RequiredRouteVariables<"GET /repos/{owner}/issues{/number}{.format}{;v}{#part}">>().toEqualTypeOf<"owner">();
  });

  it("requires a name used both ways", () => {
    expectTypeOf<RequiredRouteVariables<"/a/{x}{?x}">>().toEqualTypeOf<"x">();
  });

  it("is never for a route that is not one literal, which is not checked", () => {
    expectTypeOf<RequiredRouteVariables<string>>().toEqualTypeOf<never>();
    expectTypeOf<RequiredRouteVariables<"GET /orgs/{org}" | "GET /users/{user}">>().toEqualTypeOf<never>();
  });
});

describe("RouteMethod and RouteUrl", () => {
  it("split a route at its first space", () => {
    expectTypeOf<RouteMethod<"post /markdown">>().toEqualTypeOf<"POST">();
    expectTypeOf<RouteUrl<"post /markdown">>().toEqualTypeOf<"/markdown">();
  });

  it("give GET and the whole route when there is no method", () => {
    expectTypeOf<RouteMethod<"/user">>().toEqualTypeOf<"GET">();
    expectTypeOf<RouteUrl<"/user">>().toEqualTypeOf<"/user">();
  });

  it("give string for a route typed string", () => {
    expectTypeOf<RouteMethod<string>>().toEqualTypeOf<string>();
  });
});

describe("the origin and whole query values", () => {
  it("leaves a variable before the path, the origin, to the base URL", () => {
    type Upload = "POST {origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}";
    expectTypeOf<RequiredRouteVariables<Upload>>().toEqualTypeOf<"owner" | "repo" | "release_id">();
    expectTypeOf<RouteVariables<Upload>>().toEqualTypeOf<"origin" | "owner" | "repo" | "release_id" | "name" | "label">();
    expectTypeOf<RequiredRouteVariables<"GET {+base}{+path}">>().toEqualTypeOf<"path">();
  });

  it("requires a whole URL, alone or before a query", () => {
    expectTypeOf<RequiredRouteVariables<"GET {+url}">>().toEqualTypeOf<"url">();
    expectTypeOf<RequiredRouteVariables<"GET {+url}{&page}">>().toEqualTypeOf<"url">();
  });

  it("requires a :name that is a whole query value, as at run time (github/codeql-action's database upload)", () => {
    expectTypeOf<RequiredRouteVariables<"POST /repos/:owner/:repo/code-scanning/codeql/databases/:language?name=:name&commit_oid=:commit_oid">>().toEqualTypeOf<
      "owner" | "repo" | "language" | "name" | "commit_oid"
    >();
    expectTypeOf<RouteVariables<"GET /search/issues?q=is:open&per_page=:n#x=:y">>().toEqualTypeOf<"n">();
    expectTypeOf<RouteVariables<"GET /a{#f}?x=:y">>().toEqualTypeOf<"f">();
  });
});
