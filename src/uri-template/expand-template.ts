import { failRead, failTemplate } from "../errors";
import { isArray, isPlainObject, ownMembers } from "../own";
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

/** A value's text: `undefined` for null or undefined, `false` for what has none (an object, a function…). @internal */
export function textOf(value: unknown): string | undefined | false {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return String(value);
  return value == null ? undefined : false;
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

/** A caller's value as RFC 6570 sees it; one it cannot expand (a Date, a function…) is an error naming the variable. */
function toValue(value: unknown, spec: VarSpec, source: string): Value {
  const single = textOf(value);
  if (single !== false) return single;
  const unusable = (what: string, member: unknown): never => failTemplate(source, spec.start, "value", spec.name, what, typeName(member));
  const items: string[] = [];
  if (isArray(value)) {
    for (const member of ownMembers(value)) {
      const item = textOf(member);
      if (item === false) unusable("a list member", member);
      else if (item !== undefined) items.push(item);
    }
    return items.length === 0 ? undefined : new Members(items, false, value);
  }
  if (!isPlainObject(value)) return unusable("a value", value);
  for (const key of Object.keys(value)) {
    const member = value[key];
    const item = textOf(member);
    if (item === false) unusable(`a value for key ${JSON.stringify(key)}`, member);
    else if (item !== undefined) items.push(key, item);
  }
  return items.length === 0 ? undefined : new Members(items, true, value);
}

/**
 * The value of `spec` among `values`, read once: the reading replaces it in
 * `values` (a request's own array, never the caller's), so that a check and
 * the expansion, or two expressions of one variable, see the same value.
 * What reading it throws (a getter, a Proxy's trap) is the library's error
 * naming the variable, in `route`.
 *
 * @internal
 */
export function valueOf(values: unknown[], spec: VarSpec, source: string, route: string | undefined): Value {
  const raw = values[spec.index];
  if (typeof raw === "string" || raw === undefined || isMembers(raw)) return raw as Value;
  let value: Value;
  try {
    value = toValue(raw, spec, source);
  } catch (error) {
    return failRead(error, spec.name, route);
  }
  values[spec.index] = value;
  return value;
}

/** Expands one expression by the algorithm of RFC 6570 appendix A; `""` when none of its variables is defined. @internal */
export function expandExpression(source: string, expression: Expression, values: unknown[], route: string | undefined): string {
  const { first, separator, named, ifEmpty, reserved, vars } = expression;
  let out = "";
  let defined = false;
  for (const spec of vars) {
    const value = valueOf(values, spec, source, route);
    if (value === undefined) continue;
    out += defined ? separator : first;
    defined = true;
    const { name } = spec;
    if (typeof value === "string") {
      if (named) out += value === "" ? name + ifEmpty : `${name}=`;
      // A prefix counts code points, so that a surrogate pair is never cut in half.
      out += percentEncode(spec.prefix === 0 ? value : Array.from(value).slice(0, spec.prefix).join(""), reserved);
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

/** Expands a template with the values of its variables, in the order of `template.names`. @internal */
export function expandTemplate({ source, parts }: Template, values: unknown[]): string {
  return parts.map((part) => (typeof part === "string" ? part : expandExpression(source, part, values, undefined))).join("");
}
