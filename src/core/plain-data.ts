/**
 * Helpers for the plain data that flows through fluent-endpoint: telling plain
 * objects from class instances, writing keys without touching prototypes, and
 * copying caller data so that nothing the caller passed is shared or frozen.
 */

/** True for `{}` literals, `Object.create(null)` and `JSON.parse` objects. @internal */
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
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/**
 * Deep copy of plain objects, arrays, Maps and Sets; everything else (strings,
 * Buffers, Blobs, streams, class instances, functions) is kept by reference.
 * Those containers are what immer would freeze and what a caller might change
 * later, so they are the ones that must not be shared.
 *
 * @internal
 */
export function copyPlain<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(copyPlain) as T;
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) setOwn(copy, key, copyPlain(value[key]));
    return copy as T;
  }
  if (value instanceof Map) {
    return new Map([...value].map(([key, item]) => [copyPlain(key), copyPlain(item)])) as T;
  }
  if (value instanceof Set) return new Set([...value].map(copyPlain)) as T;
  return value;
}
