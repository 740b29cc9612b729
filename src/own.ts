// Reading only what a caller's object holds itself: another library's prototype pollution
// may put any name on `Object.prototype`, or any index on `Array.prototype`.

/** `Array.isArray(value)`, false for a revoked Proxy (which that throws on), so that the check that asked refuses it. @internal */
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

/** `object[key]` when `object` holds it itself, else `undefined`. @internal */
export function ownValue(object: object, key: string): unknown {
  return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}

/**
 * The members of a caller's array, read once: its length once (a Proxy's
 * could change from read to read), a hole as `undefined` rather than as what
 * a polluted prototype holds. @internal
 */
export function ownMembers(array: readonly unknown[]): readonly unknown[] {
  const members = new Array<unknown>(array.length);
  for (let index = 0; index < members.length; index++) members[index] = Object.hasOwn(array, index) ? array[index] : undefined;
  return members;
}

/** True for `{}`, `JSON.parse` objects and `Object.create(null)`, of this realm or another (an iframe, a `vm` context). @internal */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  // A revoked Proxy, a trap or a getter that throws: no plain object.
  try {
    const prototype = Object.getPrototypeOf(value) as object | null;
    if (prototype === null || prototype === Object.prototype) return true;
    // Another realm's Object.prototype: the end of its chain, and its own `constructor` is that realm's `Object`.
    if (Object.getPrototypeOf(prototype) !== null || !Object.hasOwn(prototype, "constructor")) return false;
    const constructor = (prototype as { constructor: unknown }).constructor;
    return typeof constructor === "function" && constructor.name === "Object" && Object.prototype.toString.call(value) === "[object Object]";
  } catch {
    return false;
  }
}
