import { UriTemplateError } from "../errors";
import type { VarSpec } from "./compiled-template";

/**
 * A variable's value in the three shapes RFC 6570 knows, or `undefined` when
 * the variable is undefined in the RFC's sense (absent, null, or a list or
 * object with no defined member).
 *
 * @internal
 * @example
 * ```ts
 * const values: TemplateValue[] = [
 *   "red",
 *   { kind: "list", items: ["red", "green"] },
 *   { kind: "assoc", pairs: [["semi", ";"]] },
 *   undefined,
 * ];
 * ```
 */
export type TemplateValue =
  | string
  | { readonly kind: "list"; readonly items: readonly string[] }
  | { readonly kind: "assoc"; readonly pairs: readonly (readonly [key: string, value: string])[] }
  | undefined;

/** A member of a list or object: text, `undefined` to skip it, or `false` when it is of no usable type. */
function toText(value: unknown): string | undefined | false {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === undefined || value === null) return undefined;
  return false;
}

function isPlainObject(value: object): value is Readonly<Record<string, unknown>> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Turns a caller's value into a {@link TemplateValue}: strings as they are,
 * numbers and booleans as text, arrays as lists and plain objects as
 * associative arrays (skipping null and undefined members), null and undefined
 * as undefined. Any other value (a function, a symbol, a Date, a class
 * instance…) has no defined expansion and throws a `UriTemplateError`.
 *
 * @internal
 * @example
 * ```ts
 * toTemplateValue(42, varspec, template); //=> "42"
 * toTemplateValue(["a", null, 1], varspec, template); //=> { kind: "list", items: ["a", "1"] }
 * toTemplateValue({}, varspec, template); //=> undefined
 * ```
 */
export function toTemplateValue(value: unknown, varspec: VarSpec, template: string): TemplateValue {
  const text = toText(value);
  if (text !== false) return text;
  const unusable = (what: string, offending: unknown): UriTemplateError =>
    new UriTemplateError(
      template,
      varspec.start,
      `variable "${varspec.name}" has ${what} of a type that cannot be expanded (${describe(offending)}); ` +
        "use a string, number, boolean, array or plain object",
    );
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (const member of value as readonly unknown[]) {
      const item = toText(member);
      if (item === false) throw unusable("a list member", member);
      if (item !== undefined) items.push(item);
    }
    return items.length === 0 ? undefined : { kind: "list", items };
  }
  if (typeof value === "object" && value !== null && isPlainObject(value)) {
    const pairs: [string, string][] = [];
    for (const key of Object.keys(value)) {
      const member = value[key];
      const item = toText(member);
      if (item === false) throw unusable(`a value for key ${JSON.stringify(key)}`, member);
      if (item !== undefined) pairs.push([key, item]);
    }
    return pairs.length === 0 ? undefined : { kind: "assoc", pairs };
  }
  throw unusable("a value", value);
}

function describe(value: unknown): string {
  if (typeof value !== "object" || value === null) return typeof value;
  // "Date", "Map", "Object"…: more telling than "object" for the caller who
  // passed a Date where a string was meant.
  return Object.prototype.toString.call(value).slice(8, -1);
}
