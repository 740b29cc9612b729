// Every error fluent-endpoint throws for bad input, and the one table of what their messages
// say: the field, what was wrong, the caller's value quoted and cut (a 200,000-character
// header never lands whole in a log line), and the route being built.
// Registered, so that an error of the CommonJS build, the ES module build or the browser file is known to the others.
const brand = Symbol.for("fluent-endpoint.error");

const QUOTE_LIMIT = 60;
/** Longer than a quoted value, so that a field such as `headers["…"]`, which quotes a name already, is never cut twice. */
const NAME_LIMIT = 120;

function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text;
}

/** A caller's string, quoted and cut, with invisible characters (a no-break space, U+200B) shown as escapes. */
function quote(text: string): string {
  return cut(visible(text), QUOTE_LIMIT);
}

/** `text` JSON-quoted, with what would show as nothing or as a plain space written as an escape. */
function visible(text: string): string {
  return JSON.stringify(text).replace(INVISIBLE, escapeOf);
}

/** `\u00a0` for a character of the basic plane, `\u{e0020}` for one beyond it (two UTF-16 units, which a `\uXXXX` would show half of). */
function escapeOf(char: string): string {
  const point = char.codePointAt(0)!;
  return point > 0xffff ? `\\u{${point.toString(16)}}` : `\\u${point.toString(16).padStart(4, "0")}`;
}

/** What a message would show as nothing or as a plain space: other spaces, line breaks, format and control characters. */
const INVISIBLE = /[^\P{Z} ]|\p{Cf}|\p{Cc}/gu;

/** What a value is, for "got …" in a message: a string quoted, a class instance by its class, anything else by its kind. */
function describe(value: unknown): string {
  if (typeof value === "string") return `the string ${quote(value)}`;
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return "a symbol";
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value !== "object" || value === null) return String(value);
  let prototype: { constructor?: { name?: unknown } } | null;
  try {
    if (Array.isArray(value)) return "an array";
    // The class is read from the prototype: a caller's own `constructor` key
    // (JSON can hold one) must not name a class the value is not.
    prototype = Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null;
  } catch {
    return "an object that cannot be read (a revoked Proxy)";
  }
  let name: unknown;
  try {
    name = prototype?.constructor?.name;
  } catch {
    // A getter on the prototype that throws: the error being made is still the library's.
  }
  return typeof name === "string" && name !== "" && name !== "Object" ? `an instance of ${name}` : "an object";
}

/** A field name for a message, cut; JSON-quoted when empty or holding a control character, so that it shows, on one line. */
function name(field: string): string {
  return cut(field === "" || /[\x00-\x1f\x7f]/.test(field) ? visible(field) : field, NAME_LIMIT);
}

/** `headers["x-a"]`: how a header is named in messages and in `error.field`. */
export function headerField(header: string): string {
  return `headers[${quote(header)}]`;
}

const TOKEN_CHARS = "letters, digits and !#$%&'*+-.^_`|~";

/** Every message, keyed by problem: the key is what code reads (`error.key`), the text what a person reads. */
const MESSAGES = {
  expected: (what: string, value: unknown) => `expected ${what}, got ${describe(value)}`,
  route: (route: string) => `expected "<METHOD> <url>" with exactly one space, or a bare URL, got ${describe(route)}`,
  typo: (given: string, meant: readonly string[]) => `${describe(given)} looks like a typo; did you mean ${meant.map((text) => JSON.stringify(text)).join(" or ")}?`,
  token: (what: string, value: unknown) => `expected ${what} (an HTTP token: ${TOKEN_CHARS}), got ${describe(value)}`,
  headerName: () => `a header name must be an HTTP token (${TOKEN_CHARS})`,
  headerNumber: (value: number) => `a numeric header value must be finite, got ${value}`,
  headerBreak: () => "a header value must not contain CR, LF or NUL",
  headerText: (code: number, at: number) =>
    "a header value must be HTTP field text (tab, space, visible ASCII or U+0080 to U+00FF), " +
    `got U+${code.toString(16).toUpperCase().padStart(4, "0")} at position ${at}`,
  baseUrl: (value: string) =>
    `expected an absolute http(s) URL with a host and no query, fragment, backslash, space or control character, such as "https://api.github.com", got ${describe(value)}`,
  scheme: (url: string) => `a request URL must be http(s), got ${describe(url)}`,
  authority: (value: unknown) => `${describe(value)} would change the host or port the URL template sets`,
  endsPath: (value: unknown, char: string) =>
    `${describe(value)} would end the URL's ${char === "#" ? "path or query" : "path"} with "${char}"; a value inside the path cannot start a query or fragment`,
  unparsable: (url: string) => `${describe(url)} is not a URL a URL parser accepts`,
  credentials: (value: string) =>
    `expected a URL without a user name or password, got ${describe(value)}; send credentials as headers.authorization`,
  origin: (value: unknown) =>
    `expected the origin of the request, an absolute http(s) URL such as "https://uploads.github.com", or nothing for the base URL, got ${describe(value)}`,
  tooLong: (what: string) => `${what} would be longer than a string can hold`,
  threw: (error: unknown) => `reading it threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
  noUrl: () =>
    "no url was given in the route, the options or the defaults; to read an endpoint function's defaults, use endpoint.DEFAULTS (or endpoint.merge())",
  noBase: () => "no baseUrl to put in front of a url that is a path",
  noBody: (method: string) => `a ${method} request has no body; pass query parameters as options instead`,
  required: (value: unknown) =>
    `the route needs a value for this URL parameter, got ${describe(value)}; an empty string is a value, undefined and null are not`,
  query: (value: unknown, kind = describe(value)) =>
    `a query parameter must be a string, number, boolean or an array of them, got ${kind}` +
    (kind === "an instance of Date"
      ? "; pass its text, such as date.toISOString()"
      : typeof value === "object" && value !== null && kind !== "an array"
        ? "; an object has no single query-string form, so name its fields in the URL template instead"
        : ""),
  nested: (depth: number) =>
    `is nested more than ${depth} levels deep, or refers to itself; a parameter or body must be a tree of plain data`,
  option: (method: string, option: string) => `is an option, not a parameter; use ${method} or .with({ ${option}: … })`,
  urlInMerge: () =>
    "a route's parameter named url cannot be returned in merged options, whose url is the template; use endpoint() or build(), or inside Octokit send the body as data: { url, … }",
  merged: () => "merged options hold a URL template; pass them through endpoint.parse() first",
  fetchMethod: (method: string) => `fetch refuses the method ${quote(method)}`,
  fetchHeader: () => "fetch sets this header of the connection itself, and refuses or drops one given",
  fetchBody: (body: unknown) =>
    `fetch cannot send ${describe(body)}; expected text, bytes over a fixed ArrayBuffer still there, a Blob, URLSearchParams, FormData, ` +
    "a web ReadableStream no reader holds, a Node stream not read yet, or JSON data (a plain object, an array, a number, a boolean or null)",
  request: (reason: string) => `the platform's Request refused it: ${reason}`,
  unreadable: () => "bytes whose ArrayBuffer was detached (transferred) cannot be read or copied",
  notJson: (value: unknown) =>
    value === undefined
      ? "undefined (or a hole) has no JSON form: in an array JSON writes null, as the whole body nothing; leave it out or pass null"
      : `${describe(value)} has no JSON form, so a JSON body would lose or refuse it; ` +
        (typeof value === "number"
          ? "pass a finite number"
          : typeof value === "object"
            ? "pass plain data (text, numbers, arrays, plain objects, objects of your own classes) or give it a toJSON; bytes, a Blob, a web stream or form data go only as the whole data"
            : "pass a string or a number"),
} as const;

/** What a frozen Map, Set or Date held by fluent-endpoint says when asked to change. @internal */
export const FROZEN = "this value is part of fluent-endpoint's frozen state and cannot be changed";

/** What an {@link InvalidArgumentError} can say, keyed by problem. */
type Problem = keyof typeof MESSAGES;

/**
 * Rethrows an error of the library's as it is; anything else, which reading
 * the caller's `field` threw (a getter, a Proxy's trap, a `toJSON`), as the
 * library's error (key `threw`) naming it. @internal
 */
export function failRead(error: unknown, field: string, route: string | undefined): never {
  if (isFluentEndpointError(error)) throw error;
  return fail(field, route, "threw", error);
}

/** Throws the {@link InvalidArgumentError} for `problem`, naming `field` and the route being built. @internal */
export function fail<P extends Problem>(
  field: string,
  route: string | undefined,
  problem: P,
  ...args: Parameters<(typeof MESSAGES)[P]>
): never {
  throw new InvalidArgumentError(field, (MESSAGES[problem] as (...a: unknown[]) => string)(...args), route, problem);
}

const TEMPLATE_MESSAGES = {
  unclosed: () => 'the expression starting here has no closing "}"',
  unopened: () => '"}" has no matching "{"',
  reserved: (operator: string) => `the operator "${operator}" is reserved for future extensions of RFC 6570`,
  unexpected: (char: string, context: string) => `unexpected ${visible(char)} ${context}`,
  both: (first: string, second: string) => `a variable cannot have both ${first} and ${second}`,
  triplet: () => '"%" must start a percent-encoded triplet such as "%20"',
  prefix: () => "a prefix length cannot exceed 9999",
  literal: (char: string) =>
    `${visible(char)} is not allowed in a URI template outside an expression (RFC 6570 §2.1); percent-encode it`,
  value: (variable: string, what: string, type: string) =>
    `variable "${variable}" has ${what} of a type that cannot be expanded (${type}); ` +
    "use a string, number, boolean, array or plain object",
  listPrefix: (variable: string, kind: string) => `variable "${variable}" is ${kind}, which cannot take a prefix modifier`,
} as const;

/** What a {@link UriTemplateError} can say, keyed by problem. @internal */
export type TemplateProblem = keyof typeof TEMPLATE_MESSAGES;

/** Throws the {@link UriTemplateError} for `problem` at `position` of `template`. @internal */
export function failTemplate<P extends TemplateProblem>(
  template: string,
  position: number,
  problem: P,
  ...args: Parameters<(typeof TEMPLATE_MESSAGES)[P]>
): never {
  throw new UriTemplateError(template, position, (TEMPLATE_MESSAGES[problem] as (...a: unknown[]) => string)(...args), undefined, problem);
}

/**
 * Machine-readable kind of a {@link FluentEndpointError}.
 *
 * @example
 * ```ts
 * const code: FluentEndpointErrorCode = "ERR_UNSAFE_PATH_PARAMETER";
 * ```
 *
 * @group Errors
 */
export type FluentEndpointErrorCode = "ERR_INVALID_ARGUMENT" | "ERR_INVALID_TEMPLATE" | "ERR_UNSAFE_PATH_PARAMETER";

/**
 * Which check failed, stable across releases: the key of the message an error
 * carries, one per check. `error.code` tells the kind of error; `error.key`
 * tells the check, so code can react to one without reading the message.
 *
 * Thrown as {@link InvalidArgumentError} (`ERR_INVALID_ARGUMENT`):
 *
 * | key | the check that failed |
 * |---|---|
 * | `expected` | a value has the wrong type or shape (`field` names it) |
 * | `route` | a route is not `"<METHOD> <url>"` with one space, or a bare URL |
 * | `typo` | a method one typo away from a standard one (`GTE`), or one glued to its URL (`GET/user`) |
 * | `token` | a media type name is not an HTTP token |
 * | `headerName` | a header name is not an HTTP token |
 * | `headerNumber` | a numeric header value is not finite |
 * | `headerBreak` | a header value holds CR, LF or NUL |
 * | `headerText` | a header value holds a character outside HTTP field text |
 * | `baseUrl` | `baseUrl` is not an absolute http(s) URL without query or fragment |
 * | `scheme` | the request URL is not http(s) |
 * | `authority` | a value would change the scheme, host or port the template sets |
 * | `noUrl` | no `url` in the route, the options or the defaults |
 * | `origin` | a variable before the path (`{origin}`) holds a value that is not an absolute http(s) URL |
 * | `tooLong` | a value would make a URL, or a body's JSON text, longer than a string can hold |
 * | `threw` | reading a value threw (a revoked Proxy, a getter that throws) |
 * | `noBase` | a path `url` with no `baseUrl` to put before it |
 * | `noBody` | a body for a GET or HEAD request |
 * | `required` | a required URL parameter (of the path or the host) is `undefined` or `null` |
 * | `query` | a query value is not a string, number, boolean or list of them |
 * | `nested` | a parameter or body nests too deep or refers to itself |
 * | `option` | a builder's `.param()` names an option that has its own method |
 * | `urlInMerge` | merged options cannot hold a parameter named `url` |
 * | `merged` | the fetch helpers were given merged options, whose URL is still a template |
 * | `fetchMethod` | `fetch` refuses the method |
 * | `fetchHeader` | `fetch` refuses or drops the header, which the connection sets (`connection`, `host`, `transfer-encoding`…) |
 * | `fetchBody` | `fetch` cannot send the body |
 * | `request` | the platform's `Request` refused what `toRequest()` gave it |
 * | `unreadable` | bytes whose `ArrayBuffer` was detached, which cannot be read or copied |
 * | `notJson` | a JSON body holds what JSON would lose, refuse or change: a Map, a Set, bytes, another built-in that keeps its data inside, a number that is not finite, a BigInt, a function, a symbol, `undefined` or a hole in an array |
 * | `endsPath` | a value in the path (or query) would start a query or fragment with `?` or `#` |
 * | `unparsable` | the URL is not one a URL parser accepts |
 * | `credentials` | a URL holds a user name or password |
 *
 * Thrown as {@link UriTemplateError} (`ERR_INVALID_TEMPLATE`):
 *
 * | key | the check that failed |
 * |---|---|
 * | `unclosed` | an expression has no closing `}` |
 * | `unopened` | a `}` has no matching `{` |
 * | `reserved` | an operator RFC 6570 reserves for later |
 * | `unexpected` | a character that cannot stand where it is |
 * | `both` | a variable with both a prefix and an explode modifier |
 * | `triplet` | a `%` that does not start a percent-encoded triplet |
 * | `prefix` | a prefix length over 9999 |
 * | `literal` | a character RFC 6570 does not allow outside an expression |
 * | `value` | a value of a type that cannot be expanded |
 * | `listPrefix` | a list or object value with a prefix modifier |
 *
 * Thrown as {@link UnsafePathParameterError} (`ERR_UNSAFE_PATH_PARAMETER`):
 *
 * | key | the check that failed |
 * |---|---|
 * | `unsafePath` | a path parameter would make a `.` or `..` segment |
 *
 * @example
 * ```ts
 * try {
 *   endpoint("GET /repos/{owner}/{repo}", { owner: "octokit", repo: undefined });
 * } catch (error) {
 *   error.key; //=> "required"
 * }
 * ```
 *
 * @group Errors
 */
export type FluentEndpointErrorKey = Problem | TemplateProblem | "unsafePath";

/** The key an error made by a caller gets, by its code. */
const KEY_OF_CODE: Readonly<Record<FluentEndpointErrorCode, FluentEndpointErrorKey>> = {
  ERR_INVALID_ARGUMENT: "expected",
  ERR_INVALID_TEMPLATE: "unexpected",
  ERR_UNSAFE_PATH_PARAMETER: "unsafePath",
};

function withRoute(message: string, route: string | undefined): string {
  return route === undefined ? message : `${message} (route ${quote(route)})`;
}

/** Names an error, and brands it one of the family. The name is written out: minifiers rename classes. */
function stamp(error: Error, className: string): void {
  Object.defineProperty(error, "name", { value: className, configurable: true, writable: true });
  Object.defineProperty(error, brand, { value: true, configurable: true });
}

/** `value instanceof FluentEndpointError`, without the class. @internal */
export function isFluentEndpointError(value: unknown): boolean {
  return typeof value === "object" && value !== null && brand in value;
}

/**
 * The base class of every error fluent-endpoint throws for bad input.
 * `instanceof FluentEndpointError` is true for all of them, including
 * {@link InvalidArgumentError}, which is also a `TypeError`.
 *
 * @example
 * ```ts
 * try {
 *   endpoint("GET /repos/{owner}/{repo", {});
 * } catch (error) {
 *   error instanceof FluentEndpointError; //=> true
 *   error.code; //=> "ERR_INVALID_TEMPLATE"
 * }
 * ```
 *
 * @group Errors
 */
export class FluentEndpointError extends Error {
  /** What kind of mistake this is; stable across releases. */
  readonly code: FluentEndpointErrorCode;
  /** Which check failed; stable across releases (see {@link FluentEndpointErrorKey}). */
  readonly key: FluentEndpointErrorKey;
  /** The route being built when the error happened, when there was one. */
  readonly route: string | undefined;

  /**
   * Makes an error of the given kind. The message gets the route appended.
   *
   * @param code - What kind of mistake this is.
   * @param message - What was wrong.
   * @param route - The route being built, when there is one.
   * @param key - Which check failed; by default the most general one of the kind.
   * @example
   * ```ts
   * new FluentEndpointError("ERR_INVALID_ARGUMENT", "bad input", "GET /user").message;
   * //=> 'bad input (route "GET /user")'
   * ```
   */
  constructor(code: FluentEndpointErrorCode, message: string, route?: string, key: FluentEndpointErrorKey = KEY_OF_CODE[code]) {
    super(withRoute(message, route));
    this.code = code;
    this.key = key;
    this.route = route;
    // A subclass of a caller's keeps its own name; those of this module stamp theirs below.
    stamp(this, new.target === FluentEndpointError ? "FluentEndpointError" : new.target.name);
  }

  /** What `instanceof` runs; not called directly. @internal */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // InvalidArgumentError extends TypeError, so the family is known by its brand.
    return this === FluentEndpointError ? isFluentEndpointError(value) : Function.prototype[Symbol.hasInstance].call(this, value);
  }
}

/**
 * A value passed to fluent-endpoint has the wrong type or shape: a route that is
 * not a string, a header name that is not a token, previews that are not strings…
 * It is a `TypeError` as well as a {@link FluentEndpointError}.
 *
 * @example
 * ```ts
 * try {
 *   endpoint("GET /user", { headers: { "bad name": "x" } });
 * } catch (error) {
 *   error instanceof TypeError; //=> true
 *   error.field; //=> 'headers["bad name"]'
 * }
 * ```
 *
 * @group Errors
 */
export class InvalidArgumentError extends TypeError {
  /** Always `"ERR_INVALID_ARGUMENT"`. */
  readonly code = "ERR_INVALID_ARGUMENT" as const;
  /** Which check failed; stable across releases (see {@link FluentEndpointErrorKey}). */
  readonly key: Problem;
  /** The option, parameter or argument that was wrong, such as `"headers"` or `"mediaType.previews"`. */
  readonly field: string;
  /** The route being built when the error happened, when there was one. */
  readonly route: string | undefined;

  /**
   * Makes an error for a wrong value, its message naming the field first.
   *
   * @param field - The option, parameter or argument that was wrong.
   * @param problem - What was wrong with it.
   * @param route - The route being built, when there is one.
   * @param key - Which check failed; `"expected"` by default.
   * @example
   * ```ts
   * new InvalidArgumentError("per_page", "expected a number", "GET /user/repos").message;
   * //=> 'per_page: expected a number (route "GET /user/repos")'
   * ```
   */
  constructor(field: string, problem: string, route?: string, key: Problem = "expected") {
    super(withRoute(`${name(field)}: ${problem}`, route));
    this.key = key;
    this.field = field;
    this.route = route;
    stamp(this, "InvalidArgumentError");
  }
}

/**
 * A URI template that RFC 6570 rejects: an unclosed brace, an unknown operator,
 * a bad variable name, a prefix on a list… The message names the template and
 * the zero-based position of the mistake.
 *
 * @example
 * ```ts
 * try {
 *   parseTemplate("/repos/{owner");
 * } catch (error) {
 *   error.position; //=> 7
 * }
 * ```
 *
 * @group Errors
 */
export class UriTemplateError extends FluentEndpointError {
  /** The template that was rejected. */
  readonly template: string;
  /** Zero-based index into `template` where the mistake was found. */
  readonly position: number;
  /** What was wrong there, without the template, position and route. */
  readonly problem: string;

  /**
   * Makes an error for a rejected template, its message naming the template and the position.
   *
   * @param template - The template that was rejected.
   * @param position - Zero-based index of the mistake in `template`.
   * @param problem - What was wrong there.
   * @param route - The route being built, when there is one.
   * @param key - Which check failed; by default, the one whose message `problem` is.
   * @example
   * ```ts
   * new UriTemplateError("/repos/{owner", 7, "unclosed expression").message;
   * //=> 'Invalid URI template "/repos/{owner" at position 7: unclosed expression'
   * ```
   */
  constructor(template: string, position: number, problem: string, route?: string, key: TemplateProblem = "unexpected") {
    super("ERR_INVALID_TEMPLATE", `Invalid URI template ${quote(template)} at position ${position}: ${problem}`, route, key);
    this.template = template;
    this.position = position;
    this.problem = problem;
    stamp(this, "UriTemplateError");
  }
}

/**
 * A path parameter whose value would put a `.` or `..` segment into the URL
 * path, which a URL parser normalises into a request for another resource
 * (`DELETE /repos/{owner}/{repo}` with `repo: ".."` would hit `/repos/`).
 *
 * @example
 * ```ts
 * try {
 *   endpoint("DELETE /repos/{owner}/{repo}", { owner: "o", repo: ".." });
 * } catch (error) {
 *   error.parameter; //=> "repo"
 * }
 * ```
 *
 * @group Errors
 */
export class UnsafePathParameterError extends FluentEndpointError {
  /** The name of the parameter whose value was rejected. */
  readonly parameter: string;

  /**
   * Makes an error for a path parameter whose value would change the resource.
   *
   * @param parameter - The parameter's name.
   * @param value - Its value, quoted (truncated) in the message.
   * @param route - The route being built, when there is one.
   * @example
   * ```ts
   * new UnsafePathParameterError("repo", "..").message;
   * //=> 'repo: the value ".." would make a "." or ".." segment in the URL path'
   * ```
   */
  constructor(parameter: string, value: unknown, route?: string) {
    const shown = typeof value === "string" ? quote(value) : describe(value);
    super("ERR_UNSAFE_PATH_PARAMETER", `${name(parameter)}: the value ${shown} would make a "." or ".." segment in the URL path`, route, "unsafePath");
    this.parameter = parameter;
    stamp(this, "UnsafePathParameterError");
  }
}
