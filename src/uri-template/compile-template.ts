import {
  ALPHA,
  AT,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  DOT,
  HASH,
  HYPHEN,
  isDigit,
  isIn,
  LITERAL,
  NAME,
  OPEN_BRACE,
  OPEN_BRACKET,
  PERCENT,
  PLAIN,
  QUESTION,
  RESERVED,
  SCHEME,
  SLASH,
  UNRESERVED,
  ZERO,
} from "../ascii";
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
 * The part of a URL an expression's output starts in, as the literal text
 * before it says (read in the URL dialect only):
 * - `whole`: the template starts with it, so its value gives the scheme and
 *   host (`{+url}`, `{+origin}/users`);
 * - `scheme`: inside a scheme the literal `://` after it ends (`http{s}://`);
 * - `host`: inside the user information or host (`https://{sub}.example.com`);
 * - `port`: after the host's `:`;
 * - `after-host`: right after a host the literal text completed
 *   (`https://api.github.com{+path}`), so its value can only start the path,
 *   query or fragment;
 * - `path`, `query`, `fragment`.
 *
 * @internal
 */
export type Component = "whole" | "scheme" | "host" | "port" | "after-host" | "path" | "query" | "fragment";

/**
 * One `{…}` expression (or a `:name` placeholder, which is `{name}`), with its
 * operator's rules from the table of RFC 6570 appendix A copied in, so that
 * expanding reads fields and looks nothing up.
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
  /** Offset of the `{` (or the `:` of a placeholder) in the template. */
  readonly start: number;
  /**
   * When its one variable's text value is only encoded (one variable, no
   * prefix, no operator that writes anything but the value: `{x}`, `{+x}`,
   * `:x`), that variable's index; -1 otherwise.
   */
  readonly index: number;
  /** In the URL dialect, where in the URL its output starts; `undefined` otherwise. */
  readonly component: Component | undefined;
  /** In the URL dialect, whether each of its variables needs a value: `{x}`, `{+x}` or `:x` before the query. */
  readonly required: boolean;
  /** In the URL dialect, what its values may do to the URL; `"none"` otherwise. */
  readonly risk: Risk;
}

/**
 * What a value may do to a URL where an expression puts it, least first:
 * nothing; make a `.` or `..` path segment when it is one (`{x}` in the path,
 * which encodes every other character); make one, or end the path or query,
 * when it holds `.`, `%`, `?` or `#` (`{+x}`, `{/x}`…); anything (`{.x}`
 * writes dots of its own; a value in the scheme or host). A request looks
 * closer only at values that may.
 *
 * @internal
 */
export type Risk = "none" | "dots" | "text" | "any";

/** What a value may do where an expression of `component` and `operator` puts it. */
function riskOf(component: Component, operator: string, vars: readonly VarSpec[]): Risk {
  switch (component) {
    case "path":
      // A prefix can cut "../b" to "..": only a whole value is known by its dots.
      if (operator === "") return vars.some((spec) => spec.prefix !== 0) ? "text" : "dots";
      if (operator === ".") return "any";
      // The query and fragment operators start those parts, and encode or may hold anything.
      return operator === "?" || operator === "&" || operator === "#" ? "none" : "text";
    case "query":
      return operator === "+" ? "text" : "none";
    case "fragment":
      return "none";
  }
  return "any";
}

/**
 * Where a query starts in an expansion: nowhere (append one with `?`), at a
 * literal `?` (append with `&`), or where the values put it (look).
 *
 * @internal
 */
export type QueryStart = "none" | "literal" | "scan";

/**
 * A template read once: literal text (already percent-encoded where RFC 6570
 * requires it) and expressions, and every variable name. Read-only by type,
 * not frozen: it never leaves the library (`parseTemplate` hands out an object
 * of its own) and freezing its many small objects would cost every first call.
 *
 * @internal
 */
export interface Template {
  readonly source: string;
  /** Literals and expressions in template order; no literal is empty. */
  readonly parts: readonly (string | Expression)[];
  /** Every variable name, in order of first appearance, without duplicates. */
  readonly names: readonly string[];
  /** In the URL dialect, where a query starts; `"scan"` otherwise. */
  readonly query: QueryStart;
  /** In the URL dialect, whether a value can reach the scheme or the authority. */
  readonly valuesInHost: boolean;
}

/**
 * How a template is read. RFC 6570 itself: a variable name is letters, digits,
 * `_`, `%XX` and inner dots, and literal text outside the URI character set is
 * percent-encoded as the RFC's expansion (§3.1) says.
 *
 * @internal
 */
export interface Dialect {
  /** Also allow `-` inside a variable name, as OpenAPI path templates write `{enterprise-team}`. */
  readonly hyphens: boolean;
  /** Refuse literal text outside the RFC's grammar (§2.1) instead of encoding it. */
  readonly strict: boolean;
  /**
   * Read the template as a request URL: follow its structure to tell each
   * expression's {@link Component}, and read `/:name` in the path as `/{name}`.
   */
  readonly url: boolean;
}

/**
 * Where the URL dialect's reading starts: `path` for a path under a base URL,
 * `scheme` when the template starts with an http(s) scheme (literal, or
 * interrupted by an expression) or with an expression.
 *
 * @internal
 */
export type UrlStart = "path" | "scheme";

/** Each operator's rules, from the table of RFC 6570 appendix A. */
type Rule = Pick<Expression, "operator" | "first" | "separator" | "named" | "ifEmpty" | "keep">;

const RULES: Readonly<Record<string, Rule>> = Object.fromEntries(
  (
    [
      ["", "", ",", false, "", UNRESERVED],
      ["+", "", ",", false, "", UNRESERVED | RESERVED],
      ["#", "#", ",", false, "", UNRESERVED | RESERVED],
      [".", ".", ".", false, "", UNRESERVED],
      ["/", "/", "/", false, "", UNRESERVED],
      [";", ";", ";", true, "", UNRESERVED],
      ["?", "?", "&", true, "=", UNRESERVED],
      ["&", "&", "&", true, "=", UNRESERVED],
    ] as const
  ).map(([operator, first, separator, named, ifEmpty, keep]) => [operator, { operator, first, separator, named, ifEmpty, keep }]),
);

/** Operators RFC 6570 sets aside for future extensions: an error today. */
const RESERVED_OPERATORS = "=,!@|";

/** Literal characters after which a host is not complete: a value may go on with it (`https://{host}`, `api.{tld}`, `api-{x}`, `user@{host}`). */
const HOST_GOES_ON = "/.-@:";

/**
 * True for a code point RFC 6570 allows in literal text beyond ASCII: ucschar
 * and iprivate, that is every one but C1 controls, surrogates and the
 * non-characters U+FDD0–U+FDEF and U+xFFFE/U+xFFFF.
 */
function isWideLiteral(point: number): boolean {
  if (point < 0xa0 || (point >= 0xd800 && point <= 0xdfff) || (point >= 0xfdd0 && point <= 0xfdef)) return false;
  return (point & 0xfffe) !== 0xfffe && !(point >= 0xfff0 && point <= 0xffff);
}

/** An expression under construction: its component is settled once the text after it is read. */
type ReadExpression = { -readonly [Key in keyof Expression]: Expression[Key] };

/**
 * Reads one template from left to right, once: every check of the grammar
 * happens here, and in the URL dialect the structure of the URL is followed
 * on the same characters.
 */
class Reader {
  readonly #source: string;
  readonly #dialect: Dialect;
  #at = 0;
  /** The `{` of the expression being read, for "unclosed" errors. */
  #open = 0;
  readonly #names: string[] = [];
  /**
   * Each name's index in `#names`, once there are more than a few: a map, so
   * that 30,000 variables take linear time; a few are searched in the list.
   */
  #indexes: Map<string, number> | undefined;
  /** The URL component the literal text being read is in (URL dialect). */
  #component: Component;
  /** Expressions met in a scheme before it is known whether a literal `://` completes it. */
  #inScheme: ReadExpression[] = [];
  /** Inside the `[…]` of an IPv6 host, where `:` is no port. */
  #bracket = false;
  #query: QueryStart;
  #valuesInHost = false;

  constructor(source: string, dialect: Dialect, start: UrlStart) {
    this.#source = source;
    this.#dialect = dialect;
    this.#component = start;
    this.#query = dialect.url ? "none" : "scan";
  }

  read(): Template {
    const source = this.#source;
    const url = this.#dialect.url;
    const parts: (string | Expression)[] = [];
    let literal = 0;
    while (this.#at < source.length) {
      if (!url || this.#component === "path") {
        // The bulk of a template is literal text in a path: stepped over in one tight loop.
        let at = this.#at;
        while (at < source.length && isIn(source.charCodeAt(at), PLAIN)) at++;
        this.#at = at;
        if (at === source.length) break;
      }
      const code = source.charCodeAt(this.#at);
      if (code === OPEN_BRACE) {
        if (this.#at > literal) parts.push(this.#literal(literal, this.#at));
        parts.push(this.#expression(parts));
        literal = this.#at;
      } else if (code === CLOSE_BRACE) {
        this.#fail("unopened");
      } else if (url && code === COLON && this.#component === "path" && this.#at > 0 && source.charCodeAt(this.#at - 1) === SLASH && isIn(source.charCodeAt(this.#at + 1), ALPHA)) {
        if (this.#at > literal) parts.push(this.#literal(literal, this.#at));
        parts.push(this.#placeholder());
        literal = this.#at;
      } else {
        if (this.#dialect.strict) this.#checkLiteral(code);
        // Most literal text is path, which only "?" and "#" leave.
        if (url && (this.#component !== "path" || code === QUESTION || code === HASH)) this.#follow(code);
        this.#at++;
      }
    }
    if (source.length > literal) parts.push(this.#literal(literal, source.length));
    // A scheme that no literal "://" completed was the value's to give, whole.
    for (const expression of this.#inScheme) expression.component = "whole";
    return { source, parts, names: this.#names, query: this.#query, valuesInHost: this.#valuesInHost };
  }

  /** Literal text is encoded now, once: URI characters and `%XX` stay, anything else is encoded. */
  #literal(start: number, end: number): string {
    return percentEncode(this.#source.slice(start, end), UNRESERVED | RESERVED);
  }

  #checkLiteral(code: number): void {
    if (code === PERCENT) {
      if (!isTriplet(this.#source, this.#at)) this.#fail("triplet");
    } else if (code < 128 ? !isIn(code, LITERAL) : !isWideLiteral(this.#source.codePointAt(this.#at)!)) {
      this.#fail("literal", this.#char(this.#at));
    } else if (code >= 0xd800) {
      // A surrogate pair is one character: step over its first half here.
      this.#at += code <= 0xdbff ? 1 : 0;
    }
  }

  /** Moves to the URL component a literal character starts (URL dialect). */
  #follow(code: number): void {
    if (code === QUESTION && this.#query === "none") this.#query = "literal";
    else if (code === HASH) this.#query = "scan";
    switch (this.#component) {
      case "scheme":
        if (code === COLON && this.#source.startsWith("//", this.#at + 1)) {
          for (const expression of this.#inScheme) expression.component = "scheme";
          this.#inScheme = [];
          this.#at += 2;
          this.#component = "host";
        } else if (!isIn(code, SCHEME)) {
          for (const expression of this.#inScheme) expression.component = "whole";
          this.#inScheme = [];
          this.#component = this.#after(code, "path");
        }
        return;
      case "host":
        if (code === OPEN_BRACKET) this.#bracket = true;
        else if (code === CLOSE_BRACKET) this.#bracket = false;
        else if (code === COLON && !this.#bracket) this.#component = "port";
        else this.#component = this.#after(code, "host");
        return;
      case "port":
        // "user:pass@host": the colon was in the user information after all.
        this.#component = code === AT ? "host" : this.#after(code, "port");
        return;
      case "path":
      case "after-host":
        this.#component = this.#after(code, "path");
        return;
      case "query":
        if (code === HASH) this.#component = "fragment";
    }
  }

  /** The component after a literal character in `current`: a `/`, `?` or `#` starts the path, query or fragment. */
  #after(code: number, current: Component): Component {
    if (code === QUESTION) return "query";
    if (code === HASH) return "fragment";
    return code === SLASH && current !== "path" ? "path" : current;
  }

  /** The component of an expression about to be read, and what follows it. */
  #place(parts: readonly (string | Expression)[], operator: string, expression: ReadExpression): void {
    if (this.#component === "scheme") this.#inScheme.push(expression);
    let component = this.#component;
    if (component === "host") {
      const before = parts[parts.length - 1];
      if (typeof before === "string" && !HOST_GOES_ON.includes(before[before.length - 1]!)) component = "after-host";
    }
    expression.component = component;
    expression.required = (operator === "" || operator === "+") && component !== "query" && component !== "fragment";
    expression.risk = riskOf(component, operator, expression.vars);
    this.#valuesInHost ||= component !== "path" && component !== "query" && component !== "fragment";
    // A value that gives the whole URL, or everything after its host, may
    // bring its own query; so may the query operators, and a fragment may
    // come before where a query would be appended.
    if (component === "after-host" || component === "scheme" || operator === "?" || operator === "&" || operator === "#") this.#query = "scan";
    if (component === "after-host") this.#component = "path";
    if (operator === "?" || operator === "&") this.#component = this.#component === "fragment" ? "fragment" : "query";
    else if (operator === "#") this.#component = "fragment";
  }

  #expression(parts: readonly (string | Expression)[]): Expression {
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
    const expression = this.#make(operator, vars, start);
    if (this.#dialect.url) this.#place(parts, operator, expression);
    return expression;
  }

  /** `:name` after a `/` in the path: `{name}`, ending at the first character that is not a letter, digit or `_`. */
  #placeholder(): Expression {
    const start = this.#at;
    const name = ++this.#at;
    while (isIn(this.#source.charCodeAt(this.#at), NAME)) this.#at++;
    const expression = this.#make("", [this.#spec(this.#source.slice(name, this.#at), 0, false, name)], start);
    expression.component = "path";
    expression.required = true;
    expression.risk = "dots";
    return expression;
  }

  #make(operator: string, vars: VarSpec[], start: number): ReadExpression {
    const { first, separator, named, ifEmpty, keep } = RULES[operator]!;
    const index = vars.length === 1 && vars[0]!.prefix === 0 && first === "" && !named ? vars[0]!.index : -1;
    // One literal, so that every expression has the same shape (a spread of the rule would make a new one each time).
    return { operator, first, separator, named, ifEmpty, keep, vars, start, index, component: undefined, required: false, risk: "none" };
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
    return this.#spec(name, prefix, explode, start);
  }

  #spec(name: string, prefix: number, explode: boolean, start: number): VarSpec {
    const names = this.#names;
    let index = this.#indexes === undefined ? names.indexOf(name) : (this.#indexes.get(name) ?? -1);
    if (index === -1) {
      index = names.push(name) - 1;
      if (this.#indexes !== undefined) this.#indexes.set(name, index);
      else if (names.length > 8) this.#indexes = new Map(names.map((known, at) => [known, at]));
    }
    return { name, index, prefix, explode, start };
  }

  /** varname = varchar *( ["."] varchar ); with hyphens, "-" joins varchars as "." does. */
  #name(): string {
    const source = this.#source;
    const start = this.#at;
    this.#varchar("a variable name");
    for (;;) {
      let at = this.#at;
      while (isIn(source.charCodeAt(at), NAME)) at++;
      this.#at = at;
      const code = source.charCodeAt(at);
      if (code === PERCENT) {
        this.#varchar("");
      } else if (code === DOT || (code === HYPHEN && this.#dialect.hyphens)) {
        this.#at++;
        this.#varchar(`a letter, digit, "_" or %-triplet after "${code === DOT ? "." : "-"}" in a variable name`);
      } else {
        return source.slice(start, this.#at);
      }
    }
  }

  /** Reads one varchar (ALPHA / DIGIT / "_" / pct-encoded), or fails saying what was expected. */
  #varchar(expected: string): void {
    const code = this.#source.charCodeAt(this.#at);
    if (isIn(code, NAME)) {
      this.#at++;
    } else if (code === PERCENT) {
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
    if (!isDigit(first) || first === ZERO) {
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
export const RFC_6570: Dialect = Object.freeze({ hyphens: false, strict: false, url: false });

/**
 * Reads an RFC 6570 template (levels 1 to 4) in the given dialect. Throws a
 * `UriTemplateError` naming the template and the zero-based position of the
 * first mistake, and an `InvalidArgumentError` when `source` is not a string.
 * In the URL dialect, `start` says whether the text starts with a path or
 * with a scheme (or an expression in its place).
 *
 * @internal
 */
export function compileTemplate(source: string, dialect: Dialect = RFC_6570, start: UrlStart = "path"): Template {
  // JavaScript callers can pass anything; a number would otherwise "parse" as an empty template.
  if (typeof source !== "string") fail("template", undefined, "expected", "a string", source);
  return new Reader(source, dialect, start).read();
}
