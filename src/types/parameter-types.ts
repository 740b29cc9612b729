/**
 * Types that track which route variables have a value: the names an options
 * object provides, and the shape `endpoint()` asks for when a literal route
 * still lacks some.
 */
import type { ExpressionTexts, IsOneLiteral, RequiredRouteVariables, RouteVariables } from "./route-types";
import type { EndpointOptions } from "./options";

/**
 * The route variables that options must still give, each with a value that is
 * neither `undefined` nor `null` (either would leave the variable undefined, and
 * a hole in the path). `endpoint(options)` asks for these, so leaving one out
 * is a compile error that names it.
 *
 * @example
 * ```ts
 * const given: PathParameters<"owner" | "repo"> = { owner: "octokit", repo: "rest.js" };
 * ```
 *
 * @group Type helpers
 */
export type PathParameters<Names extends string> = { readonly [Name in Names]: NonNullable<unknown> };

/**
 * The parameter names an options object gives a value: its keys, except named
 * options (`method`, `url`, `headers`…) and keys that are optional or may be
 * `undefined` or `null` (an `undefined` parameter leaves the one before it in
 * place, and `null` leaves a URL variable undefined). An object type with a
 * `string` index signature, such as `EndpointOptions` or
 * `Record<string, unknown>`, may hold any name, so it gives `string` and
 * every variable counts as provided: dynamic options are not checked.
 *
 * @example
 * ```ts
 * type Names = ProvidedNames<{ owner: string; repo?: string; page: number | undefined; sort: null }>; //=> "owner"
 * ```
 *
 * @group Type helpers
 */
export type ProvidedNames<Options, Named extends string = OptionName> = string extends keyof Options
  ? string
  : Exclude<
      {
        [Name in keyof Options]-?: {} extends Pick<Options, Name>
          ? never
          : undefined extends Options[Name]
            ? never
            : null extends Options[Name]
              ? never
              : Name;
      }[keyof Options] &
        string,
      Named
    >;

/**
 * The name that `RequestBuilder#param(name, …)` gives a value: the name itself;
 * any name (`string`) for a name typed `string`, which is not checked; and
 * none for a union of names, since only one of them is set.
 *
 * @example
 * ```ts
 * type One = ParamName<"owner">; //=> "owner"
 * type Either = ParamName<"owner" | "repo">; //=> never
 * ```
 *
 * @group Type helpers
 */
export type ParamName<Name extends string> = IsOneLiteral<Name> extends true
  ? Name
  : {} extends Record<Name, true>
    ? string
    : never;

/** The keys of an options object that are named options, not parameters, as the option table names them; `data` is typed apart (see `NamedOptions`). */
type OptionName = Exclude<import("../core/options").OptionName, "data">;

/**
 * The named options beside a route (`endpoint(route, options)`,
 * `.params()`): `url` is a parameter there, since the route gives the URL.
 *
 * @internal
 */
export type RouteOptionName = Exclude<OptionName, "url">;

/** The named options, typed as in `EndpointOptions`. */
type NamedOptions = Pick<EndpointOptions, OptionName | "data">;

/**
 * An options object whose keys are `Names`: what `new RequestBuilder(options)`
 * takes, so that the names of its keys are inferred as given. Named options
 * keep their types; every other key is a parameter of any value. An object
 * typed `EndpointOptions` gives `string`: any name may be in it.
 *
 * @example
 * ```ts
 * const options: OptionsNaming<"baseUrl" | "org"> = { baseUrl: "https://ghe.acme.com/api/v3", org: "acme" };
 * ```
 *
 * @group Type helpers
 */
export type OptionsNaming<Names extends string> = {
  readonly [Name in Names]?: Name extends keyof NamedOptions ? NamedOptions[Name] : unknown;
};

/**
 * The required variables of a literal route (see {@link RequiredRouteVariables})
 * that `Provided` does not give a value.
 *
 * @example
 * ```ts
 * type Missing = MissingRouteVariables<"GET /repos/{owner}/{repo}", "owner">; //=> "repo"
 * ```
 *
 * @group Type helpers
 */
export type MissingRouteVariables<Route extends string, Provided extends string> = Exclude<
  RequiredRouteVariables<Route>,
  Provided
>;

/**
 * What `RequestBuilder#build()` asks of a builder whose literal route still
 * lacks values for some path parameters. No builder has this property, so the
 * call does not compile, and the message names the parameters:
 * `Property '"missing path parameters"' is missing in type 'RequestBuilder<…>'
 * but required in type 'MissingPathParameters<"repo">'`.
 *
 * @example
 * ```ts
 * new RequestBuilder().route("GET /repos/{owner}/{repo}").param("owner", "octokit").build();
 * // error: … required in type 'MissingPathParameters<"repo">'
 * ```
 *
 * @group Compile errors
 */
export interface MissingPathParameters<Names extends string> {
  /** The path parameters that have no value yet. */
  readonly "missing path parameters": Names;
}

/**
 * What `endpoint()` asks of a literal route: nothing (`unknown`) when every
 * required path variable has a value from the options or the defaults, else
 * {@link MissingPathParameters}, which no string has, so the call does not
 * compile and the message names the variables:
 * `Argument of type '"GET /orgs/{org}"' is not assignable to parameter of type
 * '"GET /orgs/{org}" & MissingPathParameters<"org">'`.
 *
 * @example
 * ```ts
 * type Fine = RouteCheck<never>; //=> unknown
 * type Missing = RouteCheck<"org">; //=> MissingPathParameters<"org">
 * ```
 *
 * @group Type helpers
 */
export type RouteCheck<Missing extends string> = [Missing] extends [never] ? unknown : MissingPathParameters<Missing>;

/**
 * The variables of a route as optional options keys, so that editors suggest
 * them in `endpoint(route, { … })`. Whether the required ones are present is
 * checked by {@link RouteCheck}.
 *
 * @example
 * ```ts
 * type Keys = RouteParameters<"GET /repos/{owner}/{repo}{?ref}">;
 * //=> { readonly owner?: unknown; readonly repo?: unknown; readonly ref?: unknown }
 * ```
 *
 * @group Type helpers
 */
export type RouteParameters<Route extends string> = { readonly [Name in RouteVariables<Route>]?: unknown };

/**
 * What `endpoint(options)` asks of options with a literal `url`: the path
 * variables the options and the defaults do not give, so that leaving one out
 * is a compile error naming it.
 *
 * @example
 * ```ts
 * type Asked = UrlCheck<"org">; //=> PathParameters<"org">
 * ```
 *
 * @group Type helpers
 */
export type UrlCheck<Missing extends string> = [Missing] extends [never] ? unknown : PathParameters<Missing>;

/**
 * What `endpoint(route, options)` asks of a literal route: nothing when the
 * options give every required path variable a value, else, as
 * {@link RouteCheck}, the variables the options and the defaults leave
 * without one. Most calls give every variable, so the options are first
 * compared with the route's expressions as written, which costs the
 * compiler a fraction of the exact parse; only when that comparison fails (a missing value, a value from the defaults,
 * an operator such as `{?ref}`) is the route parsed exactly.
 *
 * @example
 * ```ts
 * type Fine = RouteOptionsCheck<"GET /orgs/{org}", { org: "octokit" }, never>; //=> unknown
 * type Missing = RouteOptionsCheck<"GET /orgs/{org}", {}, never>; //=> MissingPathParameters<"org">
 * ```
 *
 * @group Type helpers
 */
export type RouteOptionsCheck<Route extends string, Options, Provided extends string> =
  // A route with a `:` may hold `:name` placeholders, which the first look
  // does not see: it asks for a name no options key can match, so such a
  // route always gets the exact parse. `Options & {}` rather than `Options`
  // so that options of a union type are compared whole, not member by
  // member (one member lacking a value is a mistake); it is the options
  // themselves for any options object, and costs the compiler a fraction
  // of wrapping them in a tuple or a generic interface (about 7 and 4
  // instantiations a call more).
  Options & {} extends { readonly [Name in Route extends `${string}:${string}` ? ":" : ExpressionTexts<Route>]: {} }
    ? unknown
    : [Options, [OriginVariable<Route>] extends [never] ? false : true] extends [Record<"url", string>, true]
      ? unknown
      : RouteCheck<MissingRouteVariables<Route, Provided | ProvidedNames<NonNullable<Options>, RouteOptionName>>>;

/**
 * The variable a route's URL starts with when it may go unset, the origin
 * (`origin` of `POST {origin}/repos/…`, `base` of `{+base}{+path}`): beside
 * such a route `url` is the request's URL, and the route's own variables
 * need no values. `never` for any other route.
 */
type OriginVariable<Route extends string> = Route extends `${string} {${infer Spec}}${string}` | `{${infer Spec}}${string}`
  ? (Spec extends `+${infer Name}` ? Name : Spec) extends infer Name extends string
    ? Name extends RequiredRouteVariables<Route> ? never : Name
    : never
  : never;
