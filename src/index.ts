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
export { toFetchArguments, toRequest } from "./adapters";
export type * from "./types/public";
export type { FetchBody, FetchInit } from "./adapters";
