import { describe, expect, it } from "vitest";
import { loadOperations, type Operation } from "../../bench/github-operations.mjs";
import { hasBodyUrl } from "../../src/core/route-plan";

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
    expect(operations.filter((operation) => hasBodyUrl(operation.route)).map((operation) => operation.route)).toEqual(described);
  });
});
