import { InvalidArgumentError, quote } from "../errors";
import { isWordChar } from "./ascii";
import { isPlainObject } from "./plain-data";

/**
 * Checks shared by every entry point. Each throws an {@link InvalidArgumentError}
 * that names the field and what was wrong.
 */

// RFC 9110 tchar: the characters allowed in a method or a header name.
const TCHAR = new Uint8Array(128);
for (const c of "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
  TCHAR[c.charCodeAt(0)] = 1;
}

/**
 * True when `text` is a non-empty RFC 9110 token.
 *
 * @internal
 * @example
 * ```ts
 * isToken("x-github-api-version"); //=> true
 * isToken("bad name"); //=> false
 * ```
 */
export function isToken(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128 || TCHAR[code] === 0) return false;
  }
  return true;
}

/**
 * Describes what a value is, for "got …" in messages.
 *
 * @internal
 * @example
 * ```ts
 * describe("x"); //=> 'the string "x"'
 * describe(new Date()); //=> "an instance of Date"
 * ```
 */
export function describe(value: unknown): string {
  if (value === undefined) return "undefined";
  if (typeof value === "string") return `the string ${quote(value)}`;
  if (typeof value === "object" && value !== null && !Array.isArray(value) && !isPlainObject(value)) {
    const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
    return typeof name === "string" && name !== "" ? `an instance of ${name}` : "an object";
  }
  return quote(value);
}

/**
 * Throws unless `value` is a string.
 *
 * @internal
 * @example
 * ```ts
 * expectString("url", 42); // throws InvalidArgumentError: url: expected a string, got 42
 * ```
 */
export function expectString(field: string, value: unknown, route?: string): asserts value is string {
  if (typeof value !== "string") throw new InvalidArgumentError(field, `expected a string, got ${describe(value)}`, route);
}

/**
 * Throws unless `value` is a plain object.
 *
 * @internal
 * @example
 * ```ts
 * expectPlainObject("headers", new Map()); // throws InvalidArgumentError: headers: expected a plain object, got an instance of Map
 * ```
 */
export function expectPlainObject(
  field: string,
  value: unknown,
  route?: string,
): asserts value is Record<string, unknown> {
  if (!isPlainObject(value)) {
    throw new InvalidArgumentError(field, `expected a plain object, got ${describe(value)}`, route);
  }
}

/**
 * Returns the uppercase method, or throws when it is not an HTTP token.
 *
 * @internal
 * @example
 * ```ts
 * normalizeMethod("patch"); //=> "PATCH"
 * ```
 */
export function normalizeMethod(value: unknown, route?: string): string {
  expectString("method", value, route);
  if (!isToken(value)) {
    throw new InvalidArgumentError("method", `expected an HTTP method token such as "GET", got ${quote(value)}`, route);
  }
  return value.toUpperCase();
}

/**
 * Returns the lowercase header name, or throws when it is not an HTTP token.
 *
 * @internal
 * @example
 * ```ts
 * normalizeHeaderName("Content-Type"); //=> "content-type"
 * ```
 */
export function normalizeHeaderName(name: string, route?: string): string {
  if (!isToken(name)) {
    throw new InvalidArgumentError(`headers[${quote(name)}]`, "a header name must be an HTTP token (letters, digits and !#$%&'*+-.^_`|~)", route);
  }
  return name.toLowerCase();
}

/** `headers["name"]`, built only when an error is thrown: quoting costs more than the checks. */
function headerField(name: string): string {
  return `headers[${quote(name)}]`;
}

/**
 * Throws unless `value` is a header value a client can send: a finite number,
 * or a string of RFC 9110 field text.
 *
 * @internal
 * @example
 * ```ts
 * checkHeaderValue("content-length", 14); // passes
 * checkHeaderValue("x-a", "a\r\nset-cookie: b"); // throws InvalidArgumentError
 * ```
 */
export function checkHeaderValue(name: string, value: unknown, route?: string): asserts value is string | number {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new InvalidArgumentError(headerField(name), `a numeric header value must be finite, got ${value}`, route);
    return;
  }
  if (typeof value !== "string") {
    throw new InvalidArgumentError(headerField(name), `expected a string or a number, got ${describe(value)}`, route);
  }
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    // CR and LF would split the header into two (header injection); NUL is refused by every client.
    if (code === 13 || code === 10 || code === 0) {
      throw new InvalidArgumentError(headerField(name), "a header value must not contain CR, LF or NUL", route);
    }
    // RFC 9110 field text is tab, space, visible ASCII and obs-text (U+0080 to U+00FF);
    // Node's http and fetch throw on anything else, far from the code that set it.
    if ((code < 32 && code !== 9) || code === 127 || code > 255) {
      throw new InvalidArgumentError(
        headerField(name),
        `a header value must be HTTP field text (tab, space, visible ASCII or U+0080 to U+00FF), ` +
          `got U+${code.toString(16).toUpperCase().padStart(4, "0")} at position ${i}`,
        route,
      );
    }
  }
}

/**
 * Throws unless `value` is a name that may be spliced into a media type: a
 * `mediaType.format` or a preview name. Both land inside the `accept` header
 * (`application/vnd.github.v3.FORMAT`), where a media subtype is an RFC 9110
 * token; anything else, above all a CR or LF, would let a caller's value
 * rewrite the header or inject another one. An empty format means "none" and
 * is allowed where `allowEmpty` says so (merged options carry `format: ""`).
 *
 * @internal
 * @example
 * ```ts
 * expectMediaTypeName("mediaType.format", "text+json"); // passes
 * expectMediaTypeName("mediaType.format", "raw\r\nx-evil: 1"); // throws InvalidArgumentError
 * ```
 */
export function expectMediaTypeName(
  field: string,
  value: unknown,
  route?: string,
  allowEmpty = false,
): asserts value is string {
  expectString(field, value, route);
  if (value === "" ? !allowEmpty : !isToken(value)) {
    throw new InvalidArgumentError(
      field,
      `expected a media type name such as "raw", "text+json" or "mercy" (an HTTP token: letters, digits and !#$%&'*+-.^_\`|~), got ${quote(value)}`,
      route,
    );
  }
}

/**
 * Throws unless `baseUrl` can take a path: an absolute `http:` or `https:` URL
 * with a host, no fragment (a path appended after `#` is never sent, so every
 * request would go to the base itself), and no space or control character (a
 * URL parser silently drops tabs and newlines, which can join the text around
 * them into another host name).
 *
 * @internal
 * @example
 * ```ts
 * expectHttpBaseUrl("https://github.acme-inc.com/api/v3"); // passes
 * expectHttpBaseUrl("api.github.com"); // throws InvalidArgumentError
 * ```
 */
export function expectHttpBaseUrl(baseUrl: string, route?: string): void {
  const scheme = baseUrl.slice(0, 8).toLowerCase();
  const host = scheme.startsWith("https://") ? 8 : scheme.startsWith("http://") ? 7 : -1;
  let problem: string | undefined;
  if (host === -1 || host === baseUrl.length || "/?#".includes(baseUrl.charAt(host))) {
    problem = 'expected an absolute http(s) URL such as "https://api.github.com" for a url that is a path';
  } else {
    for (let i = host; i < baseUrl.length && problem === undefined; i++) {
      const code = baseUrl.charCodeAt(i);
      if (code <= 32 || code === 127) problem = "a base URL must not contain spaces or control characters";
      else if (code === 35) problem = "a base URL must not have a fragment (#…): the path would be appended to it and never sent";
    }
  }
  if (problem !== undefined) throw new InvalidArgumentError("baseUrl", `${problem}, got ${quote(baseUrl)}`, route);
}

/** How many names an error message lists before it says how many more there are. */
const LISTED_NAMES = 5;

/** True for a name RFC 6570 accepts as a variable without percent-encoding: `per_page`, `a.b`. */
function isPlainVariableName(name: string): boolean {
  if (name === "" || name.startsWith(".") || name.endsWith(".") || name.includes("..")) return false;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (!isWordChar(code) && code !== 46) return false;
  }
  return true;
}

/**
 * The error for parameters a request would silently lose: the body is `data`,
 * and the URL does not use them. Names the first of them as the field, lists a
 * few (quoted, so any name stays readable) and suggests the template that
 * would send them as query parameters.
 *
 * @internal
 * @example
 * ```ts
 * droppedParametersError(["name", "label"], "POST /assets").message;
 * //=> 'name: not used by the URL, and the body is `data`, so "name", "label" would be dropped; ' +
 * //   'name query parameters in the URL template as {?name,label} (route "POST /assets")'
 * ```
 */
export function droppedParametersError(names: readonly string[], route?: string): InvalidArgumentError {
  const more = names.length - LISTED_NAMES;
  const listed = names.slice(0, LISTED_NAMES).map(quote).join(", ") + (more > 0 ? ` and ${more} more` : "");
  const variables = names.filter(isPlainVariableName).slice(0, LISTED_NAMES);
  return new InvalidArgumentError(
    names[0] ?? "data",
    `not used by the URL, and the body is \`data\`, so ${listed} would be dropped; ` +
      `name query parameters in the URL template as {?${variables.length > 0 ? variables.join(",") : "name"}}`,
    route,
  );
}
