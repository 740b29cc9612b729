import { InvalidArgumentError, quote } from "../errors";
import type { EndpointOptions, HeaderValue, RequestMeta } from "../types";
import { mergePreviewNames } from "./accept";
import { copyPlain, isPlainObject, setOwn } from "./plain-data";
import { splitRoute } from "./split-route";
import { NAMED_OPTIONS, RequestRef, type WritableState } from "./state";
import {
  checkHeaderValue,
  describe,
  expectMediaTypeName,
  expectPlainObject,
  expectString,
  normalizeHeaderName,
  normalizeMethod,
} from "./validate";

/**
 * Merges a route and an options object over `target`, the one place where input
 * is checked and normalised: header names lowercased, `undefined` dropped,
 * previews de-duplicated, caller data copied. Nested objects of `target` are
 * replaced, never mutated, so `target` may be a shallow copy of frozen defaults
 * or an immer draft.
 *
 * @internal
 */
export function applyOptions(target: WritableState, route: unknown, options: unknown): void {
  let routeMethod: string | undefined;
  let routeUrl: string | undefined;
  let routeText: string | undefined;
  if (typeof route === "string") {
    routeText = route;
    ({ method: routeMethod, url: routeUrl } = splitRoute(route));
  } else if (route !== undefined) {
    if (options !== undefined || !isPlainObject(route)) {
      throw new InvalidArgumentError(
        "route",
        `expected a string such as "GET /user" or an options object, got ${describe(route)}`,
      );
    }
    options = route;
  }
  if (options !== undefined) expectPlainObject("options", options, routeText ?? describeRoute(target));
  const given = (options ?? {}) as EndpointOptions;

  const method = given.method ?? routeMethod;
  if (method !== undefined) target.method = normalizeMethod(method, routeText);
  const url = given.url ?? routeUrl;
  if (url !== undefined) {
    expectString("url", url, routeText);
    target.url = url;
  }
  const errorRoute = routeText ?? describeRoute(target);
  if (given.baseUrl !== undefined) {
    expectString("baseUrl", given.baseUrl, errorRoute);
    target.baseUrl = given.baseUrl;
  }
  if (given.headers !== undefined) target.headers = mergeHeaders(target.headers, given.headers, errorRoute);
  if (given.mediaType !== undefined) applyMediaType(target, given.mediaType, errorRoute);
  if (given.request !== undefined) target.request = mergeRequest(target.request, given.request, errorRoute);
  target.params = mergeParams(target.params, given, errorRoute);
}

/** `"POST /repos/{owner}/{repo}/issues"`, for error messages. @internal */
export function describeRoute(state: { readonly method: string; readonly url: string | undefined }): string | undefined {
  return state.url === undefined ? undefined : `${state.method} ${state.url}`;
}

/** Returns a new header record: `base` with `headers` merged over it by lowercase name. @internal */
export function mergeHeaders(
  base: Readonly<Record<string, HeaderValue>>,
  headers: unknown,
  route?: string,
): Record<string, HeaderValue> {
  expectPlainObject("headers", headers, route);
  const merged: Record<string, HeaderValue> = { ...base };
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value === undefined) continue;
    const lower = normalizeHeaderName(name, route);
    checkHeaderValue(lower, value, route);
    setOwn(merged, lower, value);
  }
  return merged;
}

function applyMediaType(target: WritableState, mediaType: unknown, route: string | undefined): void {
  expectPlainObject("mediaType", mediaType, route);
  const { format, previews } = mediaType;
  if (format !== undefined) {
    expectMediaTypeName("mediaType.format", format, route, true);
    target.format = format;
  }
  if (previews !== undefined) target.previews = mergePreviews(target.previews, previews, route);
}

/** Returns `base` followed by the new preview names, `-preview` stripped, without duplicates. @internal */
export function mergePreviews(base: readonly string[], previews: unknown, route?: string): readonly string[] {
  return mergePreviewNames(base, previews, route);
}

function mergeRequest(base: RequestRef | undefined, request: unknown, route: string | undefined): RequestRef {
  if (typeof request !== "object" || request === null || Array.isArray(request)) {
    throw new InvalidArgumentError("request", `expected an object, got ${describe(request)}`, route);
  }
  const given = request as RequestMeta;
  if (base === undefined) return new RequestRef(given, false);
  const merged: Record<string, unknown> = { ...base.value };
  for (const key of Object.keys(given)) setOwn(merged, key, given[key]);
  return new RequestRef(merged, true);
}

function mergeParams(
  base: Readonly<Record<string, unknown>>,
  options: EndpointOptions,
  route: string | undefined,
): Readonly<Record<string, unknown>> {
  let merged: Record<string, unknown> | undefined;
  for (const key of Object.keys(options)) {
    if (NAMED_OPTIONS.has(key)) continue;
    const value = options[key];
    if (value === undefined) continue;
    merged ??= Object.assign(Object.create(null) as Record<string, unknown>, base);
    setOwn(merged, key, copyPlain(value, key, route));
  }
  return merged ?? base;
}

/** Checks a preview or format name given to a builder method. @internal */
export function expectName(field: string, value: unknown, route?: string): asserts value is string {
  if (typeof value !== "string" || value === "") {
    throw new InvalidArgumentError(field, `expected a non-empty string, got ${typeof value === "string" ? quote(value) : describe(value)}`, route);
  }
  expectMediaTypeName(field, value, route);
}
