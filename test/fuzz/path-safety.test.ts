import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, parseTemplate, UnsafePathParameterError, UriTemplateError } from "../../src";
import { dottyString } from "./arbitraries";
import { fuzzParameters, fuzzTimeout } from "./fuzz-settings";
import { attempt } from "./well-formed";

/**
 * The traversal guard against a URL parser, for any value: every URL it lets
 * through keeps its path when a WHATWG URL parser reads it (no dot segment was
 * resolved), and every refusal is for a path that really has a dot segment.
 */

const CI_RUNS = 1500;

/** [route, the same template in RFC 6570 form, for the reference expansion]. */
const TEMPLATES: readonly [string, string][] = [
  ["/repos/{owner}/{repo}", "/repos/{owner}/{repo}"],
  ["/repos/:owner/:repo/issues", "/repos/{owner}/{repo}/issues"],
  ["/files/{+path}", "/files/{+path}"],
  ["/files/{+path}{?ref}", "/files/{+path}{?ref}"],
  ["/files{/path*}", "/files{/path*}"],
  ["/files{/path*}{#f}", "/files{/path*}{#f}"],
  ["/a{/owner,repo}", "/a{/owner,repo}"],
  ["/a/{.ext}", "/a/{.ext}"],
  ["/a/{owner:2}/b", "/a/{owner:2}/b"],
  ["/a/{owner}{repo}", "/a/{owner}{repo}"],
  ["/a/{+owner}{repo}/{+path}", "/a/{+owner}{repo}/{+path}"],
  ["https://uploads.github.com/{owner}/{+path}", "https://uploads.github.com/{owner}/{+path}"],
];

const value = fc.oneof(
  { weight: 4, arbitrary: dottyString },
  { weight: 1, arbitrary: fc.array(dottyString, { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(dottyString, dottyString, { minKeys: 1, maxKeys: 2 }) },
);

/** The path of an absolute URL: from the first `/` after the host to `?` or `#`. */
function rawPath(url: string): string {
  const afterScheme = url.indexOf("://") + 3;
  let start = afterScheme;
  while (start < url.length && !"/?#".includes(url[start]!)) start++;
  let end = start;
  while (end < url.length && !"?#".includes(url[end]!)) end++;
  return url.slice(start, end);
}

/** Whether a path has a `.` or `..` segment, `%2e` counting as a dot: the reference check, by regex. */
function hasDotSegment(path: string): boolean {
  return path.split("/").some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}

describe("the path-traversal guard agrees with a URL parser", () => {
  it(
    "for any values of path parameters",
    () => {
      let refused = 0;
      let passed = 0;
      fc.assert(
        fc.property(
          fc.constantFrom(...TEMPLATES),
          fc.record({ owner: value, repo: value, path: value, ext: value, ref: value, f: value }, { requiredKeys: [] }),
          ([route, template], values) => {
            // Only the template's own variables: the rest would go to the query.
            const names = parseTemplate(template).variableNames;
            const params = Object.fromEntries(Object.entries(values).filter(([name]) => names.includes(name)));
            const outcome = attempt(() => endpoint(`GET ${route}`, params).url);
            if (outcome.ok) {
              passed++;
              // The parser resolves no dot segment: what we send is what it requests.
              expect(new URL(outcome.value).pathname).toBe(rawPath(outcome.value));
              return;
            }
            if (outcome.error instanceof UriTemplateError) return; // a list under a prefix modifier
            if (outcome.error instanceof InvalidArgumentError) {
              // A required path variable without a value, or a value that would
              // start a query or fragment inside the path: both refused before
              // any request is made.
              const given = params[outcome.error.field];
              if (given !== undefined) expect(JSON.stringify(given)).toMatch(/[?#]/);
              return;
            }
            expect(outcome.error).toBeInstanceOf(UnsafePathParameterError);
            refused++;
            const expanded = parseTemplate(template).expand(params);
            const absolute = expanded.startsWith("https://") ? expanded : `https://api.github.com${expanded}`;
            expect(hasDotSegment(rawPath(absolute))).toBe(true);
            expect(Object.keys(params)).toContain((outcome.error as UnsafePathParameterError).parameter);
          },
        ),
        fuzzParameters(CI_RUNS),
      );
      // Both sides of the property were exercised, so neither held vacuously.
      expect(refused).toBeGreaterThan(0);
      expect(passed).toBeGreaterThan(refused / 10);
    },
    fuzzTimeout(CI_RUNS),
  );
});
