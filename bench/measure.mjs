// Interleaved timing: every round runs each contender of every scenario once,
// in a rotating order, so that a burst of load from other processes lands on
// all contenders alike instead of on whichever happened to run at that moment.

/** Median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// Results are folded into this value and printed at the end, so the engine
// cannot drop a call whose result is never read.
let sink = 0;

/** Folds a call's result into the sink. */
export function consume(result) {
  sink = (sink + (typeof result === "object" && result !== null ? result.url?.length ?? 1 : 1)) | 0;
}

/** Something printed at the end so that the sink is observed. */
export function sinkValue() {
  return sink;
}

/**
 * Runs `contender.run(iterations)`, which performs `iterations` operations,
 * and returns the nanoseconds per operation.
 */
function timeBatch(contender, iterations) {
  contender.prepare?.(iterations);
  const start = process.hrtime.bigint();
  contender.run(iterations);
  const elapsed = process.hrtime.bigint() - start;
  return Number(elapsed) / iterations;
}

/**
 * Picks how many operations one batch holds so that it lasts about
 * `batchMs`, after warming the contender up for `warmupMs` (a contender
 * may ask for longer with its own `warmupMs`).
 */
function calibrate(contender, batchMs, warmupMs) {
  let iterations = 16;
  let nsPerOp;
  for (;;) {
    nsPerOp = timeBatch(contender, iterations);
    if (nsPerOp * iterations >= batchMs * 1e6 / 4 || iterations >= 1 << 24) break;
    iterations *= 4;
  }
  // Run on until the optimising compiler has had its say, so that the first
  // rounds do not time code that is still being tuned.
  const until = process.hrtime.bigint() + BigInt(Math.round(warmupMs * 1e6));
  while (process.hrtime.bigint() < until) nsPerOp = timeBatch(contender, iterations);
  return Math.max(1, Math.round((batchMs * 1e6) / nsPerOp));
}

/**
 * Measures every contender of every scenario over `rounds` interleaved rounds.
 * Returns, per scenario, per contender, the median ns/op and the spread of
 * the middle half (interquartile range) as a hint of the noise.
 */
export function measure(scenarios, { rounds, batchMs, warmupMs = 150, onRound }) {
  const all = scenarios.flatMap((scenario) => scenario.contenders.map((contender) => ({ scenario, contender })));
  for (const entry of all) entry.iterations = calibrate(entry.contender, batchMs, entry.contender.warmupMs ?? warmupMs);
  for (const entry of all) entry.samples = [];
  for (let round = 0; round < rounds; round++) {
    // Rotate the starting contender so that none always runs first or last.
    for (let k = 0; k < all.length; k++) {
      const entry = all[(k + round) % all.length];
      entry.samples.push(timeBatch(entry.contender, entry.iterations));
    }
    onRound?.(round + 1);
  }
  return scenarios.map((scenario) => ({
    scenario,
    results: scenario.contenders.map((contender) => {
      const { samples } = all.find((entry) => entry.contender === contender);
      const sorted = [...samples].sort((a, b) => a - b);
      const q1 = sorted[Math.floor((sorted.length - 1) / 4)];
      const q3 = sorted[Math.ceil(((sorted.length - 1) * 3) / 4)];
      return { contender, ns: median(samples), spread: q3 - q1 };
    }),
  }));
}
