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
  /**
   * Expands with the given variables. An absent, `null` or `undefined`
   * variable is undefined in the RFC's sense and expands to nothing.
   *
   * @param variables - Values by name: strings, numbers, booleans, arrays or plain objects.
   * @throws {@link UriTemplateError} when a value has a type that cannot be expanded, such as a `Date`.
   * @example
   * ```ts
   * parseTemplate("{/list*}{?q}").expand({ list: ["a", "b"], q: "x y" }); //=> "/a/b?q=x%20y"
   * ```
   */
  expand(variables: Readonly<Record<string, unknown>>): string;
}
