// The public types, re-exported whole by src/index.ts.
export type {
  Endpoint,
  TypedEndpoint,
  TypedEndpointFunction,
  TypedEndpointMembers,
  TypedEndpointWithDefaults,
} from "./endpoint-types";
export type * from "./index";
export type { RouteCallOptions } from "./options";
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
} from "./builder-types";
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
} from "./openapi-types";
export type { TypedRequestBuilder } from "./typed-builder-types";
