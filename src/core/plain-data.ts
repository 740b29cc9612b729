import { fail, FROZEN } from "../errors";
import { isPlainObject } from "../is-plain-object";

/**
 * Sets an own property. A plain assignment of `__proto__` would replace the
 * target's prototype instead, which is how prototype pollution starts.
 *
 * @internal
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * How deep a copy follows nested containers. A parameter or body is a small
 * tree of data; anything deeper is an attack, and copying it recursively would
 * end in a `RangeError` from deep inside instead of an error of ours.
 *
 * @internal
 */
export const MAX_NESTING = 1000;

/** Marks a container whose copy is under way: meeting it again is a cycle. */
const UNDER_WAY = Symbol("under way");

function refuse(): never {
  throw new TypeError(FROZEN);
}
const REFUSE = { value: refuse };
const COLLECTION_CHANGES = { set: REFUSE, add: REFUSE, delete: REFUSE, clear: REFUSE };
const DATE_CHANGES = Object.fromEntries(
  Object.getOwnPropertyNames(Date.prototype)
    .filter((name) => name.startsWith("set"))
    .map((name) => [name, REFUSE]),
);

/** What a copy in progress knows: where errors point, whether copies are frozen, what was copied. */
interface Copying {
  readonly field: string;
  readonly route: string | undefined;
  readonly frozen: boolean;
  readonly root: object;
  /** Each container met so far and its copy, made only when a container holds another. */
  copies: Map<object, unknown> | undefined;
}

/**
 * Copies plain data: plain objects (of any realm), arrays, Maps, Sets and
 * Dates, at every depth. Everything else (strings, Buffers, Blobs, streams,
 * class instances, functions) is the caller's own and stays the very same
 * reference, never frozen. A container met twice (`[o, o]`) is copied once
 * and its copy shared, so copying takes time linear in the distinct
 * containers. A cycle, or nesting deeper than {@link MAX_NESTING}, is an error
 * naming `field`.
 *
 * With `frozen`, each copy is frozen as it is made: the library's own copies
 * and nothing else. A frozen Map, Set or Date refuses its mutating methods
 * too, which `Object.freeze` alone does not stop.
 *
 * @internal
 */
export function copyData<T>(value: T, field: string, route: string | undefined, frozen: boolean): T {
  if (typeof value !== "object" || value === null) return value;
  return copy({ field, route, frozen, root: value, copies: undefined }, value, 0) as T;
}

function copy(state: Copying, item: unknown, depth: number): unknown {
  if (typeof item !== "object" || item === null) return item;
  const kind = Array.isArray(item) ? 1 : isPlainObject(item) ? 2 : item instanceof Map ? 3 : item instanceof Set ? 4 : item instanceof Date ? 5 : 0;
  if (kind === 0) return item;
  if (depth === MAX_NESTING) fail(state.field, state.route, "nested", MAX_NESTING);
  let { copies } = state;
  if (depth > 0) {
    copies ??= state.copies = new Map<object, unknown>([[state.root, UNDER_WAY]]);
    const done = copies.get(item);
    if (done === UNDER_WAY) fail(state.field, state.route, "nested", MAX_NESTING);
    if (done !== undefined) return done;
    copies.set(item, UNDER_WAY);
  }
  const next = depth + 1;
  let result: object;
  if (kind === 1) {
    result = (item as unknown[]).map((member) => copy(state, member, next));
  } else if (kind === 2) {
    const record: Record<string, unknown> = {};
    for (const key of Object.keys(item)) setOwn(record, key, copy(state, (item as Record<string, unknown>)[key], next));
    result = record;
  } else if (kind === 3) {
    result = new Map([...(item as Map<unknown, unknown>)].map(([key, member]) => [copy(state, key, next), copy(state, member, next)]));
  } else if (kind === 4) {
    result = new Set([...(item as Set<unknown>)].map((member) => copy(state, member, next)));
  } else {
    result = new Date((item as Date).getTime());
  }
  if (state.frozen) {
    if (kind >= 3) Object.defineProperties(result, kind === 5 ? DATE_CHANGES : COLLECTION_CHANGES);
    Object.freeze(result);
  }
  state.copies?.set(item, result);
  return result;
}
