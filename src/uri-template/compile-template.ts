import {
  ALPHA,
  ASTERISK,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  DOT,
  EQUALS,
  HASH,
  HYPHEN,
  isDigit,
  isIn,
  LITERAL,
  NAME,
  OPEN_BRACE,
  PERCENT,
  PLAIN,
  QUESTION,
  runOf,
  RESERVED,
  SLASH,
  UNRESERVED,
  ZERO,
  AMPERSAND,
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
 * Where a URL template puts an expression's output, as its literal text and
 * operators say (read in the URL dialect only):
 * - `origin`: the template starts with it, so its value may give the scheme
 *   and host (`{+url}`, `{origin}/users`);
 * - `authority`: inside a scheme, user information, host or port that the
 *   literal text leaves open (`https://{sub}.example.com`, `http{s}://h`);
 * - `rest`: right after a host the literal text completed
 *   (`https://api.github.com{+path}`): what follows the host;
 * - `path`, `query`, `fragment`.
 *
 * @internal
 */
export type Place = "origin" | "authority" | "rest" | "path" | "query" | "fragment";

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
  /** In the URL dialect, where its output goes; `undefined` otherwise. */
  readonly place: Place | undefined;
  /** In the URL dialect, whether each of its variables needs a value. */
  readonly required: boolean;
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
 * requires it) and expressions, and every variable name.
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
  /**
   * In the URL dialect, how many of `parts` write the scheme and authority:
   * 0 for a path, 1 for a template whose first expression may give them,
   * and for a template that starts with a scheme, the parts before its path
   * (a literal is split where the authority ends).
   */
  readonly originParts: number;
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
   * expression's {@link Place}, and read `:name` placeholders (at the start
   * of a path segment, or as a whole query value) as `{name}`.
   */
  readonly url: boolean;
}

/**
 * Where the URL dialect's reading starts: `path` for a path under a base URL,
 * `authority` for a template that starts with a scheme (literal, or
 * interrupted by an expression), `origin` for one whose first expression may
 * give the scheme and host.
 *
 * @internal
 */
export type UrlStart = "path" | "authority" | "origin";

/** Each operator's rules, from the table of RFC 6570 appendix A. */
type Rule = Pick<Expression, "operator" | "first" | "separator" | "named" | "ifEmpty" | "keep">;

const RULES: Readonly<Record<string, Rule>> = {
  "": { operator: "", first: "", separator: ",", named: false, ifEmpty: "", keep: UNRESERVED },
  "+": { operator: "+", first: "", separator: ",", named: false, ifEmpty: "", keep: UNRESERVED | RESERVED },
  "#": { operator: "#", first: "#", separator: ",", named: false, ifEmpty: "", keep: UNRESERVED | RESERVED },
  ".": { operator: ".", first: ".", separator: ".", named: false, ifEmpty: "", keep: UNRESERVED },
  "/": { operator: "/", first: "/", separator: "/", named: false, ifEmpty: "", keep: UNRESERVED },
  ";": { operator: ";", first: ";", separator: ";", named: true, ifEmpty: "", keep: UNRESERVED },
  "?": { operator: "?", first: "?", separator: "&", named: true, ifEmpty: "=", keep: UNRESERVED },
  "&": { operator: "&", first: "&", separator: "&", named: true, ifEmpty: "=", keep: UNRESERVED },
};

/** Literal text in a path, stepped over in one go (see {@link runOf}). */
const PLAIN_RUN = runOf(PLAIN);

/** Operators RFC 6570 sets aside for future extensions: an error today. */
const RESERVED_OPERATORS = "=,!@|";

/**
 * True for a code point RFC 6570 allows in literal text beyond ASCII: ucschar
 * and iprivate, that is every one but C1 controls, surrogates and the
 * non-characters U+FDD0–U+FDEF and U+xFFFE/U+xFFFF.
 */
function isWideLiteral(point: number): boolean {
  if (point < 0xa0 || (point >= 0xd800 && point <= 0xdfff) || (point >= 0xfdd0 && point <= 0xfdef)) return false;
  return (point & 0xfffe) !== 0xfffe && !(point >= 0xfff0 && point <= 0xffff);
}

/** An expression under construction: its place is settled once the text after it is read. */
type ReadExpression = { -readonly [Key in keyof Expression]: Expression[Key] };

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
  if (isIn(code, NAME)) return at + 1;
  if (code === PERCENT) {
    if (at + 2 >= source.length) failTemplate(source, open, "unclosed");
    if (!isTriplet(source, at)) failTemplate(source, at, "triplet");
    return at + 3;
  }
  return unexpected(source, at, open, `where ${expected} was expected`);
}

/** Where the run of name characters starting at `at` ends. */
function nameEnd(source: string, at: number): number {
  NAME_RUN.lastIndex = at;
  NAME_RUN.test(source);
  return NAME_RUN.lastIndex;
}

/** The variable names of a template being read, in order of first appearance. */
class Names {
  readonly list: string[] = [];
  /** Each name's index, made once there are more than {@link INDEXED_NAMES}. */
  map: Map<string, number> | undefined;

  /** The index of `name`, added to the names the first time. */
  indexOf(name: string): number {
    const { list, map } = this;
    let index = map === undefined ? list.indexOf(name) : (map.get(name) ?? -1);
    if (index === -1) {
      index = list.push(name) - 1;
      if (map !== undefined) map.set(name, index);
      else if (list.length > INDEXED_NAMES) this.map = new Map(list.map((known, position) => [known, position]));
    }
    return index;
  }
}

/** An expression with its operator's rules; the URL dialect settles its place and requirement. */
function make(operator: string, vars: VarSpec[], begin: number): ReadExpression {
  const { first, separator, named, ifEmpty, keep } = RULES[operator]!;
  const index = vars.length === 1 && vars[0]!.prefix === 0 && first === "" && !named ? vars[0]!.index : -1;
  return { operator, first, separator, named, ifEmpty, keep, vars, start: begin, index, place: undefined, required: false };
}

/**
 * Literal text, encoded once: URI characters and `%XX` stay, anything else is
 * encoded. Text of URI characters alone (`encode` false, nearly every
 * route's) is kept as it is.
 */
function addLiteral(parts: (string | Expression)[], source: string, start: number, end: number, encode: boolean): void {
  if (end <= start) return;
  const text = source.slice(start, end);
  parts.push(encode ? percentEncode(text, UNRESERVED | RESERVED) : text);
}

/**
 * True when the literal authority text `text` ends a host or port, so that a
 * value written right after it starts what follows the host: it ends with a
 * letter, a digit or the `]` of an IPv6 address, and not with a `%XX` triplet
 * (a host may go on after an encoded character).
 */
function endsHost(text: string): boolean {
  const code = text.charCodeAt(text.length - 1);
  if (code === CLOSE_BRACKET) return true;
  return (isDigit(code) || isIn(code, ALPHA)) && text.charCodeAt(text.length - 3) !== PERCENT;
}

/** True for an operator whose output starts the path, query or fragment (`{/x}`, `{?x}`, `{&x}`, `{#x}`). */
function leavesAuthority(operator: string): boolean {
  return operator === "/" || operator === "?" || operator === "&" || operator === "#";
}

/**
 * Reads one template from left to right, once: every check of the grammar
 * happens here, and in the URL dialect the structure of the URL is followed
 * on the same characters.
 */
function read(source: string, dialect: Dialect, start: UrlStart): Template {
  const { hyphens, strict, url } = dialect;
  const { length } = source;
  const parts: (string | Expression)[] = [];
  const names = new Names();
  let at = 0;
  /** Where the literal text being read started. */
  let literal = 0;
  /** Whether the literal text being read holds a character that is not a URI character, and so must be encoded. */
  let encode = false;
  /** Where the URL's output stands, in the URL dialect. */
  let place: Place = start === "authority" ? "authority" : "path";
  let query: QueryStart = url ? "none" : "scan";
  let originParts = start === "origin" ? 1 : 0;
  /** In the authority: whether the `://` after the scheme was read. */
  let afterScheme = false;
  /** In the authority: expressions that literal authority text follows, and the run of those it does not (yet). */
  const inside: ReadExpression[] = [];
  let run: ReadExpression[] = [];
  /** Whether the literal text before `run` completed a host or port. */
  let runAfterHost = false;

  /**
   * Ends the authority before the part at `end`: the expressions met in it
   * are in it, unless the literal text completed a host before a run of
   * expressions that no literal text follows; those then follow the host
   * (the first) or are in the path.
   */
  const endAuthority = (end: number): void => {
    if (!runAfterHost) inside.push(...run);
    for (const expression of inside) expression.place = "authority";
    if (runAfterHost) {
      run.forEach((expression, k) => (expression.place = k === 0 ? "rest" : "path"));
      originParts = parts.indexOf(run[0]!);
      query = "scan";
    } else {
      originParts = end;
    }
    for (const expression of [...inside, ...run]) expression.required = expression.operator === "" || expression.operator === "+";
    place = "path";
  };

  while (at < length) {
    if (!url || place === "path") {
      PLAIN_RUN.lastIndex = at;
      PLAIN_RUN.test(source);
      at = PLAIN_RUN.lastIndex;
      if (at === length) break;
    }
    const code = source.charCodeAt(at);
    // `:name` starts a path segment (`/:owner`) or is a whole query value (`?ref=:branch&…`).
    let colonName = false;
    if (url && code === COLON && isIn(source.charCodeAt(at + 1), ALPHA)) {
      const before = source.charCodeAt(at - 1);
      if (place === "path") colonName = before === SLASH;
      else if (place === "query" && before === EQUALS) {
        const after = source.charCodeAt(nameEnd(source, at + 1));
        colonName = Number.isNaN(after) || after === AMPERSAND || after === HASH;
      }
    }
    if (code === OPEN_BRACE || colonName) {
      addLiteral(parts, source, literal, at, encode);
      encode = false;
      const open = at++;
      let operator = "";
      const vars: VarSpec[] = [];
      if (colonName) {
        at = nameEnd(source, at);
        const name = source.slice(open + 1, at);
        vars.push({ name, index: names.indexOf(name), prefix: 0, explode: false, start: open + 1 });
      } else {
        const char = source.charAt(at);
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
            at = nameEnd(source, at);
            const next = source.charCodeAt(at);
            if (next === PERCENT) {
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
          vars.push({ name, index: names.indexOf(name), prefix, explode, start: begin });
          const next = source.charCodeAt(at++);
          if (next === CLOSE_BRACE) break;
          if (next !== COMMA) unexpected(source, at - 1, open, `after variable "${name}"; expected "," or "}"`);
        }
      }
      const expression = make(operator, vars, open);
      if (url) {
        if (place === "authority" && leavesAuthority(operator)) endAuthority(parts.length);
        // {?x} and {&x} write the query, {#x} the fragment.
        if (operator === "?" || operator === "&") place = place === "fragment" ? "fragment" : "query";
        else if (operator === "#") place = "fragment";
        if (start === "origin" && parts.length === 0) {
          expression.place = "origin";
        } else if (place === "authority") {
          if (run.length === 0) runAfterHost = afterScheme && literal < open && endsHost(source.slice(literal, open));
          run.push(expression);
        } else {
          expression.place = place;
          // {x}, {+x} and :x need a value in the path; :x as a whole query value too.
          expression.required = ((operator === "" || operator === "+") && place === "path") || (colonName && place === "query");
        }
        if (operator === "?" || operator === "#" || expression.place === "origin") query = "scan";
      }
      parts.push(expression);
      literal = at;
    } else if (code === CLOSE_BRACE) {
      failTemplate(source, at, "unopened");
    } else {
      if (!isIn(code, UNRESERVED | RESERVED)) encode = true;
      if (strict) {
        if (code === PERCENT) {
          if (!isTriplet(source, at)) failTemplate(source, at, "triplet");
        } else if (!isIn(code, LITERAL) && !isWideLiteral(source.codePointAt(at)!)) {
          failTemplate(source, at, "literal", charAt(source, at));
        } else if (code >= 0xd800 && code <= 0xdbff) {
          // A surrogate pair is one character: step over its first half here.
          at++;
        }
      }
      if (url && place === "authority") {
        if (!afterScheme && code === COLON && source.startsWith("//", at + 1)) {
          afterScheme = true;
          at += 2;
        } else if (code === SLASH || code === QUESTION || code === HASH) {
          // The authority ends at its first "/", "?" or "#": the literal is split there.
          addLiteral(parts, source, literal, at, encode);
          encode = false;
          literal = at;
          endAuthority(parts.length);
        }
        if (place === "authority") {
          // Literal authority text after a run of expressions puts them inside the authority.
          inside.push(...run);
          run = [];
        }
      }
      if (url && place !== "authority") {
        if (code === QUESTION && place === "path") {
          place = "query";
          if (query === "none") query = "literal";
        } else if (code === HASH && place !== "fragment") {
          place = "fragment";
          query = "scan";
        }
      }
      at++;
    }
  }
  addLiteral(parts, source, literal, at, encode);
  if (url && place === "authority") endAuthority(parts.length);
  if (url && start === "origin") {
    // The first expression is the origin when a path follows it; alone, or before a query, it is the whole URL, and needs a value.
    const next = parts[1];
    const pathFollows = typeof next === "string" ? !next.startsWith("?") && !next.startsWith("#") : next !== undefined && !leavesAuthority(next.operator);
    (parts[0] as ReadExpression).required = !pathFollows;
  }
  return { source, parts, names: names.list, indexes: names.map, query, originParts };
}

/** RFC 6570 as written. @internal */
export const RFC_6570: Dialect = { hyphens: false, strict: false, url: false };

/**
 * Reads an RFC 6570 template (levels 1 to 4) in the given dialect. Throws a
 * `UriTemplateError` naming the template and the zero-based position of the
 * first mistake, and an `InvalidArgumentError` when `source` is not a string.
 * In the URL dialect, `start` says where the text starts (see {@link UrlStart}).
 *
 * @internal
 */
export function compileTemplate(source: string, dialect: Dialect = RFC_6570, start: UrlStart = "path"): Template {
  // JavaScript callers can pass anything; a number would otherwise "parse" as an empty template.
  if (typeof source !== "string") fail("template", undefined, "expected", "a string", source);
  return read(source, dialect, start);
}
