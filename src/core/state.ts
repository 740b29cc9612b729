import type { HeaderValue, RequestMeta } from "../types";

/**
 * The `request` option with its origin. A value the caller passed is handed back
 * as the same reference; a value fluent-endpoint assembled (merged from defaults)
 * is copied on the way out so no result shares it.
 *
 * It is a class instance on purpose: immer neither drafts nor freezes class
 * instances, so a caller's object held here is never frozen by the builder.
 *
 * @internal
 */
export class RequestRef {
  constructor(
    readonly value: RequestMeta,
    readonly owned: boolean,
  ) {}

  /** The value to put into a result or merged options. */
  output(): RequestMeta {
    return this.owned ? { ...this.value } : this.value;
  }
}

/**
 * Merged options in the form the core works on: parameters kept apart from the
 * named options so that no per-request work has to separate them again.
 * `headers` names are lowercase; `method` is uppercase.
 *
 * @internal
 */
export interface State {
  readonly method: string;
  readonly url: string | undefined;
  readonly baseUrl: string;
  readonly headers: Readonly<Record<string, HeaderValue>>;
  readonly format: string;
  readonly previews: readonly string[];
  /**
   * Every other key, including `data`. An ordinary object whose keys are all
   * set with `setOwn` (so a `__proto__` parameter is an own key): V8 keeps
   * null-prototype objects in slow dictionary mode, and this record is read on
   * every request. Read it with own-key checks only.
   */
  readonly params: Readonly<Record<string, unknown>>;
  readonly request: RequestRef | undefined;
}

/** A `State` whose top-level fields may be replaced (a scratch copy or an immer draft). @internal */
export type WritableState = { -readonly [K in keyof State]: State[K] };

/** Option names that are not parameters. @internal */
export const NAMED_OPTIONS: ReadonlySet<string> = new Set([
  "method",
  "url",
  "baseUrl",
  "headers",
  "mediaType",
  "request",
]);

