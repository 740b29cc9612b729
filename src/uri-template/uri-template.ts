/**
 * A URI template parsed once by `parseTemplate`, ready to be expanded any number
 * of times. Expanding never re-reads the template text.
 *
 * @example
 * ```ts
 * const template: UriTemplate = parseTemplate("/repos/{owner}/{repo}{?page}");
 * template.variableNames; //=> ["owner", "repo", "page"]
 * template.expand({ owner: "octokit", repo: "endpoint.js" }); //=> "/repos/octokit/endpoint.js"
 * ```
 */
export interface UriTemplate {
  /** The template text as given. */
  readonly template: string;
  /** Every variable name the template uses, in order of first appearance, without duplicates. */
  readonly variableNames: readonly string[];
  /** Expands with the given variables. */
  expand(variables: Readonly<Record<string, unknown>>): string;
}
