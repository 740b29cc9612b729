import { InvalidArgumentError, quote } from "../errors";

/**
 * Splits a route such as `"GET /user"` into its method and URL. A route with no
 * space is a bare URL, meaning GET (whatever method the defaults name).
 *
 * @internal
 * @example
 * ```ts
 * splitRoute("POST /repos/{owner}/{repo}/issues"); //=> { method: "POST", url: "/repos/{owner}/{repo}/issues" }
 * splitRoute("/user"); //=> { method: "GET", url: "/user" }
 * ```
 */
export function splitRoute(route: string): { method: string; url: string } {
  const space = route.indexOf(" ");
  if (space === -1) return { method: "GET", url: route };
  const method = route.slice(0, space);
  const url = route.slice(space + 1);
  if (method === "" || url === "" || url.includes(" ")) {
    throw new InvalidArgumentError(
      "route",
      `expected "<METHOD> <url>" with exactly one space, or a bare URL, got ${quote(route)}`,
      route,
    );
  }
  return { method, url };
}
