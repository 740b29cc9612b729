// The first call of each of GitHub's routes in a fresh process, as a command-
// line tool or a serverless function meets them: nothing compiled, nothing
// cached, the engine's optimising compiler not yet involved. Run by
// bench/run.mjs once per contender per run, each time in a new process.
//
//   node bench/first-calls.mjs <fluent | octokit11 | octokit7>
//
// Writes JSON to stdout: the median and the mean ns of a route's first call
// over every operation of the description, in the description's order.

import { generateInputs, loadOperations } from "./github-operations.mjs";

const modules = {
  fluent: "fluent-endpoint",
  octokit11: "@octokit/endpoint",
  octokit7: "octokit-endpoint-7",
};
const which = process.argv[2];
if (!(which in modules)) throw new Error(`first-calls: expected one of ${Object.keys(modules).join(", ")}, got ${which}`);
const { endpoint } = await import(modules[which]);

// Inputs are made before the clock starts; a route whose input the contender
// refuses is left out (bench/run.mjs reports how many each timed).
const calls = loadOperations().map((operation) => ({
  route: operation.route,
  params: generateInputs(operation, { seed: 11, count: 1 })[0],
}));

// The module's own first use (lazy initialisation) on a route outside the
// description, so that it is not charged to whichever route comes first.
endpoint("GET /first-calls/warm-up/{id}", { id: 1 });

const times = [];
let sink = 0;
for (const { route, params } of calls) {
  const start = process.hrtime.bigint();
  let result;
  try {
    result = endpoint(route, params);
  } catch {
    continue;
  }
  times.push(Number(process.hrtime.bigint() - start));
  sink += result.url.length;
}
times.sort((a, b) => a - b);
const mean = times.reduce((sum, ns) => sum + ns, 0) / times.length;
console.log(JSON.stringify({ routes: times.length, medianNs: times[times.length >> 1], meanNs: mean, sink }));
