// Bytes allocated per call over the request mix, per contender, in a fresh
// process started by bench/run.mjs with
//   node --expose-gc --min-semi-space-size=256 --max-semi-space-size=256 bench/allocation.mjs
// The young generation is made large enough that no collection happens while
// a contender runs, so the growth of the heap over N calls is what N calls
// allocated (results included: each is dropped as soon as it is read). A run
// that a collection interrupted anyway is repeated with fewer calls.

import { PerformanceObserver } from "node:perf_hooks";
import { endpoint as octokit11 } from "@octokit/endpoint";
import { endpoint as fluent } from "fluent-endpoint";
import { endpoint as octokit7 } from "octokit-endpoint-7";
import { consume } from "./measure.mjs";
import { gheDefaults, routes } from "./routes.mjs";

if (typeof globalThis.gc !== "function") throw new Error("allocation.mjs: run with --expose-gc (bench/run.mjs does)");

let collections = 0;
new PerformanceObserver((list) => {
  collections += list.getEntries().length;
}).observe({ entryTypes: ["gc"] });

const FLOOR_UA = "floor/1.0.0";
const mixOf = (fn) => {
  const ghe = fn.defaults(gheDefaults());
  return routes.map((spec) => {
    const target = spec.defaults ? ghe : fn;
    return () => target(spec.route, spec.options());
  });
};
const contenders = {
  "fluent-endpoint endpoint()": mixOf(fluent),
  "@octokit/endpoint 11": mixOf(octokit11),
  "@octokit/endpoint 7.0.6": mixOf(octokit7),
  "hand-written floor": routes.map((spec) => () => spec.floor(spec.options(), FLOOR_UA)),
  // What every contender's figure includes: the caller making its options.
  "the options alone": routes.map((spec) => () => spec.options()),
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Heap bytes per call over `count` calls, and whether a collection ran meanwhile. */
async function bytesPerCall(calls, count) {
  globalThis.gc();
  globalThis.gc();
  // The observer reports collections asynchronously: let it report the two
  // forced ones before counting, and catch up afterwards before comparing.
  await settle();
  const collectionsBefore = collections;
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < count; i++) consume(calls[i % calls.length]());
  const after = process.memoryUsage().heapUsed;
  await settle();
  return { bytes: (after - before) / count, interrupted: collections !== collectionsBefore };
}

const results = {};
for (const [name, calls] of Object.entries(contenders)) {
  // Warm up, so that the figure is the steady state and not the compiler's own work.
  for (let i = 0; i < 50_000; i++) consume(calls[i % calls.length]());
  let count = 40_000;
  for (;;) {
    const { bytes, interrupted } = await bytesPerCall(calls, count);
    if (!interrupted || count <= 1_000) {
      results[name] = Math.round(bytes);
      break;
    }
    count >>= 1;
  }
}
console.log(JSON.stringify(results));
