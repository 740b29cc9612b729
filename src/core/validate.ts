import { InvalidArgumentError, quote } from "../errors";
import { isPlainObject } from "./plain-data";

/**
 * Checks shared by every entry point. Each throws an {@link InvalidArgumentError}
 * that names the field and what was wrong.
 */

// RFC 9110 tchar: the characters allowed in a method or a header name.
const TCHAR = new Uint8Array(128);
for (const c of "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
  TCHAR[c.charCodeAt(0)] = 1;
}

/** True when `text` is a non-empty RFC 9110 token. @internal */
export function isToken(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128 || TCHAR[code] === 0) return false;
  }
  return true;
}

/** Describes what a value is, for "got …" in messages. @internal */
export function describe(value: unknown): string {
  if (value === undefined) return "undefined";
  if (typeof value === "string") return `the string ${quote(value)}`;
  if (typeof value === "object" && value !== null && !Array.isArray(value) && !isPlainObject(value)) {
    const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
    return typeof name === "string" && name !== "" ? `an instance of ${name}` : "an object";
  }
  return quote(value);
}

/** Throws unless `value` is a string. @internal */
export function expectString(field: string, value: unknown, route?: string): asserts value is string {
  if (typeof value !== "string") throw new InvalidArgumentError(field, `expected a string, got ${describe(value)}`, route);
}

/** Throws unless `value` is a plain object. @internal */
export function expectPlainObject(
  field: string,
  value: unknown,
  route?: string,
): asserts value is Record<string, unknown> {
  if (!isPlainObject(value)) {
    throw new InvalidArgumentError(field, `expected a plain object, got ${describe(value)}`, route);
  }
}

/** Returns the uppercase method, or throws when it is not an HTTP token. @internal */
export function normalizeMethod(value: unknown, route?: string): string {
  expectString("method", value, route);
  if (!isToken(value)) {
    throw new InvalidArgumentError("method", `expected an HTTP method token such as "GET", got ${quote(value)}`, route);
  }
  return value.toUpperCase();
}

/** Returns the lowercase header name, or throws when it is not an HTTP token. @internal */
export function normalizeHeaderName(name: string, route?: string): string {
  if (!isToken(name)) {
    throw new InvalidArgumentError(`headers[${quote(name)}]`, "a header name must be an HTTP token (letters, digits and !#$%&'*+-.^_`|~)", route);
  }
  return name.toLowerCase();
}

/** Throws unless `value` is a header value a client can send. @internal */
export function checkHeaderValue(name: string, value: unknown, route?: string): asserts value is string | number {
  const field = `headers[${quote(name)}]`;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new InvalidArgumentError(field, `a numeric header value must be finite, got ${value}`, route);
    return;
  }
  if (typeof value !== "string") {
    throw new InvalidArgumentError(field, `expected a string or a number, got ${describe(value)}`, route);
  }
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    // CR and LF would split the header into two (header injection); NUL is refused by every client.
    if (code === 13 || code === 10 || code === 0) {
      throw new InvalidArgumentError(field, "a header value must not contain CR, LF or NUL", route);
    }
  }
}
