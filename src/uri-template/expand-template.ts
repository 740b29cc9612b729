import { failTemplate } from "../errors";
import { isPlainObject } from "../own";
import { isArray, ownMembers } from "../own";
import type { Expression, Template, VarSpec } from "./compile-template";
import { percentEncode } from "./percent-encode";

/**
 * A list or object value as RFC 6570 expands it: its members' text, or for
 * an object its keys and values in turn. Never empty.
 *
 * @internal
 */
export class Members {
  constructor(
    readonly items: readonly string[],
    readonly keyed: boolean,
    /** The caller's value, for messages. */
    readonly given: unknown,
  ) {}
}

/** True for a value already read (`instanceof` itself throws on a revoked Proxy, which a caller may pass). */
function isMembers(value: unknown): value is Members {
  try {
    return value instanceof Members;
  } catch {
    return false;
  }
}

/** A value as RFC 6570 sees it: text, members, or `undefined` (nothing, or a list or object with nothing in it). @internal */
export type Value = string | Members | undefined;

/** A member of a list or object: text, `undefined` to skip it, or `false` when it has no text. */
function text(value: unknown): string | undefined | false {
  switch (typeof value) {
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
  if (typeof value !== "object" || value === null) return typeof value;
  try {
    return Object.prototype.toString.call(value).slice(8, -1);
  } catch {
    return "a revoked Proxy";
  }
}

/**
 * A caller's value as RFC 6570 sees it, read once: text for strings, numbers,
 * BigInts and booleans; members for an array or a plain object (their `null`
 * and `undefined` members skipped); `undefined` for null, undefined, and a
 * list or object with nothing in it. Anything else (a Date, a function…) has
 * no expansion and is an error naming the variable.
 */
function toValue(value: unknown, spec: VarSpec, source: string): Value {
  const single = text(value);
  if (single !== false) return single;
  const unusable = (what: string, member: unknown): never => failTemplate(source, spec.start, "value", spec.name, what, typeName(member));
  const items: string[] = [];
  if (isArray(value)) {
    for (const member of ownMembers(value)) {
      const item = text(member);
      if (item === false) unusable("a list member", member);
      else if (item !== undefined) items.push(item);
    }
    return items.length === 0 ? undefined : new Members(items, false, value);
  }
  if (!isPlainObject(value)) return unusable("a value", value);
  for (const key of Object.keys(value)) {
    const member = value[key];
    const item = text(member);
    if (item === false) unusable(`a value for key ${JSON.stringify(key)}`, member);
    else if (item !== undefined) items.push(key, item);
  }
  return items.length === 0 ? undefined : new Members(items, true, value);
}

/**
 * The value of `spec` among `values`, read as RFC 6570 sees it. The caller's
 * value is read once: its reading takes its place in `values` (the caller's
 * own array of a request's values, never the caller's), so that a check
 * and the expansion, or two expressions of one variable, see the same value.
 *
 * @internal
 */
export function valueOf(values: unknown[], spec: VarSpec, source: string): Value {
  const raw = values[spec.index];
  if (typeof raw === "string" || raw === undefined || isMembers(raw)) return raw as Value;
  const value = toValue(raw, spec, source);
  values[spec.index] = value;
  return value;
}

/**
 * The first `count` code points of `text`: the prefix modifier counts
 * characters, not UTF-16 units, so a surrogate pair is never cut in half.
 */
function takeCodePoints(text: string, count: number): string {
  if (text.length <= count) return text;
  let end = 0;
  for (let taken = 0; taken < count && end < text.length; taken++) {
    const code = text.charCodeAt(end);
    const next = text.charCodeAt(end + 1);
    end += code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  }
  return text.slice(0, end);
}

/**
 * Expands one expression by the algorithm of RFC 6570 appendix A, with the
 * values of the template's variables in `values` (by `VarSpec.index`, read
 * through {@link valueOf}); `""` when none of its variables is defined.
 *
 * @internal
 */
export function expandExpression(source: string, expression: Expression, values: unknown[]): string {
  const { first, separator, named, ifEmpty, reserved, vars } = expression;
  let out = "";
  let defined = false;
  for (const spec of vars) {
    const value = valueOf(values, spec, source);
    if (value === undefined) continue;
    out += defined ? separator : first;
    defined = true;
    const { name } = spec;
    if (typeof value === "string") {
      if (named) out += value === "" ? name + ifEmpty : `${name}=`;
      out += percentEncode(spec.prefix === 0 ? value : takeCodePoints(value, spec.prefix), reserved);
      continue;
    }
    if (spec.prefix !== 0) failTemplate(source, spec.start, "listPrefix", name, value.keyed ? "an object" : "a list");
    const { items, keyed } = value;
    const step = keyed ? 2 : 1;
    if (!spec.explode) {
      // Lists and objects are never empty here, so a named one always gets "=".
      if (named) out += `${name}=`;
      for (let i = 0; i < items.length; i++) out += (i === 0 ? "" : ",") + percentEncode(items[i]!, reserved);
      continue;
    }
    // Exploded: each member is an item of its own, named after the variable
    // (a list) or after its key (an object) when the operator names values.
    for (let i = 0; i < items.length; i += step) {
      if (i > 0) out += separator;
      const item = items[i + step - 1]!;
      if (keyed) out += percentEncode(items[i]!, reserved) + (named && item === "" ? ifEmpty : "=");
      else if (named) out += item === "" ? name + ifEmpty : `${name}=`;
      out += percentEncode(item, reserved);
    }
  }
  return out;
}

/**
 * Expands a template with the values of its variables, in the order of
 * `template.names` (read through {@link valueOf}). When `spans` is given, it
 * receives where each expression's output starts and ends in the result:
 * two numbers per expression, in template order.
 *
 * @internal
 */
export function expandTemplate(template: Template, values: unknown[], spans?: number[]): string {
  const { source, parts } = template;
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") {
      out += part;
      continue;
    }
    const expanded = expandExpression(source, part, values);
    spans?.push(out.length, out.length + expanded.length);
    out += expanded;
  }
  return out;
}
