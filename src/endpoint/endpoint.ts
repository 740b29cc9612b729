import type { Endpoint } from "../types/endpoint-types";
import { packageEndpoint } from "./with-defaults";

/**
 * Turns a REST route plus parameters into plain request options that any HTTP
 * client can send. URL variables are filled from the parameters; the rest go
 * to the query string (GET, HEAD) or the JSON body (other methods).
 *
 * It is called in three ways, each shown below with its own example: with a
 * route and options, with a route alone, and with one options object that
 * holds `method` and `url`. Its methods make a function with more defaults
 * ({@link endpoint.defaults | defaults}), merge without expanding
 * ({@link endpoint.merge | merge}), expand what was merged
 * ({@link endpoint.parse | parse}), start a builder
 * ({@link endpoint.builder | builder}) and type the function by an OpenAPI
 * description ({@link endpoint.withTypes | withTypes});
 * {@link endpoint.DEFAULTS | DEFAULTS} holds the defaults.
 *
 * @example
 * ```ts
 * endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" });
 * //=> { method: "get", url: "https://api.github.com/orgs/octokit/repos?type=private",
 * //     headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" } }
 * ```
 *
 * @function
 * @group Endpoint
 */
export const endpoint: Endpoint = packageEndpoint;
