import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, parseTemplate, RequestBuilder, toFetchArguments, type EndpointOptions, type RequestOptions } from "../../src";
import { thrown } from "../thrown";

/**
 * Where each check draws its line: for every rule, an input just inside it
 * (accepted, with its exact result) and one just outside (refused, with its
 * exact message), so that a check that moved by one character, or said its
 * refusal about another field, shows here.
 */

const loose = (options: Record<string, unknown>) => options as EndpointOptions;
const messageOf = (call: () => unknown): string => thrown(call, InvalidArgumentError).message;
const FIELD_TEXT = "a header value must be HTTP field text (tab, space, visible ASCII or U+0080 to U+00FF)";
const TOKEN_TEXT = "an HTTP token: letters, digits and !#$%&'*+-.^_`|~";
const handMade = (url: string): RequestOptions => ({ method: "get", url, headers: {} });

describe("header values", () => {
  it.each([
    // The first character outside field text is named, however many come after it.
    ["tab, space and U+00FF are field text; U+0100 is the first beyond", "\t \u00ff\u0100", "U+0100 at position 3"],
    ["a control character after a space and a tab", " \t\u001f", "U+001F at position 2"],
    ["DEL after visible ASCII", "~\u007f", "U+007F at position 1"],
  ])("%s", (_name, value, where) => {
    expect(messageOf(() => endpoint("GET /x", { headers: { a: value } }))).toBe(`headers["a"]: ${FIELD_TEXT}, got ${where} (route "GET /x")`);
  });

  it("sends tab, space, visible ASCII and U+0080 to U+00FF as given", () => {
    const value = "\t ~!\u0080\u00ff";
    expect(endpoint("GET /x", { headers: { a: value } }).headers.a).toBe(value);
  });
});

describe("media type names", () => {
  it.each([
    ["a preview with a space", ["a b"], 'got the string "a b"'],
    ["a preview with a slash", ["x/y"], 'got the string "x/y"'],
  ])("%s is not a token", (_name, previews, got) => {
    expect(messageOf(() => endpoint("GET /x", { mediaType: { previews } }))).toBe(
      `mediaType.previews[0]: expected a media type name such as "raw", "text+json" or "mercy" (${TOKEN_TEXT}), ${got} (route "GET /x")`,
    );
  });

  it.each([
    ["a-b", "application/vnd.github.v3.a-b"],
    ["a_b-c", "application/vnd.github.v3.a_b-c"],
    ["text+json", "application/vnd.github.v3.text+json"],
    ["v1.raw", "application/vnd.github.v3.v1.raw"],
  ])("the format %s is words joined by + or .", (format, accept) => {
    expect(endpoint("GET /x", { mediaType: { format } }).headers.accept).toBe(accept);
  });

  it("previews an accept header already names, back to back, are each read as one name", () => {
    const { headers } = endpoint("GET /x", { headers: { accept: "application/vnd.github.a-previewb-preview" }, mediaType: { previews: ["c"] } });
    expect(headers.accept).toBe("application/vnd.github.a-preview+json,application/vnd.github.b-preview+json,application/vnd.github.c-preview+json");
  });
});

describe("request", () => {
  it.each([
    ["an array", [], "got an array"],
    ["null", null, "got null"],
    ["a string", "x", 'got the string "x"'],
  ])("%s is not a request object", (_name, request, got) => {
    expect(messageOf(() => endpoint("GET /x", loose({ request })))).toBe(`request: expected an object, ${got} (route "GET /x")`);
  });
});

describe("URLs given to the fetch helpers", () => {
  it("takes an http(s) URL with a query and a fragment", () => {
    expect(toFetchArguments(handMade("https://a.example/x?y=1#z"))[0]).toBe("https://a.example/x?y=1#z");
  });

  it.each([
    ["an http scheme without an authority", "https:x", 'url: a request URL must be http(s), got the string "https:x"'],
    ["a port no parser accepts", "https://a.example:99999/x", 'url: the string "https://a.example:99999/x" is not a URL a URL parser accepts'],
    [
      "a user name and password",
      "https://u:p@a.example/x",
      'url: expected a URL without a user name or password, got the string "https://u:p@a.example/x"; send credentials as headers.authorization',
    ],
  ])("refuses %s", (_name, url, message) => {
    expect(messageOf(() => toFetchArguments(handMade(url)))).toBe(message);
  });

  it("refuses a base URL with a user name and password, naming baseUrl", () => {
    expect(messageOf(() => endpoint("GET /x", { baseUrl: "https://u:p@a.example" }))).toBe(
      'baseUrl: expected a URL without a user name or password, got the string "https://u:p@a.example"; send credentials as headers.authorization (route "GET /x")',
    );
  });
});

describe("a value JSON cannot hold is named where it sits", () => {
  const NOT_PLAIN =
    "has no JSON form, so a JSON body would lose or refuse it; pass plain data (text, numbers, arrays, plain objects, objects of your own classes) or give it a toJSON; bytes, a Blob, a web stream or form data go only as the whole data";
  it.each([
    ["in a list", { labels: ["a", new Set(["b"])] }, `labels[1]: an instance of Set ${NOT_PLAIN}`],
    ["under keys that are and are not identifiers", { x: { $ok_1: { "1a": new Map() } } }, `x.$ok_1["1a"]: an instance of Map ${NOT_PLAIN}`],
    ["deep in the data", { data: { "a b": [{ c: [1n] }] } }, 'data["a b"][0].c[0]: 1n has no JSON form, so a JSON body would lose or refuse it; pass a string or a number'],
  ])("%s", (_name, options, message) => {
    expect(messageOf(() => endpoint("POST /x", loose(options)))).toBe(`${message} (route "POST /x")`);
  });

  it("takes an object that only names itself URLSearchParams for JSON data, not form data", () => {
    class Lookalike {
      get [Symbol.toStringTag]() {
        return "URLSearchParams";
      }
      toJSON() {
        return { q: "a" };
      }
    }
    const data = new Lookalike();
    const result = endpoint("POST /x", { data });
    expect(result.body).toEqual({ q: "a" });
    expect(result.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(endpoint("POST /x", { a: data }).body).toEqual({ a: { q: "a" } });
  });
});

describe("a path meets the base URL with exactly one slash; a query or fragment attaches directly", () => {
  it.each([
    ["GET x", {}, "https://api.github.com/x"],
    ["GET //x", {}, "https://api.github.com/x"],
    ["GET {p}", { p: "a" }, "https://api.github.com/a"],
    ["GET {+p}", { p: "a/b" }, "https://api.github.com/a/b"],
    ["GET {/p}", { p: "a" }, "https://api.github.com/a"],
    ["GET {/p}", {}, "https://api.github.com"],
    ["GET {?q}", { q: "a" }, "https://api.github.com?q=a"],
    ["GET {#h}", { h: "a" }, "https://api.github.com#a"],
  ])("%s with %j", (route, parameters, url) => {
    expect(endpoint(route, parameters).url).toBe(url);
  });
});

describe("a call made while another is reading its options", () => {
  it("leaves the outer call's values alone", () => {
    let inner: string | undefined;
    const options = {
      owner: "octocat",
      get repo() {
        inner = endpoint("GET /x/{y}/{z}", { y: "1", z: "2" }).url;
        return "hello";
      },
    };
    expect(endpoint("GET /repos/{owner}/{repo}", options).url).toBe("https://api.github.com/repos/octocat/hello");
    expect(inner).toBe("https://api.github.com/x/1/2");
    expect(endpoint("GET /repos/{owner}/{repo}", { owner: "a", repo: "b" }).url).toBe("https://api.github.com/repos/a/b");
  });
});

describe("which method, route and parameter an error names", () => {
  it("reads a null method as not given, as octokit does", () => {
    expect(endpoint("POST /x", loose({ method: null })).method).toBe("post");
    expect(endpoint(loose({ method: null, url: "/x" })).method).toBe("get");
  });

  const REQUIRED = "the route needs a value for this URL parameter, got undefined; an empty string is a value, undefined and null are not";
  it.each([
    ["a call's url over the defaults' url", () => endpoint.defaults({ url: "/a" })(loose({ url: "/b/{x}" })), `x: ${REQUIRED} (route "GET /b/{x}")`],
    ["a call's method over the defaults' route", () => endpoint.defaults({ url: "/a/{x}" })({ method: "POST" }), `x: ${REQUIRED} (route "POST /a/{x}")`],
  ])("names %s", (_name, call, message) => {
    expect(messageOf(call)).toBe(message);
  });

  it.each([
    ["without defaults", endpoint],
    ["with defaulted parameters", endpoint.defaults({ z: 1 })],
  ])("names the first of two query values no query can hold, %s", (_name, call) => {
    expect(messageOf(() => call("GET /x", loose({ a: {}, b: {} })))).toBe(
      'a: a query parameter must be a string, number, boolean or an array of them, got an object; an object has no single query-string form, so name its fields in the URL template instead (route "GET /x")',
    );
  });
});

describe("data that says how it is written, or carries its own kind", () => {
  it("writes a built-in with a toJSON of its own through it, as JSON.stringify does", () => {
    const pattern = Object.assign(/ab+c/, { toJSON: () => "ab+c" });
    const { body } = endpoint("POST /x", { pattern });
    expect(body).toEqual({ pattern: "ab+c" });
  });

  it("gives each request from defaults its own copy of form data, of the same class", () => {
    const form = new FormData();
    form.append("a", "1");
    const fromForm = endpoint.defaults({ data: form })("POST /x").body;
    expect(fromForm).toBeInstanceOf(FormData);
    expect(fromForm).not.toBe(form);
    const entries: [string, unknown][] = [];
    (fromForm as FormData).forEach((value, name) => entries.push([name, value]));
    expect(entries).toEqual([["a", "1"]]);
    const search = new URLSearchParams("a=1");
    const fromSearch = endpoint.defaults({ data: search })("POST /x").body;
    expect(fromSearch).toBeInstanceOf(URLSearchParams);
    expect(fromSearch).not.toBe(search);
    expect(String(fromSearch)).toBe("a=1");
  });
});

describe("values that add nothing, and values nothing can write", () => {
  it.each([
    ["without defaults", endpoint],
    ["over a defaulted value", endpoint.defaults({ a: 1 })],
  ])("leaves a null query value out, %s", (_name, call) => {
    expect(call("GET /x", loose({ a: null, b: 1 })).url).toBe("https://api.github.com/x?b=1");
  });

  it("refuses a symbol in a JSON body, naming it", () => {
    expect(messageOf(() => endpoint("POST /x", loose({ s: Symbol("s") })))).toBe(
      's: a symbol has no JSON form, so a JSON body would lose or refuse it; pass a string or a number (route "POST /x")',
    );
  });
});

describe("a URL a value wrote into the scheme or authority is one a parser accepts", () => {
  const unparsable = (name: string, url: string, route: string) => `${name}: the string "${url}" is not a URL a URL parser accepts (route "${route}")`;
  it.each([
    ["a value giving the whole URL", "GET {+url}", { url: "https://a b.example/x" }, unparsable("url", "https://a%20b.example/x", "GET {+url}")],
    ["a host value with a bad triplet", "GET https://{h}.example.com/x", { h: "a%zz" }, unparsable("h", "https://a%25zz.example.com/x", "GET https://{h}.example.com/x")],
    ["a scheme value before a literal port no parser takes", "GET http{s}://h.example.com:99999/x", { s: "s" }, unparsable("s", "https://h.example.com:99999/x", "GET http{s}://h.example.com:99999/x")],
    ["an empty host", "GET https://{h}/api/v3", { h: "" }, 'h: the string "" would change the host or port the URL template sets (route "GET https://{h}/api/v3")'],
    ["an empty host after a user", "GET https://{u}@{h}/x", { u: "a", h: "" }, 'h: the string "" would change the host or port the URL template sets (route "GET https://{u}@{h}/x")'],
    ["an empty host before a port", "GET https://{h}:{p}/x", { h: "", p: 8 }, 'h: the string "" would change the host or port the URL template sets (route "GET https://{h}:{p}/x")'],
    ["a whole URL with an empty authority", "GET {+url}", { url: "https:///api/v3" }, 'url: the string "https:///api/v3" would change the host or port the URL template sets (route "GET {+url}")'],
  ])("refuses %s, naming the value", (_name, route, parameters, message) => {
    expect(messageOf(() => endpoint(route, loose(parameters)))).toBe(message);
  });

  it("lets a reserved value in the query hold a ? (only # would end it)", () => {
    expect(endpoint("GET /x?a={+v}", { v: "b?c" }).url).toBe("https://api.github.com/x?a=b?c");
  });
});

describe("merging over a state that already holds something", () => {
  it("adds previews after those of the state below, in order", () => {
    expect(new RequestBuilder({ url: "/x", mediaType: { previews: ["a"] } }).preview("b").preview("c").build().headers.accept).toBe(
      "application/vnd.github.a-preview+json,application/vnd.github.b-preview+json,application/vnd.github.c-preview+json",
    );
    expect(endpoint.defaults({ mediaType: { previews: ["a"] } }).defaults({ mediaType: { previews: ["b"] } }).DEFAULTS.mediaType.previews).toEqual(["a", "b"]);
  });

  it("sends more than four defaulted headers, each once and no other", () => {
    const { headers } = endpoint.defaults({ headers: { a: "1", b: "2", c: "3" } })("GET /x");
    expect(Object.keys(headers)).toEqual(["accept", "user-agent", "a", "b", "c"]);
  });
});

describe("what merge() refuses", () => {
  it.each([
    ["a number as the route", () => endpoint.merge(42 as never), 'route: expected a string such as "GET /user" or an options object, got 42'],
    ["options after an options object", () => endpoint.merge({ url: "/x" } as never, loose({ a: 1 })), 'route: expected a string such as "GET /user" or an options object, got an object'],
  ])("%s", (_name, call, message) => {
    expect(messageOf(call)).toBe(message);
  });

  it("reads a url option as a URL, never as a method and a URL", () => {
    expect(() => endpoint.merge(loose({ url: "/a b" }))).toThrow(
      'Invalid URI template "/a b" at position 2: " " is not allowed in a URI template outside an expression (RFC 6570 §2.1); percent-encode it (route "GET /a b")',
    );
  });
});

describe("merge() and withTypes() at their edges", () => {
  it("hands back the caller's own request object from merge(), as a call does", () => {
    const request = { retries: 1 };
    expect(endpoint.merge("GET /x", { request }).request).toBe(request);
  });

  it("refuses API defaults that are not an object, naming withTypes(api)", () => {
    expect(messageOf(() => endpoint.withTypes(42 as never))).toBe("withTypes(api): expected a plain object, got 42");
  });
});

describe("where the template reader says an expression stands", () => {
  it("reads two expressions side by side in a host as both in the host", () => {
    expect(endpoint("GET https://{a}{b}.example.com/x", { a: "api", b: "v2" }).url).toBe("https://apiv2.example.com/x");
  });

  it.each([
    ["GET /x#{y}", "https://api.github.com/x#"],
    ["GET /x?a=1&b={y}", "https://api.github.com/x?a=1&b="],
  ])("needs no value for an expression in the query or fragment: %s", (route, url) => {
    expect(endpoint(route).url).toBe(url);
  });
});

describe("a template with many variables", () => {
  it("gives a name met again after the ninth the value it had", () => {
    const names = "abcdefghij".split("");
    const route = `GET /${names.map((name) => `{${name}}`).join("")}/{j}/{a}`;
    const values = Object.fromEntries(names.map((name) => [name, name.toUpperCase()]));
    expect(endpoint(route, values).url).toBe("https://api.github.com/ABCDEFGHIJ/J/A");
  });
});

describe("the URL component the reader follows, through literal text and operators", () => {
  it.each([
    ["a path expression", "GET https://api.example.com:99999/{x}", "https://api.example.com:99999"],
    ["a query expression", "GET https://api.example.com:99999/x{?q}", "https://api.example.com:99999"],
    ["a fragment expression", "GET https://api.example.com:99999/x{#f}", "https://api.example.com:99999"],
    ["an expression inside a literal query", "GET https://api.example.com:99999/x?a={q}", "https://api.example.com:99999"],
    ["an expression inside a literal fragment", "GET https://api.example.com:99999/x#{f}", "https://api.example.com:99999"],
  ])("checks the literal origin once, beside %s, quoting it", (_name, route, literal) => {
    expect(messageOf(() => endpoint(route, loose({ x: "a", q: "a", f: "a" })))).toBe(`url: the string "${literal}" is not a URL a URL parser accepts (route "${route}")`);
  });

  it.each([
    // A query goes before a fragment the {#…} operator starts.
    ["GET /x{#f}", { f: "top", a: 1 }, "https://api.github.com/x?a=1#top"],
    // After {&…} the reader is in the query, where a reserved value may hold "?"; after "#", in the fragment, where it may hold "#".
    ["GET /x{&a}{+b}", { a: 1, b: "c?d" }, "https://api.github.com/x&a=1c?d"],
    ["GET /x#f{&a}{+b}", { a: 1, b: "c#d" }, "https://api.github.com/x#f&a=1c#d"],
    // An expression after {?…} is in the query (or the fragment), where it needs no value.
    ["GET /x{?a}{b}", { a: 1 }, "https://api.github.com/x?a=1"],
    ["GET /x#{?a}{b}", { a: 1 }, "https://api.github.com/x#?a=1"],
  ])("%s with %j", (route, parameters, url) => {
    expect(endpoint(route, loose(parameters)).url).toBe(url);
  });
});

describe("placeholders, IPv6 hosts and ports", () => {
  it("expands a :name placeholder as {name}, unexploded", () => {
    expect(endpoint("GET /x/:p", loose({ p: { a: "1" } })).url).toBe("https://api.github.com/x/a,1");
  });

  it("reads the colons of an IPv6 host as part of the host, not a port", () => {
    expect(endpoint("GET https://[::{h}]/x", { h: "ab" }).url).toBe("https://[::ab]/x");
  });

  it("reads what follows a literal port as the path", () => {
    expect(endpoint("GET https://api.example.com:8080/{+x}", { x: "a/b" }).url).toBe("https://api.example.com:8080/a/b");
  });

  it("reads what follows a literal port as the query, when a ? follows it", () => {
    expect(endpoint("GET https://api.example.com:8443?page={page}", { page: 2 }).url).toBe("https://api.example.com:8443?page=2");
  });

  it("reads a literal user name and password as such, and a value after the @ as the host, not a port", () => {
    expect(endpoint("GET https://u:p@{host}/x", { host: "api.example.com" }).url).toBe("https://u:p@api.example.com/x");
  });
});

describe("percent-encoding keeps only real triplets", () => {
  it("encodes a character before two hex digits, which makes no triplet", () => {
    expect(endpoint("GET /x/{+p}", { p: "éab" }).url).toBe("https://api.github.com/x/%C3%A9ab");
  });

  it("parseTemplate() encodes literal text outside RFC 6570's grammar rather than refusing it", () => {
    expect(parseTemplate('/a b"{x}').expand({ x: 1 })).toBe("/a%20b%221");
  });
});

describe("what only looks like credentials, and a builder's route from defaults", () => {
  it("takes an @ in the base URL's path, which is no user name", () => {
    expect(endpoint("GET /x", { baseUrl: "https://h.example/a@b" }).url).toBe("https://h.example/a@b/x");
    expect(toFetchArguments(handMade("https://h.example/users/@me"))[0]).toBe("https://h.example/users/@me");
  });

  it("names the defaults' route in the errors of a builder made from them", () => {
    expect(messageOf(() => endpoint.defaults({ url: "/x/{y}" }).builder().param("", 1))).toBe(
      'param name: expected a non-empty parameter name, got the string "" (route "GET /x/{y}")',
    );
  });
});

describe("base URLs", () => {
  const EXPECTED = 'expected an absolute http(s) URL with a host and no query, fragment, backslash, space or control character, such as "https://api.github.com"';
  it.each([
    ["a space", "https://a b.example", '"https://a b.example"'],
    ["DEL, shown as an escape", "https://a\u007fb.example", '"https://a\\u007fb.example"'],
    ["no host at all", "https://", '"https://"'],
  ])("refuses %s", (_name, baseUrl, shown) => {
    expect(messageOf(() => endpoint("GET /x", { baseUrl }))).toBe(`baseUrl: ${EXPECTED}, got the string ${shown} (route "GET /x")`);
  });

  it("refuses a port no parser takes, naming baseUrl", () => {
    expect(messageOf(() => endpoint("GET /x", { baseUrl: "https://h.example:99999" }))).toBe(
      'baseUrl: the string "https://h.example:99999" is not a URL a URL parser accepts (route "GET /x")',
    );
  });
});

describe("bytes the fetch helpers cannot send", () => {
  it("refuses bytes whose buffer a transfer detached", () => {
    const bytes = new Uint8Array([1, 2]);
    structuredClone(bytes.buffer, { transfer: [bytes.buffer] });
    expect(messageOf(() => toFetchArguments({ method: "post", url: "https://h/x", headers: {}, body: bytes }))).toBe(
      "body: fetch cannot send an instance of Uint8Array; expected text, bytes over a fixed ArrayBuffer still there, a Blob, URLSearchParams, FormData, a web ReadableStream no reader holds, a Node stream not read yet, or JSON data (a plain object, an array, a number, a boolean or null)",
    );
  });
});
