/** One real GitHub call and the mistakes to make of it; see github-calls.mjs. */
export interface GithubCall {
  /** `"<METHOD> <path>"`. */
  route: string;
  method: string;
  path: string;
  /** Realistic parameters: plain JSON data. */
  params: Record<string, unknown>;
  /** The required parameters the call gives, in the order the description lists them. */
  required: string[];
  /** A parameter to give a value of the wrong type, with that value. */
  wrongType: { name: string; value: unknown } | undefined;
  /** The route with one literal segment misspelt. */
  misspelt: string;
}

export function githubCalls(count: number): GithubCall[];
export function sourceOf(params: Record<string, unknown>): string;
