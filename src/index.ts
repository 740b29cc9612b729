export { endpoint } from "./endpoint/endpoint";
export { RequestBuilder } from "./builder/request-builder";
export { parseTemplate } from "./uri-template";
export type { UriTemplate } from "./uri-template";
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
