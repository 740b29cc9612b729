/**
 * Types that read an OpenAPI description in the shape openapi-typescript
 * generates (its `paths` type, which `@octokit/openapi-types` ships for
 * GitHub), so that `endpoint.withTypes<paths>()` checks each described
 * route's parameters and types its responses.
 *
 * The shape read: `paths[path][method]` is an operation; its `parameters`
 * may hold `path`, `query` and `header` objects, its `requestBody` (optional
 * when the body may be left out) holds `content` by media type, and its
 * `responses` hold `content` by status. Methods are lowercase.
 * openapi-typescript 7 writes what is absent as `?: never` (`put?: never`,
 * `query?: never`, `requestBody?: never`); older versions, as
 * `@octokit/openapi-types`, leave it out. Both are read.
 *
 * These types run on every call, so they are written for the compiler's
 * cost: the description's routes are listed once per description, a route is
 * looked up in that list, and its options are worked out once per route, by
 * indexed access over defaults rather than a conditional type per part.
 * `npm run typecost` measures them.
 */
import type { RequestBuilder } from "../builder/request-builder";
import type { InvalidArgumentError, UnsafePathParameterError } from "../errors";
import type { RoutedBuilder, WithOptions } from "./builder-types";
import type {
  EndpointOptions,
  HeaderValue,
  MediaType,
  MergedOptions,
  RequestHeaders,
  RequestMeta,
  RequestOptions,
} from "./options";
import type { MissingPathParameters, RouteCheck } from "./parameter-types";
import type { RequiredRouteVariables, RouteMethod } from "./route-types";

/** The methods an OpenAPI path item may hold. */
type OperationMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

/**
 * Every route of a description, as `"<METHOD> <path>"` with the method in
 * capitals: `"GET /pets" | "POST /pets" | "GET /pets/{petId}" | …`. A method
 * a path item lacks (left out, or written `?: never`) makes no route.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const route: DescribedRouteName<paths> = "GET /repos/{owner}/{repo}";
 * ```
 *
 * @group Typed by a description
 */
export type DescribedRouteName<Paths> =
  WritesAbsentAsNever<Paths> extends true
    ? {
        [Path in keyof Paths & string]: `${Capitals[
          { [Key in keyof Paths[Path]]-?: undefined extends Paths[Path][Key] ? never : Key }[keyof Paths[Path]] & OperationMethod
        ]} ${Path}`;
      }[keyof Paths & string]
    : { [Path in keyof Paths & string]: `${Capitals[keyof Paths[Path] & OperationMethod]} ${Path}` }[keyof Paths & string];

/** Each method in capitals, by lookup: far cheaper for the compiler than `Uppercase` on every route. */
interface Capitals {
  get: "GET";
  put: "PUT";
  post: "POST";
  delete: "DELETE";
  options: "OPTIONS";
  head: "HEAD";
  patch: "PATCH";
  trace: "TRACE";
}

/**
 * Whether a description writes what an operation lacks as `?: never`, as
 * openapi-typescript 7 does (every path item then has `parameters`). Worked
 * out once per description.
 */
type WritesAbsentAsNever<Paths> = [Paths[keyof Paths]] extends [{ readonly parameters: unknown }] ? true : false;

/**
 * The operation of the description at a method (any case) and a path:
 * `undefined` or `never` when there is none. The route's own inference
 * splits it into its method and path, so that no route is parsed here.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, in any case.
 * @typeParam Path - The route's path.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type CreateIssue = PathOperation<paths, "POST", "/repos/{owner}/{repo}/issues">;
 * ```
 *
 * @group Typed by a description
 */
export type PathOperation<Paths, Method extends string, Path extends string> = Path extends keyof Paths
  ? Paths[Path][(Method extends keyof Lowercased ? Lowercased[Method] : Lowercase<Method>) & keyof Paths[Path]]
  : undefined;

/** The usual spellings of each method in lowercase, by lookup: cheaper for the compiler than `Lowercase`. */
interface Lowercased {
  GET: "get";
  PUT: "put";
  POST: "post";
  DELETE: "delete";
  OPTIONS: "options";
  HEAD: "head";
  PATCH: "patch";
  TRACE: "trace";
  get: "get";
  put: "put";
  post: "post";
  delete: "delete";
  options: "options";
  head: "head";
  patch: "patch";
  trace: "trace";
}

/**
 * The operation a route of the description names, `"<METHOD> <path>"` with
 * the method in any case; `undefined` or `never` for any other route.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Route - `"<METHOD> <path>"`, as the description has it.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type CreateIssue = RouteOperation<paths, "POST /repos/{owner}/{repo}/issues">;
 * ```
 *
 * @group Typed by a description
 */
export type RouteOperation<Paths, Route extends string> = Route extends `${infer Method} ${infer Path}`
  ? PathOperation<Paths, Method, Path>
  : undefined;

/**
 * What an operation's parameters are read against: a part the operation
 * lacks reads as `unknown`, which leaves an intersection as it is.
 */
interface ParameterDefaults {
  parameters: { path: unknown; query: unknown };
}

/**
 * What an operation's body is read against: an operation that says it has
 * no body (`requestBody?: never`) and this have nothing in common, which
 * makes the JSON body read from their intersection `never`.
 */
interface BodyDefaults {
  requestBody: { content: { "application/json": unknown } };
}

/** The JSON type of an operation's request body: `unknown` when it has none, `never` when it says it has none. */
type JsonBody<Operation> = (Operation & BodyDefaults)["requestBody"]["content"]["application/json"];

/**
 * No parameter at all: what the typed builder's `.params()` takes for a
 * route without parameters. (An empty object type would take any object.)
 */
interface NoParameters {
  readonly [parameter: string]: never;
}

/** Any parameter besides those described: for a body that takes any field. */
interface OpenParameters {
  readonly [parameter: string]: unknown;
}

/**
 * A body that goes as it stands: text, bytes, a Blob, a stream, form data.
 * What a description types as `string` for a binary media type arrives as
 * any of these.
 */
type RawBody = string | ArrayBuffer | ArrayBufferView | Blob | ReadableStream | FormData | URLSearchParams;

/** The request body's content by media type, as the operation describes it. */
type Content<Operation> = Operation extends { readonly requestBody?: { readonly content: infer Media } } ? Media : {};

/** `data`, required when the description requires the body. */
type DataParameter<Operation, Body> = Operation extends { readonly requestBody: unknown }
  ? { readonly data: Body }
  : { readonly data?: Body };

/**
 * The body parameters of an operation:
 * - a JSON object body gives its fields, each a parameter, and no other;
 * - a JSON object body with an index signature (openapi-typescript writes
 *   one for `additionalProperties`) takes any other field of its value's
 *   type as well, or the path, query and option values beside it (see
 *   {@link MapBody});
 * - a bare object (a schema of `type: object` alone, which openapi-typescript
 *   writes `Record<string, never>`) may hold any field: the body is given
 *   whole as `data`, or left out where it is optional, and the route's
 *   parameters stay closed;
 * - a JSON body of another type (an array, a string…), a free-form one
 *   (`unknown`) and a body of another media type go whole as `data`; a
 *   free-form one takes any field, too;
 * - an operation without a body takes nothing more.
 */
type BodyParameters<Operation, Json, Url> = unknown extends Json
  ? "requestBody" extends keyof Operation
    ? OtherBodyParameters<Operation>
    : {}
  : [Json] extends [never]
    ? {}
    : [Json] extends [readonly unknown[] | string | number | boolean | null]
      ? DataParameter<Operation, Json>
      : string extends keyof Json
        ? [Json[string & keyof Json]] extends [never]
          ? DataParameter<Operation, OpenParameters>
          : MapBody<Json, Url>
        : Json;

/**
 * A body whose fields are a map: its named fields, and any other name with
 * a value of the map's type. An object type with an index signature asks
 * every property beside it to fit the index, so the index also takes the
 * types of the path and query parameters and of the options, which go
 * elsewhere.
 */
type MapBody<Json, Url> = { [Name in keyof Json as string extends Name ? never : Name]: Json[Name] } & {
  readonly [name: string]: Json[string & keyof Json] | Url[keyof Url] | DescribedRouteOptions[keyof DescribedRouteOptions];
};

/** The body parameter of an operation whose body is not a JSON object: `data`, in any of its media types. */
type OtherBodyParameters<Operation> = [keyof Content<Operation>] extends [never]
  ? {}
  : "application/json" extends keyof Content<Operation>
    ? DataParameter<Operation, unknown> & OpenParameters
    : DataParameter<Operation, Content<Operation>[keyof Content<Operation>] | RawBody>;

/**
 * The options that typed request options take besides the parameters. The
 * route names the method and the URL, so neither is among them.
 *
 * @example
 * ```ts
 * const options: DescribedRouteOptions = { headers: { authorization: "token secret" } };
 * ```
 *
 * @group Typed by a description
 */
export interface DescribedRouteOptions {
  /** Prefixed to the route's path. Default: the one `withTypes()` was given, or `https://api.github.com` for GitHub's description. */
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
 * openapi-typescript 7 writes as `?: never`.
 */
type Present<Part> = [Part] extends [undefined] ? {} : Part;

/** The `path` and `query` parameters of an operation. */
type UrlParameters<Operation> = Present<(Operation & ParameterDefaults)["parameters"]["path"]> &
  Present<(Operation & ParameterDefaults)["parameters"]["query"]>;

/**
 * `headers` when the operation requires header parameters (openapi-typescript
 * writes `header: {…}` without `?` then): each required one by its name as
 * written or in lowercase, beside any other header.
 */
type HeaderParameters<Operation> = Operation extends { readonly parameters: { readonly header: infer Header extends object } }
  ? { readonly headers: RequestHeaders & (Header | { readonly [Name in keyof Header as Lowercase<Name & string>]: Header[Name] }) }
  : {};

/**
 * The parameters of a route of the description, without the options: its
 * path and query parameters and its body fields (or `data`), as the
 * description types them. This is what the typed builder's `.params()`
 * takes.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, in any case.
 * @typeParam Path - The route's path, as the description has it.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const parameters: DescribedParameters<paths, "GET", "/orgs/{org}"> = { org: "octokit" };
 * ```
 *
 * @group Typed by a description
 */
export type DescribedParameters<Paths, Method extends string, Path extends string> = UrlParameters<
  PathOperation<Paths, Method, Path>
> &
  BodyParameters<
    PathOperation<Paths, Method, Path>,
    JsonBody<PathOperation<Paths, Method, Path>>,
    UrlParameters<PathOperation<Paths, Method, Path>>
  >;

/**
 * The options of a route of the description: its path and query parameters,
 * its body fields (or `data`) and its required headers, as the description
 * types them, and {@link DescribedRouteOptions}. Nothing else: a parameter
 * the description does not name is a compile error.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, in any case.
 * @typeParam Path - The route's path, as the description has it.
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
 * @group Typed by a description
 */
export type OperationParameters<Paths, Method extends string, Path extends string> = DescribedParameters<
  Paths,
  Method,
  Path
> &
  HeaderParameters<PathOperation<Paths, Method, Path>> &
  DescribedRouteOptions;

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
 * What a typed endpoint asks of a route whose path is in its description
 * with other methods only: no route has this property, so the call does not
 * compile, and the message names the methods the path has.
 *
 * @example
 * ```ts
 * github("DELETE /user", {});
 * // error: Argument of type '"DELETE /user"' is not assignable to
 * // parameter of type '"DELETE /user" & MethodNotInDescription<"GET" | "PATCH">'
 * ```
 *
 * @group Compile errors
 */
export interface MethodNotInDescription<Methods extends string> {
  /** The methods the description has for this path. */
  readonly "the description has this path with other methods only": Methods;
}

/**
 * What a typed endpoint asks of a described route called without options
 * when it requires parameters, and what the typed builder's `.build()` asks
 * while some have no value: no route or builder has this property, so the
 * call does not compile, and the message names them.
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
 * A route as a typed endpoint takes it, split by the call's own inference:
 * `"<METHOD> <path>"`, or a bare path (`/${Bare}`) meaning GET.
 *
 * @example
 * ```ts
 * const route: SplitRoute<"GET", "/user", never> = "GET /user";
 * ```
 *
 * @group Typed by a description
 */
export type SplitRoute<Method extends string, Path extends string, Bare extends string> =
  | `${Method} ${Path}`
  | `/${Bare}`;

/** Whether a method and path name no operation of the description. */
type NoOperation<Paths, Method extends string, Path extends string> = [PathOperation<Paths, Method, Path>] extends [undefined]
  ? true
  : false;

/**
 * What a typed endpoint asks of a route outside its description: for one
 * written the way a description writes routes (a path of plain `{name}`
 * variables), {@link MethodNotInDescription} when the path is there with
 * other methods, else {@link RouteNotInDescription}; any other route (a full
 * URL, `{?query}` and other operators, `:name`) is taken as the untyped
 * `endpoint` takes it, and nothing is asked.
 */
type OutsideDescription<Paths, Path extends string> = Path extends TemplateOnly
  ? unknown
  : Path extends keyof Paths
    ? // Written out rather than behind an alias, so that a message shows the methods.
      MethodNotInDescription<
        {
          [Method in keyof Paths[Path] & OperationMethod]-?: [NonNullable<Paths[Path][Method]>] extends [never]
            ? never
            : Capitals[Method];
        }[keyof Paths[Path] & OperationMethod]
      >
    : Path extends `/${string}`
      ? RouteNotInDescription
      : unknown;

/**
 * The options a typed endpoint takes for a route, split into its method and
 * path: for a route of the description, {@link OperationParameters}, those
 * the defaults give a value optional; for any other, the options the untyped
 * `endpoint` takes, each required path variable of the route that the
 * defaults do not give required.
 */
type OptionsAt<Paths, Method extends string, Path extends string, Provided extends string> =
  NoOperation<Paths, Method, Path> extends true
    ? EndpointOptions & {
        readonly [Name in Exclude<RequiredRouteVariables<`${Method} ${Path}`>, Provided>]: NonNullable<unknown>;
      }
    : [Provided] extends [never]
      ? OperationParameters<Paths, Method, Path>
      : WithDefaults<OperationParameters<Paths, Method, Path>, Provided>;

/**
 * The options a typed endpoint takes for a route: {@link OperationParameters}
 * for a route of the description (those the defaults give a value
 * optional), and for any other route the options the untyped `endpoint`
 * takes, with its required path variables.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, as written.
 * @typeParam Path - The route's path, as written.
 * @typeParam Bare - The path of a route written without a method, after its `/`.
 * @typeParam Provided - Parameter names the defaults give a value.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const options: RouteOptions<paths, "GET", "/repos/{owner}/{repo}", never, "owner"> = { repo: "rest.js" };
 * ```
 *
 * @group Typed by a description
 */
export type RouteOptions<Paths, Method extends string, Path extends string, Bare extends string, Provided extends string> = [
  Bare,
] extends [never]
  ? OptionsAt<Paths, Method, Path, Provided>
  : OptionsAt<Paths, "GET", `/${Bare}`, Provided>;

/**
 * The names of the parameters a described route requires that the defaults
 * do not give: its path parameters, its required query parameters and body
 * fields, `data` when its whole body is required as one, and `headers` when
 * it requires header parameters.
 */
type RequiredNames<Paths, Method extends string, Path extends string, Provided extends string> = Exclude<
  RequiredKeys<DescribedParameters<Paths, Method, Path> & HeaderParameters<PathOperation<Paths, Method, Path>>>,
  Provided
>;

/** {@link DescribedRouteCheck} of a route split into its method and path. */
type CheckAt<Paths, Method extends string, Path extends string> =
  NoOperation<Paths, Method, Path> extends true ? OutsideDescription<Paths, Path> : unknown;

/**
 * What a typed endpoint asks of a route it is called with, with options:
 * nothing for a route of its description (its options say the rest);
 * {@link MethodNotInDescription} or {@link RouteNotInDescription} for a
 * route written as the description writes routes that it lacks; nothing
 * for any other route, whose options then carry its path variables.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, as written.
 * @typeParam Path - The route's path, as written.
 * @typeParam Bare - The path of a route written without a method, after its `/`.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Check = DescribedRouteCheck<paths, "GET", "/repos/{owner}/{repo}/isues", never>; //=> RouteNotInDescription
 * ```
 *
 * @group Typed by a description
 */
export type DescribedRouteCheck<Paths, Method extends string, Path extends string, Bare extends string> = [Bare] extends [
  never,
]
  ? CheckAt<Paths, Method, Path>
  : CheckAt<Paths, "GET", `/${Bare}`>;

/** {@link DescribedRouteOnlyCheck} of a route split into its method and path. */
type OnlyCheckAt<Paths, Method extends string, Path extends string, Provided extends string> =
  NoOperation<Paths, Method, Path> extends true
    ? OutsideDescription<Paths, Path> & RouteCheck<Exclude<RequiredRouteVariables<`${Method} ${Path}`>, Provided>>
    : [RequiredNames<Paths, Method, Path, Provided>] extends [never]
      ? unknown
      : MissingParameters<RequiredNames<Paths, Method, Path, Provided>>;

/**
 * What a typed endpoint asks of a route it is called with alone: for a
 * route of its description, that it requires no parameter the defaults do
 * not give ({@link MissingParameters} names them); for a route outside it,
 * what {@link DescribedRouteCheck} asks, and for a route written otherwise,
 * that it has no path variable without a value ({@link MissingPathParameters}).
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, as written.
 * @typeParam Path - The route's path, as written.
 * @typeParam Bare - The path of a route written without a method, after its `/`.
 * @typeParam Provided - Parameter names the defaults give a value.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Check = DescribedRouteOnlyCheck<paths, "GET", "/orgs/{org}", never, never>; //=> MissingParameters<"org">
 * ```
 *
 * @group Typed by a description
 */
export type DescribedRouteOnlyCheck<
  Paths,
  Method extends string,
  Path extends string,
  Bare extends string,
  Provided extends string,
> = [Bare] extends [never] ? OnlyCheckAt<Paths, Method, Path, Provided> : OnlyCheckAt<Paths, "GET", `/${Bare}`, Provided>;

/**
 * What a typed endpoint returns for a route of its description: request
 * options whose `method` is the route's, lowercase. The route stays in its
 * type, so that {@link ResponseData} and {@link ResponseError} read the
 * route's responses from it.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, in any case.
 * @typeParam Path - The route's path, as the description has it.
 * @example
 * ```ts
 * const result: DescribedRequestOptions<paths, "POST", "/markdown"> = github("POST /markdown", { text: "hi" });
 * result.method; //=> "post"
 * ```
 *
 * @group Typed by a description
 */
// `Paths` and `Path` play no part in the members: they are there to be read
// back, by inference from the type's arguments. For a route outside the
// description they read as no response type (`unknown`).
export interface DescribedRequestOptions<Paths, Method extends string, Path extends string>
  extends RequestOptions<Method extends keyof Lowercased ? Lowercased[Method] : Lowercase<Method>> {}

/**
 * What a typed endpoint returns for a route: {@link DescribedRequestOptions}
 * for one of its description, else request options with the route's method.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, as written.
 * @typeParam Path - The route's path, as written.
 * @typeParam Bare - The path of a route written without a method, after its `/`.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Result = DescribedResult<paths, "GET", "/user", never>; //=> DescribedRequestOptions<paths, "GET", "/user">
 * ```
 *
 * @group Typed by a description
 */
export type DescribedResult<Paths, Method extends string, Path extends string, Bare extends string> = [Bare] extends [never]
  ? DescribedRequestOptions<Paths, Method, Path>
  : DescribedRequestOptions<Paths, "GET", `/${Bare}`>;

/** A status code as text: `"200"`, `"2XX"`, `"default"`. */
type StatusText<Status> = `${Status & (string | number)}`;

/**
 * The body of a response: its JSON content when it has one, else any of its
 * media types, and `undefined` for a response without content (a 204).
 */
type ResponseBody<Response> = Response extends { readonly content: infer Content }
  ? [Content] extends [never]
    ? undefined
    : "application/json" extends keyof Content
    ? Content["application/json"]
    : Content[keyof Content]
  : undefined;

/** The responses an operation describes, by status code. */
type Responses<Operation> = Operation extends { readonly responses: infer Described } ? Described : {};

/**
 * The body type of a route's success responses (status 2XX), as the
 * description types it: a union when several are described, `undefined` for
 * one without content.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Route - `"<METHOD> <path>"`, as the description has it.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Repo = RouteData<paths, "GET /repos/{owner}/{repo}">;
 * const name: Repo["full_name"] = "octokit/rest.js";
 * ```
 *
 * @group Typed by a description
 */
export type RouteData<Paths, Route extends string> = {
  [Status in keyof Responses<RouteOperation<Paths, Route>>]: StatusText<Status> extends `2${string}`
    ? ResponseBody<Responses<RouteOperation<Paths, Route>>[Status]>
    : never;
}[keyof Responses<RouteOperation<Paths, Route>>];

/**
 * The body types of a route's error responses (status 4XX, 5XX and
 * `default`), as the description types them; `never` when it describes none.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Route - `"<METHOD> <path>"`, as the description has it.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type NotFound = RouteError<paths, "GET /repos/{owner}/{repo}">;
 * ```
 *
 * @group Typed by a description
 */
export type RouteError<Paths, Route extends string> = {
  [Status in keyof Responses<RouteOperation<Paths, Route>>]: StatusText<Status> extends `${"4" | "5"}${string}` | "default"
    ? ResponseBody<Responses<RouteOperation<Paths, Route>>[Status]>
    : never;
}[keyof Responses<RouteOperation<Paths, Route>>];

/**
 * The body type of the success response to request options that a typed
 * endpoint or builder returned: {@link RouteData} of their route, read from
 * their type, so that the route is not written twice. `unknown` for request
 * options of a route outside a description.
 *
 * @typeParam Options - The type of the request options.
 * @example
 * ```ts
 * async function send<Options extends RequestOptions>(options: Options): Promise<ResponseData<Options>> {
 *   const response = await fetch(...toFetchArguments(options));
 *   if (!response.ok) throw new Error(`${response.status} from ${options.url}`);
 *   return (await response.json()) as ResponseData<Options>;
 * }
 * const repo = await send(github("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" }));
 * repo.full_name; //=> "octokit/rest.js"
 * ```
 *
 * @group Typed by a description
 */
export type ResponseData<Options> =
  Options extends DescribedRequestOptions<infer Paths, infer Method, infer Path>
    ? NoOperation<Paths, Method, Path> extends true
      ? unknown
      : RouteData<Paths, `${Method} ${Path}`>
    : unknown;

/**
 * The body types of the error responses to request options that a typed
 * endpoint or builder returned: {@link RouteError} of their route, read from
 * their type. `unknown` for request options of a route outside a description.
 *
 * @typeParam Options - The type of the request options.
 * @example
 * ```ts
 * const options = github("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "rest.js" });
 * type Failure = ResponseError<typeof options>; //=> { message?: string; documentation_url?: string; … }
 * ```
 *
 * @group Typed by a description
 */
export type ResponseError<Options> =
  Options extends DescribedRequestOptions<infer Paths, infer Method, infer Path>
    ? NoOperation<Paths, Method, Path> extends true
      ? unknown
      : RouteError<Paths, `${Method} ${Path}`>
    : unknown;

/**
 * Whether a description is GitHub's, known by paths only it has together:
 * its endpoint functions keep GitHub's `baseUrl` and `accept`.
 */
type IsGitHub<Paths> = Paths extends { "/repos/{owner}/{repo}/pulls": unknown; "/orgs/{org}/repos": unknown } ? true : false;

/**
 * Where the API of a description lives and what it answers in: the `baseUrl`
 * and `accept` of the function that `withTypes()` makes. Every description
 * but GitHub's needs them, so that no request goes to GitHub's host with
 * GitHub's media type by mistake.
 *
 * @example
 * ```ts
 * const figma: ApiDefaults = { baseUrl: "https://api.figma.com", accept: "application/json" };
 * ```
 *
 * @group Typed by a description
 */
export interface ApiDefaults {
  /** The API's root URL, prefixed to every route's path. */
  readonly baseUrl: string;
  /** The `accept` header the API answers, such as `application/json`. */
  readonly accept: string;
}

/**
 * The arguments of `withTypes()`: {@link ApiDefaults}, required for every
 * description but GitHub's.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const none: WithTypesArguments<paths> = [];
 * ```
 *
 * @group Typed by a description
 */
export type WithTypesArguments<Paths> = IsGitHub<Paths> extends true ? [api?: ApiDefaults] : [api: ApiDefaults];

/**
 * A described route, as the typed builder keeps it after `.route()`: its
 * method and path and the parameters it takes. An interface, so that the
 * compiler works out each member once for the route and reads it from
 * there in every later step, and so that the builder's type names the
 * route in a message.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Method - The route's method, in any case.
 * @typeParam Path - The route's path, as the description has it.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Parameters = DescribedRoute<paths, "GET", "/orgs/{org}">["parameters"]; //=> { org: string }
 * ```
 *
 * @group Typed by a description
 */
export interface DescribedRoute<Paths, Method extends string, Path extends string> {
  /** The route's method, as written. */
  readonly method: Method;
  /** The route's path. */
  readonly path: Path;
  /** The route's parameters (see {@link DescribedParameters}), without the options. */
  readonly parameters: DescribedParameters<Paths, Method, Path>;
}

/**
 * What the typed builder knows before `.route()`: any parameter, of any value.
 *
 * @example
 * ```ts
 * const options: NoDescribedRoute["parameters"] = { org: "octokit" };
 * ```
 *
 * @group Typed by a description
 */
export interface NoDescribedRoute {
  /** No route is known. */
  readonly method: never;
  /** No route is known. */
  readonly path: never;
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
  readonly path: string;
  readonly parameters: unknown;
}

/** The parameter names of a kept route that `.param()` may name: its own, or any before a route is known. */
type ParameterName<Route extends KeptRoute> = [Route["method"]] extends [never] ? string : keyof Route["parameters"] & string;

/** What `.build()` asks when some required names lack a value: nothing when none is missing. */
type NamedMissing<Missing extends string> = [Missing] extends [never] ? unknown : MissingParameters<Missing>;

/**
 * What the typed builder's `.build()` asks of it: nothing when the names
 * given so far cover every parameter the route requires, else
 * {@link MissingParameters} naming those without a value.
 */
type BuildCheck<Route extends KeptRoute, Provided extends string> = [Route["method"]] extends [never]
  ? unknown
  : NamedMissing<Exclude<RequiredKeys<Route["parameters"]>, Provided>>;

/**
 * What the typed builder's `.params()` takes after `.route()` with a route
 * of the description: the route's parameters and nothing else, each
 * required one that has no value yet required. Before a route is known, any
 * parameters.
 */
type ParamsArgument<Route extends KeptRoute, Provided extends string> = [Route["method"]] extends [never]
  ? OpenParameters
  : [keyof Route["parameters"]] extends [never]
    ? NoParameters
    : [Provided] extends [never]
    ? Route["parameters"]
    : WithDefaults<Route["parameters"], Provided>;

/** {@link TypedRouted} of a route split into its method and path. */
type RoutedAt<Paths, Provided extends string, Method extends string, Path extends string> =
  NoOperation<Paths, Method, Path> extends true
    ? RoutedBuilder<`${Method} ${Path}`, Provided>
    : TypedRequestBuilder<Paths, Provided, DescribedRoute<Paths, Method, Path>>;

/**
 * What the typed builder's `.route()` returns: the typed builder keeping a
 * route of the description, or the untyped builder's type for any other
 * route (see {@link RoutedBuilder}).
 */
type TypedRouted<Paths, Provided extends string, Method extends string, Path extends string, Bare extends string> = [
  Bare,
] extends [never]
  ? RoutedAt<Paths, Provided, Method, Path>
  : RoutedAt<Paths, Provided, "GET", `/${Bare}`>;

/**
 * A {@link RequestBuilder} typed by an OpenAPI description, as
 * `endpoint.withTypes<paths>().builder()` returns it: the very builder, with
 * types that follow the description. After `.route()` with a described route,
 * `.param()` takes the route's parameters by name, `.params()` takes the
 * route's parameters and nothing else (those that have no value yet and
 * are required, required), and `.build()` compiles once every required one
 * has a value. `.route()` with a route outside the description returns the
 * untyped builder's type; `.with()` does too.
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
 *   .param("owner", "octokit")
 *   .param("repo", "rest.js");
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
  // once in `.route()`; each step passes it on as it is.
  /**
   * Sets the method and URL from a route. Editors list the description's
   * routes; a route of the description types the steps that follow by it,
   * and any other (a full URL, `{?query}`…) gets the untyped builder's typing.
   *
   * @typeParam M - The route's method, as written.
   * @typeParam P - The route's path, as written.
   * @typeParam Bare - The path of a route written without a method, after its `/`.
   * @param route - `"<METHOD> <path>"`, as the description has it, or any other route.
   * @throws {@link InvalidArgumentError} when `route` is not a string of that form.
   * @example
   * ```ts
   * github.builder().route("GET /repos/{owner}/{repo}").params({ owner: "o", repo: "r" }).build().url;
   * //=> "https://api.github.com/repos/o/r"
   * ```
   */
  route<M extends string, P extends string, Bare extends string = never>(
    route: SplitRoute<M, P, Bare> & DescribedRouteCheck<Paths, M, P, Bare>,
  ): TypedRouted<Paths, Provided, M, P, Bare>;
  /**
   * What editors read to list the description's routes; no call matches it.
   *
   * @internal
   */
  route(route: DescribedRouteName<Paths>, completion: never): never;
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
  param<Name extends ParameterName<Route>>(
    name: Name,
    value: Route["parameters"][Name & keyof Route["parameters"]],
  ): TypedRequestBuilder<Paths, Provided | Name, Route>;
  /**
   * Sets the route's parameters at once, each with the type the description
   * gives it. Every required parameter without a value so far must be
   * among them, and no name the route does not have.
   *
   * @param params - The route's parameters.
   * @throws {@link InvalidArgumentError} when `params` is not a plain object or names an option.
   * @example
   * ```ts
   * github.builder().route("GET /repos/{owner}/{repo}").params({ owner: "octokit", repo: "rest.js" }).build().url;
   * //=> "https://api.github.com/repos/octokit/rest.js"
   * ```
   */
  params(params: ParamsArgument<Route, Provided>): TypedRequestBuilder<Paths, Provided | RequiredKeys<Route["parameters"]>, Route>;
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
    body: "data" extends keyof Route["parameters"] ? Route["parameters"]["data" & keyof Route["parameters"]] : unknown,
  ): TypedRequestBuilder<Paths, Provided | "data", Route>;
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
  baseUrl(baseUrl: string): TypedRequestBuilder<Paths, Provided, Route>;
  /**
   * Sets one header. The name is lowercased; `undefined` leaves the current value in place.
   *
   * @param name - An HTTP header name.
   * @param value - A string or a number.
   * @throws {@link InvalidArgumentError} for a name that is not a token or a value with CR, LF or NUL.
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
   * @throws {@link InvalidArgumentError} when `headers` is not a plain object or holds a bad name or value.
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
   * @throws {@link InvalidArgumentError} when a name is not a non-empty string.
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
   * @throws {@link InvalidArgumentError} when `format` is not a non-empty string.
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
   * @throws {@link InvalidArgumentError} when `request` is not an object.
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
   * @throws {@link InvalidArgumentError} when `options` is not a valid options object.
   * @example
   * ```ts
   * github.builder().with({ url: "/orgs/{org}", org: "octokit" }).build().url; //=> "https://api.github.com/orgs/octokit"
   * ```
   */
  with<const Options extends EndpointOptions>(
    options: Options,
  ): WithOptions<string, Exclude<RequiredKeys<Route["parameters"]>, Provided>, Provided, Options>;
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
   * @throws {@link InvalidArgumentError} when a parameter cannot be sent.
   * @throws {@link UnsafePathParameterError} when a path parameter would add a `.` or `..` segment.
   * @example
   * ```ts
   * github.builder().route("GET /orgs/{org}").param("org", "octokit").build().method; //=> "get"
   * ```
   */
  build(
    this: BuildCheck<Route, Provided>,
  ): [Route["method"]] extends [never] ? RequestOptions : DescribedRequestOptions<Paths, Route["method"], Route["path"]>;
}
