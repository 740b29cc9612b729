import { expect } from "vitest";
import { FluentEndpointError, InvalidArgumentError, type RequestOptions } from "../../src";

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Either the value returned or the error thrown by `call`. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export function attempt<T>(call: () => T): Outcome<T> {
  try {
    return { ok: true, value: call() };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * A thrown value is one of ours: an Error of our family with a code and a
 * message of bounded length, never a TypeError or RangeError from deep inside.
 */
export function expectOwnError(error: unknown): void {
  expect(error).toBeInstanceOf(Error);
  if (!(error instanceof FluentEndpointError)) throw error;
  expect(["ERR_INVALID_ARGUMENT", "ERR_INVALID_TEMPLATE", "ERR_UNSAFE_PATH_PARAMETER"]).toContain(error.code);
  // A message stays on one line, stays short, and opens with the field it is about
  // (quoted when the name is empty or holds control characters, cut when long).
  expect(error.message).not.toMatch(/[\r\n]/);
  expect(error.message.length).toBeLessThan(2000);
  if (error instanceof InvalidArgumentError) {
    const plain = error.field !== "" && !/[\u0000-\u001f\u007f]/.test(error.field);
    const shown = plain ? error.field : JSON.stringify(error.field);
    expect(error.message.startsWith(shown.length > 120 ? shown.slice(0, 120) : `${shown}: `)).toBe(true);
  }
}

/**
 * Request options a client can send as they are: a lowercase token method, a
 * URL without spaces or control characters, lowercase token header names with
 * sendable values, a body only where one belongs.
 */
export function expectWellFormed(result: RequestOptions, inputs: readonly unknown[] = []): void {
  expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  for (const key of Object.keys(result)) expect(["method", "url", "headers", "body", "request"]).toContain(key);

  expect(result.method).toMatch(TOKEN);
  expect(result.method).toBe(result.method.toLowerCase());

  expect(typeof result.url).toBe("string");
  for (let i = 0; i < result.url.length; i++) {
    const code = result.url.charCodeAt(i);
    expect(code > 32 && code !== 127, `character ${code} at ${i} of ${JSON.stringify(result.url)}`).toBe(true);
  }

  expect(Object.getPrototypeOf(result.headers)).toBe(Object.prototype);
  for (const name of Object.keys(result.headers)) {
    expect(name).toMatch(TOKEN);
    expect(name).toBe(name.toLowerCase());
    const value = result.headers[name];
    if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
    else expect(value).toMatch(/^[^\r\n\0]*$/);
  }

  if (result.method === "get" || result.method === "head") expect(result).not.toHaveProperty("body");
  if (result.method === "put" || result.method === "patch") expect(result).toHaveProperty("body");
  // A body gets a content-type, unless the caller removed it with `null`.
  if ("body" in result && result.body !== "" && result.headers["content-type"] === undefined) {
    expect(removesContentType(inputs), "a body without a content-type, which no input removed").toBe(true);
  }
}

/** Whether a `content-type` set to `null` appears anywhere in `inputs`: as a key of an object, or as the name of a `[name, null]` pair. */
export function removesContentType(inputs: readonly unknown[]): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown): boolean => {
    if (typeof value !== "object" || value === null || seen.has(value)) return false;
    seen.add(value);
    if (Array.isArray(value) && typeof value[0] === "string" && value[0].toLowerCase() === "content-type" && value[1] === null) return true;
    for (const key of Object.keys(value)) {
      const item = (value as Record<string, unknown>)[key];
      if (key.toLowerCase() === "content-type" && item === null) return true;
      if (visit(item)) return true;
    }
    return false;
  };
  return inputs.some(visit);
}
