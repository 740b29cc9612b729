import type { CompiledTemplate } from "../uri-template";
import { schemeEnd } from "./join-url";

/**
 * What the literal text of a URL template settles about every expansion of it,
 * worked out once per template. Each request would otherwise look at the
 * expanded URL for these answers, and reading a string built by `+=` makes
 * V8 flatten it first, a copy that costs more than the lookups themselves.
 *
 * @internal
 * @example
 * ```ts
 * planUrl(compileTemplate("/repos/{owner}/{repo}"));
 * //=> { simple: true, scheme: false, singleSlash: true, query: false }
 * ```
 */
export interface UrlPlan {
  /**
   * True when every expression is `{name}` (one variable, no modifier) or
   * `{?a,b}` (no modifiers): the expansions of nearly every REST route, which
   * `expandSimpleUrl` handles without the general expander.
   */
  readonly simple: boolean;
  /** Whether every expansion starts with a URI scheme; `undefined` when the values decide. */
  readonly scheme: boolean | undefined;
  /** True when every expansion starts with exactly one `/`, so a base URL without a trailing `/` is simply prepended. */
  readonly singleSlash: boolean;
  /** Whether every expansion holds a `?`; `undefined` when the values decide. */
  readonly query: boolean | undefined;
}

/**
 * What `hasScheme` answers for every URL that starts with `prefix` and ends
 * with `complete` true at its end: `undefined` when the text after the prefix decides.
 */
function schemeOf(prefix: string, complete: boolean): boolean | undefined {
  const end = schemeEnd(prefix);
  if (end === -1) return false;
  if (end < prefix.length) return true;
  return complete ? false : undefined;
}

/** True for an expression `expandSimpleUrl` expands itself. */
function isSimpleExpression(operator: string, varspecs: CompiledTemplate["expressions"][number]["varspecs"]): boolean {
  if (operator === "") return varspecs.length === 1 && varspecs[0]!.prefix === undefined && !varspecs[0]!.explode;
  return operator === "?" && varspecs.every((varspec) => varspec.prefix === undefined && !varspec.explode);
}

/**
 * Works out the {@link UrlPlan} of a compiled template.
 *
 * @internal
 * @example
 * ```ts
 * planUrl(compileTemplate("https://uploads.github.com/repos/{owner}{?name}")).scheme; //=> true
 * planUrl(compileTemplate("{+base}/users")).scheme; //=> undefined
 * ```
 */
export function planUrl(compiled: CompiledTemplate): UrlPlan {
  const { parts, expressions } = compiled;
  const simple = expressions.every(({ operator, varspecs }) => isSimpleExpression(operator, varspecs));
  const first = parts[0];
  // Literal parts are never empty, so a first part that is a string is where every expansion starts.
  const prefix = typeof first === "string" ? first : "";
  const complete = expressions.length === 0;
  const literalQuery = parts.some((part) => typeof part === "string" && part.includes("?"));
  // Only a `{?…}` expression can add a `?` in a simple template: `{name}` encodes it.
  const addsQuery = !simple || expressions.some((expression) => expression.operator === "?");
  return Object.freeze({
    simple,
    scheme: schemeOf(prefix, complete),
    singleSlash: prefix.length >= 2 && prefix.charCodeAt(0) === 47 && prefix.charCodeAt(1) !== 47,
    query: literalQuery ? true : addsQuery ? undefined : false,
  });
}
