/**
 * `endpoint` as octokit's own clients expect it, over the package's main
 * `endpoint`: the same requests, checked by the same code, told in octokit's
 * conventions where `@octokit/request` and its plugins depend on them.
 */
// The package's own main entry, by its name: the subpath runs the very module the main entry is, with the same error classes.
import { endpoint as strictEndpoint } from "fluent-endpoint";
import type {
  DeepReadonly,
  Endpoint,
  EndpointOptions,
  GivenRequest,
  MergedMethod,
  MergedOptions,
  MergeResult,
  MissingRouteVariables,
  OptionsUrl,
  ProvidedNames,
  RequestMeta,
  RequestOptions,
  RequestOptionsWithRequest,
  RouteCallOptions,
  RouteCheck,
  RouteMethod,
  RouteOptionsCheck,
  UrlCheck,
} from "fluent-endpoint";

/**
 * The `method` of a result of `fluent-endpoint/octokit`: upper-case, as
 * `@octokit/request` sends it.
 *
 * @example
 * ```ts
 * type Method = OctokitMethod<"patch">; //=> "PATCH"
 * ```
 */
export type OctokitMethod<Method extends string> = string extends Method ? string : Uppercase<Method>;

/**
 * What `endpoint()` and `endpoint.parse()` of `fluent-endpoint/octokit`
 * return: the request options of the main `endpoint`, the method upper-case.
 *
 * @example
 * ```ts
 * const result: OctokitRequestOptions<"PATCH", never> = endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", private: true });
 * result.method; //=> "PATCH"
 * ```
 */
export type OctokitRequestOptions<Method extends string, Request extends RequestMeta> = [Request] extends [never]
  ? RequestOptions<OctokitMethod<Method>>
  : RequestOptionsWithRequest<OctokitMethod<Method>, Request>;

/**
 * What `merge()` of `fluent-endpoint/octokit` returns, typed from its
 * arguments as the main export's {@link MergeResult} is: the upper-case
 * method when it is known, the URL template of the route, and `request` as
 * it was given.
 *
 * @example
 * ```ts
 * type Merged = OctokitMergeResult<"get /orgs/{org}", never>;
 * //=> MergedOptions<"GET"> & { url: "/orgs/{org}" }
 * ```
 */
export type OctokitMergeResult<Route extends string, Options> = [GivenRequest<Options>] extends [never]
  ? MergedOptions<MergedMethod<Route, Options>> & Pick<MergeResult<Route, Options>, "url">
  : MergedOptions<MergedMethod<Route, Options>, GivenRequest<Options>> & Pick<MergeResult<Route, Options>, "url" | "request">;

/**
 * The `endpoint` of `fluent-endpoint/octokit`: the three call forms, `DEFAULTS`,
 * `defaults()`, `merge()` and `parse()` of `@octokit/endpoint`, typed as the
 * main {@link Endpoint} types them (a missing path parameter of a literal
 * route is a compile error), with the method upper-case.
 *
 * @typeParam Provided - Parameter names the defaults give a value, which calls need not repeat.
 * @example
 * ```ts
 * import { endpoint } from "fluent-endpoint/octokit";
 * const ghe: OctokitEndpoint<"org"> = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3", org: "acme" });
 * ghe("PATCH /orgs/{org}", { description: "Acme" }).method; //=> "PATCH"
 * ```
 */
export interface OctokitEndpoint<Provided extends string = never> {
  /**
   * Builds request options from a route and options, as the main `endpoint`
   * does, the method upper-case.
   *
   * @typeParam Route - The route; a literal one is checked for its path variables.
   * @typeParam Options - The options as given, which type the result's `method` and `request`.
   * @param route - `"<METHOD> <url>"` or a bare URL meaning GET.
   * @param options - URL variables, query or body parameters, and named options.
   * @example
   * ```ts
   * endpoint("PATCH /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js", private: true });
   * //=> { method: "PATCH", url: "https://api.github.com/repos/octokit/rest.js", headers: { … }, body: { private: true } }
   * ```
   */
  <Route extends string, Options extends RouteCallOptions | undefined>(
    route: Route & RouteOptionsCheck<Route, Options, Provided>,
    options: Options,
  ): OctokitRequestOptions<MergedMethod<Route, Options>, GivenRequest<Options>>;
  /**
   * Builds request options from a route alone, the method upper-case.
   *
   * @typeParam Route - The route; a literal one must not have path variables the defaults do not give.
   * @param route - `"<METHOD> <url>"` or a bare URL meaning GET.
   * @example
   * ```ts
   * endpoint("HEAD /user").method; //=> "HEAD"
   * ```
   */
  <Route extends string>(route: Route & RouteCheck<MissingRouteVariables<Route, Provided>>): OctokitRequestOptions<RouteMethod<Route>, never>;
  /**
   * Builds request options from an options object holding `method` and `url`,
   * the method upper-case.
   *
   * @typeParam Options - The options as given; a literal `url` is checked for its path variables.
   * @param options - Named options and parameters.
   * @example
   * ```ts
   * endpoint({ method: "delete", url: "/repos/{owner}/{repo}", owner: "o", repo: "r" }).method; //=> "DELETE"
   * ```
   */
  <const Options extends EndpointOptions>(
    options: Options & NoInfer<UrlCheck<MissingRouteVariables<OptionsUrl<Options>, Provided | ProvidedNames<Options>>>>,
  ): OctokitRequestOptions<MergedMethod<string, Options>, GivenRequest<Options>>;
  /**
   * The defaults of this function, shaped as octokit's and deeply frozen.
   *
   * @example
   * ```ts
   * endpoint.DEFAULTS.mediaType; //=> { format: "" }
   * ```
   */
  readonly DEFAULTS: DeepReadonly<MergedOptions>;
  /**
   * A new function of the same kind whose defaults are these defaults with
   * `options` merged over them.
   *
   * @typeParam Options - The defaults as given.
   * @param options - Defaults to add: any option or parameter.
   * @example
   * ```ts
   * endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" })("put /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }).method;
   * //=> "PUT"
   * ```
   */
  defaults<Options extends EndpointOptions>(options: Options): OctokitEndpoint<Provided | ProvidedNames<Options>>;
  /**
   * Merges a route and options with the defaults, without expanding the URL
   * or routing parameters; shaped as octokit's merged options.
   *
   * @typeParam Route - The route as given.
   * @typeParam Options - The options as given.
   * @param route - `"<METHOD> <url>"` or a bare URL meaning GET.
   * @param options - Named options and parameters.
   * @example
   * ```ts
   * endpoint.merge("get /orgs/{org}/repos", { org: "octokit" }).method; //=> "GET"
   * ```
   */
  merge<Route extends string, Options extends EndpointOptions = never>(route: Route, options?: Options): OctokitMergeResult<Route, Options>;
  /**
   * Merges options with the defaults, without expanding the URL or routing
   * parameters; shaped as octokit's merged options.
   *
   * @typeParam Options - The options as given.
   * @param options - Named options and parameters.
   * @example
   * ```ts
   * endpoint.merge({ method: "post", url: "/markdown" }).method; //=> "POST"
   * ```
   */
  merge<const Options extends EndpointOptions = never>(options?: Options): OctokitMergeResult<string, Options>;
  /**
   * Turns merged options into request options, the method upper-case.
   * Stateless: the defaults of this function play no part.
   *
   * @typeParam Options - The merged options as given.
   * @param options - Merged options, as `merge()` of either export returns them.
   * @example
   * ```ts
   * endpoint.parse(endpoint.merge("post /markdown", { text: "hi" })).method; //=> "POST"
   * ```
   */
  parse<Options extends MergedOptions>(options: Options): OctokitRequestOptions<Options["method"], GivenRequest<Options>>;
}

/** A result of the main `endpoint` (a fresh object of the caller's) with its method upper-case. */
function upperCaseMethod(result: RequestOptions): RequestOptions {
  // A method is an HTTP token, ASCII only, so upper-casing it is one-to-one.
  result.method = result.method.toUpperCase();
  return result;
}

/** `inner` told in octokit's conventions: the method upper-case in results (merged options are octokit's shape already). */
function withOctokitConventions(inner: Endpoint): OctokitEndpoint {
  function endpoint(route?: unknown, options?: unknown): RequestOptions {
    return upperCaseMethod((inner as (route?: unknown, options?: unknown) => RequestOptions)(route, options));
  }
  // Read when asked, as the main function's are: importing the subpath makes no defaults.
  Object.defineProperty(endpoint, "DEFAULTS", { get: () => inner.DEFAULTS, enumerable: true });
  endpoint.defaults = (options: EndpointOptions) => withOctokitConventions(inner.defaults(options));
  endpoint.merge = inner.merge;
  endpoint.parse = (options: MergedOptions) => upperCaseMethod(inner.parse(options));
  return Object.freeze(endpoint) as unknown as OctokitEndpoint;
}

/**
 * The `endpoint` of `@octokit/endpoint`, made by fluent-endpoint: the
 * requests of the main `endpoint`, with every check of it, and the method
 * upper-case in results and merged options, as `@octokit/request` sends
 * what it is given. One alias puts it inside an existing Octokit:
 * `alias: { "@octokit/endpoint": "fluent-endpoint/octokit" }`.
 *
 * @example
 * ```ts
 * import { endpoint } from "fluent-endpoint/octokit";
 *
 * endpoint("PATCH /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js", private: true });
 * //=> { method: "PATCH", url: "https://api.github.com/repos/octokit/rest.js",
 * //     headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0",
 * //                "content-type": "application/json; charset=utf-8" },
 * //     body: { private: true } }
 * ```
 */
export const endpoint: OctokitEndpoint = /* @__PURE__ */ withOctokitConventions(strictEndpoint);
