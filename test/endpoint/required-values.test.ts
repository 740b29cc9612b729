import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, UriTemplateError } from "../../src";

/**
 * What counts as no value for a path parameter the route requires (`{id}`,
 * `{+id}`, `:id`): RFC 6570's undefined, that is `undefined`, `null`, or a
 * list or object with nothing defined in it. An empty string, `0` and
 * `false` are values. An optional form (`{/id}`) leaves such a value out.
 * A value of a type no template expands is the template's error.
 */

type Outcome = string | [field: string, key: string];

function outcome(route: string, id: unknown): Outcome {
  try {
    return endpoint(route, { id }).url;
  } catch (error) {
    if (error instanceof InvalidArgumentError) return [error.field, error.key];
    if (error instanceof UriTemplateError) return ["undefined", error.key];
    throw error;
  }
}

describe("a required path parameter", () => {
  it.each<[string, string, () => unknown, Outcome]>([
    ["GET /x/{id}", "0", () => 0, "https://api.github.com/x/0"],
    ["GET /x/{id}", "[]", () => [], ["id", "required"]],
    ["GET /x/{id}", "[null]", () => [null], ["id", "required"]],
    ["GET /x/{id}", "[undefined, null]", () => [undefined, null], ["id", "required"]],
    ["GET /x/{id}", "{}", () => ({}), ["id", "required"]],
    ["GET /x/{id}", "{a: null}", () => ({ a: null }), ["id", "required"]],
    ["GET /x/{id}", "{a: undefined}", () => ({ a: undefined }), ["id", "required"]],
    ["GET /x/{id}", "[0]", () => [0], "https://api.github.com/x/0"],
    ["GET /x/{id}", "['']", () => [""], "https://api.github.com/x/"],
    ["GET /x/{id}", "{a: ''}", () => ({ a: "" }), "https://api.github.com/x/a,"],
    ["GET /x/{id}", "false", () => false, "https://api.github.com/x/false"],
    ["GET /x/{id}", "''", () => "", "https://api.github.com/x/"],
    ["GET /x/{id}", "new Date(0)", () => new Date(0), ["undefined", "value"]],
    ["GET /x/{id}", "Object.create(null)", () => Object.create(null) as object, ["id", "required"]],
    ["GET /x/{id}", "[[]]", () => [[]], ["undefined", "value"]],
    ["GET /x/{+id}", "0", () => 0, "https://api.github.com/x/0"],
    ["GET /x/{+id}", "[]", () => [], ["id", "required"]],
    ["GET /x/{+id}", "[null]", () => [null], ["id", "required"]],
    ["GET /x/{+id}", "[undefined, null]", () => [undefined, null], ["id", "required"]],
    ["GET /x/{+id}", "{}", () => ({}), ["id", "required"]],
    ["GET /x/{+id}", "{a: null}", () => ({ a: null }), ["id", "required"]],
    ["GET /x/{+id}", "{a: undefined}", () => ({ a: undefined }), ["id", "required"]],
    ["GET /x/{+id}", "[0]", () => [0], "https://api.github.com/x/0"],
    ["GET /x/{+id}", "['']", () => [""], "https://api.github.com/x/"],
    ["GET /x/{+id}", "{a: ''}", () => ({ a: "" }), "https://api.github.com/x/a,"],
    ["GET /x/{+id}", "false", () => false, "https://api.github.com/x/false"],
    ["GET /x/{+id}", "''", () => "", "https://api.github.com/x/"],
    ["GET /x/{+id}", "new Date(0)", () => new Date(0), ["undefined", "value"]],
    ["GET /x/{+id}", "Object.create(null)", () => Object.create(null) as object, ["id", "required"]],
    ["GET /x/{+id}", "[[]]", () => [[]], ["undefined", "value"]],
    ["GET /x{/id}", "0", () => 0, "https://api.github.com/x/0"],
    ["GET /x{/id}", "[]", () => [], "https://api.github.com/x"],
    ["GET /x{/id}", "[null]", () => [null], "https://api.github.com/x"],
    ["GET /x{/id}", "[undefined, null]", () => [undefined, null], "https://api.github.com/x"],
    ["GET /x{/id}", "{}", () => ({}), "https://api.github.com/x"],
    ["GET /x{/id}", "{a: null}", () => ({ a: null }), "https://api.github.com/x"],
    ["GET /x{/id}", "{a: undefined}", () => ({ a: undefined }), "https://api.github.com/x"],
    ["GET /x{/id}", "[0]", () => [0], "https://api.github.com/x/0"],
    ["GET /x{/id}", "['']", () => [""], "https://api.github.com/x/"],
    ["GET /x{/id}", "{a: ''}", () => ({ a: "" }), "https://api.github.com/x/a,"],
    ["GET /x{/id}", "false", () => false, "https://api.github.com/x/false"],
    ["GET /x{/id}", "''", () => "", "https://api.github.com/x/"],
    ["GET /x{/id}", "new Date(0)", () => new Date(0), ["undefined", "value"]],
    ["GET /x{/id}", "Object.create(null)", () => Object.create(null) as object, "https://api.github.com/x"],
    ["GET /x{/id}", "[[]]", () => [[]], ["undefined", "value"]],
    ["GET /x/:id", "0", () => 0, "https://api.github.com/x/0"],
    ["GET /x/:id", "[]", () => [], ["id", "required"]],
    ["GET /x/:id", "[null]", () => [null], ["id", "required"]],
    ["GET /x/:id", "[undefined, null]", () => [undefined, null], ["id", "required"]],
    ["GET /x/:id", "{}", () => ({}), ["id", "required"]],
    ["GET /x/:id", "{a: null}", () => ({ a: null }), ["id", "required"]],
    ["GET /x/:id", "{a: undefined}", () => ({ a: undefined }), ["id", "required"]],
    ["GET /x/:id", "[0]", () => [0], "https://api.github.com/x/0"],
    ["GET /x/:id", "['']", () => [""], "https://api.github.com/x/"],
    ["GET /x/:id", "{a: ''}", () => ({ a: "" }), "https://api.github.com/x/a,"],
    ["GET /x/:id", "false", () => false, "https://api.github.com/x/false"],
    ["GET /x/:id", "''", () => "", "https://api.github.com/x/"],
    ["GET /x/:id", "new Date(0)", () => new Date(0), ["undefined", "value"]],
    ["GET /x/:id", "Object.create(null)", () => Object.create(null) as object, ["id", "required"]],
    ["GET /x/:id", "[[]]", () => [[]], ["undefined", "value"]],
  ])("%s with id %s", (route, _shown, id, expected) => {
    expect(outcome(route, id())).toEqual(expected);
  });
});

describe("a value is read once", () => {
  /** An array whose first member is "bob" when first read, and gone after. */
  function fleeting(): string[] {
    const list: string[] = [];
    let reads = 0;
    Object.defineProperty(list, 0, { get: () => (reads++ === 0 ? "bob" : undefined), enumerable: true });
    Object.defineProperty(list, "length", { value: 1 });
    return list;
  }

  it("so that a required variable checked as present is the one expanded", () => {
    const url = endpoint("DELETE /repos/{owner}/{repo}/collaborators/{username}", { owner: "o", repo: "r", username: fleeting() }).url;
    expect(url).toBe("https://api.github.com/repos/o/r/collaborators/bob");
  });

  /** A list whose length is read through a Proxy that counts, and grows by one on every read after the first. */
  function growing(members: string[]): { list: string[]; reads: () => number } {
    let reads = 0;
    const list = new Proxy(members, {
      get: (target, key, receiver) => (key === "length" ? target.length + reads++ : Reflect.get(target, key, receiver)),
    });
    return { list, reads: () => reads };
  }

  it.each([
    ["a path", "GET /x/{list}", "https://api.github.com/x/a,b"],
    ["an exploded path", "GET /x{/list*}", "https://api.github.com/x/a/b"],
    ["a query", "GET /x", "https://api.github.com/x?list=a,b"],
  ])("so that a list's length is read once, in %s", (_where, route, url) => {
    const { list, reads } = growing(["a", "b"]);
    expect(decodeURIComponent(endpoint(route, { list }).url)).toBe(url);
    expect(reads()).toBe(1);
  });

  it("so that a list's length is read once in a body", () => {
    const { list, reads } = growing(["a", "b"]);
    expect(endpoint("POST /x", { list }).body).toEqual({ list: ["a", "b"] });
    expect(reads()).toBe(1);
  });

  it("so that the method and url are read once, and a body's url is the one checked as the body's", () => {
    const reads = { method: 0, url: 0 };
    const options = { owner: "o", repo: "r", hook_id: 1 };
    Object.defineProperty(options, "method", { enumerable: true, get: () => (reads.method++, "PATCH") });
    Object.defineProperty(options, "url", { enumerable: true, get: () => (reads.url++ === 0 ? "https://hooks.example.com/checked" : "https://other.example/second") });
    const hooks = endpoint.defaults({ method: "PATCH", url: "/repos/{owner}/{repo}/hooks/{hook_id}/config" });
    expect(hooks(options)).toMatchObject({
      url: "https://api.github.com/repos/o/r/hooks/1/config",
      body: { url: "https://hooks.example.com/checked" },
    });
    expect(reads).toEqual({ method: 1, url: 1 });
  });

  it("through a Proxy too", () => {
    let reads = 0;
    const username = new Proxy(["bob"], { get: (target, key, receiver) => (key === "0" && reads++ > 0 ? undefined : Reflect.get(target, key, receiver)) });
    expect(endpoint("DELETE /repos/{owner}/{repo}/collaborators/{username}", { owner: "o", repo: "r", username }).url).toBe(
      "https://api.github.com/repos/o/r/collaborators/bob",
    );
  });
});
