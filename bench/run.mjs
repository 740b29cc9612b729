// `npm run bench`: fluent-endpoint (the built dist/, as users get it) against
// @octokit/endpoint 11 and 7.0.6 and a hand-written floor. Every figure comes
// from several runs, each in fresh processes, and is printed with its spread
// over the runs (min–median–max of each run's ratio): on a shared machine one
// run's ratio can be far from the next one's.
//
//   node bench/run.mjs [--runs N] [--rounds N] [--batch-ms N] [--only key,key]
//
// Per run: bench/rounds.mjs (the in-process workloads, contenders interleaved),
// bench/first-calls.mjs once per contender (the first call of each GitHub
// route in a new process) and bench/allocation.mjs (bytes per call).

import { execFileSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { median } from "./measure.mjs";
import { printTable } from "./table.mjs";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    rounds: { type: "string", default: "21" },
    "batch-ms": { type: "string", default: "15" },
    only: { type: "string" },
  },
});
const runs = Number(args.runs);
const only = args.only?.split(",");
const wanted = (key) => only === undefined || only.includes(key);
const script = (name) => fileURLToPath(new URL(name, import.meta.url));
const node = (nodeArgs) => JSON.parse(execFileSync(process.execPath, nodeArgs, { encoding: "utf8", maxBuffer: 1 << 24 }));

const firstCallContenders = [
  ["fluent-endpoint endpoint()", "fluent"],
  ["@octokit/endpoint 11", "octokit11"],
  ["@octokit/endpoint 7.0.6", "octokit7"],
];
const inProcessKeys = ["mix", "chain", "step", "growth", "first", "defaults", "github-shuffled", "github-rotation"].filter(wanted);

/** Per scenario key: its title, target and, per contender, the ns of every run. */
const scenarios = new Map();
function record(key, title, target, floorTarget, results) {
  if (!scenarios.has(key)) scenarios.set(key, { key, title, target, floorTarget, contenders: new Map() });
  const scenario = scenarios.get(key);
  for (const { name, ns } of results) {
    if (!scenario.contenders.has(name)) scenario.contenders.set(name, []);
    scenario.contenders.get(name).push(ns);
  }
}
const allocations = new Map();
const firstCallRoutes = new Map();

const started = Date.now();
for (let run = 0; run < runs; run++) {
  process.stderr.write(`\rrun ${run + 1}/${runs}…`);
  if (inProcessKeys.length > 0) {
    const result = node([script("rounds.mjs"), "--rounds", args.rounds, "--batch-ms", args["batch-ms"], "--only", inProcessKeys.join(",")]);
    for (const scenario of result.scenarios) record(scenario.key, scenario.title, scenario.target, scenario.floorTarget, scenario.results);
  }
  if (wanted("first-fresh")) {
    // A different contender goes first in each run, so that none always meets a cold disk cache.
    const order = firstCallContenders.map((_, k) => firstCallContenders[(k + run) % firstCallContenders.length]);
    const perContender = new Map();
    for (const [name, which] of order) {
      const result = node([script("first-calls.mjs"), which]);
      perContender.set(name, result);
      firstCallRoutes.set(name, result.routes);
    }
    const target = { contender: 0, against: 1, ratio: 3, text: "≥ 3x octokit 11 (median route)" };
    const results = (field) => firstCallContenders.map(([name]) => ({ name, ns: perContender.get(name)[field] }));
    record("first-fresh-median", "first call of each GitHub route in a fresh process: median route (ns)", target, undefined, results("medianNs"));
    record("first-fresh-mean", "first call of each GitHub route in a fresh process: mean over the routes (ns)", undefined, undefined, results("meanNs"));
  }
  if (wanted("allocation")) {
    const result = node(["--expose-gc", "--min-semi-space-size=256", "--max-semi-space-size=256", script("allocation.mjs")]);
    for (const [name, bytes] of Object.entries(result)) {
      if (!allocations.has(name)) allocations.set(name, []);
      allocations.get(name).push(bytes);
    }
  }
}
process.stderr.write("\r\x1b[K");

// ---------------------------------------------------------------- report
const cpu = cpus()[0]?.model ?? "unknown CPU";
console.log(`Node ${process.version}, ${cpu} (${cpus().length} logical cores), ${process.platform} ${process.arch}; load average ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
console.log(
  `${runs} runs in fresh processes, ${args.rounds} interleaved rounds of ~${args["batch-ms"]} ms batches each; every contender checked to build the same requests first; ${Math.round((Date.now() - started) / 1000)} s.`,
);
console.log("Ratios are per run (that run's contender against that run's octokit), shown as min–median–max over the runs.\n");

const format = (ns) => (ns >= 100 ? Math.round(ns).toLocaleString("en-US") : ns.toFixed(1));
const spread = (values, digits = 2) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[0].toFixed(digits)}–${median(sorted).toFixed(digits)}–${sorted.at(-1).toFixed(digits)}x`;
};
const ratios = (against, contender) => against.map((ns, run) => ns / contender[run]);

for (const scenario of scenarios.values()) {
  console.log(`## ${scenario.title}`);
  const entries = [...scenario.contenders.entries()];
  const octokit = entries.find(([name]) => name.startsWith("@octokit/endpoint 11"))?.[1];
  const octokitOld = entries.find(([name]) => name.startsWith("@octokit/endpoint 7"))?.[1];
  const header = ["contender", "ns/op (median run)"];
  if (octokit !== undefined) header.push("vs octokit 11");
  if (octokitOld !== undefined) header.push("vs octokit 7.0.6");
  const rows = [header];
  for (const [name, values] of entries) {
    const row = [name, format(median(values))];
    if (octokit !== undefined) row.push(spread(ratios(octokit, values)));
    if (octokitOld !== undefined) row.push(spread(ratios(octokitOld, values)));
    rows.push(row);
  }
  printTable(rows);
  if (scenario.key.startsWith("first-fresh")) {
    console.log(`(routes timed: ${[...firstCallRoutes].map(([name, count]) => `${name} ${count}`).join(", ")}; a route a contender refuses is not timed for it)`);
  }
  // A target is a speed-up (`ratio`: the other's time over this one's, at
  // least) or, below 1, a bound on time (this one's time over the other's,
  // at most 1 / ratio); both printed the way the issue states them.
  for (const target of [scenario.target, scenario.floorTarget].filter(Boolean)) {
    const { contender, text, ratio } = target;
    const against = target.against ?? target.floor;
    const speedUps = ratios(entries[against][1], entries[contender][1]);
    const met = median(speedUps) >= ratio ? "met" : "MISSED";
    const shown = ratio >= 1 ? speedUps : speedUps.map((speedUp) => 1 / speedUp);
    console.log(`target ${text}: ${spread(shown)}, ${met} (by the median run)`);
  }
  console.log("");
}

if (allocations.size > 0) {
  console.log("## bytes allocated per call over the request mix (options and result included)");
  const rows = [["contender", "bytes/call (median run)", "min–max"]];
  for (const [name, values] of allocations) {
    const sorted = [...values].sort((a, b) => a - b);
    rows.push([name, String(Math.round(median(sorted))), `${sorted[0]}–${sorted.at(-1)}`]);
  }
  printTable(rows);
  const ours = median(allocations.get("fluent-endpoint endpoint()"));
  console.log(`target ≤ 650 bytes per call: ${Math.round(ours)}, ${ours <= 650 ? "met" : "MISSED"}`);
}
