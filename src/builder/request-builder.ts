import { Immer, type Draft } from "immer";
import { toMergedOptions } from "../core/merged-options";
import { applyOption, EMPTY_STATE, labelOf, OPTIONS, readOptions, deriveFacts, type Context, type OptionName, type Reading, type State } from "../core/options";
import { copyData, copyRecord } from "../core/plain-data";
import { makeRequest } from "../core/request";
import { takesUrl } from "../core/route-plan";
import { checkFormat, checkObject, checkString } from "../core/checks";
import { fail, failRead } from "../errors";
import type {
  MissingPathParameters,
  OptionsNaming,
  ParamName,
  ProvidedNames,
} from "../types/parameter-types";
import type {
  EndpointOptions,
  HeaderValue,
  HttpMethod,
  MergedOptions,
  RequestHeaders,
  RequestMeta,
  RequestOptions,
} from "../types";
import type { AnyRequestBuilder, DefinedParamsBuilder, ParamsBuilder, RoutedBuilder, WithOptions } from "../types/builder-types";
import { VERSION } from "../version";

/**
 * Our own immer, so that its settings never change the host application's.
 * It freezes nothing: a state holds callers' class instances (an agent, a
 * DTO), which immer would freeze were they marked immerable; the state's data
 * are frozen copies already.
 */
const immer = /* @__PURE__ */ new Immer({ autoFreeze: false });

/** One step on a builder, read and checked when taken, applied when the state is made; it notes what it changed. */
type Recipe = (target: Draft<State>, applied: Set<Changed>) => void;

/** What a step changed: an option, or the parameters. */
type Changed = OptionName | "params";

/** Builder steps copy the caller's data and `request` object: a builder is a base that many requests are built from. */
const STEP: Pick<Reading, "keeps" | "sharesRequest"> = { keeps: true, sharesRequest: false };

/**
 * A builder's place in its chain of steps: the one before and the recipe of
 * its own step, until its state is produced (by immer, when first needed,
 * once); and the method, route and label after the step, which its errors name.
 */
class Link {
  readonly #link = true;

  constructor(
    public parent: Link | undefined,
    public recipe: Recipe | undefined,
    public state: State | undefined,
    readonly context: Context,
  ) {}

  /** True for a Link; false for a caller's options, a Proxy too (where `instanceof` would ask its trap, and a revoked one throw). */
  static is(value: unknown): value is Link {
    return typeof value === "object" && value !== null && #link in value;
  }
}

/** The builder methods that set each named option, for the error of `.param()` given one (`url` is a parameter there: `.route()` sets the URL). */
const OPTION_METHODS: Readonly<Record<Exclude<OptionName, "url">, string>> = {
  method: ".method()",
  baseUrl: ".baseUrl()",
  headers: ".header() or .headers()",
  mediaType: ".format() or .preview()",
  data: ".data()",
  request: ".request()",
};

/** The package defaults every endpoint function and builder starts from, made when first needed. */
let packageDefaults: State | undefined;

function packageState(): State {
  return (packageDefaults ??= produceState(EMPTY_STATE, [
    recipeOf(undefined, { baseUrl: "https://api.github.com", headers: { accept: "application/vnd.github.v3+json", "user-agent": `fluent-endpoint/${VERSION}` } }, EMPTY_STATE, STEP)[0],
  ]));
}

/** Where `new RequestBuilder(options)` starts: the package defaults, `options` merged over them as `endpoint.defaults(options)` merges them (a request object copied too). */
function linkOf(options: unknown): Link {
  const state = packageState();
  // A chain's start: the state, which is its own context (it holds its method, route and label).
  const start = new Link(undefined, undefined, state, state);
  if (options === undefined) return start;
  const [recipe, context] = recipeOf(undefined, options, start.context, STEP);
  return new Link(start, recipe, undefined, context);
}

/**
 * A state made by immer from `base` and the recipes of every step since, in
 * one produce. The recipes write to a working copy whose records are copies
 * of the state's own (a chain of steps through the draft's proxies is slow);
 * the produce then writes to the draft what they changed: each field by
 * name, since a keyed write to immer's proxy costs about twice a named one.
 */
function produceState(base: State, recipes: readonly Recipe[]): State {
  const work = {
    ...base,
    headers: copyRecord(base.headers, Object.create(null) as State["headers"]),
    params: copyRecord(base.params, Object.create(null) as State["params"]),
    previews: [...base.previews],
    request: base.requestIsCopy ? copyRecord(base.request!, Object.create(null) as RequestMeta) : base.request,
  } as Draft<State>;
  const applied = new Set<Changed>();
  for (const recipe of recipes) recipe(work, applied);
  deriveFacts(work, applied);
  return immer.produce(base, (draft) => {
    if (work.method !== base.method) draft.method = work.method;
    if (work.plan !== base.plan) draft.plan = work.plan;
    if (work.label !== base.label) draft.label = work.label;
    if (work.baseUrl !== base.baseUrl) draft.baseUrl = work.baseUrl;
    // The records are the working copy's own: written when a step changed them.
    if (applied.has("headers")) draft.headers = work.headers;
    if (applied.has("params")) draft.params = work.params;
    if (applied.has("mediaType")) draft.previews = work.previews;
    if (applied.has("request")) draft.request = work.request;
    if (work.requestIsCopy !== base.requestIsCopy) draft.requestIsCopy = work.requestIsCopy;
    if (work.format !== base.format) draft.format = work.format;
    if (work.data !== base.data) draft.data = work.data;
    if (work.sentHeaders !== base.sentHeaders) draft.sentHeaders = work.sentHeaders;
    if (work.accept !== base.accept) draft.accept = work.accept;
  });
}

/**
 * Reads a route and options for a state that is kept (a builder step,
 * `defaults()`, `merge()`), copying the caller's data now, into a recipe;
 * returns it with the method and route in effect after it.
 */
function recipeOf(route: unknown, options: unknown, context: Context, reading: Pick<Reading, "keeps" | "sharesRequest">): [Recipe, Context] {
  const named: [OptionName, unknown][] = [];
  const params: [string, unknown][] = [];
  const after = readOptions(route, options, context, reading, {
    option: (name, value) => named.push([name, value]),
    param: (name, value, { label }) => params.push([name, copyData(value, name, label, "frozen")]),
  });
  const recipe: Recipe = (draft, applied) => {
    for (const [name, value] of named) {
      applyOption(draft as never, name, value);
      applied.add(name);
    }
    for (const [name, value] of params) draft.params[name] = value;
    if (params.length > 0) applied.add("params");
  };
  return [recipe, after];
}

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
 * @sortStrategy source-order
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
 *
 * @group Builder
 */
export class RequestBuilder<
  out Variables extends string = string,
  out Missing extends string = never,
  in Provided extends string = never,
> {
  /** Its place in the chain of steps. */
  readonly #link: Link;

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
  constructor(options?: EndpointOptions | Link) {
    this.#link = Link.is(options) ? options : linkOf(options);
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
    RequestBuilder.#check(this, "route");
    checkString("route", route, this.#link.context.label);
    return RequestBuilder.step(this as AnyRequestBuilder, route, undefined, STEP);
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
    RequestBuilder.#check(this, "method");
    return this.#option("method", method);
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
    RequestBuilder.#check(this, "baseUrl");
    return this.#option("baseUrl", baseUrl);
  }

  /**
   * Sets one parameter: a URL variable, or else a query parameter (GET, HEAD)
   * or a key of the JSON body. Editors suggest the route's variables, and any
   * other name is accepted. A value that is neither `undefined` nor `null`
   * gives the variable a value for `.build()`.
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
  // Two signatures rather than a conditional return type: a value certain to
  // be defined, as most are, gives the name; any other leaves the builder as
  // it was. `undefined` leaves the current value in place at run time.
  param<Name extends Variables | (string & {}), Value extends {}>(
    name: Name,
    value: Value,
  ): RequestBuilder<Variables, Exclude<Missing, ParamName<Name>>, Provided | ParamName<Name>>;
  /**
   * Sets one parameter to a value that may be `undefined` or `null`: the
   * parameter then does not count as given for `.build()`, and `undefined`
   * leaves the current value in place.
   *
   * @typeParam Name - The parameter name as given.
   * @param name - The parameter name; not one of the named options (`headers`, `data`…).
   * @param value - Its value, perhaps `undefined` or `null`.
   * @throws {@link InvalidArgumentError} when `name` is empty or names an option that has its own method.
   * @example
   * ```ts
   * const since: string | undefined = undefined;
   * new RequestBuilder().route("GET /orgs/{org}/repos").param("org", "octokit").param("since", since).build().url;
   * //=> "https://api.github.com/orgs/octokit/repos"
   * ```
   */
  param<Name extends Variables | (string & {})>(name: Name, value: unknown): RequestBuilder<Variables, Missing, Provided>;
  param(name: string, value: unknown): AnyRequestBuilder {
    RequestBuilder.#check(this, "param");
    this.#checkParamName(name);
    if (value === undefined) return this;
    if (this.#takesUrl(name)) return this.with({ url: value as string });
    const copy = copyData(value, name, this.#link.context.label, "frozen");
    return this.#next((draft, applied) => {
      draft.params[name] = copy;
      applied.add("params");
    }, this.#link.context);
  }

  /**
   * Sets many parameters at once, as {@link RequestBuilder.param} does for each key.
   * Keys whose values are certain to be defined count as given for `.build()`
   * (see {@link ProvidedNames}); an object typed `Record<string, unknown>` may
   * hold any name, so after it nothing is checked.
   *
   * @typeParam Names - The keys of `params`, when each has a value certain to be defined.
   * @param params - A plain object of parameter names and values.
   * @throws {@link InvalidArgumentError} when `params` is not a plain object or names an option.
   * @example
   * ```ts
   * new RequestBuilder().route("GET /repos/{owner}/{repo}").params({ owner: "octokit", repo: "rest.js" }).build().url;
   * //=> "https://api.github.com/repos/octokit/rest.js"
   * ```
   */
  // Two signatures: params whose every key is required and every value
  // certain to be defined, as most are, give their keys as they stand; any
  // other is looked at key by key. The first infers the keys alone, as a
  // union of names, from an object whose every key it requires with a
  // defined value: an optional key or a value that may be `undefined` or
  // `null` fails it. The builder it returns then depends on names only, so
  // the compiler works it out once for all the calls that give the same
  // names, where a type built from the whole object is new on every call.
  params<Names extends string>(params: { readonly [Name in Names]: {} }): DefinedParamsBuilder<Variables, Missing, Provided, Names>;
  /**
   * Sets many parameters at once, some of which may be left without a value:
   * a key that is optional, or whose value may be `undefined` or `null`, does
   * not count as given for `.build()` (see {@link ProvidedNames}).
   *
   * @typeParam Params - The parameters as given.
   * @param params - A plain object of parameter names and values.
   * @throws {@link InvalidArgumentError} when `params` is not a plain object or names an option.
   * @example
   * ```ts
   * const repo: string | undefined = undefined;
   * new RequestBuilder().route("GET /orgs/{org}/repos").params({ org: "octokit", since: repo }).build().url;
   * //=> "https://api.github.com/orgs/octokit/repos"
   * ```
   */
  params<Params extends object>(params: Params): ParamsBuilder<Variables, Missing, Provided, Params>;
  params(params: Readonly<Record<string, unknown>>): AnyRequestBuilder {
    RequestBuilder.#check(this, "params");
    const { label } = this.#link.context;
    checkObject("params", params, label);
    const copies: [string, unknown][] = [];
    let url: unknown;
    let field = "params";
    try {
      for (const name of Object.keys(params)) {
        this.#checkParamName(name);
        field = name;
        const value = params[name];
        if (this.#takesUrl(name)) url = value;
        else if (value !== undefined) copies.push([name, copyData(value, name, label, "frozen")]);
      }
    } catch (error) {
      failRead(error, field, label);
    }
    const next = this.#next((draft, applied) => {
      for (const [name, copy] of copies) draft.params[name] = copy;
      applied.add("params");
    }, this.#link.context);
    return url === undefined ? next : next.with({ url: url as string });
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
  header(name: string, value: HeaderValue | bigint | null | undefined): RequestBuilder<Variables, Missing, Provided>;
  header(name: string, value: HeaderValue | bigint | null | undefined): AnyRequestBuilder {
    RequestBuilder.#check(this, "header");
    checkString("header name", name, this.#link.context.label);
    if (value === undefined) return this;
    return this.#option("headers", { [name]: value });
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
  headers(headers: RequestHeaders): AnyRequestBuilder {
    RequestBuilder.#check(this, "headers");
    return this.#option("headers", headers);
  }

  /**
   * Adds API previews. The first `-preview` in a name is dropped (`mercy-preview-x`
   * is `mercy-x`). The names of one call are kept as given, a name given twice
   * too, as octokit keeps them; a name a later call gives again moves there.
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
    RequestBuilder.#check(this, "preview");
    if (names.length === 0) return this;
    return this.#option("mediaType", { previews: names });
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
    RequestBuilder.#check(this, "format");
    // An undefined format is no format: the rule reads an absent one as "not given".
    if (format === undefined) checkFormat(format, this.#link.context.label);
    return this.#option("mediaType", { format });
  }

  /**
   * Sets the request body, instead of one built from parameters. Text, bytes,
   * a Blob, form data or a stream is the body (bytes and form data copied);
   * anything else is sent as its JSON: a class instance as its own
   * properties, a Date or URL as its JSON text. What JSON cannot hold (a Set,
   * a Map, `NaN`, a BigInt…) is refused, naming where it sits.
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
    RequestBuilder.#check(this, "data");
    if (body === undefined) return this;
    return this.#option("data", body);
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
    RequestBuilder.#check(this, "request");
    return this.#option("request", request);
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
    RequestBuilder.#check(this, "with");
    return RequestBuilder.step(this as AnyRequestBuilder, undefined, options, STEP);
  }

  /**
   * The merged options, as `endpoint.merge()` returns them: URL still a template,
   * parameters not yet routed. A fresh object on every call.
   *
   * @example
   * ```ts
   * new RequestBuilder().route("GET /orgs/{org}").param("org", "octokit").options();
   * //=> { method: "GET", baseUrl: "https://api.github.com", url: "/orgs/{org}", org: "octokit",
   * //     headers: { … }, mediaType: { format: "" } }
   * ```
   */
  options(): MergedOptions {
    RequestBuilder.#check(this, "options");
    return toMergedOptions(this.#produce(), "kept");
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
    RequestBuilder.#check(this, "build");
    return makeRequest(this.#produce(), undefined, undefined);
  }

  /** Refuses a method called without its builder (`const { build } = builder`), which would otherwise fail with a bare TypeError. */
  static #check(builder: unknown, method: string): void {
    if (typeof builder !== "object" || builder === null || !(#link in builder)) {
      fail(`.${method}()`, undefined, "expected", `to be called on a RequestBuilder, as builder.${method}(…)`, builder);
    }
  }

  /** This builder's state, produced when first needed. @internal */
  static state(builder: AnyRequestBuilder): State {
    return builder.#produce();
  }

  /** A step of options over this builder, read as `reading` says (`defaults()` copies a request object). @internal */
  static step(builder: AnyRequestBuilder, route: unknown, options: unknown, reading: Pick<Reading, "keeps" | "sharesRequest">): AnyRequestBuilder {
    const [recipe, context] = recipeOf(route, options, builder.#link.context, reading);
    return builder.#next(recipe, context);
  }

  /**
   * This builder's state: produced by immer the first time it is needed, from
   * the nearest state produced before it and the recipes of every step since,
   * in one produce; kept, so that it is produced once however often it is built.
   */
  #produce(): State {
    const link = this.#link;
    if (link.state !== undefined) return link.state;
    const recipes: Recipe[] = [];
    let at = link;
    while (at.state === undefined) {
      recipes.push(at.recipe!);
      at = at.parent!;
    }
    recipes.reverse();
    link.state = produceState(at.state, recipes);
    // The steps before are in the state now; the links they came from may go.
    link.parent = undefined;
    link.recipe = undefined;
    return link.state;
  }

  /** Whether a parameter of this name is the URL: `url`, beside a route that leaves its origin to a variable (see `takesUrl`). */
  #takesUrl(name: string): boolean {
    const { plan } = this.#link.context;
    return name === "url" && plan !== undefined && takesUrl(plan);
  }

  /** A parameter name: a non-empty string, and not one of the named options that have methods of their own. */
  #checkParamName(name: unknown): asserts name is string {
    const { label } = this.#link.context;
    checkString("param name", name, label);
    if (name === "") fail("param name", label, "expected", "a non-empty parameter name", name);
    if (Object.hasOwn(OPTION_METHODS, name)) fail(`param ${JSON.stringify(name)}`, label, "option", OPTION_METHODS[name as keyof typeof OPTION_METHODS], name);
  }

  /** One option, read and checked by its rule now, applied to the draft when the state is made. */
  #option(name: Exclude<OptionName, "url">, value: unknown): AnyRequestBuilder {
    const { method, label, plan } = this.#link.context;
    let read: unknown;
    try {
      read = (OPTIONS[name].read as (value: unknown, reading: Reading) => unknown)(value, { keeps: STEP.keeps, sharesRequest: STEP.sharesRequest, method, label });
    } catch (error) {
      failRead(error, name, label);
    }
    const context = name === "method" ? { method: read as string, plan, label: plan === undefined ? undefined : labelOf(read as string, plan) } : this.#link.context;
    return this.#next((draft, applied) => {
      applyOption(draft as never, name, read);
      applied.add(name);
    }, context);
  }

  /**
   * The only way to the next builder: one more step on this one, recorded as
   * its recipe, with the method and route in effect after it. Nothing is
   * produced until a request or the options are asked for.
   */
  #next(recipe: Recipe, context: Context): AnyRequestBuilder {
    return new RequestBuilder(new Link(this.#link, recipe, undefined, context)) as AnyRequestBuilder;
  }
}
