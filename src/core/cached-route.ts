import { splitRoute } from "./split-route";
import { normalizeMethod } from "./validate";

/**
 * A route string split once: its method as written, its URL, and the method
 * normalised (filled in the first time it is needed, so that a route whose
 * method is overridden by `options.method` is never checked, as before).
 *
 * @internal
 */
export interface CachedRoute {
  readonly method: string;
  readonly url: string;
  normalized: string | undefined;
}

/**
 * How many split routes are kept. Routes are string constants in client code,
 * a few hundred at most; the bound only matters for callers that build route
 * strings on the fly.
 *
 * @internal
 */
export const ROUTE_CACHE_CAPACITY = 500;

const cache = new Map<string, CachedRoute>();

/**
 * Splits `route` into method and URL, once per distinct route string. Besides
 * the split, a hit saves hashing a freshly sliced URL in the template cache:
 * the cached URL string keeps its hash.
 *
 * @internal
 */
export function cachedRoute(route: string): CachedRoute {
  let entry = cache.get(route);
  if (entry === undefined) {
    const { method, url } = splitRoute(route);
    entry = { method, url, normalized: undefined };
    if (cache.size >= ROUTE_CACHE_CAPACITY) cache.delete(cache.keys().next().value as string);
    cache.set(route, entry);
  }
  return entry;
}

/** The uppercase method of a cached route; throws, uncached, when it is not an HTTP token. @internal */
export function routeMethod(entry: CachedRoute, route: string): string {
  return (entry.normalized ??= normalizeMethod(entry.method, route));
}

/** Number of split routes held, for tests of the bound. @internal */
export function cachedRouteCount(): number {
  return cache.size;
}

/** Empties the route cache (see `clearCaches`). @internal */
export function clearCachedRoutes(): void {
  cache.clear();
}
