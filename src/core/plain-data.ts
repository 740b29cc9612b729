import { fail, FROZEN, isFluentEndpointError } from "../errors";
import { isPlainObject, ownMembers } from "../own";

/** Sets an own property: assigning `__proto__` would replace the target's prototype instead (prototype pollution). @internal */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // A record without a prototype (an immer draft of one too, which refuses defineProperty) takes it as any key.
  if (key === "__proto__" && Object.getPrototypeOf(target) !== null) Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * A shallow copy of a record into `target`, each key set as its own. Not a
 * spread: V8 makes adding a property to a spread's copy slow, and a request's
 * headers get some after their copy. @internal
 */
export function copyRecord<T extends object>(source: Readonly<T>, target: T): T {
  for (const key of Object.keys(source)) setOwn(target as Record<string, unknown>, key, (source as Record<string, unknown>)[key]);
  return target;
}

/** Deeper than this is an attack, not data; following it would end in a `RangeError` from deep inside. */
const MAX_NESTING = 1000;

/**
 * What a copy is for: `sent`, a call's own data on its way into the result
 * (bytes and form data go as they stand); `kept`, data entering or leaving a
 * state (bytes and form data copied too, so that no two holders share them);
 * `frozen`, `kept` and frozen (a state's own data, `DEFAULTS`; bytes cannot
 * be frozen, and stay a private copy).
 */
type CopyFor = "sent" | "kept" | "frozen";

/** What a value is, for copying; "other" is kept by reference. */
type Kind = "array" | "object" | "map" | "set" | "date" | "bytes" | "form" | "other";

/** True when `method` accepts `item` as its receiver: the object really is of that built-in class, of any realm. */
function isBranded(method: (this: never) => unknown, item: object): boolean {
  try {
    method.call(item as never);
  } catch {
    return false;
  }
  return true;
}

/** The `byteLength` getter of a class of buffers, which throws unless called on one of its own. */
function byteLengthOf(buffers: typeof ArrayBuffer | typeof SharedArrayBuffer): (this: never) => unknown {
  return Object.getOwnPropertyDescriptor(buffers.prototype, "byteLength")!.get as (this: never) => unknown;
}

/** True for an ArrayBuffer of any realm (not a SharedArrayBuffer), which `instanceof` misses. @internal */
export function isArrayBuffer(item: unknown): item is ArrayBuffer {
  return typeof item === "object" && item !== null && isBranded(byteLengthOf(ArrayBuffer), item);
}

/**
 * What `item` is, told by the built-ins' own checks rather than `instanceof`:
 * a Map made in another realm (an iframe, a `vm` context) is one too; a class
 * that only names itself "Map" is not.
 */
function kindOf(item: object): Kind {
  if (Array.isArray(item)) return "array";
  if (isPlainObject(item)) return "object";
  if (ArrayBuffer.isView(item)) return "bytes";
  switch (Object.prototype.toString.call(item)) {
    case "[object Map]":
      return isBranded(Map.prototype.has as (this: never) => unknown, item) ? "map" : "other";
    case "[object Set]":
      return isBranded(Set.prototype.has as (this: never) => unknown, item) ? "set" : "other";
    case "[object Date]":
      return isBranded(Date.prototype.getTime as (this: never) => unknown, item) ? "date" : "other";
    case "[object ArrayBuffer]":
      return isArrayBuffer(item) ? "bytes" : "other";
    case "[object SharedArrayBuffer]":
      return typeof SharedArrayBuffer === "function" && isBranded(byteLengthOf(SharedArrayBuffer), item) ? "bytes" : "other";
    case "[object URLSearchParams]":
    case "[object FormData]":
      // Read only when met: reading FormData loads Node's fetch.
      return (typeof URLSearchParams === "function" && item instanceof URLSearchParams) || (typeof FormData === "function" && item instanceof FormData) ? "form" : "other";
  }
  return "other";
}

/** A copy of form data or URLSearchParams, entry by entry (a file stays the same immutable File). */
function copyForm(form: URLSearchParams | FormData): object {
  if (form instanceof URLSearchParams) return new URLSearchParams(form);
  const copied = new FormData();
  form.forEach((value, name) => copied.append(name, value));
  return copied;
}

/** A copy of bytes of the same class: a Buffer stays a Buffer, a DataView a DataView. */
function copyBytes(bytes: object, walk: Walk): object {
  try {
    if (!ArrayBuffer.isView(bytes)) return (bytes as ArrayBuffer).slice(0);
    if (Object.prototype.toString.call(bytes) === "[object DataView]") {
      const view = bytes as DataView;
      return new DataView(view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength));
    }
    // The typed arrays' own slice, which copies; a Buffer's own slice would share its memory.
    return (Object.getPrototypeOf(Uint8Array.prototype) as Uint8Array).slice.call(bytes as Uint8Array);
  } catch {
    // A transfer detached its ArrayBuffer: there is nothing to copy.
    return fail(pathOf(walk), walk.route, "unreadable");
  }
}

/**
 * Freezes a copy, with refusing versions of the methods that change what
 * `Object.freeze` does not reach: a Map's or a Set's entries, a Date's time,
 * form data's entries. (immer's `freeze` throws a plain `Error`, where a
 * change to what is frozen is a `TypeError`.)
 */
function freezeCopy(copy: object, kind: Kind): void {
  let methods: readonly string[] = [];
  if (kind === "map" || kind === "set") methods = ["set", "add", "delete", "clear"];
  else if (kind === "form") methods = ["set", "append", "delete", "sort"];
  else if (kind === "date") methods = Object.getOwnPropertyNames(Date.prototype).filter((name) => name.startsWith("set"));
  for (const name of methods) Object.defineProperty(copy, name, { value: refuse });
  Object.freeze(copy);
}

function refuse(): never {
  throw new TypeError(FROZEN);
}

/**
 * Where a walk over a caller's value is: the field it started from, the keys
 * followed since (`null` for a step into a Map or a Set), and each container
 * met with its copy (`undefined` while it is made), a record made at the
 * first container inside `root`.
 */
interface Walk {
  readonly field: string;
  readonly route: string | undefined;
  readonly keys: (string | number | null)[];
  root: object | undefined;
  copies: Map<object, object | undefined> | undefined;
}

function walkOf(field: string, route: string | undefined): Walk {
  return { field, route, keys: [], root: undefined, copies: undefined };
}

/** Where a walk is, for an error: `labels[1]`, `data.user.name`, `data["a b"]`. */
function pathOf(walk: Walk): string {
  let path = walk.field;
  for (const key of walk.keys) {
    if (typeof key === "number") path += `[${key}]`;
    else if (key !== null) path += /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
  }
  return path;
}

/**
 * `make()`, or the copy made before of a container met again (`[o, o]` is
 * copied once, so copying is linear in the distinct containers). A cycle, or
 * nesting deeper than {@link MAX_NESTING}, is an error naming the field.
 */
function copyOnce(item: object, walk: Walk, make: () => object): object {
  const depth = walk.keys.length;
  if (depth === MAX_NESTING) fail(walk.field, walk.route, "nested", MAX_NESTING);
  // Most data is flat: the map of containers met is made at the first one inside the root.
  if (depth === 0) walk.root = item;
  else {
    walk.copies ??= new Map<object, object | undefined>([[walk.root!, undefined]]);
    if (walk.copies.has(item)) return walk.copies.get(item) ?? fail(walk.field, walk.route, "nested", MAX_NESTING);
    walk.copies.set(item, undefined);
  }
  const made = make();
  walk.copies?.set(item, made);
  return made;
}

/** A fresh array or plain object of `member` of each item or own enumerable property. */
function copyMembers(item: object, isArray: boolean, walk: Walk, member: (value: unknown, key: string | number) => unknown): object {
  const keys = walk.keys;
  if (isArray) {
    const array = ownMembers(item as unknown[]);
    const result = new Array<unknown>(array.length);
    for (let i = 0; i < array.length; i++) {
      keys.push(i);
      result[i] = member(array[i], i);
      keys.pop();
    }
    return result;
  }
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(item)) {
    keys.push(key);
    setOwn(result, key, member((item as Record<string, unknown>)[key], key));
    keys.pop();
  }
  return result;
}

/** Rethrows an error of the library's as it is, and what a caller's value threw when read (a revoked Proxy, a getter, a `toJSON`) as the library's, naming where. */
function readFailed(error: unknown, walk: Walk): never {
  if (isFluentEndpointError(error)) throw error;
  return fail(pathOf(walk), walk.route, "threw", error);
}

/**
 * Copies data to hold it: plain objects (of any realm), arrays, Maps, Sets
 * and Dates, at every depth, and bytes and form data where `purpose` says.
 * Anything else (a Blob, a stream, a class instance) stays the caller's very
 * own, never frozen. @internal
 */
export function copyData<T>(value: T, field: string, route: string | undefined, purpose: CopyFor): T {
  if (typeof value !== "object" || value === null) return value;
  const walk = walkOf(field, route);
  try {
    return copy(value, walk, purpose) as T;
  } catch (error) {
    return readFailed(error, walk);
  }
}

function copy(item: unknown, walk: Walk, purpose: CopyFor): unknown {
  if (typeof item !== "object" || item === null) return item;
  const kind = kindOf(item);
  // Bytes and form data on their way out are the caller's as they stand; held by a state or leaving one, a copy of their own.
  if (kind === "other" || ((kind === "bytes" || kind === "form") && purpose === "sent")) return item;
  // Bytes cannot be frozen: a state's stay a private copy.
  if (kind === "bytes") return copyBytes(item, walk);
  return copyOnce(item, walk, () => {
    const result = copyOf(item, kind, walk, (value) => copy(value, walk, purpose));
    if (purpose === "frozen") freezeCopy(result, kind);
    return result;
  });
}

/** A copy of a container or a Date, `member` making the copy of each value inside. */
function copyOf(item: object, kind: Kind, walk: Walk, member: (value: unknown) => unknown): object {
  if (kind === "array" || kind === "object") return copyMembers(item, kind === "array", walk, member);
  if (kind === "date") return new Date(Date.prototype.getTime.call(item as Date));
  if (kind === "form") return copyForm(item as URLSearchParams | FormData);
  walk.keys.push(null);
  let result: object;
  if (kind === "map") result = new Map(Array.from(item as Map<unknown, unknown>, ([key, value]) => [member(key), member(value)]));
  else result = new Set(Array.from(item as Set<unknown>, member));
  walk.keys.pop();
  return result;
}

/**
 * True for what is sent as a body of its own rather than as JSON: bytes, form
 * data, a Blob, a web stream, or anything async-iterable, such as the Node
 * stream of a file that callers upload a release asset with. @internal
 */
export function isBodyOfItsOwn(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const kind = kindOf(value);
  if (kind === "bytes" || kind === "form") return true;
  return (
    kind === "other" &&
    ((typeof Blob === "function" && value instanceof Blob) ||
      (typeof ReadableStream === "function" && value instanceof ReadableStream) ||
      typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === "function")
  );
}

/**
 * What a request sends for `data`, the whole body: text or a body of its own
 * as it stands, anything else as {@link jsonData}, and JSON that is a string
 * (a `Date`'s `toJSON`) as its JSON text, so that every client sends its
 * quotes. The fetch helpers send by this rule what `endpoint()` made by it. @internal
 */
export function sentBody(data: unknown, field: string, route: string | undefined): unknown {
  let ofItsOwn: boolean;
  try {
    ofItsOwn = typeof data === "string" || isBodyOfItsOwn(data);
  } catch (error) {
    return readFailed(error, walkOf(field, route));
  }
  if (ofItsOwn) return data;
  const json = jsonData(data, field, route, "");
  // JSON.stringify would give undefined: there would be nothing to send.
  if (json === undefined) fail(field, route, "notJson", undefined);
  return typeof json === "string" ? JSON.stringify(json) : json;
}

/** {@link sentBody}, with bytes and form data copied unless `purpose` is `"sent"`: the body of a result. @internal */
export function bodyData(data: unknown, field: string, route: string | undefined, purpose: CopyFor): unknown {
  const body = sentBody(data, field, route);
  return body === data ? copyData(data, field, route, purpose) : body;
}

/**
 * What `JSON.stringify` would write for `value`, as fresh plain data read
 * once: a `toJSON` called with its `key` (the parameter's name, `""` for the
 * whole body), a boxed primitive unboxed, an object of an ordinary class as
 * its own enumerable properties; an `undefined` member kept, as octokit keeps
 * it. What JSON would lose, refuse or change is an error naming where it sits
 * (`data.a.b[0]`): a number that is not finite, a BigInt, a function, a
 * symbol, `undefined` in an array, bytes, and any built-in or iterable whose
 * data JSON does not write (a Map, a RegExp, a Blob, a stream). @internal
 */
export function jsonData(value: unknown, field: string, route: string | undefined, key: string = field): unknown {
  if (typeof value === "string" || typeof value === "boolean") return value;
  const walk = walkOf(field, route);
  try {
    return toJson(value, key, walk);
  } catch (error) {
    return readFailed(error, walk);
  }
}

function toJson(value: unknown, key: string | number, walk: Walk): unknown {
  let kind = typeof value === "object" && value !== null ? kindOf(value) : undefined;
  // Bytes go only as a whole body: a Buffer's toJSON writes {type, data}.
  if (kind === "bytes") fail(pathOf(walk), walk.route, "notJson", value);
  if (kind !== undefined || typeof value === "bigint") {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === "function") {
      value = toJSON.call(value, String(key));
      kind = typeof value === "object" && value !== null ? kindOf(value) : undefined;
    }
  }
  if (kind === "other" && !isOrdinaryObject(value as object)) {
    const primitive = unboxed(value as object);
    if (primitive === undefined) fail(pathOf(walk), walk.route, "notJson", value);
    value = primitive;
    kind = undefined;
  }
  if (kind === "array" || kind === "object" || kind === "other") {
    return copyOnce(value as object, walk, () =>
      copyMembers(value as object, kind === "array", walk, (member, at) => {
        const json = toJson(member, at, walk);
        if (json === undefined && typeof at === "number") fail(pathOf(walk), walk.route, "notJson", undefined);
        return json;
      }),
    );
  }
  const primitive = kind === undefined && (typeof value === "number" ? Number.isFinite(value) : typeof value !== "bigint" && typeof value !== "symbol" && typeof value !== "function");
  if (primitive) return value;
  return fail(pathOf(walk), walk.route, "notJson", value);
}

/** True for an object of an ordinary class, which JSON writes whole: a plain `[object Object]` with no items to iterate. */
function isOrdinaryObject(item: object): boolean {
  const iterable = item as { [Symbol.iterator]?: unknown; [Symbol.asyncIterator]?: unknown };
  return (
    Object.prototype.toString.call(item) === "[object Object]" &&
    typeof iterable[Symbol.iterator] !== "function" &&
    typeof iterable[Symbol.asyncIterator] !== "function"
  );
}

/** The primitive a Number, String, Boolean or BigInt object holds; `undefined` for any other object. */
function unboxed(item: object): unknown {
  for (const valueOf of [Number.prototype.valueOf, String.prototype.valueOf, Boolean.prototype.valueOf, BigInt.prototype.valueOf] as ((this: never) => unknown)[]) {
    if (isBranded(valueOf, item)) return valueOf.call(item as never);
  }
  return undefined;
}
