/**
 * `fluent-endpoint/octokit`: the `endpoint` of `@octokit/endpoint`, made by
 * fluent-endpoint, for an existing Octokit to take through one bundler alias.
 *
 * @packageDocumentation
 */
export { endpoint } from "./octokit-endpoint";
export type {
  OctokitEndpoint,
  OctokitMergeResult,
  OctokitMethod,
  OctokitRequestOptions,
} from "./octokit-endpoint";
