import { fail } from "../errors";
import { isPlainObject } from "../is-plain-object";
import type { RequestOptions, ResultHeaders } from "../types";
import { expandTemplate } from "../uri-template";
import { mergePreviews, rewriteAccept } from "./accept";
import { checkPath } from "./path-safety";
import { copyData, setOwn } from "./plain-data";
import { withPair } from "./query";
import { authorityEnd, inCallerTerms, isHttp, REQUIRED, schemeEnd, type Risk, type RoutePlan } from "./route-plan";
import { mergeRequest, type Layer, type State } from "./state";

const JSON_TYPE = "application/json; charset=utf-8";

/** Whether JavaScript puts a key before the others: "0", "42". */
function isIndexLike(name: string): boolean {
  return isDigit(name.charCodeAt(0));
}

/** Every parameter name of the defaults and the call, in the order of the merged options object's keys. */
function propertyOrder(state: State, layer: Layer): string[] {
  const record: Record<string, unknown> = {};
  for (const name of state.names) setOwn(record, name, true);
  for (const name of layer.names!) if (layer.params![name] !== undefined) setOwn(record, name, true);
  return Object.keys(record);
}

/** True for what RFC 6570 calls undefined: nothing, or a list or object with nothing in it. */
function isUndefined(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== "object") return false;
  const members = Array.isArray(value) ? (value as unknown[]) : isPlainObject(value) ? Object.values(value) : [0];
  return members.every((member) => member === undefined || member === null);
}

/** Whether a path variable's value could make a `.` or `..` segment, given what its expression may do with it. */
function mayMakeDots(value: unknown, risk: Risk): boolean {
  if (value === undefined || value === null || risk === 0) return false;
  if (risk === 3 || typeof value === "object") return true;
  if (typeof value !== "string") return false;
  if (risk === 2) return value.includes(".") || value.includes("%");
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) !== 46) return false;
  return value !== "";
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** The lower-case method, without a new string for the usual ones. */
function lowerCase(method: string): string {
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
  return method.toLowerCase();
}

/** `base` and a path with exactly one `/` between them; a query or fragment attaches directly. */
function join(base: string, path: string): string {
  let start = 0;
  while (path.charCodeAt(start) === 47) start++;
  const first = path.charCodeAt(start);
  if (start === path.length) return start === 0 ? base : `${base}/`;
  return start === 0 && (first === 63 || first === 35) ? base + path : `${base}/${path.slice(start)}`;
}

/**
 * Bodies that carry their own type: `fetch` sets theirs (a multipart boundary,
 * a Blob's type). Text, JSON data and bytes are told apart first: in Node the
 * first read of the global `FormData` loads the whole fetch implementation,
 * which made a route's first call with a string body cost ~20 ms.
 */
function hasOwnType(body: unknown): boolean {
  if (typeof body !== "object" || body === null || Array.isArray(body) || ArrayBuffer.isView(body) || isPlainObject(body)) return false;
  return (
    (typeof FormData !== "undefined" && body instanceof FormData) ||
    (typeof URLSearchParams !== "undefined" && body instanceof URLSearchParams) ||
    (typeof Blob !== "undefined" && body instanceof Blob)
  );
}

/**
 * Expands the URL of a request: values of the template's variables (the
 * call's over the defaults'), required path variables present, no value
 * making a `.` or `..` segment or going on with a host the template wrote,
 * http(s) only, and a path joined to the base URL.
 */
function expandUrl(plan: RoutePlan, values: readonly unknown[], base: string | undefined, route: string): string {
  const { template, checks } = plan;
  let spans: number[] | undefined;
  for (let i = 0; i < checks.length; i++) {
    const check = checks[i]!;
    if (check === 0) continue;
    const value = values[i];
    if (check >= REQUIRED && isUndefined(value)) fail(template.names[i]!, route, "required", value);
    if (spans === undefined && mayMakeDots(value, (check & 3) as Risk)) spans = [];
  }
  let expanded: string;
  try {
    expanded = expandTemplate(template, values, spans);
  } catch (error) {
    throw inCallerTerms(error, plan.url, route);
  }
  let absolute = plan.absolute === 1;
  if (plan.absolute === 2) {
    const colon = schemeEnd(expanded);
    if (colon !== -1 && colon < expanded.length) {
      if (!isHttp(expanded.slice(0, colon)) || !expanded.startsWith("//", colon + 1)) fail("url", route, "scheme", expanded);
      absolute = true;
    }
  }
  if (spans !== undefined) checkPath(expanded, absolute ? authorityEnd(expanded) : 0, spans, plan, values, route);
  const at = plan.authority;
  if (at !== -1 && at < expanded.length && !"/?#".includes(expanded[at]!)) {
    // The literal authority is the first part; the expression after it wrote this.
    const spec = (template.parts[1] as Exclude<(typeof template.parts)[number], string>).vars[0]!;
    fail(spec.name, route, "authority", values[spec.index]);
  }
  if (absolute) return expanded;
  if (base === undefined) fail("baseUrl", route, "noBase");
  return plan.slash ? base + expanded : join(base, expanded);
}

/** `url` with `query` appended, before a fragment, after `?` or `&` as the URL already has a query or not. */
function appendQuery(url: string, query: string, plan: RoutePlan): string {
  if (plan.query === 0) return `${url}?${query}`;
  if (plan.query === 1) return `${url}&${query}`;
  const hash = url.indexOf("#");
  const end = hash === -1 ? url.length : hash;
  const mark = url.indexOf("?");
  return `${url.slice(0, end)}${mark !== -1 && mark < end ? "&" : "?"}${query}${url.slice(end)}`;
}

/**
 * Makes the request options for one call, in one pass over what it gives:
 * `layer` (read from the call's options) over `state` (the defaults). URL
 * variables are filled; the other parameters go to the query (GET, HEAD) or
 * the JSON body, unless `data` is the body; `accept` and `content-type` are
 * settled. Neither `state` nor `layer` is changed.
 *
 * @internal
 */
export function fill(state: State, layer: Layer): RequestOptions {
  const plan = layer.plan ?? state.plan;
  if (plan === undefined) return fail("url", undefined, "noUrl");
  const method = layer.method ?? state.method;
  const route = plan.method === method ? plan.text : `${method} ${plan.url}`;
  const { indexes } = plan;

  const verb = lowerCase(method);
  const data = layer.data ?? state.data;
  const toQuery = verb === "get" || verb === "head";
  if (toQuery && data !== undefined) fail("data", route, "noBody", method);
  // With data, the other parameters are not sent: data is the body as it stands.
  const toBody = !toQuery && data === undefined;

  // Each parameter, the defaults' then the call's, is a URL variable or goes
  // on to the query or body at once; the call's value wins, and `undefined`
  // says nothing. Keys such as "0" come first in the merged options object
  // that parse(merge(o)) reads: when the call brings one beside the defaults'
  // parameters, the order is worked out first.
  const values: unknown[] = new Array(plan.template.names.length);
  const defaults = state.params;
  const given = layer.params;
  const order = state.names.length > 0 && given !== undefined && layer.names!.some(isIndexLike) ? propertyOrder(state, layer) : undefined;
  let query = "";
  let object: Record<string, unknown> | undefined;
  const names = order ?? state.names;
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const own = given !== undefined && Object.hasOwn(given, name) ? given[name] : undefined;
    const value = own === undefined ? defaults[name] : own;
    const index = indexes[name];
    if (index !== undefined) values[index] = value;
    else if (toQuery) query = withPair(query, name, value, route);
    else if (toBody) setOwn((object ??= {}), name, copyData(value, name, route, false));
  }
  if (given !== undefined && order === undefined) {
    const givenNames = layer.names!;
    for (let i = 0; i < givenNames.length; i++) {
      const name = givenNames[i]!;
      const value = given[name];
      if (value === undefined) continue;
      const index = indexes[name];
      if (index !== undefined) values[index] = value;
      else if (names.length > 0 && Object.hasOwn(defaults, name)) continue;
      else if (toQuery) query = withPair(query, name, value, route);
      else if (toBody) setOwn((object ??= {}), name, copyData(value, name, route, false));
    }
  }
  let url = expandUrl(plan, values, layer.base ?? state.base, route);
  if (query !== "") url = appendQuery(url, query, plan);
  let body: unknown = toBody ? object : copyData(data?.value, "data", route, false);

  const headers = headersOf(state, layer);
  if (body !== undefined) {
    const type = layer.headers !== undefined && Object.hasOwn(layer.headers, "content-type") ? layer.headers["content-type"] : state.headers["content-type"];
    // `null` removed it on purpose: the library adds none either. A FormData,
    // URLSearchParams or Blob body has a type of its own, which fetch sets.
    if (type === undefined && (data === undefined || !hasOwnType(body))) headers["content-type"] = JSON_TYPE;
  } else if (verb === "put" || verb === "patch") {
    // The hosted API wants `content-length: 0` on these; an empty string makes every client send it.
    body = "";
  }

  const result: RequestOptions = { method: verb, url, headers };
  if (body !== undefined) result.body = body;
  const request = mergeRequest(state.request, layer.request);
  if (request !== undefined) result.request = request.shared ? request.value : copyData(request.value, "request", route, false);
  return result;
}

/**
 * The headers of a request: the defaults' as sent, with the call's over them
 * (`null` removes one) and `accept` amended again when the call changes it or
 * the media type.
 */
function headersOf(state: State, layer: Layer): ResultHeaders {
  const headers = { ...state.sent };
  const given = layer.headers;
  if (given !== undefined) {
    const names = Object.keys(given);
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      const value = given[name]!;
      if (value === null) delete headers[name];
      else setOwn(headers as Record<string, unknown>, name, value);
    }
  }
  if ((given !== undefined && Object.hasOwn(given, "accept")) || layer.format !== undefined || layer.previews !== undefined) {
    const accept = given?.accept === undefined ? state.headers.accept : given.accept;
    if (typeof accept === "string") {
      const previews = layer.previews === undefined ? state.previews : mergePreviews(state.previews, layer.previews);
      headers.accept = rewriteAccept(accept, layer.format ?? state.format, previews);
    }
  }
  return headers;
}
