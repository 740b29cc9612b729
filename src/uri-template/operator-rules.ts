/**
 * An RFC 6570 expression operator, or `""` for an expression without one.
 *
 * @internal
 * @example
 * ```ts
 * const operator: Operator = "?";
 * ```
 */
export type Operator = "" | "+" | "#" | "." | "/" | ";" | "?" | "&";

/**
 * How an operator expands its variables: the table of RFC 6570 appendix A.
 *
 * @internal
 * @example
 * ```ts
 * OPERATOR_RULES["?"]; //=> { first: "?", separator: "&", named: true, ifEmpty: "=", allowReserved: false }
 * ```
 */
export interface OperatorRules {
  /** Written before the first defined variable. */
  readonly first: string;
  /** Written between defined variables, and between exploded members. */
  readonly separator: string;
  /** Whether each value is written as `name=value`. */
  readonly named: boolean;
  /** Written after the name, instead of `=`, when a named value is empty. */
  readonly ifEmpty: string;
  /** Whether reserved characters and percent-encoded triplets are kept as they are. */
  readonly allowReserved: boolean;
}

function rules(first: string, separator: string, named: boolean, ifEmpty: string, allowReserved: boolean): OperatorRules {
  return Object.freeze({ first, separator, named, ifEmpty, allowReserved });
}

/**
 * The expansion rules of every operator, computed once so that expanding an
 * expression only reads fields.
 *
 * @internal
 * @example
 * ```ts
 * OPERATOR_RULES[";"].ifEmpty; //=> ""
 * ```
 */
export const OPERATOR_RULES: Readonly<Record<Operator, OperatorRules>> = Object.freeze({
  "": rules("", ",", false, "", false),
  "+": rules("", ",", false, "", true),
  "#": rules("#", ",", false, "", true),
  ".": rules(".", ".", false, "", false),
  "/": rules("/", "/", false, "", false),
  ";": rules(";", ";", true, "", false),
  "?": rules("?", "&", true, "=", false),
  "&": rules("&", "&", true, "=", false),
});

/**
 * Tells whether a character is one of the operators RFC 6570 defines.
 *
 * @internal
 * @example
 * ```ts
 * isOperator("/"); //=> true
 * isOperator("="); //=> false (reserved for future extensions)
 * ```
 */
export function isOperator(char: string): char is Exclude<Operator, ""> {
  // A length check first: "".includes("") is true, and "" means "no operator".
  return char.length === 1 && "+#./;?&".includes(char);
}
