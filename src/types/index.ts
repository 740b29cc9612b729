// What `../types` means to the runtime core and the adapters: the shapes of
// options and results alone. The signature types (endpoint-types.ts,
// builder-types.ts, …) name the builder class, so they are imported from
// their own files, and src/index.ts re-exports them from there.
export type {
  DeepReadonly,
  EndpointOptions,
  HeaderValue,
  HttpMethod,
  MediaType,
  MergedOptions,
  MergedOptionsNotParsed,
  RequestHeaders,
  RequestMeta,
  RequestOptions,
  ResultHeaders,
  ResultMethod,
  SendableOptions,
} from "./options";
