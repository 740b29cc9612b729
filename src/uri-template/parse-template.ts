import { fail, failRead } from "../errors";
import { isPlainObject, ownValue } from "../own";
import { compileTemplate, type Template } from "./compile-template";
import { expandTemplate } from "./expand-template";

/**
 * Options of {@link parseTemplate}.
 *
 * @example
 * ```ts
 * const options: ParseTemplateOptions = { hyphens: true };
 * ```
 *
 * @group Template engine
 */
export interface ParseTemplateOptions {
  /**
   * Also accept `-` inside variable names, joining letters, digits or `_` as a
   * `.` does (`{enterprise-team}`), as OpenAPI path templates write them.
   * RFC 6570 itself does not allow it. Default `false`.
   */
  readonly hyphens?: boolean | undefined;
}

/**
 * A URI template parsed once by {@link parseTemplate}, ready to be expanded any
 * number of times. Expanding never reads the template text again.
 *
 * @example
 * ```ts
 * const template: UriTemplate = parseTemplate("/repos/{owner}/{repo}{?page}");
 * template.variableNames; //=> ["owner", "repo", "page"]
 * template.expand({ owner: "octokit", repo: "endpoint.js" }); //=> "/repos/octokit/endpoint.js"
 * ```
 *
 * @group Template engine
 */
export interface UriTemplate {
  /** The template text as given. */
  readonly template: string;
  /** Every variable name the template uses, in order of first appearance, without duplicates. */
  readonly variableNames: readonly string[];
  /**
   * Expands with the given variables. An absent, `null` or `undefined`
   * variable, or an empty list or object, is undefined in the RFC's sense and
   * expands to nothing. Numbers, BigInts and booleans are written as text.
   *
   * @param variables - Values by name: strings, numbers, BigInts, booleans, arrays or plain objects.
   * @throws {@link UriTemplateError} when a value has a type that cannot be expanded, such as a `Date`.
   * @example
   * ```ts
   * parseTemplate("{/list*}{?q}").expand({ list: ["a", "b"], q: "x y" }); //=> "/a/b?q=x%20y"
   * ```
   */
  expand(variables: Readonly<Record<string, unknown>>): string;
}

function expandWith(template: Template, variables: Readonly<Record<string, unknown>>): string {
  if (typeof variables !== "object" || variables === null) fail("variables", undefined, "expected", "an object", variables);
  let field = "variables";
  let values: unknown[];
  try {
    // Own properties only: `{constructor}` must never find Object.prototype.constructor.
    values = template.names.map((name) => {
      field = name;
      return Object.hasOwn(variables, name) ? variables[name] : undefined;
    });
  } catch (error) {
    // What reading a value threw (a getter, a Proxy's trap) is the library's error too.
    return failRead(error, field, undefined);
  }
  try {
    return expandTemplate(template, values);
  } catch (error) {
    // Values are read by now: this is the expansion outgrowing a string.
    if (error instanceof RangeError) fail("variables", undefined, "tooLong", "the expansion");
    throw error;
  }
}

/**
 * Parses an RFC 6570 URI template (all of level 4) once; the result expands it
 * with any number of variable sets. An invalid template throws a
 * `UriTemplateError` whose message names the template and the zero-based
 * position of the mistake. Literal text that a URI cannot hold (a space, `é`)
 * is percent-encoded when expanded, as RFC 6570 §3.1 says.
 *
 * @param template - An RFC 6570 template such as `"/repos/{owner}/{repo}{?page}"`.
 * @param options - Whether variable names may hold `-`.
 * @throws {@link UriTemplateError} when the template is not valid RFC 6570.
 * @example
 * ```ts
 * const template = parseTemplate("/repos/{owner}/{repo}/issues{?state,labels}");
 * template.expand({ owner: "octokit", repo: "rest.js", labels: ["bug", "ui"] });
 * //=> "/repos/octokit/rest.js/issues?labels=bug,ui"
 * parseTemplate("/teams/{enterprise-team}", { hyphens: true }).variableNames; //=> ["enterprise-team"]
 * parseTemplate("/repos/{owner"); // throws UriTemplateError, position 7
 * ```
 *
 * @group Template engine
 */
export function parseTemplate(template: string, options?: ParseTemplateOptions): UriTemplate {
  if (options !== undefined && !isPlainObject(options)) fail("options", undefined, "expected", "an object such as { hyphens: true }", options);
  let hyphens: unknown;
  try {
    hyphens = options === undefined ? undefined : ownValue(options, "hyphens");
  } catch (error) {
    failRead(error, "options.hyphens", undefined);
  }
  if (hyphens !== undefined && typeof hyphens !== "boolean") fail("options.hyphens", undefined, "expected", "true or false", hyphens);
  const compiled = compileTemplate(template, { hyphens: hyphens === true, url: false });
  return Object.freeze({
    template,
    variableNames: Object.freeze(compiled.names),
    expand: (variables: Readonly<Record<string, unknown>>) => expandWith(compiled, variables),
  });
}
