import type { ProvidedNames, RouteOptionName } from "./parameter-types";
import type { MissingRouteVariables } from "./parameter-types";
import type { BeyondPlainNames, ExpressionTexts, IsWhole, RequiredRouteVariables, RouteVariables } from "./route-types";
import type { EndpointOptions } from "./options";
import type { RequestBuilder } from "../builder/request-builder";

/**
 * The builder that `RequestBuilder#with(options)` returns. A literal `url` in
 * `options` replaces the route, as at run time; an optional one may or may not,
 * so its variables are added to the ones known; a `url` typed `string` makes
 * the builder loosely typed. Parameters the options give a value count as provided.
 *
 * @example
 * ```ts
 * type Next = WithOptions<string, never, never, { url: "/orgs/{org}" }>;
 * //=> RequestBuilder<"org", "org", never>
 * ```
 *
 * @group Type helpers
 */
export type WithOptions<
  Variables extends string,
  Missing extends string,
  Provided extends string,
  Options extends EndpointOptions,
> = Options extends Record<"url", infer Url extends string>
  ? RequestBuilder<
      RouteVariables<Url>,
      Exclude<RequiredRouteVariables<Url>, Provided | ProvidedNames<Options>>,
      Provided | ProvidedNames<Options>
    >
  : Options extends Partial<Record<"url", infer Url extends string | undefined>>
    ? RequestBuilder<
        Variables | RouteVariables<Exclude<Url, undefined>>,
        Exclude<Missing | RequiredRouteVariables<Exclude<Url, undefined>>, Provided | ProvidedNames<Options>>,
        Provided | ProvidedNames<Options>
      >
    : RequestBuilder<Variables, Exclude<Missing, ProvidedNames<Options>>, Provided | ProvidedNames<Options>>;

/**
 * Any builder, whatever its route and whichever parameters it still lacks: the
 * type for a helper that takes or returns builders of any route. Its `build()`
 * is not callable, since its route may miss path parameters.
 *
 * @example
 * ```ts
 * function withToken<B extends AnyRequestBuilder>(builder: B) {
 *   return builder.header("authorization", "token secret");
 * }
 * ```
 *
 * @group Builder
 */
export type AnyRequestBuilder = RequestBuilder<string, string, never>;

/**
 * The builder that `RequestBuilder#route(route)` returns: the route's
 * variables, and its required path variables that `Provided` does not give.
 * A route of plain `{name}` expressions, as most are, is read by a cheap
 * first look at its expressions; any other by the exact parse. A route typed
 * `string` or a union of routes makes the builder loosely typed.
 *
 * @example
 * ```ts
 * type Next = RoutedBuilder<"GET /repos/{owner}/{repo}", "owner">;
 * //=> RequestBuilder<"owner" | "repo", "repo", "owner">
 * ```
 *
 * @group Type helpers
 */
export type RoutedBuilder<Route extends string, Provided extends string> = string extends Route
  ? RequestBuilder<string, never, Provided>
  : {
        /** The route, wrapped so that the comparison takes it whole. */
        readonly 0: Route;
      } extends BeyondPlainRoute
    ? RequestBuilder<RouteVariables<Route>, MissingRouteVariables<Route, Provided>, Provided>
    : IsWhole<Route, Route> extends true
      ? [Provided] extends [never]
        ? RequestBuilder<ExpressionTexts<Route>, ExpressionTexts<Route>, never>
        : RequestBuilder<ExpressionTexts<Route>, Exclude<ExpressionTexts<Route>, Provided>, Provided>
      : RequestBuilder<RouteVariables<Route>, MissingRouteVariables<Route, Provided>, Provided>;

/**
 * What `{ 0: Route }` is compared with to find a route beyond plain `{name}`
 * expressions. An interface, so that the compiler does not instantiate
 * each of the patterns of {@link BeyondPlainNames} (ten template literal
 * types) again on every call, as it does for a tuple written in the
 * conditional type. The route is wrapped in an object rather than a tuple:
 * a tuple costs the compiler its array type besides.
 */
interface BeyondPlainRoute {
  readonly 0: BeyondPlainNames;
}

/**
 * The required path variables that a builder still lacks after
 * `RequestBuilder#params(params)`: those `params` gives no value that is
 * certain to be neither `undefined` nor `null`. Params typed with a `string`
 * index signature may hold any name, so they leave none.
 *
 * @example
 * ```ts
 * type Left = MissingAfterParams<"owner" | "repo", { owner: string }>; //=> "repo"
 * ```
 *
 * @group Type helpers
 */
export type MissingAfterParams<Missing extends string, Params> = [Missing] extends [never]
  ? never
  : string extends keyof Params
    ? never
    : Missing extends unknown
      ? [Params] extends [Record<Missing, {}>]
        ? never
        : Missing
      : never;

/**
 * The builder that `RequestBuilder#params(params)` returns for params that
 * may leave some name without a value (an optional key, a value that may be
 * `undefined` or `null`), or typed with a `string` index signature
 * (`Record<string, unknown>`); the others are {@link DefinedParamsBuilder}. When no value of `params` may be `undefined`
 * or `null` after all, its keys are the names it gives; else each key is
 * looked at (see {@link ProvidedNames} and {@link MissingAfterParams}). The
 * first test reads the values' union only, which costs the compiler a
 * fraction of a test per key.
 *
 * @example
 * ```ts
 * type Next = ParamsBuilder<"owner" | "repo", "owner" | "repo", never, { owner: string }>;
 * //=> RequestBuilder<"owner" | "repo", "repo", "owner">
 * ```
 *
 * @group Type helpers
 */
export type ParamsBuilder<Variables extends string, Missing extends string, Provided extends string, Params> = [
  Params[keyof Params],
] extends [{}]
  ? RequestBuilder<Variables, Exclude<Missing, keyof Params>, Provided | (keyof Params & string)>
  : RequestBuilder<Variables, MissingAfterParams<Missing, Params>, Provided | ProvidedNames<Params, RouteOptionName>>;

/**
 * The builder that `RequestBuilder#params(params)` returns for params whose
 * keys are all required and whose values are all certain to be neither
 * `undefined` nor `null`: each of their keys, `Names`, is given.
 *
 * @example
 * ```ts
 * type Next = DefinedParamsBuilder<"owner" | "repo", "owner" | "repo", never, "owner">;
 * //=> RequestBuilder<"owner" | "repo", "repo", "owner">
 * ```
 * @group Type helpers
 */
export type DefinedParamsBuilder<
  Variables extends string,
  Missing extends string,
  Provided extends string,
  Names extends string,
> = RequestBuilder<Variables, Exclude<Missing, Names>, Provided | Names>;
