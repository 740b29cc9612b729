import { isIn, LITERAL, NAME, RESERVED, UNRESERVED } from "../ascii";
import { fail, failTemplate, type TemplateArgs, type TemplateProblem } from "../errors";
import { isTriplet, percentEncode } from "./percent-encode";

/**
 * One variable of an expression, as written: `{name:3}` or `{name*}`.
 *
 * @internal
 */
export interface VarSpec {
  /** The name as written, also its lookup key (`Some%20Thing` stays as is). */
  readonly name: string;
  /** Where its value sits in the values an expansion is given: its index in `Template.names`. */
  readonly index: number;
  /** The prefix length of `:N` (1 to 9999), 0 when there is none. */
  readonly prefix: number;
  readonly explode: boolean;
  /** Offset of the name in the template, for errors found when expanding. */
  readonly start: number;
}

/**
 * One `{…}` expression, with its operator's rules from the table of RFC 6570
 * appendix A copied in, so that expanding reads fields and looks nothing up.
 *
 * @internal
 */
export interface Expression {
  /** `""` or one of `+ # . / ; ? &`. */
  readonly operator: string;
  /** Written before the first defined variable. */
  readonly first: string;
  /** Written between defined variables and between exploded members. */
  readonly separator: string;
  /** Whether each value is written as `name=value`. */
  readonly named: boolean;
  /** Written after the name instead of `=` when a named value is empty. */
  readonly ifEmpty: string;
  /** The character classes kept unencoded: unreserved, or also reserved for `+` and `#`. */
  readonly keep: number;
  readonly vars: readonly VarSpec[];
  /** Offset of the `{` in the template. */
  readonly start: number;
}

/**
 * A template read once: literal text (already percent-encoded where RFC 6570
 * requires it) and expressions, and every variable name. Read-only by type,
 * not frozen: freezing each of its many small objects would cost more than
 * reading the template, and no caller ever holds one (`parseTemplate` hands
 * out a frozen object of its own, a plan is frozen as a whole).
 *
 * @internal
 */
export interface Template {
  readonly source: string;
  /** Literals and expressions in template order; no literal is empty. */
  readonly parts: readonly (string | Expression)[];
  /** Every variable name, in order of first appearance, without duplicates. */
  readonly names: readonly string[];
}

/**
 * How strictly a template is read. RFC 6570 itself: a variable name is letters,
 * digits, `_`, `%XX` and inner dots, and literal text outside the URI
 * character set is percent-encoded as the RFC's expansion (§3.1) says.
 *
 * @internal
 */
export interface Dialect {
  /** Also allow `-` inside a variable name, as OpenAPI path templates write `{enterprise-team}`. */
  readonly hyphens: boolean;
  /** Refuse literal text outside the RFC's grammar (§2.1) instead of encoding it. */
  readonly strict: boolean;
}

const RULES: Readonly<Record<string, readonly [first: string, separator: string, named: boolean, ifEmpty: string, keep: number]>> = {
  "": ["", ",", false, "", UNRESERVED],
  "+": ["", ",", false, "", UNRESERVED | RESERVED],
  "#": ["#", ",", false, "", UNRESERVED | RESERVED],
  ".": [".", ".", false, "", UNRESERVED],
  "/": ["/", "/", false, "", UNRESERVED],
  ";": [";", ";", true, "", UNRESERVED],
  "?": ["?", "&", true, "=", UNRESERVED],
  "&": ["&", "&", true, "=", UNRESERVED],
};

/** Operators RFC 6570 sets aside for future extensions: an error today. */
const RESERVED_OPERATORS = "=,!@|";

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * True for a code point RFC 6570 allows in literal text beyond ASCII: ucschar
 * and iprivate, that is every one but C1 controls, surrogates and the
 * non-characters U+FDD0–U+FDEF and U+xFFFE/U+xFFFF.
 */
function isWideLiteral(point: number): boolean {
  if (point < 0xa0 || (point >= 0xd800 && point <= 0xdfff) || (point >= 0xfdd0 && point <= 0xfdef)) return false;
  return (point & 0xfffe) !== 0xfffe && !(point >= 0xfff0 && point <= 0xffff);
}

/** Reads one template from left to right; every check of the grammar happens here, once. */
class Reader {
  readonly #source: string;
  readonly #dialect: Dialect;
  #at = 0;
  /** The `{` of the expression being read, for "unclosed" errors. */
  #open = 0;
  readonly #names: string[] = [];
  /** Each name's index in `#names`: a map, so that 30,000 variables take linear time. */
  readonly #indexes = new Map<string, number>();

  constructor(source: string, dialect: Dialect) {
    this.#source = source;
    this.#dialect = dialect;
  }

  read(): Template {
    const source = this.#source;
    const parts: (string | Expression)[] = [];
    let literal = 0;
    while (this.#at < source.length) {
      const code = source.charCodeAt(this.#at);
      if (code === 123) {
        if (this.#at > literal) parts.push(this.#literal(literal, this.#at));
        parts.push(this.#expression());
        literal = this.#at;
      } else if (code === 125) {
        this.#fail("unopened");
      } else {
        if (this.#dialect.strict) this.#checkLiteral(code);
        this.#at++;
      }
    }
    if (source.length > literal) parts.push(this.#literal(literal, source.length));
    return { source, parts, names: this.#names };
  }

  /** Literal text is encoded now, once: URI characters and `%XX` stay, anything else is encoded. */
  #literal(start: number, end: number): string {
    return percentEncode(this.#source.slice(start, end), UNRESERVED | RESERVED);
  }

  #checkLiteral(code: number): void {
    if (code === 37) {
      if (!isTriplet(this.#source, this.#at)) this.#fail("triplet");
    } else if (code < 128 ? !isIn(code, LITERAL) : !isWideLiteral(this.#source.codePointAt(this.#at)!)) {
      this.#fail("literal", this.#char(this.#at));
    } else if (code >= 0xd800) {
      // A surrogate pair is one character: step over its first half here.
      this.#at += code <= 0xdbff ? 1 : 0;
    }
  }

  #expression(): Expression {
    const start = (this.#open = this.#at);
    this.#at++;
    const char = this.#source.charAt(this.#at);
    let operator = "";
    if (char !== "" && Object.hasOwn(RULES, char)) {
      operator = char;
      this.#at++;
    } else if (char !== "" && RESERVED_OPERATORS.includes(char)) {
      this.#fail("reserved", char);
    }
    const vars: VarSpec[] = [];
    for (;;) {
      const spec = this.#varspec();
      vars.push(spec);
      const next = this.#source.charAt(this.#at);
      this.#at++;
      if (next === "}") break;
      if (next !== ",") this.#unexpected(this.#at - 1, `after variable "${spec.name}"; expected "," or "}"`);
    }
    const [first, separator, named, ifEmpty, keep] = RULES[operator]!;
    return { operator, first, separator, named, ifEmpty, keep, vars, start };
  }

  #varspec(): VarSpec {
    const start = this.#at;
    const name = this.#name();
    let prefix = 0;
    let explode = false;
    const modifier = this.#source.charAt(this.#at);
    if (modifier === ":") {
      this.#at++;
      prefix = this.#prefix();
      if (this.#source.charAt(this.#at) === "*") this.#fail("both", "a prefix", "the explode modifier");
    } else if (modifier === "*") {
      this.#at++;
      explode = true;
      if (this.#source.charAt(this.#at) === ":") this.#fail("both", "the explode modifier", "a prefix");
    }
    let index = this.#indexes.get(name);
    if (index === undefined) {
      index = this.#names.push(name) - 1;
      this.#indexes.set(name, index);
    }
    return { name, index, prefix, explode, start };
  }

  /** varname = varchar *( ["."] varchar ); with hyphens, "-" joins varchars as "." does. */
  #name(): string {
    const start = this.#at;
    this.#varchar("a variable name");
    for (;;) {
      const code = this.#source.charCodeAt(this.#at);
      if (isIn(code, NAME) || code === 37) {
        this.#varchar("");
      } else if (code === 46 || (code === 45 && this.#dialect.hyphens)) {
        this.#at++;
        this.#varchar(`a letter, digit, "_" or %-triplet after "${code === 46 ? "." : "-"}" in a variable name`);
      } else {
        return this.#source.slice(start, this.#at);
      }
    }
  }

  /** Reads one varchar (ALPHA / DIGIT / "_" / pct-encoded), or fails saying what was expected. */
  #varchar(expected: string): void {
    const code = this.#source.charCodeAt(this.#at);
    if (isIn(code, NAME)) {
      this.#at++;
    } else if (code === 37) {
      if (this.#at + 2 >= this.#source.length) this.#fail("unclosed");
      if (!isTriplet(this.#source, this.#at)) this.#fail("triplet");
      this.#at += 3;
    } else {
      this.#unexpected(this.#at, `where ${expected} was expected`);
    }
  }

  /** max-length = %x31-39 0*3DIGIT: 1 to 9999, without a leading zero. */
  #prefix(): number {
    const start = this.#at;
    const first = this.#source.charCodeAt(start);
    if (!isDigit(first) || first === 48) {
      this.#unexpected(start, "where a prefix length from 1 to 9999 (without a leading zero) was expected");
    }
    while (isDigit(this.#source.charCodeAt(this.#at))) {
      if (this.#at - start === 4) this.#fail("prefix");
      this.#at++;
    }
    return Number(this.#source.slice(start, this.#at));
  }

  /** The whole character at `at`, an emoji rather than half of it. */
  #char(at: number): string {
    return String.fromCodePoint(this.#source.codePointAt(at)!);
  }

  /** Fails on the character at `at`; the end of the template means an unclosed expression. */
  #unexpected(at: number, context: string): never {
    if (at >= this.#source.length) this.#fail("unclosed");
    this.#at = at;
    this.#fail("unexpected", this.#char(at), context);
  }

  #fail<P extends TemplateProblem>(problem: P, ...args: TemplateArgs<P>): never {
    return failTemplate(this.#source, problem === "unclosed" ? this.#open : this.#at, problem, ...args);
  }
}

/** RFC 6570 as written. @internal */
export const RFC_6570: Dialect = Object.freeze({ hyphens: false, strict: false });

/**
 * Reads an RFC 6570 template (levels 1 to 4) in the given dialect. Throws a
 * `UriTemplateError` naming the template and the zero-based position of the
 * first mistake, and an `InvalidArgumentError` when `source` is not a string.
 *
 * @internal
 */
export function compileTemplate(source: string, dialect: Dialect = RFC_6570): Template {
  // JavaScript callers can pass anything; a number would otherwise "parse" as an empty template.
  if (typeof source !== "string") fail("template", undefined, "expected", "a string", source);
  return new Reader(source, dialect).read();
}
