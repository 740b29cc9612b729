declare const __FLUENT_ENDPOINT_VERSION__: string;

/**
 * The released version of fluent-endpoint, taken from its package.json when the
 * package was built. The default `user-agent` header is `fluent-endpoint/${VERSION}`.
 *
 * @example
 * ```ts
 * import { VERSION } from "fluent-endpoint";
 * VERSION; //=> "1.0.0"
 * ```
 *
 * @group Endpoint
 */
export const VERSION: string = __FLUENT_ENDPOINT_VERSION__;
