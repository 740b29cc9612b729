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
import { original, type Draft } from "immer";
import { fail } from "../errors";
import { isPlainObject } from "../is-plain-object";
import type { RequestMeta, ResultHeaders } from "../types";
import { mergePreviews, readAccept, writeAccept, type Accept } from "./accept";
import {
  checkBaseUrl,
  checkHeaders,
  checkMediaType,
  checkMethod,
  checkObject,
  checkRequest,
  checkString,
  type CheckedHeaders,
} from "./checks";
import { ownValue } from "../own";
import { copyData, setOwn } from "./plain-data";
import { routeLabel, routePlan, takesUrl, type RoutePlan } from "./route-plan";

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
 * the `content-type` the library would add).
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
  /** Parameters by name, in order: frozen copies, or the caller's class instances. */
  readonly params: Readonly<Record<string, unknown>>;
  readonly data: Box | undefined;
  readonly request: Box<RequestMeta> | undefined;
  /** The request's name in errors: `"POST /repos/{owner}/{repo}/issues"`. */
  readonly label: string | undefined;
  /** A fresh copy of the headers as sent: `null` ones left out, `accept` amended by the media type. */
  readonly sent: () => ResultHeaders;
  /** The `accept` header read, when it is text, for a request that changes the media type. */
  readonly accept: Accept | undefined;
}

/**
 * The named options of an options object, the one list of them: every other
 * key is a parameter, and so is `url` beside a route string.
 *
 * @internal
 */
export type OptionName = "method" | "url" | "baseUrl" | "headers" | "mediaType" | "data" | "request";

/** One change to a state: a function that applies it through the merge rule. @internal */
export type Recipe = (merge: Merge) => void;

/** What names a request in errors: the method and route in effect. @internal */
export interface Context {
  readonly method: string;
  readonly label: string | undefined;
}

/** A record without a prototype: every key is an own key, `__proto__` too. @internal */
export function record<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** How a state names its request in errors: the route as written when the method is the route's own. @internal */
export function labelOf(method: string, plan: RoutePlan): string {
  // Stryker disable next-line ConditionalExpression: a route's own text is the label routeLabel() makes of its method and URL
  return plan.method === method ? plan.text : routeLabel(method, plan.url);
}

/**
 * The merge rule, one method per field, applied to an immer draft of a state
 * during one produce; recipes call it, and {@link Merge.settle} ends the
 * produce by working out the state's facts. A later value wins; headers merge
 * by lowercase name (`null` removes one); previews are appended without
 * duplicates; parameters merge by name; two `request` objects merge key by
 * key. `undefined` never reaches it: callers drop it as "nothing said".
 *
 * Scalar fields are written to the draft as they come. The records and the
 * list are merged into working copies, made once per produce and written to
 * the draft, frozen, when settled: each nested draft costs a proxy, a copy and
 * a freeze of its own (measured: a chain's one produce took twice as long with
 * its headers drafted, an array draft about twice an object's), parameters may
 * be a caller's class instances, which immer would freeze were it to walk
 * them, and a caller's `request` is never written to. So a chain of any
 * length is merged in time linear in its length, and the headers as sent are
 * worked out once, from plain records.
 *
 * @internal
 */
export class Merge {
  readonly #draft: Draft<State>;
  readonly #base: State;
  #previews: (readonly string[])[] | undefined;
  #params: Record<string, unknown> | undefined;
  #request: Record<string, unknown> | undefined;
  #headers: Record<string, string | number | null> | undefined;
  /** The method, plan and format this produce set, for the facts. */
  #method: string | undefined;
  #plan: RoutePlan | undefined;
  #format: string | undefined;
  // Stryker disable next-line BooleanLiteral: a label worked out again is the same label
  #label = false;
  #sent = false;

  constructor(draft: Draft<State>) {
    this.#draft = draft;
    this.#base = original(draft) as State;
  }

  method(method: string): void {
    this.#draft.method = this.#method = method;
    this.#label = true;
  }

  plan(plan: RoutePlan): void {
    // A plan is frozen, and immer leaves it as it is: the cast only tells the compiler so.
    this.#draft.plan = plan as Draft<RoutePlan>;
    this.#plan = plan;
    this.#label = true;
  }

  baseUrl(baseUrl: string, base: string): void {
    this.#draft.baseUrl = baseUrl;
    this.#draft.base = base;
  }

  header(name: string, value: string | number | null): void {
    setOwn((this.#headers ??= { ...this.#base.headers }), name, value);
    this.#sent = true;
  }

  format(format: string): void {
    this.#draft.format = this.#format = format;
    this.#sent = true;
  }

  previews(names: readonly string[]): void {
    // Merged once, when settled: each list over those before it.
    (this.#previews ??= [this.#base.previews]).push(names);
    this.#sent = true;
  }

  param(name: string, value: unknown): void {
    setOwn((this.#params ??= { ...this.#base.params }), name, value);
  }

  data(data: Box): void {
    this.#draft.data = data;
  }

  request(request: Box<RequestMeta>): void {
    if (this.#request === undefined) {
      const current = this.#draft.request;
      if (current === undefined) {
        this.#draft.request = request;
        return;
      }
      this.#request = assignKeys({}, current.value);
    }
    assignKeys(this.#request, request.value);
  }

  /** Ends the produce: the working copies written, frozen, and the state's facts worked out. */
  settle(): void {
    const draft = this.#draft;
    const previews = this.#previews === undefined ? undefined : Object.freeze(mergePreviews(...this.#previews));
    if (previews !== undefined) draft.previews = previews as string[];
    if (this.#params !== undefined) draft.params = Object.freeze(this.#params);
    if (this.#request !== undefined) draft.request = new Box(Object.freeze(this.#request), false);
    // Stryker disable next-line ConditionalExpression: as above
    if (this.#label) {
      const plan = this.#plan ?? this.#base.plan;
      draft.label = plan === undefined ? undefined : labelOf(this.#method ?? this.#base.method, plan);
    }
    if (this.#headers !== undefined) draft.headers = Object.freeze(this.#headers);
    if (this.#sent) {
      const headers = this.#headers ?? this.#base.headers;
      const base = this.#base;
      // The accept header is read again only when it changed.
      let accept = base.accept;
      const text = ownValue(headers, "accept");
      // Stryker disable next-line ConditionalExpression,StringLiteral: reading an unchanged header again gives the same facts
      if (text !== ownValue(base.headers, "accept")) {
        accept = typeof text === "string" ? readAccept(text) : undefined;
        draft.accept = accept as Draft<Accept> | undefined;
      }
      draft.sent = copier(sendHeaders(headers, accept, this.#format ?? base.format, previews ?? base.previews));
    }
  }
}

/** The headers as sent: `null` (removed) ones left out, `accept` amended by the format and previews. */
function sendHeaders(headers: StateHeaders, accept: Accept | undefined, format: string, previews: readonly string[]): ResultHeaders {
  const sent: ResultHeaders = {};
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    // Stryker disable next-line ConditionalExpression: checked headers hold no undefined value (it says nothing, and is dropped where it enters)
    if (value !== null && value !== undefined) setOwn(sent as Record<string, unknown>, name, value);
  }
  if (accept !== undefined) sent.accept = writeAccept(accept, format, previews);
  return sent;
}

/**
 * A function that makes a fresh copy of `headers`, worked out once, when a
 * state is made. Up to four headers (what nearly every state sends) are
 * stored one by one into a new object by a function made for their names;
 * the rest are added by a loop. Stored by name, the copy costs no more than
 * an object literal once the engine has optimised it, and far less before:
 * a literal with computed names is built by the engine's runtime until then,
 * which made a route's first call in a fresh process 6–8% slower. A header
 * named `__proto__` would set the prototype if stored with `=`: headers
 * with one are all added by the loop, which defines each as an own property.
 */
function copier(headers: ResultHeaders): () => ResultHeaders {
  const names = Object.keys(headers);
  const values = names.map((name) => headers[name]!);
  // Stryker disable next-line ConditionalExpression: adding every header by the loop gives the same headers, only slower
  const stored = names.includes("__proto__") ? 0 : Math.min(names.length, 4);
  // Stryker disable next-line StringLiteral: a name past the headers' count is never written
  const [a = "", b = "", c = "", d = ""] = names;
  const [va, vb, vc, vd] = values;
  const first = [
    (): ResultHeaders => ({}),
    (): ResultHeaders => {
      const copy: ResultHeaders = {};
      copy[a] = va!;
      return copy;
    },
    (): ResultHeaders => {
      const copy: ResultHeaders = {};
      copy[a] = va!;
      copy[b] = vb!;
      return copy;
    },
    (): ResultHeaders => {
      const copy: ResultHeaders = {};
      copy[a] = va!;
      copy[b] = vb!;
      copy[c] = vc!;
      return copy;
    },
    (): ResultHeaders => {
      const copy: ResultHeaders = {};
      copy[a] = va!;
      copy[b] = vb!;
      copy[c] = vc!;
      copy[d] = vd!;
      return copy;
    },
  ][stored]!;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the loop adds nothing when every header is stored already
  if (stored === names.length) return first;
  return () => {
    const copy = first();
    for (let i = stored; i < names.length; i++) setOwn(copy as Record<string, unknown>, names[i]!, values[i]);
    return copy;
  };
}

/**
 * `request` objects merge key by key: one given alone stays as it is (the
 * caller's own, or a copy of the defaults'); two make a merged object of the
 * library's. {@link Merge.request} is the same rule over many.
 *
 * @internal
 */
export function mergeRequest(current: Box<RequestMeta> | undefined, added: Box<RequestMeta>): Box<RequestMeta> {
  // Stryker disable next-line BooleanLiteral: the merged object is new; copied or not for its result, no one else holds it
  return current === undefined ? added : new Box(assignKeys(assignKeys({}, current.value), added.value), false);
}

/** `target` with each own enumerable key of `source` set on it, a later value winning: how two `request` objects merge. */
function assignKeys(target: Record<string, unknown>, source: RequestMeta): Record<string, unknown> {
  for (const key of Object.keys(source)) setOwn(target, key, source[key]);
  return target;
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
  const givenMethod = ownValue(given, "method");
  if (givenMethod != null) method = checkMethod(givenMethod, label);
  const urlIsParameter = plan !== undefined && !takesUrl(plan);
  const url = urlIsParameter ? undefined : ownValue(given, "url");
  if (url != null) {
    checkString("url", url, label);
    label = routeLabel(method ?? context.method, url);
    plan = routePlan(url, true, label);
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
        if (!urlIsParameter) continue;
        break;
      case "baseUrl":
        base = checkBaseUrl(value, label);
        baseUrl = value as string;
        continue;
      case "headers":
        headers = checkHeaders(value, label);
        continue;
      case "mediaType":
        ({ format, previews } = checkMediaType(value, label));
        continue;
      case "data":
        // Stryker disable next-line StringLiteral: a state's data leaves only as a copy (DEFAULTS, a result), so whether its own is frozen cannot be seen
        data = new Box(copyData(value, "data", label, "frozen"), false);
        continue;
      case "request":
        checkRequest(value, label);
        // Stryker disable next-line StringLiteral: as for data
        request = sharesRequest ? new Box(value as RequestMeta, true) : new Box(copyData(value as RequestMeta, "request", label, "frozen"), false);
        continue;
    }
    // Stryker disable next-line StringLiteral: as for data
    params[key] = copyData(value, key, label, "frozen");
  }
  const recipe: Recipe = (merge) => {
    if (method !== undefined) merge.method(method);
    if (plan !== undefined) merge.plan(plan);
    if (base !== undefined) merge.baseUrl(baseUrl!, base);
    if (headers !== undefined) for (const name of Object.keys(headers)) merge.header(name, headers[name]!);
    if (format !== undefined) merge.format(format);
    if (previews !== undefined) merge.previews(previews);
    for (const name in params) merge.param(name, params[name]);
    if (data !== undefined) merge.data(data);
    if (request !== undefined) merge.request(request);
  };
  return { recipe, method, plan };
}

/** The state `parse()` starts from: nothing defaulted, not even a base URL. @internal */
// Stryker disable all: made when the module loads, where Stryker's vitest runner never has a mutant in force
export const EMPTY_STATE: State = Object.freeze({
  method: "GET",
  plan: undefined,
  baseUrl: undefined,
  base: undefined,
  headers: Object.freeze({}),
  format: "",
  previews: Object.freeze([]),
  params: Object.freeze({}),
  data: undefined,
  request: undefined,
  label: undefined,
  sent: () => ({}),
  accept: undefined,
});
// Stryker restore all
