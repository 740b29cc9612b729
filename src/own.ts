/**
 * Reading only what a caller's object holds itself. Another library's
 * prototype pollution may put any name on `Object.prototype`, or any index on
 * `Array.prototype`, where a plain property read or a hole in an array would
 * find it: an option, a header, a URL variable or a list member is only ever
 * what the caller's own object holds.
 */

/** An array with nothing of its own: for...in over it meets only what its prototypes hold enumerable. */
const NOTHING: readonly unknown[] = /* @__PURE__ */ Object.freeze([]);

/**
 * True when `Array.prototype` or `Object.prototype` holds an enumerable
 * property, which for...in would find on every array and plain object, and a
 * hole in an array could read. (Pollution, an assignment through a
 * caller's key such as `__proto__`, writes enumerable properties; one defined
 * otherwise takes code that could do anything anyway.)
 *
 * @internal
 */
export function isPrototypePolluted(): boolean {
  for (const _ in NOTHING) return true;
  return false;
}

/**
 * `Array.isArray(value)`, false for a revoked Proxy, which that throws on:
 * the check that asked then refuses the value as it refuses any other.
 *
 * @internal
 */
export function isArray(value: unknown): value is readonly unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** False for a revoked Proxy, which throws on every look inside. @internal */
export function isReadable(value: object): boolean {
  try {
    Object.getPrototypeOf(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * `object[key]` when `object` holds it itself; `undefined` for what only a
 * prototype holds.
 *
 * @internal
 */
export function ownValue(object: object, key: string): unknown {
  return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}

/**
 * The members of a caller's array, a hole read as `undefined`, never as
 * what a polluted prototype holds at its index: the array itself while the
 * prototypes are clean, else a copy of its own members.
 *
 * @internal
 */
export function ownMembers(array: readonly unknown[]): readonly unknown[] {
  if (!isPrototypePolluted()) return array;
  const members = new Array<unknown>(array.length);
  for (let index = 0; index < array.length; index++) members[index] = Object.hasOwn(array, index) ? array[index] : undefined;
  return members;
}

/**
 * True for plain data objects: `{}` literals, `JSON.parse` objects,
 * `Object.create(null)`, and the same made in another realm (an iframe, a `vm`
 * context), whose `Object.prototype` is another object. A class instance, an
 * array, a `Date` or a `Map` is not one.
 *
 * @internal
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return plainPrototype(value) !== undefined;
}

/**
 * The prototype of a plain object (see {@link isPlainObject}): this realm's
 * `Object.prototype`, `null`, or another realm's `Object.prototype`;
 * `undefined` for anything else. For a caller that also wants to know whether
 * the prototype is this realm's, so that it is read once per object.
 *
 * @internal
 */
export function plainPrototype(value: unknown): object | null | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  let prototype: object | null;
  try {
    prototype = Object.getPrototypeOf(value) as object | null;
  } catch {
    // A revoked Proxy: no plain object, and the check that asked says so.
    return undefined;
  }
  if (prototype === null || prototype === Object.prototype) return prototype;
  // Another realm's Object.prototype: the end of its chain, and its own
  // `constructor` is that realm's `Object`.
  if (Object.getPrototypeOf(prototype) !== null || !Object.hasOwn(prototype, "constructor")) return undefined;
  const constructor = (prototype as { constructor: unknown }).constructor;
  return typeof constructor === "function" && constructor.name === "Object" && Object.prototype.toString.call(value) === "[object Object]" ? prototype : undefined;
}
