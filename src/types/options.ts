/**
 * The shapes of options and results: what a caller passes and what the
 * library returns. Plain data types, with no reference to a function or class,
 * so that the runtime core and the adapters can import them without taking
 * the signature types along.
 */
/**
 * A header value a client can send: text, or a number such as `content-length: 14`.
 *
 * @example
 * ```ts
 * const value: HeaderValue = 14;
 * ```
 *
 * @group Types
 */
export type HeaderValue = string | number;

/**
 * Headers as passed in. Names may use any case; they are lowercased. A BigInt
 * is sent as its digits. `null` removes the header, one set by defaults or the
 * `content-type` the library would add; `undefined` is ignored, leaving a
 * default for that name in place.
 *
 * @example
 * ```ts
 * const headers: RequestHeaders = { Authorization: "token secret", "user-agent": null, "x-debug": undefined };
 * ```
 *
 * @group Types
 */
export type RequestHeaders = Readonly<Record<string, HeaderValue | bigint | null | undefined>>;

/**
 * Headers in merged options and results: lowercased names, no `undefined` values.
 *
 * @example
 * ```ts
 * const headers: ResultHeaders = { accept: "application/vnd.github.v3+json" };
 * ```
 *
 * @group Types
 */
export type ResultHeaders = Record<string, HeaderValue>;

/**
 * The `mediaType` option: a response `format` and API `previews`, both of which
 * amend the `accept` header.
 *
 * @example
 * ```ts
 * const mediaType: MediaType = { format: "raw", previews: ["mercy"] };
 * ```
 *
 * @group Types
 */
export interface MediaType {
  /** A media type parameter such as `raw`, `diff` or `text+json`. */
  readonly format?: string | undefined;
  /** Preview names such as `mercy`; the first `-preview` in a name is dropped (`mercy-preview-x` is `mercy-x`). */
  readonly previews?: readonly string[] | undefined;
}

/**
 * Custom meta information, returned unchanged as `request` in the result. It is
 * meant for the HTTP client (a `fetch` implementation, a timeout, a signal…).
 *
 * @example
 * ```ts
 * const request: RequestMeta = { timeout: 5000 };
 * ```
 *
 * @group Types
 */
export interface RequestMeta {
  /** Anything the HTTP client understands. */
  readonly [key: string]: unknown;
}

/**
 * An HTTP method, in any case. The common ones are listed so that editors
 * suggest them; any other method token is accepted too.
 *
 * @example
 * ```ts
 * const method: HttpMethod = "PATCH";
 * ```
 *
 * @group Types
 */
export type HttpMethod = KnownMethod | Uppercase<KnownMethod> | (string & {});

/** The methods editors suggest; any other HTTP token is accepted as well. */
type KnownMethod = "get" | "head" | "post" | "put" | "patch" | "delete" | "options";

/**
 * The options accepted by `endpoint()`, `endpoint.merge()`, `endpoint.defaults()`
 * and `RequestBuilder#with()`. Keys other than the named ones are parameters:
 * they fill URL placeholders, or else become query parameters (GET and HEAD) or
 * keys of the JSON body (other methods).
 *
 * @example
 * ```ts
 * const options: EndpointOptions = {
 *   method: "POST",
 *   url: "/repos/{owner}/{repo}/issues",
 *   owner: "octokit",
 *   repo: "endpoint.js",
 *   title: "Found a bug",
 * };
 * ```
 *
 * @group Types
 */
export interface EndpointOptions extends RouteCallOptions {
  /** HTTP method, in any case. Default `GET`. */
  readonly method?: HttpMethod | undefined;
  /** A path or full URL, an RFC 6570 template that may also use `:name` placeholders. */
  readonly url?: string | undefined;
  /** Parameters: URL variables, query parameters or body keys. */
  readonly [parameter: string]: unknown;
}

/**
 * The options of a call that names its route (`endpoint(route, options)`):
 * those of {@link EndpointOptions} but `url`, which the route gives. A key
 * named `url` is then a parameter like any other, such as a webhook's address
 * in its body; but beside a route that leaves its origin to a variable before
 * its path (`POST {origin}/repos/…/assets{?name,label}`), `url` is the
 * request's URL, as octokit's upload helpers pass a release's `upload_url`.
 *
 * @example
 * ```ts
 * const options: RouteCallOptions = { owner: "octokit", repo: "rest.js", hook_id: 1, url: "https://example.com/hook" };
 * endpoint("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", options).body; //=> { url: "https://example.com/hook" }
 * ```
 *
 * @group Types
 */
export interface RouteCallOptions {
  /** HTTP method, in any case; given, it wins over the route's, as in octokit. */
  readonly method?: HttpMethod | undefined;
  /** Prefixed to the route's URL when it is a path. Default `https://api.github.com`. */
  readonly baseUrl?: string | undefined;
  /** Custom headers, merged key by key over the defaults. */
  readonly headers?: RequestHeaders | undefined;
  /** Response format and previews; both amend `accept`. */
  readonly mediaType?: MediaType | undefined;
  /**
   * The request body, instead of one built from the other parameters. Text,
   * bytes, a Blob, form data or a stream is the body; anything else is sent
   * as its JSON: a class instance as its own properties, a Date or URL as its
   * JSON text. What JSON cannot hold (a Set, a Map, `NaN`, a BigInt…) is
   * refused, naming where it sits.
   */
  readonly data?: unknown;
  /** Meta information returned unchanged in the result. */
  readonly request?: RequestMeta | undefined;
  /** Parameters: URL variables, query parameters or body keys; `url` too, but beside the routes said above. */
  readonly [parameter: string]: unknown;
}

/**
 * A lowercase HTTP method as it appears in a result. Extension methods are
 * allowed, so any lowercase string is accepted.
 *
 * @example
 * ```ts
 * const method: ResultMethod = "patch";
 * ```
 *
 * @group Types
 */
export type ResultMethod = KnownMethod | (string & {});

/**
 * The options after merging with defaults: what `endpoint.merge()` returns and
 * `endpoint.parse()` takes. `url` is still a template; `method` is uppercase.
 *
 * @example
 * ```ts
 * const merged: MergedOptions = endpoint.merge("GET /orgs/{org}/repos", { org: "octokit" });
 * merged.url; //=> "/orgs/{org}/repos"
 * ```
 *
 * @group Types
 */
export interface MergedOptions<Method extends string = string, Request extends RequestMeta = RequestMeta> {
  /** Uppercase HTTP method. */
  method: Method;
  /** The URL template, placeholders not yet replaced. Absent only when nothing set one. */
  url?: string;
  /** Prefixed to `url` when `url` is a path. */
  baseUrl: string;
  /** Default and passed headers, names lowercased. */
  headers: ResultHeaders;
  /** The merged media type, as octokit shapes it. */
  mediaType: {
    /** The response format, `""` when none is set. */
    format: string;
    /** Preview names, each without its `-preview`; absent when there are none. */
    previews?: string[];
  };
  /** Meta information for the HTTP client, when any was given. */
  request?: Request;
  /** Every other parameter, defaulted or passed. */
  [parameter: string]: unknown;
}

/**
 * Plain request options that any HTTP client can send: what `endpoint()`,
 * `endpoint.parse()` and `RequestBuilder#build()` return.
 *
 * @example
 * ```ts
 * const result: RequestOptions = endpoint("GET /orgs/{org}/repos", { org: "octokit" });
 * result.url; //=> "https://api.github.com/orgs/octokit/repos"
 * ```
 *
 * @group Types
 */
export interface RequestOptions<Method extends ResultMethod = ResultMethod, Request extends RequestMeta = RequestMeta> {
  /** Lowercase HTTP method. */
  method: Method;
  /** Absolute URL with placeholders filled and, for GET and HEAD, query parameters appended. */
  url: string;
  /** Headers with lowercased names. */
  headers: ResultHeaders;
  /** The body, present only when one exists (never for GET and HEAD). */
  body?: unknown;
  /** The very `request` value that was passed in, when one was. */
  request?: Request;
}

/**
 * What the fetch helpers say of merged options (`endpoint.merge()`, a
 * builder's `.options()`): their URL is still a template, with parameters
 * not yet placed in it. No object has this property, so such a call does
 * not compile, and the message says what to do: expand them with
 * `endpoint.parse()` first.
 *
 * @example
 * ```ts
 * toFetchArguments(endpoint.merge("GET /orgs/{org}", { org: "octokit" }));
 * // error: … is not assignable to parameter of type 'SendableOptions'
 * toFetchArguments(endpoint.parse(endpoint.merge("GET /orgs/{org}", { org: "octokit" })))[0];
 * //=> "https://api.github.com/orgs/octokit"
 * ```
 *
 * @group Compile errors
 */
export interface MergedOptionsNotParsed {
  /** Never present: it carries the message. */
  readonly "merged options: expand them with endpoint.parse() first": never;
}

/**
 * Request options as the fetch helpers take them: what `endpoint()`,
 * `endpoint.parse()` and `RequestBuilder#build()` return. Merged options
 * hold a `baseUrl`, which request options never do, and do not compile
 * here (see {@link MergedOptionsNotParsed}).
 *
 * @example
 * ```ts
 * const options: SendableOptions = endpoint("GET /orgs/{org}", { org: "octokit" });
 * toFetchArguments(options)[0]; //=> "https://api.github.com/orgs/octokit"
 * ```
 *
 * @group Types
 */
export interface SendableOptions extends RequestOptions {
  /** Never present: merged options hold one. */
  readonly baseUrl?: MergedOptionsNotParsed;
}

/**
 * `T` with every property, at every depth, read-only.
 *
 * @example
 * ```ts
 * const defaults: DeepReadonly<MergedOptions> = endpoint.DEFAULTS;
 * ```
 *
 * @group Types
 */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
