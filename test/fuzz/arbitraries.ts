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

/** Pieces of a URL template, valid and invalid. */
const templatePiece = fc.constantFrom(
  "/", "repos", "/repos", "..", ".", "%2e", "%2E", "a b", ":", ":owner", ":a", ":A1", "{", "}", "{owner}", "{repo}",
  "{/path*}", "{/path}", "{+path}", "{?a,b}", "{&c}", "{.ext}", "{x:3}", "{#f}", "{;m}", "{;m*}", "{?o*}", "?", "#",
  "&", "=", "é", "%", "%zz", "%41", "{x*}", "{=x}", "{a,b}", "{%20}", "{x:0}", "{x:10000}", "{a.b}", "{_}",
  "https://uploads.github.com", "HTTP://h.example", "mailto:x", "//h.example", "https://u:p@h.example:8080",
);

/** URL templates: mostly assembled from pieces, sometimes any text. */
export const urlTemplate = fc.oneof(
  { weight: 4, arbitrary: fc.array(templatePiece, { maxLength: 8 }).map((pieces) => pieces.join("")) },
  { weight: 1, arbitrary: trickyString },
  { weight: 1, arbitrary: anyString },
);

export const method = fc.oneof(
  fc.constantFrom("GET", "get", "POST", "PUT", "patch", "DELETE", "HEAD", "OPTIONS", "M-SEARCH"),
  fc.constantFrom("G T", "GET\r\n", "", "(", "é"),
  trickyString,
);

/** Routes: `"METHOD url"`, a bare URL, or any text. */
export const route = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(method, urlTemplate).map(([verb, url]) => `${verb} ${url}`) },
  { weight: 1, arbitrary: urlTemplate },
  { weight: 1, arbitrary: anyString },
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
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: dottyString },
  { weight: 1, arbitrary: fc.array(dottyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(parameterName, dottyString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const headerName = fc.oneof(
  fc.constantFrom("accept", "Accept", "content-type", "content-length", "Authorization", "X-Trace", "user-agent", "__proto__"),
  fc.constantFrom("a b", "", "é", "a:b", "x\r\n"),
  trickyString,
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

const headerValue = fc.oneof(
  { weight: 3, arbitrary: fc.oneof(acceptValue, trickyString, anyString) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const previewName = fc.oneof(
  fc.constantFrom("mercy", "squirrel-girl", "symmetra-preview", "-preview", "a-preview-b", "x,y", "a\nb"),
  trickyString,
);

const mediaType = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        format: fc.oneof(fc.constantFrom("", "raw", "diff", "text+json", "raw\r\nx: 1", "a b"), trickyString),
        previews: fc.oneof(fc.array(previewName, { maxLength: 3 }), fc.jsonValue({ maxDepth: 1 })),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

export const baseUrl = fc.oneof(
  fc.constantFrom(
    "https://api.github.com", "https://ghe.example/api/v3/", "http://localhost:3000", "HTTPS://H.EXAMPLE",
    "api.github.com", "https://", "https:///x", "https://h.example#x", "ftp://h.example", "https://h.example\n.evil",
    "https://h.example?x=1",
  ),
  trickyString,
);

/** Named options, each present or not, of any JSON-like value. */
const namedOptions = fc.record(
  {
    method: fc.oneof(method, fc.jsonValue({ maxDepth: 1 })),
    url: fc.oneof({ weight: 4, arbitrary: urlTemplate }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) }),
    baseUrl: fc.oneof({ weight: 4, arbitrary: baseUrl }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) }),
    headers: fc.oneof(
      { weight: 4, arbitrary: fc.array(fc.tuple(headerName, headerValue), { maxLength: 4 }).map((entries) => Object.fromEntries(entries)) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    ),
    mediaType,
    data: fc.jsonValue({ maxDepth: 3 }),
    request: fc.oneof(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }), fc.jsonValue({ maxDepth: 1 })),
  },
  { requiredKeys: [] },
);

/**
 * An options object: some named options and some parameters. Built with
 * `Object.fromEntries`, so `__proto__` is an own key, as `JSON.parse` makes it.
 */
export const options: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(namedOptions, fc.array(fc.tuple(parameterName, parameterValue), { maxLength: 5 }))
  .map(([named, params]) => Object.fromEntries([...params, ...Object.entries(named)]));

/** A call: a route (or none, when the options hold the url) and options (or none). */
export const call = fc.record({
  route: fc.option(route, { nil: undefined }),
  options: fc.option(options, { nil: undefined, freq: 8 }),
});
