import type { RequestOptions } from "../index";
import { shellQuote } from "./shell-quote";
import { UsageError } from "./usage-error";

/**
 * A curl command line that sends the request options as they are, safe to
 * paste into a POSIX shell. `--globoff` stops curl reading `[` and `{` in the
 * URL as its own patterns; `--data-raw` sends the body as given, without
 * curl's reading of a leading `@` as a file name.
 *
 * @example
 * ```ts
 * toCurlCommand(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }));
 * //=> "curl --globoff --request PUT --header 'accept: application/vnd.github.v3+json' " +
 * //   "--header 'user-agent: fluent-endpoint/1.0.0' --header content-type: --data-raw '' " +
 * //   "--url https://api.github.com/user/starred/o/r"
 * ```
 *
 * @internal
 */
export function toCurlCommand(options: RequestOptions): string {
  const words = ["curl", "--globoff"];
  // With --request HEAD curl would wait for a body that never comes.
  if (options.method === "head") words.push("--head");
  else words.push("--request", options.method.toUpperCase());
  for (const [name, value] of Object.entries(options.headers)) {
    // fetch sends U+0080 to U+00FF as one byte each; curl would send an argument's UTF-8, other bytes.
    if (/[\x80-\xff]/.test(String(value))) {
      throw new UsageError(`--curl: header "${name}" holds a character beyond ASCII, which curl would send in other bytes than fetch`);
    }
    // "name:" would tell curl to remove the header; "name;" sends it empty.
    words.push("--header", value === "" ? `${name};` : `${name}: ${value}`);
  }
  const body = bodyText(options.body);
  if (body !== undefined) {
    // curl adds its own form content type to a body unless told not to.
    if (!("content-type" in options.headers)) words.push("--header", "content-type:");
    words.push("--data-raw", body);
  }
  words.push("--url", options.url);
  return words.map(shellQuote).join(" ");
}

function bodyText(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  const text = typeof body === "string" ? body : JSON.stringify(body);
  if (text.includes("\0")) {
    throw new UsageError("--curl: the body holds a NUL character, which no command-line argument can carry");
  }
  return text;
}
