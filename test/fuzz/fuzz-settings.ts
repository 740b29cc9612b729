import type { Parameters } from "fast-check";

/**
 * How many cases each property runs. CI runs the small default of each
 * property (a few thousand cases in all, well under 30 s); a larger run is
 * `FUZZ_RUNS=100000 npm run fuzz`, which runs that many cases per property.
 * A failure prints its seed and path; `FUZZ_SEED=<seed>` replays it.
 */
export function fuzzRuns(ciDefault: number): number {
  const requested = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(requested) && requested > 0 ? requested : ciDefault;
}

/** fast-check parameters for a property whose CI default is `ciDefault` cases. */
export function fuzzParameters<T>(ciDefault: number): Parameters<T> {
  const seed = Number(process.env.FUZZ_SEED);
  return {
    numRuns: fuzzRuns(ciDefault),
    ...(Number.isInteger(seed) ? { seed } : {}),
  };
}

/** A test timeout that grows with the number of cases (a large run takes minutes). */
export function fuzzTimeout(ciDefault: number): number {
  return Math.max(30_000, fuzzRuns(ciDefault) * 5);
}
