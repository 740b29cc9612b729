// Prints the request options fluent-endpoint builds for a few real GitHub routes.
import { endpoint, RequestBuilder } from "fluent-endpoint";

const show = (title, options) => {
  console.log(`\n# ${title}`);
  console.log(JSON.stringify(options, null, 2));
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
    headers: { "content-type": "text/plain", "content-length": 14 },
    data: "Hello, world!",
  }));

const enterprise = endpoint.defaults({ baseUrl: "https://github.acme-inc.com/api/v3", mediaType: { previews: ["mercy"] } });
show("a GitHub Enterprise endpoint made by .defaults(), with a preview",
  enterprise("GET /repos/{owner}/{repo}/topics", { owner: "acme", repo: "app" }));

show("the fluent builder: PUT with no body",
  new RequestBuilder().route("PUT /user/starred/:owner/:repo").params({ owner: "octokit", repo: "endpoint.js" }).build());
