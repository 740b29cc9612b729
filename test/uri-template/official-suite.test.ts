import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { UriTemplateError } from "../../src/errors";
import { parseTemplate } from "../../src/uri-template";

// The shared RFC 6570 suite (github.com/uri-templates/uritemplate-test) is read
// from beside the project, never copied into it.
const suiteDir = process.env.URITEMPLATE_TEST_DIR
  ? resolve(process.env.URITEMPLATE_TEST_DIR)
  : fileURLToPath(new URL("../../../shared/uritemplate-test/", import.meta.url));

/** How many cases each file holds: a file that shrinks, or cases that never run, fail the suite. */
const EXPECTED_CASES = {
  "spec-examples": 64,
  "extended-tests": 53,
  "negative-tests": 36,
} as const;
type SuiteFile = keyof typeof EXPECTED_CASES;
const FILES = Object.keys(EXPECTED_CASES) as SuiteFile[];

type Expected = string | readonly string[] | false;
interface Group {
  readonly variables: Readonly<Record<string, unknown>>;
  readonly testcases: readonly (readonly [string, Expected])[];
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isExpected(value: unknown): value is Expected {
  return (
    value === false ||
    typeof value === "string" ||
    (Array.isArray(value) && value.every((item) => typeof item === "string"))
  );
}

function readGroups(file: SuiteFile): [name: string, group: Group][] {
  const data: unknown = JSON.parse(readFileSync(join(suiteDir, `${file}.json`), "utf8"));
  if (!isRecord(data)) throw new Error(`${file}.json is not an object of test groups`);
  return Object.entries(data).map(([name, group]) => {
    if (!isRecord(group) || !isRecord(group.variables) || !Array.isArray(group.testcases)) {
      throw new Error(`${file}.json: group ${JSON.stringify(name)} lacks variables or testcases`);
    }
    for (const testcase of group.testcases as unknown[]) {
      if (!Array.isArray(testcase) || typeof testcase[0] !== "string" || !isExpected(testcase[1])) {
        throw new Error(`${file}.json: group ${JSON.stringify(name)} has a malformed case ${JSON.stringify(testcase)}`);
      }
    }
    return [name, group as unknown as Group];
  });
}

function expandOrError(template: string, variables: Readonly<Record<string, unknown>>): unknown {
  try {
    return parseTemplate(template).expand(variables);
  } catch (error) {
    return error;
  }
}

if (existsSync(suiteDir)) {
  describe("RFC 6570 official suite", () => {
    const counts = Object.fromEntries(FILES.map((file) => [file, { loaded: 0, passed: 0 }])) as Record<
      SuiteFile,
      { loaded: number; passed: number }
    >;

    afterAll(() => {
      const summary = FILES.map((file) => `${file} ${counts[file].passed}/${counts[file].loaded}`).join(", ");
      console.log(`RFC 6570 suite: ${summary}`);
      for (const file of FILES) {
        expect({ file, ...counts[file] }).toEqual({ file, loaded: EXPECTED_CASES[file], passed: EXPECTED_CASES[file] });
      }
    });

    for (const file of FILES) {
      describe(file, () => {
        for (const [groupName, group] of readGroups(file)) {
          describe(groupName, () => {
            for (const [template, expected] of group.testcases) {
              counts[file].loaded += 1;
              it(template, () => {
                const outcome = expandOrError(template, group.variables);
                if (expected === false) {
                  expect(outcome).toBeInstanceOf(UriTemplateError);
                } else if (typeof expected === "string") {
                  expect(outcome).toBe(expected);
                } else {
                  expect(expected).toContain(outcome);
                }
                counts[file].passed += 1;
              });
            }
          });
        }
      });
    }
  });
} else {
  console.warn(
    `RFC 6570 official suite skipped: ${suiteDir} does not exist. ` +
      "Clone https://github.com/uri-templates/uritemplate-test there, or set URITEMPLATE_TEST_DIR to its directory.",
  );
  describe.skip("RFC 6570 official suite", () => {
    it("needs the uritemplate-test directory", () => {});
  });
}
