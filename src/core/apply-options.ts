import { InvalidArgumentError, quote } from "../errors";
import type { HeaderValue, RequestMeta } from "../types";
import { mergePreviewNames } from "./accept";
import { copyPlain, isPlainObject, setOwn } from "./plain-data";
import { cachedRoute, routeMethod, type CachedRoute } from "./cached-route";
import { RequestRef, type WritableState } from "./state";
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
 * With `share` set, parameter values are put into `target` as the caller passed
 * them instead of as copies. Only for a state that is parsed once and dropped:
 * parsing reads parameters and copies whatever lands in the result.
 *
 * @internal
 */
export function applyOptions(target: WritableState, route: unknown, options: unknown, share = false): void {
  let cached: CachedRoute | undefined;
  let routeText: string | undefined;
  if (typeof route === "string") {
    routeText = route;
    cached = cachedRoute(route);
  } else if (route !== undefined) {
    if (options !== undefined || !isPlainObject(route)) {
      throw new InvalidArgumentError(
        "route",
        `expected a string such as "GET /user" or an options object, got ${describe(route)}`,
      );
    }
    options = route;
  }

  // One pass over the caller's keys picks out the named options and copies the
  // parameters; the named options are then checked in a fixed order, so the
  // error for a bad call does not depend on the order of its keys.
  let method: unknown;
  let url: unknown;
  let baseUrl: unknown;
  let headers: unknown;
  let mediaType: unknown;
  let request: unknown;
  let params: Record<string, unknown> | undefined;
  if (options !== undefined) {
    expectPlainObject("options", options, routeText ?? describeRoute(target));
    for (const key of Object.keys(options)) {
      const value = options[key];
      if (value === undefined) continue;
      switch (key) {
        case "method":
          method = value;
          break;
        case "url":
          url = value;
          break;
        case "baseUrl":
          baseUrl = value;
          break;
        case "headers":
          headers = value;
          break;
        case "mediaType":
          mediaType = value;
          break;
        case "request":
          request = value;
          break;
        default:
          params ??= copyParams(target.params);
          setOwn(params, key, share ? value : copyPlain(value, key, routeText ?? describeRoute(target)));
      }
    }
  }

  // `??`, not `!== undefined`: a `null` method or url means "not given" here.
  if (method != null) target.method = normalizeMethod(method, routeText);
  else if (cached !== undefined) target.method = routeMethod(cached, routeText as string);
  url ??= cached?.url;
  if (url !== undefined) {
    expectString("url", url, routeText);
    target.url = url;
  }
  if (baseUrl === undefined && headers === undefined && mediaType === undefined && request === undefined) {
    if (params !== undefined) target.params = params;
    return;
  }
  const errorRoute = routeText ?? describeRoute(target);
  if (baseUrl !== undefined) {
    expectString("baseUrl", baseUrl, errorRoute);
    target.baseUrl = baseUrl;
  }
  if (headers !== undefined) target.headers = mergeHeaders(target.headers, headers, errorRoute);
  if (mediaType !== undefined) applyMediaType(target, mediaType, errorRoute);
  if (request !== undefined) target.request = mergeRequest(target.request, request, errorRoute);
  if (params !== undefined) target.params = params;
}

/**
 * A writable copy of a parameter record. `setOwn` per key rather than
 * `Object.assign`, which would run the `__proto__` setter for a parameter of
 * that name.
 *
 * @internal
 */
export function copyParams(base: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(base)) setOwn(copy, key, base[key]);
  return copy;
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
    if (value !== undefined) setOwn(merged, checkedHeaderName(name, value, route), value);
  }
  return merged;
}

/** Checks one header and returns its lowercase name. @internal */
export function checkedHeaderName(name: string, value: unknown, route?: string): string {
  const lower = normalizeHeaderName(name, route);
  checkHeaderValue(lower, value, route);
  return lower;
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

/** Checks a preview or format name given to a builder method. @internal */
export function expectName(field: string, value: unknown, route?: string): asserts value is string {
  if (typeof value !== "string" || value === "") {
    throw new InvalidArgumentError(field, `expected a non-empty string, got ${typeof value === "string" ? quote(value) : describe(value)}`, route);
  }
  expectMediaTypeName(field, value, route);
}
