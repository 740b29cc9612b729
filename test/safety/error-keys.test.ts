import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  endpoint,
  FluentEndpointError,
  InvalidArgumentError,
  parseTemplate,
  RequestBuilder,
  toFetchArguments,
  UnsafePathParameterError,
  UriTemplateError,
} from "../../src";
import { thrown } from "../thrown";

// Each error carries the key of the check that failed, beside its code: the
// key of its message in the table of src/errors.ts, documented on
// FluentEndpointErrorKey.
function keyOf(run: () => unknown): unknown {
  return (thrown(run, Error) as FluentEndpointError).key;
}

describe("error.key", () => {
  it.each([
    // @ts-expect-error repo has no value: the compiler catches it too
    ["required", () => endpoint("GET /repos/{owner}/{repo}", { owner: "octokit", repo: undefined })],
    ["route", () => endpoint("GET  /user")],
    ["headerName", () => endpoint("GET /user", { headers: { "bad name": "x" } })],
    ["baseUrl", () => endpoint("GET /user", { baseUrl: "api.github.com" })],
    ["noBody", () => endpoint("GET /user", { data: "x" })],
    ["query", () => endpoint("GET /user", { filter: { a: 1 } })],
    ["option", () => new RequestBuilder().param("headers" as string, {})],
    ["fetchMethod", () => toFetchArguments({ method: "connect", url: "https://api.github.com/", headers: {} })],
    ["unclosed", () => endpoint("GET /repos/{owner", {})],
    ["unopened", () => parseTemplate("/repos/owner}")],
    ["reserved", () => parseTemplate("/repos/{=owner}")],
    ["unsafePath", () => endpoint("DELETE /repos/{owner}/{repo}", { owner: "o", repo: ".." })],
  ])("is %s for that check", (key, run) => {
    expect(keyOf(run)).toBe(key);
  });

  it("is the same check's key whether the template is parsed alone or in a route", () => {
    expect(keyOf(() => parseTemplate("/repos/{owner"))).toBe("unclosed");
    expect(keyOf(() => endpoint("GET /repos/{owner}}", { owner: "o" }))).toBe(keyOf(() => parseTemplate("/repos/{owner}}")));
  });

  it("has a default for errors a caller makes, by kind", () => {
    expect(new InvalidArgumentError("per_page", "expected a number").key).toBe("expected");
    expect(new UnsafePathParameterError("repo", "..").key).toBe("unsafePath");
    expect(new UriTemplateError("/repos/{owner", 7, "the expression starting here has no closing \"}\"").key).toBe("unexpected");
    expect(new UriTemplateError("/repos/{owner", 7, "the expression starting here has no closing \"}\"", undefined, "unclosed").key).toBe("unclosed");
    expect(new FluentEndpointError("ERR_INVALID_TEMPLATE", "bad").key).toBe("unexpected");
  });

  it("is documented for every message of the table", () => {
    const source = readFileSync(new URL("../../src/errors.ts", import.meta.url), "utf8");
    const table = (name: string) => {
      const body = source.slice(source.indexOf(`const ${name} = {`), source.indexOf("} as const;", source.indexOf(`const ${name} = {`)));
      return [...body.matchAll(/^ {2}(\w+): /gm)].map((match) => match[1]!);
    };
    const keys = [...table("MESSAGES"), ...table("TEMPLATE_MESSAGES"), "unsafePath"];
    const docs = source.slice(source.indexOf("Which check failed, stable across releases"), source.indexOf("export type FluentEndpointErrorKey"));
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((key) => !docs.includes(`| \`${key}\` |`))).toEqual([]);
  });
});
