import { describe, expect, it } from "vitest";
import { loadOperations, type Operation } from "../../bench/github-operations.mjs";
import { endpoint, RequestBuilder } from "../../src";
import { hasBodyUrl, routePlan } from "../../src/core/route-plan";

/** Whether an operation's JSON body schema, or one of the schemas it combines, has a `url` property of its own. */
function bodyHasUrl(operation: Operation): boolean {
  const schema = operation.bodySchema as Record<string, unknown> | undefined;
  if (operation.bodyType !== "application/json" || schema === undefined) return false;
  const combined = ["allOf", "oneOf", "anyOf"].flatMap((key) => (schema[key] as unknown[] | undefined) ?? []).map((part) => operation.resolve(part) as Record<string, unknown>);
  return [schema, ...combined].some((part) => typeof part.properties === "object" && part.properties !== null && Object.hasOwn(part.properties, "url"));
}

describe("the routes whose JSON body has a url field of its own", () => {
  it("are exactly those of GitHub's REST description", () => {
    const operations = loadOperations();
    const described = operations.filter(bodyHasUrl).map((operation) => operation.route);
    expect(described.length).toBeGreaterThan(0);
    const kept = operations.filter((operation) => hasBodyUrl(operation.method, routePlan(operation.path, true, false)));
    expect(kept.map((operation) => operation.route)).toEqual(described);
  });

  const hook = { owner: "o", repo: "r", hook_id: 1, url: "https://example.com/webhook", content_type: "json" };
  it.each([
    ["PATCH", "/repos/{owner}/{repo}/hooks/{hook_id}/config"],
    ["PATCH", "/repos/:owner/:repo/hooks/:hook_id/config"],
    ["PATCH", "/repos/{owner}/{repo}/hooks/{hook_id}/config/"],
    ["PATCH", "https://api.github.com/repos/{owner}/{repo}/hooks/{hook_id}/config"],
    ["patch", "/repos/{owner}/{repo}/hooks/{hook_id}/config"],
  ])("are known however the route is spelled: %s %s", (method, url) => {
    const request = endpoint.defaults({ method, url })(hook);
    expect(request.url).toMatch(/^https:\/\/api\.github\.com\/repos\/o\/r\/hooks\/1\/config\/?$/);
    expect(request.body).toEqual({ url: "https://example.com/webhook", content_type: "json" });
    const built = new RequestBuilder().route(`${method} ${url}`).with(hook).build();
    expect([built.url, built.body]).toEqual([request.url, request.body]);
  });
});
