import { InvalidArgumentError, quote } from "../errors";
import { describeRoute, expectName, mergeHeaders, mergePreviews } from "../core/apply-options";
import { mergeState } from "../core/merge-state";
import { toMergedOptions } from "../core/merged-options";
import { parseState } from "../core/parse";
import { copyPlain, setOwn } from "../core/plain-data";
import { NAMED_OPTIONS, type State, type WritableState } from "../core/state";
import { expectPlainObject, expectString } from "../core/validate";
import { PACKAGE_DEFAULTS } from "../defaults";
import type { EndpointOptions, HeaderValue, MergedOptions, RequestMeta, RequestOptions } from "../types";
import { immer } from "./immer";

// The state a private transition hands to the constructor; see `#next`.
let handoff: State | undefined;
let readState: (builder: RequestBuilder) => State;

/**
 * An immutable, fluent request builder. Every method returns a new builder and
 * leaves the one it was called on as it was, so chains can branch from a shared
 * base. `build()` returns exactly what `endpoint()` returns for the same input.
 *
 * @example
 * ```ts
 * const repo = new RequestBuilder()
 *   .route("POST /repos/{owner}/{repo}/issues")
 *   .params({ owner: "octokit", repo: "endpoint.js" });
 *
 * repo.param("title", "Found a bug").header("authorization", "token secret").build();
 * //=> { method: "post", url: "https://api.github.com/repos/octokit/endpoint.js/issues",
 * //     headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0",
 * //                authorization: "token secret", "content-type": "application/json; charset=utf-8" },
 * //     body: { title: "Found a bug" } }
 * ```
 */
export class RequestBuilder {
  readonly #state: State;

  static {
    readState = (builder) => builder.#state;
  }

  /**
   * Starts from the package defaults, with `options` merged over them the way
   * `endpoint.defaults(options)` merges them.
   *
   * @param options - Options merged over the package defaults.
   * @throws {@link InvalidArgumentError} when `options` is not a valid options object.
   * @example
   * ```ts
   * new RequestBuilder({ baseUrl: "https://github.acme-inc.com/api/v3" }).route("GET /user").build().url;
   * //=> "https://github.acme-inc.com/api/v3/user"
   * ```
   */
  constructor(options?: EndpointOptions) {
    if (handoff !== undefined) {
      this.#state = handoff;
      handoff = undefined;
    } else {
      this.#state =
        options === undefined ? PACKAGE_DEFAULTS : produceState(PACKAGE_DEFAULTS, mergeState(PACKAGE_DEFAULTS, undefined, options));
    }
  }

  /**
   * Sets the method and URL template from a route such as `"GET /repos/{owner}/{repo}"`.
   * A route without a method, such as `"/user"`, means GET.
   *
   * @param route - `"<METHOD> <url>"` or a bare URL.
   * @throws {@link InvalidArgumentError} when `route` is not a string of that form.
   * @example
   * ```ts
   * new RequestBuilder().route("DELETE /gists/{gist_id}").param("gist_id", "abc").build().url;
   * //=> "https://api.github.com/gists/abc"
   * ```
   */
  route(route: string): RequestBuilder {
    expectString("route", route, describeRoute(this.#state));
    return this.#next(mergeState(this.#state, route, undefined));
  }

  /**
   * Sets the HTTP method, in any case.
   *
   * @param method - An HTTP method token such as `"PATCH"`.
   * @throws {@link InvalidArgumentError} when `method` is not an HTTP token.
   * @example
   * ```ts
   * new RequestBuilder().route("/user").method("PATCH").build().method; //=> "patch"
   * ```
   */
  method(method: string): RequestBuilder {
    return this.with({ method });
  }

  /**
   * Sets `baseUrl`, which is prefixed to URLs that are paths.
   *
   * @param baseUrl - An absolute http(s) URL, such as a GitHub Enterprise API root.
   * @throws {@link InvalidArgumentError} when `baseUrl` is not a string.
   * @example
   * ```ts
   * new RequestBuilder().baseUrl("https://ghe.acme.com/api/v3/").route("/user").build().url;
   * //=> "https://ghe.acme.com/api/v3/user"
   * ```
   */
  baseUrl(baseUrl: string): RequestBuilder {
    expectString("baseUrl", baseUrl, describeRoute(this.#state));
    return this.with({ baseUrl });
  }

  /**
   * Sets one parameter: a URL variable, or else a query parameter (GET, HEAD)
   * or a key of the JSON body. `undefined` leaves the current value in place.
   *
   * @param name - The parameter name; not one of the named options (`headers`, `data`…).
   * @param value - Its value; plain objects and arrays are copied.
   * @throws {@link InvalidArgumentError} when `name` is empty or names an option that has its own method.
   * @example
   * ```ts
   * new RequestBuilder().route("GET /orgs/{org}/repos").param("org", "octokit").param("per_page", 100).build().url;
   * //=> "https://api.github.com/orgs/octokit/repos?per_page=100"
   * ```
   */
  param(name: string, value: unknown): RequestBuilder {
    const route = describeRoute(this.#state);
    checkParamName(name, route);
    if (value === undefined) return this;
    return this.#next({ params: withParam(this.#state.params, name, value, route) });
  }

  /**
   * Sets many parameters at once, as {@link RequestBuilder.param} does for each key.
   *
   * @param params - A plain object of parameter names and values.
   * @throws {@link InvalidArgumentError} when `params` is not a plain object or names an option.
   * @example
   * ```ts
   * new RequestBuilder().route("GET /repos/{owner}/{repo}").params({ owner: "octokit", repo: "rest.js" }).build().url;
   * //=> "https://api.github.com/repos/octokit/rest.js"
   * ```
   */
  params(params: Readonly<Record<string, unknown>>): RequestBuilder {
    const route = describeRoute(this.#state);
    expectPlainObject("params", params, route);
    for (const name of Object.keys(params)) checkParamName(name, route);
    return this.#next(mergeState(this.#state, undefined, params));
  }

  /**
   * Sets one header. The name is lowercased; `undefined` leaves the current value in place.
   *
   * @param name - An HTTP header name (an RFC 9110 token).
   * @param value - A string, or a number such as a `content-length`.
   * @throws {@link InvalidArgumentError} for a name that is not a token or a value with CR, LF or NUL.
   * @example
   * ```ts
   * new RequestBuilder().route("/user").header("Authorization", "token secret").build().headers.authorization;
   * //=> "token secret"
   * ```
   */
  header(name: string, value: HeaderValue | undefined): RequestBuilder {
    const route = describeRoute(this.#state);
    expectString("header name", name, route);
    return this.#next({ headers: mergeHeaders(this.#state.headers, { [name]: value }, route) });
  }

  /**
   * Sets many headers at once, merged by lowercase name over the current ones.
   *
   * @param headers - A plain object of header names and values.
   * @throws {@link InvalidArgumentError} when `headers` is not a plain object or holds a bad name or value.
   * @example
   * ```ts
   * new RequestBuilder().route("/user").headers({ "X-One": "1", "X-Two": 2 }).build().headers["x-two"]; //=> 2
   * ```
   */
  headers(headers: Readonly<Record<string, HeaderValue | undefined>>): RequestBuilder {
    return this.#next({ headers: mergeHeaders(this.#state.headers, headers, describeRoute(this.#state)) });
  }

  /**
   * Adds API previews. A trailing `-preview` is dropped and duplicates are ignored.
   *
   * @param names - Preview names such as `"mercy"` or `"squirrel-girl-preview"`.
   * @throws {@link InvalidArgumentError} when a name is not a non-empty string.
   * @example
   * ```ts
   * new RequestBuilder().route("/repos/{owner}/{repo}/topics").params({ owner: "o", repo: "r" })
   *   .preview("mercy").build().headers.accept;
   * //=> "application/vnd.github.mercy-preview+json"
   * ```
   */
  preview(...names: string[]): RequestBuilder {
    const previews = mergePreviews(this.#state.previews, names, describeRoute(this.#state));
    if (previews === this.#state.previews) return this;
    return this.#next({ previews });
  }

  /**
   * Sets the response format, which amends `accept` (`raw`, `diff`, `html`, `text+json`…).
   *
   * @param format - The media type parameter.
   * @throws {@link InvalidArgumentError} when `format` is not a non-empty string.
   * @example
   * ```ts
   * new RequestBuilder().route("/repos/o/r/commits/abc").format("diff").build().headers.accept;
   * //=> "application/vnd.github.v3.diff"
   * ```
   */
  format(format: string): RequestBuilder {
    expectName("mediaType.format", format, describeRoute(this.#state));
    return this.#next({ format });
  }

  /**
   * Sets the request body as it stands, instead of one built from parameters.
   * Plain objects and arrays are copied; a string, Buffer, Blob or stream is kept as is.
   *
   * @param body - The body.
   * @example
   * ```ts
   * new RequestBuilder().route("POST /markdown/raw").header("content-type", "text/plain")
   *   .data("Hello **world**").build().body;
   * //=> "Hello **world**"
   * ```
   */
  data(body: unknown): RequestBuilder {
    if (body === undefined) return this;
    return this.#next({ params: withParam(this.#state.params, "data", body, describeRoute(this.#state)) });
  }

  /**
   * Sets meta information for the HTTP client, returned unchanged as `request`
   * in the result. Its keys merge over a `request` set earlier.
   *
   * @param request - An object such as `{ timeout: 5000 }`.
   * @throws {@link InvalidArgumentError} when `request` is not an object.
   * @example
   * ```ts
   * const meta = { timeout: 5000 };
   * new RequestBuilder().route("/user").request(meta).build().request === meta; //=> true
   * ```
   */
  request(request: RequestMeta): RequestBuilder {
    return this.with({ request });
  }

  /**
   * Merges an options object, exactly as `endpoint.defaults(options)` would.
   *
   * @param options - Any options accepted by `endpoint()`.
   * @throws {@link InvalidArgumentError} when `options` is not a valid options object.
   * @example
   * ```ts
   * new RequestBuilder().with({ url: "/orgs/{org}", org: "octokit" }).build().url;
   * //=> "https://api.github.com/orgs/octokit"
   * ```
   */
  with(options: EndpointOptions): RequestBuilder {
    return this.#next(mergeState(this.#state, undefined, options));
  }

  /**
   * The merged options, as `endpoint.merge()` returns them: URL still a template,
   * parameters not yet routed. A fresh object on every call.
   *
   * @example
   * ```ts
   * new RequestBuilder().route("GET /orgs/{org}").param("org", "octokit").options();
   * //=> { method: "GET", baseUrl: "https://api.github.com", url: "/orgs/{org}", org: "octokit",
   * //     headers: { … }, mediaType: { format: "", previews: [] } }
   * ```
   */
  options(): MergedOptions {
    return toMergedOptions(this.#state);
  }

  /**
   * Builds the request options: exactly what `endpoint()` returns for the same input.
   *
   * @throws {@link InvalidArgumentError} when no URL was set, or a parameter cannot be sent.
   * @throws {@link UriTemplateError} when the URL template is invalid.
   * @throws {@link UnsafePathParameterError} when a path parameter would add a `.` or `..` segment.
   * @example
   * ```ts
   * new RequestBuilder().route("GET /orgs/{org}/repos").params({ org: "octokit", type: "private" }).build();
   * //=> { method: "get", url: "https://api.github.com/orgs/octokit/repos?type=private",
   * //     headers: { accept: "application/vnd.github.v3+json", "user-agent": "fluent-endpoint/1.0.0" } }
   * ```
   */
  build(): RequestOptions {
    return parseState(this.#state);
  }

  // The only place that constructs the next builder. Changes are computed from
  // the frozen state first, so the immer recipe never reads through a draft.
  #next(changes: Partial<State>): RequestBuilder {
    handoff = produceState(this.#state, changes);
    return new RequestBuilder();
  }
}

// The only place that calls `produce`.
function produceState(base: State, changes: Partial<State>): State {
  return immer.produce(base, (draft) => {
    Object.assign(draft as WritableState, changes);
  });
}

function checkParamName(name: unknown, route: string | undefined): asserts name is string {
  expectString("param name", name, route);
  if (name === "") throw new InvalidArgumentError("param name", "expected a non-empty name", route);
  if (NAMED_OPTIONS.has(name) || name === "data") {
    const method = name === "baseUrl" ? "baseUrl" : name === "mediaType" ? "format() or .preview" : name;
    throw new InvalidArgumentError(
      `param ${quote(name)}`,
      `is an option, not a parameter; use .${method}() or .with({ ${name}: … })`,
      route,
    );
  }
}

function withParam(
  base: Readonly<Record<string, unknown>>,
  name: string,
  value: unknown,
  route: string | undefined,
): Record<string, unknown> {
  const params = Object.assign(Object.create(null) as Record<string, unknown>, base);
  setOwn(params, name, copyPlain(value, name, route));
  return params;
}

/**
 * The state of a builder, for the endpoint facade in this package.
 *
 * @internal
 */
export function builderState(builder: RequestBuilder): State {
  return readState(builder);
}
