import { expandExpression, percentEncode, type CompiledTemplate } from "../uri-template";
import { assertNoValueDotSegment, mayExpandToDots } from "./path-safety";

/**
 * Expands a template whose plan is `simple` (only `{name}` and `{?a,b}`
 * expressions, see `UrlPlan`) and checks the result for path traversal in the
 * same pass: each `{name}` value is looked at once, both to expand it and to
 * tell whether it could be a `.` or `..` segment, which is what
 * `expand` followed by `assertSafePath` would find. Values other than strings
 * and numbers go to the general expander, so every error is its error.
 *
 * @internal
 * @example
 * ```ts
 * const compiled = compileTemplate("/repos/{owner}/{repo}{?page}");
 * expandSimpleUrl(compiled, { owner: "octokit", repo: "rest.js", page: 2 }, undefined);
 * //=> "/repos/octokit/rest.js?page=2"
 * expandSimpleUrl(compiled, { owner: "o", repo: ".." }, undefined); // throws UnsafePathParameterError
 * ```
 */
export function expandSimpleUrl(
  compiled: CompiledTemplate,
  params: Readonly<Record<string, unknown>>,
  route: string | undefined,
): string {
  const { parts, template } = compiled;
  let result = "";
  let risky = false;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    if (typeof part === "string") {
      result += part;
    } else if (part.operator === "") {
      const { name } = part.varspecs[0]!;
      const value = Object.hasOwn(params, name) ? params[name] : undefined;
      if (typeof value === "string") {
        if (!risky) risky = mayExpandToDots(value);
        result += percentEncode(value, false);
      } else if (typeof value === "number") {
        result += percentEncode(String(value), false);
      } else {
        if (!risky) risky = mayExpandToDots(value);
        result += expandExpression(template, part, params);
      }
    } else {
      // `{?…}` output starts with `?`: query, never path, so no risk to note.
      result += expandExpression(template, part, params);
    }
  }
  if (risky) assertNoValueDotSegment(compiled, params, result, route);
  return result;
}
