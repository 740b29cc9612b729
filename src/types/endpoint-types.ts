/**
 * The types of the endpoint functions: `endpoint` itself, the functions
 * `.defaults()` makes, and those `.withTypes()` types by an OpenAPI description.
 */
import type { RequestBuilder } from "../builder/request-builder";
import type { InvalidArgumentError, UnsafePathParameterError, UriTemplateError } from "../errors";
import type {
  DescribedRequestOptions,
  DescribedRouteName,
  MethodNotInDescription,
  ResponseData,
  ResponseError,
  RouteAloneCheck,
  RouteNotInDescription,
  DefaultedRouteOptions,
  RouteOptions,
  RouteText,
  RouteWithOptionsCheck,
  WithTypesArguments,
  DescribedWithMethod,
  OperationDefaultedOptions,
  OperationRouteOptions,
  PathDefaults,
} from "./openapi-types";
import type { TypedRequestBuilder } from "./typed-builder-types";
import type { DeepReadonly, EndpointOptions, MergedOptions, RouteCallOptions } from "./options";
import type {
  MissingRouteVariables,
  ProvidedNames,
  RouteCheck,
  RouteOptionsCheck,
  UrlCheck,
} from "./parameter-types";
import type { EndpointResult, GivenRequest, MergedMethod, MergeResult, OptionsUrl, RouteResult } from "./result-types";
import type { RequiredRouteVariables, RouteMethod } from "./route-types";

/**
 * The `endpoint` function and its companions. Each function made by
 * `.defaults()` has its own defaults and leaves the one it came from unchanged.
 *
 * For a literal route, the options must give every required path variable of
 * the route (see {@link RequiredRouteVariables}) that the defaults do not: a
 * missing one is a compile error naming it. A route typed `string` is not checked.
 *
 * @typeParam Provided - Parameter names the defaults give a value, which calls need not repeat.
 * @example
 * ```ts
 * const myEndpoint = endpoint.defaults({ baseUrl: "https://ghe.acme.com/api/v3", org: "acme" });
 * myEndpoint("GET /orgs/{org}/repos").url; //=> "https://ghe.acme.com/api/v3/orgs/acme/repos"
 * ```
 *
 * @group Endpoint
 */
export interface Endpoint<Provided extends string = never> {
  // The two-argument form comes first: most calls use it, and the compiler
  // then settles them on the first signature it tries.
  /**
   * Builds request options from a route and options.
   *
   * @typeParam Route - The route; a literal one is checked for its path variables.
   * @typeParam Options - The options as given, which type the result's `method` and `request`.
   * @param route - `"<METHOD> <url>"` or a bare URL meaning GET.
   * @param options - URL variables, query or body parameters, and named options.
   * @throws {@link InvalidArgumentError} when an option or parameter has the wrong type or shape.
   * @throws {@link UriTemplateError} when the URL template is invalid.
   * @throws {@link UnsafePathParameterError} when a path parameter would add a `.` or `..` segment.
   * @example
   * ```ts
   * endpoint("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" }).url;
   * //=> "https://api.github.com/repos/octokit/rest.js"
   * endpoint("GET /repos/{owner}/{repo}", { owner: "octokit" });
   * // compile error: Argument of type '"GET /repos/{owner}/{repo}"' is not assignable to
   * // parameter of type '"GET /repos/{owner}/{repo}" & MissingPathParameters<"repo">'
   * ```
   */
  <Route extends string, Options extends RouteCallOptions | undefined>(
    route: Route & RouteOptionsCheck<Route, Options, Provided>,
    options: Options,
  ): RouteResult<Route, Options>;
  /**
   * Builds request options from a route alone.
   *
   * @typeParam Route - The route; a literal one must not have path variables the defaults do not give.
   * @param route - `"<METHOD> <url>"` or a bare URL meaning GET.
   * @throws {@link InvalidArgumentError} when the route is not a string of that form.
   * @throws {@link UriTemplateError} when the URL template is invalid.
   * @example
   * ```ts
   * endpoint("GET /user").url; //=> "https://api.github.com/user"
   * endpoint("GET /orgs/{org}");
   * // compile error: Argument of type '"GET /orgs/{org}"' is not assignable to
   * // parameter of type '"GET /orgs/{org}" & MissingPathParameters<"org">'
   * ```
   */
  <Route extends string>(
    route: Route & RouteCheck<MissingRouteVariables<Route, Provided>>,
  ): EndpointResult<RouteMethod<Route>, never>;
  /**
   * Builds request options from an options object holding `method` and `url`.
   *
   * @typeParam Options - The options as given; a literal `url` is checked for its path variables.
   * @param options - Named options and parameters.
   * @throws {@link InvalidArgumentError} when an option or parameter has the wrong type or shape, or no `url` is set.
   * @throws {@link UriTemplateError} when the URL template is invalid.
   * @throws {@link UnsafePathParameterError} when a path parameter would add a `.` or `..` segment.
   * @example
   * ```ts
   * endpoint({ method: "POST", url: "/markdown", text: "Hello **world**" }).body;
   * //=> { text: "Hello **world**" }
   * ```
   */
  <const Options extends EndpointOptions>(
    options: Options & NoInfer<UrlCheck<MissingRouteVariables<OptionsUrl<Options>, Provided | ProvidedNames<Options>>>>,
  ): EndpointResult<MergedMethod<string, Options>, GivenRequest<Options>>;
  /**
   * The defaults of this function, deeply frozen.
   *
   * @example
   * ```ts
   * endpoint.DEFAULTS.baseUrl; //=> "https://api.github.com"
   * ```
   */
  readonly DEFAULTS: DeepReadonly<MergedOptions>;
  /**
   * A new endpoint function whose defaults are these defaults with `options`
   * merged over them. Parameters given here need not be given again.
   *
   * @typeParam Options - The defaults as given.
   * @param options - Defaults to add: any option or parameter.
   * @throws {@link InvalidArgumentError} when an option has the wrong type or shape.
   * @example
   * ```ts
   * const acme = endpoint.defaults({ org: "acme", per_page: 100 });
   * acme("GET /orgs/{org}/repos").url; //=> "https://api.github.com/orgs/acme/repos?per_page=100"
   * ```
   */
  defaults<Options extends EndpointOptions>(options: Options): Endpoint<Provided | ProvidedNames<Options>>;
  /**
   * Merges a route and options with the defaults, without expanding the URL or
   * routing parameters. Path variables are not checked: the result is not sent.
   *
   * @typeParam Route - The route as given.
   * @typeParam Options - The options as given.
   * @param route - `"<METHOD> <url>"` or a bare URL meaning GET.
   * @param options - Named options and parameters.
   * @throws {@link InvalidArgumentError} when an option has the wrong type or shape.
   * @example
   * ```ts
   * endpoint.merge("GET /orgs/{org}/repos", { org: "octokit" }).url; //=> "/orgs/{org}/repos"
   * ```
   */
  merge<Route extends string, Options extends EndpointOptions = never>(
    route: Route,
    options?: Options,
  ): MergeResult<Route, Options>;
  /**
   * Merges options with the defaults, without expanding the URL or routing parameters.
   *
   * @typeParam Options - The options as given.
   * @param options - Named options and parameters.
   * @throws {@link InvalidArgumentError} when an option has the wrong type or shape.
   * @example
   * ```ts
   * endpoint.merge({ method: "post", url: "/markdown" }).method; //=> "POST"
   * ```
   */
  merge<const Options extends EndpointOptions = never>(options?: Options): MergeResult<string, Options>;
  /**
   * Turns merged options into request options. Stateless: the defaults of this
   * function play no part.
   *
   * @typeParam Options - The merged options as given.
   * @param options - Merged options, as `merge()` returns them.
   * @throws {@link InvalidArgumentError} when an option has the wrong type or shape, or `url` is missing.
   * @throws {@link UriTemplateError} when the URL template is invalid.
   * @throws {@link UnsafePathParameterError} when a path parameter would add a `.` or `..` segment.
   * @example
   * ```ts
   * endpoint.parse(endpoint.merge("POST /markdown", { text: "hi" })).method; //=> "post"
   * ```
   */
  parse<Options extends MergedOptions>(options: Options): EndpointResult<Options["method"], GivenRequest<Options>>;
  /**
   * A {@link RequestBuilder} that starts from these defaults; parameters the
   * defaults give count as provided for `build()`.
   *
   * @example
   * ```ts
   * const octokit = endpoint.defaults({ owner: "octokit" });
   * octokit.builder().route("GET /repos/{owner}/{repo}").param("repo", "rest.js").build().url;
   * //=> "https://api.github.com/repos/octokit/rest.js"
   * ```
   */
  builder(): RequestBuilder<string, never, Provided>;
  /**
   * This function, typed by an OpenAPI description: the `paths` type that
   * openapi-typescript generates, or that `@octokit/openapi-types` ships for
   * GitHub. Routes the description has get their parameters checked and
   * their responses typed; see {@link TypedEndpoint}. For GitHub's
   * description it is this very function; any other API's needs its
   * `baseUrl` and `accept`, which the function returned has as defaults, so
   * that no request goes to GitHub by mistake.
   *
   * @typeParam Paths - The `paths` type of an OpenAPI description.
   * @typeParam Given - Parameter names the defaults give; leave it to its default.
   * @param api - Where the API lives and what it answers in; required for any description but GitHub's.
   * @throws {@link InvalidArgumentError} when `api` is not an object with a `baseUrl` and an `accept` string.
   * @example
   * ```ts
   * import type { paths } from "@octokit/openapi-types";
   * import type { paths as figmaPaths } from "./figma";
   *
   * const github = endpoint.withTypes<paths>();
   * github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Found a bug" });
   * const figma = endpoint.withTypes<figmaPaths>({ baseUrl: "https://api.figma.com", accept: "application/json" });
   * figma("GET /v1/me", {}).url; //=> "https://api.figma.com/v1/me"
   * ```
   */
  // `Given` defaults to `Provided` rather than naming it, so that the typed
  // function does not make a function with more defaults unassignable to one
  // with fewer (signatures are compared without their defaults).
  withTypes<Paths, Given extends string = Provided>(...api: WithTypesArguments<Paths>): TypedEndpoint<Paths, Given>;
}

/**
 * An endpoint function typed by an OpenAPI description, as
 * `endpoint.withTypes<paths>()` returns it: the same function as the one it
 * came from, with the API's `baseUrl` and `accept` when they were given.
 *
 * For a route the description has (`"POST /repos/{owner}/{repo}/issues"`),
 * the options are typed from it (see {@link RouteOptions}): a missing
 * required parameter, body field or header, a value of the wrong type, or a
 * parameter the description does not name is a compile error naming it, and
 * editors suggest the routes and then the route's parameters. A route
 * written as the description writes routes (a path of plain `{name}`
 * variables) that it does not have is a compile error
 * ({@link RouteNotInDescription}, {@link MethodNotInDescription}), so a
 * misspelt route is caught. Any other route (a full URL, `{?query}` and
 * other operators, `:name`) and the options form keep the typing of the
 * untyped `endpoint`. The result of a described route carries the route in
 * its type, for {@link ResponseData} and {@link ResponseError}.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Provided - Parameter names the defaults give a value, which calls need not repeat.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 *
 * const github = endpoint.withTypes<paths>();
 * github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", state: "open" }).url;
 * //=> "https://api.github.com/repos/octokit/rest.js/issues?state=open"
 * github("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", state: "opened" });
 * // compile error: Type '"opened"' is not assignable to type '"open" | "closed" | "all" | undefined'.
 * ```
 *
 * @group Endpoint
 */
// Two interfaces, one for a function without defaults of parameters (as
// `withTypes()` makes it) and one for a function with some: the first's
// options need not ask, on every call, whether the defaults give any.
export type TypedEndpoint<Paths, Provided extends string = never> = [Provided] extends [never]
  ? TypedEndpointFunction<Paths>
  : TypedEndpointWithDefaults<Paths, Provided>;

/**
 * {@link TypedEndpoint} of a function whose defaults give no parameter, as
 * `endpoint.withTypes<paths>()` makes it.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const github: TypedEndpointFunction<paths> = endpoint.withTypes<paths>();
 * ```
 *
 * @group Endpoint
 */
export interface TypedEndpointFunction<Paths> extends TypedEndpointMembers<Paths, never> {
  // A route of the description written "<METHOD> <path>", as most calls
  // write it, takes one of the signatures by method, as the typed builder's
  // `.route()` does: the compiler splits the route as it infers the path
  // from `GET ${Path}`, with no conditional type, and finds the operation by
  // indexed access (`Found`). A signature that does not apply asks for one
  // argument more (a rest parameter typed `[never]`), so that the compiler
  // passes over it without naming it in a message; so does the last
  // signature for a route the others take. Any other route (a misspelt one,
  // a method its path lacks, `{?query}`, a full URL, a bare path) falls to
  // that last one, which reads the route as a whole (see RouteOptions) and
  // checks it on the route itself, so that a message about a route the
  // description lacks underlines the route. Editors list the description's
  // routes from a signature that no call matches (TypedEndpointMembers).
  /**
   * Builds request options for a GET route of the description from its parameters.
   *
   * @internal
   */
  <Path extends string, Found = (Paths & PathDefaults)[Path]["get"]>(
    route: `GET ${Path}` & RouteText,
    options: NoInfer<OperationRouteOptions<Found>>,
    ...described: Found extends object ? [] : [never]
  ): DescribedRequestOptions<Paths, `GET ${Path}`>;
  /**
   * Builds request options for a POST route of the description from its parameters.
   *
   * @internal
   */
  <Path extends string, Found = (Paths & PathDefaults)[Path]["post"]>(
    route: `POST ${Path}` & RouteText,
    options: NoInfer<OperationRouteOptions<Found>>,
    ...described: Found extends object ? [] : [never]
  ): DescribedRequestOptions<Paths, `POST ${Path}`>;
  /**
   * Builds request options for a DELETE route of the description from its parameters.
   *
   * @internal
   */
  <Path extends string, Found = (Paths & PathDefaults)[Path]["delete"]>(
    route: `DELETE ${Path}` & RouteText,
    options: NoInfer<OperationRouteOptions<Found>>,
    ...described: Found extends object ? [] : [never]
  ): DescribedRequestOptions<Paths, `DELETE ${Path}`>;
  /**
   * Builds request options for a PUT route of the description from its parameters.
   *
   * @internal
   */
  <Path extends string, Found = (Paths & PathDefaults)[Path]["put"]>(
    route: `PUT ${Path}` & RouteText,
    options: NoInfer<OperationRouteOptions<Found>>,
    ...described: Found extends object ? [] : [never]
  ): DescribedRequestOptions<Paths, `PUT ${Path}`>;
  /**
   * Builds request options for a PATCH route of the description from its parameters.
   *
   * @internal
   */
  <Path extends string, Found = (Paths & PathDefaults)[Path]["patch"]>(
    route: `PATCH ${Path}` & RouteText,
    options: NoInfer<OperationRouteOptions<Found>>,
    ...described: Found extends object ? [] : [never]
  ): DescribedRequestOptions<Paths, `PATCH ${Path}`>;
  /**
   * Builds request options for a route of the description with another method, or one in lowercase.
   *
   * @internal
   */
  <Method extends string, Path extends string, Found = Method extends MethodsAbove ? unknown : (Paths & PathDefaults)[Path][Lowercase<Method>]>(
    route: `${Method} ${Path}` & RouteText,
    options: NoInfer<OperationRouteOptions<Found>>,
    ...described: Found extends object ? [] : [never]
  ): DescribedRequestOptions<Paths, `${Method} ${Path}`>;
  /**
   * Builds request options for a route from its parameters: for a route of
   * the description, those it describes and no other; for any other route,
   * as the untyped `endpoint` takes them. A route written as the description
   * writes routes that it lacks does not compile, and the message, on the
   * route, names it ({@link RouteNotInDescription}) or the methods its path
   * has ({@link MethodNotInDescription}).
   *
   * @typeParam Route - The route, as written.
   * @param route - `"<METHOD> <path>"`, as the description has it, or any other route.
   * @param options - The route's parameters as the description types them, and `headers`, `mediaType`, `request` or `baseUrl`.
   * @param described - No argument. (A route of the description written `"<METHOD> <path>"` takes another signature, which costs the compiler less.)
   * @returns The request options: `method`, `url`, `headers`, and `body` when there is one.
   * @throws {@link InvalidArgumentError} when an option or parameter has the wrong type or shape.
   * @throws {@link UriTemplateError} when the URL template is invalid.
   * @throws {@link UnsafePathParameterError} when a path parameter would add a `.` or `..` segment.
   * @example
   * ```ts
   * github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Found a bug" }).body;
   * //=> { title: "Found a bug" }
   * github("DELETE /user", {});
   * // compile error: Argument of type '"DELETE /user"' is not assignable to parameter of type
   * // '"DELETE /user" & NoInfer<MethodNotInDescription<"GET" | "PATCH">>'.
   * ```
   */
  <Route extends string>(
    route: Route & NoInfer<RouteWithOptionsCheck<RouteOptions<Paths, Route>>>,
    options: NoInfer<RouteOptions<Paths, Route>>,
    ...described: DescribedWithMethod<Paths, Route>
  ): DescribedRequestOptions<Paths, Route>;
}

/**
 * {@link TypedEndpoint} of a function whose defaults give some parameters,
 * as `.defaults()` makes it: those parameters are optional in calls.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Provided - Parameter names the defaults give a value.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const octokitRepos: TypedEndpointWithDefaults<paths, "owner"> = endpoint.withTypes<paths>().defaults({ owner: "octokit" });
 * ```
 *
 * @group Endpoint
 */
export interface TypedEndpointWithDefaults<Paths, Provided extends string> extends TypedEndpointMembers<Paths, Provided> {
  // As TypedEndpointFunction's, with the names the defaults give optional.
  /**
   * Builds request options for a GET route of the description from its parameters.
   *
   * @internal
   */
  <Path extends string, Found = (Paths & PathDefaults)[Path]["get"]>(
    route: `GET ${Path}` & RouteText,
    options: NoInfer<OperationDefaultedOptions<Found, Provided>>,
    ...described: Found extends object ? [] : [never]
  ): DescribedRequestOptions<Paths, `GET ${Path}`>;
  /**
   * Builds request options for a POST route of the description from its parameters.
   *
   * @internal
   */
  <Path extends string, Found = (Paths & PathDefaults)[Path]["post"]>(
    route: `POST ${Path}` & RouteText,
    options: NoInfer<OperationDefaultedOptions<Found, Provided>>,
    ...described: Found extends object ? [] : [never]
  ): DescribedRequestOptions<Paths, `POST ${Path}`>;
  /**
   * Builds request options for a DELETE route of the description from its parameters.
   *
   * @internal
   */
  <Path extends string, Found = (Paths & PathDefaults)[Path]["delete"]>(
    route: `DELETE ${Path}` & RouteText,
    options: NoInfer<OperationDefaultedOptions<Found, Provided>>,
    ...described: Found extends object ? [] : [never]
  ): DescribedRequestOptions<Paths, `DELETE ${Path}`>;
  /**
   * Builds request options for a PUT route of the description from its parameters.
   *
   * @internal
   */
  <Path extends string, Found = (Paths & PathDefaults)[Path]["put"]>(
    route: `PUT ${Path}` & RouteText,
    options: NoInfer<OperationDefaultedOptions<Found, Provided>>,
    ...described: Found extends object ? [] : [never]
  ): DescribedRequestOptions<Paths, `PUT ${Path}`>;
  /**
   * Builds request options for a PATCH route of the description from its parameters.
   *
   * @internal
   */
  <Path extends string, Found = (Paths & PathDefaults)[Path]["patch"]>(
    route: `PATCH ${Path}` & RouteText,
    options: NoInfer<OperationDefaultedOptions<Found, Provided>>,
    ...described: Found extends object ? [] : [never]
  ): DescribedRequestOptions<Paths, `PATCH ${Path}`>;
  /**
   * Builds request options for a route of the description with another method, or one in lowercase.
   *
   * @internal
   */
  <Method extends string, Path extends string, Found = Method extends MethodsAbove ? unknown : (Paths & PathDefaults)[Path][Lowercase<Method>]>(
    route: `${Method} ${Path}` & RouteText,
    options: NoInfer<OperationDefaultedOptions<Found, Provided>>,
    ...described: Found extends object ? [] : [never]
  ): DescribedRequestOptions<Paths, `${Method} ${Path}`>;
  /**
   * Builds request options for a route from its parameters: for a route of
   * the description, those it describes and no other; for any other route,
   * as the untyped `endpoint` takes them. A route written as the description
   * writes routes that it lacks does not compile, and the message, on the
   * route, names it ({@link RouteNotInDescription}) or the methods its path
   * has ({@link MethodNotInDescription}).
   *
   * @typeParam Route - The route, as written.
   * @param route - `"<METHOD> <path>"`, as the description has it, or any other route.
   * @param options - The route's parameters as the description types them, and `headers`, `mediaType`, `request` or `baseUrl`.
   * @param described - No argument. (A route of the description written `"<METHOD> <path>"` takes another signature, which costs the compiler less.)
   * @returns The request options: `method`, `url`, `headers`, and `body` when there is one.
   * @throws {@link InvalidArgumentError} when an option or parameter has the wrong type or shape.
   * @throws {@link UriTemplateError} when the URL template is invalid.
   * @throws {@link UnsafePathParameterError} when a path parameter would add a `.` or `..` segment.
   * @example
   * ```ts
   * github("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", title: "Found a bug" }).body;
   * //=> { title: "Found a bug" }
   * github("DELETE /user", {});
   * // compile error: Argument of type '"DELETE /user"' is not assignable to parameter of type
   * // '"DELETE /user" & NoInfer<MethodNotInDescription<"GET" | "PATCH">>'.
   * ```
   */
  <Route extends string>(
    route: Route & NoInfer<RouteWithOptionsCheck<DefaultedRouteOptions<Paths, Route, Provided>>>,
    options: NoInfer<DefaultedRouteOptions<Paths, Route, Provided>>,
    ...described: DescribedWithMethod<Paths, Route>
  ): DescribedRequestOptions<Paths, Route>;
}

/**
 * What every {@link TypedEndpoint} has besides its call for a route and its
 * options: the call for a route alone or an options object, and the
 * methods.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Provided - Parameter names the defaults give a value.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const members: TypedEndpointMembers<paths, never> = endpoint.withTypes<paths>();
 * ```
 *
 * @group Type helpers
 */
export interface TypedEndpointMembers<Paths, Provided extends string> {
  /**
   * Builds request options for a route that needs no parameters, or from an
   * options object holding `method` and `url` (typed as the untyped
   * `endpoint` types it).
   *
   * @typeParam Route - The route, as written.
   * @typeParam Options - The options as given, when they are given instead of a route.
   * @param route - `"<METHOD> <path>"`, as the description has it, or any other route; or an options object.
   * @returns The request options: `method`, `url` and `headers`.
   * @throws {@link InvalidArgumentError} when the route is not a string of that form, or an option has the wrong type or shape.
   * @throws {@link UriTemplateError} when the URL template is invalid.
   * @example
   * ```ts
   * github("GET /user").url; //=> "https://api.github.com/user"
   * github({ method: "POST", url: "/markdown", text: "Hello **world**" }).body; //=> { text: "Hello **world**" }
   * github("GET /orgs/{org}");
   * // compile error: … parameter of type 'EndpointOptions | ("GET /orgs/{org}" & MissingParameters<"org">)'
   * ```
   */
  <Route extends string, const Options extends EndpointOptions = never>(
    route:
      | (Route & RouteAloneCheck<Paths, Route, Provided>)
      | (Options & NoInfer<UrlCheck<MissingRouteVariables<OptionsUrl<Options>, Provided | ProvidedNames<Options>>>>),
  ): // A route gives itself; options give none.
  string extends Route ? EndpointResult<MergedMethod<string, Options>, GivenRequest<Options>> : DescribedRequestOptions<Paths, Route>;
  /**
   * What editors read to list the description's routes; no call matches it.
   *
   * @internal
   */
  (route: DescribedRouteName<Paths>, options: never, completion: never): never;
  /**
   * The defaults of this function, deeply frozen.
   *
   * @example
   * ```ts
   * github.DEFAULTS.baseUrl; //=> "https://api.github.com"
   * ```
   */
  readonly DEFAULTS: DeepReadonly<MergedOptions>;
  /**
   * A new typed endpoint function whose defaults are these defaults with
   * `options` merged over them. Parameters given here are optional in calls.
   *
   * @typeParam Options - The defaults as given.
   * @param options - Defaults to add: any option or parameter.
   * @throws {@link InvalidArgumentError} when an option has the wrong type or shape.
   * @example
   * ```ts
   * const octokitRepos = github.defaults({ owner: "octokit" });
   * octokitRepos("GET /repos/{owner}/{repo}", { repo: "rest.js" }).url;
   * //=> "https://api.github.com/repos/octokit/rest.js"
   * ```
   */
  defaults<Options extends EndpointOptions>(options: Options): TypedEndpoint<Paths, Provided | ProvidedNames<Options>>;
  /**
   * Merges a route and options with the defaults, as `endpoint.merge()` does.
   *
   * @typeParam Route - The route as given.
   * @typeParam Options - The options as given.
   * @param route - `"<METHOD> <url>"` or a bare URL meaning GET.
   * @param options - Named options and parameters.
   * @throws {@link InvalidArgumentError} when an option has the wrong type or shape.
   * @example
   * ```ts
   * github.merge("GET /orgs/{org}/repos", { org: "octokit" }).url; //=> "/orgs/{org}/repos"
   * ```
   */
  merge<Route extends string, Options extends EndpointOptions = never>(
    route: Route,
    options?: Options,
  ): MergeResult<Route, Options>;
  /**
   * Merges options with the defaults, as `endpoint.merge()` does.
   *
   * @typeParam Options - The options as given.
   * @param options - Named options and parameters.
   * @throws {@link InvalidArgumentError} when an option has the wrong type or shape.
   * @example
   * ```ts
   * github.merge({ method: "post", url: "/markdown" }).method; //=> "POST"
   * ```
   */
  merge<const Options extends EndpointOptions = never>(options?: Options): MergeResult<string, Options>;
  /**
   * Turns merged options into request options, as `endpoint.parse()` does.
   *
   * @typeParam Options - The merged options as given.
   * @param options - Merged options, as `merge()` returns them.
   * @throws {@link InvalidArgumentError} when an option has the wrong type or shape, or `url` is missing.
   * @example
   * ```ts
   * github.parse(github.merge("POST /markdown", { text: "hi" })).method; //=> "post"
   * ```
   */
  parse<Options extends MergedOptions>(options: Options): EndpointResult<Options["method"], GivenRequest<Options>>;
  /**
   * A {@link RequestBuilder} that starts from these defaults, typed by the
   * same description: after `.route()` with a described route, `.param()`,
   * `.params()` and `.data()` take its parameters as the description types
   * them, and `.build()` compiles once every required one has a value.
   *
   * @example
   * ```ts
   * github.builder().route("GET /repos/{owner}/{repo}").params({ owner: "octokit", repo: "rest.js" }).build().url;
   * //=> "https://api.github.com/repos/octokit/rest.js"
   * ```
   */
  builder(): TypedRequestBuilder<Paths, Provided>;
  /**
   * This function typed by another OpenAPI description: the same function,
   * or, given the API's `baseUrl` and `accept`, one with those defaults.
   *
   * @typeParam Other - The `paths` type of that description.
   * @typeParam Given - Parameter names the defaults give; leave it to its default.
   * @param api - Where the API lives and what it answers in; required for any description but GitHub's.
   * @throws {@link InvalidArgumentError} when `api` is not an object with a `baseUrl` and an `accept` string.
   * @example
   * ```ts
   * import type { paths as figmaPaths } from "./figma";
   * const figma = github.withTypes<figmaPaths>({ baseUrl: "https://api.figma.com", accept: "application/json" });
   * ```
   */
  withTypes<Other, Given extends string = Provided>(...api: WithTypesArguments<Other>): TypedEndpoint<Other, Given>;
}

/** The methods the typed endpoint's signatures by method take: the one for any other method steps aside for them. */
type MethodsAbove = "GET" | "POST" | "DELETE" | "PUT" | "PATCH";
