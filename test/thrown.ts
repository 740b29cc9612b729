import { expect } from "vitest";

/** Runs `call`, which must throw an instance of `kind`, and returns what it threw. */
export function thrown<T extends Error>(call: () => unknown, kind: abstract new (...args: never[]) => T): T {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(kind);
    return error as T;
  }
  throw new Error("expected the call to throw");
}
