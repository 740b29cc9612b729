// GitHub's REST API as test data: every operation of the api.github.com
// description in @octokit/openapi (a devDependency), and realistic inputs for
// each, made from the description's own schemas by a seeded generator, so a
// seed always gives the same inputs. Used by the route-wide differential test
// (test/github/) and by the benchmark of the whole API (bench/).

import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const METHODS = ["get", "post", "put", "patch", "delete", "head"];

/**
 * A small seeded random number generator (mulberry32): the same seed gives the
 * same sequence on every machine.
 *
 * @param {number} seed
 * @returns {() => number} a function giving numbers in [0, 1)
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Resolves a `$ref` such as `#/components/parameters/owner` in the description. */
function resolve(description, node) {
  let current = node;
  for (let depth = 0; current && typeof current.$ref === "string" && depth < 20; depth++) {
    current = current.$ref
      .slice(2)
      .split("/")
      .reduce((at, key) => at?.[key.replaceAll("~1", "/").replaceAll("~0", "~")], description);
  }
  return current;
}

/**
 * Every operation of GitHub's REST description, in the description's order.
 *
 * @returns {import("./github-operations.d.mts").Operation[]}
 */
export function loadOperations() {
  const description = require("@octokit/openapi/generated/api.github.com.json");
  const operations = [];
  for (const [path, item] of Object.entries(description.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) => resolve(description, parameter));
      const requestBody = resolve(description, operation.requestBody);
      const [bodyType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [undefined, undefined];
      operations.push({
        method: method.toUpperCase(),
        path,
        route: `${method.toUpperCase()} ${path}`,
        operationId: operation.operationId,
        pathParameters: parameters.filter((parameter) => parameter.in === "path").map((parameter) => ({
          name: parameter.name,
          schema: resolve(description, parameter.schema) ?? {},
        })),
        queryParameters: parameters.filter((parameter) => parameter.in === "query").map((parameter) => ({
          name: parameter.name,
          required: parameter.required === true,
          schema: resolve(description, parameter.schema) ?? {},
        })),
        bodyType,
        bodySchema: media?.schema === undefined ? undefined : resolve(description, media.schema),
        bodyRequired: requestBody?.required === true,
        server: operation.servers?.[0]?.url,
        resolve: (node) => resolve(description, node),
      });
    }
  }
  return operations;
}

/**
 * Path values of every kind a path segment meets: plain, spaces, slashes, `%`,
 * unicode, digits, empty, and `..`, which would reach another resource.
 */
const PATH_TEXT = ["octokit", "hello world", "docs/readme.md", "100%", "ünïcode-😀", "v1.2.3", "a+b", "~user", "feature/x y"];
const TEXT = ["open", "all", "updated", "Found a bug", "a,b", "q=1&r=2", "ünïcode", "", "#1", "line\nbreak"];

/** A plain path value: a word, or a number where the schema asks for one. */
function plainPathValue(operation, schema) {
  const node = operation.resolve(schema) ?? {};
  return node.type === "integer" || node.type === "number" ? 42 : Array.isArray(node.enum) ? node.enum[0] : "octokit";
}

/** A value for a schema, of the kind the schema asks for; `depth` bounds nested objects. */
function valueFor(operation, schema, random, depth, forPath) {
  const node = operation.resolve(schema) ?? {};
  const pick = (list) => list[Math.floor(random() * list.length)];
  if (Array.isArray(node.enum) && node.enum.length > 0) return pick(node.enum.filter((item) => item !== null)) ?? "x";
  const options = node.oneOf ?? node.anyOf;
  if (Array.isArray(options) && options.length > 0) return valueFor(operation, pick(options), random, depth, forPath);
  if (Array.isArray(node.allOf) && node.allOf.length > 0) return valueFor(operation, node.allOf[0], random, depth, forPath);
  const type = Array.isArray(node.type) ? node.type.find((item) => item !== "null") : node.type;
  switch (type) {
    case "integer":
      return Math.floor(random() * 100000) + 1;
    case "number":
      return Math.round(random() * 10000) / 100;
    case "boolean":
      return random() < 0.5;
    case "array":
      if (depth > 2) return [];
      return Array.from({ length: 1 + Math.floor(random() * 3) }, () => valueFor(operation, node.items ?? {}, random, depth + 1, false));
    case "object": {
      if (depth > 2) return {};
      const object = {};
      const required = new Set(node.required ?? []);
      for (const [name, property] of Object.entries(node.properties ?? {})) {
        if (required.has(name) || random() < 0.3) object[name] = valueFor(operation, property, random, depth + 1, false);
      }
      return object;
    }
    default: {
      if (!forPath) return pick(TEXT);
      // Rarely empty (a listing's root), rarely "..": enough to meet both in every run.
      const chance = random();
      return chance < 0.02 ? ".." : chance < 0.05 ? "" : pick(PATH_TEXT);
    }
  }
}

/**
 * Inputs for one operation, the way @octokit/plugin-rest-endpoint-methods
 * would be called: every path parameter, some query parameters (GET, HEAD and
 * routes that name them), a JSON body's required fields and some optional
 * ones, raw bodies as `data`, and now and then headers and a media type.
 * Fresh objects on every call.
 *
 * @param {import("./github-operations.d.mts").Operation} operation
 * @param {{ seed: number, count: number }} settings
 * @returns {Record<string, unknown>[]}
 */
export function generateInputs(operation, { seed, count }) {
  const inputs = [];
  for (let index = 0; index < count; index++) {
    // One seed per operation and input: inputs do not shift when another operation changes.
    let hash = seed ^ (index * 0x9e3779b1);
    for (let i = 0; i < operation.route.length; i++) hash = Math.imul(hash ^ operation.route.charCodeAt(i), 0x01000193);
    const random = seededRandom(hash);
    const params = {};
    // The first input of each operation has plain path values; the others, every kind.
    for (const { name, schema } of operation.pathParameters) params[name] = index === 0 ? plainPathValue(operation, schema) : valueFor(operation, schema, random, 0, true);
    for (const { name, required, schema } of operation.queryParameters) {
      if (required || random() < 0.4) params[name] = valueFor(operation, schema, random, 1, false);
    }
    if (operation.bodyType === "application/json" && operation.bodySchema !== undefined) {
      const body = valueFor(operation, operation.bodySchema, random, 0, false);
      if (typeof body === "object" && body !== null && !Array.isArray(body)) {
        // A body field of a path parameter's name would fill the path instead: keep the path's.
        for (const [name, value] of Object.entries(body)) if (!(name in params)) params[name] = value;
      } else {
        params.data = body;
      }
    } else if (operation.bodyType !== undefined) {
      params.data = operation.bodyType === "application/octet-stream" ? new Uint8Array([1, 2, 3]) : "Hello **world**";
      params.headers = { "content-type": operation.bodyType };
    }
    if (random() < 0.3) params.headers = { ...params.headers, authorization: "token 0000000000000000000000000000000000000001" };
    if (random() < 0.1) params.mediaType = random() < 0.7 ? { format: random() < 0.5 ? "raw" : "diff" } : { previews: ["mercy"] };
    // Now and then a query parameter without a value, as a caller passes a field it does not have.
    if (operation.queryParameters.length > 0 && random() < 0.05) params[operation.queryParameters[0].name] = null;
    inputs.push(params);
  }
  return inputs;
}
