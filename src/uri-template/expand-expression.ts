import { UriTemplateError } from "../errors";
import type { Expression } from "./compiled-template";
import { percentEncode } from "./percent-encode";
import { takeCodePoints } from "./take-code-points";
import { toTemplateValue } from "./to-template-value";

/**
 * Expands one expression with the algorithm of RFC 6570 appendix A, returning
 * `""` when none of its variables is defined. Only the caller's own properties
 * are read, so `{constructor}` never finds `Object.prototype.constructor`.
 *
 * @internal
 * @example
 * ```ts
 * const [expression] = compileTemplate("{?x,y,empty}").expressions;
 * expandExpression("{?x,y,empty}", expression, { x: 1024, y: 768, empty: "" }); //=> "?x=1024&y=768&empty="
 * ```
 */
export function expandExpression(
  template: string,
  expression: Expression,
  variables: Readonly<Record<string, unknown>>,
): string {
  const { first, separator, named, ifEmpty, allowReserved } = expression.rules;
  const { varspecs } = expression;
  let result = "";
  let defined = false;
  for (let index = 0; index < varspecs.length; index++) {
    const varspec = varspecs[index]!;
    const { name } = varspec;
    const raw = Object.hasOwn(variables, name) ? variables[name] : undefined;
    // Strings and numbers are nearly every value: handled here without the
    // general conversion, which builds lists and pairs.
    const value =
      typeof raw === "string" ? raw : typeof raw === "number" ? String(raw) : toTemplateValue(raw, varspec, template);
    if (value === undefined) continue;
    result += defined ? separator : first;
    defined = true;

    if (typeof value === "string") {
      if (named) result += value === "" ? name + ifEmpty : `${name}=`;
      const text = varspec.prefix === undefined ? value : takeCodePoints(value, varspec.prefix);
      result += percentEncode(text, allowReserved);
      continue;
    }
    if (varspec.prefix !== undefined) {
      throw new UriTemplateError(
        template,
        varspec.start,
        `variable "${name}" is ${value.kind === "list" ? "a list" : "an object"}, which cannot take a prefix modifier`,
      );
    }

    // Lists and objects are never empty here (they would be undefined), so a
    // named one always gets "=" and never ifEmpty.
    if (!varspec.explode) {
      if (named) result += `${name}=`;
      let between = "";
      if (value.kind === "list") {
        for (const item of value.items) {
          result += between + percentEncode(item, allowReserved);
          between = ",";
        }
      } else {
        for (const [key, item] of value.pairs) {
          result += `${between}${percentEncode(key, allowReserved)},${percentEncode(item, allowReserved)}`;
          between = ",";
        }
      }
      continue;
    }

    // Exploded: every member becomes an item of its own, and a named operator
    // names each list member after the variable and each object member after its key.
    let between = "";
    if (value.kind === "list") {
      for (const item of value.items) {
        result += between;
        if (named) result += item === "" ? name + ifEmpty : `${name}=`;
        result += percentEncode(item, allowReserved);
        between = separator;
      }
    } else {
      for (const [key, item] of value.pairs) {
        result += between + percentEncode(key, allowReserved);
        result += named && item === "" ? ifEmpty : "=";
        result += percentEncode(item, allowReserved);
        between = separator;
      }
    }
  }
  return result;
}
