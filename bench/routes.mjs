// The request mix: real GitHub REST routes, each with the options a client
// would pass, and a hand-written function specialised to that one route (the
// floor: what the same request costs with no generic work at all). Floors are
// written in the fastest form measured: object literals, strings joined with
// +, arrays copied with slice() (a spread or a template literal made the
// floor 1.5-3x slower, and the floor should be no easier to beat than it is).

const TOKEN = "token 0000000000000000000000000000000000000001";
const ACCEPT = "application/vnd.github.v3+json";
const JSON_TYPE = "application/json; charset=utf-8";
const API = "https://api.github.com";
const GHE = "https://github.acme-inc.com/api/v3";

/** Options for the ".defaults()"-made function every contender builds. */
export const gheDefaults = () => ({
  baseUrl: GHE,
  headers: { authorization: TOKEN, "User-Agent": "acme-app/1.2.3" },
  per_page: 100,
});

/**
 * The mix. "defaults: true" marks the route called through each contender's
 * ".defaults(gheDefaults())" function rather than through "endpoint" itself.
 * "floor(options, userAgent)" builds the same request by hand.
 */
export const routes = [
  {
    name: "GET with query",
    route: "GET /orgs/{org}/repos",
    options: () => ({ org: "octokit", type: "public", sort: "updated", per_page: 30 }),
    floor: (o, ua) => ({
      method: "get",
      url: API + "/orgs/" + encodeURIComponent(o.org) + "/repos?type=" + encodeURIComponent(o.type) + "&sort=" + encodeURIComponent(o.sort) + "&per_page=" + o.per_page,
      headers: { accept: ACCEPT, "user-agent": ua },
    }),
  },
  {
    name: "POST with body",
    route: "POST /repos/{owner}/{repo}/issues",
    options: () => ({
      owner: "octokit",
      repo: "rest.js",
      title: "Found a bug",
      body: "Steps to reproduce: …",
      labels: ["bug", "help wanted"],
      headers: { authorization: TOKEN },
    }),
    floor: (o, ua) => ({
      method: "post",
      url: API + "/repos/" + encodeURIComponent(o.owner) + "/" + encodeURIComponent(o.repo) + "/issues",
      headers: { accept: ACCEPT, "user-agent": ua, authorization: o.headers.authorization, "content-type": JSON_TYPE },
      body: { title: o.title, body: o.body, labels: o.labels.slice() },
    }),
  },
  {
    name: "path with / in a parameter",
    route: "GET /repos/{owner}/{repo}/contents/{path}",
    options: () => ({ owner: "octokit", repo: "rest.js", path: "docs/src/pages/api/00_usage.md", ref: "main" }),
    floor: (o, ua) => ({
      method: "get",
      url: API + "/repos/" + encodeURIComponent(o.owner) + "/" + encodeURIComponent(o.repo) + "/contents/" + encodeURIComponent(o.path) + "?ref=" + encodeURIComponent(o.ref),
      headers: { accept: ACCEPT, "user-agent": ua },
    }),
  },
  {
    name: "PUT with no body",
    route: "PUT /user/starred/{owner}/{repo}",
    options: () => ({ owner: "octokit", repo: "rest.js" }),
    floor: (o, ua) => ({
      method: "put",
      url: API + "/user/starred/" + encodeURIComponent(o.owner) + "/" + encodeURIComponent(o.repo),
      headers: { accept: ACCEPT, "user-agent": ua },
      body: "",
    }),
  },
  {
    name: "search q",
    route: "GET /search/issues",
    options: () => ({ q: "repo:octokit/rest.js is:issue is:open+label:bug", sort: "created", per_page: 50 }),
    floor: (o, ua) => ({
      method: "get",
      url: API + "/search/issues?q=" + encodeURIComponent(o.q).replaceAll("%2B", "+") + "&sort=" + encodeURIComponent(o.sort) + "&per_page=" + o.per_page,
      headers: { accept: ACCEPT, "user-agent": ua },
    }),
  },
  {
    name: "upload {?name,label} + data",
    route: "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
    options: () => ({
      owner: "octocat",
      repo: "hello-world",
      release_id: 1234567,
      name: "example.zip",
      label: "short description",
      headers: { "content-type": "text/plain", "content-length": 13 },
      data: "Hello, world!",
    }),
    floor: (o, ua) => ({
      method: "post",
      url: "https://uploads.github.com/repos/" + encodeURIComponent(o.owner) + "/" + encodeURIComponent(o.repo) + "/releases/" + o.release_id + "/assets?name=" + encodeURIComponent(o.name) + "&label=" + encodeURIComponent(o.label),
      headers: { accept: ACCEPT, "user-agent": ua, "content-type": o.headers["content-type"], "content-length": o.headers["content-length"] },
      body: o.data,
    }),
  },
  {
    name: "mediaType format",
    route: "GET /repos/{owner}/{repo}/pulls/{pull_number}",
    options: () => ({ owner: "octokit", repo: "rest.js", pull_number: 1234, mediaType: { format: "diff" } }),
    floor: (o, ua) => ({
      method: "get",
      url: API + "/repos/" + encodeURIComponent(o.owner) + "/" + encodeURIComponent(o.repo) + "/pulls/" + o.pull_number,
      headers: { accept: "application/vnd.github.v3." + o.mediaType.format, "user-agent": ua },
    }),
  },
  {
    name: ".defaults() function",
    defaults: true,
    route: "GET /repos/{owner}/{repo}/issues",
    options: () => ({ owner: "acme", repo: "website", state: "open", labels: "bug,ui" }),
    floor: (o) => ({
      method: "get",
      url: GHE + "/repos/" + encodeURIComponent(o.owner) + "/" + encodeURIComponent(o.repo) + "/issues?per_page=100&state=" + encodeURIComponent(o.state) + "&labels=" + encodeURIComponent(o.labels),
      headers: { accept: ACCEPT, "user-agent": "acme-app/1.2.3", authorization: TOKEN },
    }),
  },
];

/** The fluent chain scenario: one REST request with a preview. */
export const chain = {
  route: "GET /repos/{owner}/{repo}/issues",
  owner: "octokit",
  repo: "rest.js",
  state: "open",
  authorization: TOKEN,
  preview: "squirrel-girl",
  accept: "application/vnd.github.squirrel-girl-preview+json",
};

/** Options for the ".defaults()" scenario. */
export const defaultsOptions = gheDefaults;
