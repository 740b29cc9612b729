import { compileTemplate } from "./compile-template";
import type { UriTemplate } from "./uri-template";

/**
 * Parses an RFC 6570 URI template (all of level 4) once; the result expands it
 * with any number of variable sets. An invalid template throws a
 * `UriTemplateError` whose message names the template and the zero-based
 * position of the mistake.
 *
 * @param template - An RFC 6570 template such as `"/repos/{owner}/{repo}{?page}"`.
 * @throws {@link UriTemplateError} when the template is not valid RFC 6570.
 * @example
 * ```ts
 * const template = parseTemplate("/repos/{owner}/{repo}/issues{?state,labels}");
 * template.expand({ owner: "octokit", repo: "rest.js", labels: ["bug", "ui"] });
 * //=> "/repos/octokit/rest.js/issues?labels=bug,ui"
 * parseTemplate("/repos/{owner"); // throws UriTemplateError, position 7
 * ```
 */
export function parseTemplate(template: string): UriTemplate {
  return compileTemplate(template);
}
