/** One operation of GitHub's REST description. */
export interface Operation {
  /** Upper-case. */
  readonly method: string;
  /** The path template, such as `/repos/{owner}/{repo}/issues`. */
  readonly path: string;
  /** `METHOD path`, as @octokit/plugin-rest-endpoint-methods calls it. */
  readonly route: string;
  readonly operationId: string;
  readonly pathParameters: readonly { readonly name: string; readonly schema: unknown }[];
  readonly queryParameters: readonly { readonly name: string; readonly required: boolean; readonly schema: unknown }[];
  /** The request body's media type, when it has one. */
  readonly bodyType: string | undefined;
  readonly bodySchema: unknown;
  readonly bodyRequired: boolean;
  /** Another server than api.github.com, such as uploads.github.com. */
  readonly server: string | undefined;
  /** Resolves a `$ref` of the description. */
  readonly resolve: (node: unknown) => unknown;
}

/** A seeded random number generator: numbers in [0, 1). */
export function seededRandom(seed: number): () => number;

/** Every operation of GitHub's REST description, in the description's order. */
export function loadOperations(): Operation[];

/** Inputs for one operation, seeded; fresh objects on every call. */
export function generateInputs(operation: Operation, settings: { readonly seed: number; readonly count: number }): Record<string, unknown>[];
