/**
 * A command line the CLI cannot make sense of: an unknown option, a parameter
 * without `=`, a missing route. The CLI prints the message with a pointer to
 * `--help` and exits with status 2.
 *
 * @example
 * ```ts
 * throw new UsageError('missing the route, such as "GET /orgs/{org}/repos"');
 * ```
 *
 * @internal
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}
