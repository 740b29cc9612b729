import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint, type Endpoint, type RequestOptions } from "../../src";
import { startRecordingServer, type RecordingServer } from "./recording-server";
import { sendWith } from "./send-with";

type Client = keyof typeof sendWith;

/** What the server must have received; `null` means the header must be absent. */
interface Expected {
  method: string;
  target: string;
  headers: Record<string, string | null>;
  body: string | Buffer;
}

const TOKEN = "token 0000000000000000000000000000000000000001";
const GITHUB_HEADERS = {
  authorization: TOKEN,
  accept: "application/vnd.github.v3+json",
  "user-agent": "fluent-endpoint/1.0.0",
};

interface Case {
  name: string;
  build: (api: Endpoint, origin: string) => RequestOptions;
  expected: Expected;
  /** Where a client adds something of its own, what it adds. */
  differs?: Partial<Record<Client, Partial<Expected>>>;
}

const cases: Case[] = [
  {
    name: "GET with path parameters and a query in caller order",
    build: (api) => api("GET /orgs/{org}/repos", { org: "octo kit", type: "private", per_page: 100, sort: "full_name" }),
    expected: {
      method: "GET",
      target: "/orgs/octo%20kit/repos?type=private&per_page=100&sort=full_name",
      headers: { ...GITHUB_HEADERS, "content-type": null },
      body: "",
    },
  },
  {
    name: "search: q keeps its + separators, non-ASCII is UTF-8 percent-encoded",
    build: (api) => api("GET /search/issues", { q: "repo:octokit/rest.js+is:open author:Jöran", per_page: 5 }),
    expected: {
      method: "GET",
      target: "/search/issues?q=repo%3Aoctokit%2Frest.js+is%3Aopen%20author%3AJ%C3%B6ran&per_page=5",
      headers: { ...GITHUB_HEADERS, "content-type": null },
      body: "",
    },
  },
  {
    name: "POST with a JSON body built from parameters",
    build: (api) =>
      api("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Found a bug", labels: ["bug", "ü"] }),
    expected: {
      method: "POST",
      target: "/repos/octokit/rest.js/issues",
      headers: { ...GITHUB_HEADERS, "content-type": "application/json; charset=utf-8" },
      body: Buffer.from('{"title":"Found a bug","labels":["bug","ü"]}', "utf8"),
    },
  },
  {
    name: "PATCH (which fetch would not upper-case) with a preview",
    build: (api) =>
      api("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", private: true, mediaType: { previews: ["mercy"] } }),
    expected: {
      method: "PATCH",
      target: "/repos/o/r",
      headers: {
        ...GITHUB_HEADERS,
        accept: "application/vnd.github.mercy-preview+json",
        "content-type": "application/json; charset=utf-8",
      },
      body: '{"private":true}',
    },
  },
  {
    name: "PUT without a body arrives with content-length: 0",
    build: (api) => api("PUT /user/starred/{owner}/{repo}", { owner: "octokit", repo: "endpoint.js" }),
    expected: {
      method: "PUT",
      target: "/user/starred/octokit/endpoint.js",
      headers: { ...GITHUB_HEADERS, "content-length": "0", "content-type": null },
      body: "",
    },
    // axios adds its default content type for put, post and patch to any body,
    // even an empty one; the API ignores it when there is nothing to read.
    differs: { axios: { headers: { ...GITHUB_HEADERS, "content-length": "0", "content-type": "application/x-www-form-urlencoded" } } },
  },
  {
    name: "the upload example: query parameters from the template, raw text body",
    build: (api, origin) =>
      api(`POST ${origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}`, {
        owner: "octocat",
        repo: "hello-world",
        release_id: 123,
        name: "example.zip",
        label: "short description",
        headers: { "content-type": "text/plain", "content-length": 13 },
        data: "Hello, world!",
      }),
    expected: {
      method: "POST",
      target: "/repos/octocat/hello-world/releases/123/assets?name=example.zip&label=short%20description",
      headers: { ...GITHUB_HEADERS, "content-type": "text/plain", "content-length": "13" },
      body: "Hello, world!",
    },
  },
  {
    name: "binary data arrives byte for byte",
    build: (api) =>
      api("POST /markdown/raw", {
        headers: { "content-type": "application/octet-stream" },
        data: Buffer.from([0x00, 0xff, 0x0d, 0x0a, 0x80]),
      }),
    expected: {
      method: "POST",
      target: "/markdown/raw",
      headers: { ...GITHUB_HEADERS, "content-type": "application/octet-stream", "content-length": "5" },
      body: Buffer.from([0x00, 0xff, 0x0d, 0x0a, 0x80]),
    },
  },
];

const clients = Object.keys(sendWith) as Client[];
const table = clients.flatMap((client) => cases.map((testCase) => [client, testCase.name, testCase] as const));

describe("real HTTP clients send the result as built", () => {
  let server: RecordingServer;
  let api: Endpoint;

  beforeAll(async () => {
    server = await startRecordingServer();
    api = endpoint.defaults({ baseUrl: server.origin, headers: { authorization: TOKEN } });
  });
  afterAll(() => server.close());

  it.each(table)("%s: %s", async (client, _, { build, expected, differs }) => {
    const want = { ...expected, ...differs?.[client] };
    const [received] = await Promise.all([server.nextRequest(), sendWith[client](build(api, server.origin))]);

    expect(received.method).toBe(want.method);
    expect(received.target).toBe(want.target);
    for (const [name, value] of Object.entries(want.headers)) {
      expect(received.headers[name], name).toBe(value ?? undefined);
    }
    expect(received.body.toString("hex")).toBe(Buffer.from(want.body).toString("hex"));
  });
});
