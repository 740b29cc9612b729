/**
 * The text `fluent-endpoint --help` prints.
 *
 * @example
 * ```ts
 * process.stdout.write(HELP_TEXT);
 * ```
 *
 * @internal
 */
export const HELP_TEXT = `Usage: fluent-endpoint "<METHOD> <url>" [name=text | name:=json]... [options]

Prints the request options endpoint() builds for a route: JSON, or a curl
command line with --curl. It sends nothing.

Parameters fill {name} in the URL, else go to the query (GET, HEAD) or the
JSON body (other methods):
  name=text                  a string: type=private, title="Found a bug"
  name:=json                 a JSON value: per_page:=100, draft:=true,
                             labels:='["bug","ui"]', milestone:=null

Options:
  -H, --header "name: value" add a header (repeatable)
      --preview name         add an API preview to accept (repeatable)
      --format name          response format in accept: raw, diff, text+json...
      --base-url url         base URL for a path (default https://api.github.com)
      --data text            the body as it stands, instead of a JSON body
      --data-file path       the body, read from a file of UTF-8 text
      --curl                 print a curl command line instead of JSON
  -h, --help                 print this help
      --version              print the version

Exit status: 0 on success, 1 when the request is invalid (the message says
why), 2 when the command line is.

Examples:
  fluent-endpoint "GET /orgs/{org}/repos" org=octokit type=private per_page:=100
  fluent-endpoint "PATCH /repos/{owner}/{repo}" owner=o repo=r private:=true \\
    -H "authorization: token $GITHUB_TOKEN" --curl
`;
