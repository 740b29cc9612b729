/**
 * What a value may write into a request URL: only what belongs to the part of
 * the URL its expression is in. A value in the path cannot start a query or
 * fragment, nor make a `.` or `..` segment; a value in the authority cannot
 * end it or write `@` or `:` that would move the host or port; a value in a
 * scheme writes scheme characters. Characters that the template itself writes
 * (its literal text, an operator's `?` or `#`) are the author's choice.
 */
import { AMPERSAND, DOT, HASH, isDigit, isIn, PERCENT, QUESTION, SCHEME, SLASH, UNRESERVED } from "../ascii";
import { fail, UnsafePathParameterError } from "../errors";
import type { Expression } from "../uri-template";
import { checkUrl } from "./checks";
import type { RoutePlan } from "./route-plan";
import { authorityEnd, isHttp, schemeEnd } from "./url-text";

/** True when `url[from, to)` is `.` or `..`, counting `%2e` and `%2E` as dots. */
function isDotSegment(url: string, from: number, to: number): boolean {
  let dots = 0;
  for (let i = from; i < to; dots++) {
    if (url.charCodeAt(i) === DOT) i++;
    else if (url.charCodeAt(i) === PERCENT && url[i + 1] === "2" && (url[i + 2] === "e" || url[i + 2] === "E")) i += 3;
    else return false;
  }
  return dots === 1 || dots === 2;
}

/** Whether a value holds one of `chars`, at any depth. */
function holds(value: unknown, chars: string): boolean {
  if (typeof value === "string") {
    for (const char of chars) if (value.includes(char)) return true;
    return false;
  }
  if (typeof value === "object" && value !== null) return Object.values(value).some((member) => holds(member, chars));
  return typeof value === "number" || typeof value === "bigint" ? holds(String(value), chars) : false;
}

/** The variable of `expression` to blame: the first whose value holds one of `chars`, else the first with a value. */
function culprit(expression: Expression, values: readonly unknown[], chars: string): { readonly name: string; readonly value: unknown } {
  const spec =
    expression.vars.find((candidate) => holds(values[candidate.index], chars)) ??
    expression.vars.find((candidate) => values[candidate.index] !== undefined && values[candidate.index] !== null) ??
    expression.vars[0]!;
  return { name: spec.name, value: values[spec.index] };
}

/** The first index in `url[from, to)` whose character `keep` refuses, or -1. */
function firstOutside(url: string, from: number, to: number, keep: (code: number) => boolean): number {
  for (let i = from; i < to; i++) if (!keep(url.charCodeAt(i))) return i;
  return -1;
}

// Stryker disable all: made when the module loads, where Stryker's vitest runner never has a mutant in force
const inHost = (code: number): boolean => isIn(code, UNRESERVED) || code === PERCENT;
const inScheme = (code: number): boolean => isIn(code, SCHEME);
const noQueryOrFragment = (code: number): boolean => code !== QUESTION && code !== HASH;
const noFragment = (code: number): boolean => code !== HASH;
// Stryker restore all

/** The expressions of a plan's template, in order, as spans count them. */
function expressionsOf(plan: RoutePlan): Expression[] {
  return plan.template.parts.filter((part): part is Expression => typeof part !== "string");
}

/**
 * Checks the expansion `url` of `plan`'s template, given where each
 * expression's output starts and ends (`spans`, two numbers per expression),
 * and returns whether it is a full URL (else a path for the base URL). Each
 * refusal names the variable whose value went too far.
 *
 * @internal
 */
export function checkExpansion(url: string, spans: readonly number[], plan: RoutePlan, values: readonly unknown[], label: string): boolean {
  const expressions = expressionsOf(plan);
  /** The expression whose value wrote into the scheme or authority first, for a URL no parser reads. */
  let inAuthority: Expression | undefined;
  /** A host expression whose value wrote nothing: the host may be left empty. */
  let emptyHost: Expression | undefined;
  for (let k = 0; k < expressions.length; k++) {
    const from = spans[2 * k]!;
    const to = spans[2 * k + 1]!;
    const expression = expressions[k]!;
    if (from === to) {
      if (expression.component === "host") emptyHost ??= expression;
      continue;
    }
    let bad = -1;
    switch (expression.component) {
      case "whole":
        inAuthority ??= expression;
        break;
      case "scheme":
        inAuthority ??= expression;
        bad = firstOutside(url, from, to, inScheme);
        break;
      case "host":
        inAuthority ??= expression;
        bad = firstOutside(url, from, to, inHost);
        break;
      case "port":
        inAuthority ??= expression;
        bad = firstOutside(url, from, to, isDigit);
        break;
      case "after-host":
        // The literal text completed the host: a value may only start the path, query or fragment.
        if (!"/?#".includes(url[from]!)) bad = from;
    }
    if (bad !== -1) {
      const { name, value } = culprit(expression, values, url[bad]!);
      fail(name, label, "authority", value);
    }
  }
  let absolute = plan.origin === "literal";
  // Stryker disable next-line ConditionalExpression: a path under the base starts with no scheme
  if (plan.origin === "values") {
    const colon = schemeEnd(url);
    if (colon !== -1 && colon < url.length) {
      if (!isHttp(url.slice(0, colon)) || !url.startsWith("//", colon + 1)) fail("url", label, "scheme", url);
      absolute = true;
    }
  }
  inAuthority ??= emptyHost;
  if (absolute && inAuthority !== undefined) {
    // "https://{host}/api/v3" with an empty host is "https:///api/v3", which
    // parsers read as the host "api": a value may not leave the host empty.
    // With a user or a port around an empty host ("https://u@/x",
    // "https://:8/x") no parser accepts the URL: the empty host is named, not
    // the user or port that the parser meets first.
    const emptyAuthority = authorityEnd(url) === url.indexOf("//") + 2;
    if (emptyHost !== undefined && (emptyAuthority || !URL.canParse(url))) {
      const { name, value } = culprit(emptyHost, values, "");
      fail(name, label, "authority", value);
    }
    checkUrl(url, culprit(inAuthority, values, "").name, label);
    // A value giving the whole URL may leave its authority empty too.
    if (emptyAuthority) {
      const { name, value } = culprit(inAuthority, values, "");
      fail(name, label, "authority", value);
    }
  }
  checkDots(url, absolute ? authorityEnd(url) : 0, spans, expressions, values, label);
  // A reserved value inside the path or query keeps "?" and "#", which would
  // start a query or fragment there: the rest of the path would be lost. So
  // would a value after a host, or one giving the whole URL, that starts a
  // query or fragment before the path the template writes after it.
  for (let k = 0; k < expressions.length; k++) {
    const expression = expressions[k]!;
    let from = spans[2 * k]!;
    const to = spans[2 * k + 1]!;
    let keep: ((code: number) => boolean) | undefined;
    switch (expression.component) {
      case "path":
      case "query":
        if (expression.operator === "+") keep = expression.component === "path" ? noQueryOrFragment : noFragment;
        break;
      case "whole":
      case "after-host":
        // After its authority, a value giving the whole URL is what follows a host.
        // Stryker disable next-line all: a "?" or "#" ends the authority, so scanning it too finds the same first one
        if (expression.component === "whole") from = Math.max(from, authorityEnd(url));
        // What the template writes next may start or go on with the query
        // ("{+url}{&page}"): the value may then have begun it with "?".
        if (to < url.length) keep = url.charCodeAt(to) === QUESTION || url.charCodeAt(to) === AMPERSAND ? noFragment : noQueryOrFragment;
    }
    const at = keep === undefined ? -1 : firstOutside(url, from, to, keep);
    if (at !== -1) {
      const { name, value } = culprit(expression, values, url[at]!);
      fail(name, label, "endsPath", value, url[at]!);
    }
  }
  return absolute;
}

/**
 * Refuses a path in which a value made a `.` or `..` segment: URL parsers
 * resolve such segments, so `DELETE /repos/{owner}/{repo}` with `repo: ".."`
 * would delete at `/repos/`. Segments the template itself writes are the
 * author's choice and pass, as do dots inside longer segments (`v1.2`,
 * `a..b`) and anything in the query or fragment. The path runs from `start`
 * to the first `?` or `#` (one a value wrote is refused after this). One pass.
 */
function checkDots(url: string, start: number, spans: readonly number[], expressions: readonly Expression[], values: readonly unknown[], label: string): void {
  let end = url.length;
  // Stryker disable next-line EqualityOperator: one past the end is NaN, neither "?" nor "#"
  for (let i = start; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === QUESTION || code === HASH) {
      end = i;
      break;
    }
  }
  // Spans are ordered and segments come left to right: one cursor serves all.
  let next = 0;
  let from = start;
  for (let i = start; i <= end; i++) {
    if (i < end && url.charCodeAt(i) !== SLASH) continue;
    if (isDotSegment(url, from, i)) {
      // A value wrote into the segment, or wrote nothing inside it: "{name}.{ext}"
      // with both empty leaves a "." that no value holds.
      while (next < spans.length && (spans[next + 1]! < from || (spans[next + 1] === from && spans[next] !== from))) next += 2;
      // Each expression that wrote into the segment or nothing inside it; the
      // one whose value holds a dot is blamed first. (`{.x}` with `x: ""`
      // makes a "." from the operator alone, so no value need hold the dot.)
      let blamed: { readonly name: string; readonly value: unknown } | undefined;
      for (let k = next; k < spans.length && (spans[k]! < i || (spans[k] === i && spans[k + 1] === i)); k += 2) {
        const suspect = culprit(expressions[k / 2]!, values, ".%");
        if (blamed === undefined || (!holds(blamed.value, ".%") && holds(suspect.value, ".%"))) blamed = suspect;
      }
      if (blamed !== undefined) throw new UnsafePathParameterError(blamed.name, blamed.value, label);
    }
    from = i + 1;
  }
}
