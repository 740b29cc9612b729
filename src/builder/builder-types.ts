import type { ProvidedNames } from "../parameter-types";
import type { RequiredRouteVariables, RouteVariables } from "../route-types";
import type { EndpointOptions } from "../types";
import type { RequestBuilder } from "./request-builder";

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
 */
export type AnyRequestBuilder = RequestBuilder<string, string, never>;
