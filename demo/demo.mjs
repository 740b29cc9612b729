// Prints the request options fluent-endpoint builds for a few real GitHub routes.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { endpoint, RequestBuilder } from "fluent-endpoint";

// Each section ends with a blank line, so the output starts with its first title.
const show = (title, options) => {
  console.log(`# ${title}`);
  console.log(`${JSON.stringify(options, null, 2)}\n`);
};

show('endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" })',
  endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }));

show("POST with a JSON body and a token",
  endpoint("POST /repos/{owner}/{repo}/issues", {
    owner: "octokit",
    repo: "rest.js",
    title: "Found a bug",
    labels: ["bug"],
    headers: { authorization: "token 0000000000000000000000000000000000000001" },
  }));

show("search with q, keeping its + separators",
  endpoint("GET /search/issues", { q: "repo:octokit/rest.js+is:open", per_page: 5 }));

show("upload: query parameters plus a raw body",
  endpoint("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", {
    owner: "octocat",
    repo: "hello-world",
    release_id: 1,
    name: "example.zip",
    label: "short description",
    headers: { "content-type": "text/plain", "content-length": 13 },
    data: "Hello, world!",
  }));

const enterprise = endpoint.defaults({ baseUrl: "https://github.acme-inc.com/api/v3", mediaType: { previews: ["mercy"] } });
show("a GitHub Enterprise endpoint made by .defaults(), with a preview",
  enterprise("GET /repos/{owner}/{repo}/topics", { owner: "acme", repo: "app" }));

show("the fluent builder: PUT with no body",
  new RequestBuilder().route("PUT /user/starred/:owner/:repo").params({ owner: "octokit", repo: "endpoint.js" }).build());

// The fluent-endpoint CLI, run as the built bin a user gets from npm.
const cli = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const quote = (word) => (/^[\w./:=-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`);
const runCli = (...args) => {
  console.log(`$ fluent-endpoint ${args.map(quote).join(" ")}`);
  console.log(execFileSync(cli, args, { encoding: "utf8" }));
};

runCli("GET /orgs/{org}/repos", "org=octokit", "type=private", "per_page:=100",
  "-H", "authorization: token 0000000000000000000000000000000000000001",
  "--preview", "mercy", "--format", "raw", "--base-url", "https://github.acme-inc.com/api/v3");
runCli("POST /repos/{owner}/{repo}/issues", "owner=octokit", "repo=rest.js", "title=It's a bug", 'labels:=["bug"]', "--curl");
runCli("PUT /user/starred/{owner}/{repo}", "owner=octokit", "repo=endpoint.js", "--curl");
