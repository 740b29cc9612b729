import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRecordingServer, type RecordingServer } from "../clients/recording-server";
import { runInProcess } from "./run-in-process";

const run = promisify(execFile);
const hasCurl = spawnSync("curl", ["--version"]).status === 0;
const inCi = process.env.CI === "true";
if (!hasCurl && !inCi) {
  console.warn("test/cli/curl-command: SKIPPED, no curl on PATH (apt-get install -y curl); CI installs it and never skips.");
}

const TOKEN = "token 0000000000000000000000000000000000000001";
const GITHUB_HEADERS = { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" };

interface Case {
  name: string;
  /** CLI arguments; `{origin}` becomes the recording server's origin. */
  argv: string[];
  method: string;
  target: string;
  /** Headers that must arrive as given; `null` means absent. */
  headers: Record<string, string | null>;
  body: string;
}

const tricky = `it's "quoted" $HOME \`id\` $(id) back\\slash !`;

const cases: Case[] = [
  {
    name: "the README example: GET with a header, a preview and a format",
    argv: ["GET /orgs/{org}/repos", "org=octokit", "type=private", "-H", `authorization: ${TOKEN}`, "--preview", "mercy", "--format", "raw"],
    method: "GET",
    target: "/orgs/octokit/repos?type=private",
    headers: { ...GITHUB_HEADERS, accept: "application/vnd.github.mercy-preview.raw", authorization: TOKEN, "content-type": null },
    body: "",
  },
  {
    name: "POST whose JSON body holds spaces, quotes, $, backticks and non-ASCII",
    argv: ["POST /repos/{owner}/{repo}/issues", "owner=octokit", "repo=rest.js", `title=${tricky}`, 'labels:=["bug","ü"]', "-H", `x-note: ${tricky}`],
    method: "POST",
    target: "/repos/octokit/rest.js/issues",
    headers: { ...GITHUB_HEADERS, "x-note": tricky, "content-type": "application/json; charset=utf-8" },
    body: JSON.stringify({ title: tricky, labels: ["bug", "ü"] }),
  },
  {
    name: "PATCH with a typed value",
    argv: ["PATCH /repos/{owner}/{repo}", "owner=o", "repo=r", "private:=true"],
    method: "PATCH",
    target: "/repos/o/r",
    headers: { ...GITHUB_HEADERS, "content-type": "application/json; charset=utf-8" },
    body: '{"private":true}',
  },
  {
    name: "PUT without a body: content-length 0 and no content-type of curl's",
    argv: ["PUT /user/starred/{owner}/{repo}", "owner=octokit", "repo=endpoint.js"],
    method: "PUT",
    target: "/user/starred/octokit/endpoint.js",
    headers: { ...GITHUB_HEADERS, "content-length": "0", "content-type": null },
    body: "",
  },
  {
    name: "the upload example: query from the template, a raw body starting with @ and holding newlines",
    argv: [
      "POST {origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      "owner=octocat",
      "repo=hello-world",
      "release_id:=123",
      "name=example.zip",
      "label=short description",
      "-H",
      "content-type: text/plain",
      "--data",
      "@not-a-file\nHello, 'world'!\r\n",
    ],
    method: "POST",
    target: "/repos/octocat/hello-world/releases/123/assets?name=example.zip&label=short%20description",
    headers: { ...GITHUB_HEADERS, "content-type": "text/plain", "content-length": "29" },
    body: "@not-a-file\nHello, 'world'!\r\n",
  },
  {
    name: "HEAD, which curl must send with --head",
    argv: ["HEAD /repos/{owner}/{repo}", "owner=o", "repo=r", "ref=main"],
    method: "HEAD",
    target: "/repos/o/r?ref=main",
    headers: GITHUB_HEADERS,
    body: "",
  },
  {
    name: "brackets in a reserved expansion reach the server, not curl's URL globbing",
    argv: ["GET /repos/{owner}/{repo}/contents/{+path}", "owner=o", "repo=r", "path=a[1]/b"],
    method: "GET",
    target: "/repos/o/r/contents/a[1]/b",
    headers: GITHUB_HEADERS,
    body: "",
  },
  {
    name: "an empty header value is sent empty, not removed",
    argv: ["GET /user", "-H", "x-empty:"],
    method: "GET",
    target: "/user",
    headers: { ...GITHUB_HEADERS, "x-empty": "" },
    body: "",
  },
];

const table = ["bash", "sh"].flatMap((shell) => cases.map((testCase) => [shell, testCase.name, testCase] as const));

describe.skipIf(!hasCurl && !inCi)("--curl prints a command that real curl sends as built", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it("has curl to run (CI installs it)", () => {
    expect(hasCurl, "curl is not installed").toBe(true);
  });

  it.each(table)("%s: %s", async (shell, _, testCase) => {
    const argv = testCase.argv.map((word) => word.replace("{origin}", server.origin));
    const printed = runInProcess([...argv, "--base-url", server.origin, "--curl"]);
    expect(printed.status, printed.stderr).toBe(0);
    const line = printed.stdout.trimEnd();

    const [received] = await Promise.all([
      server.nextRequest(),
      run(shell, ["-c", `${line} --silent --show-error --max-time 5 --output /dev/null`], { timeout: 10_000 }),
    ]);
    expect(received.method).toBe(testCase.method);
    expect(received.target).toBe(testCase.target);
    for (const [name, value] of Object.entries(testCase.headers)) {
      expect(received.headers[name], name).toBe(value ?? undefined);
    }
    expect(received.body.toString("hex")).toBe(Buffer.from(testCase.body, "utf8").toString("hex"));
  });
});
