import { fail } from "../errors";
import { isArray, isPlainObject, ownValue } from "../own";
import type { HeaderValue, RequestMeta, RequestOptions, ResultHeaders } from "../types";
import { mergePreviews, readAccept, writeAccept } from "./accept";
import { makeUrl } from "./make-url";
import { applyOption, EMPTY_STATE, readOptions, type Reading, type Settings, type State } from "./options";
import { copyData, setOwn } from "./plain-data";
import { refuseQuery, withPair } from "./query";
import { variableIndex } from "./route-plan";

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
function appendQuery(url: string, query: string, scan: boolean): string {
  const hash = scan ? url.indexOf("#") : -1;
  const end = hash === -1 ? url.length : hash;
  const mark = url.indexOf("?");
  return `${url.slice(0, end)}${mark === -1 || mark > end ? "?" : "&"}${query}${url.slice(end)}`;
}

/** A call reads its options for itself: its data is sent as it stands, its request returned as it is. */
const CALL: Pick<Reading, "keeps" | "sharesRequest"> = { keeps: false, sharesRequest: true };

/**
 * Makes the request options of one call: its route and options over `state`,
 * each option applied by its rule to a working copy of the call's own (no
 * produce), each parameter sent to its URL variable, the query or the body
 * as it is met. Neither `state` nor the options are changed.
 *
 * @internal
 */
export function makeRequest(state: State, route: unknown, options: unknown): RequestOptions {
  const settings: Settings = {
    method: state.method,
    plan: state.plan,
    baseUrl: state.baseUrl,
    headers: { __proto__: null, ...state.sent } as Record<string, HeaderValue | null>,
    format: state.format,
    previews: [],
    data: state.data,
    // The state's own request is the call's to merge into (and copied for the result); a caller's is returned as it is.
    request: state.requestIsCopy ? { __proto__: null, ...state.request } : state.request,
    requestIsCopy: state.requestIsCopy,
  };
  // Parameters go where the method and URL say, both read before any: a call's value takes the place of a default's.
  let values: unknown[] | undefined;
  let toQuery = false;
  let ordered = false;
  let query = "";
  let refused: [name: string, value: unknown] | undefined;
  let rest: Record<string, unknown> | undefined;
  const put = (name: string, value: unknown): void => {
    const index = settings.plan === undefined ? undefined : variableIndex(settings.plan, name);
    if (index !== undefined) {
      values![index] = value;
    } else if (!toQuery || ordered) {
      setOwn((rest ??= {}), name, value);
    } else if (refused === undefined) {
      const next = withPair(query, name, value);
      if (next === undefined) refused = [name, value];
      else query = next;
    }
  };
  const start = (): void => {
    // Filled: a hole would read what a polluted Array.prototype holds at its index.
    values = new Array<unknown>(settings.plan?.template.names.length ?? 0).fill(undefined);
    toQuery = settings.method === "GET" || settings.method === "HEAD";
    // With defaults' parameters, the query's are gathered first, in the order merged options give them.
    ordered = state.params !== EMPTY_STATE.params;
    for (const name of Object.keys(state.params)) put(name, state.params[name]);
  };
  const { label } = readOptions(route, options, state, CALL, {
    option: (name, value) => applyOption(settings, name, value),
    param: (name, value) => {
      if (values === undefined) start();
      put(name, value);
    },
  });
  if (values === undefined) start();
  const { method, plan } = settings;
  if (plan === undefined || label === undefined) return fail("url", undefined, "noUrl");
  if (toQuery && settings.data !== undefined) fail("data", label, "noBody", method);

  let url = makeUrl(plan, values!, settings.baseUrl, label);
  let body: unknown;
  if (toQuery) {
    if (rest !== undefined) {
      for (const name of Object.keys(rest)) {
        if (refused !== undefined) break;
        const next = withPair(query, name, rest[name]);
        if (next === undefined) refused = [name, rest[name]];
        else query = next;
      }
    }
    if (refused !== undefined) refuseQuery(refused[0], refused[1], label);
    if (query !== "") url = appendQuery(url, query, plan.query !== "none");
  } else if (settings.data !== undefined) {
    // `data` is the body as it stands; the other parameters are not sent.
    body = copyData(settings.data, "data", label, settings.data === state.data ? "kept" : "sent", "body");
  } else if (rest !== undefined) {
    // Copied, so that the result shares nothing with the caller or the defaults.
    for (const name of Object.keys(rest)) setOwn(rest, name, copyData(rest[name], name, label, "sent", "member"));
    body = rest;
  }

  const headers = settings.headers as ResultHeaders & Record<string, unknown>;
  if (settings.previews.length > 0 || settings.format !== state.format || headers.accept !== state.sent.accept) {
    // The call changed the media type: accept is written again from the call's, or the defaults' as given.
    const accept = headers.accept === state.sent.accept ? ownValue(state.headers, "accept") : headers.accept;
    if (typeof accept === "string") headers.accept = writeAccept(readAccept(accept), settings.format, mergePreviews(state.previews[0] ?? [], ...settings.previews));
  }
  let type = ownValue(headers, "content-type");
  if (type === undefined) type = ownValue(state.headers, "content-type");
  // The result's headers, a plain object of the caller's: those removed (`null`) left out.
  const sent: ResultHeaders = {};
  for (const name of Object.keys(headers)) if (headers[name] !== null) setOwn(sent as Record<string, unknown>, name, headers[name]);
  if (body !== undefined) {
    // `null` removed it on purpose; a FormData, URLSearchParams or Blob body has a type of its own, which fetch sets.
    if (type === undefined && (settings.data === undefined || !hasOwnType(body))) sent["content-type"] = JSON_TYPE;
  } else if (method === "PUT" || method === "PATCH") {
    // The hosted API wants `content-length: 0` on these; an empty string makes every client send it.
    body = "";
  }
  const result: RequestOptions = body === undefined ? { method: method.toLowerCase(), url, headers: sent } : { method: method.toLowerCase(), url, headers: sent, body };
  const { request } = settings;
  if (request !== undefined) result.request = settings.requestIsCopy ? copyData(request, "request", label, "kept") : request;
  return result;
}
