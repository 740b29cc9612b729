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
export type { FluentEndpointErrorCode } from "./errors";
export { VERSION } from "./version";
export type {
  DeepReadonly,
  Endpoint,
  TypedEndpoint,
  EndpointOptions,
  HeaderValue,
  MediaType,
  MergedOptions,
  RequestHeaders,
  RequestMeta,
  RequestOptions,
  ResultHeaders,
  ResultMethod,
} from "./types";
export { toFetchArguments, toRequest } from "./adapters";
export type { FetchBody, FetchInit } from "./adapters";
export type { HttpMethod } from "./types";
export type { RequiredRouteVariables, RouteMethod, RouteUrl, RouteVariables } from "./route-types";
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
} from "./parameter-types";
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
} from "./result-types";
export type {
  AnyRequestBuilder,
  DefinedParamsBuilder,
  MissingAfterParams,
  ParamsBuilder,
  RoutedBuilder,
  WithOptions,
} from "./builder/builder-types";
export type {
  BuildCheck,
  DescribedRequestOptions,
  DescribedRoute,
  DescribedRouteOnlyCheck,
  DescribedRouteOptions,
  IsDescriptionPath,
  MissingParameters,
  NoDescribedRoute,
  OperationParameters,
  OperationParametersWithDefaults,
  RequiredParameterNames,
  RouteInDescription,
  RouteNotInDescription,
  RouteOperation,
  SplitRoute,
  TypedBuilderParameters,
  TypedRequestBuilder,
  UndescribedBuilderRoute,
  UndescribedRouteCheck,
  UndescribedRouteOnlyCheck,
} from "./openapi-types";
