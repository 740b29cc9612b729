import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, RequestBuilder } from "../../src";

describe("RequestBuilder", () => {
  it("builds the README request", () => {
    const repo = new RequestBuilder()
      .route("POST /repos/{owner}/{repo}/issues")
      .params({ owner: "octokit", repo: "endpoint.js" });
    expect(repo.param("title", "Found a bug").header("authorization", "token secret").build()).toEqual({
      method: "post",
      url: "https://api.github.com/repos/octokit/endpoint.js/issues",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": "fluent-endpoint/1.0.0",
        authorization: "token secret",
        "content-type": "application/json; charset=utf-8",
      },
      body: { title: "Found a bug" },
    });
  });

  it("build() returns exactly what endpoint() returns for the same input", () => {
    const built = new RequestBuilder()
      .route("GET /repos/{owner}/{repo}/contents/{path}")
      .param("owner", "o")
      .param("repo", "r")
      .param("path", "README.md")
      .param("ref", "main")
      .header("Authorization", "token t")
      .preview("mercy")
      .format("raw")
      .baseUrl("https://ghe.example/api/v3")
      .build();
    expect(built).toEqual(
      endpoint("GET /repos/{owner}/{repo}/contents/{path}", {
        owner: "o",
        repo: "r",
        path: "README.md",
        ref: "main",
        headers: { authorization: "token t" },
        mediaType: { previews: ["mercy"], format: "raw" },
        baseUrl: "https://ghe.example/api/v3",
      }),
    );
    expect(built.url).toBe("https://ghe.example/api/v3/repos/o/r/contents/README.md?ref=main");
    expect(built.headers.accept).toBe("application/vnd.github.mercy-preview.raw");
  });

  it("leaves the receiver unchanged, so chains branch from one base", () => {
    const base = new RequestBuilder().route("GET /repos/{owner}/{repo}/issues").params({ owner: "o", repo: "r" });
    const open = base.param("state", "open");
    const closed = base.param("state", "closed").header("x-a", "1");
    expect(base.build().url).toBe("https://api.github.com/repos/o/r/issues");
    expect(open.build().url).toBe("https://api.github.com/repos/o/r/issues?state=open");
    expect(closed.build().url).toBe("https://api.github.com/repos/o/r/issues?state=closed");
    expect(open.build().headers["x-a"]).toBeUndefined();
    expect(base).not.toBe(open);
  });

  it("keeps its state frozen", () => {
    const options = new RequestBuilder().route("GET /x").param("labels", ["a"]).options();
    (options.labels as string[]).push("b");
    expect(new RequestBuilder().route("GET /x").param("labels", ["a"]).build().url).toBe("https://api.github.com/x?labels=a");
  });

  it("hands out options() as a fresh object the caller may change, leaving the builder as it was", () => {
    const builder = new RequestBuilder().route("GET /x").param("labels", ["a"]);
    const options = builder.options();
    (options.labels as string[]).push("b");
    options.headers.accept = "changed";
    options.mediaType.format = "raw";
    expect(Object.isFrozen(options)).toBe(false);
    expect(builder.build()).toEqual({
      method: "get",
      url: "https://api.github.com/x?labels=a",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" },
    });
  });

  it("keeps a copy of the constructor's request, as defaults() does, handing out a copy of it each time", () => {
    const request = { timeout: 1 };
    const builder = new RequestBuilder({ request }).route("GET /x");
    request.timeout = 2;
    const built = builder.build();
    expect(built.request).toEqual({ timeout: 1 });
    expect(built.request).not.toBe(builder.build().request);
  });

  it("reads the merged options", () => {
    expect(new RequestBuilder().route("GET /orgs/{org}").param("org", "octokit").options()).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      url: "/orgs/{org}",
      org: "octokit",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" },
      mediaType: { format: "" },
    });
  });

  it("starts from options given to the constructor, as defaults() would", () => {
    const builder = new RequestBuilder({ baseUrl: "https://github.acme-inc.com/api/v3", per_page: 50 });
    expect(builder.route("GET /user/repos").build().url).toBe("https://github.acme-inc.com/api/v3/user/repos?per_page=50");
  });

  it("sets the method, data, request and merged options", () => {
    const request = { timeout: 1 };
    const built = new RequestBuilder()
      .route("/markdown/raw")
      .method("post")
      .data("# hi")
      .headers({ "Content-Type": "text/plain", "X-Count": 2 })
      .request(request)
      .with({ mediaType: { previews: ["p"] } })
      .build();
    expect(built).toEqual({
      method: "post",
      url: "https://api.github.com/markdown/raw",
      headers: {
        accept: "application/vnd.github.p-preview+json",
        "user-agent": "fluent-endpoint/1.0.0",
        "content-type": "text/plain",
        "x-count": 2,
      },
      body: "# hi",
      request,
    });
  });

  it.each([
    [".request()", (meta: { retries: { max: number } }) => new RequestBuilder().route("GET /a").request(meta)],
    [".with({ request })", (meta: { retries: { max: number } }) => new RequestBuilder().route("GET /a").with({ request: meta })],
    ["the constructor", (meta: { retries: { max: number } }) => new RequestBuilder({ request: meta }).route("GET /a")],
  ])("gives each build a request object of its own, from %s: a change to one reaches neither the caller nor the next build", (_name, start) => {
    const meta = { retries: { max: 3 } };
    const base = start(meta);
    const first = base.param("x", 1).build();
    (first.request as { retries: { max: number } }).retries.max = 0;
    expect(first.request).not.toBe(meta);
    expect(base.param("y", 2).build().request).toEqual({ retries: { max: 3 } });
    expect(meta).toEqual({ retries: { max: 3 } });
    expect(Object.isFrozen(meta)).toBe(false);
  });

  it("merges previews without duplicates and keeps undefined values as no change", () => {
    const builder = new RequestBuilder().route("/x").preview("a", "b-preview").preview("b");
    expect(builder.build().headers.accept).toBe("application/vnd.github.a-preview+json,application/vnd.github.b-preview+json");
    expect(builder.param("x", undefined)).toBe(builder);
    expect(builder.preview()).toBe(builder);
    expect(builder.data(undefined)).toBe(builder);
    expect(builder.header("accept", undefined).build().headers.accept).toBe(builder.build().headers.accept);
  });

  it.each([
    ["header name", () => new RequestBuilder().header("bad name", "x"), /headers\["bad name"\]: a header name must be an HTTP token/],
    ["header value", () => new RequestBuilder().header("x", "a\r\nb"), /must not contain CR, LF or NUL/],
    ["param named headers", () => new RequestBuilder().param("headers", {}), /param "headers": is an option/],
    ["param named data", () => new RequestBuilder().param("data", "x"), /use \.data\(\)/],
    ["param named \"\"", () => new RequestBuilder().route("/x").param("", 1), /^param name: expected a non-empty parameter name, got the string "" \(route "GET \/x"\)$/],
    ["params naming \"\"", () => new RequestBuilder().route("/x").params({ "": 1 }), /^param name: expected a non-empty parameter name/],
    ["format", () => new RequestBuilder().format("+"), /mediaType.format: expected a format such as "raw"/],
    ["preview", () => new RequestBuilder().preview(1 as unknown as string), /mediaType.previews\[0\]/],
    ["route", () => new RequestBuilder().route(5 as unknown as string), /route: expected a string/],
    ["method", () => new RequestBuilder().method("GE T"), /method: expected an HTTP method token/],
    ["params", () => new RequestBuilder().params([] as unknown as Record<string, unknown>), /params: expected a plain object/],
  ])("checks its %s argument at the call", (_name, call, message) => {
    expect(call).toThrow(InvalidArgumentError);
    expect(call).toThrow(message);
  });

  it.each([
    ["method", ".method()"],
    ["baseUrl", ".baseUrl()"],
    ["headers", ".header() or .headers()"],
    ["mediaType", ".format() or .preview()"],
    ["request", ".request()"],
    ["data", ".data()"],
  ])("points .param(%j) to the builder method that sets it", (name, method) => {
    expect(() => new RequestBuilder().param(name, "x")).toThrow(
      new InvalidArgumentError(`param "${name}"`, `is an option, not a parameter; use ${method} or .with({ ${name}: … })`, undefined, "option"),
    );
  });

  it("takes url as a parameter: .route() sets the URL", () => {
    const built = new RequestBuilder().route("PATCH /hooks/{hook_id}/config").param("hook_id", 1).param("url", "https://example.com/hook").build();
    expect(built.url).toBe("https://api.github.com/hooks/1/config");
    expect(built.body).toEqual({ url: "https://example.com/hook" });
  });

  describe("beside a route that leaves its origin to a variable, takes url as the URL, given before or after the route", () => {
    const route = "POST {origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}";
    const uploadUrl = "https://uploads.github.com/repos/o/r/releases/1/assets{?name,label}";
    const expected = endpoint(route, { url: uploadUrl, owner: "o", repo: "r", release_id: 1, name: "n", data: "bytes" });
    it.each([
      ["after .route()", () => new RequestBuilder().route(route).param("url", uploadUrl)],
      ["before .route()", () => new RequestBuilder().param("url", uploadUrl).route(route)],
      ["in .params() before .route()", () => new RequestBuilder().params({ url: uploadUrl }).route(route)],
      [
        "before .route(), in a state made before",
        () => {
          const base = new RequestBuilder().param("url", uploadUrl);
          expect(() => base.build()).toThrow(/^url: no url was given/);
          return base.route(route);
        },
      ],
    ])("%s", (_name, start) => {
      const built = start().params({ owner: "o", repo: "r", release_id: 1, name: "n" }).data("bytes");
      expect(built.build()).toEqual(expected);
      expect(built.build().url).toBe("https://uploads.github.com/repos/o/r/releases/1/assets?name=n");
      expect(built.options().url).toBe(uploadUrl);
    });

    it("takes a null url given before the route as none, as after it", () => {
      const after = new RequestBuilder().route(route).param("url", null).params({ owner: "o", repo: "r", release_id: 1 }).data("bytes").build();
      const before = new RequestBuilder().param("url", null).route(route).params({ owner: "o", repo: "r", release_id: 1 }).data("bytes").build();
      expect(before).toEqual(after);
      expect(before.url).toBe("https://api.github.com/repos/o/r/releases/1/assets");
    });
  });

  it("leaves out parameters given as undefined in .params()", () => {
    const body = new RequestBuilder().route("POST /x").params({ a: undefined, b: 1 }).build().body;
    expect(body).toStrictEqual({ b: 1 });
  });

  it("names url at build() when there is none", () => {
    expect(() => new RequestBuilder().param("a", 1).build()).toThrow(/^url: no url was given/);
  });
});

describe("a builder's errors name the route as it stands at that step", () => {
  const badHeader = "headers[\"bad name\"]: a header name must be an HTTP token (letters, digits and !#$%&'*+-.^_`|~)";
  it.each([
    ["after .route()", () => new RequestBuilder().route("GET /r/{x}"), ' (route "GET /r/{x}")'],
    ["after .route() then .method()", () => new RequestBuilder().route("GET /r/{x}").method("POST"), ' (route "POST /r/{x}")'],
    ["with a method and no route", () => new RequestBuilder().method("PUT"), ""],
  ])("%s", (_, start, named) => {
    expect(() => start().header("bad name", "x")).toThrow(`${badHeader}${named}`);
  });
});


describe("a builder method called without its builder throws the library's error, naming the method", () => {
  const builder = new RequestBuilder().route("GET /orgs/{org}").param("org", "octokit");
  // Each method with arguments it accepts when called on a builder.
  const calls: [string, unknown[]][] = [
    ["route", ["GET /user"]],
    ["method", ["POST"]],
    ["baseUrl", ["https://ghe.acme.com/api/v3"]],
    ["param", ["org", "acme"]],
    ["params", [{ org: "acme" }]],
    ["header", ["x-a", "1"]],
    ["headers", [{ "x-a": "1" }]],
    ["preview", ["mercy"]],
    ["format", ["raw"]],
    ["data", ["text"]],
    ["request", [{ timeout: 1 }]],
    ["with", [{ org: "acme" }]],
    ["options", []],
    ["build", []],
  ];

  it("covers every public method", () => {
    const methods = Object.getOwnPropertyNames(RequestBuilder.prototype).filter((name) => name !== "constructor");
    expect(calls.map(([name]) => name).sort()).toEqual(methods.sort());
  });

  it.each(calls)(".%s()", (name, args) => {
    const method = (builder as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
    // Called on the builder it works; taken off it (`const { build } = builder`), or on another object, it is refused by name.
    expect(() => method.apply(builder, args)).not.toThrow();
    for (const receiver of [undefined, {}, new Proxy(builder, {})]) {
      expect(() => method.apply(receiver, args)).toThrow(InvalidArgumentError);
      expect(() => method.apply(receiver, args)).toThrow(`.${name}(): expected to be called on a RequestBuilder, as builder.${name}(…), got `);
    }
  });
});
