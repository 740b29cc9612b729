/**
 * Public types of fluent-endpoint.
 */
import type { RequestBuilder } from "./builder/request-builder";

/**
 * A header value a client can send: text, or a number such as `content-length: 14`.
 *
 * @example
 * ```ts
 * const value: HeaderValue = 14;
 * ```
 */
export type HeaderValue = string | number;

/**
 * Headers as passed in. Names may use any case; they are lowercased.
 * An `undefined` value is ignored, leaving a default for that name in place.
 *
 * @example
 * ```ts
 * const headers: RequestHeaders = { Authorization: "token secret", "x-debug": undefined };
 * ```
 */
export type RequestHeaders = Readonly<Record<string, HeaderValue | undefined>>;

/**
 * Headers in merged options and results: lowercased names, no `undefined` values.
 *
 * @example
 * ```ts
 * const headers: ResultHeaders = { accept: "application/vnd.github.v3+json" };
 * ```
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
 */
export interface MediaType {
  /** A media type parameter such as `raw`, `diff` or `text+json`. */
  readonly format?: string | undefined;
  /** Preview names such as `mercy`; a trailing `-preview` is dropped. */
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
 */
export type RequestMeta = Readonly<Record<string, unknown>>;

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
 */
export interface EndpointOptions {
  /** HTTP method, in any case. Default `GET`. */
  readonly method?: string | undefined;
  /** A path or full URL, an RFC 6570 template that may also use `:name` placeholders. */
  readonly url?: string | undefined;
  /** Prefixed to `url` when `url` is a path. Default `https://api.github.com`. */
  readonly baseUrl?: string | undefined;
  /** Custom headers, merged key by key over the defaults. */
  readonly headers?: RequestHeaders | undefined;
  /** Response format and previews; both amend `accept`. */
  readonly mediaType?: MediaType | undefined;
  /** The request body as it stands, instead of one built from the other parameters. */
  readonly data?: unknown;
  /** Meta information returned unchanged in the result. */
  readonly request?: RequestMeta | undefined;
  /** Parameters: URL variables, query parameters or body keys. */
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
 */
export type ResultMethod =
  | "get"
  | "head"
  | "post"
  | "put"
  | "patch"
  | "delete"
  | "options"
  | (string & {});

/**
 * The options after merging with defaults: what `endpoint.merge()` returns and
 * `endpoint.parse()` takes. `url` is still a template; `method` is uppercase.
 *
 * @example
 * ```ts
 * const merged: MergedOptions = endpoint.merge("GET /orgs/{org}/repos", { org: "octokit" });
 * merged.url; //=> "/orgs/{org}/repos"
 * ```
 */
export interface MergedOptions {
  /** Uppercase HTTP method. */
  method: string;
  /** The URL template, placeholders not yet replaced. Absent only when nothing set one. */
  url?: string;
  /** Prefixed to `url` when `url` is a path. */
  baseUrl: string;
  /** Default and passed headers, names lowercased. */
  headers: ResultHeaders;
  /** The merged media type; `previews` without duplicates, defaults first. */
  mediaType: { format: string; previews: string[] };
  /** Meta information for the HTTP client, when any was given. */
  request?: RequestMeta;
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
 */
export interface RequestOptions {
  /** Lowercase HTTP method. */
  method: ResultMethod;
  /** Absolute URL with placeholders filled and, for GET and HEAD, query parameters appended. */
  url: string;
  /** Headers with lowercased names. */
  headers: ResultHeaders;
  /** The body, present only when one exists (never for GET and HEAD). */
  body?: unknown;
  /** The very `request` value that was passed in, when one was. */
  request?: RequestMeta;
}

/**
 * The `endpoint` function and its companions. Each function made by
 * `.defaults()` has its own defaults and leaves the one it came from unchanged.
 *
 * @example
 * ```ts
 * const myEndpoint: Endpoint = endpoint.defaults({ baseUrl: "https://ghe.acme.com/api/v3" });
 * myEndpoint("GET /user").url; //=> "https://ghe.acme.com/api/v3/user"
 * ```
 */
export interface Endpoint {
  /**
   * Builds request options from a route and options.
   *
   * @param route - `"<METHOD> <url>"` or a bare URL meaning GET.
   * @param options - URL variables, query or body parameters, and named options.
   */
  (route: string, options?: EndpointOptions): RequestOptions;
  /**
   * Builds request options from an options object holding `method` and `url`.
   *
   * @param options - Named options and parameters.
   */
  (options: EndpointOptions): RequestOptions;
  /** The defaults of this function, deeply frozen. */
  readonly DEFAULTS: DeepReadonly<MergedOptions>;
  /**
   * A new endpoint function whose defaults are these defaults with `options`
   * merged over them.
   *
   * @param options - Defaults to add: any option or parameter.
   */
  defaults(options: EndpointOptions): Endpoint;
  /**
   * Merges a route and options with the defaults, without expanding the URL or
   * routing parameters.
   *
   * @param route - `"<METHOD> <url>"` or a bare URL meaning GET.
   * @param options - Named options and parameters.
   */
  merge(route: string, options?: EndpointOptions): MergedOptions;
  /**
   * Merges options with the defaults, without expanding the URL or routing parameters.
   *
   * @param options - Named options and parameters.
   */
  merge(options?: EndpointOptions): MergedOptions;
  /**
   * Turns merged options into request options. Stateless: the defaults of this
   * function play no part.
   *
   * @param options - Merged options, as `merge()` returns them.
   */
  parse(options: MergedOptions): RequestOptions;
  /** A {@link RequestBuilder} that starts from these defaults. */
  builder(): RequestBuilder;
}

/**
 * `T` with every property, at every depth, read-only.
 *
 * @example
 * ```ts
 * const defaults: DeepReadonly<MergedOptions> = endpoint.DEFAULTS;
 * ```
 */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
