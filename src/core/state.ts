/**
 * The data of the one flow. A **layer** is what one options object (or one
 * builder step) says, read and checked once. A **state** is a layer with every
 * field set: the defaults of an endpoint function or a builder, plus the facts
 * that depend only on them, worked out when it is made. `readOptions` makes
 * layers, `fold` is the one merge rule that lays them over a state, and
 * `fill` (fill.ts) makes a request from a state and the layer of one call.
 */
import { fail } from "../errors";
import { isPlainObject } from "../is-plain-object";
import type { RequestMeta, ResultHeaders } from "../types";
import { mergePreviews, rewriteAccept } from "./accept";
import {
  checkBaseUrl,
  checkFormat,
  checkHeaders,
  checkMethod,
  checkObject,
  checkPreviews,
  checkRequest,
  checkString,
  type CheckedHeaders,
} from "./checks";
import { copyData, setOwn } from "./plain-data";
import { routePlan, type RoutePlan } from "./route-plan";

/**
 * `data` or `request` as held by a layer: in a box, frozen in every state immer
 * produces, so that immer, meeting a frozen object, never reaches in to freeze
 * what the caller owns (a Buffer, a class instance marked `immerable`, an
 * agent in `request`).
 *
 * @internal
 */
export interface Box<T = unknown> {
  readonly value: T;
  /** The caller's own object, returned as it is; otherwise one of ours, copied for each result. */
  readonly shared: boolean;
}

/**
 * What one options object or builder step says; `undefined` says nothing.
 * Every layer has every field, in this order, so that the code reading them
 * meets one shape.
 *
 * @internal
 */
export interface Layer {
  /** Upper-case. */
  readonly method: string | undefined;
  /** The compiled `url`. */
  readonly plan: RoutePlan | undefined;
  /** `baseUrl` as given, and checked with its trailing slashes dropped. */
  readonly baseUrl: string | undefined;
  readonly base: string | undefined;
  readonly headers: CheckedHeaders | undefined;
  /** `""` for none. */
  readonly format: string | undefined;
  /** Without the `-preview` suffix. */
  readonly previews: readonly string[] | undefined;
  /**
   * Where parameter values are read, and their names in order. A kept layer
   * holds a frozen record of copies; a call's layer reads the caller's options
   * object itself, whose names may have `undefined` values, which say nothing.
   */
  readonly params: Readonly<Record<string, unknown>> | undefined;
  readonly names: readonly string[] | undefined;
  readonly data: Box | undefined;
  readonly request: Box<RequestMeta> | undefined;
}

/** @internal */
export interface State extends Layer {
  readonly method: string;
  readonly headers: CheckedHeaders;
  readonly format: string;
  readonly previews: readonly string[];
  readonly params: Readonly<Record<string, unknown>>;
  readonly names: readonly string[];
  /**
   * Facts, worked out when the state is made so that no request looks them
   * up: the request's name in errors (`"POST /repos/{owner}/{repo}/issues"`),
   * and the headers as sent when a call changes none of them (frozen: V8
   * copies a frozen object and then adds to the copy on its fast path).
   */
  readonly name: string | undefined;
  readonly sent: Readonly<ResultHeaders>;
}

/** A layer with the given fields, every other one `undefined`: always the same shape. @internal */
export function layer(fields: Partial<Layer>): Layer {
  return {
    method: fields.method,
    plan: fields.plan,
    baseUrl: fields.baseUrl,
    base: fields.base,
    headers: fields.headers,
    format: fields.format,
    previews: fields.previews,
    params: fields.params,
    names: fields.names,
    data: fields.data,
    request: fields.request,
  };
}

/**
 * What names the request in errors about options that give neither a route
 * nor a url: the method and route already in effect.
 *
 * @internal
 */
export interface Context {
  readonly method: string;
  readonly name: string | undefined;
}

/**
 * How long what a layer holds is kept. For one request, the caller's values as
 * they are. For a builder step, copies of the caller's plain data (a `request`
 * object stays the caller's, returned as it is); the builder never hands them
 * out, so they need no freezing. For defaults (of an endpoint function, or the
 * base of a builder made from options), which immer produces into a frozen
 * state and `DEFAULTS` shows: frozen copies, a `request` too, copied again for
 * each result.
 *
 * @internal
 */
export type Keep = "call" | "step" | "defaults";

/** The headers as sent: `null` (removed) ones left out, `accept` amended by the media type. @internal */
export function sendHeaders(headers: CheckedHeaders, format: string, previews: readonly string[]): ResultHeaders {
  const sent: ResultHeaders = {};
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value !== null && value !== undefined) setOwn(sent as Record<string, unknown>, name, value);
  }
  if (typeof sent.accept === "string") sent.accept = rewriteAccept(sent.accept, format, previews);
  return sent;
}

/** A box. produceState freezes it with the state it lands in, and immer stops there. @internal */
export function box<T>(value: T, shared: boolean): Box<T> {
  return { value, shared };
}

/**
 * Reads a route and an options object into a layer: the one place where an
 * options object is taken apart and each field checked. With a route string,
 * the route gives the method (unless `options.method` does) and the URL, and
 * a `url` key is a parameter like any other; without one, `url` is the URL.
 * `undefined` values say nothing. `context` names the request in errors when
 * neither the route nor the options do.
 *
 * @internal
 */
export function readOptions(route: unknown, options: unknown, keep: Keep, context?: Context): Layer {
  if (route !== undefined && typeof route !== "string") {
    if (options !== undefined || !isPlainObject(route)) fail("route", undefined, "expected", 'a string such as "GET /user" or an options object', route);
    options = route;
    route = undefined;
  }
  const planned = route === undefined ? undefined : routePlan(route as string, false);
  let method = planned === undefined ? undefined : (planned.method ?? "GET");
  if (options === undefined) return layer({ method, plan: planned });
  let name = route as string | undefined;
  checkObject("options", options, name ?? context?.name);

  // One pass picks out the named options; they are checked afterwards in a
  // fixed order, so the error for a bad call does not depend on key order.
  // Options that hold only parameters (most calls) are their own record.
  const keys = Object.keys(options);
  let names: string[] = keys;
  let given: unknown;
  let url: unknown;
  let baseUrl: unknown;
  let headers: unknown;
  let mediaType: unknown;
  let request: unknown;
  let data: unknown;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    let isParam = false;
    switch (key) {
      case "method":
        given = options[key];
        break;
      case "url":
        // With a route, the route gives the URL and `url` is a parameter.
        if (route === undefined) url = options[key];
        else isParam = true;
        break;
      case "baseUrl":
        baseUrl = options[key];
        break;
      case "headers":
        headers = options[key];
        break;
      case "mediaType":
        mediaType = options[key];
        break;
      case "request":
        request = options[key];
        break;
      case "data":
        data = options[key];
        break;
      default:
        isParam = true;
    }
    if (!isParam && names === keys) names = keys.slice(0, i);
    else if (isParam && names !== keys) names.push(key);
  }

  let params: Readonly<Record<string, unknown>> = options;
  const frozen = keep === "defaults";
  if (keep !== "call") {
    const copies: Record<string, unknown> = {};
    for (const key of names) if (options[key] !== undefined) setOwn(copies, key, copyData(options[key], key, name, frozen));
    params = frozen ? Object.freeze(copies) : copies;
    names = Object.keys(copies);
  }
  if (names === keys) return layer({ method, plan: planned, params, names });

  let plan = planned;
  // `null` for method or url means "not given", as octokit reads them.
  if (given != null) method = checkMethod(given, name);
  if (url != null) {
    checkString("url", url, name ?? context?.name);
    name = `${method ?? context?.method ?? "GET"} ${url}`;
    plan = routePlan(url, true, name);
  }
  name ??= context?.name;
  let base: string | undefined;
  if (baseUrl !== undefined) base = checkBaseUrl(baseUrl, name);
  const checkedHeaders = headers === undefined ? undefined : checkHeaders(headers, name);
  let format: string | undefined;
  let previews: string[] | undefined;
  if (mediaType !== undefined) {
    checkObject("mediaType", mediaType, name);
    if (mediaType.format !== undefined) format = checkFormat(mediaType.format, name, true);
    if (mediaType.previews !== undefined) previews = checkPreviews(mediaType.previews, name);
  }
  let meta: Box<RequestMeta> | undefined;
  if (request !== undefined) {
    const value = checkRequest(request, name);
    meta = frozen ? box(copyData(value, "request", name, true), false) : box(value, true);
  }
  return layer({
    method,
    plan,
    baseUrl: base === undefined ? undefined : (baseUrl as string),
    base,
    // Headers and previews are fresh objects of the checks', never kept as they are: fold
    // copies them into the state, whose changed fields produceState freezes.
    headers: checkedHeaders,
    format,
    previews,
    params,
    names,
    data: data === undefined ? undefined : box(keep === "call" ? data : copyData(data, "data", name, frozen), false),
    request: meta,
  });
}

/**
 * `request` objects merge key by key. One given alone stays as it is (the
 * caller's, or a copy of the defaults'); a merged one is the library's own.
 *
 * @internal
 */
export function mergeRequest(base: Box<RequestMeta> | undefined, added: Box<RequestMeta> | undefined): Box<RequestMeta> | undefined {
  if (base === undefined || added === undefined) return added ?? base;
  return box({ ...base.value, ...added.value }, false);
}

/**
 * The one merge rule: `layers`, oldest first, laid over `state`. A later value
 * wins; headers merge by name (`null` removes one); previews are appended
 * without duplicates; parameters merge by name, an `undefined` value leaving
 * the one before in place; two `request` objects merge key by key. Nested
 * records are copied at most once however many layers touch them, so folding
 * a builder chain takes time linear in its length. The facts of the new state
 * are worked out here, once.
 *
 * @internal
 */
export function fold(state: State, layers: readonly Layer[]): State {
  let { method, plan, baseUrl, base, format, data, request } = state;
  let headers: Record<string, string | number | null> | undefined;
  let params: Record<string, unknown> | undefined;
  const previews: string[] = [];
  for (const next of layers) {
    method = next.method ?? method;
    plan = next.plan ?? plan;
    if (next.base !== undefined) ({ baseUrl, base } = next);
    format = next.format ?? format;
    data = next.data ?? data;
    request = mergeRequest(request, next.request);
    if (next.headers !== undefined) {
      headers ??= { ...state.headers };
      for (const header of Object.keys(next.headers)) setOwn(headers, header, next.headers[header]);
    }
    if (next.previews !== undefined) for (const preview of next.previews) previews.push(preview);
    if (next.names !== undefined) {
      if (params === undefined) {
        params = {};
        for (const key of state.names) setOwn(params, key, state.params[key]);
      }
      for (const key of next.names) {
        const value = next.params![key];
        if (value !== undefined) setOwn(params, key, value);
      }
    }
  }
  const merged = mergePreviews(state.previews, previews);
  const mediaChanged = headers !== undefined || format !== state.format || merged !== state.previews;
  return {
    method,
    plan,
    baseUrl,
    base,
    headers: headers ?? state.headers,
    format,
    previews: merged,
    params: params ?? state.params,
    names: params === undefined ? state.names : Object.keys(params),
    data,
    request,
    name: method === state.method && plan === state.plan ? state.name : plan === undefined ? undefined : `${method} ${plan.url}`,
    sent: mediaChanged ? Object.freeze(sendHeaders(headers ?? state.headers, format, merged)) : state.sent,
  };
}

/** The state `parse()` starts from: nothing defaulted, not even a base URL. @internal */
export const EMPTY_STATE: State = Object.freeze({
  ...layer({}),
  method: "GET",
  headers: Object.freeze({}),
  format: "",
  previews: Object.freeze([]),
  params: Object.freeze({}),
  names: Object.freeze([]),
  name: undefined,
  sent: Object.freeze({}),
});
