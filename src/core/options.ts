/**
 * The one table of option rules, and the state they merge into. Each named
 * option (method, url, baseUrl, headers, mediaType, data, request) is read
 * and checked by its entry, then applied by the same entry to a target: an
 * immer draft of a state that is kept (defaults, a builder, merged
 * options), or a call's own working copy. Every other key is a parameter.
 */
import { fail, failRead } from "../errors";
import { isPlainObject, ownValue } from "../own";
import type { HeaderValue, RequestMeta, ResultHeaders } from "../types";
import { mergePreviews, readAccept, writeAccept, type Accept } from "./accept";
import { checkBaseUrl, checkHeaders, checkMediaType, checkMethod, checkObject, checkRequest, checkString } from "./checks";
import { copyData, copyRecord, setOwn } from "./plain-data";
import { hasBodyUrl, routePlan, takesUrl, type RoutePlan } from "./route-plan";

/** Everything a request is made of that options set. Records are the target's own to write. */
export interface Settings {
  /** Upper-case. */
  method: string;
  plan: RoutePlan | undefined;
  /** As given, checked. */
  baseUrl: string | undefined;
  /** By lowercase name; `null` for one removed (a default, or the `content-type` the library would add). Without a prototype, as every record of settings. */
  headers: Record<string, HeaderValue | null>;
  /** `""` for none. */
  format: string;
  /** Lists of preview names, each merged over those before it (see `mergePreviews`); one list, or none, in a state. */
  previews: (readonly string[])[];
  data: unknown;
  request: RequestMeta | undefined;
  /** Whether `request` is the library's, copied for each result; else the caller's own, returned as it is. */
  requestIsCopy: boolean;
}

/** A state: the settings a function or builder holds, its parameters, and the facts worked out from them when it is made. */
export interface State extends Readonly<Settings> {
  /** Parameters by name, in order: the library's copies, or the caller's class instances. */
  readonly params: Readonly<Record<string, unknown>>;
  /** The request's name in errors: `"POST /repos/{owner}/{repo}/issues"`. */
  readonly label: string | undefined;
  /** The headers as sent: none removed, `accept` amended by the media type. */
  readonly sentHeaders: Readonly<ResultHeaders>;
  /** Its `accept` header read, for a call that changes the media type. */
  readonly accept: Accept | undefined;
}

/** The state `parse()` starts from, and the package defaults are made over: nothing set. */
export const EMPTY_STATE: State = {
  method: "GET",
  plan: undefined,
  baseUrl: undefined,
  headers: { __proto__: null },
  format: "",
  previews: [],
  data: undefined,
  request: undefined,
  requestIsCopy: false,
  params: { __proto__: null },
  label: undefined,
  sentHeaders: {},
  accept: undefined,
};

/** How options are read: for a state that is kept (its data copied), or for one call (sent as it stands). */
export interface Reading {
  readonly label: string | undefined;
  readonly method: string;
  /** A state that is kept copies the caller's data. */
  readonly keeps: boolean;
  /** Whether a `request` object given is returned as it is (a call, merged options) rather than copied (defaults, a builder). */
  readonly sharesRequest: boolean;
}

/** An option's rule: how its value is read and checked, and how what was read is applied to a target. */
interface Rule<T> {
  read(value: unknown, reading: Reading): T;
  apply(target: Settings, value: T): void;
}

/**
 * The option rules. A later value wins; headers merge by lowercase name;
 * previews merge as octokit merges them; two `request` objects merge key by
 * key into one of the library's. `undefined` never reaches them: it says
 * nothing, and is dropped where it enters.
 */
export const OPTIONS = {
  method: {
    read: (value: unknown, { label }: Reading): string => checkMethod(value, label),
    apply: (target: Settings, method: string) => void (target.method = method),
  },
  url: {
    read(value: unknown, { label, method, keeps }: Reading): RoutePlan {
      checkString("url", value, label);
      return routePlan(value, true, keeps, `${method} ${value}`);
    },
    apply: (target: Settings, plan: RoutePlan) => void (target.plan = plan),
  },
  baseUrl: {
    read: (value: unknown, { label }: Reading): string => checkBaseUrl(value, label),
    apply: (target: Settings, baseUrl: string) => void (target.baseUrl = baseUrl),
  },
  headers: {
    read: (value: unknown, { label }: Reading) => checkHeaders(value, label),
    apply(target: Settings, headers: ReturnType<typeof checkHeaders>) {
      for (const name of Object.keys(headers)) setOwn(target.headers, name, headers[name]);
    },
  },
  mediaType: {
    read: (value: unknown, { label }: Reading) => checkMediaType(value, label),
    apply(target: Settings, { format, previews }: ReturnType<typeof checkMediaType>) {
      if (format !== undefined) target.format = format;
      if (previews !== undefined) target.previews.push(previews);
    },
  },
  data: {
    read: (value: unknown, { label, keeps }: Reading): unknown => (keeps ? copyData(value, "data", label, "frozen") : value),
    apply: (target: Settings, data: unknown) => void (target.data = data),
  },
  request: {
    read(value: unknown, { label, sharesRequest }: Reading): [RequestMeta, boolean] {
      const request = checkRequest(value, label);
      return sharesRequest ? [request, false] : [copyData(request, "request", label, "frozen"), true];
    },
    apply(target: Settings, [request, isCopy]: [RequestMeta, boolean]) {
      if (target.request === undefined) {
        target.request = request;
        target.requestIsCopy = isCopy;
        return;
      }
      // Two merge into a record of the library's, without a prototype (see headers), never into the caller's.
      if (!target.requestIsCopy || Object.getPrototypeOf(target.request) !== null) target.request = copyRecord(target.request, Object.create(null) as RequestMeta);
      target.requestIsCopy = true;
      copyRecord(request, target.request);
    },
  },
} satisfies Record<string, { read(value: unknown, reading: Reading): unknown; apply(target: Settings, value: never): void }>;

/** The named options: every other key of an options object is a parameter (and so is `url` beside most routes). */
export type OptionName = keyof typeof OPTIONS;

/** True for the name of an option, not a parameter. */
function isOption(key: string): key is OptionName {
  return Object.hasOwn(OPTIONS, key);
}

/** Applies an option's value, as its rule read it, to `target`. */
export function applyOption(target: Settings, name: OptionName, value: unknown): void {
  (OPTIONS[name] as Rule<unknown>).apply(target, value);
}

/** How a request is named in errors: the route as written when the method is the route's own. */
export function labelOf(method: string, plan: RoutePlan): string {
  return plan.method === method ? plan.text : `${method} ${plan.url}`;
}

/** The method, route and label in effect: what names a request in errors, and decides where parameters go. */
export interface Context {
  readonly method: string;
  readonly plan: RoutePlan | undefined;
  readonly label: string | undefined;
}

/** Where what the options say goes: each option as its rule read it, each parameter as given. */
export interface Sink {
  option(name: OptionName, value: unknown): void;
  param(name: string, value: unknown, context: Context): void;
}

/**
 * Reads a route and an options object, as `endpoint(route, options)`,
 * `merge()`, `defaults()` and a builder's steps take them, over `context`:
 * the route (or the options object in its place), then `method` and `url`
 * (they decide what names the request and where every other key goes), then
 * every key in the order given, each option read by its rule and handed to
 * `sink.option`, each parameter to `sink.param`. With a route string, `url`
 * is a parameter unless the route leaves its origin to a variable
 * (`takesUrl`). `undefined` values say nothing. Returns the context after.
 */
export function readOptions(route: unknown, options: unknown, context: Context, reading: Pick<Reading, "keeps" | "sharesRequest">, sink: Sink): Context {
  if (route !== undefined && typeof route !== "string") {
    if (options !== undefined || !isPlainObject(route)) fail("route", undefined, "expected", 'a string such as "GET /user" or an options object', route);
    options = route;
    route = undefined;
  }
  let { method, plan, label } = context;
  let urlIsParameter = false;
  if (route !== undefined) {
    // A route gives the method (GET when it names none) and the URL.
    plan = routePlan(route as string, false, reading.keeps);
    method = plan.method ?? "GET";
    label = labelOf(method, plan);
    urlIsParameter = !takesUrl(plan);
    sink.option("method", method);
    sink.option("url", plan);
  }
  if (options === undefined) return { method, plan, label };
  checkObject("options", options, label);
  const given = options as Record<string, unknown>;
  // What is being read, for the error when reading it throws (a getter, a Proxy's trap).
  let field = "method";
  try {
    // `null` for method or url means "not given", as octokit reads them.
    const givenMethod = ownValue(given, "method");
    // Readings are written out, not spread: a spread of an object into a literal is the slow part of a call.
    const { keeps, sharesRequest } = reading;
    if (givenMethod != null) {
      method = OPTIONS.method.read(givenMethod, { keeps, sharesRequest, label, method });
      sink.option("method", method);
      if (plan !== undefined) label = labelOf(method, plan);
    }
    field = "url";
    let url = urlIsParameter ? undefined : ownValue(given, "url");
    // The body's url, as read here: each value is read once.
    let bodyUrl: unknown;
    if (url != null && plan !== undefined && url !== plan.url && hasBodyUrl(method, plan)) {
      // Over defaults (or a builder) set to a route whose body has a url, as octokit's REST methods are, a url is
      // the body's; the route's own url, as merged options give it back to merge(), is the URL still.
      urlIsParameter = true;
      bodyUrl = url;
      url = undefined;
    }
    if (url != null) {
      plan = OPTIONS.url.read(url, { keeps, sharesRequest, label, method });
      sink.option("url", plan);
      label = labelOf(method, plan);
    }
    const after: Context = { method, plan, label };
    let named: Reading | undefined;
    field = "options";
    // Own keys only: what a polluted prototype holds is no option.
    for (const key of Object.keys(given)) {
      field = key;
      // The method, and a url that is the URL, were read above.
      if (key === "method" || (key === "url" && !urlIsParameter)) continue;
      const value = key === "url" && bodyUrl !== undefined ? bodyUrl : given[key];
      if (value === undefined) continue;
      if (key !== "url" && isOption(key)) sink.option(key, (OPTIONS[key] as Rule<unknown>).read(value, (named ??= { keeps, sharesRequest, label, method })));
      else sink.param(key, value, after);
    }
    return after;
  } catch (error) {
    return failRead(error, field, label);
  }
}

/**
 * Works out a state's facts from its settings, once, when it is made, as far
 * as the options `applied` change them: the URL a route takes from a `url`
 * parameter, one list of previews, the label, and the headers as sent.
 */
export function deriveFacts(
  target: Settings & { params: Record<string, unknown>; label: string | undefined; sentHeaders: ResultHeaders; accept: Accept | undefined },
  applied: Set<string>,
): void {
  const { plan, params } = target;
  if (applied.has("url") && plan !== undefined && takesUrl(plan) && Object.hasOwn(params, "url")) {
    // A builder's `url` parameter given before such a route is its URL, as `url` beside it is; `null` says nothing.
    const url = params.url;
    delete params.url;
    applied.add("params");
    if (url !== null) target.plan = OPTIONS.url.read(url, { label: labelOf(target.method, plan), method: target.method, keeps: true, sharesRequest: true });
  }
  if (target.previews.length > 1) target.previews = [mergePreviews(target.previews)];
  if (applied.has("method") || applied.has("url")) target.label = target.plan === undefined ? undefined : labelOf(target.method, target.plan);
  if (applied.has("headers")) {
    const accept = target.headers.accept;
    // Read again only when its text changed: most header steps leave `accept` as it was.
    if (typeof accept !== "string") target.accept = undefined;
    else if (target.accept?.text !== accept) target.accept = readAccept(accept);
  }
  if (!applied.has("headers") && !applied.has("mediaType")) return;
  // The headers as sent: those removed (`null`) left out, `accept` amended by the format and previews.
  const { headers, accept } = target;
  const sent: ResultHeaders = {};
  for (const name of Object.keys(headers)) if (headers[name] != null) setOwn(sent as Record<string, unknown>, name, headers[name]);
  if (accept !== undefined) sent.accept = writeAccept(accept, target.format, target.previews[0] ?? []);
  target.sentHeaders = sent;
}
