import { InvalidArgumentError } from "../errors";

/**
 * Helpers for the plain data that flows through fluent-endpoint: telling plain
 * objects from class instances, writing keys without touching prototypes, and
 * copying caller data so that nothing the caller passed is shared or frozen.
 */

/**
 * True for `{}` literals, `Object.create(null)` and `JSON.parse` objects.
 *
 * @internal
 * @example
 * ```ts
 * isPlainObject(JSON.parse("{}")); //=> true
 * isPlainObject(new Map()); //=> false
 * ```
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Sets an own property. A plain assignment of `__proto__` would replace the
 * target's prototype instead, which is how prototype pollution starts.
 *
 * @internal
 * @example
 * ```ts
 * const body: Record<string, unknown> = {};
 * setOwn(body, "__proto__", { polluted: true });
 * Object.getPrototypeOf(body) === Object.prototype; //=> true
 * ```
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/**
 * How deep {@link copyPlain} follows nested containers. A request body or
 * parameter is a small tree of data; a value nested deeper than this is either
 * a circular structure (`a.self = a`) or an attack, and copying it recursively
 * would end in a `RangeError` from deep inside instead of an error of ours.
 *
 * @internal
 * @example
 * ```ts
 * copyPlain(JSON.parse("[".repeat(MAX_NESTING + 1) + "]".repeat(MAX_NESTING + 1)), "data"); // throws InvalidArgumentError
 * ```
 */
export const MAX_NESTING = 1000;

/**
 * Deep copy of plain objects, arrays, Maps and Sets; everything else (strings,
 * Buffers, Blobs, streams, class instances, functions) is kept by reference.
 * Those containers are what immer would freeze and what a caller might change
 * later, so they are the ones that must not be shared. A value nested more than
 * {@link MAX_NESTING} levels deep, which is what a circular one is, throws an
 * `InvalidArgumentError` naming `field`.
 *
 * @internal
 * @example
 * ```ts
 * const labels = ["bug"];
 * copyPlain({ labels }).labels === labels; //=> false
 * const self: Record<string, unknown> = {};
 * self.self = self;
 * copyPlain(self, "data"); // throws InvalidArgumentError: data: is nested more than 1000 levels deep…
 * ```
 */
export function copyPlain<T>(value: T, field = "value", route?: string): T {
  return copyAt(value, 0, field, route);
}

function copyAt<T>(value: T, depth: number, field: string, route: string | undefined): T {
  if (typeof value !== "object" || value === null) return value;
  if (depth === MAX_NESTING) {
    throw new InvalidArgumentError(
      field,
      `is nested more than ${MAX_NESTING} levels deep, or refers to itself; a parameter or body must be a tree of plain data`,
      route,
    );
  }
  const copy = (item: unknown): unknown => copyAt(item, depth + 1, field, route);
  if (Array.isArray(value)) return value.map(copy) as T;
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(value)) setOwn(result, key, copy(value[key]));
    return result as T;
  }
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [copy(key), copy(item)])) as T;
  if (value instanceof Set) return new Set([...value].map(copy)) as T;
  return value;
}
