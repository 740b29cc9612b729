import { clearAcceptRewrites } from "./cached-accept";
import { clearCachedRoutes } from "./cached-route";
import { clearCompiledUrls } from "./compiled-url";
import { clearCheckedBaseUrls } from "./parse";

/**
 * Empties every process-wide cache of the core: compiled templates, split
 * routes, accept rewrites and checked base URLs. Not part of the public API.
 *
 * The caches change no result, only how much work a call repeats, so tests
 * empty them before each test: a test then runs the code its own input
 * needs, whatever ran before it. Mutation testing depends on that, because it
 * reruns a few tests in a process that earlier runs have already warmed.
 *
 * @internal
 * @example
 * ```ts
 * beforeEach(clearCaches);
 * ```
 */
export function clearCaches(): void {
  clearCompiledUrls();
  clearCachedRoutes();
  clearAcceptRewrites();
  clearCheckedBaseUrls();
}
