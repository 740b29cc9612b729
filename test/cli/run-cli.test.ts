import { describe, expect, it } from "vitest";
import { HELP_TEXT } from "../../src/cli/help-text";
import { runCli } from "../../src/cli/run-cli";
import { runInProcess } from "./run-in-process";

const TOKEN = "token 0000000000000000000000000000000000000001";

describe("fluent-endpoint (the CLI)", () => {
  it("README example: prints the result as JSON", () => {
    const run = runInProcess([
      "GET /orgs/{org}/repos",
      "org=octokit",
      "type=private",
      "-H",
      `authorization: ${TOKEN}`,
      "--preview",
      "mercy",
      "--format",
      "raw",
      "--base-url",
      "https://ghe.acme-inc.com/api/v3",
    ]);
    expect(run).toEqual({
      status: 0,
      stderr: "",
      stdout: `{
  "method": "get",
  "url": "https://ghe.acme-inc.com/api/v3/orgs/octokit/repos?type=private",
  "headers": {
    "accept": "application/vnd.github.mercy-preview.raw",
    "user-agent": "fluent-endpoint/1.0.0",
    "authorization": "${TOKEN}"
  }
}
`,
    });
  });

  it("types values: per_page:=100 is a number, draft:=true a boolean, labels:=[…] an array", () => {
    const run = runInProcess([
      "POST /repos/{owner}/{repo}/pulls",
      "owner=o",
      "repo=r",
      "title=Fix",
      "draft:=true",
      "labels:=[\"bug\"]",
      "issue:=7",
    ]);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      method: "post",
      url: "https://api.github.com/repos/o/r/pulls",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": "fluent-endpoint/1.0.0",
        "content-type": "application/json; charset=utf-8",
      },
      body: { title: "Fix", draft: true, labels: ["bug"], issue: 7 },
    });
  });

  it("README example: --curl prints a curl command line", () => {
    const run = runInProcess([
      "PATCH /repos/{owner}/{repo}",
      "owner=octocat",
      "repo=hello-world",
      "description=It's $5",
      "private:=true",
      "-H",
      `authorization: ${TOKEN}`,
      "--curl",
    ]);
    expect(run).toEqual({
      status: 0,
      stderr: "",
      stdout:
        "curl --globoff --request PATCH --header 'accept: application/vnd.github.v3+json' " +
        "--header 'user-agent: fluent-endpoint/1.0.0' " +
        `--header 'authorization: ${TOKEN}' ` +
        "--header 'content-type: application/json; charset=utf-8' " +
        `--data-raw '{"description":"It'\\''s $5","private":true}' ` +
        "--url https://api.github.com/repos/octocat/hello-world\n",
    });
  });

  it("sends --data as the body, with the caller's content-type", () => {
    const run = runInProcess(["POST /markdown/raw", "-H", "content-type: text/plain", "--data", "Hello **world**", "--curl"]);
    expect(run.stdout).toBe(
      "curl --globoff --request POST --header 'accept: application/vnd.github.v3+json' " +
        "--header 'user-agent: fluent-endpoint/1.0.0' --header 'content-type: text/plain' " +
        "--data-raw 'Hello **world**' --url https://api.github.com/markdown/raw\n",
    );
  });

  const SENT_HEADERS = "--header 'accept: application/vnd.github.v3+json' --header 'user-agent: fluent-endpoint/1.0.0'";
  it.each([
    // With --request HEAD curl would wait for a body.
    ["HEAD as --head", ["HEAD /x"], `curl --globoff --head ${SENT_HEADERS} --url https://api.github.com/x`],
    ["no body, so no --data-raw", ["GET /x", "q=a b"], `curl --globoff --request GET ${SENT_HEADERS} --url 'https://api.github.com/x?q=a%20b'`],
    // "name:" would remove the header; "name;" sends it empty.
    ["an empty header as name;", ["GET /x", "-H", "x-empty:"], `curl --globoff --request GET ${SENT_HEADERS} --header 'x-empty;' --url https://api.github.com/x`],
    // Without "content-type:" curl would add its form type to the empty body.
    [
      "PUT's empty body with curl's own content-type removed",
      ["PUT /user/starred/o/r"],
      `curl --globoff --request PUT ${SENT_HEADERS} --header content-type: --data-raw '' --url https://api.github.com/user/starred/o/r`,
    ],
  ])("--curl writes %s", (_name, argv, command) => {
    expect(runInProcess([...argv, "--curl"])).toEqual({ status: 0, stdout: `${command}\n`, stderr: "" });
  });

  it("reads --data-file", () => {
    const run = runInProcess(["POST /markdown/raw", "-H", "content-type: text/plain", "--data-file", "notes.md"], {
      "notes.md": "# Notes\n",
    });
    expect(JSON.parse(run.stdout)).toMatchObject({ body: "# Notes\n" });
  });

  it("refuses a request whose JSON text would be longer than a string can hold, saying --curl prints it", () => {
    // 90 million control characters, each written \u0001: about 540 million characters of JSON, past V8's limit.
    const run = runInProcess(["POST /markdown/raw", "-H", "content-type: text/plain", "--data-file", "big.txt"], {
      "big.txt": "\x01".repeat(90_000_000),
    });
    expect(run).toEqual({
      status: 1,
      stdout: "",
      stderr: 'fluent-endpoint: output: the request as JSON text would be longer than a string can hold; --curl prints it (route "POST /markdown/raw")\n',
    });
  });

  it("prints --help to stdout and succeeds", () => {
    expect(runInProcess(["--help"])).toEqual({ status: 0, stdout: HELP_TEXT, stderr: "" });
    expect(HELP_TEXT).toMatch(/^Usage: fluent-endpoint "<METHOD> <url>" \[name=text \| name:=json\]\.\.\. \[options\]\n/);
    expect(HELP_TEXT).toContain("name:=json                 a JSON value: per_page:=100");
  });

  it("lets an error that is neither a usage error nor the library's through, as it is", () => {
    const broken = new Error("EPIPE: broken pipe");
    const io = { stdout: () => { throw broken; }, stderr: () => {}, readTextFile: () => "" };
    expect(() => runCli(["GET /x"], io)).toThrow(broken);
  });

  it("prints --version", () => {
    expect(runInProcess(["--version"])).toEqual({ status: 0, stdout: "1.0.0\n", stderr: "" });
  });

  it.each([
    [[], 'fluent-endpoint: missing the route, such as "GET /orgs/{org}/repos"\nTry "fluent-endpoint --help".\n'],
    [["GET /x", "--bogus"], /^fluent-endpoint: unknown option "--bogus"; an argument that starts with "-" goes after "--", as in -- "--bogus"\nTry "fluent-endpoint --help".\n$/],
    [["GET /x", "per_page:=ten"], /^fluent-endpoint: per_page:= needs a JSON value.*\nTry "fluent-endpoint --help".\n$/],
    [
      ["POST /x", "--data", "a\u0000b", "--curl"],
      "fluent-endpoint: --curl: the body holds a NUL character, which no command-line argument can carry\nTry \"fluent-endpoint --help\".\n",
    ],
    // fetch sends "é" in a header as one byte, curl its argument's UTF-8: the printed command would send other bytes.
    [
      ["GET /x", "-H", "x-v: café", "--curl"],
      'fluent-endpoint: --curl: header "x-v" holds a character beyond ASCII, which curl would send in other bytes than fetch\nTry "fluent-endpoint --help".\n',
    ],
  ])("a usage error %j exits with 2 and says why on stderr", (argv, message) => {
    const run = runInProcess(argv);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(message);
  });

  it.each([
    [["GET /x", "-H", "bad name: x"], /^fluent-endpoint: headers\["bad name"\]: .*\n$/],
    [["GET /repos/{owner", "owner=o"], /^fluent-endpoint: .*"\/repos\/\{owner".*\n$/],
    [["DELETE /repos/{owner}/{repo}", "owner=o", "repo=.."], /^fluent-endpoint: repo: .*"\.\.".*\n$/],
  ])("input the library rejects %j exits with 1 and its message", (argv, message) => {
    const run = runInProcess(argv);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(message);
  });
});
