import { mergeState } from "../core/merge-state";
import { toMergedOptions } from "../core/merged-options";
import { parseState } from "../core/parse";
import type { State, WritableState } from "../core/state";
import { PACKAGE_DEFAULTS } from "../defaults";
import type {
  MissingPathParameters,
  MissingRouteVariables,
  OptionsNaming,
  ParamName,
  ProvidedNames,
} from "../parameter-types";
import type { RouteVariables } from "../route-types";
import type {
  EndpointOptions,
  HeaderValue,
  HttpMethod,
  MergedOptions,
  RequestHeaders,
  RequestMeta,
  RequestOptions,
} from "../types";
import type { AnyRequestBuilder, ParamsBuilder, RoutedBuilder, WithOptions } from "./builder-types";
import {
  appendEdit,
  applyEdits,
  baseUrlEdit,
  currentRoute,
  dataEdit,
  formatEdit,
  headerEdit,
  headersEdit,
  methodEdit,
  paramEdit,
  paramsEdit,
  previewsEdit,
  routeEdit,
  type Edit,
  type PendingEdits,
} from "./edit";
import { immer } from "./immer";

/**
 * How many edits a builder keeps pending before the next one folds them into
 * its frozen state. Replaying a handful of edits at `build()` is cheaper than a
 * `produce` per edit; the bound keeps a builder extended in a long loop from
 * replaying ever more edits on every `build()`.
 */
const MAX_PENDING_EDITS = 16;

// What a private transition hands to the constructor; see `#next`.
let handoffState: State | undefined;
let handoffPending: PendingEdits | undefined;
let readState: (builder: RequestBuilder) => State;

/**
 * An immutable, fluent request builder. Every method returns a new builder and
 * leaves the one it was called on as it was, so chains can branch from a shared
 * base. `build()` returns exactly what `endpoint()` returns for the same input.
 *
 * After `.route()` with a literal route, the builder's type knows the route's
 * variables (so `.param()` suggests them) and which path variables still have
 * no value; `.build()` does not compile until each has one. A route typed
 * `string` is not checked.
 *
 * @typeParam Variables - The variable names of the route, `string` while no literal route is known.
 * @typeParam Missing - Required path variables of the route that have no value yet.
 * @typeParam Provided - Parameter names given a value so far, which a later route need not ask for.
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
export class RequestBuilder<
  out Variables extends string = string,
  out Missing extends string = never,
  in Provided extends string = never,
> {
  /** The folded state: immer-frozen plain data. */
  readonly #state: State;
  /** Edits made since `#state` was folded, applied by `build()` without immer. */
  readonly #pending: PendingEdits | undefined;

  static {
    // The state itself, folded by one `produce` when edits are pending.
    readState = (builder) =>
      builder.#pending === undefined ? builder.#state : produceState(builder.#state, applyEdits(builder.#state, builder.#pending));
  }

  /**
   * Starts from the package defaults, with `options` merged over them the way
   * `endpoint.defaults(options)` merges them. Parameters in `options` count as
   * given for the routes this builder is later pointed at.
   *
   * @param options - Options merged over the package defaults.
   * @throws {@link InvalidArgumentError} when `options` is not a valid options object.
   * @example
   * ```ts
   * new RequestBuilder({ baseUrl: "https://github.acme-inc.com/api/v3" }).route("GET /user").build().url;
   * //=> "https://github.acme-inc.com/api/v3/user"
   * ```
   */
  // Each public method has a typed signature that tracks the route's variables,
  // then its implementation, typed with AnyRequestBuilder: the tracking exists
  // only at compile time, the code is the same for every route.
  constructor(options?: OptionsNaming<Provided>);
  constructor(options?: EndpointOptions) {
    if (handoffState !== undefined) {
      this.#state = handoffState;
      this.#pending = handoffPending;
      handoffState = handoffPending = undefined;
    } else {
      this.#state =
        options === undefined ? PACKAGE_DEFAULTS : produceState(PACKAGE_DEFAULTS, mergeState(PACKAGE_DEFAULTS, undefined, options));
      this.#pending = undefined;
    }
  }

  /**
   * Sets the method and URL template from a route such as `"GET /repos/{owner}/{repo}"`.
   * A route without a method, such as `"/user"`, means GET. A literal route's
   * required path variables (see {@link RequiredRouteVariables}) must then get
   * a value before `.build()` compiles, unless they already have one.
   *
   * @typeParam Route - The route as given.
   * @param route - `"<METHOD> <url>"` or a bare URL.
   * @throws {@link InvalidArgumentError} when `route` is not a string of that form.
   * @example
   * ```ts
   * new RequestBuilder().route("DELETE /gists/{gist_id}").param("gist_id", "abc").build().url;
   * //=> "https://api.github.com/gists/abc"
   * ```
   */
  route<Route extends string>(
    route: Route,
  ): RoutedBuilder<Route, Provided>;
  route(route: string): AnyRequestBuilder {
    return this.#next(routeEdit(route, this.#route()));
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
  method(method: HttpMethod): RequestBuilder<Variables, Missing, Provided>;
  method(method: string): AnyRequestBuilder {
    return this.#next(methodEdit(method));
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
  baseUrl(baseUrl: string): RequestBuilder<Variables, Missing, Provided>;
  baseUrl(baseUrl: string): AnyRequestBuilder {
    return this.#next(baseUrlEdit(baseUrl, this.#route()));
  }

  /**
   * Sets one parameter: a URL variable, or else a query parameter (GET, HEAD)
   * or a key of the JSON body. `undefined` leaves the current value in place.
   * Editors suggest the route's variables, and any other name is accepted. A
   * value whose type excludes `undefined` and `null` gives the variable a value
   * for `.build()`.
   *
   * @typeParam Name - The parameter name as given.
   * @typeParam Value - The value's type.
   * @param name - The parameter name; not one of the named options (`headers`, `data`…).
   * @param value - Its value; plain objects and arrays are copied.
   * @throws {@link InvalidArgumentError} when `name` is empty or names an option that has its own method.
   * @example
   * ```ts
   * new RequestBuilder().route("GET /orgs/{org}/repos").param("org", "octokit").param("per_page", 100).build().url;
   * //=> "https://api.github.com/orgs/octokit/repos?per_page=100"
   * ```
   */
  param<Name extends Variables | (string & {}), Value>(
    name: Name,
    value: Value,
  ): undefined extends Value
    ? RequestBuilder<Variables, Missing, Provided>
    : null extends Value
      ? RequestBuilder<Variables, Missing, Provided>
      : RequestBuilder<Variables, Exclude<Missing, ParamName<Name>>, Provided | ParamName<Name>>;
  param(name: string, value: unknown): AnyRequestBuilder {
    return this.#next(paramEdit(name, value, this.#route()));
  }

  /**
   * Sets many parameters at once, as {@link RequestBuilder.param} does for each key.
   * Keys whose values are certain to be defined count as given for `.build()`
   * (see {@link ProvidedNames}); an object typed `Record<string, unknown>` may
   * hold any name, so after it nothing is checked.
   *
   * @typeParam Params - The parameters as given.
   * @param params - A plain object of parameter names and values.
   * @throws {@link InvalidArgumentError} when `params` is not a plain object or names an option.
   * @example
   * ```ts
   * new RequestBuilder().route("GET /repos/{owner}/{repo}").params({ owner: "octokit", repo: "rest.js" }).build().url;
   * //=> "https://api.github.com/repos/octokit/rest.js"
   * ```
   */
  params<Params extends Readonly<Record<string, unknown>> & { readonly [Name in Variables]?: unknown }>(
    params: Params,
  ): ParamsBuilder<Variables, Missing, Provided, Params>;
  params(params: Readonly<Record<string, unknown>>): AnyRequestBuilder {
    return this.#next(paramsEdit(params, this.#route()));
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
  header(name: string, value: HeaderValue | undefined): RequestBuilder<Variables, Missing, Provided>;
  header(name: string, value: HeaderValue | undefined): AnyRequestBuilder {
    return this.#next(headerEdit(name, value, this.#route()));
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
  headers(headers: RequestHeaders): RequestBuilder<Variables, Missing, Provided>;
  headers(headers: Readonly<Record<string, HeaderValue | undefined>>): AnyRequestBuilder {
    return this.#next(headersEdit(headers, this.#route()));
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
  preview(...names: string[]): RequestBuilder<Variables, Missing, Provided>;
  preview(...names: string[]): AnyRequestBuilder {
    return this.#next(previewsEdit(names, this.#route()));
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
  format(format: string): RequestBuilder<Variables, Missing, Provided>;
  format(format: string): AnyRequestBuilder {
    return this.#next(formatEdit(format, this.#route()));
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
  data(body: unknown): RequestBuilder<Variables, Missing, Provided>;
  data(body: unknown): AnyRequestBuilder {
    return this.#next(dataEdit(body, this.#route()));
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
  request(request: RequestMeta): RequestBuilder<Variables, Missing, Provided>;
  request(request: RequestMeta): AnyRequestBuilder {
    return this.with({ request });
  }

  /**
   * Merges an options object, exactly as `endpoint.defaults(options)` would.
   * A literal `url` in it replaces the route's variables, as `.route()` does
   * (see {@link WithOptions}).
   *
   * @typeParam Options - The options as given.
   * @param options - Any options accepted by `endpoint()`.
   * @throws {@link InvalidArgumentError} when `options` is not a valid options object.
   * @example
   * ```ts
   * new RequestBuilder().with({ url: "/orgs/{org}", org: "octokit" }).build().url;
   * //=> "https://api.github.com/orgs/octokit"
   * ```
   */
  with<const Options extends EndpointOptions>(options: Options): WithOptions<Variables, Missing, Provided, Options>;
  with(options: EndpointOptions): AnyRequestBuilder {
    return this.#next(mergeState(this.#current(), undefined, options));
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
    return toMergedOptions(this.#current());
  }

  /**
   * Builds the request options: exactly what `endpoint()` returns for the same input.
   * Does not compile while a required path variable of a literal route has no
   * value: the error names the variables, as `MissingPathParameters<"repo">`.
   *
   * @param this - The builder, which must have a value for every required path variable.
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
  build(this: [Missing] extends [never] ? unknown : MissingPathParameters<Missing>): RequestOptions;
  build(): RequestOptions {
    return parseState(this.#current());
  }

  /** The state with the pending edits applied: the frozen state itself, or a scratch copy. */
  #current(): State {
    return this.#pending === undefined ? this.#state : applyEdits(this.#state, this.#pending);
  }

  /** The route for error messages. */
  #route(): string | undefined {
    return currentRoute(this.#state, this.#pending);
  }

  // The only place that constructs the next builder. An edit is recorded, not
  // applied: `build()` applies a chain's edits together on a scratch copy. They
  // are folded into the frozen state by one `produce` when there are too many.
  // A whole state (`.with()`, which merged the caller's options over the
  // current state) is folded at once, since it holds the caller's data.
  // `undefined` (a call that changes nothing) returns this builder.
  #next(change: Edit | State | undefined): AnyRequestBuilder {
    if (change === undefined) return this;
    if (!("kind" in change)) {
      handoffState = produceState(this.#state, change);
    } else {
      const pending = appendEdit(this.#state, this.#pending, change);
      if (pending.count > MAX_PENDING_EDITS) {
        handoffState = produceState(this.#state, applyEdits(this.#state, pending));
      } else {
        handoffState = this.#state;
        handoffPending = pending;
      }
    }
    return new RequestBuilder();
  }
}

// The only place that calls `produce`. The next state is computed without
// immer first, so the recipe never reads through a draft: it only assigns, and
// only the fields that changed (each assignment is a trip through immer's proxy).
function produceState(base: State, next: State): State {
  return immer.produce(base, (draft) => {
    const writable = draft as WritableState;
    for (const field of STATE_FIELDS) {
      if (next[field] !== base[field]) (writable[field] as unknown) = next[field];
    }
  });
}

// Every field of a state: `State` makes each key of the package defaults required.
const STATE_FIELDS = Object.keys(PACKAGE_DEFAULTS) as (keyof State)[];

/**
 * The state of a builder, for the endpoint facade in this package.
 *
 * @internal
 */
export function builderState(builder: RequestBuilder): State {
  return readState(builder);
}
