/**
 * The typed builder: a {@link RequestBuilder} typed by an OpenAPI
 * description, as `endpoint.withTypes<paths>().builder()` returns it.
 *
 * These types run on every call of a chain, so they are written for the
 * compiler's cost (`npm run typecost`; see docs/typed-routes.md, "What it
 * costs the compiler"). The builder keeps the route's parameters as a type
 * argument of its own, worked out once in `.route()`, so that the steps
 * after it read them rather than the route. `.route()` takes a route of the
 * description by one signature per method, which splits the route while it
 * infers its path and finds the operation by indexed access; any other
 * route falls to the signature that reads it as the typed endpoint does.
 * A signature that does not apply steps aside by asking for one argument
 * more (a rest parameter typed `[never]`), so that the compiler neither
 * tries it further nor names it in a message.
 */
import type { RequestBuilder } from "../builder/request-builder";
import type { InvalidArgumentError, UnsafePathParameterError } from "../errors";
import type { RoutedBuilder, WithOptions } from "./builder-types";
import type {
  bodyRequired,
  bodyToSet,
  BodyToSet,
  DataBody,
  setApart,
  DescribedRequestOptions,
  DescribedRouteName,
  MethodNotInDescription,
  MissingBody,
  MissingHeaders,
  MissingParameters,
  headersToSet,
  HeadersToSet,
  OperationParameters,
  PathDefaults,
  RouteNotInDescription,
  RouteOperation,
  RouteParametersOf,
  RouteText,
  TypedByTheRoute,
  WithDefaults,
} from "./openapi-types";
import type { EndpointOptions, HeaderValue, MergedOptions, RequestHeaders, RequestMeta } from "./options";

/**
 * What the typed builder's `.route()` returns for a route that its
 * signatures by method do not take: the typed builder keeping the route
 * (a route of the description written as a bare path), or for a route
 * written otherwise than a description writes routes (a full URL,
 * `{?query}` and other operators, `:name`, a route typed `string`), the
 * untyped builder's type (see {@link RoutedBuilder}). Read from the
 * route's parameters as the typed endpoint reads them.
 */
type TypedRouted<Paths, Provided extends string, Route extends string> =
  RouteParametersOf<Paths, Route, Provided> extends TypedByTheRoute
    ? RoutedBuilder<Route, Provided>
    : TypedRequestBuilder<Paths, Provided, Route>;

/**
 * What the typed builder's `.route()` asks of a route: nothing for one of
 * the description or one written otherwise; {@link RouteNotInDescription}
 * or {@link MethodNotInDescription} for one written as the description
 * writes routes that it lacks. (Nothing is {@link RouteText}.)
 */
type TypedRouteCheck<Paths, Route extends string, Provided extends string> =
  RouteParametersOf<Paths, Route, Provided> extends RouteNotInDescription<string> | MethodNotInDescription<string>
    ? RouteParametersOf<Paths, Route, Provided>
    : RouteText;

/**
 * What `.params()` adds to the names given for a route that requires
 * header parameters: every parameter the route requires has a value, and
 * `.build()` asks for the headers only. `.route()` takes it out again, so
 * that a new route's parameters are asked for. (No parameter has this
 * name.)
 */
type AllGiven = "(all required)";

/**
 * What `.params()` adds to the names given for a route that requires no
 * header: nothing is missing, and `.build()` asks nothing. `.route()` takes
 * it out again.
 */
type NothingMissing = "(nothing missing)";

/**
 * What `.params()` records among the names given for a route with these
 * parameters: {@link AllGiven} when `.build()` may still ask for something
 * that `.params()` does not set (headers, a body that goes whole: their
 * marks share a key, so that one test finds either), else
 * {@link NothingMissing}.
 */
type AllGivenOf<Parameters> = typeof setApart extends keyof Parameters ? AllGiven : NothingMissing;

/** The keys of `T` that must be present, index signatures aside, as a union of names. */
type RequiredKeys<T> = Names<keyof { [Name in keyof T as string extends Name ? never : {} extends Pick<T, Name> ? never : Name]: 0 }>;

/** A union of names, written out, so that a message shows the names rather than how they were found. */
type Names<Keys> = Keys extends string ? Keys : never;

/**
 * The parameters that the typed builder's `.params()` and `.param()` take:
 * those of its route, `Parameters` (see {@link OperationParameters}), with
 * those that `Provided` names optional.
 */
type TypedParameters<Parameters, Provided extends string> = [Provided] extends [never]
  ? Parameters
  : WithDefaults<Parameters, Provided>;

/**
 * What the typed builder's `.build()` asks of it: that the names given so
 * far cover the parameters the route requires ({@link MissingParameters}
 * naming those without a value; once `.params()` gave them, nothing is
 * asked), that `.data()` set the body the route requires
 * ({@link MissingBody}), and that the headers it requires are set
 * ({@link MissingHeaders}). Before a route is set (the route `""`),
 * nothing. Once {@link NothingMissing} is among the names, `.build()`
 * takes another signature, which asks nothing.
 */
type BuildCheck<Parameters, Provided extends string> =
  AllGiven extends Provided
    ? SetCheck<Parameters, Provided>
    : // The required names of the route's parameters, worked out once for
      // them, less those given, rather than those of the parameters with
      // the names given made optional, worked out anew for each name given.
      [Exclude<RequiredKeys<Parameters>, Provided>] extends [never]
      ? SetCheck<Parameters, Provided>
      : MissingParameters<Exclude<RequiredKeys<Parameters>, Provided>>;

/** What `.build()` asks beside the parameters: the body (see {@link BodyCheck}) and the headers (see {@link HeaderCheck}) a route requires. */
type SetCheck<Parameters, Provided extends string> = BodyCheck<Parameters, Provided> & HeaderCheck<Parameters, Provided>;

/**
 * Nothing when the route requires no body that goes whole, or `.data()`
 * set it; else {@link MissingBody}. A route's parameters carry the body's
 * type and whether it is required only when it goes whole (see
 * {@link BodyToSet}).
 */
type BodyCheck<Parameters, Provided extends string> = "data" extends Provided
  ? unknown
  : typeof bodyRequired extends keyof Parameters
    ? true extends Parameters[typeof bodyRequired & keyof Parameters]
      ? MissingBody<Exclude<Parameters[typeof bodyToSet & keyof Parameters], undefined>>
      : unknown
    : unknown;

/** How `.header()` and `.headers()` record a header they set, among the names given. */
type HeaderSet<Name extends string> = `header ${Lowercase<Name>}`;

/**
 * Nothing when every header the route requires is set, else
 * {@link MissingHeaders} naming the others. A route's parameters carry the
 * required names (see {@link HeadersToSet}) only when there are some:
 * asking for their symbol among the keys costs the compiler less than
 * comparing the parameters with a type.
 */
type HeaderCheck<Parameters, Provided extends string> = typeof headersToSet extends keyof Parameters
  ? HeadersNotSet<Exclude<Parameters[typeof headersToSet & keyof Parameters], undefined>, HeaderSetNames<Provided>>
  : unknown;

/** {@link MissingHeaders} of the `Required` headers not among those `Set`, or nothing. */
type HeadersNotSet<Required, Set extends string> = [Exclude<Required, Set>] extends [never]
  ? unknown
  : MissingHeaders<Exclude<Required, Set> & string>;

/** The header names that the names given record as set. */
type HeaderSetNames<Provided extends string> = Provided extends `header ${infer Name}` ? Name : never;

/**
 * A {@link RequestBuilder} typed by an OpenAPI description, as
 * `endpoint.withTypes<paths>().builder()` returns it: the very builder, with
 * types that follow the description. After `.route()` with a described route,
 * `.param()` takes the route's parameters by name, `.params()` takes the
 * route's parameters and nothing else (those that have no value yet and
 * are required, required), and `.build()` compiles once every required one
 * has a value. `.route()` with a route written otherwise (a full URL,
 * `{?query}`) returns the untyped builder's type; `.with()` does too.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Provided - Parameter names given a value so far (by the defaults, or before the route).
 * @typeParam Route - The route, once one is set; `""` before.
 * @typeParam Parameters - The route's parameters, as `.params()` takes them when no name has a value yet (see {@link RouteParametersOf}).
 * @sortStrategy source-order
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 *
 * const issue = endpoint.withTypes<paths>().builder()
 *   .route("POST /repos/{owner}/{repo}/issues")
 *   .param("owner", "octokit")
 *   .param("repo", "rest.js");
 * issue.param("title", "Found a bug").build().body; //=> { title: "Found a bug" }
 * issue.build();
 * // compile error: … method's 'this' of type 'MissingParameters<"title">'
 * ```
 *
 * @group Builder
 */
// Before `.route()`, the route is `""`, which no description has and which
// has no variables: its parameters are any, as the untyped builder's are.
// The route's parameters are a type argument of their own, worked out once
// by `.route()` and read from there by the steps after it; written with
// three type arguments, the type works them out from the route.
export interface TypedRequestBuilder<Paths, Provided extends string = never, Route extends string = "", Parameters = OperationParameters<RouteOperation<Paths, Route>>> {
  // One signature per method for a route of the description, in the order
  // APIs use them most: the route is split as the path is inferred, with no
  // conditional type, and the operation is found by indexed access (`Found`,
  // `unknown` for a path or method the description lacks). A route that is
  // not the description's steps aside to the signatures after. The names
  // given lose the marks of `.params()` (AllGiven, NothingMissing) once a new
  // route is set; that is worked out once per builder, not per call.
  /**
   * Sets the method and URL from a route of the description, which types
   * the steps that follow.
   *
   * @internal
   */
  route<Path extends string, Found = (Paths & PathDefaults)[Path]["get"]>(
    route: `GET ${Path}`,
    ...described: Found extends object ? [] : [never]
  ): TypedRequestBuilder<Paths, Exclude<Provided, AllGiven | NothingMissing>, `GET ${Path}`, OperationParameters<Found>>;
  /**
   * Sets the method and URL from a route of the description, which types
   * the steps that follow.
   *
   * @internal
   */
  route<Path extends string, Found = (Paths & PathDefaults)[Path]["post"]>(
    route: `POST ${Path}`,
    ...described: Found extends object ? [] : [never]
  ): TypedRequestBuilder<Paths, Exclude<Provided, AllGiven | NothingMissing>, `POST ${Path}`, OperationParameters<Found>>;
  /**
   * Sets the method and URL from a route of the description, which types
   * the steps that follow.
   *
   * @internal
   */
  route<Path extends string, Found = (Paths & PathDefaults)[Path]["delete"]>(
    route: `DELETE ${Path}`,
    ...described: Found extends object ? [] : [never]
  ): TypedRequestBuilder<Paths, Exclude<Provided, AllGiven | NothingMissing>, `DELETE ${Path}`, OperationParameters<Found>>;
  /**
   * Sets the method and URL from a route of the description, which types
   * the steps that follow.
   *
   * @internal
   */
  route<Path extends string, Found = (Paths & PathDefaults)[Path]["put"]>(
    route: `PUT ${Path}`,
    ...described: Found extends object ? [] : [never]
  ): TypedRequestBuilder<Paths, Exclude<Provided, AllGiven | NothingMissing>, `PUT ${Path}`, OperationParameters<Found>>;
  /**
   * Sets the method and URL from a route of the description, which types
   * the steps that follow.
   *
   * @internal
   */
  route<Path extends string, Found = (Paths & PathDefaults)[Path]["patch"]>(
    route: `PATCH ${Path}`,
    ...described: Found extends object ? [] : [never]
  ): TypedRequestBuilder<Paths, Exclude<Provided, AllGiven | NothingMissing>, `PATCH ${Path}`, OperationParameters<Found>>;
  /**
   * Sets the method and URL from a route of the description, which types
   * the steps that follow.
   *
   * @internal
   */
  route<Method extends string, Path extends string, Found = (Paths & PathDefaults)[Path][Lowercase<Method>]>(
    route: `${Method} ${Path}`,
    ...described: Found extends object ? [] : [never]
  ): TypedRequestBuilder<Paths, Exclude<Provided, AllGiven | NothingMissing>, `${Method} ${Path}`, OperationParameters<Found>>;
  /**
   * Sets the method and URL from a route. Editors list the description's
   * routes; a route of the description types the steps that follow by it,
   * and any other (a full URL, `{?query}`…) gets the untyped builder's typing.
   *
   * @typeParam R - The route, as written.
   * @param route - `"<METHOD> <path>"`, as the description has it, or any other route.
   * @throws {@link InvalidArgumentError} when `route` is not a string of that form.
   * @example
   * ```ts
   * github.builder().route("GET /repos/{owner}/{repo}").params({ owner: "o", repo: "r" }).build().url;
   * //=> "https://api.github.com/repos/o/r"
   * ```
   */
  route<R extends string>(route: R & NoInfer<TypedRouteCheck<Paths, R, Provided>>): TypedRouted<Paths, Exclude<Provided, AllGiven | NothingMissing>, R>;
  /**
   * What editors read to list the description's routes; no call matches it.
   *
   * @internal
   */
  route(route: DescribedRouteName<Paths>, completion: never): never;
  /**
   * Sets the HTTP method, in any case.
   *
   * @param method - An HTTP method token such as `"PATCH"`.
   * @throws {@link InvalidArgumentError} when `method` is not an HTTP token.
   * @example
   * ```ts
   * github.builder().route("GET /user").method("PATCH").build().method; //=> "patch"
   * ```
   */
  method(method: string): TypedRequestBuilder<Paths, Provided, Route, Parameters>;
  /**
   * Sets `baseUrl`, which is prefixed to the route's path.
   *
   * @param baseUrl - An absolute http(s) URL.
   * @throws {@link InvalidArgumentError} when `baseUrl` is not an absolute http(s) URL.
   * @example
   * ```ts
   * github.builder().baseUrl("https://ghe.acme.com/api/v3").route("GET /user").build().url;
   * //=> "https://ghe.acme.com/api/v3/user"
   * ```
   */
  baseUrl(baseUrl: string): TypedRequestBuilder<Paths, Provided, Route, Parameters>;
  /**
   * Sets one parameter of the route, with the type the description gives it.
   *
   * @typeParam Name - The parameter name.
   * @param name - One of the route's parameters.
   * @param value - Its value.
   * @throws {@link InvalidArgumentError} when `name` is empty or names an option that has its own method.
   * @example
   * ```ts
   * github.builder().route("GET /orgs/{org}").param("org", "octokit").build().url; //=> "https://api.github.com/orgs/octokit"
   * ```
   */
  // The names are the route's parameters whichever have a value; a name
  // that has one takes `undefined` too, which leaves it as it is. Read from
  // the parameters as they are, not from the mapped type that makes the
  // names given optional: that type is worked out anew for each name given.
  param<Name extends keyof Parameters & string>(
    name: Name,
    value: NoInfer<Parameters[Name] | (Name extends Provided ? undefined : never)>,
  ): TypedRequestBuilder<Paths, Provided | Name, Route, Parameters>;
  /**
   * Sets the route's parameters at once, each with the type the description
   * gives it. Every required parameter must be among them, and no name the
   * route does not have.
   *
   * @param params - The route's parameters.
   * @throws {@link InvalidArgumentError} when `params` is not a plain object or names an option.
   * @internal
   */
  // For a builder with no name given a value yet, the common case: the
  // route's parameters as they are, with no conditional type to work out.
  params(
    params: Parameters,
    ...noNameGiven: [Provided] extends [never] ? [] : [never]
  ): TypedRequestBuilder<Paths, AllGivenOf<Parameters>, Route, Parameters>;
  /**
   * Sets the route's parameters at once, each with the type the description
   * gives it. Every required parameter without a value so far must be
   * among them, and no name the route does not have.
   *
   * @param params - The route's parameters.
   * @param nameGiven - No argument. (A builder none of whose parameters has a value yet takes its parameters by another signature, which costs the compiler less.)
   * @throws {@link InvalidArgumentError} when `params` is not a plain object or names an option.
   * @example
   * ```ts
   * github.builder().route("GET /repos/{owner}/{repo}").params({ owner: "octokit", repo: "rest.js" }).build().url;
   * //=> "https://api.github.com/repos/octokit/rest.js"
   * ```
   */
  params(
    params: TypedParameters<Parameters, Provided>,
    ...nameGiven: [Provided] extends [never] ? [never] : []
  ): TypedRequestBuilder<Paths, Provided | AllGivenOf<Parameters>, Route, Parameters>;
  /**
   * Sets one header. The name is lowercased. A header the route requires
   * counts as set for `.build()`.
   *
   * @typeParam Name - The header name as given.
   * @param name - An HTTP header name.
   * @param value - A string or a number.
   * @throws {@link InvalidArgumentError} for a name that is not a token or a value with CR, LF or NUL.
   * @example
   * ```ts
   * github.builder().route("GET /user").header("authorization", "token secret").build().headers.authorization;
   * //=> "token secret"
   * ```
   */
  // Two signatures rather than a conditional return type, as RequestBuilder#param has.
  header<Name extends string>(name: Name, value: HeaderValue): TypedRequestBuilder<Paths, Provided | HeaderSet<Name>, Route, Parameters>;
  /**
   * Sets one header to a value that may be `undefined`, which leaves the
   * current value in place; the header does not count as set for `.build()`.
   *
   * @param name - An HTTP header name.
   * @param value - A string, a number, or `undefined`.
   * @throws {@link InvalidArgumentError} for a name that is not a token or a value with CR, LF or NUL.
   * @example
   * ```ts
   * const token: string | undefined = undefined;
   * github.builder().route("GET /user").header("authorization", token).build().url; //=> "https://api.github.com/user"
   * ```
   */
  header(name: string, value: HeaderValue | undefined): TypedRequestBuilder<Paths, Provided, Route, Parameters>;
  /**
   * Sets many headers at once, merged by lowercase name over the current
   * ones. Those the route requires that get a value count as set for `.build()`.
   *
   * @typeParam Headers - The headers as given.
   * @param headers - A plain object of header names and values.
   * @throws {@link InvalidArgumentError} when `headers` is not a plain object or holds a bad name or value.
   * @example
   * ```ts
   * github.builder().route("GET /user").headers({ "x-one": "1" }).build().headers["x-one"]; //=> "1"
   * ```
   */
  headers<const Headers extends RequestHeaders>(
    headers: Headers,
  ): TypedRequestBuilder<
    Paths,
    Provided | HeaderSet<{ [Name in keyof Headers]-?: Headers[Name] extends HeaderValue | bigint ? Name : never }[keyof Headers] & string>,
    Route,
    Parameters
  >;
  /**
   * Adds API previews.
   *
   * @param names - Preview names such as `"mercy"`.
   * @throws {@link InvalidArgumentError} when a name is not a non-empty string.
   * @example
   * ```ts
   * github.builder().route("GET /user").preview("mercy").build().headers.accept;
   * //=> "application/vnd.github.mercy-preview+json"
   * ```
   */
  preview(...names: string[]): TypedRequestBuilder<Paths, Provided, Route, Parameters>;
  /**
   * Sets the response format, which amends `accept`.
   *
   * @param format - The media type parameter, such as `raw` or `diff`.
   * @throws {@link InvalidArgumentError} when `format` is not a non-empty string.
   * @example
   * ```ts
   * github.builder().route("GET /user").format("raw").build().headers.accept; //=> "application/vnd.github.v3.raw"
   * ```
   */
  format(format: string): TypedRequestBuilder<Paths, Provided, Route, Parameters>;
  /**
   * Sets the whole body, for a route whose description takes its body whole
   * (text, bytes, an array…), with the type the description gives it; any
   * other route's body is built from its parameters, and this takes any
   * value. Text, bytes, a Blob, form data or a stream is the body (bytes and
   * form data copied); anything else is sent as its JSON: a class instance
   * as its own properties, a Date or URL as its JSON text. What JSON cannot
   * hold (a Set, a Map, `NaN`, a BigInt…) is refused, naming where it sits.
   *
   * @param body - The body.
   * @example
   * ```ts
   * github.builder().route("POST /markdown/raw").header("content-type", "text/plain").data("Hello").build().body; //=> "Hello"
   * ```
   */
  data(body: DataBody<Parameters>): TypedRequestBuilder<Paths, Provided | "data", Route, Parameters>;
  /**
   * Sets meta information for the HTTP client, returned unchanged as `request`.
   *
   * @param request - An object such as `{ timeout: 5000 }`.
   * @throws {@link InvalidArgumentError} when `request` is not an object.
   * @example
   * ```ts
   * github.builder().route("GET /user").request({ timeout: 5000 }).build().request; //=> { timeout: 5000 }
   * ```
   */
  request(request: RequestMeta): TypedRequestBuilder<Paths, Provided, Route, Parameters>;
  /**
   * Merges an options object, as the untyped builder does; the builder is then
   * typed as the untyped one is (see {@link WithOptions}), still missing the
   * route's required parameters that have no value.
   *
   * @typeParam Options - The options as given.
   * @param options - Any options accepted by `endpoint()`.
   * @throws {@link InvalidArgumentError} when `options` is not a valid options object.
   * @example
   * ```ts
   * github.builder().with({ url: "/orgs/{org}", org: "octokit" }).build().url; //=> "https://api.github.com/orgs/octokit"
   * ```
   */
  with<const Options extends EndpointOptions>(
    options: Options,
  ): WithOptions<
    string,
    [Extract<Provided, AllGiven | NothingMissing>] extends [never] ? Exclude<RequiredKeys<Parameters>, Provided> : never,
    Provided,
    Options
  >;
  /**
   * The merged options, as `endpoint.merge()` returns them.
   *
   * @example
   * ```ts
   * github.builder().route("GET /orgs/{org}").param("org", "octokit").options().url; //=> "/orgs/{org}"
   * ```
   */
  options(): MergedOptions;
  /**
   * Builds the request options.
   *
   * @throws {@link InvalidArgumentError} when a parameter cannot be sent.
   * @throws {@link UnsafePathParameterError} when a path parameter would add a `.` or `..` segment.
   * @internal
   */
  // Once `.params()` gave every parameter and the route requires no header:
  // the common case, asked for by the names given alone, which every such
  // builder has the same.
  build(...nothingMissing: NothingMissing extends Provided ? [] : [never]): DescribedRequestOptions<Paths, Route>;
  /**
   * Builds the request options. Does not compile while a required parameter
   * of the route has no value: the error names them, as `MissingParameters<"repo">`.
   *
   * @param this - The builder, which must have a value for every required parameter.
   * @param somethingMissing - No argument. (A builder that has a value for everything its route requires builds by another signature, which costs the compiler less.)
   * @throws {@link InvalidArgumentError} when a parameter cannot be sent.
   * @throws {@link UnsafePathParameterError} when a path parameter would add a `.` or `..` segment.
   * @example
   * ```ts
   * github.builder().route("GET /orgs/{org}").param("org", "octokit").build().method; //=> "get"
   * ```
   */
  build(
    this: BuildCheck<Parameters, Provided>,
    ...somethingMissing: NothingMissing extends Provided ? [never] : []
  ): DescribedRequestOptions<Paths, Route>;
}
