import { rewriteAccept } from "./accept";

/** How many rewrites are remembered; a client uses a handful of format and preview sets. */
const CAPACITY = 16;

interface Rewrite {
  readonly accept: string;
  readonly format: string;
  readonly previews: readonly string[];
  readonly result: string;
}

const recent: (Rewrite | undefined)[] = new Array<Rewrite | undefined>(CAPACITY).fill(undefined);
let nextSlot = 0;

function samePreviews(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * {@link rewriteAccept}, remembered for the last few inputs. The inputs of a
 * function made by `.defaults()` are the same on every call that does not
 * change them, and usually the very same strings and array, so a hit costs a
 * few identity comparisons instead of a scan of `accept`. A pure function of
 * its inputs, so a hit returns exactly what a fresh rewrite would.
 *
 * @internal
 */
export function cachedRewriteAccept(accept: string, format: string, previews: readonly string[]): string {
  for (const entry of recent) {
    if (entry === undefined) break;
    if (entry.accept === accept && entry.format === format && samePreviews(entry.previews, previews)) return entry.result;
  }
  const result = rewriteAccept(accept, format, previews);
  // The previews array may be a caller's scratch copy; keep a frozen one.
  recent[nextSlot] = { accept, format, previews: Object.freeze([...previews]), result };
  nextSlot = (nextSlot + 1) % CAPACITY;
  return result;
}

/** Forgets the remembered rewrites (see `clearCaches`). @internal */
export function clearAcceptRewrites(): void {
  recent.fill(undefined);
  nextSlot = 0;
}
