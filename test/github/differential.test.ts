import { endpoint as octokit } from "@octokit/endpoint";
import { beforeAll, describe, expect, it } from "vitest";
import { generateInputs, loadOperations, type Operation } from "../../bench/github-operations.mjs";
import { endpoint, FluentEndpointError, type EndpointOptions, type RequestOptions } from "../../src";
import { CLASSES, comparable, type Request } from "./divergences";

/**
 * Every operation of GitHub's REST description, with generated inputs,
 * through endpoint() as a route and in the style of
 * @octokit/plugin-rest-endpoint-methods (`endpoint.defaults({ method, url,
 * ...defaults })(params)`), compared with @octokit/endpoint 11. Each
 * difference must be one of the documented classes (divergences.ts, and
 * docs/coming-from-octokit.md, which a test holds to the same list); a new one
 * fails with the route and both requests.
 *
 * `npm test` runs a few inputs per operation; GITHUB_INPUTS=50 (and
 * GITHUB_SEED=n) runs more, seeded.
 */
const INPUTS = Number(process.env.GITHUB_INPUTS ?? 6);
const SEED = Number(process.env.GITHUB_SEED ?? 1);

/** What both libraries are, seen loosely: the test calls them with data, not literal routes. */
interface Library {
  (route: string | EndpointOptions, options?: EndpointOptions): unknown;
  defaults(options: EndpointOptions): Library;
}
const ours = endpoint as unknown as Library;
const theirs = octokit as unknown as Library;

/** The route as the plugin writes it: query parameters of a route with a body are named in the template. */
function pluginRoute(operation: Operation): { url: string; defaults: EndpointOptions } {
  const bodyless = operation.method === "GET" || operation.method === "HEAD";
  const names = operation.queryParameters.map(({ name }) => name);
  const url = bodyless || names.length === 0 ? operation.path : `${operation.path}{?${names.join(",")}}`;
  return { url, defaults: operation.server === undefined ? {} : { baseUrl: operation.server } };
}

/** Both libraries, both ways of calling, for one input. */
function calls(operation: Operation): [string, (library: Library, params: Record<string, unknown>) => unknown][] {
  const { url, defaults } = pluginRoute(operation);
  const route = `${operation.method} ${url}`;
  return [
    ["route", (library, params) => library.defaults(defaults)(route, { ...params })],
    ["plugin", (library, params) => library.defaults({ method: operation.method, url, ...defaults })({ ...params })],
  ];
}

function attempt(call: () => unknown): { ok: true; value: Request } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: call() as Request };
  } catch (error) {
    return { ok: false, error };
  }
}

function equal(a: Request, b: Request): boolean {
  try {
    expect(a).toStrictEqual(b);
    return true;
  } catch {
    return false;
  }
}

let operations: Operation[];
beforeAll(() => {
  operations = loadOperations();
});

describe("every operation of GitHub's REST description, against @octokit/endpoint 11", () => {
  it("goes through endpoint() and differs from octokit only in documented ways", { timeout: Math.max(30_000, INPUTS * 2_000) }, () => {
    const counts = new Map<string, number>(CLASSES.map(({ id }) => [id, 0]));
    let compared = 0;
    let same = 0;
    const unexplained: string[] = [];
    for (const operation of operations) {
      for (const params of generateInputs(operation, { seed: SEED, count: INPUTS })) {
        for (const [style, call] of calls(operation)) {
          compared++;
          const ourResult = attempt(() => call(ours, params));
          const theirResult = attempt(() => call(theirs, params));
          if (ourResult.ok && theirResult.ok && equal(comparable(ourResult.value), comparable(theirResult.value))) {
            same++;
            continue;
          }
          const where = `${style} ${operation.route} ${JSON.stringify(params)}`;
          if (!ourResult.ok) {
            expect(ourResult.error).toBeInstanceOf(FluentEndpointError);
            const refusal = CLASSES.find((divergence) => divergence.kind === "refusal" && divergence.refuses(ourResult.error));
            if (refusal === undefined) unexplained.push(`${where}: fluent-endpoint threw ${String(ourResult.error)}`);
            else counts.set(refusal.id, counts.get(refusal.id)! + 1);
            continue;
          }
          // Set aside each documented difference the case shows: inputs both read
          // alike once rewritten, then requests written alike once rewritten.
          const found: string[] = [];
          let input = params;
          for (const divergence of CLASSES) {
            if (divergence.kind !== "input") continue;
            const rewritten = divergence.input({ style, operation, params: input });
            if (rewritten === undefined) continue;
            found.push(divergence.id);
            input = rewritten;
          }
          const ours2 = attempt(() => call(ours, input));
          const theirs2 = attempt(() => call(theirs, input));
          if (!ours2.ok || !theirs2.ok) {
            unexplained.push(`${where}: ${ours2.ok ? "" : `fluent-endpoint threw ${String(ours2.error)} `}${theirs2.ok ? "" : `octokit threw ${String(theirs2.error)}`}`);
            continue;
          }
          const a = comparable(ours2.value);
          let b = comparable(theirs2.value);
          for (const divergence of CLASSES) {
            if (divergence.kind !== "output" || equal(a, b)) continue;
            const rewritten = divergence.output(a, b, { style, operation, params: input });
            if (rewritten === undefined) continue;
            found.push(divergence.id);
            b = rewritten;
          }
          if (!equal(a, b)) unexplained.push(`${where}\n  ours:   ${JSON.stringify(a)}\n  theirs: ${JSON.stringify(b)}`);
          else for (const id of found) counts.set(id, counts.get(id)! + 1);
        }
      }
    }
    console.log(
      `GitHub's REST description: ${operations.length} operations, ${compared} requests compared with @octokit/endpoint 11: ` +
        `${same} identical; ${[...counts].map(([id, count]) => `${id} ${count}`).join(", ")}`,
    );
    expect(unexplained.slice(0, 5)).toEqual([]);
    expect(operations.length).toBe(1223);
  });
});
