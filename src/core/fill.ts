import { AMPERSAND, QUESTION } from "../ascii";
import { fail } from "../errors";
import { isPlainObject, plainPrototype } from "../is-plain-object";
import type { RequestMeta, RequestOptions, ResultHeaders } from "../types";
import { mergePreviews, readAccept, writeAccept } from "./accept";
import { checkBaseUrl, checkHeaderName, checkHeaderValue, checkMediaType, checkMethod, checkObject, checkRequest, checkString } from "./checks";
import { isPrototypePolluted, ownValue } from "../own";
import { copyData, setOwn } from "./plain-data";
import { refuseQuery, withPair } from "./query";
import { makeUrl } from "./make-url";
import { routeLabel, routePlan, takesUrl, variableIndex, type RoutePlan } from "./route-plan";
import { Box, EMPTY_STATE, labelOf, mergeRequest, type OptionName, type State } from "./state";

// Stryker disable next-line StringLiteral: made when the module loads, where Stryker's vitest runner never has a mutant in force
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * The array of a call's URL values, kept between calls: a call takes it,
 * fills it, expands its URL and gives it back cleared, so that calls make no
 * array of their own. A call made meanwhile (from a getter in the options)
 * finds none and makes one; a call that throws keeps its array, and the
 * next makes a new one. Past {@link MAX_KEPT_VALUES} variables an array is
 * not kept.
 */
let spareValues: unknown[] | undefined;
const MAX_KEPT_VALUES = 64;

/** An array of at least `count` values, each `undefined` (never a hole, which Array.prototype could fill). */
// The pool only spares making arrays: its mutants (a longer array, a pool
// kept or not, cleared one further) make the same requests.
// Stryker disable all: see above
function takeValues(count: number): unknown[] {
  const values = spareValues ?? [];
  spareValues = undefined;
  while (values.length < count) values.push(undefined);
  return values;
}

function giveValues(values: unknown[], count: number): void {
  for (let index = 0; index < count; index++) values[index] = undefined;
  if (count <= MAX_KEPT_VALUES) spareValues = values;
}
// Stryker restore all

/** The lower-case method, without a new string for the usual ones. */
function lowerCase(method: string): string {
  // Stryker disable all: a method the cases miss is lower-cased by toLowerCase() below, to the same text
  switch (method) {
    case "GET":
      return "get";
    case "POST":
      return "post";
    case "PUT":
      return "put";
    case "PATCH":
      return "patch";
    case "DELETE":
      return "delete";
  }
  // Stryker restore all
  return method.toLowerCase();
}

/**
 * Bodies that carry their own type: `fetch` sets theirs (a multipart boundary,
 * a Blob's type). Text, JSON data and bytes are told apart first: in Node the
 * first read of the global `FormData` loads the whole fetch implementation,
 * which made a route's first call with a string body cost ~20 ms.
 */
function hasOwnType(body: unknown): boolean {
  // Stryker disable next-line all: the checks below answer false for these too; this only spares reading FormData
  if (typeof body !== "object" || body === null || Array.isArray(body) || ArrayBuffer.isView(body) || isPlainObject(body)) return false;
  // The typeof tests are for platforms without these classes; Node has them all.
  // Stryker disable next-line ConditionalExpression,StringLiteral: see above
  return (
    (typeof FormData !== "undefined" && body instanceof FormData) ||
    (typeof URLSearchParams !== "undefined" && body instanceof URLSearchParams) ||
    (typeof Blob !== "undefined" && body instanceof Blob)
  );
}

/**
 * `url` with `query` appended, before a fragment: after `?` when the URL has
 * no query yet, else after `&`, unless the URL's query already ends with one.
 */
function appendQuery(url: string, query: string, plan: RoutePlan): string {
  // What the plan knows spares the searches below, which find the same:
  // Stryker disable next-line ConditionalExpression,StringLiteral: with no query, the general path also appends after "?"
  if (plan.query === "none") return `${url}?${query}`;
  // Stryker disable next-line ConditionalExpression,StringLiteral: after a literal "?", values cannot write a "#", so the search finds none
  const hash = plan.query === "literal" ? -1 : url.indexOf("#");
  const end = hash === -1 ? url.length : hash;
  const mark = url.indexOf("?");
  // After a query the URL has, "&", even after a "?" or "&" it ends with, as octokit writes it.
  const separator = mark === -1 || mark >= end ? "?" : "&";
  return `${url.slice(0, end)}${separator}${query}${url.slice(end)}`;
}

/**
 * Makes the request options of one call: `options` (and `route`) over
 * `state`, in one pass over the options' keys. Each key is read once and
 * checked once; a parameter goes to its URL variable or, in order, to the
 * parameters for the query or body as it is met, a headers change is made to
 * the result's headers as it is met. Neither `state` nor the options are
 * changed.
 *
 * @internal
 */
export function fill(state: State, route: unknown, options: unknown): RequestOptions {
  let plan: RoutePlan | undefined;
  let urlIsParameter = false;
  let method = state.method;
  let label = state.label;
  if (typeof route === "string") {
    plan = routePlan(route, false);
    urlIsParameter = !takesUrl(plan);
    method = plan.method ?? "GET";
    label = plan.text;
  } else if (route !== undefined) {
    if (options !== undefined || !isPlainObject(route)) fail("route", undefined, "expected", 'a string such as "GET /user" or an options object', route);
    options = route;
  }
  // for...in walks an object's keys without making an array of them. A key it
  // finds on a prototype (a polluted Object.prototype's) is not the caller's;
  // the own-key test is needed only where for...in could meet one: not for a
  // literal, a prototype-less object or one of ours while Object.prototype is clean.
  const clean = !isPrototypePolluted();
  let given: Record<string, unknown> | undefined;
  /** Whether for...in meets only own keys of the options. */
  let ownOnly = false;
  if (options !== undefined) {
    const prototype = plainPrototype(options);
    // Stryker disable next-line ConditionalExpression: checking a plain object again finds it plain
    if (prototype === undefined) checkObject("options", options, label);
    given = options as Record<string, unknown>;
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: a false here only adds own-key tests that pass
    ownOnly = clean && (prototype === null || prototype === Object.prototype);
    // The method and URL decide where every other key goes: they are read first.
    // `null` means "not given", as octokit reads them.
    // A method or url is read only when the options hold one: a prototype's is
    // none. Asking first whether they do also answers the usual "no" without
    // a look through the options' prototypes.
    const givenMethod = Object.hasOwn(given, "method") ? given.method : undefined;
    if (givenMethod != null) method = checkMethod(givenMethod, label);
    // Beside a route, `url` is the URL only when the route leaves its origin to a variable (see takesUrl).
    const url = (plan === undefined || takesUrl(plan)) && Object.hasOwn(given, "url") ? given.url : undefined;
    if (url != null) {
      checkString("url", url, label);
      plan = routePlan(url, true, routeLabel(method, url));
    }
  }
  plan ??= state.plan;
  // A route names itself, unless the options gave another method.
  // The state's own plan and method already have their label, made once.
  // Stryker disable next-line ConditionalExpression: true names them again, in the same words
  if (plan !== undefined && method !== plan.method && (plan !== state.plan || method !== state.method)) label = labelOf(method, plan);

  const verb = lowerCase(method);
  const toQuery = verb === "get" || verb === "head";
  // Without a url, every option is still checked before that is said.
  const count = plan === undefined ? 0 : plan.template.names.length;
  const values = takeValues(count);
  // A parameter that is not a URL variable goes to the query or the body as it
  // is met. The defaults' go first, and a call's value of the same name takes
  // their place: while defaults hold parameters, the query's are gathered in an
  // object first, which orders them as merged options order their keys. The
  // body's values are copied once every option has been checked, and a value
  // no query can hold is refused then, so that a bad option is named first,
  // whatever the order of the keys (as parse(merge(options)) names it).
  const defaults = state.params;
  // Stryker disable next-line ConditionalExpression: ordering without defaults gives the same query, only later
  const ordered = defaults !== EMPTY_STATE.params;
  let query = "";
  let refused: string | undefined;
  let rest: Record<string, unknown> | undefined;
  // Stryker disable next-line ConditionalExpression: no defaults, no keys to walk
  if (ordered) {
    for (const name in defaults) {
      if (!clean && !Object.hasOwn(defaults, name)) continue;
      const index = plan === undefined ? undefined : variableIndex(plan, name);
      if (index !== undefined) values[index] = defaults[name];
      else setOwn((rest ??= {}), name, defaults[name]);
    }
  }
  const headers = state.sent();
  let base = state.base;
  let data = state.data?.value;
  // A state's data is always its own copy; a call's own data is sent as it stands.
  let shared = false;
  let request = state.request;
  let format: string | undefined;
  let previews: readonly string[] | undefined;
  // Stryker disable next-line BooleanLiteral: reading the state's own accept again and writing the same format and previews into it gives it back
  let accept = false;
  /** The call's own content-type, `null` when it removes the defaults'. */
  let type: string | number | null | undefined;
  // Stryker disable next-line ConditionalExpression: for...in over undefined meets no key
  if (given !== undefined) {
    for (const key in given) {
      if (!ownOnly && !Object.hasOwn(given, key)) continue;
      const value = given[key];
      if (value === undefined) continue;
      switch (key as OptionName) {
        case "method":
          continue;
        case "url":
          // Beside a route that names its own origin, `url` is a parameter.
          if (typeof route === "string" && urlIsParameter) break;
          continue;
        case "baseUrl":
          base = checkBaseUrl(value, label);
          continue;
        case "headers": {
          const prototype = plainPrototype(value);
          // Stryker disable next-line ConditionalExpression: checking a plain object again finds it plain
          if (prototype === undefined) checkObject("headers", value, label);
          // Each header is merged over the defaults' as sent: `null` removes one.
          // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: as for the options' keys
          const own = clean && (prototype === null || prototype === Object.prototype);
          const given = value as Record<string, unknown>;
          for (const name in given) {
            const raw = given[name];
            if (raw === undefined || (!own && !Object.hasOwn(given, name))) continue;
            const lower = checkHeaderName(name, label);
            const header = checkHeaderValue(lower, raw, label);
            if (header === null) delete headers[lower];
            else setOwn(headers as Record<string, unknown>, lower, header);
            if (lower === "accept") accept = true;
            else if (lower === "content-type") type = header;
          }
          continue;
        }
        case "mediaType":
          ({ format, previews } = checkMediaType(value, label));
          continue;
        case "data":
          data = value;
          shared = true;
          continue;
        case "request":
          request = mergeRequest(request, new Box(checkRequest(value, label), true));
          continue;
      }
      const index = plan === undefined ? undefined : variableIndex(plan, key);
      if (index !== undefined) {
        values[index] = value;
      } else if (!toQuery || ordered) {
        setOwn((rest ??= {}), key, value);
      } else if (refused === undefined) {
        const next = withPair(query, key, value);
        if (next === undefined) refused = key;
        else query = next;
      }
    }
  }

  // A plan always comes with its label: the second test only tells the type checker so.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: see above
  if (plan === undefined || label === undefined) return fail("url", undefined, "noUrl");
  if (toQuery && data !== undefined) fail("data", label, "noBody", method);
  let url = makeUrl(plan, values, base, label);
  giveValues(values, count);
  let body: unknown;
  if (toQuery) {
    // Stryker disable next-line ConditionalExpression: for...in over undefined meets no key
    if (rest !== undefined) {
      for (const name in rest) {
        // Stryker disable next-line ConditionalExpression: past a refusal, only the first refused name is reported
        if ((!clean && !Object.hasOwn(rest, name)) || refused !== undefined) continue;
        const next = withPair(query, name, rest[name]);
        if (next === undefined) refused = name;
        else query = next;
      }
    }
    if (refused !== undefined) refuseQuery(refused, (rest ?? given!)[refused], label);
    if (query !== "") url = appendQuery(url, query, plan);
  } else if (data !== undefined) {
    // `data` is the body as it stands; the other parameters are not sent.
    // Stryker disable next-line StringLiteral: "" copies as "kept" does
    body = copyData(data, "data", label, shared ? "sent" : "kept", "body");
  } else if (rest !== undefined) {
    // Copied, so that the result shares nothing with the caller or the defaults.
    for (const name in rest) {
      if (!clean && !Object.hasOwn(rest, name)) continue;
      const value = rest[name];
      // A member of a JSON body holds no bytes or form data (they are refused
      // there), so a default's value and the call's are copied alike.
      // Stryker disable next-line StringLiteral: "" copies as "kept" does, and checks for JSON as "member" does; a member holds no bytes either way
      const copy = copyData(value, name, label, "sent", "member");
      // Stryker disable next-line ConditionalExpression: storing a primitive again changes nothing; this spares the store
      if (copy !== value) setOwn(rest, name, copy);
    }
    body = rest;
  }

  // Stryker disable next-line ConditionalExpression: writing the state's own format and previews into its own accept again gives it back
  if (accept || format !== undefined || previews !== undefined) {
    const value = ownValue(headers, "accept");
    if (typeof value === "string") {
      headers.accept = writeAccept(accept ? readAccept(value) : state.accept!, format ?? state.format, previews === undefined ? state.previews : mergePreviews(state.previews, previews));
    }
  }
  if (body !== undefined) {
    // `null` removed it on purpose: the library adds none either. A FormData,
    // URLSearchParams or Blob body has a type of its own, which fetch sets.
    // (`??=` would not do: it would take the defaults' over the call's `null`.)
    if (type === undefined) type = ownValue(state.headers, "content-type") as string | number | null | undefined;
    // Parameters make a plain body: only a call's or the defaults' data can have a type of its own.
    // Stryker disable next-line ConditionalExpression: hasOwnType() also answers false for the parameters' body; this spares the look per call
    if (type === undefined && (data === undefined || !hasOwnType(body))) headers["content-type"] = JSON_TYPE;
  } else if (verb === "put" || verb === "patch") {
    // The hosted API wants `content-length: 0` on these; an empty string makes every client send it.
    body = "";
  }

  // One literal per shape: a body added afterwards would need a property store of its own.
  const result: RequestOptions = body === undefined ? { method: verb, url, headers } : { method: verb, url, headers, body };
  // Stryker disable next-line StringLiteral: the state's own request copies without an error to name, and "" copies as "kept" does
  if (request !== undefined) result.request = request.shared ? request.value : copyData<RequestMeta>(request.value, "request", label, "kept");
  return result;
}
