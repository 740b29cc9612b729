/**
 * A request's URL: its template filled in one pass, then the URL made checked
 * once. A value is judged by where it landed, not where the template suggests
 * it would: an empty value before another moves nothing.
 */
import { fail, UnsafePathParameterError } from "../errors";
import { expandExpression, Members, percentEncode, valueOf, type Expression, type Value, type VarSpec } from "../uri-template";
import { checkBaseUrl, checkUrl } from "./checks";
import { inCallerTerms, type Origin, type RoutePlan } from "./route-plan";
import { authorityEnd, isHttp, isHttpUrl, schemeEnd } from "./url-text";

/** A URL as expanded: the text, and where the output of the parts that write the origin ends. */
interface Expansion {
  readonly url: string;
  readonly originEnd: number;
  /** Where each expression's output starts and ends, two numbers per expression, when asked for. */
  readonly spans: number[] | undefined;
  /** The first `{+x}` in the path or query whose value would end it there, with the character. */
  readonly ends: readonly [Expression, string] | undefined;
  /** Whether an expression wrote a `.` or `%` that may start a path segment (see `mayStartDots`). */
  readonly dots: boolean;
}

/** Expands `plan`'s template with `values` (each read once, see `valueOf`), noting the first `{+x}` that would end its path or query. */
function expand(plan: RoutePlan, values: unknown[], label: string, withSpans: boolean): Expansion {
  const { source, parts, originParts } = plan.template;
  const spans: number[] | undefined = withSpans ? [] : undefined;
  let url = "";
  let originEnd = -1;
  let ends: [Expression, string] | undefined;
  let dots = false;
  for (let i = 0; i < parts.length; i++) {
    if (i === originParts) originEnd = url.length;
    const part = parts[i]!;
    if (typeof part === "string") {
      url += part;
      continue;
    }
    const out = expandPart(part, values, source, label);
    if (part.reserved && (part.place === "path" || part.place === "query")) {
      // A reserved value keeps "?" and "#": in the path either would end it, in the query "#" would.
      const at = part.place === "path" ? firstOf(out, "?#") : out.indexOf("#");
      if (at !== -1) ends ??= [part, out[at]!];
    }
    spans?.push(url.length, url.length + out.length);
    url += out;
    dots ||= mayStartDots(part, out);
  }
  return { url, originEnd: originEnd === -1 ? url.length : originEnd, spans, ends, dots };
}

/**
 * Whether an expression's output may hold the first character of a `.` or
 * `..` segment (or one spelled `%2e`): a `.` or `%` after a `/`. Only a
 * reserved expression, `{/x}` and an origin write a `/` of their own; any
 * other can start a segment only with its first character.
 */
function mayStartDots(part: Expression, out: string): boolean {
  if (part.reserved || part.operator === "/" || part.place === "origin") return out.includes(".") || out.includes("%");
  const first = out.charCodeAt(0);
  return first === 46 || first === 37;
}

/** One expression's output: a required variable without a value refused, a value that gives the origin written as one. */
function expandPart(part: Expression, values: unknown[], source: string, label: string): string {
  const text = simple(part, values);
  // `{x}` or `{+x}` with a text value, by far the most common: the value, encoded.
  if (text !== undefined) return percentEncode(text, part.reserved);
  if (part.required) {
    for (const spec of part.vars) {
      const given = values[spec.index];
      if (valueOf(values, spec, source, label) === undefined) fail(spec.name, label, "required", given);
    }
  }
  const single = part.place === "origin" && part.vars.length === 1 ? valueOf(values, part.vars[0]!, source, label) : undefined;
  return typeof single === "string" && isHttpUrl(single) ? origin(part, single) : expandExpression(source, part, values, label);
}

/** A URL that gives a template's origin (`{origin}/repos/…`, `{+url}`): not encoded as a path, and before a path without trailing slashes, as a base URL. */
function origin(expression: Expression, url: string): string {
  const text = expression.operator === "" ? url : percentEncode(url, expression.reserved);
  if (expression.required) return text;
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 47) end--;
  return text.slice(0, end);
}

/** The text value of a one-variable `{x}` or `{+x}` that is no origin, which is only encoded; else `undefined`. */
function simple(expression: Expression, values: readonly unknown[]): string | undefined {
  if (expression.vars.length !== 1 || expression.first !== "" || expression.place === "origin") return undefined;
  const { index, prefix } = expression.vars[0]!;
  const value = values[index];
  if (prefix !== 0) return undefined;
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
}

/** The index of the first of `chars` in `text`, or -1. */
function firstOf(text: string, chars: string): number {
  let first = -1;
  for (const char of chars) {
    const at = text.indexOf(char);
    if (at !== -1 && (first === -1 || at < first)) first = at;
  }
  return first;
}

/** True when a value (as RFC 6570 reads it) holds one of `chars`. */
function holds(value: Value, chars: string): boolean {
  if (value === undefined) return false;
  const items = value instanceof Members ? value.items : [value];
  return items.some((item) => firstOf(String(item), chars) !== -1);
}

/** Of variables, or of expressions by their variables: the first whose value holds one of `chars`, else the first with a value, else the first. */
function suspect<T extends VarSpec | Expression>(items: readonly T[], values: readonly unknown[], chars: string): T | undefined {
  const specs = (item: T): readonly VarSpec[] => ("vars" in item ? item.vars : [item]);
  return (
    items.find((item) => specs(item).some((spec) => holds(values[spec.index] as Value, chars))) ??
    items.find((item) => specs(item).some((spec) => values[spec.index] !== undefined)) ??
    items[0]
  );
}

/** The variable of `expression` to blame ({@link suspect}): its name, its value as given, and whether it holds a dot (or a `%`). */
function culprit(expression: Expression, values: readonly unknown[], chars: string) {
  const spec = suspect(expression.vars, values, chars)!;
  const reading = values[spec.index];
  return { name: spec.name, value: reading instanceof Members ? reading.given : reading, holdsDot: holds(reading as Value, ".%") };
}

function endsPath(expression: Expression, values: readonly unknown[], char: string, label: string): never {
  const { name, value } = culprit(expression, values, char);
  return fail(name, label, "endsPath", value, char);
}

/** The expressions of a plan, in template order, as spans count them. */
function expressionsOf(plan: RoutePlan): Expression[] {
  return plan.template.parts.filter((part): part is Expression => typeof part !== "string");
}

/**
 * The expressions whose output lies in `url[from, to)`, by `spans`: those that
 * wrote there, then those with an empty output there. Outputs come in order,
 * so a caller walking the URL may start at `first`.
 */
function writersOf(expressions: readonly Expression[], spans: readonly number[], from: number, to: number, first = 0): Expression[] {
  const writers: Expression[] = [];
  const empty: Expression[] = [];
  for (let k = first; k < expressions.length && spans[2 * k]! <= to; k++) {
    const start = spans[2 * k]!;
    const end = spans[2 * k + 1]!;
    if (start === end) {
      if (start >= from) empty.push(expressions[k]!);
    } else if (start < to && end > from) {
      writers.push(expressions[k]!);
    }
  }
  return [...writers, ...empty];
}

/** The variable to blame for what was written into `url[from, to)`: the first there whose value holds one of `chars`, else the first with a value. */
function blame(plan: RoutePlan, values: unknown[], label: string, from: number, to: number, chars: string) {
  const expressions = expressionsOf(plan);
  const here = writersOf(expressions, expand(plan, values, label, true).spans!, from, to);
  return culprit(suspect(here, values, chars) ?? expressions[0]!, values, chars);
}

/**
 * Checks an origin the template leaves open to values (`https://{sub}.example.com`,
 * `https://h:{port}`) as made: an http(s) scheme, nothing a value wrote that
 * ends or restructures the authority, a host, a URL a parser accepts.
 */
function checkOpenOrigin(made: Expansion, plan: RoutePlan, values: unknown[], label: string): boolean {
  const { url, originEnd } = made;
  const colon = url.indexOf(":");
  const refuse = (from: number, to: number, chars: string, problem: "authority" | "unparsable"): never => {
    const { name, value } = blame(plan, values, label, from, to, chars);
    return problem === "authority" ? fail(name, label, "authority", value) : fail(name, label, "unparsable", url);
  };
  if (colon <= 0 || colon > originEnd || !isHttp(url.slice(0, colon))) {
    // A value that wrote into the scheme is named; a scheme the literal text spelled wrong is the url's.
    const literalScheme = typeof plan.template.parts[0] === "string" && (plan.template.parts[0] as string).includes(":");
    if (colon > 0 && !literalScheme) refuse(0, colon, ":%", "authority");
    fail("url", label, "scheme", url);
  }
  if (!url.startsWith("//", colon + 1)) refuse(colon, colon + 3, ":/", "authority");
  const start = colon + 3;
  const authority = url.slice(start, originEnd);
  const literalAts = plan.template.parts.slice(0, plan.template.originParts).filter((part) => typeof part === "string").join("").split("@").length - 1;
  const bad = firstOf(authority, "/?#\\");
  if (bad !== -1) refuse(start + bad, start + bad + 1, authority[bad]!, "authority");
  if (authority.split("@").length - 1 > literalAts) refuse(start, originEnd, "@", "authority");
  const hostStart = start + authority.lastIndexOf("@") + 1;
  const host = url.slice(hostStart, originEnd);
  if (host === "" || host.startsWith(":")) refuse(hostStart, hostStart, "", "authority");
  if (!URL.canParse(url)) refuse(start, originEnd, NOT_HOST, "unparsable");
  return true;
}

/** What a value in a host may hold besides the unreserved characters and `%`: anything else is suspect when a parser refuses the URL. */
const NOT_HOST = "!$&'()*+,;=:@/?#[]\\ \"<>^`{|}";

/** A segment that starts with a dot, or with `%2e` written for one. */
const DOT_START = /(?:^|\/)(?:\.|%2e)/i;

/**
 * Refuses a path in which a value made a `.` or `..` segment, which parsers
 * resolve: `DELETE /repos/{owner}/{repo}` with `repo: ".."` would delete at
 * `/repos/`. Those the template writes are the author's and pass.
 */
function checkDots(url: string, start: number, plan: RoutePlan, values: unknown[], label: string): void {
  // A false alarm (a dot after a "/" in the query) only costs the walk below.
  if (!DOT_START.test(url)) return;
  let spans: readonly number[] | undefined;
  let expressions: Expression[] | undefined;
  // Segments come left to right, as outputs do: expressions before a segment are done with.
  let first = 0;
  let from = start;
  for (const segment of url.slice(start).split(/[?#]/)[0]!.split("/")) {
    const to = from + segment.length;
    if (/^(?:\.|%2e){1,2}$/i.test(segment)) {
      spans ??= expand(plan, values, label, true).spans!;
      expressions ??= expressionsOf(plan);
      while (first < expressions.length && spans[2 * first + 1]! < from) first++;
      const suspects = writersOf(expressions, spans, from, to, first).map((expression) => culprit(expression, values, ".%"));
      const blamed = suspects.find((suspect) => suspect.holdsDot) ?? suspects[0];
      if (blamed !== undefined) throw new UnsafePathParameterError(blamed.name, blamed.value, label);
    }
    from = to + 1;
  }
}

/** The variable with the longest text value: the one to name when a URL grows too long for a string. */
function longest(plan: RoutePlan, values: readonly unknown[]): string {
  const { names } = plan.template;
  let name = "url";
  let length = -1;
  names.forEach((candidate, index) => {
    const value = values[index];
    const size = typeof value === "string" ? value.length : value instanceof Members ? value.items.reduce((sum, item) => sum + item.length, 0) : 0;
    if (size > length) [name, length] = [candidate, size];
  });
  return name;
}

/**
 * `base` and the path a template made: a path after the base without its
 * trailing slashes, with one `/` between them; nothing, a query or a fragment
 * after the base as it stands, the spec's "baseUrl followed by the path".
 * `oneSlash`, known when the route compiles, saves reading a path that starts
 * with one `/`: reading a string built piece by piece first copies it whole.
 */
function join(base: string, path: string, oneSlash: boolean): string {
  if (!oneSlash && (path === "" || path[0] === "?" || path[0] === "#")) return base + path;
  while (base.endsWith("/")) base = base.slice(0, -1);
  if (oneSlash) return base + path;
  let start = 0;
  while (path.charCodeAt(start) === 47) start++;
  return `${base}/${path.slice(start)}`;
}

/**
 * The request URL of `plan` filled with `values` (the request's own array),
 * checked as made: the origin is the one the template fixes or its first
 * value gives; no value made a dot segment; a path goes after `base`. @internal
 */
export function makeUrl(plan: RoutePlan, values: unknown[], base: string | undefined, label: string): string {
  let made: Expansion;
  try {
    made = expand(plan, values, label, false);
  } catch (error) {
    if (error instanceof RangeError) fail(longest(plan, values), label, "tooLong", "the URL");
    throw inCallerTerms(error, label);
  }
  const { url } = made;
  const absolute = ORIGIN_CHECKS[plan.origin](made, plan, values, label);
  // Below a base or a literal origin, a dot segment needs a `.` or `%` at a segment's start, in the path's literal text or in what a value wrote.
  const dotsPossible = made.dots || plan.pathDots || (plan.origin !== "base" && plan.origin !== "literal");
  if (dotsPossible) checkDots(url, absolute ? authorityEnd(url) : 0, plan, values, label);
  if (made.ends !== undefined) endsPath(made.ends[0], values, made.ends[1], label);
  if (absolute) return url;
  if (base === undefined) fail("baseUrl", label, "noBase");
  return join(base, url, plan.slash);
}

/**
 * True when values made a path template (`http{+rest}`, `a{x}`) into a URL
 * with a scheme: it must then be a whole http(s) URL with a host.
 */
function madeScheme({ url }: Expansion, plan: RoutePlan, values: unknown[], label: string): boolean {
  if (!plan.schemeByValues) return false;
  const colon = schemeEnd(url);
  if (colon <= 0 || colon === url.length) return false;
  if (!isHttpUrl(url)) fail("url", label, "scheme", url);
  if (authorityEnd(url) === colon + 3) {
    const { name, value } = blame(plan, values, label, 0, url.length, "");
    fail(name, label, "authority", value);
  }
  checkUrl(url, "url", label);
  return true;
}

/** A literal origin: what follows it starts the path, query or fragment, or nothing does. */
function checkLiteralOrigin(made: Expansion, plan: RoutePlan, values: unknown[], label: string): boolean {
  const { url, originEnd } = made;
  const next = url.charCodeAt(originEnd);
  if (originEnd < url.length && next !== 47 && next !== 63 && next !== 35) {
    const { name, value } = blame(plan, values, label, originEnd, originEnd + 1, "@.:");
    fail(name, label, "authority", value);
  }
  checkReach(made, plan, values, label);
  return true;
}

/**
 * A value right after the origin (`https://h{+path}`, `{+url}{&page}`) may
 * bring its own query and fragment, unless the template writes more after
 * it: then a `#` would hide the rest, and a `?` end a path the template goes on with.
 */
function checkReach(made: Expansion, plan: RoutePlan, values: unknown[], label: string): void {
  const { parts, originParts } = plan.template;
  const index = plan.origin === "variable" ? 0 : originParts;
  const expression = parts[index];
  if (typeof expression !== "object" || expression.operator !== "+") return;
  const again = expand(plan, values, label, true);
  const k = expressionsOf(plan).indexOf(expression);
  const start = again.spans![2 * k]!;
  const end = again.spans![2 * k + 1]!;
  if (end === made.url.length) return;
  const out = made.url.slice(start, end);
  const after = made.url[end];
  if (out.includes("#")) endsPath(expression, values, "#", label);
  if (out.includes("?") && after !== "?" && after !== "&") endsPath(expression, values, "?", label);
}

/**
 * The origin a template's first value gives (`{origin}/repos/…`, `{+url}`):
 * returns true when the URL made is absolute, false when it is a path for
 * the base URL (the value was empty, or a path of its own).
 */
function checkVariableOrigin(made: Expansion, plan: RoutePlan, values: unknown[], label: string): boolean {
  const { url, originEnd } = made;
  // An empty value leaves a path for the base URL.
  if (originEnd === 0) return false;
  const expression = plan.template.parts[0] as Expression;
  const colon = schemeEnd(url);
  if (colon === -1 || colon === url.length) {
    // A value before a path that is no URL would become a path segment: an origin was meant.
    if (!expression.required && expression.operator === "") {
      const { name, value } = culprit(expression, values, ":");
      fail(name, label, "origin", value);
    }
    return false;
  }
  if (!isHttpUrl(url)) fail("url", label, "scheme", url);
  checkReach(made, plan, values, label);
  const origin = url.slice(0, originEnd);
  const { name, value } = culprit(expression, values, "");
  // The value gave the whole authority: what follows it starts the path, query or fragment.
  if (authorityEnd(url) !== authorityEnd(origin) || authorityEnd(origin) === 0) {
    const blamed = authorityEnd(origin) === 0 ? { name, value } : blame(plan, values, label, originEnd, originEnd + 1, "@.:");
    fail(blamed.name, label, "authority", blamed.value);
  }
  if (!expression.required) {
    checkBaseUrl(origin, label, name);
  } else {
    if (authorityEnd(url) === url.indexOf("//") + 2) fail(name, label, "authority", value);
    checkUrl(url, name, label);
  }
  return true;
}

/** The check of the URL made, by where its origin comes from: true when it is absolute, false for a path for the base URL. */
const ORIGIN_CHECKS: Readonly<Record<Origin, (made: Expansion, plan: RoutePlan, values: unknown[], label: string) => boolean>> = {
  base: madeScheme,
  literal: checkLiteralOrigin,
  open: checkOpenOrigin,
  variable: checkVariableOrigin,
};
