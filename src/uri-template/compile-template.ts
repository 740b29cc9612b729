import { fail, failTemplate } from "../errors";
import { percentEncode } from "./percent-encode";

/** One variable of an expression, as written: `{name:3}` or `{name*}`. @internal */
export interface VarSpec {
  /** The name as written, also its lookup key (`Some%20Thing` stays as is). */
  readonly name: string;
  /** Its index in `Template.names`, where its value sits in the values an expansion is given. */
  readonly index: number;
  /** The prefix length of `:N` (1 to 9999), 0 when there is none. */
  readonly prefix: number;
  readonly explode: boolean;
  /** Offset of the name in the template, for errors. */
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

/** One `{…}` expression (or a `:name` placeholder, which is `{name}`), with its operator's rules from RFC 6570 appendix A. @internal */
export interface Expression {
  /** `""` or one of `+ # . / ; ? &`. */
  readonly operator: string;
  readonly first: string;
  readonly separator: string;
  readonly named: boolean;
  readonly ifEmpty: string;
  readonly reserved: boolean;
  readonly vars: readonly VarSpec[];
  /** Offset of the `{` (or the `:` of a placeholder) in the template. */
  readonly start: number;
  /** In the URL dialect, where its output goes; `undefined` otherwise. */
  place: Place | undefined;
  /** In the URL dialect, whether each of its variables needs a value. */
  required: boolean;
}

/** Where a query starts in an expansion: nowhere (append one with `?`), at a literal `?` (append with `&`), or where the values put it. @internal */
export type QueryStart = "none" | "literal" | "scan";

/** A template read once: literal text (percent-encoded where RFC 6570 requires it), expressions, and every variable name. @internal */
export interface Template {
  readonly source: string;
  /** Literals and expressions in template order; no literal is empty. */
  readonly parts: readonly (string | Expression)[];
  /** Every variable name, in order of first appearance, without duplicates. */
  readonly names: readonly string[];
  readonly indexes: ReadonlyMap<string, number>;
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

/** How a template is read; without either setting, as RFC 6570 reads it. @internal */
export interface Dialect {
  /** Also allow `-` inside a variable name, as OpenAPI path templates write `{enterprise-team}`. */
  readonly hyphens: boolean;
  /**
   * Read the template as a request URL: refuse literal text outside the RFC's
   * grammar (§2.1) instead of encoding it, follow the URL's structure to tell
   * each expression's {@link Place}, and read `:name` placeholders (at the
   * start of a path segment, or as a whole query value) as `{name}`.
   */
  readonly url: boolean;
}

/**
 * Where the URL dialect's reading starts: a path under a base URL, the
 * authority of a template that starts with a scheme, or an `origin`
 * expression that may give the scheme and host.
 *
 * @internal
 */
export type UrlStart = "path" | "authority" | "origin";

type Rules = Pick<Expression, "first" | "separator" | "named" | "ifEmpty" | "reserved">;

/** Each operator's rules, from the table of RFC 6570 appendix A. */
const RULES: Readonly<Record<string, Rules>> = {
  "": { first: "", separator: ",", named: false, ifEmpty: "", reserved: false },
  "+": { first: "", separator: ",", named: false, ifEmpty: "", reserved: true },
  "#": { first: "#", separator: ",", named: false, ifEmpty: "", reserved: true },
  ".": { first: ".", separator: ".", named: false, ifEmpty: "", reserved: false },
  "/": { first: "/", separator: "/", named: false, ifEmpty: "", reserved: false },
  ";": { first: ";", separator: ";", named: true, ifEmpty: "", reserved: false },
  "?": { first: "?", separator: "&", named: true, ifEmpty: "=", reserved: false },
  "&": { first: "&", separator: "&", named: true, ifEmpty: "=", reserved: false },
};

/** Literal path text that needs no closer look, skipped in one step rather than character by character. */
const PLAIN_RUN = /[!$&()*+,\-./\w;=@[\]~]*/y;
/** RFC 6570 literal characters of ASCII (§2.1), `%` aside: it must start a triplet. */
const LITERAL = /[!#$&()*+,\-./\w:;=?@[\]~]/;
const NAME_RUN = /\w*/y;
const VARCHAR = /\w/;
/** Operators RFC 6570 reserves for future extensions. */
const RESERVED_OPERATOR = /[=,!@|]/;
const DIGITS = /\d*/y;
const TRIPLET = /%[\dA-Fa-f]{2}/y;

/** True when `source` holds a percent-encoded triplet at `at`. */
function isTriplet(source: string, at: number): boolean {
  TRIPLET.lastIndex = at;
  return TRIPLET.test(source);
}

/** Where the run of `pattern` (a sticky pattern) that starts at `at` ends. */
function runEnd(pattern: RegExp, source: string, at: number): number {
  pattern.lastIndex = at;
  pattern.test(source);
  return pattern.lastIndex;
}

/** True for a code point RFC 6570 allows in literal text beyond ASCII (ucschar and iprivate). */
function isWideLiteral(point: number): boolean {
  if (point < 0xa0 || (point >= 0xd800 && point <= 0xdfff) || (point >= 0xfdd0 && point <= 0xfdef)) return false;
  return (point & 0xfffe) !== 0xfffe && !(point >= 0xfff0 && point <= 0xffff);
}

/** The whole character at `at`: an emoji rather than half of it. */
function charAt(source: string, at: number): string {
  return String.fromCodePoint(source.codePointAt(at)!);
}

/** Fails on the character at `position`; the end of the template means the expression opened at `open` is unclosed. */
function unexpected(source: string, position: number, open: number, context: string): never {
  if (position >= source.length) failTemplate(source, open, "unclosed");
  return failTemplate(source, position, "unexpected", charAt(source, position), context);
}

/** Where one varchar (ALPHA / DIGIT / "_" / pct-encoded) that starts at `at` ends, or an error saying what was expected there. */
function varcharEnd(source: string, at: number, open: number, expected: string): number {
  if (VARCHAR.test(source.charAt(at))) return at + 1;
  if (source[at] === "%") {
    if (at + 2 >= source.length) failTemplate(source, open, "unclosed");
    if (!isTriplet(source, at)) failTemplate(source, at, "triplet");
    return at + 3;
  }
  return unexpected(source, at, open, `where ${expected} was expected`);
}

/** True for an operator whose output starts the path, query or fragment. */
function leavesAuthority(operator: string): boolean {
  return operator === "/" || operator === "?" || operator === "&" || operator === "#";
}

/** Reads the variable list of an expression from `at` (after its operator) to its `}`: the variables and where the list ends. */
function readVariables(source: string, at: number, open: number, hyphens: boolean, indexOf: (name: string) => number): [VarSpec[], number] {
  const vars: VarSpec[] = [];
  for (;;) {
    // varname = varchar *( ["."] varchar ); with hyphens, "-" joins varchars as "." does.
    const begin = at;
    at = varcharEnd(source, at, open, "a variable name");
    for (;;) {
      at = runEnd(NAME_RUN, source, at);
      const next = source[at];
      if (next === "%") {
        at = varcharEnd(source, at, open, "");
      } else if (next === "." || (next === "-" && hyphens)) {
        at = varcharEnd(source, at + 1, open, `a letter, digit, "_" or %-triplet after "${next}" in a variable name`);
      } else {
        break;
      }
    }
    const name = source.slice(begin, at);
    let prefix = 0;
    let explode = false;
    if (source[at] === ":") {
      // max-length = %x31-39 0*3DIGIT: 1 to 9999, without a leading zero.
      const digits = ++at;
      if (!/[1-9]/.test(source.charAt(at))) unexpected(source, at, open, "where a prefix length from 1 to 9999 (without a leading zero) was expected");
      at = runEnd(DIGITS, source, at);
      if (at - digits > 4) failTemplate(source, digits + 4, "prefix");
      prefix = Number(source.slice(digits, at));
      if (source[at] === "*") failTemplate(source, at, "both", "a prefix", "the explode modifier");
    } else if (source[at] === "*") {
      explode = true;
      if (source[++at] === ":") failTemplate(source, at, "both", "the explode modifier", "a prefix");
    }
    vars.push({ name, index: indexOf(name), prefix, explode, start: begin });
    const next = source[at++];
    // A plan keeps its arrays: one of its own length, where one grown by push has room for 16 more.
    if (next === "}") return [vars.slice(), at];
    if (next !== ",") unexpected(source, at - 1, open, `after variable "${name}"; expected "," or "}"`);
  }
}

/**
 * Reads an RFC 6570 template (levels 1 to 4) once, from left to right,
 * checking its grammar and, in the URL dialect, following the URL's
 * structure. An error names the zero-based position of the first mistake.
 *
 * @internal
 */
export function compileTemplate(source: string, { hyphens, url }: Dialect, start: UrlStart = "path"): Template {
  // JavaScript callers can pass anything; a number would otherwise "parse" as an empty template.
  if (typeof source !== "string") fail("template", undefined, "expected", "a string", source);
  const { length } = source;
  const parts: (string | Expression)[] = [];
  const indexes = new Map<string, number>();
  const indexOf = (name: string): number => {
    let index = indexes.get(name);
    if (index === undefined) indexes.set(name, (index = indexes.size));
    return index;
  };
  let at = 0;
  /** Where the literal text being read started. */
  let literal = 0;
  const addLiteral = (end: number): void => {
    if (end > literal) parts.push(percentEncode(source.slice(literal, end), true));
    literal = end;
  };
  let place: Place = start === "authority" ? "authority" : "path";
  let query: QueryStart = url ? "none" : "scan";
  let originParts = start === "origin" ? 1 : 0;
  /** In the authority: whether the `://` after the scheme was read; the expressions that literal authority text follows, and the run of those it does not (yet). */
  let afterScheme = false;
  const inside: Expression[] = [];
  let run: Expression[] = [];
  /** Whether the literal text before `run` completed a host or port. */
  let runAfterHost = false;

  /**
   * Ends the authority before the next part: the expressions met in it
   * are in it, unless the literal text completed a host before a run of
   * expressions that no literal text follows: those then follow the host
   * (the first) or are in the path.
   */
  const endAuthority = (): void => {
    // A loop, not a spread: a spread of a run of 200,000 expressions overflows the stack.
    if (!runAfterHost) for (const expression of run) inside.push(expression);
    for (const expression of inside) expression.place = "authority";
    if (runAfterHost) {
      run.forEach((expression, k) => (expression.place = k === 0 ? "rest" : "path"));
      originParts = parts.indexOf(run[0]!);
      query = "scan";
    } else {
      originParts = parts.length;
    }
    for (const expression of [...inside, ...run]) expression.required = expression.operator === "" || expression.operator === "+";
    place = "path";
  };

  while (at < length) {
    if (!url || place === "path") {
      at = runEnd(PLAIN_RUN, source, at);
      if (at === length) break;
    }
    const char = source[at]!;
    // `:name` starts a path segment (`/:owner`) or the head of a comparison (`/compare/:base...:head`, GitHub's
    // old route), or is a whole query value (`?ref=:branch&…`).
    let colonName = false;
    if (url && char === ":" && /[A-Za-z]/.test(source.charAt(at + 1))) {
      const before = source[at - 1];
      if (place === "path") colonName = before === "/" || source.startsWith("..", at - 2);
      else if (place === "query" && before === "=") colonName = /^(?:[&#]|$)/.test(source.slice(runEnd(NAME_RUN, source, at + 1)));
    }
    if (char === "{" || colonName) {
      const literalStart = literal;
      addLiteral(at);
      const open = at++;
      let operator = "";
      let vars: VarSpec[];
      if (colonName) {
        at = runEnd(NAME_RUN, source, at);
        const name = source.slice(open + 1, at);
        vars = [{ name, index: indexOf(name), prefix: 0, explode: false, start: open + 1 }];
      } else {
        const next = source.charAt(at);
        if (next !== "" && Object.hasOwn(RULES, next)) operator = source[at++]!;
        else if (RESERVED_OPERATOR.test(next)) failTemplate(source, at, "reserved", next);
        [vars, at] = readVariables(source, at, open, hyphens, indexOf);
      }
      const { first, separator, named, ifEmpty, reserved } = RULES[operator]!;
      const expression: Expression = { operator, first, separator, named, ifEmpty, reserved, vars, start: open, place: undefined, required: false };
      if (url) {
        if (place === "authority" && leavesAuthority(operator)) endAuthority();
        // {?x} and {&x} write the query, {#x} the fragment.
        if (operator === "?" || operator === "&") place = place === "fragment" ? "fragment" : "query";
        else if (operator === "#") place = "fragment";
        if (start === "origin" && parts.length === 0) {
          expression.place = "origin";
        } else if (place === "authority") {
          // Literal authority text that ends a host or port (a letter, a digit or an IPv6 `]`, not a triplet): a value right after it follows the host.
          if (run.length === 0) runAfterHost = afterScheme && literalStart < open && /[A-Za-z\d\]]$/.test(source.slice(literalStart, open)) && source[open - 3] !== "%";
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
      continue;
    }
    if (char === "}") failTemplate(source, at, "unopened");
    if (url) {
      if (char === "%") {
        if (!isTriplet(source, at)) failTemplate(source, at, "triplet");
      } else if (!LITERAL.test(char) && !isWideLiteral(source.codePointAt(at)!)) {
        failTemplate(source, at, "literal", charAt(source, at));
      }
      if (place === "authority") {
        if (!afterScheme && char === ":" && source.startsWith("//", at + 1)) {
          afterScheme = true;
          at += 2;
        } else if (char === "/" || char === "?" || char === "#") {
          // The authority ends at its first "/", "?" or "#": the literal is split there.
          addLiteral(at);
          endAuthority();
        }
        if (place === "authority") {
          // Literal authority text after a run of expressions puts them inside the authority.
          for (const expression of run) inside.push(expression);
          run = [];
        }
      }
      if (char === "?" && place === "path") {
        place = "query";
        if (query === "none") query = "literal";
      } else if (char === "#" && place !== "fragment" && place !== "authority") {
        place = "fragment";
        query = "scan";
      }
    }
    // A surrogate pair is one character.
    at += source.codePointAt(at)! > 0xffff ? 2 : 1;
  }
  addLiteral(at);
  if (url && place === "authority") endAuthority();
  if (url && start === "origin") {
    // The first expression is the origin when a path follows it; alone, or before a query, it is the whole URL, and needs a value.
    const next = parts[1];
    const pathFollows = typeof next === "string" ? !next.startsWith("?") && !next.startsWith("#") : next !== undefined && !leavesAuthority(next.operator);
    (parts[0] as Expression).required = !pathFollows;
  }
  return { source, parts: parts.slice(), names: [...indexes.keys()], indexes, query, originParts };
}
