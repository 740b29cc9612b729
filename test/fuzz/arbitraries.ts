import fc from "fast-check";

/**
 * Generators of hostile but JSON-like input: mostly the shapes real callers
 * pass, mixed with the pieces that break naive code (dot segments, braces,
 * colons, CR/LF, `__proto__`, lone surrogates, wrong types).
 */

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.nat(0xffff).map((code) => String.fromCharCode(code));

/** Strings of any code units, short. */
export const anyString = fc.string({ unit: codeUnit, maxLength: 12 });

/** Characters that matter to URLs, templates and headers. */
const trickyChar = fc.constantFrom(
  ".", "/", "%", "2", "e", "E", "a", "Z", "0", "?", "#", "&", "=", "+", ":", ";", ",", "{", "}", "*",
  " ", "\t", "\r", "\n", "\u0000", "é", "😀", "\ud800", "-", "_", "~", "!", "'", "(", ")", "[", "]", "@",
);

/** Strings built from the tricky characters. */
export const trickyString = fc.string({ unit: trickyChar, maxLength: 10 });

/** Values a path parameter may hold that come near a dot segment. */
export const dottyString = fc.oneof(
  fc.constantFrom(".", "..", "...", "%2e", "%2E", ".%2e", "%2e%2E", "a/..", "../b", "./", "a..b", "v1.2", ""),
  trickyString,
);

/** Mostly `valid`, sometimes `invalid`: each field of an input is wrong now and then, so most inputs succeed. */
function mostly<T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>): fc.Arbitrary<T | U> {
  return fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: invalid });
}

/** Pieces of a URL template that RFC 6570 accepts (some with dots that may make a dot segment). */
const validPiece = fc.constantFrom(
  "/", "repos", "/repos", "/a", "..", ".", "%2e", "%2E", ":owner", ":a", ":A1", "{owner}", "{repo}", "{/path*}",
  "{/path}", "{+path}", "{?a,b}", "{&c}", "{.ext}", "{x:3}", "{#f}", "{;m}", "{;m*}", "{?o*}", "?", "#", "&", "=",
  "é", "%41", "{x*}", "{a,b}", "{a.b}", "{_}", "https://uploads.github.com", "HTTP://h.example", "mailto:x",
  "//h.example", "https://u:p@h.example:8080", ":",
);

/** Pieces RFC 6570 rejects, or that a route cannot hold. */
const invalidPiece = fc.constantFrom("{", "}", "%", "%zz", "{=x}", "{%20}", "{x:0}", "{x:10000}", "{x:3*}", "{}", "a b", "{a b}");

/** URL templates: mostly assembled from pieces, sometimes any text. */
export const urlTemplate = mostly(
  fc.array(validPiece, { maxLength: 8 }).map((pieces) => pieces.join("")),
  fc.oneof(
    fc.array(fc.oneof(validPiece, invalidPiece), { maxLength: 8 }).map((pieces) => pieces.join("")),
    trickyString,
    anyString,
  ),
);

export const method = mostly(
  fc.constantFrom("GET", "get", "POST", "PUT", "patch", "DELETE", "HEAD", "OPTIONS", "M-SEARCH"),
  fc.oneof(fc.constantFrom("G T", "GET\r\n", "", "(", "é"), trickyString),
);

/** Routes: `"METHOD url"`, a bare URL, or any text. */
export const route = mostly(
  fc.oneof(
    { weight: 4, arbitrary: fc.tuple(method, urlTemplate).map(([verb, url]) => `${verb} ${url}`) },
    { weight: 1, arbitrary: urlTemplate },
  ),
  anyString,
);

/** Parameter names: the template's variables, prototype keys, option names, anything. */
export const parameterName = fc.oneof(
  fc.constantFrom(
    "owner", "repo", "path", "a", "b", "c", "o", "ext", "f", "m", "x", "q", "per_page", "data", "a.b", "_",
    "__proto__", "constructor", "prototype", "toString", "hasOwnProperty",
  ),
  trickyString,
);

/** Values of parameters: JSON values, and strings near dot segments. */
export const parameterValue = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)) },
  { weight: 3, arbitrary: dottyString },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(dottyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(parameterName, dottyString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const headerName = mostly(
  fc.constantFrom("accept", "Accept", "content-type", "content-length", "Authorization", "X-Trace", "user-agent", "__proto__"),
  fc.oneof(fc.constantFrom("a b", "", "é", "a:b", "x\r\n"), trickyString),
);

const acceptValue = fc.constantFrom(
  "application/vnd.github.v3+json",
  "application/vnd.github.v3.raw",
  "application/vnd.github+json",
  "application/octet-stream",
  "Application/Octet-Stream",
  "application/vnd.github.mercy-preview+json,text/html",
  "application/vnd.github.v3.a.b",
  "text/plain",
);

const headerValue = mostly(
  fc.oneof(acceptValue, fc.string(), fc.integer(), fc.constant(undefined)),
  fc.oneof(trickyString, anyString, fc.double(), fc.jsonValue({ maxDepth: 2 })),
);

const previewName = mostly(
  fc.constantFrom("mercy", "squirrel-girl", "symmetra-preview", "a-preview-b"),
  fc.oneof(fc.constantFrom("-preview", "x,y", "a\nb", ""), trickyString),
);

const mediaType = mostly(
  fc.record(
    {
      format: mostly(fc.constantFrom("", "raw", "diff", "text+json", "html"), fc.oneof(fc.constantFrom("raw\r\nx: 1", "a b"), trickyString)),
      previews: mostly(fc.array(previewName, { maxLength: 3 }), fc.jsonValue({ maxDepth: 1 })),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

export const baseUrl = mostly(
  fc.constantFrom("https://api.github.com", "https://ghe.example/api/v3/", "http://localhost:3000", "HTTPS://H.EXAMPLE", "https://h.example?x=1"),
  fc.oneof(
    fc.constantFrom("api.github.com", "https://", "https:///x", "https://h.example#x", "ftp://h.example", "https://h.example\n.evil"),
    trickyString,
  ),
);

/** `[key, value]` now and then (one time in `every`), else nothing. */
function sometimes(key: string, value: fc.Arbitrary<unknown>, every: number): fc.Arbitrary<[string, unknown][]> {
  return fc.oneof(
    { weight: every - 1, arbitrary: fc.constant<[string, unknown][]>([]) },
    { weight: 1, arbitrary: value.map((item): [string, unknown][] => [[key, item]]) },
  );
}

/** Named options, each present now and then, of any JSON-like value. */
const namedOptions = fc
  .tuple(
    sometimes("method", mostly(method, fc.jsonValue({ maxDepth: 1 })), 4),
    sometimes("url", mostly(urlTemplate, fc.jsonValue({ maxDepth: 1 })), 3),
    sometimes("baseUrl", mostly(baseUrl, fc.jsonValue({ maxDepth: 1 })), 4),
    sometimes(
      "headers",
      mostly(
        fc.array(fc.tuple(headerName, headerValue), { maxLength: 3 }).map((entries) => Object.fromEntries(entries)),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      2,
    ),
    sometimes("mediaType", mediaType, 3),
    sometimes("data", fc.jsonValue({ maxDepth: 3 }), 6),
    sometimes("request", mostly(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }), fc.jsonValue({ maxDepth: 1 })), 5),
  )
  .map((groups) => groups.flat());

/**
 * An options object: some named options and some parameters. Built with
 * `Object.fromEntries`, so `__proto__` is an own key, as `JSON.parse` makes it.
 */
export const options: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(namedOptions, fc.array(fc.tuple(parameterName, parameterValue), { maxLength: 5 }))
  .map(([named, params]) => Object.fromEntries([...params, ...named]));

/** A call: a route (or none, when the options hold the url) and options (or none). */
export const call = fc.record({
  route: fc.option(route, { nil: undefined }),
  options: fc.option(options, { nil: undefined, freq: 8 }),
});
