import { compileTemplate, type CompiledTemplate } from "../uri-template";
import { rewriteColonPlaceholders } from "./colon-placeholders";

/**
 * How many compiled URL templates are kept. Real clients use a few hundred
 * routes; pagination links are full URLs that differ on every page, so the
 * cache must stay bounded however many distinct URLs pass through it.
 *
 * @internal
 */
export const URL_CACHE_CAPACITY = 500;

const cache = new Map<string, CompiledTemplate>();

/**
 * The compiled template for an options `url`, `:name` placeholders rewritten.
 * Least recently compiled entries are evicted first; a hit does not reorder the
 * map, which keeps the hot path to a single lookup.
 *
 * @internal
 */
export function compileUrl(url: string): CompiledTemplate {
  let compiled = cache.get(url);
  if (compiled === undefined) {
    compiled = compileTemplate(rewriteColonPlaceholders(url));
    if (cache.size >= URL_CACHE_CAPACITY) {
      const oldest = cache.keys().next();
      if (oldest.done !== true) cache.delete(oldest.value);
    }
    cache.set(url, compiled);
  }
  return compiled;
}

/** Number of compiled templates held, for tests of the bound. @internal */
export function compiledUrlCount(): number {
  return cache.size;
}
