/**
 * Every error fluent-endpoint throws for bad input is one of the classes below.
 *
 * `InvalidArgumentError` extends `TypeError` because that is what JavaScript
 * callers expect for a value of the wrong type or shape, yet it must also be an
 * instance of the common base class. A class can extend only one parent, so the
 * base class recognises its family by a private brand instead of by prototype.
 */

const brand = Symbol("fluent-endpoint.error");

/** Longest piece of a caller's value quoted in an error message. */
const QUOTE_LIMIT = 60;

/**
 * Quotes a caller's value for an error message, truncated so that a
 * 200,000-character header never lands whole in a log line.
 *
 * @internal
 * @example
 * ```ts
 * quote("GET /user"); //=> '"GET /user"'
 * quote("x".repeat(100)); //=> '"xxx…xxx… (102 characters)' (60 characters kept)
 * quote({}); //=> "an object"
 * ```
 */
export function quote(value: unknown): string {
  let text: string;
  if (typeof value === "string") text = JSON.stringify(value);
  else if (value === null) text = "null";
  else if (Array.isArray(value)) text = "an array";
  else if (typeof value === "object") text = "an object";
  else if (typeof value === "function") text = "a function";
  else if (typeof value === "symbol") text = "a symbol";
  else text = String(value);
  if (text.length > QUOTE_LIMIT) text = `${text.slice(0, QUOTE_LIMIT)}… (${text.length} characters)`;
  return text;
}

/**
 * Machine-readable kind of a {@link FluentEndpointError}.
 *
 * @example
 * ```ts
 * const code: FluentEndpointErrorCode = "ERR_UNSAFE_PATH_PARAMETER";
 * ```
 */
export type FluentEndpointErrorCode =
  | "ERR_INVALID_ARGUMENT"
  | "ERR_INVALID_TEMPLATE"
  | "ERR_UNSAFE_PATH_PARAMETER";

interface ErrorFields {
  readonly code: FluentEndpointErrorCode;
  readonly route: string | undefined;
}

/**
 * Longest field or parameter name kept whole in a message. Longer than a quoted
 * value, so that a field such as `headers["…"]`, which quotes a name already,
 * is never cut twice.
 */
const NAME_LIMIT = 120;

/**
 * A name for a message: as it is when short, else its start and its length.
 * Field and parameter names are usually short, but a query parameter's name is
 * whatever key the caller passed: an empty one, or one with a line break or
 * another control character, is quoted so that the message still shows it
 * and stays on one line.
 */
function shorten(name: string): string {
  const text = name === "" || /[\u0000-\u001f\u007f]/.test(name) ? JSON.stringify(name) : name;
  return text.length > NAME_LIMIT ? `${text.slice(0, NAME_LIMIT)}… (${text.length} characters)` : text;
}

function stamp(error: Error & ErrorFields, name: string): void {
  Object.defineProperty(error, "name", { value: name, configurable: true, writable: true });
  Object.defineProperty(error, brand, { value: true });
}

function withRoute(message: string, route: string | undefined): string {
  return route === undefined ? message : `${message} (route ${quote(route)})`;
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
 */
export class FluentEndpointError extends Error implements ErrorFields {
  /** What kind of mistake this is; stable across releases. */
  readonly code: FluentEndpointErrorCode;
  /** The route being built when the error happened, when there was one. */
  readonly route: string | undefined;

  /**
   * Makes an error of the given kind. The message gets the route appended.
   *
   * @param code - What kind of mistake this is.
   * @param message - What was wrong.
   * @param route - The route being built, when there is one.
   * @example
   * ```ts
   * new FluentEndpointError("ERR_INVALID_ARGUMENT", "bad input", "GET /user").message;
   * //=> 'bad input (route "GET /user")'
   * ```
   */
  constructor(code: FluentEndpointErrorCode, message: string, route?: string) {
    super(withRoute(message, route));
    this.code = code;
    this.route = route;
    stamp(this, new.target.name);
  }

  /** What `instanceof` runs; not called directly. @internal */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // Subclasses keep ordinary prototype checks; only the base class needs
    // the brand, so that it also recognises the TypeError-based subclass.
    if (this !== FluentEndpointError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && brand in value;
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
 *   error.field; //=> "headers"
 * }
 * ```
 */
export class InvalidArgumentError extends TypeError implements ErrorFields {
  /** Always `"ERR_INVALID_ARGUMENT"`. */
  readonly code = "ERR_INVALID_ARGUMENT" as const;
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
   * @example
   * ```ts
   * new InvalidArgumentError("per_page", "expected a number", "GET /user/repos").message;
   * //=> 'per_page: expected a number (route "GET /user/repos")'
   * ```
   */
  constructor(field: string, problem: string, route?: string) {
    super(withRoute(`${shorten(field)}: ${problem}`, route));
    this.field = field;
    this.route = route;
    stamp(this, "InvalidArgumentError");
  }
}

// Reads the problem text of a UriTemplateError; set by the class's static block.
let problemOf: (error: UriTemplateError) => string;

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
 */
export class UriTemplateError extends FluentEndpointError {
  /** The template that was rejected. */
  readonly template: string;
  /** Zero-based index into `template` where the mistake was found. */
  readonly position: number;
  readonly #problem: string;

  static {
    problemOf = (error) => error.#problem;
  }

  /**
   * Makes an error for a rejected template, its message naming the template and the position.
   *
   * @param template - The template that was rejected.
   * @param position - Zero-based index of the mistake in `template`.
   * @param problem - What was wrong there.
   * @param route - The route being built, when there is one.
   * @example
   * ```ts
   * new UriTemplateError("/repos/{owner", 7, "unclosed expression").message;
   * //=> 'Invalid URI template "/repos/{owner" at position 7: unclosed expression'
   * ```
   */
  constructor(template: string, position: number, problem: string, route?: string) {
    super("ERR_INVALID_TEMPLATE", `Invalid URI template ${quote(template)} at position ${position}: ${problem}`, route);
    this.template = template;
    this.position = position;
    this.#problem = problem;
  }
}

/**
 * The same template mistake told in the caller's terms: the engine only sees
 * the template after `:name` placeholders were rewritten, and knows no route.
 * The copy names the `url` as the caller wrote it, the position within it, and
 * the route being built.
 *
 * @internal
 * @example
 * ```ts
 * retellTemplateError(error, "/repos/:owner/{repo", 14, "GET /repos/:owner/{repo").message;
 * //=> 'Invalid URI template "/repos/:owner/{repo" at position 14: … (route "GET /repos/:owner/{repo")'
 * ```
 */
export function retellTemplateError(
  error: UriTemplateError,
  template: string,
  position: number,
  route: string | undefined,
): UriTemplateError {
  return new UriTemplateError(template, position, problemOf(error), route);
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
    super(
      "ERR_UNSAFE_PATH_PARAMETER",
      `${shorten(parameter)}: the value ${quote(value)} would make a "." or ".." segment in the URL path`,
      route,
    );
    this.parameter = parameter;
  }
}
