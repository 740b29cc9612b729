import { fail, failRead } from "../errors";
import { isArray, isPlainObject, ownMembers, ownValue } from "../own";
import type { HeaderValue, RequestMeta, RequestOptions, ResultHeaders } from "../types";
import { mergePreviews, readAccept, writeAccept } from "./accept";
import { makeUrl } from "./make-url";
import { applyOption, EMPTY_STATE, readOptions, type OptionName, type Reading, type Settings, type Sink, type State } from "./options";
import type { RoutePlan } from "./route-plan";
import { copyData, copyRecord, jsonData, sentBody, setOwn } from "./plain-data";
import { refuseQuery, withPair } from "./query";

const JSON_TYPE = "application/json; charset=utf-8";

/** Bodies that carry their own type, which `fetch` sets (a multipart boundary, a Blob's type). */
function hasOwnType(body: unknown): boolean {
  if (typeof body !== "object" || body === null || isArray(body) || ArrayBuffer.isView(body) || isPlainObject(body)) return false;
  // Read only for another kind of object: in Node the first read of FormData loads the whole fetch implementation.
  return (
    (typeof FormData !== "undefined" && body instanceof FormData) ||
    (typeof URLSearchParams !== "undefined" && body instanceof URLSearchParams) ||
    (typeof Blob !== "undefined" && body instanceof Blob)
  );
}

/** `url` with `query` appended before a fragment: after `?`, or after `&` once the URL has a query, as octokit appends it. */
function appendQuery(url: string, query: string): string {
  const hash = url.indexOf("#");
  const mark = url.indexOf("?");
  if (hash === -1 && mark === -1) return `${url}?${query}`;
  const end = hash === -1 ? url.length : hash;
  return `${url.slice(0, end)}${mark === -1 || mark > end ? "?" : "&"}${query}${url.slice(end)}`;
}

/** A call reads its options for itself: its data is sent as it stands, its request returned as it is. */
const CALL: Pick<Reading, "keeps" | "sharesRequest"> = { keeps: false, sharesRequest: true };

/**
 * One call's working copy: the settings, which the option rules write to as
 * they are read, and where each parameter went. Parameters go where the
 * method and URL say, both read before any; a call's value takes the place
 * of a default's.
 */
class Call implements Sink, Settings {
  method: string;
  plan: RoutePlan | undefined;
  baseUrl: string | undefined;
  headers: Record<string, HeaderValue | null>;
  format: string;
  previews: (readonly string[])[] = [];
  data: unknown;
  request: RequestMeta | undefined;
  requestIsCopy: boolean;
  /** The URL variables' values, made when the first parameter comes (the method and URL are known then). */
  values: unknown[] | undefined;
  toQuery = false;
  /** With defaults' parameters, the query's are gathered first, in the order merged options give them. */
  ordered = false;
  query = "";
  /** The error of the first parameter that could not join the query, thrown once the URL is checked. */
  refused: ((label: string) => never) | undefined;
  /** Parameters for the body, or for the query when ordered. */
  rest: Record<string, unknown> | undefined;

  constructor(readonly state: State) {
    this.method = state.method;
    this.plan = state.plan;
    this.baseUrl = state.baseUrl;
    this.headers = copyRecord(state.sentHeaders, {});
    this.format = state.format;
    this.data = state.data;
    // The state's own request is the call's to merge into (and copied for the result); a caller's is returned as it is.
    this.request = state.requestIsCopy ? copyRecord(state.request!, Object.create(null) as RequestMeta) : state.request;
    this.requestIsCopy = state.requestIsCopy;
  }

  /** Whether the call removed a header (`null`), which the result leaves out. */
  removes = false;

  option(name: OptionName, value: unknown): void {
    applyOption(this, name, value);
    if (name === "headers") this.removes ||= Object.values(value as object).includes(null);
  }

  param(name: string, value: unknown): void {
    if (this.values === undefined) this.start();
    this.put(name, value);
  }

  start(): void {
    const { plan, method } = this;
    // No holes: a hole would read what a polluted Array.prototype holds at its index.
    this.values = plan === undefined ? [] : plan.template.names.map(() => undefined);
    this.toQuery = method === "GET" || method === "HEAD";
    const { params } = this.state;
    if (params === EMPTY_STATE.params) return;
    this.ordered = true;
    for (const name of Object.keys(params)) this.put(name, params[name]);
  }

  put(name: string, value: unknown): void {
    const { plan } = this;
    const index = plan?.template.indexes.get(name);
    if (index !== undefined) {
      this.values![index] = value;
    } else if (!this.toQuery || this.ordered) {
      setOwn((this.rest ??= {}), name, value);
    } else {
      this.addPair(name, value);
    }
  }

  /** A query pair appended, or the first that cannot be one noted for its error. */
  addPair(name: string, value: unknown): void {
    if (this.refused !== undefined) return;
    let given = value;
    try {
      // A list is read first, into one of the library's: what reading it throws is named, and a RangeError below can
      // only be a query longer than a string can hold.
      if (isArray(value)) given = ownMembers(value);
    } catch (error) {
      this.refused = (label) => failRead(error, name, label);
      return;
    }
    let next: string | undefined;
    try {
      next = withPair(this.query, name, given);
    } catch {
      this.refused = (label) => fail(name, label, "tooLong", "the URL");
      return;
    }
    if (next === undefined) this.refused = (label) => refuseQuery(name, given, label);
    else this.query = next;
  }
}

/**
 * Makes the request options of one call: its route and options over `state`,
 * each option applied by its rule to a working copy of the call's own (no
 * produce), each parameter sent to its URL variable, the query or the body
 * as it is met. Neither `state` nor the options are changed.
 *
 * @internal
 */
export function makeRequest(state: State, route: unknown, options: unknown): RequestOptions {
  const call = new Call(state);
  const { label } = readOptions(route, options, state, CALL, call);
  if (call.values === undefined) call.start();
  const { values, toQuery, rest, method, plan } = call;
  if (plan === undefined || label === undefined) return fail("url", undefined, "noUrl");
  if (toQuery && call.data !== undefined) fail("data", label, "noBody", method);

  let url = makeUrl(plan, values!, call.baseUrl, label);
  let body: unknown;
  if (toQuery) {
    if (rest !== undefined) for (const name of Object.keys(rest)) call.addPair(name, rest[name]);
    call.refused?.(label);
    if (call.query !== "") url = appendQuery(url, call.query);
  } else if (call.data !== undefined) {
    // `data` is the whole body; the other parameters are not sent.
    body = sentBody(call.data, "data", label);
    // Bytes and form data sent as they stand are the caller's; the defaults' are copied for each result.
    if (body === call.data) body = copyData(body, "data", label, call.data === state.data ? "kept" : "sent");
  } else if (rest !== undefined) {
    // Copied, so that the result shares nothing with the caller or the defaults.
    for (const name of Object.keys(rest)) setOwn(rest, name, jsonData(rest[name], name, label));
    body = rest;
  }

  const headers = call.headers as ResultHeaders & Record<string, unknown>;
  if (call.previews.length > 0 || call.format !== state.format || headers.accept !== state.sentHeaders.accept) {
    // The call changed the media type: accept is written again from the call's, or the defaults' as given.
    const given = headers.accept;
    const accept = given === state.sentHeaders.accept ? state.accept : typeof given === "string" ? readAccept(given) : undefined;
    if (accept !== undefined) headers.accept = writeAccept(accept, call.format, mergePreviews([state.previews[0] ?? [], ...call.previews]));
  }
  let type = ownValue(headers, "content-type");
  if (type === undefined) type = ownValue(state.headers, "content-type");
  if (call.removes) for (const name of Object.keys(headers)) if (headers[name] === null) delete headers[name];
  const sent = headers as ResultHeaders;
  if (body !== undefined) {
    // `null` removed it on purpose; a FormData, URLSearchParams or Blob body has a type of its own, which fetch sets.
    if (type === undefined && (call.data === undefined || !hasOwnType(body))) sent["content-type"] = JSON_TYPE;
  } else if (method === "PUT" || method === "PATCH") {
    // The hosted API wants `content-length: 0` on these; an empty string makes every client send it.
    body = "";
  }
  const result: RequestOptions = body === undefined ? { method: method.toLowerCase(), url, headers: sent } : { method: method.toLowerCase(), url, headers: sent, body };
  const { request } = call;
  if (request !== undefined) result.request = call.requestIsCopy ? copyData(request, "request", label, "kept") : request;
  return result;
}
