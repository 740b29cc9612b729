export { toFetchArguments } from "./to-fetch-arguments";
export { toRequest } from "./to-request";
export type { FetchBody, FetchInit } from "./fetch-init";
