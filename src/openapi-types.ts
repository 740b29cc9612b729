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
 * (`put?: never`, `query?: never`, `requestBody?: never`), older versions
 * leave it out; both are read.
 *
 * These types run on every call, so they are written for the compiler's
 * cost: a route is split by the call's own inference (`${Method} ${Path}`),
 * and the parameters are read by indexed access over defaults rather than by
 * a conditional type per part. See `npm run typecost`.
 */
import type { RouteCheck, MissingRouteVariables, RouteOptionsCheck } from "./parameter-types";
import type { EndpointOptions, MediaType, RequestHeaders, RequestMeta } from "./types";

/** The methods an OpenAPI path item may hold. */
type OperationMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

/**
 * The operation a route names in an OpenAPI description, split into its
 * method (any case) and path; `undefined` or `never` when the description
 * has no such operation.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, in any case.
 * @typeParam Path - The route's path, as the description writes it.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type CreateIssue = RouteOperation<paths, "POST", "/repos/{owner}/{repo}/issues">;
 * ```
 */
export type RouteOperation<Paths, Method extends string, Path extends string> = Path extends keyof Paths
  ? Paths[Path][Lowercase<Method> & OperationMethod & keyof Paths[Path]]
  : never;

/**
 * What every operation is read against: a part the operation lacks reads as
 * `unknown`, which leaves an intersection as it is.
 */
interface OperationDefaults {
  parameters: { path: unknown; query: unknown };
  requestBody: { content: { "application/json": unknown } };
}

/** The JSON type of an operation's request body, `unknown` when it has none. */
type JsonBody<Operation> = (Operation & OperationDefaults)["requestBody"]["content"]["application/json"];

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
type OtherContent<Operation> = Omit<NonNullable<(Operation & OperationDefaults)["requestBody"]>["content"], "application/json">;

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
type BodyParameters<Operation, Json> = [Json] extends [never]
  ? OpenParameters
  : unknown extends Json
    ? [keyof OtherContent<Operation>] extends [never]
      ? OpenParameters
      : DataParameter<Operation, OtherContent<Operation>[keyof OtherContent<Operation>] | RawBody> & OpenParameters
    : [Json] extends [readonly unknown[] | string | number | boolean | null]
      ? DataParameter<Operation, Json> & OpenParameters
      : Json;

/**
 * The options that typed request options take besides the parameters. The
 * route names the method and the URL, so neither is among them.
 *
 * @example
 * ```ts
 * const options: DescribedRouteOptions = { headers: { authorization: "token secret" } };
 * ```
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
 * openapi-typescript 7 writes as `?: never` and an older version leaves out.
 */
type Present<Part> = [Part] extends [undefined] ? {} : Part;

/**
 * The options of a described route: its path and query parameters and its
 * body fields (or `data`), as the description types them, and
 * {@link DescribedRouteOptions}.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, in any case.
 * @typeParam Path - The route's path, as the description writes it.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const options: OperationParameters<paths, "POST", "/repos/{owner}/{repo}/issues"> = {
 *   owner: "octokit",
 *   repo: "rest.js",
 *   title: "Found a bug",
 * };
 * ```
 */
export type OperationParameters<Paths, Method extends string, Path extends string> = Present<
  (RouteOperation<Paths, Method, Path> & OperationDefaults)["parameters"]["path"]
> &
  Present<(RouteOperation<Paths, Method, Path> & OperationDefaults)["parameters"]["query"]> &
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
 */
export type OperationParametersWithDefaults<
  Paths,
  Method extends string,
  Path extends string,
  Provided extends string,
> = Omit<OperationParameters<Paths, Method, Path>, Provided> &
  Partial<Pick<OperationParameters<Paths, Method, Path>, Provided & keyof OperationParameters<Paths, Method, Path>>>;

/** The keys of `T` that must be present, index signatures aside. */
type RequiredKeys<T> = keyof {
  [Name in keyof T as string extends Name ? never : {} extends Pick<T, Name> ? never : Name]: true;
} &
  string;

/**
 * The names of the parameters a described route requires that the defaults
 * do not give: its required path and query parameters and body fields, or
 * `data` when its whole body is required as one.
 *
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Names = RequiredParameterNames<paths, "GET", "/repos/{owner}/{repo}", "owner">; //=> "repo"
 * ```
 */
export type RequiredParameterNames<Paths, Method extends string, Path extends string, Provided extends string> = Exclude<
  RequiredKeys<OperationParameters<Paths, Method, Path>>,
  Provided
>;

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
 */
export type SplitRoute<Method extends string, Path extends string, Bare extends string> =
  | `${Method} ${Path}`
  | `/${Bare}`;

/**
 * The type of `options` in `endpoint.withTypes<Paths>()(route, options)`: for
 * a described route its {@link OperationParameters}; for any other route the
 * options as the untyped `endpoint` takes them.
 *
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Options = TypedOptions<paths, "GET", "/orgs/{org}", {}, never>;
 * //=> OperationParameters<paths, "GET", "/orgs/{org}">
 * ```
 */
export type TypedOptions<
  Paths,
  Method extends string,
  Path extends string,
  Options extends EndpointOptions,
  Provided extends string,
> = [RouteOperation<Paths, Method, Path>] extends [undefined]
  ? Options | undefined
  : [Provided] extends [never]
    ? OperationParameters<Paths, Method, Path>
    : OperationParametersWithDefaults<Paths, Method, Path, Provided>;

/**
 * What `endpoint.withTypes<Paths>()(route, options)` asks of the route:
 * nothing more for a described route, whose options are typed instead;
 * {@link RouteNotInDescription} for a route written as the description writes
 * routes that it does not have; else what the untyped `endpoint` asks (see
 * {@link RouteOptionsCheck}).
 *
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Check = TypedRouteCheck<paths, "GET", "/repos/{owner}/{repo}/isues", never, {}, never>; //=> RouteNotInDescription
 * ```
 */
export type TypedRouteCheck<
  Paths,
  Method extends string,
  Path extends string,
  Bare extends string,
  Options,
  Provided extends string,
> = [RouteOperation<Paths, Method, Path>] extends [undefined]
  ? [Bare] extends [never]
    ? IsDescriptionPath<Path> extends true
      ? RouteNotInDescription
      : RouteOptionsCheck<`${Method} ${Path}`, Options, Provided>
    : RouteOptionsCheck<`/${Bare}`, Options, Provided>
  : unknown;

/**
 * What `endpoint.withTypes<Paths>()(route)`, without options, asks of the
 * route: for a described route, that it requires no parameter the defaults do
 * not give ({@link MissingParameters} names them); else as
 * {@link TypedRouteCheck}.
 *
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Check = TypedRouteOnlyCheck<paths, "GET", "/orgs/{org}", never, never>; //=> MissingParameters<"org">
 * ```
 */
export type TypedRouteOnlyCheck<
  Paths,
  Method extends string,
  Path extends string,
  Bare extends string,
  Provided extends string,
> = [Bare] extends [never]
  ? [RouteOperation<Paths, Method, Path>] extends [undefined]
    ? IsDescriptionPath<Path> extends true
      ? RouteNotInDescription
      : RouteCheck<MissingRouteVariables<`${Method} ${Path}`, Provided>>
    : [RequiredParameterNames<Paths, Method, Path, Provided>] extends [never]
      ? unknown
      : MissingParameters<RequiredParameterNames<Paths, Method, Path, Provided>>
  : RouteCheck<MissingRouteVariables<`/${Bare}`, Provided>>;

