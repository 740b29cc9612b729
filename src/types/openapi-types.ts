/**
 * Types that read an OpenAPI description in the shape openapi-typescript
 * generates (its `paths` type, which `@octokit/openapi-types` ships for
 * GitHub), so that `endpoint.withTypes<paths>()` checks each described
 * route's path, query and body parameters.
 *
 * The shape read: `paths[path][method]` is an operation; its `parameters`
 * may hold `path` and `query` objects, and its `requestBody` (optional when
 * the body may be left out) holds `content` by media type. Methods are
 * lowercase. openapi-typescript 7 writes what is absent as `?: never`
 * (`put?: never`, `query?: never`, `requestBody?: never`); older versions,
 * as `@octokit/openapi-types`, leave it out. Both are read.
 *
 * These types run on every call, so they are written for the compiler's
 * cost: the call's own inference splits a route and finds its path among the
 * description's (a type parameter constrained to `keyof Paths`), and the
 * parameters are read by indexed access over defaults rather than by a
 * conditional type per part. `npm run typecost` measures them.
 */
import type { RoutedBuilder, WithOptions } from "./builder-types";
import type { RequestBuilder } from "../builder/request-builder";
import type { MissingRouteVariables, RouteCheck, RouteOptionsCheck } from "./parameter-types";
import type {
  EndpointOptions,
  HeaderValue,
  MediaType,
  MergedOptions,
  RequestHeaders,
  RequestMeta,
  RequestOptions,
} from "./options";

/** The methods an OpenAPI path item may hold. */
type OperationMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

/**
 * The operation of a described route, split into its method (any case) and
 * its path; `never` or `undefined` when the path has no such method.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, in any case.
 * @typeParam Path - One of the description's paths.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type CreateIssue = RouteOperation<paths, "POST", "/repos/{owner}/{repo}/issues">;
 * ```
 *
 * @group Type helpers
 */
export type RouteOperation<Paths, Method extends string, Path extends keyof Paths> = Paths[Path][Lowercase<Method> &
  OperationMethod &
  keyof Paths[Path]];

/**
 * Whether a description writes what an operation lacks as `?: never`, as
 * openapi-typescript 7 does (every path item then has `parameters`). Worked
 * out once per description, so that older output is read without the guards
 * this needs.
 */
type WritesAbsentAsNever<Paths> = [Paths[keyof Paths]] extends [{ readonly parameters: unknown }] ? true : false;

/**
 * What an operation's parameters are read against: a part the operation
 * lacks reads as `unknown`, which leaves an intersection as it is.
 */
interface ParameterDefaults {
  parameters: { path: unknown; query: unknown };
}

/**
 * What an operation's body is read against, apart from its parameters: an
 * operation that says it has no body (`requestBody?: never`) and this have
 * nothing in common, which makes their intersection, and the JSON body read
 * from it, `never`.
 */
interface BodyDefaults {
  requestBody: { content: { "application/json": unknown } };
}

/** The JSON type of an operation's request body: `unknown` when it has none, `never` when it says it has none. */
type JsonBody<Operation> = (Operation & BodyDefaults)["requestBody"]["content"]["application/json"];

/** Any parameter besides those described. */
interface OpenParameters {
  readonly [parameter: string]: unknown;
}

/**
 * A body that goes as it stands: text, bytes, a Blob, a stream, form data.
 * What a description types as `string` for a binary media type arrives as
 * any of these.
 */
type RawBody = string | ArrayBuffer | ArrayBufferView | Blob | ReadableStream | FormData | URLSearchParams;

/** The media types of a request body other than JSON, and what each takes. */
type OtherContent<Operation> = Omit<NonNullable<(Operation & BodyDefaults)["requestBody"]>["content"], "application/json">;

/** `data`, required when the description requires the body. */
type DataParameter<Operation, Body> = Operation extends { readonly requestBody: unknown }
  ? { readonly data: Body }
  : { readonly data?: Body };

/**
 * The body parameters of an operation. A JSON object body gives its fields,
 * each a parameter; it is closed (no other parameter is accepted) unless its
 * type has an index signature, as openapi-typescript writes for
 * `additionalProperties`. A JSON body of another type (an array, a string…)
 * goes whole as `data`; so does a body of another media type, as text,
 * bytes, a Blob or a stream. An operation without a body takes any other
 * parameter, which goes to the query or the body as it does untyped.
 */
type BodyParameters<Operation, Json> = unknown extends Json
  ? "requestBody" extends keyof Operation
    ? OtherBodyParameters<Operation>
    : OpenParameters
  : [Json] extends [never]
    ? OpenParameters
    : [Json] extends [readonly unknown[] | string | number | boolean | null]
      ? DataParameter<Operation, Json> & OpenParameters
      : Json;

/** The body parameter of an operation whose body is not JSON: `data`, in any of its media types. */
type OtherBodyParameters<Operation> = [keyof OtherContent<Operation>] extends [never]
  ? OpenParameters
  : DataParameter<Operation, OtherContent<Operation>[keyof OtherContent<Operation>] | RawBody> & OpenParameters;

/**
 * The options that typed request options take besides the parameters. The
 * route names the method and the URL, so neither is among them.
 *
 * @example
 * ```ts
 * const options: DescribedRouteOptions = { headers: { authorization: "token secret" } };
 * ```
 *
 * @group Types
 */
export interface DescribedRouteOptions {
  /** Prefixed to the route's path. Default `https://api.github.com`. */
  readonly baseUrl?: string | undefined;
  /** Custom headers, merged key by key over the defaults. */
  readonly headers?: RequestHeaders | undefined;
  /** Response format and previews; both amend `accept`. */
  readonly mediaType?: MediaType | undefined;
  /** Meta information returned unchanged in the result. */
  readonly request?: RequestMeta | undefined;
}

/**
 * A part of an operation's parameters: `{}` for one it has not, which
 * openapi-typescript 7 writes as `?: never`; `never` for an operation that is
 * not there (`put?: never`), so that no options fit it.
 */
type Present<Part> = [Part] extends [never] ? never : [Part] extends [undefined] ? {} : Part;

/** The `path` and `query` parameters of an operation. */
type UrlParameters<Paths, Operation> =
  WritesAbsentAsNever<Paths> extends true
    ? Present<(Operation & ParameterDefaults)["parameters"]["path"]> &
        Present<(Operation & ParameterDefaults)["parameters"]["query"]>
    : (Operation & ParameterDefaults)["parameters"]["path"] & (Operation & ParameterDefaults)["parameters"]["query"];

/**
 * The options of a described route: its path and query parameters and its
 * body fields (or `data`), as the description types them, and
 * {@link DescribedRouteOptions}.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, in any case.
 * @typeParam Path - One of the description's paths.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const options: OperationParameters<paths, "POST", "/repos/{owner}/{repo}/issues"> = {
 *   owner: "octokit",
 *   repo: "rest.js",
 *   title: "Found a bug",
 * };
 * ```
 *
 * @group Types
 */
export type OperationParameters<Paths, Method extends string, Path extends keyof Paths> = UrlParameters<
  Paths,
  RouteOperation<Paths, Method, Path>
> &
  BodyParameters<RouteOperation<Paths, Method, Path>, JsonBody<RouteOperation<Paths, Method, Path>>> &
  DescribedRouteOptions;

/**
 * {@link OperationParameters} for an endpoint function whose defaults give
 * some parameters a value: those are optional.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, in any case.
 * @typeParam Path - The route's path, as the description writes it.
 * @typeParam Provided - Parameter names the defaults give a value.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const options: OperationParametersWithDefaults<paths, "GET", "/repos/{owner}/{repo}", "owner"> = { repo: "rest.js" };
 * ```
 *
 * @group Type helpers
 */
export type OperationParametersWithDefaults<
  Paths,
  Method extends string,
  Path extends keyof Paths,
  Provided extends string,
> = WithDefaults<OperationParameters<Paths, Method, Path>, Provided>;

/** `T` with the keys in `Provided` optional; index signatures and every other key as they are. */
type WithDefaults<T, Provided extends string> = {
  [Name in keyof T as Name extends Provided ? never : Name]: T[Name];
} & { [Name in keyof T as Name extends Provided ? Name : never]?: T[Name] };

/** The keys of `T` that must be present, index signatures aside, as a union of names; none for `never`. */
type RequiredKeys<T> = [T] extends [never]
  ? never
  : Names<keyof { [Name in keyof T as string extends Name ? never : {} extends Pick<T, Name> ? never : Name]: 0 }>;

/** A union of names, written out, so that a message shows the names rather than how they were found. */
type Names<Keys> = Keys extends string ? Keys : never;

/**
 * The names of the parameters a described route requires that the defaults
 * do not give: its path parameters, its required query parameters and body
 * fields, or `data` when its whole body is required as one.
 *
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Names = RequiredParameterNames<paths, "GET", "/repos/{owner}/{repo}", "owner">; //=> "repo"
 * ```
 *
 * @group Type helpers
 */
export type RequiredParameterNames<
  Paths,
  Method extends string,
  Path extends keyof Paths,
  Provided extends string,
> = Exclude<
  | (keyof (RouteOperation<Paths, Method, Path> & ParameterDefaults)["parameters"]["path"] & string)
  | RequiredKeys<NonNullable<(RouteOperation<Paths, Method, Path> & ParameterDefaults)["parameters"]["query"]>>
  | RequiredBodyNames<RouteOperation<Paths, Method, Path>, JsonBody<RouteOperation<Paths, Method, Path>>>,
  Provided
>;

/** The required body parameters of an operation: the required fields of a JSON object body, or `data` for a required body taken whole. */
type RequiredBodyNames<Operation, Json> = [Json] extends [never]
  ? never
  : [Json] extends [Record<string, unknown>]
    ? RequiredKeys<Json>
    : Operation extends { readonly requestBody: unknown }
      ? "data"
      : never;

/**
 * What a typed endpoint asks of a route that is not in its description but
 * is written the way the description writes routes (`"<METHOD> <path>"` with
 * plain `{name}` variables): no route has this property, so the call does not
 * compile, and the message names the route. A misspelt route is caught this
 * way; a route the description lacks can still be sent by the untyped
 * `endpoint` or in the options form.
 *
 * @example
 * ```ts
 * github("GET /repos/{owner}/{repo}/isues", { owner: "o", repo: "r" });
 * // error: Argument of type '"GET /repos/{owner}/{repo}/isues"' is not assignable to
 * // parameter of type '"GET /repos/{owner}/{repo}/isues" & RouteNotInDescription'
 * ```
 *
 * @group Compile errors
 */
export interface RouteNotInDescription {
  /** Says why the route is refused. */
  readonly "this route is not in the OpenAPI description": true;
}

/**
 * What a typed endpoint asks of a described route called without options
 * when it requires parameters: no route has this property, so the call does
 * not compile, and the message names them.
 *
 * @example
 * ```ts
 * github("GET /repos/{owner}/{repo}");
 * // error: … parameter of type '"GET /repos/{owner}/{repo}" & MissingParameters<"owner" | "repo">'
 * ```
 *
 * @group Compile errors
 */
export interface MissingParameters<Names extends string> {
  /** The required parameters that have no value. */
  readonly "missing parameters": Names;
}

/** Literal text and operators that a route in an OpenAPI description never holds. */
type TemplateOnly = `${string}${":" | "?" | "#" | "," | "*" | "{+" | "{." | "{/" | "{;" | "{&"}${string}`;

/**
 * Whether a route path is written the way an OpenAPI description writes
 * paths: it starts with `/` and its only expressions are plain `{name}` ones.
 * A route with such a path must be in the description; any other (a full
 * URL, `{?query}`, `:name`) keeps the template-literal typing of the untyped
 * `endpoint`.
 *
 * @example
 * ```ts
 * type A = IsDescriptionPath<"/repos/{owner}/{repo}">; //=> true
 * type B = IsDescriptionPath<"/repos/{owner}/{repo}/contents/{path}{?ref}">; //=> false
 * ```
 *
 * @group Type helpers
 */
export type IsDescriptionPath<Path extends string> = Path extends TemplateOnly
  ? false
  : Path extends `/${string}`
    ? true
    : false;

/**
 * A route as a typed endpoint takes it, split by the call's own inference:
 * `"<METHOD> <path>"`, or a bare path (`/${Bare}`) meaning GET.
 *
 * @example
 * ```ts
 * const route: SplitRoute<"GET", "/user", never> = "GET /user";
 * ```
 *
 * @group Type helpers
 */
export type SplitRoute<Method extends string, Path extends string, Bare extends string> =
  | `${Method} ${Path}`
  | `/${Bare}`;

/**
 * What a typed endpoint asks of a route of its description when the options
 * do not fit it: such a route is checked by the signature that types its
 * options, so the other signatures refuse it, and the compiler's message
 * shows that signature's complaint first.
 *
 * @example
 * ```ts
 * github("GET /repos/{owner}/{repo}", { owner: "octokit" });
 * // error: No overload matches this call.
 * //   Overload 1 of 5, … Property 'repo' is missing in type '{ owner: string; }' …
 * //   Overload 2 of 5, … parameter of type '"GET /repos/{owner}/{repo}" & RouteInDescription' …
 * ```
 *
 * @group Compile errors
 */
export interface RouteInDescription {
  /** Says why this signature does not take the route. */
  readonly "this route is in the OpenAPI description: its options are typed by it": true;
}

/**
 * What `endpoint.withTypes<Paths>()(route)`, without options, asks of a
 * described route: that it requires no parameter the defaults do not give
 * ({@link MissingParameters} names them).
 *
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Check = DescribedRouteOnlyCheck<paths, "GET", "/orgs/{org}", never>; //=> MissingParameters<"org">
 * ```
 *
 * @group Type helpers
 */
export type DescribedRouteOnlyCheck<Paths, Method extends string, Path extends keyof Paths, Provided extends string> = [
  RequiredParameterNames<Paths, Method, Path, Provided>,
] extends [never]
  ? unknown
  : MissingParameters<RequiredParameterNames<Paths, Method, Path, Provided>>;

/** Whether a split route names an operation of the description. */
type IsDescribed<Paths, Method extends string, Path extends string> = Path extends keyof Paths
  ? [RouteOperation<Paths, Method, Path>] extends [undefined]
    ? false
    : true
  : false;

/**
 * What a typed endpoint asks, with options, of a route it does not type by
 * the description: {@link RouteInDescription} for a described route (whose
 * options did not fit its own signature), {@link RouteNotInDescription} for a
 * route written as the description writes routes that it lacks, and for any
 * other route what the untyped `endpoint` asks (see {@link RouteOptionsCheck}).
 *
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Check = UndescribedRouteCheck<paths, "GET", "/repos/{owner}/{repo}/isues", never, {}, never>;
 * //=> RouteNotInDescription
 * ```
 *
 * @group Type helpers
 */
export type UndescribedRouteCheck<
  Paths,
  Method extends string,
  Path extends string,
  Bare extends string,
  Options,
  Provided extends string,
> = [Bare] extends [never]
  ? IsDescribed<Paths, Method, Path> extends true
    ? RouteInDescription
    : IsDescriptionPath<Path> extends true
      ? RouteNotInDescription
      : RouteOptionsCheck<`${Method} ${Path}`, Options, Provided>
  : RouteOptionsCheck<`/${Bare}`, Options, Provided>;

/**
 * {@link UndescribedRouteCheck} for a call without options: for a route
 * outside the description, what the untyped `endpoint` asks (see {@link RouteCheck}).
 *
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Check = UndescribedRouteOnlyCheck<paths, "GET", "/user/{id}{?fields}", never, never>;
 * //=> MissingPathParameters<"id">
 * ```
 *
 * @group Type helpers
 */
export type UndescribedRouteOnlyCheck<
  Paths,
  Method extends string,
  Path extends string,
  Bare extends string,
  Provided extends string,
> = [Bare] extends [never]
  ? IsDescribed<Paths, Method, Path> extends true
    ? RouteInDescription
    : IsDescriptionPath<Path> extends true
      ? RouteNotInDescription
      : RouteCheck<MissingRouteVariables<`${Method} ${Path}`, Provided>>
  : RouteCheck<MissingRouteVariables<`/${Bare}`, Provided>>;

/**
 * What `endpoint.withTypes<Paths>()(route, options)` returns for a described
 * route: request options whose `method` is the route's, lowercase. An
 * interface, so that the method is worked out only where the result is used.
 *
 * @example
 * ```ts
 * const result: DescribedRequestOptions<"POST"> = github("POST /markdown", { text: "hi" });
 * result.method; //=> "post"
 * ```
 *
 * @group Types
 */
export interface DescribedRequestOptions<Method extends string> extends RequestOptions<Lowercase<Method>> {}

/**
 * What the typed builder's `.route()` asks of a route outside the
 * description: {@link RouteNotInDescription} when it is written the way the
 * description writes routes, so that a misspelt route is caught; nothing for
 * any other, which then gets the untyped builder's template-literal typing.
 *
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Check = UndescribedBuilderRoute<paths, "GET", "/repos/{owner}/{repo}/isues", never>; //=> RouteNotInDescription
 * ```
 *
 * @group Type helpers
 */
export type UndescribedBuilderRoute<Paths, Method extends string, Path extends string, Bare extends string> = [
  Bare,
] extends [never]
  ? IsDescribed<Paths, Method, Path> extends true
    ? RouteInDescription
    : IsDescriptionPath<Path> extends true
      ? RouteNotInDescription
      : unknown
  : unknown;

/** The parameter names of a described route's options that a `.param()` call may name. */
type ParameterName<Parameters> = Exclude<keyof Parameters, keyof DescribedRouteOptions> & string;

/**
 * A described route, as the typed builder keeps it after `.route()`: its
 * method and the parameters it takes. An interface, so that the compiler
 * works out each member once for the route and reads it from there in every
 * later step (a type alias would be worked out again in each), and so that
 * the builder's type names the route in a message.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, in any case.
 * @typeParam Path - One of the description's paths.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Options = DescribedRoute<paths, "GET", "/orgs/{org}">["parameters"]; //=> OperationParameters<paths, "GET", "/orgs/{org}">
 * ```
 * @group Type helpers
 */
export interface DescribedRoute<Paths, Method extends string, Path extends keyof Paths> {
  /** The route's method, as written. */
  readonly method: Method;
  /** The route's options (see {@link OperationParameters}). */
  readonly parameters: OperationParameters<Paths, Method, Path>;
}

/**
 * What the typed builder knows before `.route()`, or after `.route()` with a
 * route outside the description: any parameter, of any value.
 *
 * @example
 * ```ts
 * const options: NoDescribedRoute["parameters"] = { org: "octokit" };
 * ```
 * @group Type helpers
 */
export interface NoDescribedRoute {
  /** No method is known. */
  readonly method: string;
  /** Any parameters. */
  readonly parameters: OpenParameters;
}

/**
 * What the typed builder reads of the route it keeps: a {@link DescribedRoute}
 * or {@link NoDescribedRoute}. Its members are `unknown` so that checking a
 * route against it asks the compiler to work out nothing.
 */
interface KeptRoute {
  readonly method: string;
  readonly parameters: unknown;
}

/** A value for every name in `Names`: `never`, which fits any type, so that it fits the route's options exactly when they require no other name. */
type Given<Names extends string> = { readonly [Name in Names]: never };

/**
 * The names of the parameters that `Parameters` requires and `Provided`
 * does not give, for the message of {@link MissingParameters}.
 */
type MissingNames<Parameters, Provided extends string> = Exclude<RequiredKeys<Parameters>, Provided>;

/** What `.build()` asks when some required names lack a value: nothing when none is found (see {@link BuildCheck}). */
type NamedMissing<Missing extends string> = [Missing] extends [never] ? unknown : MissingParameters<Missing>;

/**
 * What the typed builder's `.build()` asks of it: nothing when the names
 * given so far cover every parameter the route requires, else
 * {@link MissingParameters} naming those without a value. The first test
 * compares the given names with the route's options, which the compiler
 * already holds from `.params()`; the names are only worked out for the
 * message, or when that test cannot tell (a route whose options are all
 * optional, names typed `string`).
 *
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Check = BuildCheck<DescribedRoute<paths, "GET", "/orgs/{org}">, never>; //=> MissingParameters<"org">
 * ```
 * @group Type helpers
 */
export type BuildCheck<Route extends KeptRoute, Provided extends string> =
  Given<Provided> extends Route["parameters"] ? unknown : NamedMissing<MissingNames<Route["parameters"], Provided>>;

/**
 * A {@link RequestBuilder} typed by an OpenAPI description, as
 * `endpoint.withTypes<paths>().builder()` returns it: the very builder, with
 * types that follow the description. After `.route()` with a described route,
 * `.param()` and `.params()` take its parameters with the types the
 * description gives them (any other name only where it takes other
 * parameters), and `.build()` compiles once every required one has a value.
 * `.route()` with a route outside the description returns the untyped
 * builder's type; `.with()` does too.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Provided - Parameter names given a value so far (by the defaults, or before the route).
 * @typeParam Route - The described route, once one is set (see {@link DescribedRoute}).
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 *
 * const issue = endpoint.withTypes<paths>().builder()
 *   .route("POST /repos/{owner}/{repo}/issues")
 *   .params({ owner: "octokit", repo: "rest.js" });
 * issue.param("title", "Found a bug").build().body; //=> { title: "Found a bug" }
 * issue.build();
 * // compile error: … method's 'this' of type 'MissingParameters<"title">'
 * ```
 *
 * @group Builder
 */
export interface TypedRequestBuilder<
  Paths,
  Provided extends string = never,
  Route extends KeptRoute = NoDescribedRoute,
> {
  // The builder keeps what it knows of the route in one type, worked out
  // once in `.route()`; each step passes it on as it is. What the route
  // requires is not worked out at all while the given names cover it.
  /**
   * Sets the method and URL from a route of the description; its required
   * parameters that have no value yet must get one before `.build()`.
   *
   * @typeParam M - The route's method, in any case.
   * @typeParam P - One of the description's paths.
   * @param route - `"<METHOD> <path>"`, as the description has it.
   * @example
   * ```ts
   * github.builder().route("GET /repos/{owner}/{repo}").params({ owner: "o", repo: "r" }).build().url;
   * //=> "https://api.github.com/repos/o/r"
   * ```
   */
  route<M extends string, P extends keyof Paths & string>(route: `${M} ${P}`): TypedRequestBuilder<Paths, Provided, DescribedRoute<Paths, M, P>>;
  /**
   * Sets the method and URL from a route outside the description: the builder
   * is then typed as the untyped one is (see {@link RoutedBuilder}).
   *
   * @typeParam M - The route's method, as written.
   * @typeParam P - The route's path, as written.
   * @typeParam Bare - The path of a route written without a method, after its `/`.
   * @param route - `"<METHOD> <url>"` or a bare URL meaning GET.
   * @example
   * ```ts
   * github.builder().route("GET /repos/{owner}/{repo}/contents/{path}{?ref}").params({ owner: "o", repo: "r", path: "p" }).build().url;
   * //=> "https://api.github.com/repos/o/r/contents/p"
   * ```
   */
  route<M extends string, P extends string, Bare extends string = never>(
    route: SplitRoute<M, P, Bare> & UndescribedBuilderRoute<Paths, M, P, Bare>,
  ): RoutedBuilder<[Bare] extends [never] ? `${M} ${P}` : `/${Bare}`, Provided>;
  /**
   * Sets one parameter of the route, with the type the description gives it.
   *
   * @typeParam Name - The parameter name.
   * @param name - One of the route's parameters, or any other name where the route takes other parameters.
   * @param value - Its value.
   * @example
   * ```ts
   * github.builder().route("GET /orgs/{org}").param("org", "octokit").build().url; //=> "https://api.github.com/orgs/octokit"
   * ```
   */
  param<Name extends ParameterName<Route["parameters"]>>(
    name: Name,
    value: Route["parameters"][Name],
  ): TypedRequestBuilder<Paths, Provided | Name, Route>;
  /**
   * Sets many parameters of the route at once, each with the type the
   * description gives it.
   *
   * @typeParam Given - The parameters as given.
   * @param params - Some of the route's parameters.
   * @example
   * ```ts
   * github.builder().route("GET /repos/{owner}/{repo}").params({ owner: "octokit", repo: "rest.js" }).build().url;
   * //=> "https://api.github.com/repos/octokit/rest.js"
   * ```
   */
  params<Given extends Partial<Route["parameters"]>>(params: Given): TypedRequestBuilder<Paths, Provided | (keyof Given & string), Route>;
  /**
   * Sets the body as it stands, for a route whose description takes its body whole.
   *
   * @param body - The body.
   * @example
   * ```ts
   * github.builder().route("POST /markdown/raw").header("content-type", "text/plain").data("Hello").build().body; //=> "Hello"
   * ```
   */
  data(
    body: "data" extends keyof Route["parameters"] ? Route["parameters"]["data"] : unknown,
  ): TypedRequestBuilder<Paths, Provided | "data", Route>;
  /**
   * Sets `baseUrl`, which is prefixed to the route's path.
   *
   * @param baseUrl - An absolute http(s) URL.
   * @example
   * ```ts
   * github.builder().baseUrl("https://ghe.acme.com/api/v3").route("GET /user").build().url;
   * //=> "https://ghe.acme.com/api/v3/user"
   * ```
   */
  baseUrl(baseUrl: string): TypedRequestBuilder<Paths, Provided, Route>;
  /**
   * Sets one header. The name is lowercased; `undefined` leaves the current value in place.
   *
   * @param name - An HTTP header name.
   * @param value - A string or a number.
   * @example
   * ```ts
   * github.builder().route("GET /user").header("authorization", "token secret").build().headers.authorization;
   * //=> "token secret"
   * ```
   */
  header(name: string, value: HeaderValue | undefined): TypedRequestBuilder<Paths, Provided, Route>;
  /**
   * Sets many headers at once, merged by lowercase name over the current ones.
   *
   * @param headers - A plain object of header names and values.
   * @example
   * ```ts
   * github.builder().route("GET /user").headers({ "x-one": "1" }).build().headers["x-one"]; //=> "1"
   * ```
   */
  headers(headers: RequestHeaders): TypedRequestBuilder<Paths, Provided, Route>;
  /**
   * Adds API previews.
   *
   * @param names - Preview names such as `"mercy"`.
   * @example
   * ```ts
   * github.builder().route("GET /user").preview("mercy").build().headers.accept;
   * //=> "application/vnd.github.mercy-preview+json"
   * ```
   */
  preview(...names: string[]): TypedRequestBuilder<Paths, Provided, Route>;
  /**
   * Sets the response format, which amends `accept`.
   *
   * @param format - The media type parameter, such as `raw` or `diff`.
   * @example
   * ```ts
   * github.builder().route("GET /user").format("raw").build().headers.accept; //=> "application/vnd.github.v3.raw"
   * ```
   */
  format(format: string): TypedRequestBuilder<Paths, Provided, Route>;
  /**
   * Sets meta information for the HTTP client, returned unchanged as `request`.
   *
   * @param request - An object such as `{ timeout: 5000 }`.
   * @example
   * ```ts
   * github.builder().route("GET /user").request({ timeout: 5000 }).build().request; //=> { timeout: 5000 }
   * ```
   */
  request(request: RequestMeta): TypedRequestBuilder<Paths, Provided, Route>;
  /**
   * Merges an options object, as the untyped builder does; the builder is then
   * typed as the untyped one is (see {@link WithOptions}), still missing the
   * route's required parameters that have no value.
   *
   * @typeParam Options - The options as given.
   * @param options - Any options accepted by `endpoint()`.
   * @example
   * ```ts
   * github.builder().with({ url: "/orgs/{org}", org: "octokit" }).build().url; //=> "https://api.github.com/orgs/octokit"
   * ```
   */
  with<const Options extends EndpointOptions>(
    options: Options,
  ): WithOptions<string, MissingNames<Route["parameters"], Provided>, Provided, Options>;
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
   * Builds the request options. Does not compile while a required parameter
   * of the route has no value: the error names them, as `MissingParameters<"repo">`.
   *
   * @param this - The builder, which must have a value for every required parameter.
   * @example
   * ```ts
   * github.builder().route("GET /orgs/{org}").param("org", "octokit").build().method; //=> "get"
   * ```
   */
  build(this: BuildCheck<Route, Provided>): DescribedRequestOptions<Route["method"]>;
}
