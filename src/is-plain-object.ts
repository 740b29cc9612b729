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
