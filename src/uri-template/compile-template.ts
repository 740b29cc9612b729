import {
  ALPHA,
  ASTERISK,
  AT,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
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
  runOf,
  RESERVED,
  SCHEME,
  SLASH,
  UNRESERVED,
  ZERO,
} from "../ascii";
import { fail, failTemplate } from "../errors";
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

/**
 * What a value may do where an expression of `component` and `operator` puts
 * it. A risk too high only makes a request look closer at a URL that is fine,
 * so the mutants that raise it are equivalent; the safety tests kill those that
 * lower it, and the two kinds cannot be told apart by mutator.
 */
function riskOf(component: Component, operator: string, vars: readonly VarSpec[]): Risk {
  // Stryker disable all: see above
  switch (component) {
    case "path":
      // A prefix can cut "../b" to "..": only a whole value is known by its dots.
      if (operator === "") {
        for (let v = 0; v < vars.length; v++) if (vars[v]!.prefix !== 0) return "text";
        return "dots";
      }
      if (operator === ".") return "any";
      // The query and fragment operators start those parts, and encode or may hold anything.
      return operator === "?" || operator === "&" || operator === "#" ? "none" : "text";
    case "query":
      return operator === "+" ? "text" : "none";
    case "fragment":
      return "none";
  }
  // Stryker restore all
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
  /** Each name's index in `names`, for a template with more than a few (8): a few are searched in the list. */
  readonly indexes: ReadonlyMap<string, number> | undefined;
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

/** Literal text in a path, stepped over in one go (see {@link runOf}). */
const PLAIN_RUN = runOf(PLAIN);

/** Operators RFC 6570 sets aside for future extensions: an error today. */
// Stryker disable next-line StringLiteral: made when the module loads, where Stryker's vitest runner never has a mutant in force
const RESERVED_OPERATORS = "=,!@|";

/** Literal characters after which a host is not complete: a value may go on with it (`https://{host}`, `api.{tld}`, `api-{x}`, `user@{host}`). */
// Stryker disable next-line StringLiteral: made when the module loads, where Stryker's vitest runner never has a mutant in force
const HOST_GOES_ON = "/.-@:";

/**
 * True for a code point RFC 6570 allows in literal text beyond ASCII: ucschar
 * and iprivate, that is every one but C1 controls, surrogates and the
 * non-characters U+FDD0–U+FDEF and U+xFFFE/U+xFFFF.
 */
function isWideLiteral(point: number): boolean {
  if (point < 0xa0 || (point >= 0xd800 && point <= 0xdfff) || (point >= 0xfdd0 && point <= 0xfdef)) return false;
  // Stryker disable next-line EqualityOperator: U+FFFF is refused by the test before
  return (point & 0xfffe) !== 0xfffe && !(point >= 0xfff0 && point <= 0xffff);
}

/** An expression under construction: its component is settled once the text after it is read. */
type ReadExpression = { -readonly [Key in keyof Expression]: Expression[Key] };

/** The component after a literal character in `current`: a `/`, `?` or `#` starts the path, query or fragment. */
function after(code: number, current: Component): Component {
  if (code === QUESTION) return "query";
  if (code === HASH) return "fragment";
  return code === SLASH ? "path" : current;
}

/** The whole character at `at`: an emoji rather than half of it. */
function charAt(source: string, at: number): string {
  return String.fromCodePoint(source.codePointAt(at)!);
}

/** Variable names, once a template has more than a few: then a map finds each, so that 30,000 take linear time. */
const INDEXED_NAMES = 8;

/** A variable name's characters but `.`, `-` and `%`, stepped over in one go (see {@link runOf}). */
const NAME_RUN = runOf(NAME);

/** Fails on the character at `position`; the end of the template means the expression opened at `open` is unclosed. */
function unexpected(source: string, position: number, open: number, context: string): never {
  if (position >= source.length) failTemplate(source, open, "unclosed");
  return failTemplate(source, position, "unexpected", charAt(source, position), context);
}

/**
 * Where one varchar (ALPHA / DIGIT / "_" / pct-encoded) that starts at `at`
 * ends, or an error saying what was expected there.
 */
function varcharEnd(source: string, at: number, open: number, expected: string): number {
  const code = source.charCodeAt(at);
  // Stryker disable next-line BlockStatement: a name character left here is stepped over by the run after it
  if (isIn(code, NAME)) return at + 1;
  if (code === PERCENT) {
    if (at + 2 >= source.length) failTemplate(source, open, "unclosed");
    if (!isTriplet(source, at)) failTemplate(source, at, "triplet");
    return at + 3;
  }
  return unexpected(source, at, open, `where ${expected} was expected`);
}

/** The variable names of a template being read, in order of first appearance. */
class Names {
  readonly list: string[] = [];
  /** Each name's index, made once there are more than {@link INDEXED_NAMES}. */
  map: Map<string, number> | undefined;

  /** The index of `name`, added to the names the first time. */
  indexOf(name: string): number {
    const { list, map } = this;
    // Stryker disable next-line ConditionalExpression: searching the list finds the index the map holds
    let index = map === undefined ? list.indexOf(name) : (map.get(name) ?? -1);
    if (index === -1) {
      index = list.push(name) - 1;
      if (map !== undefined) map.set(name, index);
      // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: a map made sooner, again or never finds the same indexes
      if (map === undefined && list.length > INDEXED_NAMES) this.map = new Map(list.map((known, position) => [known, position]));
    }
    return index;
  }
}

/** An expression with its operator's rules; the URL dialect settles its component, requirement and risk once it is read. */
function make(operator: string, vars: VarSpec[], begin: number): ReadExpression {
  const { first, separator, named, ifEmpty, keep } = RULES[operator]!;
  // Stryker disable next-line all: -1 only sends a request past the shortcut for `{x}` (see fill.ts), to the same URL
  const index = vars.length === 1 && vars[0]!.prefix === 0 && first === "" && !named ? vars[0]!.index : -1;
  // One literal, so that every expression has one shape (a spread of the rule would make a new one each time).
  // The URL dialect sets these three once the expression is read; RFC 6570's own expansion reads none of them.
  // Stryker disable next-line BooleanLiteral,StringLiteral: see above
  return { operator, first, separator, named, ifEmpty, keep, vars, start: begin, index, component: undefined, required: false, risk: "none" };
}

/**
 * Literal text, encoded once: URI characters and `%XX` stay, anything else is
 * encoded. Text of URI characters alone (`encode` false, nearly every
 * route's) is kept as it is, without the encoder's scan: a route's first call
 * reads its template before the engine has optimised any of it.
 */
function addLiteral(parts: (string | Expression)[], source: string, start: number, end: number, encode: boolean): void {
  if (end <= start) return;
  // Stryker disable next-line BlockStatement: encodes more often (see encode in read)
  if (!encode) {
    parts[parts.length] = source.slice(start, end);
    return;
  }
  const text = percentEncode(source.slice(start, end), UNRESERVED | RESERVED);
  // Encoded piece by piece, the text is a tree of its pieces until something
  // reads it: reading one character makes it one string now, as a plan keeps
  // it (a tree held 3.5 times the string).
  text.charCodeAt(0);
  parts[parts.length] = text;
}

/**
 * Reads one template from left to right, once: every check of the grammar
 * happens here, and in the URL dialect the structure of the URL is followed
 * on the same characters. The reading state is local variables that no
 * other function shares (the steps above take a position and give one
 * back), and each expression is read in place, with no object per step: a
 * route's first call reads its template before the engine has optimised any
 * of it.
 */
function read(source: string, dialect: Dialect, start: UrlStart): Template {
  const { hyphens, strict, url } = dialect;
  const { length } = source;
  const parts: (string | Expression)[] = [];
  const names = new Names();
  let at = 0;
  /** The `{` of the expression being read, for "unclosed" errors. */
  let open = 0;
  /** Where the literal text being read started. */
  let literal = 0;
  /** The URL component the literal text being read is in (URL dialect). */
  let component: Component = start;
  /** Expressions met in a scheme before it is known whether a literal `://` completes it. */
  let inScheme: ReadExpression[] | undefined;
  /** Inside the `[…]` of an IPv6 host, where `:` is no port. */
  let bracket = false;
  let query: QueryStart = url ? "none" : "scan";
  let valuesInHost = false;
  // Encoding text of URI characters gives it back as it is: the mutants that
  // only encode more often (this flag set from the start, kept set, or not
  // asked) are equivalent and not counted.
  /** Whether the literal text being read holds a character that is not a URI character, and so must be encoded. */
  // Stryker disable next-line BooleanLiteral: see above
  let encode = false;

  // One step past the end reads NaN: it can only mark the last literal text for encoding, which gives URI characters back as they are, and change a component nothing reads after the loop.
  // Stryker disable next-line EqualityOperator: see above
  while (at < length) {
    // The bulk of a template is literal text in a path: stepped over in one go.
    // The character loop below reads the same text one character at a time.
    // Stryker disable next-line all: see above
    if (!url || component === "path") {
      PLAIN_RUN.lastIndex = at;
      PLAIN_RUN.test(source);
      at = PLAIN_RUN.lastIndex;
      // Stryker disable next-line ConditionalExpression: at the end, the loop below reads nothing more
      if (at === length) break;
    }
    const code = source.charCodeAt(at);
    // `:name` after a `/` in the path is `{name}`, ending at the first character that is not a letter, digit or `_`.
    const colonName = url && code === COLON && component === "path" && source.charCodeAt(at - 1) === SLASH && isIn(source.charCodeAt(at + 1), ALPHA);
    if (code === OPEN_BRACE || colonName) {
      addLiteral(parts, source, literal, at, encode);
      // Stryker disable next-line BooleanLiteral: encodes more often (see encode)
      encode = false;
      open = at++;
      let operator = "";
      const vars: VarSpec[] = [];
      if (colonName) {
        NAME_RUN.lastIndex = at;
        NAME_RUN.test(source);
        at = NAME_RUN.lastIndex;
        const name = source.slice(open + 1, at);
        vars[0] = { name, index: names.indexOf(name), prefix: 0, explode: false, start: open + 1 };
      } else {
        const char = source.charAt(at);
        // Stryker disable next-line ConditionalExpression,StringLiteral: at the end, "" (the rule of no operator) steps past it to the same "unclosed"
        if (char !== "" && Object.hasOwn(RULES, char)) {
          operator = char;
          at++;
        } else if (char !== "" && RESERVED_OPERATORS.includes(char)) {
          failTemplate(source, at, "reserved", char);
        }
        for (;;) {
          // varname = varchar *( ["."] varchar ); with hyphens, "-" joins varchars as "." does.
          const begin = at;
          at = varcharEnd(source, at, open, "a variable name");
          for (;;) {
            NAME_RUN.lastIndex = at;
            NAME_RUN.test(source);
            at = NAME_RUN.lastIndex;
            const next = source.charCodeAt(at);
            if (next === PERCENT) {
              // Stryker disable next-line StringLiteral: at a "%", varchar never says what it expected
              at = varcharEnd(source, at, open, "");
            } else if (next === DOT || (next === HYPHEN && hyphens)) {
              at++;
              at = varcharEnd(source, at, open, `a letter, digit, "_" or %-triplet after "${next === DOT ? "." : "-"}" in a variable name`);
            } else {
              break;
            }
          }
          const name = source.slice(begin, at);
          // max-length = %x31-39 0*3DIGIT: 1 to 9999, without a leading zero.
          let prefix = 0;
          let explode = false;
          const modifier = source.charCodeAt(at);
          if (modifier === COLON) {
            const digits = ++at;
            const digit = source.charCodeAt(at);
            if (!isDigit(digit) || digit === ZERO) unexpected(source, at, open, "where a prefix length from 1 to 9999 (without a leading zero) was expected");
            while (isDigit(source.charCodeAt(at))) {
              if (at - digits === 4) failTemplate(source, at, "prefix");
              at++;
            }
            prefix = Number(source.slice(digits, at));
            if (source.charCodeAt(at) === ASTERISK) failTemplate(source, at, "both", "a prefix", "the explode modifier");
          } else if (modifier === ASTERISK) {
            at++;
            explode = true;
            if (source.charCodeAt(at) === COLON) failTemplate(source, at, "both", "the explode modifier", "a prefix");
          }
          vars[vars.length] = { name, index: names.indexOf(name), prefix, explode, start: begin };
          const next = source.charCodeAt(at++);
          if (next === CLOSE_BRACE) break;
          if (next !== COMMA) unexpected(source, at - 1, open, `after variable "${name}"; expected "," or "}"`);
        }
      }
      const expression = make(operator, vars, open);
      if (url) {
        // Where the expression's output lands, and what follows it.
        let here = component;
        if (here === "scheme") (inScheme ??= []).push(expression);
        if (here === "host" || here === "port") {
          // A host the literal text ended with a letter, or a port with a digit, is complete.
          const before = parts[parts.length - 1];
          if (typeof before === "string" && !HOST_GOES_ON.includes(before[before.length - 1]!)) here = "after-host";
        }
        expression.component = here;
        expression.required = (operator === "" || operator === "+") && here !== "query" && here !== "fragment";
        expression.risk = riskOf(here, operator, vars);
        valuesInHost ||= here !== "path" && here !== "query" && here !== "fragment";
        // A value that gives the whole URL, or everything after its host, may
        // bring its own query; so may {?…}, and a fragment may come before
        // where a query would be appended. ({&…} writes no "?" or "#".)
        if (here === "after-host" || here === "scheme" || operator === "?" || operator === "#") query = "scan";
        if (here === "after-host") component = "path";
        if (operator === "?" || operator === "&") component = component === "fragment" ? "fragment" : "query";
        else if (operator === "#") component = "fragment";
      }
      parts[parts.length] = expression;
      literal = at;
    } else if (code === CLOSE_BRACE) {
      failTemplate(source, at, "unopened");
    } else {
      // The run above steps over URI characters only: the others all come here.
      // Stryker disable next-line ConditionalExpression: encodes more often (see encode)
      if (!isIn(code, UNRESERVED | RESERVED)) encode = true;
      if (strict) {
        if (code === PERCENT) {
          if (!isTriplet(source, at)) failTemplate(source, at, "triplet");
          // An ASCII character is in the class or refused; isWideLiteral() refuses every one.
        } else if (!isIn(code, LITERAL) && !isWideLiteral(source.codePointAt(at)!)) {
          failTemplate(source, at, "literal", charAt(source, at));
        } else if (code >= 0xd800 && code <= 0xdbff) {
          // A surrogate pair is one character: step over its first half here.
          at++;
        }
      }
      // Most literal text is path, which only "?" and "#" leave.
      // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: RFC 6570's own dialect reads no component, and a path moves only at "?" or "#"
      if (url && (component !== "path" || code === QUESTION || code === HASH)) {
        // Moves to the URL component a literal character starts.
        if (code === QUESTION && query === "none") query = "literal";
        else if (code === HASH) query = "scan";
        switch (component) {
          case "scheme":
            if (code === COLON && source.startsWith("//", at + 1)) {
              // The expressions met are in the scheme, as they were read.
              inScheme = undefined;
              at += 2;
              component = "host";
            } else if (!isIn(code, SCHEME)) {
              // Stryker disable next-line ConditionalExpression: only a template that starts with an expression is read from a scheme it has not written, so one was met
              if (inScheme !== undefined) for (const expression of inScheme) expression.component = "whole";
              inScheme = undefined;
              component = after(code, "path");
            }
            break;
          case "host":
            if (code === OPEN_BRACKET) bracket = true;
            else if (code === CLOSE_BRACKET) bracket = false;
            else if (code === COLON && !bracket) component = "port";
            else component = after(code, "host");
            break;
          case "port":
            // "user:pass@host": the colon was in the user information after all.
            component = code === AT ? "host" : after(code, "port");
            break;
          // A value after a host moved the reading to the path (above): no literal is read "after-host".
          case "path":
            component = after(code, component);
            break;
          case "query":
            if (code === HASH) component = "fragment";
        }
      }
      at++;
    }
  }
  addLiteral(parts, source, literal, at, encode);
  // A scheme that no literal "://" completed was the value's to give, whole.
  if (inScheme !== undefined) for (const expression of inScheme) expression.component = "whole";
  return { source, parts, names: names.list, indexes: names.map, query, valuesInHost };
}

/** RFC 6570 as written. @internal */
// Stryker disable next-line all: made when the module loads, where Stryker's vitest runner never has a mutant in force
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
// Stryker disable next-line StringLiteral: `start` is read only in the URL dialect, whose callers give it
export function compileTemplate(source: string, dialect: Dialect = RFC_6570, start: UrlStart = "path"): Template {
  // JavaScript callers can pass anything; a number would otherwise "parse" as an empty template.
  if (typeof source !== "string") fail("template", undefined, "expected", "a string", source);
  return read(source, dialect, start);
}
