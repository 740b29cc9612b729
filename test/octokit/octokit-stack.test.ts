import { createReadStream, mkdtempSync, rmSync, writeFileSync, type ReadStream } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startRecordingServer, type RecordingServer } from "../clients/recording-server";
import { bundleStack, type StackClass, type StackOctokit } from "./bundle-stack";
import { answer, runOn, TOKEN, type Run, type Sent } from "./stack-harness";

// The real Octokit stack, @octokit/core with plugin-paginate-rest and
// plugin-rest-endpoint-methods, bundled twice: once as it ships, and once with
// the one line of bundler config the README gives,
//   alias: { "@octokit/endpoint": "fluent-endpoint/octokit" }.
// Each call below runs through both against a recording server on 127.0.0.1.
// The requests must arrive byte for byte the same (method, path and query,
// every header but host, body) and the caller must get the same value or the
// same error; the few cases where stock sends a request the caller did not
// mean are named below, each with the reason.
//
// Each call is a real caller's, quoted with its repository and file, with
// their values replaced by test ones.

let folder: string;
let server: RecordingServer;
let stock: StackClass;
let aliased: StackClass;
let mainExport: StackClass;
let aliasedInputs: string[];
let stockInputs: string[];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "fluent-endpoint-stack-"));
  server = await startRecordingServer(answer);
  [{ Stack: stock, inputs: stockInputs }, { Stack: aliased, inputs: aliasedInputs }, { Stack: mainExport }] = await Promise.all([
    bundleStack(folder, "stock"),
    bundleStack(folder, "aliased", { "@octokit/endpoint": "fluent-endpoint/octokit" }),
    // What `"overrides": { "@octokit/endpoint": "npm:fluent-endpoint@^1" }`
    // installs: the package's main entry under octokit's name.
    bundleStack(folder, "main-export", { "@octokit/endpoint": "fluent-endpoint" }),
  ]);
});

afterAll(async () => {
  await server?.close();
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
});

/** The same call through both stacks, stock first. */
async function both(call: (octokit: StackOctokit, origin: string) => Promise<unknown>): Promise<{ stock: Run; ours: Run }> {
  return { stock: await runOn(stock, server, call), ours: await runOn(aliased, server, call) };
}

const line = (sent: Run["sent"][number]): string => ("unparsed" in sent ? sent.unparsed : `${sent.method} ${sent.target}`);

/** The one request a run sent, which the server parsed. */
function onlyRequest(run: Run): Sent {
  expect(run.sent).toHaveLength(1);
  const [sent] = run.sent;
  if (sent === undefined || "unparsed" in sent) throw new Error(`the server could not parse the request: ${JSON.stringify(sent)}`);
  return sent;
}

/** The headers every request of the stack carries (its user agent, the token). */
function stackHeaders(sent: Sent): Record<string, string> {
  return { authorization: sent.headers.authorization!, "user-agent": sent.headers["user-agent"]! };
}

interface SameCase {
  name: string;
  /** Where the call comes from. */
  source: string;
  call: (octokit: StackOctokit, origin: string) => Promise<unknown>;
  /** What stock sends, request line by request line: pinned, so that two empty runs never pass for two equal ones. */
  lines: string[];
}

/** The bytes of a release asset: not UTF-8, with a CR LF, so that any re-encoding shows. */
const ASSET = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x0d, 0x0a]);

const streams: ReadStream[] = [];

/** A stream of a file holding the asset, as the callers that upload one make it; closed after each test, read or not. */
function assetStream(): string {
  const path = join(folder, "asset.zip");
  writeFileSync(path, ASSET);
  const stream = createReadStream(path);
  streams.push(stream);
  // octokit's types say a string; @octokit/request hands any body to fetch.
  return stream as unknown as string;
}

afterEach(() => {
  for (const stream of streams.splice(0)) stream.destroy();
});

const same: SameCase[] = [
  {
    name: "GET with a query",
    source:
      'gr2m/octokit-plugin-create-pull-request, src/compose-create-pull-request.ts: octokit.request("GET /repos/{owner}/{repo}/commits", { owner, repo, sha: base, per_page: 1 })',
    call: (octokit) => octokit.request("GET /repos/{owner}/{repo}/commits", { owner: "octocat", repo: "hello-world", sha: "main", per_page: 1 }),
    lines: ["GET /repos/octocat/hello-world/commits?sha=main&per_page=1"],
  },
  {
    name: "GET with q: search syntax with + separators, spaces and an emoji",
    source:
      'semantic-release/github, lib/find-sr-issues.js: octokit.request("GET /search/issues", { q: `in:title+repo:${owner}/${repo}+type:issue+state:open+${title}` })',
    call: (octokit) =>
      octokit.request("GET /search/issues", {
        q: `in:title+repo:${"octocat"}/${"hello-world"}+type:issue+state:open+${"The automated release is failing 🚨"}`,
      }),
    lines: [
      "GET /search/issues?q=in%3Atitle+repo%3Aoctocat%2Fhello-world+type%3Aissue+state%3Aopen+The%20automated%20release%20is%20failing%20%F0%9F%9A%A8",
    ],
  },
  {
    name: "POST with a JSON body",
    source:
      'gr2m/octokit-plugin-create-pull-request, src/compose-create-pull-request.ts: octokit.request("POST /repos/{owner}/{repo}/git/refs", { owner, repo, sha, ref: `refs/heads/${head}` })',
    call: (octokit) =>
      octokit.request("POST /repos/{owner}/{repo}/git/refs", { owner: "octocat", repo: "hello-world", sha: "c0ffee", ref: `refs/heads/${"patch-1"}` }),
    lines: ["POST /repos/octocat/hello-world/git/refs"],
  },
  {
    name: "PATCH through request, a path value with a slash",
    source:
      'gr2m/octokit-plugin-create-pull-request, src/compose-create-pull-request.ts: octokit.request("PATCH /repos/{owner}/{repo}/git/refs/{ref}", { owner, repo, sha, ref: `heads/${head}`, force: true })',
    call: (octokit) =>
      octokit.request("PATCH /repos/{owner}/{repo}/git/refs/{ref}", {
        owner: "octocat",
        repo: "hello-world",
        sha: "c0ffee",
        ref: `heads/${"patch-1"}`,
        force: true,
      }),
    lines: ["PATCH /repos/octocat/hello-world/git/refs/heads%2Fpatch-1"],
  },
  {
    name: "PATCH through rest.repos.update, a nested body",
    source: "JoshuaKGoldberg/create-typescript-app, src/blocks/blockRepositorySettings.ts (c0325c4e): octokit.rest.repos.update({ allow_auto_merge: true, …, owner, repo, security_and_analysis: { … }, … })",
    call: (octokit) =>
      octokit.rest.repos.update({
        allow_auto_merge: true,
        allow_merge_commit: false,
        allow_rebase_merge: false,
        allow_squash_merge: true,
        delete_branch_on_merge: true,
        description: "A repository ✨",
        has_wiki: false,
        owner: "octocat",
        repo: "hello-world",
        security_and_analysis: { secret_scanning: { status: "enabled" }, secret_scanning_push_protection: { status: "enabled" } },
        squash_merge_commit_message: "PR_BODY",
        squash_merge_commit_title: "PR_TITLE",
      }),
    lines: ["PATCH /repos/octocat/hello-world"],
  },
  {
    name: "PUT without a body, the method given beside a route without one",
    source:
      'octoherd/octoherd, scripts/star-or-unstar/script.js: octokit.request("/user/starred/{owner}/{repo}", { method, owner, repo }) with method "PUT"',
    call: (octokit) => octokit.request("/user/starred/{owner}/{repo}", { method: "PUT", owner: "octocat", repo: "hello-world" }),
    lines: ["PUT /user/starred/octocat/hello-world"],
  },
  {
    name: "DELETE",
    source:
      'chiragpadyal/gh-pack, src/components/deleteBranch.js: octokit.request("DELETE /repos/{owner}/{repo}/git/refs/heads/{ref}", { owner, repo, ref })',
    call: (octokit) => octokit.request("DELETE /repos/{owner}/{repo}/git/refs/heads/{ref}", { owner: "octocat", repo: "hello-world", ref: "patch-1" }),
    lines: ["DELETE /repos/octocat/hello-world/git/refs/heads/patch-1"],
  },
  {
    name: "DELETE answered 422: the same RequestError",
    source: "chiragpadyal/gh-pack, src/components/deleteBranch.js, as above, for a branch that is gone",
    call: (octokit) => octokit.request("DELETE /repos/{owner}/{repo}/git/refs/heads/{ref}", { owner: "octocat", repo: "hello-world", ref: "gone" }),
    lines: ["DELETE /repos/octocat/hello-world/git/refs/heads/gone"],
  },
  {
    name: "HEAD answered 200",
    source:
      'gr2m/octokit-plugin-create-pull-request, src/create-tree.ts: octokit.request("HEAD /repos/{owner}/{repo}/contents/:path", { owner, repo, ref, path })',
    call: (octokit) =>
      octokit.request("HEAD /repos/{owner}/{repo}/contents/:path", { owner: "octocat", repo: "hello-world", ref: "c0ffee", path: "docs/README.md" }),
    lines: ["HEAD /repos/octocat/hello-world/contents/docs%2FREADME.md?ref=c0ffee"],
  },
  {
    name: 'HEAD answered 404: the error says "Not Found"',
    source: "gr2m/octokit-plugin-create-pull-request, src/create-tree.ts, as above, for a file that does not exist",
    call: (octokit) =>
      octokit.request("HEAD /repos/{owner}/{repo}/contents/:path", { owner: "octocat", repo: "hello-world", ref: "c0ffee", path: "missing.md" }),
    lines: ["HEAD /repos/octocat/hello-world/contents/missing.md?ref=c0ffee"],
  },
  {
    name: "paginate: three pages linked by Link headers",
    source:
      "repository-settings/app, lib/plugins/milestones.js: this.github.paginate('GET /repos/{owner}/{repo}/milestones', { per_page: 100, state: 'all', ...this.repo })",
    call: (octokit) => octokit.paginate("GET /repos/{owner}/{repo}/milestones", { per_page: 100, state: "all", owner: "octocat", repo: "hello-world" }),
    lines: [
      "GET /repos/octocat/hello-world/milestones?per_page=100&state=all",
      "GET /repositories/42/milestones?per_page=100&state=all&page=2",
      "GET /repositories/42/milestones?per_page=100&state=all&page=3",
    ],
  },
  {
    name: "graphql",
    source: "gr2m/octokit-plugin-create-pull-request, src/compose-create-pull-request.ts: octokit.graphql(`query getPullRequestsForBranch(…) {…}`, { owner, repo, head })",
    call: (octokit) =>
      octokit.graphql(
        `
    query getPullRequestsForBranch($owner: String!, $repo: String!, $head: String!) {
      repository(name: $repo, owner: $owner) {
        ref(qualifiedName: $head) {
          associatedPullRequests(first: 1, states: OPEN) {
            edges { node { id number url } }
          }
        }
      }
    }`,
        { owner: "octocat", repo: "hello-world", head: "patch-1" },
      ),
    lines: ["POST /graphql"],
  },
];

describe("the Octokit stack with fluent-endpoint/octokit in place of @octokit/endpoint", () => {
  it("bundles fluent-endpoint/octokit in place of @octokit/endpoint, and nothing else changes", () => {
    expect(stockInputs).toContain("node_modules/@octokit/endpoint/dist-bundle/index.js");
    expect(stockInputs.filter((input) => input.startsWith("src/"))).toEqual([]);
    expect(aliasedInputs.filter((input) => input.includes("@octokit/endpoint"))).toEqual([]);
    expect(aliasedInputs).toEqual(expect.arrayContaining(["src/octokit/index.ts", "src/index.ts"]));
    const theirs = (inputs: string[]) =>
      inputs.filter((input) => input.startsWith("node_modules/") && !/node_modules\/(@octokit\/endpoint|immer)\//.test(input));
    expect(theirs(aliasedInputs)).toEqual(theirs(stockInputs));
  });

  it.each(same)("$name: the same request and outcome as stock", async ({ call, lines }) => {
    const { stock, ours } = await both(call);
    expect(stock.sent.map(line)).toEqual(lines);
    expect(ours).toEqual(stock);
    for (const sent of stock.sent as Sent[]) {
      expect(stackHeaders(sent)).toEqual({ authorization: `token ${TOKEN}`, "user-agent": expect.stringMatching(/^stack-test octokit-core\.js\//) });
    }
  });

  // Where stock sends a request the caller did not mean, ours sends the one
  // they meant, or refuses with the library's error; everything else about
  // the request and the outcome is still compared.

  it("rest.repos.uploadReleaseAsset with the release's upload_url as url: no stray & for the label not given", async () => {
    // ncipollo/release-action, src/Releases.ts:
    //   this.git.rest.repos.uploadReleaseAsset({ url: assetUrl, headers: { "content-length": contentLength,
    //     "content-type": contentType }, data: file, name, owner, release_id, repo }), file a createReadStream().
    // `{?name,label}` without a label: RFC 6570 leaves out an undefined
    // variable with its separator; octokit 11 writes a stray `&`
    // (docs/coming-from-octokit.md, `undefined-query-variables`).
    const { stock, ours } = await both((octokit, origin) =>
      octokit.rest.repos.uploadReleaseAsset({
        url: `${origin}/repos/octocat/hello-world/releases/1/assets{?name,label}`,
        headers: { "content-length": 8, "content-type": "application/zip" },
        data: assetStream(),
        name: "hello world.zip",
        owner: "octocat",
        release_id: 1,
        repo: "hello-world",
      }),
    );
    expect(stock.sent.map(line)).toEqual(["POST /repos/octocat/hello-world/releases/1/assets?name=hello%20world.zip&"]);
    expect(ours.sent.map(line)).toEqual(["POST /repos/octocat/hello-world/releases/1/assets?name=hello%20world.zip"]);
    const { target: _stock, ...stockRest } = onlyRequest(stock);
    const { target: _ours, ...oursRest } = onlyRequest(ours);
    expect(oursRest).toEqual(stockRest);
    expect(oursRest.body).toEqual(ASSET);
    // The response's url is the request's.
    const stockResponse = (stock.outcome as { resolved: { url: string } }).resolved;
    expect(ours.outcome).toEqual({ resolved: { ...stockResponse, url: stockResponse.url.replace(/&$/, "") } });
  });

  it("a preview the caller names is sent, as the specification has previews amend accept", async () => {
    // repository-settings/app, lib/plugins/repository.js:
    //   github.request(`${verb} /repos/{owner}/{repo}/vulnerability-alerts`, { owner, repo, mediaType: { previews: ['dorian'] } })
    // octokit 11 applies previews on /graphql only and sends the plain v3
    // type here (docs/coming-from-octokit.md, `previews`).
    const { stock, ours } = await both((octokit) =>
      octokit.request("PUT /repos/{owner}/{repo}/vulnerability-alerts", { owner: "octocat", repo: "hello-world", mediaType: { previews: ["dorian"] } }),
    );
    expect(stock.sent.map(line)).toEqual(["PUT /repos/octocat/hello-world/vulnerability-alerts"]);
    const { accept: stockAccept, ...stockHeaders } = onlyRequest(stock).headers;
    const { accept: oursAccept, ...oursHeaders } = onlyRequest(ours).headers;
    expect([stockAccept, oursAccept]).toEqual(["application/vnd.github.v3+json", "application/vnd.github.dorian-preview+json"]);
    expect(oursHeaders).toEqual(stockHeaders);
    expect(onlyRequest(ours).body).toEqual(onlyRequest(stock).body);
    expect(ours.outcome).toEqual(stock.outcome);
  });

  it("a webhook's url given to rest.repos.updateWebhookConfigForRepo goes in the body to GitHub's route, where stock sends the PATCH and its token to the webhook", async () => {
    // The REST methods are request.defaults({ method, url }), called with the
    // body's fields: stock merges the body's url over the route. The webhook
    // here is the same server under another host name, so that what stock
    // sends it is recorded. Merged options hold one url, the template's: the
    // alias's merge() carries the body as data.
    const { stock, ours } = await both((octokit, origin) =>
      octokit.rest.repos.updateWebhookConfigForRepo({ owner: "octocat", repo: "hello-world", hook_id: 1, url: `${origin.replace("127.0.0.1", "localhost")}/webhook`, content_type: "json" }),
    );
    expect(stock.sent.map(line)).toEqual(["PATCH /webhook"]);
    expect(onlyRequest(stock).headers.authorization).toBe(`token ${TOKEN}`);
    expect(ours.sent.map(line)).toEqual(["PATCH /repos/octocat/hello-world/hooks/1/config"]);
    expect(JSON.parse(String(onlyRequest(ours).body))).toEqual({ url: expect.stringMatching(/^http:\/\/localhost:\d+\/webhook$/), content_type: "json" });
  });

  it("rest.repos.updateWebhookConfigForRepo without a url: the same request and outcome as stock (its merged options merge again, url and all)", async () => {
    const { stock, ours } = await both((octokit) => octokit.rest.repos.updateWebhookConfigForRepo({ owner: "octocat", repo: "hello-world", hook_id: 1, content_type: "json" }));
    expect(stock.sent.map(line)).toEqual(["PATCH /repos/octocat/hello-world/hooks/1/config"]);
    expect(ours).toEqual(stock);
  });

  it.each([
    ["octokit.request", (octokit: StackOctokit, data: object) => octokit.request("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", { owner: "octocat", repo: "hello-world", hook_id: 1, data })],
    ["rest.repos.updateWebhookConfigForRepo", (octokit: StackOctokit, data: object) => octokit.rest.repos.updateWebhookConfigForRepo({ owner: "octocat", repo: "hello-world", hook_id: 1, data } as never)],
  ])("the same webhook configuration sent as data through %s reaches GitHub's route, with its url in the body, as stock sends it", async (_name, call) => {
    const { stock, ours } = await both((octokit, origin) => call(octokit, { url: `${origin}/webhook`, content_type: "json" }));
    expect(ours.sent.map(line)).toEqual(["PATCH /repos/octocat/hello-world/hooks/1/config"]);
    expect(JSON.parse(String(onlyRequest(ours).body))).toEqual({ url: expect.stringMatching(/\/webhook$/), content_type: "json" });
    expect(ours).toEqual(stock);
  });

  it("a branch named .. is refused before anything is sent, where stock deletes another resource", async () => {
    // chiragpadyal/gh-pack, src/components/deleteBranch.js, with a branch
    // name from outside: octokit sends …/refs/heads/.., which fetch resolves
    // to …/git/refs/, another resource, with the caller's token.
    const { stock, ours } = await both((octokit) =>
      octokit.request("DELETE /repos/{owner}/{repo}/git/refs/heads/{ref}", { owner: "octocat", repo: "hello-world", ref: ".." }),
    );
    expect(stock.sent.map(line)).toEqual(["DELETE /repos/octocat/hello-world/git/refs/"]);
    expect(ours).toEqual({
      sent: [],
      outcome: {
        rejected: {
          name: "UnsafePathParameterError",
          message: 'ref: the value ".." would make a "." or ".." segment in the URL path (route "DELETE /repos/{owner}/{repo}/git/refs/heads/{ref}")',
        },
      },
    });
  });
});

// The upload route as @octokit/types lists it, with the origin left to a
// variable: `POST {origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}`.
describe("the upload route with {origin}, in its three forms", () => {
  const UPLOAD = "POST {origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}";

  it("without origin: the upload goes to the base URL, as stock sends it", async () => {
    // The route key of @octokit/types (Endpoints in dist-types/generated/Endpoints.d.ts),
    // called as typed code calls it; rest.repos.uploadReleaseAsset sets the base URL the same way.
    const { stock, ours } = await both((octokit) =>
      octokit.request(UPLOAD, {
        owner: "octocat",
        repo: "hello-world",
        release_id: 1,
        name: "hello world.zip",
        label: "Hello, world",
        headers: { "content-type": "application/zip", "content-length": 8 },
        data: ASSET as unknown as string,
      }),
    );
    expect(stock.sent.map(line)).toEqual(["POST /repos/octocat/hello-world/releases/1/assets?name=hello%20world.zip&label=Hello%2C%20world"]);
    expect(onlyRequest(stock).body).toEqual(ASSET);
    expect(ours).toEqual(stock);
  });

  it("with origin: the upload goes to that origin, where stock sends nothing", async () => {
    // The same route with the uploads host given as origin. Stock writes
    // {origin} as a value, http%3A%2F%2F…, which starts with "http" and so
    // is taken for a full URL that fetch cannot parse. A variable before the
    // path is the origin: ours sends what stock sends when the base URL is
    // that origin (here the same server).
    const upload = (origin?: string) => (octokit: StackOctokit) =>
      octokit.request(UPLOAD, {
        ...(origin === undefined ? {} : { origin }),
        owner: "octocat",
        repo: "hello-world",
        release_id: 1,
        name: "hello world.zip",
        label: "Hello, world",
        headers: { "content-type": "application/zip", "content-length": 8 },
        data: ASSET as unknown as string,
      });
    const { stock: stockRun, ours } = await both(upload(server.origin));
    expect(stockRun).toEqual({ sent: [], outcome: { rejected: { name: "HttpError", status: 500, message: "Invalid URL" } } });
    const meant = await runOn(stock, server, upload());
    expect(meant.sent.map(line)).toEqual(["POST /repos/octocat/hello-world/releases/1/assets?name=hello%20world.zip&label=Hello%2C%20world"]);
    expect(ours).toEqual(meant);
  });

  it("with the release's upload_url as url beside the route: that URL, as stock, without its stray &", async () => {
    // svenstaro/upload-release-action, src/main.ts:
    //   octokit.request(uploadAssets, { ...repo(), release_id: release.data.id, url: release.data.upload_url,
    //     name: asset_name, data: fs.createReadStream(file), headers: { 'content-type': 'binary/octet-stream', 'content-length': file_size } })
    // with uploadAssets = 'POST {origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}'.
    // No label: stock writes a stray & (docs/coming-from-octokit.md, `undefined-query-variables`).
    const { stock, ours } = await both((octokit, origin) =>
      octokit.request(UPLOAD, {
        owner: "octocat",
        repo: "hello-world",
        release_id: 1,
        url: `${origin}/repos/octocat/hello-world/releases/1/assets{?name,label}`,
        name: "hello world.zip",
        data: assetStream(),
        headers: { "content-type": "binary/octet-stream", "content-length": 8 },
      }),
    );
    expect(stock.sent.map(line)).toEqual(["POST /repos/octocat/hello-world/releases/1/assets?name=hello%20world.zip&"]);
    expect(ours.sent.map(line)).toEqual(["POST /repos/octocat/hello-world/releases/1/assets?name=hello%20world.zip"]);
    const { target: _stock, ...stockRest } = onlyRequest(stock);
    const { target: _ours, ...oursRest } = onlyRequest(ours);
    expect(oursRest).toEqual(stockRest);
    expect(oursRest.body).toEqual(ASSET);
    const stockResponse = (stock.outcome as { resolved: { url: string } }).resolved;
    expect(ours.outcome).toEqual({ resolved: { ...stockResponse, url: stockResponse.url.replace(/&$/, "") } });
  });
});

// README and docs/coming-from-octokit.md say why npm `overrides` cannot do
// this: it installs a package under another's name, and the name then means
// the package's main entry, whose results have a lower-case method, which
// @octokit/request sends as it is.
describe("the main export in place of @octokit/endpoint, as npm overrides would put it", () => {
  it("sends a lower-case patch, which Node's HTTP parser refuses before any handler runs", async () => {
    const run = await runOn(mainExport, server, (octokit) =>
      octokit.request("PATCH /repos/{owner}/{repo}/git/refs/{ref}", { owner: "octocat", repo: "hello-world", sha: "c0ffee", ref: "heads/patch-1", force: true }),
    );
    expect(run.sent).toEqual([{ unparsed: "Error: the server could not parse the request: Parse Error: Invalid method encountered" }]);
    expect(run.outcome).toEqual({ rejected: { name: "HttpError", status: 500, message: "other side closed" } });
  });

  it('loses the "Not Found" of a HEAD answered 404: @octokit/request compares method === "HEAD"', async () => {
    const run = await runOn(mainExport, server, (octokit) =>
      octokit.request("HEAD /repos/{owner}/{repo}/contents/:path", { owner: "octocat", repo: "hello-world", ref: "c0ffee", path: "missing.md" }),
    );
    expect(run.sent.map(line)).toEqual(["HEAD /repos/octocat/hello-world/contents/missing.md?ref=c0ffee"]);
    expect(run.outcome).toEqual({ rejected: { name: "HttpError", status: 404, message: "" } });
  });
});
