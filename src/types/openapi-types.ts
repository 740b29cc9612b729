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
 * cost, which `npm run typecost` measures in instantiations: the compiler
 * counts one for every type it builds from a generic one, so each alias
 * layer, each type argument and each conditional costs. A call names its
 * route as one type argument, `Route`, and everything else is worked out
 * from it in one conditional type per step, cached by its arguments:
 *
 * - the route is split into method and path once, by inference;
 * - the operation is read by indexed access over defaults
 *   (`(Paths & PathDefaults)[path][method]`), so a missing path or method
 *   reads as `unknown` with no conditional type to ask;
 * - an operation without a body or header parameters, the common case, is
 *   read by one pattern; any other by a second one.
 *
 * A pattern literal that names no type parameter is an interface declared
 * at the top level: the compiler instantiates an anonymous type written
 * inside a generic type on every use, even one without type parameters.
 */
import type { EndpointOptions, MediaType, RequestHeaders, RequestMeta, RequestOptions } from "./options";
import type { PathParameters, RouteCheck } from "./parameter-types";
import type { RequiredRouteVariables, RouteMethod } from "./route-types";
import type { LowercaseMethod } from "./result-types";

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
 * What a description is read against: a path it lacks reads as a path item
 * whose every method is `unknown`, and so does a method a path item lacks.
 * (openapi-typescript 7 writes a missing method as `?: never`, which reads
 * as `undefined`.)
 */
export interface PathDefaults {
  readonly [path: string]: MethodDefaults;
}

/** What a path item is read against: any method it lacks reads as `unknown`. */
interface MethodDefaults {
  readonly [method: string]: unknown;
}

/**
 * The operation of the description at a method (any case) and a path:
 * `unknown` or `undefined` when there is none.
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
 * @group Type helpers
 */
export type PathOperation<Paths, Method extends string, Path extends string> = (Paths & PathDefaults)[Path][Lowercase<Method>];

/**
 * The operation a route of the description names, `"<METHOD> <path>"` with
 * the method in any case, or a bare path meaning GET; `unknown` or
 * `undefined` for any other route.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Route - `"<METHOD> <path>"`, as the description has it.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type CreateIssue = RouteOperation<paths, "POST /repos/{owner}/{repo}/issues">;
 * ```
 *
 * @group Type helpers
 */
export type RouteOperation<Paths, Route extends string> = Route extends `${infer Method} ${infer Path}`
  ? (Paths & PathDefaults)[Path][Lowercase<Method>]
  : (Paths & PathDefaults)[Route]["get"];

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

/** What an operation that requires its body is: its `requestBody` is not optional. */
interface RequiresBody {
  readonly requestBody: unknown;
}

/**
 * A body that goes whole: for a typed endpoint, the option `data`,
 * required when the description requires the body; for the typed builder,
 * whose `.params()` takes no option (`.data()` sets the body), the body's
 * type and whether it is required, carried as {@link BodyToSet}.
 */
type DataParameter<Operation, Body, Base> = Base extends NoOptions
  ? BodyToSet<Body, Operation extends RequiresBody ? true : false>
  : Operation extends RequiresBody
    ? { readonly data: Body }
    : { readonly data?: Body };

/**
 * What the typed builder's parameters carry for a route whose body goes
 * whole: the type `.data()` takes, and whether `.build()` asks for it
 * (see {@link MissingBody}). The keys are symbols, so that no parameters
 * object writes them and editors do not offer them.
 *
 * @typeParam Body - The type of the body.
 * @typeParam Required - Whether the description requires the body.
 * @example
 * ```ts
 * const none: BodyToSet<string, true> = {};
 * ```
 *
 * @group Type helpers
 */
export interface BodyToSet<Body, Required extends boolean> {
  /** The body's type; never given. */
  readonly [bodyToSet]?: Body;
  /** Whether the body is required; never given. */
  readonly [bodyRequired]?: Required;
  /** That `.build()` checks something `.params()` does not set; never given. */
  readonly [setApart]?: true;
}

/**
 * What the typed builder's `.data()` takes for a route with these
 * parameters (the last type argument of {@link TypedRequestBuilder}): the
 * type of a body that goes whole, as the description types it (see
 * {@link BodyToSet}); any value for a route whose body is built from its
 * parameters.
 *
 * @typeParam Parameters - The route's parameters, as the typed builder holds them.
 * @example
 * ```ts
 * const body: DataBody<BodyToSet<string, true>> = "83a4";
 * ```
 *
 * @group Type helpers
 */
export type DataBody<Parameters> = Parameters extends BodyToSet<infer Body, boolean> ? Exclude<Body, undefined> : unknown;

/** The key of {@link BodyToSet}' body type. */
export declare const bodyToSet: unique symbol;

/** The key of {@link BodyToSet}' requirement. */
export declare const bodyRequired: unique symbol;

/** The key that {@link BodyToSet} and {@link HeadersToSet} share, so that the typed builder finds either by one test. */
export declare const setApart: unique symbol;

/**
 * The options a typed builder's `.params()` refuses where the route's
 * parameters are open (a map body, a free-form body), each with a method
 * of its own: an object type with an index signature would take them as
 * fields of the body. (`url` is a parameter when a route gives the URL.)
 */
interface OptionsRefused {
  readonly data?: OptionNotParameter;
  readonly method?: OptionNotParameter;
  readonly baseUrl?: OptionNotParameter;
  readonly headers?: OptionNotParameter;
  readonly mediaType?: OptionNotParameter;
  readonly request?: OptionNotParameter;
}

/**
 * What the typed builder's `.params()` asks of an option given among
 * parameters, where the route's parameters take any field: no value has
 * this property, so the call does not compile, and the message says why.
 * Each option has a method of its own (`.data()`, `.method()`,
 * `.baseUrl()`, `.header()`, `.format()`, `.request()`).
 *
 * @example
 * ```ts
 * github.builder().route("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config").params({ owner: "o", repo: "r", hook_id: 1, data: "{}" });
 * // error: Type 'string' is not assignable to type 'OptionNotParameter'.
 * ```
 *
 * @group Compile errors
 */
export interface OptionNotParameter {
  /** Never given. */
  readonly "an option, not a parameter: set it with its own method": never;
}

/**
 * A JSON body that goes whole as `data`: an array, text, a number, a
 * boolean, `null`; in a tuple, so that a conditional type compares a body
 * with it as a whole.
 */
type WholeJson = [readonly unknown[] | string | number | boolean | null];

/**
 * What an operation without a body is: one that leaves `requestBody` out
 * or writes it `?: never`. (An operation with neither `parameters` nor
 * `requestBody` is not one, by TypeScript's rule for types whose every
 * property is optional; it takes the longer way to the same result.)
 */
interface NoBody {
  readonly requestBody?: undefined;
}

/**
 * What an operation with neither a body nor header parameters is, the
 * common case. The other parts are named so that an operation shares a
 * property with this type: an object type whose every property is optional
 * takes only objects that share one with it.
 */
interface PlainOperation {
  readonly requestBody?: undefined;
  readonly parameters?: NoHeaderParameters;
  readonly responses?: unknown;
}

/**
 * The keys of an operation that the shortest way reads: one written as
 * openapi-typescript 6 and older write operations, leaving out what it
 * lacks, with no body. Version 7 writes `requestBody?: never` on every
 * operation and `path?: never` for a part it lacks, which an intersection
 * would turn into `never`: its operations take the longer way.
 */
type PlainOperationKey = "parameters" | "responses";

/**
 * What the shortest way reads an operation's path and query parameters
 * against: a part the operation leaves out reads as no parameters, and an
 * optional one as its object, without `undefined`. Indexed access on these
 * costs the compiler a fraction of a pattern that infers the parts.
 */
interface OperationDefaults {
  readonly parameters: PartDefaults;
}

/** The parts of an operation's parameters that the shortest ways read: any other (`header`, `cookie`) takes the longer way. */
type PartName = "path" | "query";

/** See {@link OperationDefaults}. */
interface PartDefaults {
  readonly path: {};
  readonly query: {};
}

/** See {@link PlainOperation}. */
interface NoHeaderParameters {
  readonly header?: undefined;
  readonly path?: unknown;
  readonly query?: unknown;
  readonly cookie?: unknown;
}

/**
 * The body parameters of an operation, from its request body's content by
 * media type:
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
 * - an operation without a body, or a body without any media type, takes
 *   nothing.
 */
type BodyParameters<Operation, Url, Base> = Operation extends NoBody
  ? {}
  : JsonBodyParameters<Operation, (Operation & BodyDefaults)["requestBody"]["content"]["application/json"], Url, Base>;

/**
 * What a body is read against: a body without JSON content reads as
 * `unknown`, as does a free-form JSON body; {@link OtherBodyParameters}
 * tells them apart.
 */
interface BodyDefaults {
  readonly requestBody: ContentDefaults;
}

/** See {@link BodyDefaults}. Each level is an interface of its own: a type literal nested in one is instantiated on every use. */
interface ContentDefaults {
  readonly content: JsonDefaults;
}

/** See {@link BodyDefaults}. */
interface JsonDefaults {
  readonly "application/json": unknown;
}

/** {@link BodyParameters} of a JSON body, or of none. */
type JsonBodyParameters<Operation, Json, Url, Base> = unknown extends Json
  ? OtherBodyParameters<Operation, Base>
  : [Json] extends WholeJson
    ? DataParameter<Operation, Json, Base>
    : string extends keyof Json
      ? [Json[string & keyof Json]] extends [never]
        ? DataParameter<Operation, OpenParameters, Base>
        : MapBody<Json, Url, Base>
      : Json;

/** {@link BodyParameters} of a free-form JSON body, a body of other media types, or none. */
type OtherBodyParameters<Operation, Base> = Operation extends { readonly requestBody?: { readonly content: infer Content } }
  ? "application/json" extends keyof Content
    ? DataParameter<Operation, unknown, Base> & OpenParameters & OpenPart<Base>
    : [keyof Content] extends [never]
      ? {}
      : DataParameter<Operation, Content[keyof Content] | RawBody, Base>
  : {};

/** Beside parameters that take any field: for the typed builder, the options it refuses among them (see {@link OptionsRefused}). */
type OpenPart<Base> = Base extends NoOptions ? OptionsRefused : {};

/**
 * A body whose fields are a map: its named fields, and any other name with
 * a value of the map's type. An object type with an index signature asks
 * every property beside it to fit the index, so the index also takes the
 * types of the path and query parameters and of the options, which go
 * elsewhere.
 */
type MapBody<Json, Url, Base> = { [Name in keyof Json as string extends Name ? never : Name]: Json[Name] } & {
  readonly [name: string]: Json[string & keyof Json] | Url[keyof Url] | DescribedRouteOptions[keyof DescribedRouteOptions];
} & OpenPart<Base>;

/** What an operation that requires header parameters is: openapi-typescript writes `header: {…}` without `?` then. */
interface RequiresHeaders {
  readonly parameters: HeaderParametersPart;
}

/** See {@link RequiresHeaders}. */
interface HeaderParametersPart {
  readonly header: object;
}

/**
 * What the typed builder's parameters carry for a route that requires
 * header parameters: their names, in lowercase. `.params()` cannot take
 * headers (they have methods of their own), so `.build()` reads the names
 * from here and asks for each that `.header()` or `.headers()` has not set
 * (see {@link MissingHeaders}). The key is a symbol, so that no parameters
 * object writes it and editors do not offer it.
 *
 * @typeParam Names - The required header names, lowercase.
 * @example
 * ```ts
 * const none: HeadersToSet<"content-type"> = {};
 * ```
 *
 * @group Type helpers
 */
export interface HeadersToSet<Names extends string> {
  /** The names; never given. */
  readonly [headersToSet]?: Names;
  /** That `.build()` checks something `.params()` does not set; never given. */
  readonly [setApart]?: true;
}

/** The key of {@link HeadersToSet}' one member. */
export declare const headersToSet: unique symbol;

/**
 * The header part of an operation's options: for a typed endpoint, its
 * required header parameters in `headers` (see {@link HeaderParameters});
 * for the typed builder, whose `.params()` takes no headers, their names
 * (see {@link HeadersToSet}).
 */
type HeaderPart<Operation, Base> = Base extends NoOptions
  ? Operation extends RequiresHeaders
    ? Operation extends { readonly parameters: { readonly header: infer Header extends object } }
      ? HeadersToSet<Lowercase<RequiredKeys<Header>>>
      : {}
    : {}
  : HeaderParameters<Operation>;

/**
 * `headers` when the operation requires header parameters: each required
 * one by its name as written or in lowercase, beside any other header.
 */
type HeaderParameters<Operation> = Operation extends RequiresHeaders
  ? Operation extends { readonly parameters: { readonly header: infer Header extends object } }
    ? { readonly headers: RequestHeaders & (Header | { readonly [Name in keyof Header as Lowercase<Name & string>]: Header[Name] }) }
    : {}
  : {};

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
 * What the typed builder's `.params()` takes beside a route's parameters:
 * nothing. Its one member is never given, and it is there so that the
 * compiler still refuses names the route lacks on a route without
 * parameters (an empty object type would take any object).
 *
 * @example
 * ```ts
 * const none: NoOptions = {};
 * ```
 *
 * @group Type helpers
 */
export interface NoOptions {
  /** No option: the builder sets each with a method of its own. */
  readonly [noOptions]?: never;
}

/** The key of {@link NoOptions}' one member: a symbol, so that editors do not offer it among a route's parameters. */
declare const noOptions: unique symbol;

/** `T` with the keys in `Provided` optional; index signatures and every other key as they are. */
export type WithDefaults<T, Provided extends string> = {
  [Name in keyof T as Name extends Provided ? never : Name]: T[Name];
} & { [Name in keyof T as Name extends Provided ? Name : never]?: T[Name] };

/** `T`, or when defaults give some of its names, `T` with those optional. */
type WithProvided<T, Provided extends string> = [Provided] extends [never] ? T : WithDefaults<T, Provided>;

/**
 * The options of an operation, for a typed endpoint whose defaults give no
 * parameter (see {@link RouteOptions}). Most operations have neither a body
 * nor header parameters: written as openapi-typescript 6 and older write
 * them (GitHub's description is), their path and query parameters are read
 * by indexed access over defaults (see {@link OperationDefaults}), and so
 * are those of an operation with a body written so. Any other is read by
 * {@link OtherEndpointOperationOptions}.
 */
type EndpointOperationOptions<Operation, Paths, Method extends string, Path extends string> =
  // The keys first: a test of a union of names against a fixed one costs
  // the compiler less than one of an object type.
  keyof Operation extends PlainOperationKey
    ? // Not `unknown` (no operation), nor one with header parameters.
      Operation extends PlainOperation
      ? (Operation & OperationDefaults)["parameters"]["path"] & (Operation & OperationDefaults)["parameters"]["query"] & DescribedRouteOptions
      : OtherEndpointOperationOptions<Operation, Paths, Method, Path>
    : // An operation with a body, written as openapi-typescript 6 writes it:
      // its parameters have no part but path and query (version 7 writes
      // `header?: never` and `cookie?: never` on every operation).
      keyof (Operation & OperationDefaults)["parameters"] extends PartName
      ? (Operation & OperationDefaults)["parameters"]["path"] &
          (Operation & OperationDefaults)["parameters"]["query"] &
          BodyParameters<
            Operation,
            (Operation & OperationDefaults)["parameters"]["path"] & (Operation & OperationDefaults)["parameters"]["query"],
            DescribedRouteOptions
          > &
          DescribedRouteOptions
      : OtherEndpointOperationOptions<Operation, Paths, Method, Path>;

/**
 * The path and query parameters of an operation as one pattern reads them
 * (`infer … extends {}`), with `{}` for a part the operation lacks, which
 * leaves the intersection as it is. A part left out, or written `?: never`
 * (openapi-typescript 7 writes every part it lacks so), is inferred as
 * `undefined` under `strict` alone, which the constraint turns into `{}`;
 * under `exactOptionalPropertyTypes`, `?: never` is inferred as `never`,
 * which would make every parameter of the route `never`.
 */
type Parts<PathParameters, Query> = ([PathParameters] extends [never] ? {} : PathParameters) & ([Query] extends [never] ? {} : Query);

/**
 * {@link EndpointOperationOptions} of an operation the shortest way does not
 * read. One pattern reads the path and query parameters of any operation
 * with `parameters` (see {@link Parts}). `Method` and `Path` name the route
 * for the message about a route outside the description, worked out only
 * then.
 */
type OtherEndpointOperationOptions<Operation, Paths, Method extends string, Path extends string> =
  Operation extends { readonly parameters?: { readonly path?: infer PathParameters extends {}; readonly query?: infer Query extends {} } }
    ? Operation extends PlainOperation
      ? Parts<PathParameters, Query> & DescribedRouteOptions
      : Parts<PathParameters, Query> &
          BodyParameters<Operation, Parts<PathParameters, Query>, DescribedRouteOptions> &
          HeaderParameters<Operation> &
          DescribedRouteOptions
    : // An operation without `parameters` (or with header parameters alone), or no operation.
      Operation extends object
      ? BodyParameters<Operation, {}, DescribedRouteOptions> & HeaderParameters<Operation> & DescribedRouteOptions
      : OutsideDescription<Paths, `${Method} ${Path}`, never>;

/**
 * {@link EndpointOperationOptions} with `Base` beside the parameters instead
 * of the options, and those that `Provided` names optional: for a typed
 * endpoint with defaults of parameters, and for the typed builder.
 */
type OperationOptions<Operation, Provided extends string, Base, Paths, Method extends string, Path extends string> =
  keyof Operation extends PlainOperationKey
    ? Operation extends PlainOperation
      ? [Provided] extends [never]
        ? (Operation & OperationDefaults)["parameters"]["path"] & (Operation & OperationDefaults)["parameters"]["query"] & Base
        : WithDefaults<(Operation & OperationDefaults)["parameters"]["path"] & (Operation & OperationDefaults)["parameters"]["query"], Provided> & Base
      : OtherOperationOptions<Operation, Provided, Base, Paths, Method, Path>
    : keyof (Operation & OperationDefaults)["parameters"] extends PartName
      ? WithProvided<
          (Operation & OperationDefaults)["parameters"]["path"] &
            (Operation & OperationDefaults)["parameters"]["query"] &
            BodyParameters<Operation, (Operation & OperationDefaults)["parameters"]["path"] & (Operation & OperationDefaults)["parameters"]["query"], Base>,
          Provided
        > &
          Base
      : OtherOperationOptions<Operation, Provided, Base, Paths, Method, Path>;

/** {@link OperationOptions} of an operation the shortest way does not read. */
type OtherOperationOptions<Operation, Provided extends string, Base, Paths, Method extends string, Path extends string> =
  Operation extends { readonly parameters?: { readonly path?: infer PathParameters extends {}; readonly query?: infer Query extends {} } }
    ? Operation extends PlainOperation
      ? [Provided] extends [never]
        ? Parts<PathParameters, Query> & Base
        : WithDefaults<Parts<PathParameters, Query>, Provided> & Base
      : WithProvided<
          Parts<PathParameters, Query> & BodyParameters<Operation, Parts<PathParameters, Query>, Base> & HeaderPart<Operation, Base>,
          Provided
        > &
          Base
    : // An operation without `parameters` (or with header parameters alone), or no operation.
      Operation extends object
      ? WithProvided<BodyParameters<Operation, {}, Base> & HeaderPart<Operation, Base>, Provided> & Base
      : OutsideDescription<Paths, `${Method} ${Path}`, Provided>;

/**
 * {@link RouteOptions} of an operation the description has, found by the
 * typed endpoint's signatures by method: its parameters as the description
 * types them, and {@link DescribedRouteOptions}.
 *
 * @typeParam Operation - An operation of the description.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const options: OperationRouteOptions<paths["/orgs/{org}"]["get"]> = { org: "octokit" };
 * ```
 *
 * @group Type helpers
 */
export type OperationRouteOptions<Operation> = EndpointOperationOptions<Operation, never, never, never>;

/**
 * {@link OperationRouteOptions} for a typed endpoint whose defaults give
 * some parameters (see {@link DefaultedRouteOptions}): those parameters are
 * optional.
 *
 * @typeParam Operation - An operation of the description.
 * @typeParam Provided - Parameter names the defaults give a value.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const options: OperationDefaultedOptions<paths["/orgs/{org}"]["get"], "org"> = {};
 * ```
 *
 * @group Type helpers
 */
export type OperationDefaultedOptions<Operation, Provided extends string> = OperationOptions<
  Operation,
  Provided,
  DescribedRouteOptions,
  never,
  never,
  never
>;

/**
 * What the typed endpoint's signature for any route asks beside the route
 * and its options: no argument, unless the route is one of the description
 * written `"<METHOD> <path>"`, which a signature by method takes (then one
 * argument more, so that this signature steps aside and no message names
 * it).
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Route - The route, as written.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const none: DescribedWithMethod<paths, "GET /repos/{owner}/{repo}{?ref}"> = [];
 * ```
 *
 * @group Type helpers
 */
export type DescribedWithMethod<Paths, Route extends string> = Route extends `${infer Method} ${infer Path}`
  ? (Paths & PathDefaults)[Path][Lowercase<Method>] extends object
    ? [never]
    : []
  : [];

/**
 * The options a typed endpoint takes for a route, and what is wrong with a
 * route it does not describe:
 * - for a route of the description, its path and query parameters, its
 *   body fields (or `data`) and its required headers, as the description
 *   types them, and {@link DescribedRouteOptions}; nothing else, so a
 *   parameter the description does not name is a compile error (with
 *   defaults of parameters, see {@link DefaultedRouteOptions});
 * - for a route written as the description writes routes that it lacks,
 *   {@link RouteNotInDescription} or {@link MethodNotInDescription}, which
 *   no options have;
 * - for any other route (a full URL, `{?query}` and other operators,
 *   `:name`), the options the untyped `endpoint` takes, with the route's
 *   required path variables.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Route - `"<METHOD> <path>"`, as the description has it, or any other route.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const options: RouteOptions<paths, "POST /repos/{owner}/{repo}/issues"> = {
 *   owner: "octokit",
 *   repo: "rest.js",
 *   title: "Found a bug",
 * };
 * ```
 *
 * @group Type helpers
 */
export type RouteOptions<Paths, Route extends string> = Route extends `${infer Method} ${infer Path}`
  ? EndpointOperationOptions<(Paths & PathDefaults)[Path][Lowercase<Method>], Paths, Method, Path>
  : EndpointOperationOptions<(Paths & PathDefaults)[Route]["get"], Paths, "GET", Route>;

/**
 * {@link RouteOptions} for a typed endpoint whose defaults give some
 * parameters: those parameters are optional.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Route - `"<METHOD> <path>"`, as the description has it, or any other route.
 * @typeParam Provided - Parameter names the defaults give a value.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const options: DefaultedRouteOptions<paths, "GET /repos/{owner}/{repo}", "owner"> = { repo: "rest.js" };
 * ```
 *
 * @group Type helpers
 */
export type DefaultedRouteOptions<Paths, Route extends string, Provided extends string> = Route extends `${infer Method} ${infer Path}`
  ? OperationOptions<(Paths & PathDefaults)[Path][Lowercase<Method>], Provided, DescribedRouteOptions, Paths, Method, Path>
  : OperationOptions<(Paths & PathDefaults)[Route]["get"], Provided, DescribedRouteOptions, Paths, "GET", Route>;

/**
 * The parameters of a route of the description, without the options: its
 * path and query parameters and its body fields (or `data`), as the
 * description types them, those the defaults give optional. This is what
 * the typed builder's `.params()` takes.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Route - `"<METHOD> <path>"`, as the description has it.
 * @typeParam Provided - Parameter names given a value already.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * const parameters: RouteParametersOf<paths, "GET /orgs/{org}"> = { org: "octokit" };
 * ```
 *
 * @group Type helpers
 */
export type RouteParametersOf<Paths, Route extends string, Provided extends string = never> = Route extends `${infer Method} ${infer Path}`
  ? OperationOptions<(Paths & PathDefaults)[Path][Lowercase<Method>], Provided, NoOptions, Paths, Method, Path>
  : OperationOptions<(Paths & PathDefaults)[Route]["get"], Provided, NoOptions, Paths, "GET", Route>;

/**
 * The parameters of an operation, as the typed builder's `.params()` takes
 * them before any name has a value: what {@link RouteParametersOf} gives
 * for its route, read from the operation, which `.route()` finds once.
 * Written as openapi-typescript 6 and older write operations, one with
 * neither a body nor header parameters (the common case) is read by one
 * pattern, and one with a JSON object body by a second; any other takes
 * the longer way of {@link RouteParametersOf}. No operation (`unknown`, as
 * before a route is set) reads as the options of the untyped builder.
 */
export type OperationParameters<Operation> = keyof Operation extends PlainOperationKey
  ? Operation extends PlainOperation
    ? // `& {}` takes `undefined` out of an optional part, and a part the
      // operation leaves out reads as `unknown`: either leaves the
      // intersection as it is. Cheaper than reading over defaults, which
      // makes the compiler test each intersection it indexes.
      (Operation["parameters"] & {})["path"] & (Operation["parameters"] & {})["query"] & NoOptions
    : OtherOperationParameters<Operation>
  : Operation extends ObjectBodyOperation
    ? BodyOperationParameters<Operation, Operation["parameters"] & {}, (Operation["requestBody"] & {})["content"]["application/json"]>
    : OtherOperationParameters<Operation>;

/**
 * {@link OperationParameters} of an operation with a JSON object body:
 * its path and query parameters (`Parts`) and the body's fields (`Body`),
 * read once and passed in. An operation written as openapi-typescript 6
 * writes them has no part of the parameters but path and query (version 7
 * writes `header?: never` and `cookie?: never` on every operation, and
 * takes the longer way); a body with an index signature (a map) is read
 * by {@link JsonBodyParameters}.
 */
type BodyOperationParameters<Operation, Parts extends PathAndQuery, Body> = keyof Parts extends PartName
  ? string extends keyof Body
    ? Parts["path"] & Parts["query"] & JsonBodyParameters<Operation, Body, Parts["path"] & Parts["query"], NoOptions> & NoOptions
    : Parts["path"] & Parts["query"] & Body & NoOptions
  : OtherOperationParameters<Operation>;

/**
 * What an operation with a JSON object body is, whether the body may be
 * left out or not, and whether it may be `null` or not: a schema of an
 * object, which openapi-typescript writes as a type literal, has an
 * implicit index signature; an array, text, a number and a free-form body
 * (`unknown`) do not. (`null` leaves the intersection of the parameters
 * as it is.) Its parameters are named so that they may be read where an
 * operation is one.
 */
interface ObjectBodyOperation {
  readonly parameters?: PathAndQuery;
  readonly requestBody?: ObjectRequestBody;
}

/** See {@link ObjectBodyOperation}. */
interface PathAndQuery {
  readonly path?: unknown;
  readonly query?: unknown;
}

/** See {@link ObjectBodyOperation}. */
interface ObjectRequestBody {
  readonly content: ObjectContent;
}

/** See {@link ObjectBodyOperation}. */
interface ObjectContent {
  readonly "application/json": NamedFields | null;
}

/** See {@link ObjectBodyOperation}. */
interface NamedFields {
  readonly [name: string]: unknown;
}

/** {@link OperationParameters} of an operation the shorter ways do not read, or of none. */
type OtherOperationParameters<Operation> = Operation extends object
  ? OtherOperationOptions<Operation, never, NoOptions, never, never, never>
  : EndpointOptions & TypedByTheRoute;

/**
 * What a route is besides its text, where a typed endpoint or builder takes
 * one: nothing. Without it, an editor completing the route would offer the
 * text typed so far (the route the call infers) among the description's
 * routes.
 *
 * @example
 * ```ts
 * const route: "GET /user" & RouteText = "GET /user";
 * ```
 *
 * @group Type helpers
 */
// An interface, which the compiler keeps in an intersection with a string
// literal; an empty type literal would be dropped from it.
export interface RouteText {}

/** Literal text and operators that a route in an OpenAPI description never holds. */
type TemplateOnly = `${string}${":" | "?" | "#" | "," | "*" | "{+" | "{." | "{/" | "{;" | "{&"}${string}`;

/** The path of a route: what follows its method, or the whole route without one. */
type PathOf<Route extends string> = Route extends `${string} ${infer Path}` ? Path : Route;

/**
 * The options a typed endpoint takes for a route outside its description:
 * for a route typed `string` or written otherwise than the description
 * writes routes (a full URL, `{?query}` and other operators, `:name`),
 * those the untyped `endpoint` takes, each required path variable the
 * defaults do not give required; for one written as the description
 * writes routes, what no options have: {@link MethodNotInDescription} when
 * the path is there with other methods, else {@link RouteNotInDescription}.
 */
type OutsideDescription<Paths, Route extends string, Provided extends string> = string extends Route
  ? EndpointOptions & TypedByTheRoute
  : PathOf<Route> extends TemplateOnly
    ? EndpointOptions & PathParameters<Exclude<RequiredRouteVariables<Route>, Provided>> & TypedByTheRoute
    : PathOf<Route> extends keyof Paths
      ? // Written out rather than behind an alias, so that a message shows the
        // methods; and over the path item's keys rather than the path item
        // itself, which the compiler would spread over every path item while
        // it works out what a call's options may be before it knows the route.
        MethodNotInDescription<
          {
            [Method in keyof Paths[PathOf<Route> & keyof Paths] & OperationMethod]-?: [
              NonNullable<Paths[PathOf<Route> & keyof Paths][Method]>,
            ] extends [never]
              ? never
              : Capitals[Method];
          }[keyof Paths[PathOf<Route> & keyof Paths] & OperationMethod]
        >
      : PathOf<Route> extends `/${string}`
        ? RouteNotInDescription<Route>
        : EndpointOptions & PathParameters<Exclude<RequiredRouteVariables<Route>, Provided>> & TypedByTheRoute;

/**
 * What the options of a route written otherwise than a description writes
 * routes carry, so that the typed builder knows to give such a route the
 * untyped builder's type. Its one member is never given.
 *
 * @example
 * ```ts
 * const options: TypedByTheRoute = {};
 * ```
 *
 * @group Type helpers
 */
export interface TypedByTheRoute {
  /** Never given: the options of such a route are typed by the route itself. */
  readonly "(typed by the route)"?: never;
}

/** The keys of `T` that must be present, index signatures aside, as a union of names; none for `never`. */
type RequiredKeys<T> = [T] extends [never]
  ? never
  : Names<keyof { [Name in keyof T as string extends Name ? never : {} extends Pick<T, Name> ? never : Name]: 0 }>;

/** A union of names, written out, so that a message shows the names rather than how they were found. */
type Names<Keys> = Keys extends string ? Keys : never;

/**
 * What a typed endpoint's options are for a route that is not in its
 * description but is written the way the description writes routes
 * (`"<METHOD> <path>"` with plain `{name}` variables), and what it asks of
 * such a route given alone: no object or route has this property, so the
 * call does not compile, and the message names the route. A misspelt route
 * is caught this way; a route the description lacks can still be sent by
 * the untyped `endpoint` or in the options form.
 *
 * @typeParam Route - The route.
 * @example
 * ```ts
 * github("GET /repos/{owner}/{repo}/isues", { owner: "o", repo: "r" });
 * // error: Argument of type '{ owner: string; repo: string; }' is not assignable to
 * // parameter of type 'RouteNotInDescription<"GET /repos/{owner}/{repo}/isues">'
 * ```
 *
 * @group Compile errors
 */
export interface RouteNotInDescription<Route extends string> {
  /** The route that is refused. */
  readonly "this route is not in the OpenAPI description": Route;
}

/**
 * What a typed endpoint's options are for a route whose path is in its
 * description with other methods only, and what it asks of such a route
 * given alone: no object or route has this property, so the call does not
 * compile, and the message names the methods the path has.
 *
 * @typeParam Methods - The methods the description has for the path.
 * @example
 * ```ts
 * github("DELETE /user", {});
 * // error: Argument of type '{}' is not assignable to parameter of type 'MethodNotInDescription<"GET" | "PATCH">'
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
 * @typeParam Names - The required parameters that have no value.
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

/**
 * What the typed builder's `.build()` asks while the body its route
 * requires, one that goes whole (text, bytes, an array…), has not been set
 * by `.data()`: no builder has this property, so the call does not
 * compile, and the message names the body's type.
 *
 * @typeParam Body - The type of the body the route requires.
 * @example
 * ```ts
 * blockfrost.builder().route("POST /tx/submit").build();
 * // error: … method's 'this' of type 'MissingBody<RawBody>'
 * ```
 *
 * @group Compile errors
 */
export interface MissingBody<Body> {
  /** The type of the body that `.data()` must set. */
  readonly "missing body, set by .data()": Body;
}

/**
 * What the typed builder's `.build()` asks while header parameters its
 * route requires have not been set by `.header()` or `.headers()`: no
 * builder has this property, so the call does not compile, and the message
 * names them, in lowercase.
 *
 * @typeParam Names - The required headers that are not set.
 * @example
 * ```ts
 * blockfrost.builder().route("POST /utils/txs/evaluate").data("83a4").build();
 * // error: … method's 'this' of type 'MissingHeaders<"content-type">'
 * ```
 *
 * @group Compile errors
 */
export interface MissingHeaders<Names extends string> {
  /** The required headers that are not set. */
  readonly "missing headers": Names;
}

/**
 * What a typed endpoint asks of a route it is called with alone: for a
 * route of its description, that it requires no parameter the defaults do
 * not give ({@link MissingParameters} names them); for one written as the
 * description writes routes that it lacks, {@link RouteNotInDescription} or
 * {@link MethodNotInDescription}; for any other route, that it has no path
 * variable without a value ({@link MissingPathParameters}).
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Route - `"<METHOD> <path>"`, as the description has it, or any other route.
 * @typeParam Provided - Parameter names the defaults give a value.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Check = RouteAloneCheck<paths, "GET /orgs/{org}">; //=> MissingParameters<"org">
 * ```
 *
 * @group Type helpers
 */
export type RouteAloneCheck<Paths, Route extends string, Provided extends string = never> =
  RouteOperation<Paths, Route> extends object
    ? [RequiredKeys<DefaultedRouteOptions<Paths, Route, Provided>>] extends [never]
      ? unknown
      : MissingParameters<RequiredKeys<DefaultedRouteOptions<Paths, Route, Provided>>>
    : Route extends ""
      ? // Not a route: and while a route is typed, editors list no literal of it.
        never
      : OutsideDescription<Paths, Route, Provided> extends infer Options
      ? Options extends RouteNotInDescription<string> | MethodNotInDescription<string>
        ? Options
        : RouteCheck<Exclude<RequiredRouteVariables<Route>, Provided>>
      : never;

/**
 * What a typed endpoint asks of a route it is called with together with
 * options, read from those options as the call types them
 * ({@link RouteOptions} or {@link DefaultedRouteOptions}): for a route
 * written as the description writes routes that it lacks, the
 * {@link RouteNotInDescription} or {@link MethodNotInDescription} that
 * those options are, so that the message is about the route, names what
 * the description has, and underlines the route rather than an option;
 * for any other route, nothing ({@link RouteText}).
 *
 * @typeParam Options - The options the call takes for the route.
 * @example
 * ```ts
 * import type { paths } from "@octokit/openapi-types";
 * type Check = RouteWithOptionsCheck<RouteOptions<paths, "DELETE /user">>; //=> MethodNotInDescription<"GET" | "PATCH">
 * ```
 *
 * @group Type helpers
 */
export type RouteWithOptionsCheck<Options> = Options extends RouteNotInDescription<string> | MethodNotInDescription<string>
  ? Options
  : RouteText;

/**
 * What a typed endpoint returns for a route: request options whose `method`
 * is the route's, lowercase. The route stays in the type, so that
 * {@link ResponseData} and {@link ResponseError} read its responses from
 * the description.
 *
 * @typeParam Paths - The `paths` type of an OpenAPI description.
 * @typeParam Route - The route, as written.
 * @example
 * ```ts
 * const result: DescribedRequestOptions<paths, "POST /markdown"> = github("POST /markdown", { text: "hi" });
 * result.method; //=> "post"
 * ```
 *
 * @group Typed by a description
 */
// `Paths` plays no part in the members: it is there to be read back, by
// inference from the type's arguments. The method is worked out only where
// a member is read, not on every call.
export interface DescribedRequestOptions<Paths, Route extends string>
  extends RequestOptions<LowercaseMethod<RouteMethod<Route>>> {}

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
  Options extends DescribedRequestOptions<infer Paths, infer Route>
    ? RouteOperation<Paths, Route> extends object
      ? RouteData<Paths, Route>
      : unknown
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
  Options extends DescribedRequestOptions<infer Paths, infer Route>
    ? RouteOperation<Paths, Route> extends object
      ? RouteError<Paths, Route>
      : unknown
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
 * @group Type helpers
 */
export type WithTypesArguments<Paths> = IsGitHub<Paths> extends true ? [api?: ApiDefaults] : [api: ApiDefaults];
