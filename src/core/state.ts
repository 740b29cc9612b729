/**
 * The state an endpoint function or a builder holds, and the one merge rule.
 *
 * A **state** is every option in effect (method, route, base URL, headers,
 * media type, parameters, data, request) plus two facts worked out from them
 * when the state is made: the label that names the request in errors, and
 * the headers as they are sent. A **recipe** is one change to a state,
 * written to an immer draft through the merge rule below; states are only
 * ever made by immer from recipes (builder/produce-state.ts). A request (fill.ts)
 * applies the same rule to one call's options over a state, without a draft.
 */
import { isDraft, original, type Draft } from "immer";
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
import { routeLabel, routePlan, type RoutePlan } from "./route-plan";

/**
 * A caller's object held by a state: `data`, or `request`. A class instance,
 * which immer neither drafts nor freezes: it stops there, so that a state
 * never freezes what the caller owns (a Buffer, a stream, an agent in
 * `request`, a class marked `immerable`).
 *
 * @internal
 */
export class Box<T = unknown> {
  constructor(
    readonly value: T,
    /** The caller's own object, returned as it is; otherwise the library's, copied for each result. */
    readonly shared: boolean,
  ) {
    Object.freeze(this);
  }
}

/**
 * Headers by lowercase name; `null` for one removed (an inherited one, or
 * the `content-type` the library would add). A record without a prototype,
 * so that any name, `__proto__` too, is an own key in a draft.
 *
 * @internal
 */
export type StateHeaders = Readonly<Record<string, string | number | null>>;

/** @internal */
export interface State {
  /** Upper-case. */
  readonly method: string;
  readonly plan: RoutePlan | undefined;
  /** `baseUrl` as given, and as checked with its trailing slashes dropped. */
  readonly baseUrl: string | undefined;
  readonly base: string | undefined;
  readonly headers: StateHeaders;
  /** `""` for none. */
  readonly format: string;
  /** Without the `-preview` suffix, without duplicates. */
  readonly previews: readonly string[];
  /** Parameters by name, in order: frozen copies, in a record without a prototype. */
  readonly params: Readonly<Record<string, unknown>>;
  readonly data: Box | undefined;
  readonly request: Box<RequestMeta> | undefined;
  /** The request's name in errors: `"POST /repos/{owner}/{repo}/issues"`. */
  readonly label: string | undefined;
  /** The headers as sent: `null` ones left out, `accept` amended by the media type. */
  readonly sent: Readonly<ResultHeaders>;
}

/**
 * The named options of an options object, the one list of them: every other
 * key is a parameter, and so is `url` beside a route string.
 *
 * @internal
 */
export type OptionName = "method" | "url" | "baseUrl" | "headers" | "mediaType" | "data" | "request";

/** One change to a state, written to an immer draft. @internal */
export type Recipe = (draft: Draft<State>) => void;

/** What names a request in errors: the method and route in effect. @internal */
export interface Context {
  readonly method: string;
  readonly label: string | undefined;
}

/** A record without a prototype: every key is an own key, `__proto__` too. @internal */
export function record<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

// The merge rule, one function per field. Each writes one change to a draft;
// a request made by fill() applies the same functions' rules to its call.

/** A later method wins. @internal */
export function setMethod(draft: Draft<State>, method: string): void {
  draft.method = method;
}

/** A later route or URL wins. @internal */
export function setPlan(draft: Draft<State>, plan: RoutePlan): void {
  // A plan is frozen, and immer leaves it as it is: the cast only tells the compiler so.
  draft.plan = plan as Draft<RoutePlan>;
}

/** A later base URL wins. @internal */
export function setBaseUrl(draft: Draft<State>, baseUrl: string, base: string): void {
  draft.baseUrl = baseUrl;
  draft.base = base;
}

/** Headers merge by lowercase name; `null` removes one. @internal */
export function setHeader(draft: Draft<State>, name: string, value: string | number | null): void {
  draft.headers[name] = value;
}

/** A later format wins; `""` clears it. @internal */
export function setFormat(draft: Draft<State>, format: string): void {
  draft.format = format;
}

/** Previews are appended; duplicates leave when the state is settled. @internal */
export function addPreviews(draft: Draft<State>, names: readonly string[]): void {
  draft.previews.push(...names);
}

/** Parameters merge by name, a later value winning; `undefined` says nothing. @internal */
export function setParam(draft: Draft<State>, name: string, value: unknown): void {
  if (value !== undefined) paramsOf(draft)[name] = value;
}

/**
 * The parameters record a produce writes: the state's, copied once per
 * produce into a record of the library's own, which {@link settle} freezes.
 * Immer meets it frozen and stops there, so it never walks into the values:
 * a parameter may be a caller's class instance, kept by reference, which
 * immer would otherwise freeze when it is marked `immerable`.
 */
function paramsOf(draft: Draft<State>): Record<string, unknown> {
  const params = draft.params;
  if (!isDraft(params) && !Object.isFrozen(params)) return params;
  const own = Object.assign(record<unknown>(), isDraft(params) ? original(params) : params);
  draft.params = own;
  return own;
}

/** A later `data` wins. @internal */
export function setData(draft: Draft<State>, data: Box): void {
  draft.data = data;
}

/**
 * `request` objects merge key by key. One given alone stays as it is (the
 * caller's own, or a copy of the defaults'); two make a merged object of the
 * library's. Within one produce, further requests are merged into that same
 * object, so a chain of them takes time linear in its length; it is frozen
 * when the state is settled.
 *
 * @internal
 */
export function mergeRequest(current: Box<RequestMeta> | undefined, added: Box<RequestMeta>): Box<RequestMeta> {
  if (current === undefined) return added;
  if (isMerging(current)) {
    Object.assign(current.value, added.value);
    return current;
  }
  return new Box(Object.assign(record(), current.value, added.value), false);
}

/** A request merged by {@link mergeRequest} during the produce under way: a record without a prototype, not frozen yet. */
function isMerging(request: Box<RequestMeta>): boolean {
  return !request.shared && Object.getPrototypeOf(request.value) === null && !Object.isFrozen(request.value);
}

/** See {@link mergeRequest}. @internal */
export function setRequest(draft: Draft<State>, request: Box<RequestMeta>): void {
  draft.request = mergeRequest(draft.request, request);
}

/** The headers as sent: `null` (removed) ones left out, `accept` amended by the format and previews. @internal */
export function sendHeaders(headers: StateHeaders, format: string, previews: readonly string[]): ResultHeaders {
  const sent: ResultHeaders = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== null && value !== undefined) setOwn(sent as Record<string, unknown>, name, value);
  }
  if (typeof sent.accept === "string") sent.accept = rewriteAccept(sent.accept, format, previews);
  return sent;
}

/**
 * The last step of every recipe run: the facts of the state, worked out from
 * what the recipes wrote, once.
 *
 * @internal
 */
export function settle(draft: Draft<State>): void {
  const previews = mergePreviews([], draft.previews);
  if (previews.length !== draft.previews.length) draft.previews = previews as string[];
  const { plan } = draft;
  draft.label = plan === undefined ? undefined : plan.method === draft.method ? plan.text : routeLabel(draft.method, plan.url);
  draft.sent = sendHeaders(draft.headers, draft.format, draft.previews);
  // The library's own records written during this produce, which immer meets
  // frozen (the parameters) or does not reach (a request merged in a Box).
  if (draft.request !== undefined && isMerging(draft.request)) Object.freeze(draft.request.value);
  if (!isDraft(draft.params)) Object.freeze(draft.params);
}

/** What one options object says, read and checked: the recipe that applies it, and the method and route it sets. @internal */
export interface OptionsChange {
  readonly recipe: Recipe;
  readonly method: string | undefined;
  readonly plan: RoutePlan | undefined;
}

/**
 * Reads a route and an options object for a state (`defaults()`, `merge()`,
 * a builder's `.with()` and its first options): every field checked now, the
 * caller's data copied now, the change returned as a recipe over the merge
 * rule. With a route string, the route gives the method (unless
 * `options.method` does) and the URL, and a `url` key is a parameter like any
 * other; without one, `url` is the URL. `undefined` values say nothing.
 * `context` names the request in errors when the options do not. A
 * `request` object is kept as the caller's own, returned as it is, when
 * `sharesRequest` says so (a builder step, merged options); defaults copy it.
 *
 * @internal
 */
export function readOptions(route: unknown, options: unknown, context: Context, sharesRequest: boolean): OptionsChange {
  if (route !== undefined && typeof route !== "string") {
    if (options !== undefined || !isPlainObject(route)) fail("route", undefined, "expected", 'a string such as "GET /user" or an options object', route);
    options = route;
    route = undefined;
  }
  let plan = route === undefined ? undefined : routePlan(route as string, false);
  let method = plan === undefined ? undefined : (plan.method ?? "GET");
  let label = plan?.text ?? context.label;
  if (options !== undefined) checkObject("options", options, label);
  const given = (options ?? {}) as Record<string, unknown>;
  // `null` for method or url means "not given", as octokit reads them.
  if (given.method != null) method = checkMethod(given.method, label);
  if (route === undefined && given.url != null) {
    checkString("url", given.url, label);
    label = routeLabel(method ?? context.method, given.url);
    plan = routePlan(given.url, true, label);
  }
  let baseUrl: string | undefined;
  let base: string | undefined;
  let headers: CheckedHeaders | undefined;
  let format: string | undefined;
  let previews: string[] | undefined;
  let data: Box | undefined;
  let request: Box<RequestMeta> | undefined;
  const params = record<unknown>();
  for (const key of Object.keys(given)) {
    const value = given[key];
    if (value === undefined) continue;
    switch (key as OptionName) {
      case "method":
        continue;
      case "url":
        if (route === undefined) continue;
        break;
      case "baseUrl":
        base = checkBaseUrl(value, label);
        baseUrl = value as string;
        continue;
      case "headers":
        headers = checkHeaders(value, label);
        continue;
      case "mediaType":
        checkObject("mediaType", value, label);
        if (value.format !== undefined) format = checkFormat(value.format, label);
        if (value.previews !== undefined) previews = checkPreviews(value.previews, label);
        continue;
      case "data":
        data = new Box(copyData(value, "data", label, "frozen"), false);
        continue;
      case "request":
        checkRequest(value, label);
        request = sharesRequest ? new Box(value as RequestMeta, true) : new Box(copyData(value as RequestMeta, "request", label, "frozen"), false);
        continue;
    }
    params[key] = copyData(value, key, label, "frozen");
  }
  const recipe: Recipe = (draft) => {
    if (method !== undefined) setMethod(draft, method);
    if (plan !== undefined) setPlan(draft, plan);
    if (base !== undefined) setBaseUrl(draft, baseUrl!, base);
    if (headers !== undefined) for (const name in headers) setHeader(draft, name, headers[name]!);
    if (format !== undefined) setFormat(draft, format);
    if (previews !== undefined) addPreviews(draft, previews);
    for (const name in params) setParam(draft, name, params[name]);
    if (data !== undefined) setData(draft, data);
    if (request !== undefined) setRequest(draft, request);
  };
  return { recipe, method, plan };
}

/** The state `parse()` starts from: nothing defaulted, not even a base URL. @internal */
export const EMPTY_STATE: State = Object.freeze({
  method: "GET",
  plan: undefined,
  baseUrl: undefined,
  base: undefined,
  headers: Object.freeze(record<string | number | null>()),
  format: "",
  previews: Object.freeze([]),
  params: Object.freeze(record<unknown>()),
  data: undefined,
  request: undefined,
  label: undefined,
  sent: Object.freeze({}),
});
