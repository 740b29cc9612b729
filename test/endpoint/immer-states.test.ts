import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The package run with its immer wrapped: a test double around the real
 * immer, put in its place by the module resolver, which records every
 * produce, whether the recipe handed back a value of its own, and the
 * patches immer saw, which only writes to a draft make.
 */
interface Produced {
  /** The recipe returned something instead of writing to the draft. */
  readonly returned: boolean;
  /** The paths immer recorded as written, such as "headers" or "params". */
  readonly written: readonly string[];
}

const produced = vi.hoisted(() => [] as Produced[]);

vi.mock("immer", async (importOriginal) => {
  const real = await importOriginal<typeof import("immer")>();
  real.enablePatches();
  class Immer extends real.Immer {
    constructor(config?: ConstructorParameters<typeof real.Immer>[0]) {
      super(config);
      type Patch = { path: (string | number)[] };
      const produce = this.produce as (base: unknown, recipe: (draft: unknown) => unknown, listener: (patches: Patch[]) => void) => unknown;
      this.produce = ((base: unknown, recipe: (draft: unknown) => unknown) => {
        let returned = false;
        let written: string[] = [];
        const next = produce(
          base,
          (draft) => {
            const value = recipe(draft);
            returned = value !== undefined;
            return value;
          },
          (patches) => {
            written = [...new Set(patches.map((patch) => String(patch.path[0])))];
          },
        );
        produced.push({ returned, written });
        return next;
      }) as typeof this.produce;
    }
  }
  return { ...real, Immer };
});

const { endpoint, RequestBuilder } = await import("../../src");

beforeEach(() => {
  produced.length = 0;
});

describe("states are produced by immer, from recipes that write to a draft", () => {
  it("produces the package defaults once, when they are first needed, not when the package loads", async () => {
    // The earlier tests of this file may have used them already: a fresh module graph shows the first use.
    vi.resetModules();
    const fresh = await import("../../src");
    expect(produced).toHaveLength(0);
    fresh.endpoint("GET /user");
    fresh.endpoint("GET /user");
    expect(produced).toEqual([{ returned: false, written: expect.arrayContaining(["baseUrl", "headers", "sentHeaders"]) }]);
  });

  it("runs no produce for an endpoint() call, a merge()'s input aside", () => {
    endpoint("GET /user");
    produced.length = 0;
    endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", headers: { "x-a": "1" }, mediaType: { previews: ["mercy"] } });
    endpoint({ method: "POST", url: "/x", title: "t" });
    endpoint.parse(endpoint.merge("GET /x", {}));
    // merge() made one state; endpoint() and parse() made none.
    expect(produced).toHaveLength(1);
  });

  it("produces the defaults of .defaults() once, when the function is first used, in one produce whose recipe writes to the draft", () => {
    endpoint("GET /user");
    produced.length = 0;
    const api = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3", headers: { authorization: "token t" }, per_page: 100 });
    expect(produced).toHaveLength(0);
    api("GET /user");
    api("GET /orgs");
    expect(produced).toEqual([{ returned: false, written: expect.arrayContaining(["baseUrl", "headers", "params", "sentHeaders"]) }]);
  });

  it("produces a builder's state once, when it is first built, from all its steps in one produce", () => {
    endpoint("GET /user");
    produced.length = 0;
    const builder = new RequestBuilder()
      .route("GET /repos/{owner}/{repo}/issues")
      .param("owner", "o")
      .param("repo", "r")
      .param("state", "open")
      .header("authorization", "token t")
      .preview("squirrel-girl");
    expect(produced).toHaveLength(0);
    builder.build();
    expect(produced).toEqual([{ returned: false, written: expect.arrayContaining(["plan", "params", "headers", "previews", "label", "sentHeaders"]) }]);
    builder.build();
    builder.options();
    expect(produced).toHaveLength(1);
  });

  it("produces a step on a built builder from that builder's state, once, working out again only what the step changes", () => {
    const base = new RequestBuilder().route("GET /x").param("a", 1);
    base.build();
    produced.length = 0;
    const next = base.param("b", 2);
    next.build();
    next.build();
    expect(produced).toEqual([{ returned: false, written: ["params"] }]);
  });

  it("produces a builder made from options, like .defaults(), when it is first built", () => {
    endpoint("GET /user");
    produced.length = 0;
    const builder = new RequestBuilder({ baseUrl: "https://ghe.example" });
    expect(produced).toHaveLength(0);
    builder.route("/user").build();
    expect(produced).toEqual([{ returned: false, written: expect.arrayContaining(["baseUrl", "plan", "label"]) }]);
  });
});
