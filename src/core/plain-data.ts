import { fail, FluentEndpointError, FROZEN } from "../errors";
import { isPlainObject } from "../own";
import { ownMembers } from "../own";

/**
 * Sets an own property. A plain assignment of `__proto__` would replace the
 * target's prototype instead, which is how prototype pollution starts.
 *
 * @internal
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // A record without a prototype (an immer draft of one too, which refuses defineProperty) takes it as any key.
  if (key === "__proto__" && Object.getPrototypeOf(target) !== null) Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * A shallow copy of a record into `target`, each key set as its own (see
 * {@link setOwn}). Not a spread: V8 (Node 20) adds a property to a spread's
 * copy twenty times slower than to an object built this way, and a request's
 * headers get some after their copy (measured: 1.5 us against 70 ns).
 *
 * @internal
 */
export function copyRecord<T extends object>(source: Readonly<T>, target: T): T {
  for (const key of Object.keys(source)) setOwn(target as Record<string, unknown>, key, (source as Record<string, unknown>)[key]);
  return target;
}

/**
 * How deep a copy follows nested containers. A parameter or body is a small
 * tree of data; anything deeper is an attack, and copying it recursively would
 * end in a `RangeError` from deep inside instead of an error of ours.
 *
 * @internal
 */
export const MAX_NESTING = 1000;

/**
 * What a copy is for:
 * - `sent`: a request's own data on its way into the result: containers are
 *   copied so that the result shares none with the caller; bytes, blobs and
 *   streams go as they stand.
 * - `kept`: data entering a state (defaults, a builder), or leaving one (a
 *   result, merged options): bytes are copied too, so that no two holders
 *   share them.
 * - `frozen`: `kept`, with every copy frozen (a state's own data, `DEFAULTS`).
 *   Bytes cannot be frozen; they stay a private copy.
 *
 * @internal
 */
export type CopyFor = "sent" | "kept" | "frozen";

/** What a value is, for copying: a container of plain data, bytes, or anything else (kept by reference). */
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

const byteLengthOf = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, "byteLength")!.get as (this: never) => unknown;
/**
 * True for an ArrayBuffer of any realm (not a SharedArrayBuffer), which
 * `instanceof` misses when it comes from another realm.
 *
 * @internal
 */
export function isArrayBuffer(item: unknown): item is ArrayBuffer {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: isBranded refuses a primitive too; this spares the throw
  return typeof item === "object" && item !== null && isBranded(byteLengthOf, item);
}
// Stryker disable next-line all: made when the module loads, where Stryker's vitest runner never has a mutant in force
const sharedByteLengthOf =
  // Stryker disable next-line all: made when the module loads, where Stryker's vitest runner never has a mutant in force
  typeof SharedArrayBuffer === "undefined" ? byteLengthOf : (Object.getOwnPropertyDescriptor(SharedArrayBuffer.prototype, "byteLength")!.get as (this: never) => unknown);

/**
 * What `item` is. Told by the built-ins' own checks rather than `instanceof`,
 * so that a Map or a Buffer made in another realm (an iframe, a `vm` context)
 * is one too; a class that only names itself "Map" is not.
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
      return isBranded(byteLengthOf, item) ? "bytes" : "other";
    case "[object SharedArrayBuffer]":
      return isBranded(sharedByteLengthOf, item) ? "bytes" : "other";
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

/** The typed arrays' own slice, which copies; a Buffer's own slice would share its memory. */
const typedArraySlice = (Object.getPrototypeOf(Uint8Array.prototype) as Uint8Array).slice;

/** A copy of bytes of the same class: a Buffer stays a Buffer, a DataView a DataView. */
function copyBytes(bytes: object): object {
  if (!ArrayBuffer.isView(bytes)) return (bytes as ArrayBuffer).slice(0);
  if (Object.prototype.toString.call(bytes) === "[object DataView]") {
    const view = bytes as DataView;
    return new DataView(view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength));
  }
  return typedArraySlice.call(bytes as Uint8Array);
}

function refuse(): never {
  throw new TypeError(FROZEN);
}
// The tests of DEFAULTS change each kind in turn and are refused.
// Stryker disable all: made when the module loads, where Stryker's vitest runner never has a mutant in force
const REFUSE = { value: refuse };
const COLLECTION_CHANGES = { set: REFUSE, add: REFUSE, delete: REFUSE, clear: REFUSE };
const FORM_CHANGES = { set: REFUSE, append: REFUSE, delete: REFUSE, sort: REFUSE };
const DATE_CHANGES = Object.fromEntries(
  Object.getOwnPropertyNames(Date.prototype)
    .filter((name) => name.startsWith("set"))
    .map((name) => [name, REFUSE]),
);
// Stryker restore all

/**
 * Where a walk over a caller's value is: the field it started from, the keys
 * it has followed since (their number is the depth; `null` for a step into a
 * Map or a Set, which a path cannot name), and each container met so far with
 * its copy (`undefined` while that is being made). The record of copies is
 * made by the first container inside another; `root` is the container it
 * started from, a copy of which that record must also hold.
 */
interface Walk {
  readonly field: string;
  readonly route: string | undefined;
  readonly keys: (string | number | null)[];
  root: object | undefined;
  copies: Map<object, unknown> | undefined;
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
 * The copy already made of a container met again, or `undefined` for one met
 * for the first time. A container met twice (`[o, o]`) is copied once and its
 * copy shared, so that copying takes time linear in the distinct containers;
 * one met again while its own copy is being made is a cycle, and nesting
 * deeper than {@link MAX_NESTING} an attack: both are errors naming the field.
 */
function copiedBefore(walk: Walk, item: object): object | undefined {
  const depth = walk.keys.length;
  if (depth === MAX_NESTING) fail(walk.field, walk.route, "nested", MAX_NESTING);
  if (depth === 0) {
    walk.root = item;
    return undefined;
  }
  walk.copies ??= new Map<object, unknown>([[walk.root!, undefined]]);
  if (!walk.copies.has(item)) {
    walk.copies.set(item, undefined);
    return undefined;
  }
  const done = walk.copies.get(item);
  if (done === undefined) fail(walk.field, walk.route, "nested", MAX_NESTING);
  return done as object;
}

/**
 * Copies data to hold it: plain objects (of any realm), arrays, Maps, Sets
 * and Dates, at every depth, and bytes and form data where `purpose` says.
 * Everything else (strings, Blobs, streams, class instances, functions) is the
 * caller's own and stays the very same reference, never frozen. What a JSON
 * body may hold is {@link jsonData}'s to decide, when a request is made.
 *
 * @internal
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

/**
 * Rethrows what a walk met: an error of the library's as it is; anything else
 * the caller's value threw while it was read (a revoked Proxy, a getter, a
 * `toJSON`, a Proxy's trap) as the library's, naming where it was read.
 */
function readFailed(error: unknown, walk: Walk): never {
  if (error instanceof FluentEndpointError) throw error;
  return fail(pathOf(walk), walk.route, "threw", error);
}

function copy(item: unknown, walk: Walk, purpose: CopyFor): unknown {
  if (typeof item !== "object" || item === null) return item;
  const kind = kindOf(item);
  // Bytes and form data on their way out are the caller's as they stand; held by a state or leaving one, a copy of their own.
  if (kind === "other" || ((kind === "bytes" || kind === "form") && purpose === "sent")) return item;
  if (kind === "bytes") {
    try {
      return copyBytes(item);
    } catch {
      // A transfer detached its ArrayBuffer: there is nothing to copy.
      return fail(pathOf(walk), walk.route, "unreadable");
    }
  }
  if (kind === "form") {
    const form = copyForm(item as URLSearchParams | FormData);
    return purpose === "frozen" ? Object.freeze(Object.defineProperties(form, FORM_CHANGES)) : form;
  }
  const before = copiedBefore(walk, item);
  if (before !== undefined) return before;
  const keys = walk.keys;
  let result: object;
  switch (kind) {
    case "array": {
      const array = ownMembers(item as unknown[]);
      const copied = new Array<unknown>(array.length);
      for (let i = 0; i < array.length; i++) {
        keys.push(i);
        copied[i] = copy(array[i], walk, purpose);
        keys.pop();
      }
      result = copied;
      break;
    }
    case "object": {
      const record: Record<string, unknown> = {};
      for (const key of Object.keys(item)) {
        keys.push(key);
        setOwn(record, key, copy((item as Record<string, unknown>)[key], walk, purpose));
        keys.pop();
      }
      result = record;
      break;
    }
    case "map":
    case "set": {
      keys.push(null);
      const one = (value: unknown): unknown => copy(value, walk, purpose);
      result =
        kind === "map"
          ? new Map([...(item as Map<unknown, unknown>)].map(([key, value]) => [one(key), one(value)]))
          : new Set([...(item as Set<unknown>)].map(one));
      keys.pop();
      break;
    }
    default:
      result = new Date(Date.prototype.getTime.call(item as Date));
  }
  if (purpose === "frozen") {
    if (kind === "map" || kind === "set") Object.defineProperties(result, COLLECTION_CHANGES);
    else if (kind === "date") Object.defineProperties(result, DATE_CHANGES);
    Object.freeze(result);
  }
  walk.copies?.set(item, result);
  return result;
}

/**
 * True for what is sent as a body of its own rather than as JSON: bytes, form
 * data, a Blob, or a stream: a web one, or anything async-iterable, such as
 * the Node stream of a file that callers upload a release asset with.
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
 * What a request sends for `data`, the whole body: text, bytes, a Blob, form
 * data or a stream (a Node one too) as it stands (bytes and form data copied unless `purpose`
 * is `"sent"`), anything else as {@link jsonData}. JSON data that is a string
 * (what a `toJSON` gave, as a `Date`'s does) is held as its JSON text, so that
 * every client sends `"2020-01-01"` with its quotes rather than bare text.
 * `endpoint()` makes a result's body with it, and the fetch helpers send a
 * body with it: what one accepts, the other sends.
 *
 * @internal
 */
export function bodyData(data: unknown, field: string, route: string | undefined, purpose: CopyFor): unknown {
  let ofItsOwn: boolean;
  try {
    ofItsOwn = typeof data === "string" || isBodyOfItsOwn(data);
  } catch (error) {
    return readFailed(error, walkOf(field, route));
  }
  if (ofItsOwn) return copyData(data, field, route, purpose);
  const json = jsonData(data, field, route, "");
  // JSON.stringify would give undefined: there would be nothing to send.
  if (json === undefined) fail(field, route, "notJson", undefined);
  return typeof json === "string" ? JSON.stringify(json) : json;
}

/**
 * The data a JSON body holds for `value`: what `JSON.stringify` would write,
 * as fresh plain objects and arrays that share nothing with the caller,
 * read once. What JSON would lose, refuse or turn into something else is an
 * error naming where it sits (`labels[1]`, `data.a.b[0]`):
 * - A value with a `toJSON` method (a `Date`, a `URL`, a class's own) is
 *   replaced by what that returns, called with its key, as JSON does.
 * - A Number, String, Boolean or BigInt object is its primitive.
 * - Arrays and plain objects are their members; an object of an ordinary
 *   class (a DTO) is its own enumerable properties, as JSON writes it. An
 *   `undefined` member stays, as octokit keeps it; JSON leaves it out.
 * - Refused: a number that is not finite, a BigInt, a function, a symbol;
 *   `undefined` or a hole in an array (JSON writes `null`); bytes (a Buffer's
 *   `toJSON` writes `{type, data}`); and any object JSON would write as less
 *   than it holds: a built-in that keeps its data inside (a Map, a Set, a
 *   RegExp, an Error, a Promise, a WeakRef, Headers, a Blob, form data, a
 *   stream: whatever `Object.prototype.toString` does not call a plain
 *   `[object Object]`) and an iterable, whose items JSON does not read (a
 *   Node stream, a Proxy of a Map). The streams, bytes, Blobs and form data
 *   among them go only as the whole body ({@link bodyData}).
 * `key` is what a `toJSON` of `value` itself is called with: the parameter's
 * name for a member of the body, `""` for the whole body.
 *
 * @internal
 */
export function jsonData(value: unknown, field: string, route: string | undefined, key: string = field): unknown {
  // Text and booleans, most of a body's members, need no walk.
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
  // Bytes go only as a whole body: inside JSON even a Buffer, whose toJSON writes {type, data}, would not be what was meant.
  if (kind === "bytes") fail(pathOf(walk), walk.route, "notJson", value);
  if (kind !== undefined || typeof value === "bigint") {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === "function") {
      value = toJSON.call(value, String(key));
      kind = typeof value === "object" && value !== null ? kindOf(value) : undefined;
    }
  }
  switch (kind) {
    case undefined:
      return jsonPrimitive(value, walk);
    case "array":
    case "object":
      return jsonContainer(value as object, kind === "array", walk);
    case "other": {
      if (isOrdinaryObject(value as object)) return jsonContainer(value as object, false, walk);
      const primitive = unboxed(value as object);
      if (primitive !== undefined) return jsonPrimitive(primitive, walk);
    }
  }
  return fail(pathOf(walk), walk.route, "notJson", value);
}

/** A primitive JSON writes as it is; a number that is not finite, a BigInt, a function or a symbol refused. */
function jsonPrimitive(value: unknown, walk: Walk): unknown {
  switch (typeof value) {
    case "number":
      if (!Number.isFinite(value)) break;
      return value;
    case "string":
    case "boolean":
    case "undefined":
      return value;
    case "object": // null
      return null;
  }
  return fail(pathOf(walk), walk.route, "notJson", value);
}

/** An array's items, or an object's own enumerable properties, each as JSON writes it. */
function jsonContainer(item: object, isArray: boolean, walk: Walk): unknown {
  const before = copiedBefore(walk, item);
  if (before !== undefined) return before;
  const keys = walk.keys;
  let result: object;
  if (isArray) {
    const array = ownMembers(item as unknown[]);
    const copied = new Array<unknown>(array.length);
    for (let i = 0; i < array.length; i++) {
      keys.push(i);
      const value = toJson(array[i], i, walk);
      if (value === undefined) fail(pathOf(walk), walk.route, "notJson", undefined);
      keys.pop();
      copied[i] = value;
    }
    result = copied;
  } else {
    const record: Record<string, unknown> = {};
    for (const key of Object.keys(item)) {
      keys.push(key);
      setOwn(record, key, toJson((item as Record<string, unknown>)[key], key, walk));
      keys.pop();
    }
    result = record;
  }
  walk.copies?.set(item, result);
  return result;
}

/**
 * True for an object JSON writes whole as its own enumerable properties: one
 * of an ordinary class, which `Object.prototype.toString` calls
 * `[object Object]` and which holds no items to iterate.
 */
function isOrdinaryObject(item: object): boolean {
  const iterable = item as { [Symbol.iterator]?: unknown; [Symbol.asyncIterator]?: unknown };
  return (
    Object.prototype.toString.call(item) === "[object Object]" &&
    typeof iterable[Symbol.iterator] !== "function" &&
    typeof iterable[Symbol.asyncIterator] !== "function"
  );
}

/** The valueOf of each class whose objects JSON writes as the primitive they hold. */
const BOXES = [Number.prototype.valueOf, String.prototype.valueOf, Boolean.prototype.valueOf, BigInt.prototype.valueOf] as ((this: never) => unknown)[];

/** The primitive a Number, String, Boolean or BigInt object holds; `undefined` for any other object. */
function unboxed(item: object): unknown {
  for (const valueOf of BOXES) {
    if (isBranded(valueOf, item)) return valueOf.call(item as never);
  }
  return undefined;
}
