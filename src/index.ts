/**
 * The public API of fluent-endpoint, grouped by what it is for.
 *
 * @groupDescription Endpoint
 * `endpoint()`, the function most code calls, and the types of it and of the
 * functions its `defaults()` and `withTypes()` make.
 *
 * @groupDescription Builder
 * The immutable, fluent request builder and its types.
 *
 * @groupDescription Template engine
 * The RFC 6570 engine that `endpoint()` expands URLs with, for templates of your own.
 *
 * @groupDescription Adapters
 * Request options turned into what `fetch()` and `new Request()` take.
 *
 * @groupDescription Errors
 * What is thrown at run time for bad input; each error names the field or the
 * position at fault.
 *
 * @groupDescription Compile errors
 * Types that appear in a compiler message when a call lacks a parameter or
 * names a route its OpenAPI description does not have: the message says what
 * to add.
 *
 * @groupDescription Types
 * The shapes of options and results.
 *
 * @groupDescription Type helpers
 * Type-level machinery the signatures use to check routes and parameters at
 * compile time. Code rarely names these; they are listed so that every type a
 * signature mentions has a page.
 *
 * @packageDocumentation
 */
export { endpoint } from "./endpoint/endpoint";
export { RequestBuilder } from "./builder/request-builder";
export { parseTemplate } from "./uri-template";
export type { ParseTemplateOptions, UriTemplate } from "./uri-template";
export {
  FluentEndpointError,
  InvalidArgumentError,
  UriTemplateError,
  UnsafePathParameterError,
} from "./errors";
export type { FluentEndpointErrorCode, FluentEndpointErrorKey } from "./errors";
export { VERSION } from "./version";
export type {
  Endpoint,
  TypedEndpoint,
  TypedEndpointFunction,
  TypedEndpointMembers,
  TypedEndpointWithDefaults,
} from "./types/endpoint-types";
export type {
  DeepReadonly,
  EndpointOptions,
  HeaderValue,
  MediaType,
  MergedOptions,
  RouteCallOptions,
  RequestHeaders,
  RequestMeta,
  RequestOptions,
  ResultHeaders,
  ResultMethod,
} from "./types/options";
export { toFetchArguments, toRequest } from "./adapters";
export type { FetchBody, FetchInit } from "./adapters";
export type { HttpMethod } from "./types/options";
export type { RequiredRouteVariables, RouteMethod, RouteUrl, RouteVariables } from "./types/route-types";
export type {
  MissingPathParameters,
  MissingRouteVariables,
  OptionsNaming,
  ParamName,
  PathParameters,
  ProvidedNames,
  RouteCheck,
  RouteOptionsCheck,
  RouteParameters,
  UrlCheck,
} from "./types/parameter-types";
export type {
  EndpointResult,
  GivenRequest,
  LowercaseMethod,
  MergedMethod,
  MergeResult,
  OptionsUrl,
  RequestOptionsWithRequest,
  RouteRequestOptions,
  RouteRequestOptionsWithRequest,
  RouteResult,
} from "./types/result-types";
export type {
  AnyRequestBuilder,
  DefinedParamsBuilder,
  MissingAfterParams,
  ParamsBuilder,
  RoutedBuilder,
  WithOptions,
} from "./types/builder-types";
export type {
  ApiDefaults,
  BodyToSet,
  DataBody,
  DefaultedRouteOptions,
  DescribedRequestOptions,
  DescribedRouteName,
  DescribedRouteOptions,
  DescribedWithMethod,
  HeadersToSet,
  MethodNotInDescription,
  MissingBody,
  MissingHeaders,
  MissingParameters,
  NoOptions,
  OptionNotParameter,
  PathOperation,
  ResponseData,
  ResponseError,
  RouteAloneCheck,
  RouteWithOptionsCheck,
  RouteData,
  RouteError,
  RouteNotInDescription,
  RouteOperation,
  RouteOptions,
  RouteParametersOf,
  RouteText,
  TypedByTheRoute,
  WithTypesArguments,
} from "./types/openapi-types";
export type { TypedRequestBuilder } from "./types/typed-builder-types";
