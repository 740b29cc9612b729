import type { UriTemplate } from "./uri-template";
import type { Operator, OperatorRules } from "./operator-rules";
import { InvalidArgumentError, quote } from "../errors";
import { expandExpression } from "./expand-expression";
import { percentEncode } from "./percent-encode";

/**
 * One variable of an expression, as written: `{name:3}` or `{name*}`.
 *
 * @internal
 * @example
 * ```ts
 * // "{/path:6}" holds
 * const varspec: VarSpec = { name: "path", prefix: 6, explode: false, start: 2 };
 * ```
 */
export interface VarSpec {
  /** The variable name as written, also its lookup key (`Some%20Thing` stays as is). */
  readonly name: string;
  /** The prefix length of `:N` (1 to 9999), or `undefined` when there is none. */
  readonly prefix: number | undefined;
  /** Whether the explode modifier `*` is present. */
  readonly explode: boolean;
  /** Zero-based offset of the name in the template, for errors found at expand time. */
  readonly start: number;
}

/**
 * One `{…}` expression of a compiled template.
 *
 * @internal
 * @example
 * ```ts
 * compileTemplate("/users{/id}").expressions[0];
 * //=> { operator: "/", rules: OPERATOR_RULES["/"], start: 6, end: 11,
 * //     varspecs: [{ name: "id", prefix: undefined, explode: false, start: 8 }] }
 * ```
 */
export interface Expression {
  /** The operator character, or `""` for none. */
  readonly operator: Operator;
  /** The operator's expansion rules (shared, frozen). */
  readonly rules: OperatorRules;
  /** The variables, in template order. */
  readonly varspecs: readonly VarSpec[];
  /** Zero-based offset of the `{` in the template. */
  readonly start: number;
  /** Offset just after the `}`. */
  readonly end: number;
}

/**
 * A piece of a compiled template: literal text (already percent-encoded where
 * RFC 6570 requires it), or an expression.
 *
 * @internal
 * @example
 * ```ts
 * const parts: TemplatePart[] = ["/users", compileTemplate("{/id}").expressions[0]];
 * ```
 */
export type TemplatePart = string | Expression;

/**
 * A parsed template: literal pieces and expressions, expanded without reading
 * the template text again. Instances and everything they hold are frozen, so
 * one compiled template can be shared and cached.
 *
 * @internal
 * @example
 * ```ts
 * const compiled = compileTemplate("/users{/id}{?page}");
 * compiled.expand({ id: 42 }); //=> "/users/42"
 * const spans: number[] = [];
 * compiled.expandWithSpans({ id: 42, page: 2 }, spans); //=> "/users/42?page=2"
 * spans; //=> [6, 9, 0, 9, 16, 1]
 * ```
 */
export class CompiledTemplate implements UriTemplate {
  readonly template: string;
  readonly variableNames: readonly string[];
  /** Literals and expressions in template order; no empty literals. */
  readonly parts: readonly TemplatePart[];
  /** The expressions alone, in template order; a span's expression index points here. */
  readonly expressions: readonly Expression[];

  constructor(template: string, parts: readonly TemplatePart[]) {
    const expressions = parts.filter((part): part is Expression => typeof part !== "string");
    const names = new Set<string>();
    for (const expression of expressions) for (const varspec of expression.varspecs) names.add(varspec.name);
    this.template = template;
    this.parts = Object.freeze([...parts]);
    this.expressions = Object.freeze(expressions);
    this.variableNames = Object.freeze([...names]);
    Object.freeze(this);
  }

  expand(variables: Readonly<Record<string, unknown>>): string {
    if (typeof variables !== "object" || variables === null) {
      throw new InvalidArgumentError("variables", `must be an object, got ${quote(variables)}`);
    }
    const { parts } = this;
    let result = "";
    for (let index = 0; index < parts.length; index++) {
      const part = parts[index]!;
      if (typeof part === "string") {
        result += part;
        continue;
      }
      // A plain `{name}` (no operator, one variable, no modifier) with a string
      // value expands to the value percent-encoded and nothing else; most
      // expressions of real routes are such.
      const varspec = part.operator === "" && part.varspecs.length === 1 ? part.varspecs[0]! : undefined;
      const value =
        varspec !== undefined && varspec.prefix === undefined && !varspec.explode && Object.hasOwn(variables, varspec.name)
          ? variables[varspec.name]
          : undefined;
      result += typeof value === "string" ? percentEncode(value, false) : expandExpression(this.template, part, variables);
    }
    return result;
  }

  /**
   * Expands like {@link CompiledTemplate.expand}, and pushes onto `spans`, for
   * each expression that produced output, three numbers: the start and end
   * (exclusive) offsets of that output in the result, and the index of the
   * expression in {@link CompiledTemplate.expressions}.
   *
   * @internal
   * @example
   * ```ts
   * const spans: number[] = [];
   * compileTemplate("/a/{b}/{c}").expandWithSpans({ b: "..", c: undefined }, spans); //=> "/a/../"
   * spans; //=> [3, 5, 0]
   * ```
   */
  expandWithSpans(variables: Readonly<Record<string, unknown>>, spans: number[]): string {
    return this.#expand(variables, spans);
  }

  #expand(variables: Readonly<Record<string, unknown>>, spans: number[] | undefined): string {
    if (typeof variables !== "object" || variables === null) {
      throw new InvalidArgumentError("variables", `must be an object, got ${quote(variables)}`);
    }
    let result = "";
    let expressionIndex = 0;
    for (const part of this.parts) {
      if (typeof part === "string") {
        result += part;
        continue;
      }
      const text = expandExpression(this.template, part, variables);
      if (spans !== undefined && text !== "") spans.push(result.length, result.length + text.length, expressionIndex);
      result += text;
      expressionIndex += 1;
    }
    return result;
  }
}
