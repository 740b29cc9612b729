import type { Operation } from "../../bench/github-operations.mjs";
import { UnsafePathParameterError, UriTemplateError } from "../../src";
import { hasBodyUrl, routePlan } from "../../src/core/route-plan";

/**
 * The documented ways in which fluent-endpoint and @octokit/endpoint 11 part,
 * as the route-wide differential test (differential.test.ts) knows them. Each
 * id is also the id of a row of docs/coming-from-octokit.md; a test holds the
 * two lists to each other.
 */

/** A request as both libraries return it, once the differences every request has are set aside. */
export interface Request {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body?: unknown;
  request?: unknown;
}

/** One compared call: which way it was made (`route` or `plugin`), the operation and its input. */
export interface Case {
  readonly style: string;
  readonly operation: Operation;
  readonly params: Readonly<Record<string, unknown>>;
}

/** A documented difference, of one of three kinds. */
export type Divergence =
  /** fluent-endpoint refuses, naming the field, an input octokit sends as a wrong or unsafe request. */
  | { readonly id: string; readonly kind: "refusal"; readonly refuses: (error: unknown) => boolean }
  /**
   * The libraries read an input differently: `input` gives the input without
   * it, which both then read alike. Undefined when the case does not have it.
   */
  | { readonly id: string; readonly kind: "input"; readonly input: (compared: Case) => Record<string, unknown> | undefined }
  /**
   * The libraries write the same request differently: `output` gives
   * octokit's request as fluent-endpoint writes it, or undefined when the
   * requests do not show the difference.
   */
  | { readonly id: string; readonly kind: "output"; readonly output: (ours: Request, theirs: Request, compared: Case) => Request | undefined };

/** What a request is once the differences every request has are set aside: method case, user-agent, prototypes. */
export function comparable(request: Request): Request {
  const headers = { ...request.headers };
  delete headers["user-agent"];
  const plain: Request = { method: request.method.toLowerCase(), url: request.url, headers };
  if ("body" in request) plain.body = request.body instanceof Uint8Array ? request.body : JSON.parse(JSON.stringify(request.body ?? null));
  if ("request" in request) plain.request = request.request;
  return plain;
}

/** The base URL an operation's requests start with. */
function baseOf(operation: Operation): string {
  return operation.server ?? "https://api.github.com";
}

export const CLASSES: readonly Divergence[] = [
  {
    // A path value that makes a "." or ".." segment, which URL parsers resolve to another resource.
    id: "dot-segment",
    kind: "refusal",
    refuses: (error) => error instanceof UnsafePathParameterError,
  },
  {
    // A URL template with text RFC 6570 does not allow (a space, a line break), which octokit sends mangled.
    id: "literal-grammar",
    kind: "refusal",
    refuses: (error) => error instanceof UriTemplateError && error.problem.includes("is not allowed in a URI template"),
  },
  {
    // octokit takes a `url` option as the URL even beside a route, and over defaults set to a route whose
    // body has a url of its own (a webhook's); here it is a parameter.
    id: "url-parameter",
    kind: "input",
    input: ({ style, operation, params }) => {
      if (params.url === undefined || (style !== "route" && !hasBodyUrl(operation.method, routePlan(operation.path, true, false)))) return undefined;
      const { url: _url, ...others } = params;
      return others;
    },
  },
  {
    // octokit 11 applies mediaType.previews to /graphql alone; here to every route.
    id: "previews",
    kind: "input",
    input: ({ params }) => {
      const mediaType = params.mediaType as { previews?: unknown } | undefined;
      if (mediaType?.previews === undefined) return undefined;
      const { previews: _previews, ...rest } = mediaType;
      return { ...params, mediaType: rest };
    },
  },
  {
    // octokit sends a null query value as the text "null" (and throws for a null q); here it is left out, as RFC 6570 does.
    id: "null-query",
    kind: "input",
    input: ({ operation, params }) => {
      if ((operation.method !== "GET" && operation.method !== "HEAD") || !Object.values(params).includes(null)) return undefined;
      return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== null));
    },
  },
  {
    // octokit writes "&" for each undefined variable of {?a,b,c}: "?a=1&&".
    id: "undefined-query-variables",
    kind: "output",
    output: (_ours, theirs) => {
      const url = theirs.url.replace(/&{2,}/g, "&").replace(/\?&+/, "?").replace(/[?&]+$/, "");
      return url === theirs.url ? undefined : { ...theirs, url };
    },
  },
  {
    // octokit drops a "/" at the end of the path, which an empty last path value leaves: "…/users/" becomes "…/users".
    id: "trailing-slash",
    kind: "output",
    output: (ours, theirs) => {
      const [path, rest = ""] = ours.url.split(/(?=[?#])/, 2) as [string, string?];
      return path.endsWith("/") && theirs.url === path.slice(0, -1) + rest ? { ...theirs, url: ours.url } : undefined;
    },
  },
  {
    // octokit puts baseUrl and a url that does not start with "/" side by side; here one "/" joins them.
    id: "base-join",
    kind: "output",
    output: (ours, theirs, { operation }) => {
      const base = baseOf(operation);
      return ours.url.startsWith(`${base}/`) && theirs.url === base + ours.url.slice(base.length + 1) ? { ...theirs, url: ours.url } : undefined;
    },
  },
  {
    // octokit requests "/" for an empty url; here the base URL is used as it stands.
    id: "empty-url",
    kind: "output",
    output: (ours, theirs, { operation }) => {
      const base = baseOf(operation);
      return ours.url === base && theirs.url === `${base}/` ? { ...theirs, url: ours.url } : undefined;
    },
  },
];
