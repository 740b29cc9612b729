import { fail, failRead, FROZEN } from "../errors";
import { isPlainObject, ownMembers } from "../own";

/** Sets an own property: assigning `__proto__` would replace the target's prototype instead (prototype pollution). @internal */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // A record without a prototype (an immer draft of one too, which refuses defineProperty) takes it as any key.
  if (key === "__proto__" && Object.getPrototypeOf(target) !== null) Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** A shallow copy of a record into `target`, each key set as its own (a spread's copy is slow to add properties to, as headers are). @internal */
export function copyRecord<T extends object>(source: Readonly<T>, target: T): T {
  for (const key of Object.keys(source)) setOwn(target as Record<string, unknown>, key, (source as Record<string, unknown>)[key]);
  return target;
}

/** Deeper than this is an attack, not data, and would end in a `RangeError` from deep inside. */
const MAX_NESTING = 1000;

/**
 * What a copy is for: `sent`, a call's own data on its way into the result
 * (bytes and form data as they stand); `kept`, data entering or leaving a
 * state (bytes and form data copied too); `frozen`, `kept` and frozen.
 */
type CopyFor = "sent" | "kept" | "frozen";

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

function byteLengthOf(buffers: typeof ArrayBuffer | typeof SharedArrayBuffer): (this: never) => unknown {
  return Object.getOwnPropertyDescriptor(buffers.prototype, "byteLength")!.get as (this: never) => unknown;
}

/** True for an ArrayBuffer of any realm (not a SharedArrayBuffer), which `instanceof` misses. @internal */
export function isArrayBuffer(item: unknown): item is ArrayBuffer {
  return typeof item === "object" && item !== null && isBranded(byteLengthOf(ArrayBuffer), item);
}

/**
 * The built-ins told apart by their tag, each with its kind and its own check: a Map of
 * another realm is one, a class that names itself "Map" is not. FormData is read only
 * when met: reading it loads Node's fetch.
 */
const BUILT_INS: { readonly [tag: string]: readonly [Kind, (item: object) => boolean] | undefined } = {
  "[object Map]": ["map", (item) => isBranded(Map.prototype.has as (this: never) => unknown, item)],
  "[object Set]": ["set", (item) => isBranded(Set.prototype.has as (this: never) => unknown, item)],
  "[object Date]": ["date", (item) => isBranded(Date.prototype.getTime as (this: never) => unknown, item)],
  "[object ArrayBuffer]": ["bytes", isArrayBuffer],
  "[object SharedArrayBuffer]": ["bytes", (item) => typeof SharedArrayBuffer === "function" && isBranded(byteLengthOf(SharedArrayBuffer), item)],
  "[object URLSearchParams]": ["form", (item) => typeof URLSearchParams === "function" && item instanceof URLSearchParams],
  "[object FormData]": ["form", (item) => typeof FormData === "function" && item instanceof FormData],
};

/** What `item` is, told by the built-ins' own checks. */
function kindOf(item: object): Kind {
  if (Array.isArray(item)) return "array";
  if (isPlainObject(item)) return "object";
  if (ArrayBuffer.isView(item)) return "bytes";
  const tag = Object.prototype.toString.call(item);
  // Own keys only: what a polluted prototype holds is no built-in.
  const builtIn = Object.hasOwn(BUILT_INS, tag) ? BUILT_INS[tag] : undefined;
  return builtIn !== undefined && builtIn[1](item) ? builtIn[0] : "other";
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
 * Freezes a copy, and refuses with a `TypeError` the methods that change what
 * `Object.freeze` does not reach (immer's `freeze` throws a plain `Error`, and leaves a Date).
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

/** Where a walk over a caller's value is (`null` a step into a Map or a Set), and each container met with its copy, `undefined` while it is made. */
interface Walk {
  readonly field: string;
  readonly route: string | undefined;
  readonly keys: (string | number | null)[];
  copies: Map<object, object | undefined> | undefined;
}

/**
 * `read` over a fresh walk of the caller's value named `field`: an error of the library's
 * passes as it is, and what the value threw when read (a revoked Proxy, a getter, a `toJSON`)
 * becomes the library's, naming where.
 */
function walking<T>(field: string, route: string | undefined, read: (walk: Walk) => T): T {
  const walk: Walk = { field, route, keys: [], copies: undefined };
  try {
    return read(walk);
  } catch (error) {
    return failRead(error, pathOf(walk), route);
  }
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

/** `make()`, or the copy made before of a container met again, so that copying is linear; a cycle or too deep a nesting is an error. */
function copyOnce(item: object, walk: Walk, make: () => object): object {
  if (walk.keys.length === MAX_NESTING) fail(walk.field, walk.route, "nested", MAX_NESTING);
  const copies = (walk.copies ??= new Map<object, object | undefined>());
  if (copies.has(item)) return copies.get(item) ?? fail(walk.field, walk.route, "nested", MAX_NESTING);
  copies.set(item, undefined);
  const made = make();
  copies.set(item, made);
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

/** Copies plain objects, arrays, Maps, Sets and Dates at every depth, bytes and form data as `purpose` says; anything else stays the caller's, unfrozen. @internal */
export function copyData<T>(value: T, field: string, route: string | undefined, purpose: CopyFor): T {
  if (typeof value !== "object" || value === null) return value;
  return walking(field, route, (walk) => copy(value, walk, purpose) as T);
}

function copy(item: unknown, walk: Walk, purpose: CopyFor): unknown {
  if (typeof item !== "object" || item === null) return item;
  const kind = kindOf(item);
  // Bytes and form data on their way out are the caller's as they stand; held by a state or leaving one, a copy of their own.
  if (kind === "other" || ((kind === "bytes" || kind === "form") && purpose === "sent")) return item;
  if (kind === "bytes") return copyBytes(item, walk);
  return copyOnce(item, walk, () => {
    const member = (value: unknown): unknown => copy(value, walk, purpose);
    let result: object;
    if (kind === "array" || kind === "object") result = copyMembers(item, kind === "array", walk, member);
    else if (kind === "date") result = new Date(Date.prototype.getTime.call(item as Date));
    else if (kind === "form") result = copyForm(item as URLSearchParams | FormData);
    else {
      walk.keys.push(null);
      if (kind === "map") result = new Map(Array.from(item as Map<unknown, unknown>, ([key, value]) => [member(key), member(value)]));
      else result = new Set(Array.from(item as Set<unknown>, member));
      walk.keys.pop();
    }
    if (purpose === "frozen") freezeCopy(result, kind);
    return result;
  });
}

/** True for what is sent as a body of its own rather than as JSON: bytes, form data, a Blob, a web stream, a Node stream. @internal */
export function isBodyOfItsOwn(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const kind = kindOf(value);
  if (kind !== "other") return kind === "bytes" || kind === "form";
  if (typeof Blob === "function" && value instanceof Blob) return true;
  if (typeof ReadableStream === "function" && value instanceof ReadableStream) return true;
  return typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === "function";
}

/**
 * The body sent for `data`: text or a body of its own as it stands, anything else as {@link jsonData},
 * JSON that is a string (a `Date`'s) as its JSON text, so that every client sends its quotes. @internal
 */
export function sentBody(data: unknown, field: string, route: string | undefined): unknown {
  if (walking(field, route, () => typeof data === "string" || isBodyOfItsOwn(data))) return data;
  const json = jsonData(data, field, route, "");
  // JSON.stringify would give undefined: there would be nothing to send.
  if (json === undefined) fail(field, route, "notJson", undefined);
  return typeof json === "string" ? JSON.stringify(json) : json;
}

/**
 * What `JSON.stringify` would write for `value`, as fresh plain data read once (an `undefined`
 * member kept, as octokit keeps it); what JSON would lose, refuse or change is an error naming where. @internal
 */
export function jsonData(value: unknown, field: string, route: string | undefined, key: string = field): unknown {
  if (typeof value === "string" || typeof value === "boolean") return value;
  return walking(field, route, (walk) => toJson(value, key, walk));
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
  // A plain object that is iterable holds items JSON does not read, as any other iterable does.
  if (kind === "other" ? !isOrdinaryObject(value as object) : kind === "object" && isIterable(value as object)) {
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
  if (kind === undefined && (typeof value === "number" ? Number.isFinite(value) : typeof value !== "bigint" && typeof value !== "symbol" && typeof value !== "function")) return value;
  return fail(pathOf(walk), walk.route, "notJson", value);
}

/** True for an object of an ordinary class, which JSON writes whole: a plain `[object Object]` with no items to iterate. */
function isOrdinaryObject(item: object): boolean {
  return Object.prototype.toString.call(item) === "[object Object]" && !isIterable(item);
}

function isIterable(item: object): boolean {
  const iterable = item as { [Symbol.iterator]?: unknown; [Symbol.asyncIterator]?: unknown };
  return typeof iterable[Symbol.iterator] === "function" || typeof iterable[Symbol.asyncIterator] === "function";
}

/** The primitive a Number, String, Boolean or BigInt object holds; `undefined` for any other object. */
function unboxed(item: object): unknown {
  for (const valueOf of [Number.prototype.valueOf, String.prototype.valueOf, Boolean.prototype.valueOf, BigInt.prototype.valueOf] as ((this: never) => unknown)[]) {
    if (isBranded(valueOf, item)) return valueOf.call(item as never);
  }
  return undefined;
}
