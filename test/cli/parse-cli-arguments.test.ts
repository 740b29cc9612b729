import { describe, expect, it } from "vitest";
import { parseCliArguments } from "../../src/cli/parse-cli-arguments";
import { UsageError } from "../../src/cli/usage-error";

const noFiles = (path: string): string => {
  throw new Error(`ENOENT: no such file or directory, open '${path}'`);
};
const parse = (...argv: string[]) => parseCliArguments(argv, noFiles);
const thrownName = (call: () => unknown): string | undefined => {
  try {
    call();
  } catch (error) {
    return (error as Error).name;
  }
  return undefined;
};

describe("parseCliArguments", () => {
  it("README example: route, string parameters, header, preview, format, base URL", () => {
    expect(
      parse(
        "GET /orgs/{org}/repos",
        "org=octokit",
        "type=private",
        "-H",
        "authorization: token 0000000000000000000000000000000000000001",
        "--preview",
        "mercy",
        "--format",
        "raw",
        "--base-url",
        "https://ghe.acme-inc.com/api/v3",
      ),
    ).toEqual({
      action: "json",
      route: "GET /orgs/{org}/repos",
      options: {
        org: "octokit",
        type: "private",
        headers: { authorization: "token 0000000000000000000000000000000000000001" },
        mediaType: { previews: ["mercy"], format: "raw" },
        baseUrl: "https://ghe.acme-inc.com/api/v3",
      },
    });
  });

  describe("name=text is a string, name:=json a JSON value", () => {
    it.each([
      ["per_page:=100", "per_page", 100],
      ["per_page=100", "per_page", "100"],
      ["draft:=true", "draft", true],
      ["milestone:=null", "milestone", null],
      ['labels:=["bug","ui"]', "labels", ["bug", "ui"]],
      ['payload:={"a":{"b":1}}', "payload", { a: { b: 1 } }],
      ['title:="quoted"', "title", "quoted"],
      ["q=a=b", "q", "a=b"],
      ["q=a:=b", "q", "a:=b"],
      ["empty=", "empty", ""],
      ["text=it's $HOME", "text", "it's $HOME"],
    ])("%s", (pair, name, value) => {
      expect(parse("GET /x", pair).options).toEqual({ [name]: value });
    });

    it.each([
      ["big:=12345678901234567890", "12345678901234567890"],
      ["big:=1e999", "1e999"],
      ["big:=-1e999", "-1e999"],
      ['big:=[1,{"a":9007199254740993}]', "9007199254740993"],
      ["big:=12345678901234567890.0", "12345678901234567890.0"],
      ["big:=9007199254740993e0", "9007199254740993e0"],
      ["big:=900719925474099.3e1", "900719925474099.3e1"],
      ["big:=1e23", "1e23"],
      ["big:=1e-400", "1e-400"],
      ["big:=-1e-400", "-1e-400"],
      ["big:=12345678901234567890.5", "12345678901234567890.5"],
      ["big:=9007199254740993.5", "9007199254740993.5"],
    ])("refuses %s, a number a JavaScript number cannot hold exactly", (pair, number) => {
      expect(() => parse("GET /x", pair)).toThrow(new RegExp(`^big:= holds ${number.replace("+", "\\+")}, which a JavaScript number cannot hold exactly; pass it as text with big=…$`));
    });

    it.each([
      ["ok:=9007199254740991", 9007199254740991],
      ["ok:=0.1", 0.1],
      ["ok:=1e21", 1e21],
      ["ok:=9007199254740992.000", 9007199254740992],
      ["ok:=12e-1", 1.2],
      ["ok:=0e-400", 0],
      ["ok:=-0.0", -0],
      ["ok:=5e-324", 5e-324],
      ["ok:=-2.5", -2.5],
      ["ok:=-0.5", -0.5],
      ["ok:=123.456e1", 1234.56],
      ['ok:="12345678901234567890"', "12345678901234567890"],
    ])("keeps %s, which a number holds as JSON means it", (pair, value) => {
      expect(parse("GET /x", pair).options).toEqual({ ok: value });
    });
  });

  describe("headers", () => {
    it.each([
      ["authorization: token abc", { authorization: "token abc" }],
      ["X-Mixed-Case:value", { "x-mixed-case": "value" }],
      ["x-tabbed:\t  spaced value ", { "x-tabbed": "spaced value " }],
      ["x-colon: a: b", { "x-colon": "a: b" }],
      ["x-empty:", { "x-empty": "" }],
    ])("-H %j", (line, headers) => {
      expect(parse("GET /x", "-H", line).options).toEqual({ headers });
    });

    it("repeats, also as --header=", () => {
      expect(parse("GET /x", "-H", "a: 1", "--header=b: 2").options).toEqual({ headers: { a: "1", b: "2" } });
    });
  });

  it("repeats --preview", () => {
    expect(parse("GET /x", "--preview", "mercy", "--preview=symmetra").options).toEqual({
      mediaType: { previews: ["mercy", "symmetra"], format: undefined },
    });
  });

  it("takes the body from --data or --data-file", () => {
    expect(parse("POST /markdown/raw", "--data", "@not a file").options).toEqual({ data: "@not a file" });
    expect(parseCliArguments(["POST /x", "--data-file", "body.txt"], () => "from a file\n").options).toEqual({
      data: "from a file\n",
    });
  });

  it.each([
    [["--curl", "GET /x"], "curl"],
    [["GET /x"], "json"],
    [["--help"], "help"],
    [["-h", "GET /x", "--curl"], "help"],
    [["--version"], "version"],
  ])("%j is the %s action", (argv, action) => {
    expect(parseCliArguments(argv, noFiles).action).toBe(action);
  });

  it("neither reads nor needs a route for --help", () => {
    expect(parse("--help", "--data-file", "missing.txt")).toEqual({ action: "help", route: "", options: {} });
  });

  it("neither reads nor needs a route for --version", () => {
    expect(parse("--version", "--data-file", "missing.txt")).toEqual({ action: "version", route: "", options: {} });
  });

  it("takes a route whose query holds name=value, which only a route that starts with one looks like a parameter", () => {
    expect(parse("GET /search/issues?q=bug", "per_page=1")).toEqual({ action: "json", route: "GET /search/issues?q=bug", options: { per_page: "1" } });
  });

  it("takes --format alone, and --preview alone", () => {
    expect(parse("GET /x", "--format", "raw").options).toEqual({ mediaType: { previews: undefined, format: "raw" } });
    expect(parse("GET /x", "--preview", "mercy").options).toEqual({ mediaType: { previews: ["mercy"], format: undefined } });
  });

  it("keeps spaces inside a header value and drops only those after the colon", () => {
    expect(parse("GET /x", "-H", "a:x  y", "-H", "b: \t z ").options).toEqual({ headers: { a: "x  y", b: "z " } });
  });

  it("takes any parameter name the library takes: url and the names of Object.prototype too", () => {
    const { options } = parse("PATCH /hooks/{hook_id}/config", "hook_id:=1", "url=https://example.com", "constructor=c", "toString=t", "__proto__=p");
    expect(Object.keys(options)).toEqual(["hook_id", "url", "constructor", "toString", "__proto__"]);
    expect(Object.getPrototypeOf(options)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(options, "__proto__")?.value).toBe("p");
  });

  describe("usage errors say what is wrong", () => {
    it.each([
      [[], 'missing the route, such as "GET /orgs/{org}/repos"'],
      [["org=octokit"], '"org=octokit" looks like a parameter; the route comes first, as in "GET /orgs/{org}/repos"'],
      [["GET /x", "org"], '"org" is not a parameter; write name=text or name:=json'],
      [["GET /x", "=v"], '"=v" has no parameter name before the "="'],
      [["GET /x", ":=1"], '":=1" has no parameter name before the "="'],
      [["GET /x", "a=1", "a:=2"], 'parameter "a" is given twice'],
      [["GET /x", "method=POST"], '"method" cannot be a parameter: put the method in the route, as in "POST /user/repos"'],
      [["GET /x", "baseUrl=h"], '"baseUrl" cannot be a parameter: use --base-url'],
      [["GET /x", "headers:={}"], '"headers" cannot be a parameter: use -H "name: value"'],
      [["GET /x", "mediaType:={}"], '"mediaType" cannot be a parameter: use --preview and --format'],
      [["GET /x", "data=x"], '"data" cannot be a parameter: use --data or --data-file'],
      [["GET /x", "request:={}"], '"request" cannot be a parameter: it has no meaning on the command line'],
      [["GET /x", "n:=1.25e999"], "n:= holds 1.25e999, which a JavaScript number cannot hold exactly; pass it as text with n=…"],
      [["GET /x", "n:=[1e+999]"], "n:= holds 1e+999, which a JavaScript number cannot hold exactly; pass it as text with n=…"],
      [["GET /x", "n:=-12345678901234567890"], "n:= holds -12345678901234567890, which a JavaScript number cannot hold exactly; pass it as text with n=…"],
      [["GET /x", "n:=abc"], /^n:= needs a JSON value, such as 100, true, null or '\["a","b"\]': Unexpected token/],
      [["GET /x", "-H", "no colon"], 'header "no colon" needs a colon, as in "authorization: token …"'],
      [["GET /x", "-H", "A: 1", "-H", "a: 2"], 'header "a" is given twice'],
      [["POST /x", "--data", "a", "--data-file", "b"], "--data and --data-file both give the body; use one"],
      // A flag of one value given again: the later would win in silence, and curl users expect repeated --data joined.
      [["POST /x", "--data", "x", "--data", "y"], "--data is given 2 times; give it once"],
      [["POST /x", "--data-file", "a", "--data-file", "b", "--data-file", "c"], "--data-file is given 3 times; give it once"],
      [["GET /x", "--base-url", "https://a.example", "--base-url", "https://b.example"], "--base-url is given 2 times; give it once"],
      [["GET /x", "--format", "raw", "--format", "diff"], "--format is given 2 times; give it once"],
      [["POST /x", "--data-file", "missing.txt"], `cannot read --data-file "missing.txt": ENOENT: no such file or directory, open 'missing.txt'`],
      [["GET /x", "--nope"], /^unknown option "--nope"; an argument that starts with "-" goes after "--", as in -- "--nope"$/],
      [["-z", "GET /x"], /^unknown option "-z"; an argument that starts with "-" goes after "--", as in -- "-z"$/],
      [["GET /x", "--format"], /^Option '--format <value>' argument missing$/],
      [["GET /x", "--curl=yes"], /^Option '--curl' does not take an argument$/],
    ])("%j", (argv, message) => {
      const call = () => parseCliArguments(argv, noFiles);
      expect(call).toThrow(UsageError);
      expect(call).toThrow(message);
      expect(thrownName(call)).toBe("UsageError");
    });
  });
});
