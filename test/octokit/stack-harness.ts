import type { RecordedRequest, RecordingServer, Reply } from "../clients/recording-server";
import type { StackClass, StackOctokit } from "./bundle-stack";

/** A request as the server received it, less `host`. */
export interface Sent {
  method: string;
  target: string;
  headers: Record<string, string>;
  /** The bytes, compared byte for byte. */
  body: Buffer;
}

/** What the caller got: the value Octokit resolved with, or the error it threw. */
export type Outcome =
  | { resolved: unknown }
  | { rejected: { name: string; status?: number; message: string } };

/** One call through one stack: every request it sent, and what the caller got. */
export interface Run {
  sent: (Sent | { unparsed: string })[];
  outcome: Outcome;
}

/** What every stack is constructed with: a token, the recording server as the base URL, a fixed user agent. */
export const TOKEN = "0000000000000000000000000000000000000001";

function sentOf(request: RecordedRequest): Sent {
  const { host: _host, ...headers } = request.headers;
  return { method: request.method, target: request.target, headers, body: request.body };
}

/** Plain data for comparison: a response as its fields, an error as its name, status and message. */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null)) as unknown;
}

/**
 * Runs `call` on a new Octokit of `Stack` pointed at `server`, and returns
 * what reached the server and what the caller got. Requests are taken once
 * the call has settled: the server records each one before it answers.
 */
export async function runOn(
  Stack: StackClass,
  server: RecordingServer,
  call: (octokit: StackOctokit, origin: string) => Promise<unknown>,
): Promise<Run> {
  const octokit = new Stack({ auth: TOKEN, baseUrl: server.origin, userAgent: "stack-test" });
  let outcome: Outcome;
  try {
    outcome = { resolved: plain(await call(octokit, server.origin)) };
  } catch (error) {
    const { name, message, status } = error as { name: string; message: string; status?: number };
    outcome = { rejected: status === undefined ? { name, message } : { name, status, message } };
  }
  const settled = await Promise.allSettled(server.takeArrived());
  const sent = settled.map((one) => (one.status === "fulfilled" ? sentOf(one.value) : { unparsed: String(one.reason) }));
  return { sent, outcome };
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { "content-type": "application/json; charset=utf-8", ...headers },
  body: JSON.stringify(value),
});

/**
 * How the recording server answers, as GitHub would in shape: milestones in
 * three pages linked by `Link`, a GraphQL result, `404` for a HEAD of a file
 * named `missing.md`, `422` for deleting the branch `gone`, `204` for other
 * PUT and DELETE requests, and an echo of the request line for the rest.
 */
export function answer(request: RecordedRequest, origin: string): Reply {
  const [path = "", query = ""] = request.target.split("?");
  if (request.method === "HEAD") return { status: path.endsWith("/missing.md") ? 404 : 200 };
  if (path === "/graphql") {
    return json(200, { data: { repository: { ref: { associatedPullRequests: { edges: [{ node: { id: "PR_1", number: 1, url: "https://github.com/o/r/pull/1" } }] } } } } });
  }
  if (path.endsWith("/milestones")) {
    const page = Number(new URLSearchParams(query).get("page") ?? "1");
    const link = (to: number, rel: string) => `<${origin}/repositories/42/milestones?per_page=100&state=all&page=${to}>; rel="${rel}"`;
    const links = page < 3 ? [link(page + 1, "next"), link(3, "last")] : [link(1, "first"), link(2, "prev")];
    return json(200, [{ title: `v${page}` }], { link: links.join(", ") });
  }
  if (path.endsWith("/git/refs/heads/gone")) {
    return json(422, { message: "Reference does not exist", documentation_url: "https://docs.github.com/rest/git/refs#delete-a-reference" });
  }
  if (path.includes("/releases/") && path.endsWith("/assets")) {
    return json(201, { browser_download_url: `https://github.com/o/r/releases/download/v1/${new URLSearchParams(query).get("name")}` });
  }
  if (request.method === "PUT" || request.method === "DELETE") return { status: 204 };
  return json(request.method === "POST" ? 201 : 200, { received: `${request.method} ${request.target}` });
}
