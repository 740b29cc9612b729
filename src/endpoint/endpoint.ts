import type { Endpoint } from "../types";
import { packageEndpoint } from "./with-defaults";

/**
 * Turns a REST route plus parameters into plain request options that any HTTP
 * client can send. URL variables are filled from the parameters; the rest go
 * to the query string (GET, HEAD) or the JSON body (other methods).
 *
 * @example
 * ```ts
 * endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" });
 * //=> { method: "get", url: "https://api.github.com/orgs/octokit/repos?type=private",
 * //     headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" } }
 * ```
 */
export const endpoint: Endpoint = packageEndpoint;
