import { InvalidArgumentError, UriTemplateError, quote } from "../errors";
import { CompiledTemplate } from "./compiled-template";
import type { Expression, TemplatePart, VarSpec } from "./compiled-template";
import { OPERATOR_RULES, isOperator } from "./operator-rules";
import type { Operator } from "./operator-rules";
import { isPercentTriplet, percentEncode } from "./percent-encode";

/** Operators RFC 6570 sets aside for future extensions: an error today. */
const RESERVED_OPERATORS = "=,!@|";
const MAX_PREFIX_DIGITS = 4;

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** ALPHA / DIGIT / "_": a varchar that is not a percent-encoded triplet. */
function isNameChar(code: number): boolean {
  return isDigit(code) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f;
}

/**
 * Reads one template from left to right. Every check of RFC 6570's grammar
 * happens here, once, so that expanding never meets a malformed template.
 */
class TemplateReader {
  readonly #template: string;
  #position = 0;
  /** Offset of the `{` of the expression being read, for "unclosed" errors. */
  #open = 0;

  constructor(template: string) {
    this.#template = template;
  }

  read(): TemplatePart[] {
    const template = this.#template;
    const parts: TemplatePart[] = [];
    let literalStart = 0;
    while (this.#position < template.length) {
      const char = template[this.#position];
      if (char === "{") {
        if (this.#position > literalStart) parts.push(this.#literal(literalStart, this.#position));
        parts.push(this.#expression());
        literalStart = this.#position;
      } else if (char === "}") {
        this.#fail(this.#position, `"}" has no matching "{"`);
      } else {
        this.#position += 1;
      }
    }
    if (template.length > literalStart) parts.push(this.#literal(literalStart, template.length));
    return parts;
  }

  /**
   * Literal text is encoded now, once: characters a URI allows and `%XX`
   * triplets are kept, anything else (a space, "é", a stray "%") is encoded.
   */
  #literal(start: number, end: number): string {
    return percentEncode(this.#template.slice(start, end), true);
  }

  #expression(): Expression {
    const start = this.#position;
    this.#open = start;
    this.#position += 1;
    const char = this.#peek();
    let operator: Operator = "";
    if (isOperator(char)) {
      operator = char;
      this.#position += 1;
    } else if (char !== "" && RESERVED_OPERATORS.includes(char)) {
      this.#fail(this.#position, `the operator "${char}" is reserved for future extensions of RFC 6570`);
    }
    const varspecs: VarSpec[] = [];
    for (;;) {
      const varspec = this.#varspec();
      varspecs.push(varspec);
      const next = this.#peek();
      this.#position += 1;
      if (next === "}") break;
      if (next === ",") continue;
      this.#unexpected(this.#position - 1, `after variable "${varspec.name}"; expected "," or "}"`);
    }
    return Object.freeze({
      operator,
      rules: OPERATOR_RULES[operator],
      varspecs: Object.freeze(varspecs),
      start,
      end: this.#position,
    });
  }

  #varspec(): VarSpec {
    const start = this.#position;
    const name = this.#name();
    let prefix: number | undefined;
    let explode = false;
    if (this.#peek() === ":") {
      this.#position += 1;
      prefix = this.#prefix();
      if (this.#peek() === "*") this.#fail(this.#position, "a variable cannot have both a prefix and the explode modifier");
    } else if (this.#peek() === "*") {
      this.#position += 1;
      explode = true;
      if (this.#peek() === ":") this.#fail(this.#position, "a variable cannot have both the explode modifier and a prefix");
    }
    return Object.freeze({ name, prefix, explode, start });
  }

  /** varname = varchar *( ["."] varchar ), where varchar = ALPHA / DIGIT / "_" / pct-encoded. */
  #name(): string {
    const start = this.#position;
    this.#varchar("a variable name");
    for (;;) {
      const code = this.#code();
      if (isNameChar(code) || code === 0x25) this.#varchar("");
      else if (code === 0x2e) {
        this.#position += 1;
        this.#varchar('a letter, digit, "_" or %-triplet after "." in a variable name');
      } else break;
    }
    return this.#template.slice(start, this.#position);
  }

  /** Reads one varchar, or fails saying that `expected` was expected. */
  #varchar(expected: string): void {
    const code = this.#code();
    if (isNameChar(code)) {
      this.#position += 1;
    } else if (code === 0x25) {
      if (this.#position + 2 >= this.#template.length) this.#unclosed();
      if (!isPercentTriplet(this.#template, this.#position)) {
        this.#fail(this.#position, `"%" in a variable name must start a percent-encoded triplet such as "%20"`);
      }
      this.#position += 3;
    } else {
      this.#unexpected(this.#position, `where ${expected} was expected`);
    }
  }

  /** max-length = %x31-39 0*3DIGIT: 1 to 9999, without a leading zero. */
  #prefix(): number {
    const start = this.#position;
    const first = this.#code();
    if (!isDigit(first) || first === 0x30) {
      this.#unexpected(start, "where a prefix length from 1 to 9999 (without a leading zero) was expected");
    }
    while (isDigit(this.#code())) {
      if (this.#position - start === MAX_PREFIX_DIGITS) this.#fail(this.#position, "a prefix length cannot exceed 9999");
      this.#position += 1;
    }
    return Number(this.#template.slice(start, this.#position));
  }

  /** The current character, or `""` at the end of the template. */
  #peek(): string {
    return this.#template.charAt(this.#position);
  }

  /** The current UTF-16 code, or NaN at the end of the template. */
  #code(): number {
    return this.#template.charCodeAt(this.#position);
  }

  /** Fails on the character at `position`; the end of the template means an unclosed expression. */
  #unexpected(position: number, context: string): never {
    if (position >= this.#template.length) this.#unclosed();
    // Quotes a whole emoji rather than half of it; position is inside the template.
    const char = String.fromCodePoint(this.#template.codePointAt(position)!);
    this.#fail(position, `unexpected ${JSON.stringify(char)} ${context}`);
  }

  #unclosed(): never {
    this.#fail(this.#open, `the expression starting here has no closing "}"`);
  }

  #fail(position: number, problem: string): never {
    throw new UriTemplateError(this.#template, position, problem);
  }
}

/**
 * Parses an RFC 6570 template (levels 1 to 4) into its compiled form, which
 * also exposes the expressions and the span-reporting expansion that the
 * path-traversal guard needs. Throws a `UriTemplateError` naming the template
 * and the zero-based position of the first mistake, and an `InvalidArgumentError`
 * when `template` is not a string.
 *
 * @internal
 * @example
 * ```ts
 * const compiled = compileTemplate("/repos/{owner}/{repo}");
 * compiled.expressions.map((expression) => expression.start); //=> [7, 15]
 * compiled.expand({ owner: "octokit", repo: "rest.js" }); //=> "/repos/octokit/rest.js"
 * ```
 */
export function compileTemplate(template: string): CompiledTemplate {
  // JavaScript callers can pass anything; a number would otherwise "parse" as
  // an empty template.
  if (typeof template !== "string") {
    throw new InvalidArgumentError("template", `must be a string, got ${quote(template)}`);
  }
  return new CompiledTemplate(template, new TemplateReader(template).read());
}
