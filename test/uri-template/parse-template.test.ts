import { describe, expect, it } from "vitest";
import { FluentEndpointError, InvalidArgumentError, UriTemplateError } from "../../src/errors";
import { parseTemplate } from "../../src/uri-template";
import { thrown } from "../thrown";

/** Runs `action` and returns the UriTemplateError it throws, failing the test otherwise. */
function templateError(action: () => unknown): UriTemplateError {
  return thrown(action, UriTemplateError);
}

describe("parseTemplate", () => {
  it("parses once and expands with variables (the README example)", () => {
    const template = parseTemplate("/repos/{owner}/{repo}/issues{?state,labels}");
    expect(template.expand({ owner: "octokit", repo: "rest.js", labels: ["bug", "ui"] })).toBe(
      "/repos/octokit/rest.js/issues?labels=bug,ui",
    );
    expect(template.template).toBe("/repos/{owner}/{repo}/issues{?state,labels}");
    expect(template.variableNames).toEqual(["owner", "repo", "state", "labels"]);
  });

  it("throws a UriTemplateError with the position of an unclosed brace", () => {
    const error = templateError(() => parseTemplate("/repos/{owner"));
    expect(error.position).toBe(7);
    expect(error.code).toBe("ERR_INVALID_TEMPLATE");
    expect(error).toBeInstanceOf(FluentEndpointError);
  });
});

describe("arguments of the wrong type", () => {
  it("throws an InvalidArgumentError for a template that is not a string", () => {
    expect(() => parseTemplate(42 as unknown as string)).toThrow(InvalidArgumentError);
    expect(() => parseTemplate(undefined as unknown as string)).toThrow("template: expected a string, got undefined");
  });

  it("throws an InvalidArgumentError for variables that are not an object", () => {
    const template = parseTemplate("{a}");
    expect(() => template.expand(null as unknown as Record<string, unknown>)).toThrow(
      "variables: expected an object, got null",
    );
    expect(() => parseTemplate("x").expand("a" as unknown as Record<string, unknown>)).toThrow(InvalidArgumentError);
  });

  it.each<[unknown, string]>([
    [5, "options: expected an object such as { hyphens: true }, got 5"],
    [null, "options: expected an object such as { hyphens: true }, got null"],
    [{ hyphens: "yes" }, 'options.hyphens: expected true or false, got the string "yes"'],
  ])("throws an InvalidArgumentError for options %j", (options, message) => {
    expect(() => parseTemplate("{a-b}", options as never)).toThrow(new InvalidArgumentError(message.split(": ")[0]!, message.slice(message.indexOf(": ") + 2), undefined, "expected"));
  });
});

describe("the compiled form", () => {
  it("lists variable names in order of first appearance, without duplicates", () => {
    expect(parseTemplate("{a}{b,a}/x{?c,b}{d.e}{+a:2}").variableNames).toEqual(["a", "b", "c", "d.e"]);
    expect(parseTemplate("/no/variables").variableNames).toEqual([]);
    expect(parseTemplate("").variableNames).toEqual([]);
  });

  it.each([8, 9, 10, 12])("lists %i names once each however often and however late each recurs", (count) => {
    const names = Array.from({ length: count }, (_, i) => `v${i}`);
    // Every name once, then each again, the first and last interleaved with the new ones.
    const template = parseTemplate(`{${names.join(",")}}/{${names[0]},${names[count - 1]}}{?${[...names].reverse().join(",")}}`);
    expect(template.variableNames).toEqual(names);
    const values = Object.fromEntries(names.map((name, i) => [name, i]));
    expect(template.expand(values)).toBe(`${names.map((_, i) => i).join(",")}/0,${count - 1}?${[...names].reverse().map((name) => `${name}=${values[name]}`).join("&")}`);
  });

  it("keeps the template text as given", () => {
    expect(parseTemplate("café/{var}").template).toBe("café/{var}");
  });

  it("stores literals encoded once: URI characters and triplets stay, anything else is encoded", () => {
    expect(parseTemplate("café {a}{b}%2F%").expand({})).toBe("caf%C3%A9%20%2F%25");
  });

  it.each([
    ["{+a}", "x/y"],
    ["{#a}", "#x/y"],
    ["{.a}", ".x%2Fy"],
    ["{/a}", "/x%2Fy"],
    ["{;a}", ";a=x%2Fy"],
    ["{?a}", "?a=x%2Fy"],
    ["{&a}", "&a=x%2Fy"],
    ["{a}", "x%2Fy"],
  ])("reads the operator of %s", (template, expanded) => {
    expect(parseTemplate(template).expand({ a: "x/y" })).toBe(expanded);
  });

  it("reads prefixes up to 9999 and dotted and percent-encoded names", () => {
    const template = parseTemplate("{a:1,b:9999,c.d_1,Some%20Thing*}");
    expect(template.variableNames).toEqual(["a", "b", "c.d_1", "Some%20Thing"]);
    expect(template.expand({ a: "xyz", b: "long", "c.d_1": "v", "Some%20Thing": ["p", "q"] })).toBe("x,long,v,p,q");
  });

  it("is frozen, so a shared template cannot be changed", () => {
    const template = parseTemplate("{/a,b}");
    expect(Object.isFrozen(template)).toBe(true);
    expect(Object.isFrozen(template.variableNames)).toBe(true);
  });
});

describe("variable names with hyphens", () => {
  it("are refused by RFC 6570 itself", () => {
    expect(templateError(() => parseTemplate("/teams/{enterprise-team}")).position).toBe(18);
  });

  it.each([
    ["{enterprise-team}", ["enterprise-team"], "x"],
    ["{a-b.c-d}", ["a-b.c-d"], "x"],
    ["{?per-page,a}", ["per-page", "a"], "?per-page=x&a=x"],
  ])("are read in %s when asked for", (template, names, expanded) => {
    const parsed = parseTemplate(template, { hyphens: true });
    expect(parsed.variableNames).toEqual(names);
    expect(parsed.expand(Object.fromEntries(names.map((name) => [name, "x"])))).toBe(expanded);
  });

  it.each([
    ["{-a}", 1, 'unexpected "-" where a variable name was expected'],
    ["{a-}", 3, 'unexpected "}" where a letter, digit, "_" or %-triplet after "-" in a variable name was expected'],
    ["{a--b}", 3, 'unexpected "-" where a letter'],
    ["{a.-b}", 3, 'unexpected "-" where a letter'],
  ])("join two name characters only: %s fails at %i", (template, position, problem) => {
    const error = templateError(() => parseTemplate(template, { hyphens: true }));
    expect(error.position).toBe(position);
    expect(error.message).toContain(problem);
  });
});

describe("invalid templates", () => {
  it.each([
    ["{", 0, "no closing"],
    ["{a", 0, "no closing"],
    ["{/id*", 0, "no closing"],
    ["{a:", 0, "no closing"],
    ["{a.", 0, "no closing"],
    ["{%2", 0, "no closing"],
    ["x{a}y{b", 5, "no closing"],
    ["a}", 1, 'has no matching "{"'],
    ["/x}/{a}", 2, 'has no matching "{"'],
    ["{a}}", 3, 'has no matching "{"'],
    ["{}", 1, 'unexpected "}" where a variable name was expected'],
    ["{+}", 2, 'unexpected "}" where a variable name was expected'],
    ["{a,}", 3, 'unexpected "}" where a variable name was expected'],
    ["{a,,b}", 3, 'unexpected "," where a variable name was expected'],
    ["{,a}", 1, 'the operator "," is reserved'],
    ["{=a}", 1, 'the operator "=" is reserved'],
    ["{!a}", 1, 'the operator "!" is reserved'],
    ["{@a}", 1, 'the operator "@" is reserved'],
    ["{|a}", 1, 'the operator "|" is reserved'],
    ["{$a}", 1, 'unexpected "$" where a variable name was expected'],
    ["{??a}", 2, 'unexpected "?" where a variable name was expected'],
    ["{a:0}", 3, 'unexpected "0" where a prefix length'],
    ["{a:01}", 3, 'unexpected "0" where a prefix length'],
    ["{a:}", 3, 'unexpected "}" where a prefix length'],
    ["{a:x}", 3, 'unexpected "x" where a prefix length'],
    ["{a:10000}", 7, "cannot exceed 9999"],
    ["{a*:1}", 3, "both the explode modifier and a prefix"],
    ["{a:1*}", 4, "both a prefix and the explode modifier"],
    ["{a b}", 2, 'unexpected " " after variable "a"; expected "," or "}"'],
    ["{a-b}", 2, 'unexpected "-" after variable "a"'],
    ["{a{b}}", 2, 'unexpected "{" after variable "a"'],
    ["{.}", 2, 'unexpected "}" where a variable name was expected'],
    ["{..a}", 2, 'unexpected "." where a variable name was expected'],
    ["{a..b}", 3, 'unexpected "." where a letter, digit, "_" or %-triplet after "." in a variable name was expected'],
    ["{a.}", 3, 'unexpected "}" where a letter'],
    ["{%zz}", 1, "percent-encoded triplet"],
    ["{a%2}", 2, "percent-encoded triplet"],
    ["{é}", 1, 'unexpected "é"'],
    ["{😀}", 1, 'unexpected "😀"'],
  ])("%s fails at position %i", (template, position, problem) => {
    const error = templateError(() => parseTemplate(template));
    expect(error.position).toBe(position);
    expect(error.template).toBe(template);
    expect(error.message).toContain(`Invalid URI template ${JSON.stringify(template)} at position ${position}: `);
    expect(error.message).toContain(problem);
  });
});

describe("expanding values", () => {
  it.each([
    ["a number", 42, "42"],
    ["a negative decimal", -1.5, "-1.5"],
    ["zero", 0, "0"],
    ["true", true, "true"],
    ["false", false, "false"],
    ["an empty string", "", ""],
    ["a BigInt", 12345678901234567890n, "12345678901234567890"],
  ])("writes %s as text", (_label, value, expected) => {
    expect(parseTemplate("{v}").expand({ v: value })).toBe(expected);
    expect(parseTemplate("{?v}").expand({ v: value })).toBe(`?v=${expected}`);
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["an empty list", []],
    ["a list of null and undefined", [null, undefined]],
    ["an empty object", {}],
    ["an object of undefined and null values", { a: undefined, b: null }],
  ])("skips %s like an undefined variable", (_label, value) => {
    expect(parseTemplate("x{v}{/v}{?v}{&v*}{;v}").expand({ v: value })).toBe("x");
    expect(parseTemplate("{?a,v,b}").expand({ a: 1, v: value, b: 2 })).toBe("?a=1&b=2");
  });

  it("skips null and undefined list members and object values, keeping the rest", () => {
    expect(parseTemplate("{/list}{?list*}").expand({ list: ["a", null, undefined, 1, true] })).toBe(
      "/a,1,true?list=a&list=1&list=true",
    );
    expect(parseTemplate("{?keys*}").expand({ keys: { a: undefined, b: "1", c: null, d: 2 } })).toBe("?b=1&d=2");
  });

  it("treats a missing variable as undefined, and reads only own properties", () => {
    expect(parseTemplate("{a}{constructor}{toString}{__proto__}").expand({})).toBe("");
    const inherited: Record<string, unknown> = Object.create({ a: "inherited" }) as Record<string, unknown>;
    expect(parseTemplate("{a}").expand(inherited)).toBe("");
    const bag: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    bag.a = "own";
    expect(parseTemplate("{a}").expand(bag)).toBe("own");
  });

  it("expands a null-prototype object as an associative array", () => {
    const keys: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    keys.x = "1";
    expect(parseTemplate("{?keys*}").expand({ keys })).toBe("?x=1");
  });

  it("writes empty members with ifemp, per operator", () => {
    expect(parseTemplate("{;list*}").expand({ list: ["", "a"] })).toBe(";list;list=a");
    expect(parseTemplate("{?list*}").expand({ list: ["", "a"] })).toBe("?list=&list=a");
    expect(parseTemplate("{;keys*}").expand({ keys: { a: "", b: "x" } })).toBe(";a;b=x");
    expect(parseTemplate("{?keys*}").expand({ keys: { a: "", b: "x" } })).toBe("?a=&b=x");
    expect(parseTemplate("{keys*}").expand({ keys: { a: "", b: "x" } })).toBe("a=,b=x");
    expect(parseTemplate("{;list}").expand({ list: [""] })).toBe(";list=");
    expect(parseTemplate("{/list*}").expand({ list: ["", ""] })).toBe("//");
  });

  it("encodes associative-array keys like values", () => {
    expect(parseTemplate("{?k*}").expand({ k: { "a b": "c d" } })).toBe("?a%20b=c%20d");
    expect(parseTemplate("{k}").expand({ k: { "a/b": "c/d" } })).toBe("a%2Fb,c%2Fd");
    expect(parseTemplate("{+k}").expand({ k: { "a/b": "c/d" } })).toBe("a/b,c/d");
  });

  it("looks a percent-encoded name up as written", () => {
    expect(parseTemplate("{Some%20Thing}{?Stra%C3%9Fe}").expand({ "Some%20Thing": "x", "Stra%C3%9Fe": "y" })).toBe(
      "x?Stra%C3%9Fe=y",
    );
  });

  it("counts a prefix in code points, not UTF-16 units", () => {
    expect(parseTemplate("{v:1}").expand({ v: "𝄞stave" })).toBe("%F0%9D%84%9E");
    expect(parseTemplate("{v:2}").expand({ v: "𝄞stave" })).toBe("%F0%9D%84%9Es");
    expect(parseTemplate("{v:3}").expand({ v: 123456 })).toBe("123");
  });

  // A pair is a high surrogate (U+D800–U+DBFF) then a low one (U+DC00–U+DFFF); anything else is one unit.
  it.each([
    ["U+10000, the first pair", "\uD800\uDC00x", "%F0%90%80%80"],
    ["U+103FF", "\uD800\uDFFFx", "%F0%90%8F%BF"],
    ["U+10FC00, a pair led by U+DBFF", "\uDBFF\uDC00x", "%F4%8F%B0%80"],
    ["a high surrogate before U+E000", "\uD800\uE000", "%EF%BF%BD"],
    ["U+E000 before a low surrogate", "\uE000\uDC00", "%EE%80%80"],
    ["a letter before a low surrogate", "a\uDC00b", "a"],
  ])("takes one code point of %s for {v:1}", (_name, value, expected) => {
    expect(parseTemplate("{v:1}").expand({ v: value })).toBe(expected);
  });

  it("encodes a lone surrogate as U+FFFD instead of throwing", () => {
    expect(parseTemplate("{v}").expand({ v: "a\uD800b" })).toBe("a%EF%BF%BDb");
    expect(parseTemplate("{+v}").expand({ v: "\uDC00/" })).toBe("%EF%BF%BD/");
    expect(parseTemplate("{v:2}").expand({ v: "\uD800\uD800x" })).toBe("%EF%BF%BD%EF%BF%BD");
    expect(parseTemplate("\uD800{v}").expand({ v: "x" })).toBe("%EF%BF%BDx");
  });

  it("copies URI characters and triplets in literals and encodes everything else", () => {
    expect(parseTemplate("café/{var}").expand({ var: "value" })).toBe("caf%C3%A9/value");
    expect(parseTemplate("/a b'()*!$&+,;=:@[]?#x").expand({})).toBe("/a%20b'()*!$&+,;=:@[]?#x");
    expect(parseTemplate('"<>\\^`|').expand({})).toBe("%22%3C%3E%5C%5E%60%7C");
    expect(parseTemplate("x%20y%2f100%").expand({})).toBe("x%20y%2f100%25");
  });

  it("keeps triplets in reserved expansion but encodes a stray %", () => {
    expect(parseTemplate("{+v}").expand({ v: "%foo%2F%2" })).toBe("%25foo%2F%252");
    expect(parseTemplate("{#v}").expand({ v: "%41" })).toBe("#%41");
    expect(parseTemplate("{v}").expand({ v: "%41" })).toBe("%2541");
  });
});

describe("values that cannot be expanded", () => {
  class Point {
    x = 1;
  }

  it.each([
    ["a function", () => "x", "function"],
    ["a symbol", Symbol("s"), "symbol"],
    ["a Date", new Date(0), "Date"],
    ["a Map", new Map(), "Map"],
    ["a class instance", new Point(), "Object"],
  ])("throws for %s, naming the variable", (_label, value, kind) => {
    const error = templateError(() => parseTemplate("/x{?a,when}").expand({ a: 1, when: value }));
    expect(error.position).toBe(6);
    expect(error.message).toContain(`variable "when" has a value of a type that cannot be expanded (${kind})`);
  });

  it("throws for a list member or object value of an unusable type", () => {
    const nested = templateError(() => parseTemplate("{list}").expand({ list: ["a", ["b"]] }));
    expect(nested.message).toContain('variable "list" has a list member of a type that cannot be expanded (Array)');
    const inObject = templateError(() => parseTemplate("{keys*}").expand({ keys: { a: { b: 1 } } }));
    expect(inObject.message).toContain('variable "keys" has a value for key "a" of a type that cannot be expanded');
  });

  it("throws for a prefix on a list or an object, at that varspec", () => {
    const onList = templateError(() => parseTemplate("{?a,list:1}").expand({ list: ["x"] }));
    expect(onList.position).toBe(4);
    expect(onList.message).toContain('variable "list" is a list, which cannot take a prefix modifier');
    const onObject = templateError(() => parseTemplate("{+keys:1}").expand({ keys: { a: "b" } }));
    expect(onObject.position).toBe(2);
    expect(onObject.message).toContain('variable "keys" is an object, which cannot take a prefix modifier');
  });

  it("skips a prefixed list or object that is empty, like any undefined variable", () => {
    expect(parseTemplate("{keys:1}").expand({ keys: [] })).toBe("");
  });
});

describe("reuse", () => {
  it("expands one compiled template many times, each result independent", () => {
    const template = parseTemplate("/users/{user}{?page,per_page}");
    const variables = Object.freeze({ user: "a b", page: 1 });
    expect(template.expand(variables)).toBe("/users/a%20b?page=1");
    expect(template.expand({ user: "c", per_page: 100 })).toBe("/users/c?per_page=100");
    expect(template.expand({})).toBe("/users/");
    expect(template.expand(variables)).toBe("/users/a%20b?page=1");
    const outputs = Array.from({ length: 1000 }, (_, page) => template.expand({ user: "u", page }));
    expect(outputs[999]).toBe("/users/u?page=999");
    expect(new Set(outputs).size).toBe(1000);
  });

  it("does not change the caller's variables", () => {
    const list = ["b", null, "a"];
    const keys = { z: "1", y: undefined };
    parseTemplate("{list*}{?keys*}").expand({ list, keys });
    expect(list).toEqual(["b", null, "a"]);
    expect(keys).toEqual({ z: "1", y: undefined });
    expect(Object.isFrozen(list)).toBe(false);
  });
});

describe("a prefix modifier counts characters, not UTF-16 code units", () => {
  it.each([
    ["\u{1F600}\u{1F600}\u{1F600}", "%F0%9F%98%80%F0%9F%98%80"],
    ["a\u{1F600}b", "a%F0%9F%98%80"],
    ["\u{1F600}", "%F0%9F%98%80"],
    ["ab", "ab"],
    ["abc", "ab"],
    ["\ud800x", "%EF%BF%BDx"],
  ])("{x:2} of %j is %s", (value, expanded) => {
    expect(parseTemplate("{x:2}").expand({ x: value })).toBe(expanded);
  });
});
