import { describe, expect, it } from "vitest";
import { endpoint, RequestBuilder } from "../../src";

// Long chains, branches from a shared base, .with() among other steps: the
// result is always what endpoint() gives for the same input.
describe("RequestBuilder chains", () => {
  it("builds what endpoint() builds after forty steps", () => {
    let builder = new RequestBuilder().route("GET /repos/{owner}/{repo}/issues");
    const params: Record<string, string> = {};
    for (let i = 0; i < 40; i++) {
      builder = builder.param(`p${i}`, `v${i}`);
      params[`p${i}`] = `v${i}`;
    }
    const built = builder.params({ owner: "o", repo: "r" }).header("X-A", "1").preview("mercy").build();
    expect(built).toEqual(
      endpoint("GET /repos/{owner}/{repo}/issues", {
        ...params,
        owner: "o",
        repo: "r",
        headers: { "x-a": "1" },
        mediaType: { previews: ["mercy"] },
      }),
    );
    expect(built.url).toBe(
      `https://api.github.com/repos/o/r/issues?${Array.from({ length: 40 }, (_, i) => `p${i}=v${i}`).join("&")}`,
    );
    expect(built.headers.accept).toBe("application/vnd.github.mercy-preview+json");
  });

  it("leaves a base that was built unchanged when branches are built from it", () => {
    let base = new RequestBuilder().route("GET /repos/{owner}/{repo}/issues").params({ owner: "o", repo: "r" });
    for (let i = 0; i < 20; i++) base = base.header(`x-h${i}`, i);
    const open = base.param("state", "open");
    const closed = base.param("state", "closed").format("raw");
    expect(base.build().url).toBe("https://api.github.com/repos/o/r/issues");
    expect(open.build().url).toBe("https://api.github.com/repos/o/r/issues?state=open");
    expect(closed.build().url).toBe("https://api.github.com/repos/o/r/issues?state=closed");
    expect(open.build().headers.accept).toBe("application/vnd.github.v3+json");
    expect(closed.build().headers.accept).toBe("application/vnd.github.v3.raw");
    expect(base.build().headers["x-h19"]).toBe(19);
  });

  it("applies steps before .with(), its options, and steps after it, in order", () => {
    const built = new RequestBuilder()
      .route("POST /repos/{owner}/{repo}/issues")
      .param("owner", "o")
      .header("X-A", "1")
      .with({ repo: "r", headers: { "x-b": "2" }, mediaType: { previews: ["a"] } })
      .param("title", "t")
      .header("x-a", "3")
      .preview("b")
      .build();
    expect(built).toEqual({
      method: "post",
      url: "https://api.github.com/repos/o/r/issues",
      headers: {
        accept: "application/vnd.github.a-preview+json,application/vnd.github.b-preview+json",
        "user-agent": "fluent-endpoint/1.0.0",
        "x-a": "3",
        "x-b": "2",
        "content-type": "application/json; charset=utf-8",
      },
      body: { title: "t" },
    });
  });

  it("copies a value when the method is called, so a later change by the caller does not reach the build", () => {
    const labels = ["bug"];
    const data = { title: "t" };
    const builder = new RequestBuilder().route("POST /x{?labels}").param("labels", labels).data(data);
    labels.push("ui");
    data.title = "changed";
    expect(builder.build()).toEqual({
      method: "post",
      url: "https://api.github.com/x?labels=bug",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": "fluent-endpoint/1.0.0",
        "content-type": "application/json; charset=utf-8",
      },
      body: { title: "t" },
    });
    expect(Object.isFrozen(labels)).toBe(false);
    expect(Object.isFrozen(data)).toBe(false);
  });

  it("names the route of the latest .route() or .method() in errors of later methods", () => {
    const builder = new RequestBuilder().route("GET /a").method("delete");
    expect(() => builder.header("bad name", "x")).toThrow('(route "DELETE /a")');
    expect(() => builder.route("PUT /b").param("headers", 1)).toThrow('param "headers": is an option, not a parameter; use .header() or .headers() or .with({ headers: … }) (route "PUT /b")');
  });
});
