/**
 * The precise types of what `endpoint()`, `endpoint.merge()` and
 * `endpoint.parse()` return for the arguments they were given: the method
 * after merging, and the `request` object as passed in.
 */
import type { RouteMethod, RouteUrl } from "./route-types";
import type { EndpointOptions, MergedOptions, RequestMeta, RequestOptions, ResultMethod } from "./options";

/**
 * The method a request gets from a route and options, uppercase: `method` in
 * the options wins over the route's, as at run time. `string` when it is not
 * known from the types (a route typed `string`, options without a method
 * whose defaults may set one).
 *
 * @example
 * ```ts
 * type A = MergedMethod<"GET /user", { method: "patch" }>; //=> "PATCH"
 * type B = MergedMethod<"/user", never>; //=> "GET"
 * ```
 *
 * @group Type helpers
 */
export type MergedMethod<Route extends string, Options> = [Options] extends [never]
  ? RouteMethod<Route>
  : "method" extends keyof Options
    ? Options extends Record<"method", infer Method extends string>
      ? UppercaseMethod<Method>
      : Options extends Partial<Record<"method", infer Method extends string | undefined>>
        ? UppercaseMethod<Exclude<Method, undefined>> | RouteMethod<Route>
        : string
    : RouteMethod<Route>;

type UppercaseMethod<Method extends string> = string extends Method ? string : Uppercase<Method>;

/**
 * The `method` of a result: the lowercase form of a known method, or
 * {@link ResultMethod} when it is not known from the types.
 *
 * @example
 * ```ts
 * type Method = LowercaseMethod<"POST">; //=> "post"
 * ```
 *
 * @group Type helpers
 */
export type LowercaseMethod<Method extends string> = string extends Method ? ResultMethod : Lowercase<Method>;

/**
 * The type of the `request` option an options object passes for certain, or
 * `never` when it may pass none.
 *
 * @example
 * ```ts
 * type Meta = GivenRequest<{ request: { timeout: number } }>; //=> { timeout: number }
 * ```
 *
 * @group Type helpers
 */
export type GivenRequest<Options> = [Options] extends [never]
  ? never
  : Options extends Record<"request", infer Request extends RequestMeta>
    ? Request
    : never;

/**
 * Request options whose `request` is the object that was passed in, so it is
 * present and keeps the type it was given.
 *
 * @example
 * ```ts
 * const result: RequestOptionsWithRequest<"get", { timeout: number }> =
 *   endpoint("GET /user", { request: { timeout: 5000 } });
 * result.request.timeout; //=> 5000
 * ```
 *
 * @group Type helpers
 */
export interface RequestOptionsWithRequest<Method extends ResultMethod, Request extends RequestMeta>
  extends RequestOptions<Method, Request> {
  /** The very `request` value that was passed in. */
  request: Request;
}

/**
 * What `endpoint()` and `endpoint.parse()` return, typed from their arguments:
 * the lowercase method when it is known, and `request` as it was given.
 *
 * @example
 * ```ts
 * type Result = EndpointResult<"POST", never>; //=> RequestOptions<"post">
 * ```
 *
 * @group Type helpers
 */
export type EndpointResult<Method extends string, Request extends RequestMeta> = [Request] extends [never]
  ? RequestOptions<LowercaseMethod<Method>>
  : RequestOptionsWithRequest<LowercaseMethod<Method>, Request>;

/**
 * What `endpoint.merge()` returns, typed from its arguments: the uppercase
 * method when it is known, the URL template of the route, and `request` as it
 * was given.
 *
 * @example
 * ```ts
 * type Merged = MergeResult<"GET /orgs/{org}", never>;
 * //=> MergedOptions<"GET"> & Record<"url", "/orgs/{org}">
 * ```
 *
 * @group Type helpers
 */
export type MergeResult<Route extends string, Options> = [GivenRequest<Options>] extends [never]
  ? MergedOptions<MergedMethod<Route, Options>> & MergedUrl<Route, Options>
  : MergedOptions<MergedMethod<Route, Options>, GivenRequest<Options>> &
      MergedUrl<Route, Options> & Record<"request", GivenRequest<Options>>;

type MergedUrl<Route extends string, Options> = [Options] extends [never]
  ? RouteUrlOf<Route>
  : Options extends Record<"url", infer Url extends string>
    ? Record<"url", Url>
    : RouteUrlOf<Route>;

type RouteUrlOf<Route extends string> = string extends Route ? unknown : Record<"url", RouteUrl<Route>>;

/**
 * The URL template in an options object, or `string` when it has none for
 * certain (then the defaults supply it, and it is not checked).
 *
 * @example
 * ```ts
 * type Url = OptionsUrl<{ url: "/orgs/{org}" }>; //=> "/orgs/{org}"
 * ```
 *
 * @group Type helpers
 */
export type OptionsUrl<Options extends EndpointOptions> = Options extends Record<"url", infer Url extends string>
  ? Url
  : string;

/**
 * What `endpoint(route, options)` returns: {@link RequestOptions} whose
 * `method` is the lowercase method of the route or the options (see
 * {@link MergedMethod}). An interface, so that the compiler works the method
 * out only where the result is used, not on every call.
 *
 * @example
 * ```ts
 * const result: RouteRequestOptions<"POST /markdown", { text: string }> = endpoint("POST /markdown", { text: "hi" });
 * result.method; //=> "post"
 * ```
 *
 * @group Type helpers
 */
export interface RouteRequestOptions<Route extends string, Options>
  extends RequestOptions<LowercaseMethod<MergedMethod<Route, Options>>> {}

/**
 * What `endpoint(route, options)` returns when the options give a `request`:
 * {@link RouteRequestOptions} whose `request` is that very object.
 *
 * @example
 * ```ts
 * const result: RouteRequestOptionsWithRequest<"GET /user", { request: { timeout: number } }> =
 *   endpoint("GET /user", { request: { timeout: 5000 } });
 * result.request.timeout; //=> 5000
 * ```
 *
 * @group Type helpers
 */
export interface RouteRequestOptionsWithRequest<Route extends string, Options>
  extends RequestOptionsWithRequest<LowercaseMethod<MergedMethod<Route, Options>>, GivenRequest<Options>> {}

/**
 * The type of `endpoint(route, options)`: {@link RouteRequestOptionsWithRequest}
 * when the options give a `request` for certain, else {@link RouteRequestOptions}.
 *
 * @example
 * ```ts
 * type Plain = RouteResult<"GET /user", { per_page: number }>; //=> RouteRequestOptions<"GET /user", { per_page: number }>
 * ```
 *
 * @group Type helpers
 */
export type RouteResult<Route extends string, Options> = "request" extends keyof Options
  ? [GivenRequest<Options>] extends [never]
    ? RouteRequestOptions<Route, Options>
    : RouteRequestOptionsWithRequest<Route, Options>
  : RouteRequestOptions<Route, Options>;
