import fc from "fast-check";
import { endpoint as octokit7 } from "octokit-endpoint-7";
import { describe, expect, it } from "vitest";
import { endpoint, UnsafePathParameterError, type EndpointOptions, type RequestOptions } from "../../src";
import { fuzzParameters, fuzzRuns, fuzzTimeout } from "./fuzz-settings";
import { attempt } from "./well-formed";

/**
 * Differential test against @octokit/endpoint 7.0.6, the behaviour fluent-endpoint
 * replaces. On every input both accept, the results are equal once the
 * documented differences (docs/coming-from-octokit.md) are normalised:
 *
 * - the method is lowercase here, uppercase there;
 * - each library sends its own user-agent;
 * - an expression whose variables are all undefined expands to nothing here
 *   (RFC 6570) and to its operator and separators there (`{/x}` gives `/`,
 *   `{?a,b}` gives `?&`), so the expected URL is computed from a template in
 *   which each such expression is replaced by that residue;
 * - a preview named both in `accept` and in `mediaType.previews` is sent
 *   once here, twice there;
 * - previews replace an `accept` the caller set for another representation
 *   than JSON (`application/vnd.github.v3.raw`) there, and leave it here: the
 *   `accept` sent is then the one the call gives without previews.
 *
 * A fragment and query parameters together are not generated: octokit
 * appends the query after the fragment, where it is never sent; the query
 * goes before the fragment here.
 *
 * Paths start with a single "/": fluent-endpoint joins baseUrl and path with
 * exactly one "/", octokit concatenates them.
 *
 * Inputs where the libraries knowingly part ways (documented with a reason)
 * are not generated: `:name` placeholders other than lowercase ones of two or
 * more characters, an expression with some but not all variables defined,
 * empty lists and objects as URL variables, `null` parameters outside the URL,
 * prefix modifiers and the explode modifier on any but the last variable of
 * an expression (octokit also sends such a variable as a query parameter or
 * body key), exploded values of more than one member (octokit joins them with
 * "," whatever the operator), and object keys or `{;x*}` members that differ
 * only in encoding, and a "%" that starts no %XX triplet (see `valueChar`).
 */

const CI_RUNS = 1500;

type Operator = "" | "+" | "#" | "." | "/" | ";" | "?" | "&";
interface Expression {
  readonly kind: "expression";
  readonly operator: Operator;
  readonly names: readonly string[];
  readonly explode: boolean;
  readonly defined: boolean;
}
type Part = { readonly kind: "literal"; readonly text: string } | { readonly kind: "colon"; readonly name: string } | Expression;

/**
 * Pieces of values: unreserved, reserved, space, non-ASCII, and %XX triplets.
 * A "%" that starts no triplet is not generated: under {+x} and {#x} it is
 * encoded as "%25" here and left raw (an invalid URL) by octokit.
 */
const valueChar = fc.constantFrom(..."abcXYZ019-._~ /?#[]@!$&'()*+,;=:é😀", "%41", "%2F", "%e9");
const text = fc.string({ unit: valueChar, maxLength: 8 });
const keyText = fc.string({ unit: fc.constantFrom(..."abcXYZ019-._~"), minLength: 1, maxLength: 5 });

const scalar = fc.oneof(text, fc.integer({ min: -5, max: 1000 }), fc.boolean());
const listOrObject = fc.oneof(
  fc.array(fc.oneof(text.filter((item) => item !== ""), fc.integer({ min: 0, max: 99 })), { minLength: 1, maxLength: 3 }),
  fc.dictionary(keyText, text.filter((item) => item !== ""), { minKeys: 1, maxKeys: 2 }),
);

const VARIABLES = ["owner", "repo", "path", "ref", "id", "name", "label", "ext", "sha", "org"];

const pathLiteral = fc.constantFrom("/repos", "/a", "/b-c", "/x.json", "/~u", "/", "/v1.2", "/x_y");

function expression(operators: readonly Operator[]): fc.Arbitrary<Omit<Expression, "names"> & { count: number }> {
  return fc.record({
    kind: fc.constant("expression" as const),
    operator: fc.constantFrom(...operators),
    count: fc.integer({ min: 1, max: 2 }),
    explode: fc.boolean(),
    defined: fc.boolean(),
  });
}

/** A template: path parts, then query and fragment parts; each variable used once. */
const template: fc.Arbitrary<{ absolute: boolean; parts: Part[] }> = fc
  .record({
    absolute: fc.boolean(),
    // A path starts with one "/": octokit appends it to baseUrl as it stands,
    // where fluent-endpoint puts exactly one "/" between them.
    first: pathLiteral.filter((literal) => literal !== "/"),
    path: fc.array(
      fc.oneof(
        pathLiteral.map((literal) => ({ kind: "literal" as const, text: literal })),
        fc.constant({ kind: "colon" as const }),
        expression(["", "+", ".", "/", ";"]),
      ),
      { maxLength: 5 },
    ),
    query: fc.option(expression(["?"]), { nil: undefined }),
    more: fc.option(expression(["&"]), { nil: undefined }),
    fragment: fc.option(expression(["#"]), { nil: undefined }),
  })
  .map(({ absolute, first, path, query, more, fragment }) => {
    const names = [...VARIABLES];
    const parts: Part[] = [{ kind: "literal", text: first }];
    // A colon placeholder is a path convention: it starts only right after a
    // literal slash (docs/decisions.md), as in every GitHub route.
    let afterSlash = first.endsWith("/");
    for (const piece of [...path, query, more, fragment]) {
      if (piece === undefined) continue;
      if (piece.kind === "literal") {
        parts.push(piece);
        afterSlash = piece.text.endsWith("/");
        continue;
      }
      if (piece.kind === "colon") {
        if (!afterSlash || names.length === 0) continue;
        parts.push({ kind: "colon", name: names.shift()! });
        afterSlash = false;
        continue;
      }
      if (names.length < piece.count) continue;
      parts.push({ kind: "expression", operator: piece.operator, names: names.splice(0, piece.count), explode: piece.explode, defined: piece.defined });
      afterSlash = false;
    }
    return { absolute, parts };
  });

/** The template text, or, with `residue`, octokit's rendering of absent expressions written as literals. */
function render(parts: readonly Part[], absolute: boolean, residue: boolean): string {
  let out = absolute ? "https://uploads.github.com" : "";
  for (const part of parts) {
    if (part.kind === "literal") out += part.text;
    else if (part.kind === "colon") out += `:${part.name}`;
    else if (residue && !part.defined) {
      const { operator, names } = part;
      const separator = operator === "?" ? "&" : operator === "#" || operator === "" || operator === "+" ? "," : operator;
      out += (operator === "" || operator === "+" ? "" : operator) + separator.repeat(names.length - 1);
    } else {
      // Octokit reads variable names from the template text and keeps a "*" inside a
      // list ("{/a*,b}" names "a*"), so it also sends "a" as a parameter: only the
      // last variable is exploded here.
      const last = part.names.length - 1;
      out += `{${part.operator}${part.names.map((name, i) => (part.explode && i === last ? `${name}*` : name)).join(",")}}`;
    }
  }
  return out;
}

const input = fc
  .record({
    method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "get", "post"),
    template,
    values: fc.array(fc.oneof({ weight: 3, arbitrary: scalar }, { weight: 1, arbitrary: listOrObject }), { minLength: 10, maxLength: 10 }),
    extra: fc.dictionary(
      fc.constantFrom("per_page", "page", "q", "state", "sort", "title", "labels", "draft"),
      fc.oneof(text, fc.integer({ min: 0, max: 100 }), fc.boolean(), fc.array(text, { maxLength: 3 })),
      { maxKeys: 3 },
    ),
    data: fc.option(fc.oneof(text, fc.jsonValue({ maxDepth: 2 })), { nil: undefined, freq: 4 }),
    headers: fc.option(
      fc.record(
        {
          authorization: fc.constant("token 0000"),
          "X-Custom": fc.string({ unit: fc.constantFrom(..."abc XYZ019-._~/?#[]@!$&'()*+,;=:\t"), maxLength: 8 }),
          "content-type": fc.constantFrom("text/plain", "application/json"),
          accept: fc.constantFrom(
            "application/vnd.github.v3+json",
            "application/vnd.github.v3.raw",
            "application/vnd.github+json",
            "application/vnd.github.mercy-preview+json",
            "application/octet-stream",
            "application/vnd.github.v3+json,text/html",
          ),
        },
        { requiredKeys: [] },
      ),
      { nil: undefined },
    ),
    mediaType: fc.option(
      fc.record(
        {
          format: fc.constantFrom("raw", "diff", "html", "text+json", "sha", "full"),
          previews: fc.subarray(["mercy", "squirrel-girl", "luke-cage-preview", "symmetra"]),
        },
        { requiredKeys: [] },
      ),
      { nil: undefined },
    ),
    baseUrl: fc.option(fc.constantFrom("https://api.github.com", "https://ghe.example/api/v3"), { nil: undefined }),
    request: fc.option(fc.constant({ timeout: 1000 }), { nil: undefined }),
    asOptions: fc.boolean(),
  })
  .map(({ method, template: { absolute, parts: generated }, values, extra, data, headers, mediaType, baseUrl, request, asOptions }) => {
    // Both reject or ignore a body on GET and HEAD, and parameters beside `data`
    // (octokit drops them, fluent-endpoint refuses): not generated.
    const bodyless = method.toUpperCase() === "GET" || method.toUpperCase() === "HEAD";
    let parts = generated;
    const body = bodyless ? undefined : data;
    const params: Record<string, unknown> = body === undefined ? { ...extra } : {};
    if (bodyless && Object.keys(extra).length > 0) parts = parts.filter((part) => part.kind !== "expression" || part.operator !== "#");
    let index = 0;
    for (const part of parts) {
      if (part.kind === "literal") continue;
      const names = part.kind === "colon" ? [part.name] : part.names;
      const defined = part.kind === "colon" || part.defined;
      if (!defined) continue;
      for (const name of names) {
        const value = values[index++ % values.length];
        // Octokit joins the members of an exploded list or object with "," whatever
        // the operator ("{/path*}" gives "/a,b"): an exploded value has one member here.
        const exploded = part.kind === "expression" && part.explode && name === names[names.length - 1];
        params[name] = exploded ? firstMember(value) : value;
      }
    }
    const options: Record<string, unknown> = { ...params };
    if (body !== undefined) options.data = body;
    if (headers !== undefined) options.headers = headers;
    if (mediaType !== undefined) options.mediaType = mediaType;
    if (baseUrl !== undefined) options.baseUrl = baseUrl;
    if (request !== undefined) options.request = request;
    return {
      method,
      url: render(parts, absolute, false),
      residueUrl: render(parts, absolute, true),
      options,
      asOptions,
    };
  });

/** The path of an absolute URL as written: from the first "/" after the host to "?" or "#". */
function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  const end = url.slice(start).search(/[?#]/);
  return end === -1 ? url.slice(start) : url.slice(start, start + end);
}

function firstMember(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 1);
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).slice(0, 1));
  return value;
}

function call(library: (route: string | EndpointOptions, options?: EndpointOptions) => unknown, method: string, url: string, options: Record<string, unknown>, asOptions: boolean): RequestOptions {
  return (asOptions ? library({ ...options, method, url }) : library(`${method} ${url}`, options as EndpointOptions)) as RequestOptions;
}

/**
 * The documented differences, normalised away: those not about the URL, and
 * the empty pairs octokit leaves in a query ("?&a=1", "a=1&&b=2").
 */
function normalise(result: RequestOptions): RequestOptions {
  const headers = { ...result.headers };
  delete headers["user-agent"];
  if (typeof headers.accept === "string") headers.accept = [...new Set(headers.accept.split(","))].join(",");
  const url = result.url.replace(/\?&+/, "?").replace(/&&+/g, "&");
  return { ...result, method: result.method.toLowerCase(), headers, url };
}

/** True for an `accept` that asks for a representation other than JSON or a preview. */
function chosen(accept: string): boolean {
  return accept.split(",").some((range) => !/^ *application\/(?:vnd\.github(?:\.v3)?\+)?json *(?:;[^,]*)?$/i.test(range) && !range.includes("-preview"));
}

function withoutAccept(result: RequestOptions): RequestOptions {
  const { accept: _, ...headers } = result.headers;
  return { ...result, headers };
}

describe("on inputs both accept, fluent-endpoint agrees with @octokit/endpoint 7", () => {
  it(
    "after normalising the documented differences",
    () => {
      let compared = 0;
      fc.assert(
        fc.property(input, ({ method, url, residueUrl, options, asOptions }) => {
          const ours = attempt(() => call(endpoint as never, method, url, options, asOptions));
          const theirs = attempt(() => call(octokit7 as never, method, url, options, asOptions));
          if (!ours.ok || !theirs.ok) return;
          // A reserved value can write "#" too: octokit then puts the query into the fragment.
          if (theirs.value.url.includes("#") && ours.value.url.includes("?")) return;
          compared++;
          // What we would send if we expanded absent expressions as octokit does.
          const expected = attempt(() => call(endpoint as never, method, residueUrl, options, asOptions));
          if (!expected.ok) {
            // Octokit's residue ("{/x}" gives "/") put a "." or ".." segment in its path,
            // which the guard refuses: octokit sent a request to another resource.
            expect(expected.error).toBeInstanceOf(UnsafePathParameterError);
            expect(new URL(theirs.value.url).pathname).not.toBe(pathOf(theirs.value.url));
            return;
          }
          const mediaType = options.mediaType as { previews?: string[] } | undefined;
          const accept = (options.headers as { accept?: string } | undefined)?.accept;
          if (mediaType?.previews?.length && accept !== undefined && !accept.includes("octet-stream") && chosen(accept)) {
            const withoutPreviews = { ...options, mediaType: { ...mediaType, previews: [] } };
            expect(ours.value.headers.accept).toBe(call(endpoint as never, method, url, withoutPreviews, asOptions).headers.accept);
            expect(withoutAccept(normalise(theirs.value))).toEqual(withoutAccept(normalise({ ...ours.value, url: expected.value.url })));
            return;
          }
          expect(normalise(theirs.value)).toEqual(normalise({ ...ours.value, url: expected.value.url }));
        }),
        fuzzParameters(CI_RUNS),
      );
      // Most inputs are compared, so agreement is not vacuous.
      expect(compared).toBeGreaterThan(fuzzRuns(CI_RUNS) / 3);
    },
    fuzzTimeout(CI_RUNS),
  );
});
