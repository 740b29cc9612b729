import { failTemplate } from "../errors";
import { isPlainObject } from "../is-plain-object";
import { ownMembers } from "../own";
import type { Expression, Template, VarSpec } from "./compile-template";
import { percentEncode } from "./percent-encode";

/** A value in the shapes RFC 6570 knows, after conversion: text, a list, or key/value pairs. */
type Value = string | { readonly list: readonly string[] } | { readonly pairs: readonly string[] };

/** A member of a list or object: text, `undefined` to skip it, or `false` when it has no text. */
function text(value: unknown): string | undefined | false {
  switch (typeof value) {
    // Stryker disable next-line ConditionalExpression: a string falls through to String(), which returns it as it is
    case "string":
      return value;
    case "number":
    case "bigint":
    case "boolean":
      return String(value);
    case "undefined":
      return undefined;
  }
  return value === null ? undefined : false;
}

/** A type name for an error: "Date", "Map", "Object"… more telling than "object". */
function typeName(value: unknown): string {
  // Stryker disable next-line ConditionalExpression: null is no error's value (it expands to nothing)
  return typeof value === "object" && value !== null ? Object.prototype.toString.call(value).slice(8, -1) : typeof value;
}

/**
 * A caller's value as RFC 6570 sees it: text for strings, numbers, BigInts and
 * booleans; a list for an array and pairs for a plain object (their `null` and
 * `undefined` members skipped); `undefined` for null, undefined, and a list or
 * object with nothing in it. Anything else (a Date, a function…) has no
 * expansion and is an error naming the variable.
 */
function toValue(value: unknown, spec: VarSpec, source: string): Value | undefined {
  const single = text(value);
  if (single !== false) return single;
  const unusable = (what: string, member: unknown): never =>
    failTemplate(source, spec.start, "value", spec.name, what, typeName(member));
  if (Array.isArray(value)) {
    const list: string[] = [];
    for (const member of ownMembers(value)) {
      const item = text(member);
      if (item === false) unusable("a list member", member);
      else if (item !== undefined) list.push(item);
    }
    return list.length === 0 ? undefined : { list };
  }
  if (!isPlainObject(value)) return unusable("a value", value);
  const pairs: string[] = [];
  for (const key of Object.keys(value)) {
    const item = text(value[key]);
    if (item === false) unusable(`a value for key ${JSON.stringify(key)}`, value[key]);
    else if (item !== undefined) pairs.push(key, item);
  }
  return pairs.length === 0 ? undefined : { pairs };
}

/**
 * The first `count` code points of `text`: the prefix modifier counts
 * characters, not UTF-16 units, so a surrogate pair is never cut in half.
 */
function takeCodePoints(text: string, count: number): string {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the loop below takes the whole of a short text too
  if (text.length <= count) return text;
  let end = 0;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: past the end, slice() stops at the end anyway
  for (let taken = 0; taken < count && end < text.length; taken++) {
    const code = text.charCodeAt(end);
    const next = text.charCodeAt(end + 1);
    end += code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  }
  return text.slice(0, end);
}

/**
 * Expands one expression by the algorithm of RFC 6570 appendix A, with the
 * values of the template's variables in `values` (by `VarSpec.index`); `""`
 * when none of its variables is defined.
 *
 * @internal
 */
export function expandExpression(source: string, expression: Expression, values: readonly unknown[]): string {
  const { first, separator, named, ifEmpty, keep, vars } = expression;
  let out = "";
  let defined = false;
  for (let v = 0; v < vars.length; v++) {
    const spec = vars[v]!;
    const raw = values[spec.index];
    // Stryker disable next-line ConditionalExpression,StringLiteral: toValue() returns text as it is; this spares the call
    const value = typeof raw === "string" ? raw : toValue(raw, spec, source);
    if (value === undefined) continue;
    out += defined ? separator : first;
    defined = true;
    const { name } = spec;
    if (typeof value === "string") {
      if (named) out += value === "" ? name + ifEmpty : `${name}=`;
      out += percentEncode(spec.prefix === 0 ? value : takeCodePoints(value, spec.prefix), keep);
      continue;
    }
    if (spec.prefix !== 0) failTemplate(source, spec.start, "listPrefix", name, "list" in value ? "a list" : "an object");
    const items = "list" in value ? value.list : value.pairs;
    // An object's pairs are key, value, key, value…
    const step = "list" in value ? 1 : 2;
    if (!spec.explode) {
      // Lists and objects are never empty here, so a named one always gets "=".
      if (named) out += `${name}=`;
      for (let i = 0; i < items.length; i++) out += (i === 0 ? "" : ",") + percentEncode(items[i]!, keep);
      continue;
    }
    // Exploded: each member is an item of its own, named after the variable
    // (a list) or after its key (an object) when the operator names values.
    for (let i = 0; i < items.length; i += step) {
      if (i > 0) out += separator;
      const item = items[i + step - 1]!;
      if (step === 2) out += percentEncode(items[i]!, keep) + (named && item === "" ? ifEmpty : "=");
      else if (named) out += item === "" ? name + ifEmpty : `${name}=`;
      out += percentEncode(item, keep);
    }
  }
  return out;
}

/**
 * Expands a template with the values of its variables, in the order of
 * `template.names`. When `spans` is given, it receives where each
 * expression's output starts and ends in the result: two numbers per
 * expression, in template order.
 *
 * @internal
 */
export function expandTemplate(template: Template, values: readonly unknown[], spans?: number[]): string {
  const { source, parts } = template;
  let out = "";
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (typeof part === "string") {
      out += part;
      continue;
    }
    // `{x}` or `:x` with text, by far the most common: the value, encoded.
    // expandExpression() writes `{x}` with text the same way: the mutants that skip this shortcut are equivalent.
    // Stryker disable next-line all: see above
    const raw = part.index === -1 ? undefined : values[part.index];
    // Stryker disable next-line ConditionalExpression,StringLiteral: see above
    const expanded = typeof raw === "string" ? percentEncode(raw, part.keep) : expandExpression(source, part, values);
    if (spans !== undefined) spans.push(out.length, out.length + expanded.length);
    out += expanded;
  }
  return out;
}
