import { freeze } from "immer";
import { InvalidArgumentError, quote } from "../errors";
import { checkedHeaderName, describeRoute, expectName, mergeHeaders, mergePreviews } from "../core/apply-options";
import { cachedRoute, routeMethod } from "../core/cached-route";
import { copyState } from "../core/merge-state";
import { copyPlain, setOwn } from "../core/plain-data";
import { NAMED_OPTIONS, type State, type WritableState } from "../core/state";
import { expectPlainObject, expectString, normalizeMethod } from "../core/validate";
import type { HeaderValue } from "../types";

/**
 * One change made by a builder method, checked and normalised when the method
 * was called (so a bad argument throws there), with the caller's data copied
 * and frozen. Applying it later needs no further checks.
 *
 * Edits and the list nodes below are private to the builders and typed
 * readonly throughout, but not passed to `Object.freeze` themselves: freezing
 * a fresh object costs more than the rest of a builder step. What they hold of
 * the caller's is a frozen copy.
 *
 * @internal
 */
export type Edit =
  | { readonly kind: "route"; readonly method: string; readonly url: string }
  | { readonly kind: "method"; readonly method: string }
  | { readonly kind: "baseUrl"; readonly baseUrl: string }
  | { readonly kind: "param"; readonly name: string; readonly value: unknown }
  | { readonly kind: "params"; readonly params: Readonly<Record<string, unknown>> }
  | { readonly kind: "header"; readonly name: string; readonly value: HeaderValue }
  | { readonly kind: "headers"; readonly headers: Readonly<Record<string, HeaderValue>> }
  | { readonly kind: "previews"; readonly previews: readonly string[] }
  | { readonly kind: "format"; readonly format: string };

/**
 * The edits a builder made since its state was last folded, newest first, as
 * a persistent list: a new builder adds one node and shares the rest, so
 * branching from a shared base copies nothing. Each node also carries the
 * method and URL in effect, for error messages.
 *
 * @internal
 */
export interface PendingEdits {
  readonly edit: Edit;
  readonly previous: PendingEdits | undefined;
  /** How many edits the list holds. */
  readonly count: number;
  readonly method: string;
  readonly url: string | undefined;
  /** `describeRoute` of method and URL, made once per route change. */
  readonly route: string | undefined;
}

/** Adds `edit` after `previous` (or after the folded `state` when there is none). @internal */
export function appendEdit(state: State, previous: PendingEdits | undefined, edit: Edit): PendingEdits {
  const current = previous ?? state;
  let { method, url } = current;
  if (edit.kind === "route") ({ method, url } = edit);
  else if (edit.kind === "method") method = edit.method;
  const route =
    previous !== undefined && method === previous.method && url === previous.url ? previous.route : describeRoute({ method, url });
  return { edit, previous, count: (previous?.count ?? 0) + 1, method, url, route };
}

/** The route for error messages: that of the newest edit, else that of the state. @internal */
export function currentRoute(state: State, pending: PendingEdits | undefined): string | undefined {
  return pending === undefined ? describeRoute(state) : pending.route;
}

/**
 * `state` with the pending edits applied, oldest first, on a scratch copy:
 * no immer, and each nested record copied at most once however many edits
 * touch it. Only the scratch object and those copies are new; `state` and the
 * edits are left as they were.
 *
 * @internal
 */
export function applyEdits(state: State, pending: PendingEdits): WritableState {
  const edits = new Array<Edit>(pending.count);
  for (let node: PendingEdits | undefined = pending; node !== undefined; node = node.previous) edits[node.count - 1] = node.edit;
  const target = copyState(state);
  let ownParams = false;
  let ownHeaders = false;
  let ownPreviews = false;
  for (const edit of edits) {
    switch (edit.kind) {
      case "route":
        target.method = edit.method;
        target.url = edit.url;
        break;
      case "method":
        target.method = edit.method;
        break;
      case "baseUrl":
        target.baseUrl = edit.baseUrl;
        break;
      case "format":
        target.format = edit.format;
        break;
      case "param":
        if (!ownParams) target.params = copyRecord(target.params);
        ownParams = true;
        setOwn(target.params as Record<string, unknown>, edit.name, edit.value);
        break;
      case "header":
        if (!ownHeaders) target.headers = copyRecord(target.headers);
        ownHeaders = true;
        setOwn(target.headers as Record<string, unknown>, edit.name, edit.value);
        break;
      case "params": {
        const names = Object.keys(edit.params);
        if (names.length === 0) break;
        if (!ownParams) target.params = copyRecord(target.params);
        ownParams = true;
        for (const name of names) setOwn(target.params as Record<string, unknown>, name, edit.params[name]);
        break;
      }
      case "headers": {
        const names = Object.keys(edit.headers);
        if (names.length === 0) break;
        if (!ownHeaders) target.headers = copyRecord(target.headers);
        ownHeaders = true;
        for (const name of names) setOwn(target.headers as Record<string, unknown>, name, edit.headers[name]);
        break;
      }
      case "previews": {
        const previews = ownPreviews ? (target.previews as string[]) : [...target.previews];
        // A set, not includes(): a caller may pass thousands of names (linear time).
        const seen = new Set(previews);
        for (const name of edit.previews) {
          if (seen.has(name)) continue;
          seen.add(name);
          previews.push(name);
        }
        target.previews = previews;
        ownPreviews = true;
        break;
      }
    }
  }
  return target;
}

function copyRecord<T>(base: Readonly<Record<string, T>>): Record<string, T> {
  const copy: Record<string, T> = {};
  for (const key of Object.keys(base)) setOwn(copy, key, base[key]);
  return copy;
}

/** `.route(route)`. @internal */
export function routeEdit(route: unknown, current: string | undefined): Edit {
  expectString("route", route, current);
  const cached = cachedRoute(route);
  return { kind: "route", method: routeMethod(cached, route), url: cached.url };
}

/** `.method(method)`. @internal */
export function methodEdit(method: unknown): Edit {
  return { kind: "method", method: normalizeMethod(method) };
}

/** `.baseUrl(baseUrl)`. @internal */
export function baseUrlEdit(baseUrl: unknown, current: string | undefined): Edit {
  expectString("baseUrl", baseUrl, current);
  return { kind: "baseUrl", baseUrl };
}

/** `.param(name, value)`; nothing for an `undefined` value. @internal */
export function paramEdit(name: unknown, value: unknown, current: string | undefined): Edit | undefined {
  checkParamName(name, current);
  if (value === undefined) return undefined;
  return { kind: "param", name, value: frozenCopy(value, name, current) };
}

/** `.data(body)`; nothing for an `undefined` body. @internal */
export function dataEdit(body: unknown, current: string | undefined): Edit | undefined {
  if (body === undefined) return undefined;
  return { kind: "param", name: "data", value: frozenCopy(body, "data", current) };
}

/** `.params(params)`: every name checked, `undefined` values dropped. @internal */
export function paramsEdit(params: unknown, current: string | undefined): Edit {
  expectPlainObject("params", params, current);
  const names = Object.keys(params);
  for (const name of names) checkParamName(name, current);
  const copy: Record<string, unknown> = {};
  for (const name of names) if (params[name] !== undefined) setOwn(copy, name, frozenCopy(params[name], name, current));
  return { kind: "params", params: copy };
}

/** `.header(name, value)`: the name lowercased, the value checked; nothing for `undefined`. @internal */
export function headerEdit(name: unknown, value: unknown, current: string | undefined): Edit | undefined {
  expectString("header name", name, current);
  if (value === undefined) return undefined;
  const lower = checkedHeaderName(name, value, current);
  // checkedHeaderName has thrown unless value is a string or a number.
  return { kind: "header", name: lower, value: value as HeaderValue };
}

/** `.headers(headers)`: names lowercased, values checked, `undefined` dropped. @internal */
export function headersEdit(headers: unknown, current: string | undefined): Edit {
  return { kind: "headers", headers: mergeHeaders({}, headers, current) };
}

/** `.preview(...names)`; nothing when no name is given. @internal */
export function previewsEdit(names: readonly unknown[], current: string | undefined): Edit | undefined {
  const previews = mergePreviews([], names, current);
  if (previews.length === 0) return undefined;
  return { kind: "previews", previews };
}

/** `.format(format)`. @internal */
export function formatEdit(format: unknown, current: string | undefined): Edit {
  expectName("mediaType.format", format, current);
  return { kind: "format", format };
}

// Plain objects and arrays are copied, then frozen, so that neither the caller
// nor anyone else can change what the builder holds.
function frozenCopy(value: unknown, field: string, route: string | undefined): unknown {
  return typeof value === "object" && value !== null ? freeze(copyPlain(value, field, route), true) : value;
}

/** The builder methods that set each named option, for the error of `.param()` given one. */
const OPTION_METHODS: Readonly<Record<string, string>> = {
  method: ".method()",
  url: ".route()",
  baseUrl: ".baseUrl()",
  headers: ".header() or .headers()",
  mediaType: ".format() or .preview()",
  request: ".request()",
  data: ".data()",
};

function checkParamName(name: unknown, route: string | undefined): asserts name is string {
  expectString("param name", name, route);
  if (name === "") throw new InvalidArgumentError("param name", "expected a non-empty name", route);
  if (NAMED_OPTIONS.has(name) || name === "data") {
    throw new InvalidArgumentError(
      `param ${quote(name)}`,
      `is an option, not a parameter; use ${OPTION_METHODS[name]} or .with({ ${name}: … })`,
      route,
    );
  }
}
