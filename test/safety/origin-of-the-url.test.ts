import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, FluentEndpointError, InvalidArgumentError, toFetchArguments } from "../../src";
import { thrown } from "../thrown";

/**
 * The origin (scheme, host and port) of a request is the one its template's
 * literal text fixes, or the one its first value gives (`{+base}{+path}`,
 * `{origin}/…`). It is checked on the URL that was made, once: values that
 * come after an empty one, or after the value that gave the origin, can
 * never move it, whatever the template's reading expected them to write.
 */

const refusal = (call: () => unknown) => thrown(call, InvalidArgumentError);

describe("a value after an empty one cannot move the host the literal text fixed", () => {
  it.each([
    ["GET https://api.example.com{/version}{+path}", { path: "@evil.example/x" }, "path"],
    ["GET https://api.example.com{/version}{+path}", { path: ".evil.example/x" }, "path"],
    ["GET https://api.example.com{/version}{+path}", { path: ":8080/x" }, "path"],
    ["GET https://api.example.com{+prefix}{+path}", { prefix: "", path: "@evil.example/x" }, "path"],
    ["GET https://api.example.com{prefix}{+path}", { prefix: "", path: ".evil.example/x" }, "path"],
    ["GET https://api.example.com{?q}{+path}", { path: "@evil.example/x" }, "path"],
    ["GET https://api.example.com{.ext}{+path}", { path: ":8080/x" }, "path"],
    ["GET https://api.example.com{+a}{+b}{+c}", { a: "", b: "", c: "@evil.example/x" }, "c"],
    ["GET http://localhost:3000{+prefix}{+path}", { prefix: "", path: "0/x" }, "path"],
  ])("%s with %j is refused, naming %s", (route, params, field) => {
    const error = refusal(() => endpoint(route, params));
    expect(error.field).toBe(field);
    expect(error.key).toBe("authority");
  });

  it.each([
    ["GET https://api.example.com{/version}{+path}", { version: "v3", path: "/users" }, "https://api.example.com/v3/users"],
    ["GET https://api.example.com{/version}{+path}", { path: "/users" }, "https://api.example.com/users"],
    ["GET https://api.example.com{+prefix}{+path}", { prefix: "/api", path: "/users" }, "https://api.example.com/api/users"],
    ["GET http://localhost:3000{+prefix}{+path}", { prefix: "", path: "/x" }, "http://localhost:3000/x"],
    ["GET https://api.example.com{?q}{+path}", { q: "a" }, "https://api.example.com?q=a"],
  ])("%s with %j still gives %s", (route, params, url) => {
    expect(endpoint(route, params).url).toBe(url);
  });

  it("no longer delivers the token to a port the template never named", () => {
    const request = endpoint("GET http://localhost:3000{+prefix}{+path}", { prefix: "", path: "/health", headers: { authorization: "token t" } });
    const [url] = toFetchArguments(request);
    expect(new URL(url).port).toBe("3000");
    expect(() => endpoint("GET http://localhost:3000{+prefix}{+path}", { prefix: "", path: "0/x", headers: { authorization: "token t" } })).toThrow(InvalidArgumentError);
  });
});

describe("values after the one that gave the origin cannot move it", () => {
  it.each([
    ["https://ghe.example", "@evil.example/x"],
    ["https://ghe.example", ".evil.example/x"],
    ["https://ghe.example", ":8443/x"],
    ["https://ghe.example:8443", "0/x"],
  ])("{+base}{+path} with base %s and path %s is refused, naming path", (base, path) => {
    const error = refusal(() => endpoint("GET {+base}{+path}", { base, path }));
    expect(error.field).toBe("path");
    expect(error.key).toBe("authority");
  });

  it.each([
    ["https://ghe.example", "/api/v3/user", "https://ghe.example/api/v3/user"],
    ["https://ghe.example/api/v3", "/user", "https://ghe.example/api/v3/user"],
    // A path below the base may hold what a host cannot: the host stays.
    ["https://ghe.example/api/v3", "@x/y", "https://ghe.example/api/v3@x/y"],
    ["", "/user", "https://api.github.com/user"],
  ])("{+base}{+path} with base %j and path %j gives %s", (base, path, url) => {
    expect(endpoint("GET {+base}{+path}", { base, path }).url).toBe(url);
  });
});

describe("literal text that leaves the host open to a value", () => {
  it.each([
    ["GET https://[{+ip}]/x", { ip: "" }, "ip"],
    ["GET https://[{+ip}]/x", { ip: "/evil.example" }, "ip"],
    ["GET https://api_{+x}.example.com/p", { x: "/evil" }, "x"],
    ["GET https://api~{+x}.example.com/p", { x: "/evil" }, "x"],
    ["GET https://api!{+x}.example.com/p", { x: "@evil" }, "x"],
    ["GET https://api%2D{+x}.example.com/p", { x: "/evil" }, "x"],
  ])("%s with %j is refused, naming %s", (route, params, field) => {
    expect(refusal(() => endpoint(route, params)).field).toBe(field);
  });

  it.each([
    ["GET http://[{+ip}]:8080/metrics", { ip: "::1" }, "http://[::1]:8080/metrics"],
    ["GET https://svc_{env}.corp.example/x", { env: "prod" }, "https://svc_prod.corp.example/x"],
    ["GET https://api-{x}.example.com/p", { x: "eu" }, "https://api-eu.example.com/p"],
  ])("%s with %j gives %s", (route, params, url) => {
    expect(endpoint(route, params).url).toBe(url);
  });
});

describe("any values, in any of these templates", () => {
  // Text of the characters that restructure a URL, and others, empty or absent.
  const piece = fc.oneof(
    fc.constant(undefined),
    fc.constant(""),
    fc.stringMatching(/^[a-z0-9.:@/?#[\]%_~!\\-]{0,12}$/),
    fc.constantFrom("/x", "@evil.example/x", ".evil.example", ":8080", "0/x", "https://evil.example", "//evil.example/x", "%2F", "?a", "#f"),
  );
  const literal: [string, string][] = [
    ["GET https://api.example.com{/version}{+path}", "https://api.example.com"],
    ["GET https://api.example.com{+prefix}{+path}", "https://api.example.com"],
    ["GET https://api.example.com{prefix}{+path}", "https://api.example.com"],
    ["GET https://api.example.com{?version}{+path}", "https://api.example.com"],
    ["GET https://api.example.com{.version}{+path}", "https://api.example.com"],
    ["GET https://api.example.com{+version}{+prefix}{+path}", "https://api.example.com"],
    ["GET http://localhost:3000{+prefix}{+path}", "http://localhost:3000"],
  ];

  it.each(literal)("%s never leaves %s, and every URL it makes parses", (route, origin) => {
    fc.assert(
      fc.property(piece, piece, piece, (version, prefix, path) => {
        let url: string;
        try {
          url = endpoint(route, { version, prefix, path }).url;
        } catch (error) {
          expect(error).toBeInstanceOf(FluentEndpointError);
          return;
        }
        expect(new URL(url).origin).toBe(origin);
      }),
      { numRuns: 400 },
    );
  });

  it.each(["https://ghe.example", "https://ghe.example:8443/api/v3", "http://127.0.0.1:8080"])(
    "{+base}{+path} never leaves the origin of base %s, and every URL it makes parses",
    (base) => {
      fc.assert(
        fc.property(piece, (path) => {
          let url: string;
          try {
            // Any path, absent too: the route is typed as a string, so that the compiler requires none.
            const route: string = "GET {+base}{+path}";
            url = endpoint(route, { base, path }).url;
          } catch (error) {
            expect(error).toBeInstanceOf(FluentEndpointError);
            return;
          }
          expect(new URL(url).origin).toBe(new URL(base).origin);
        }),
        { numRuns: 400 },
      );
    },
  );
});
