// Real GitHub REST calls, made from GitHub's own OpenAPI description
// (@octokit/openapi), for measuring and testing the route types: every
// required path parameter, every required query parameter and body field, and
// one optional query parameter or body field where the operation has one.
// The same calls, with one mistake each, are the compile errors the typed form
// must catch.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** GitHub's description, parsed once. */
let cached;
function description() {
  cached ??= JSON.parse(readFileSync(require.resolve("@octokit/openapi/generated/api.github.com.json"), "utf8"));
  return cached;
}

function resolve(spec, node) {
  let current = node;
  while (current !== undefined && typeof current.$ref === "string") {
    const parts = current.$ref.replace(/^#\//, "").split("/");
    current = parts.reduce((at, part) => at?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], spec);
  }
  return current;
}

/** A value the schema accepts, as plain JSON data. */
function sample(spec, schemaNode, depth = 0) {
  const schema = resolve(spec, schemaNode) ?? {};
  if (schema.enum !== undefined) return schema.enum.find((value) => value !== null) ?? null;
  const branch = schema.oneOf ?? schema.anyOf;
  if (branch !== undefined && schema.properties === undefined) return sample(spec, branch[0], depth + 1);
  if (schema.allOf !== undefined) {
    return Object.assign({}, ...schema.allOf.map((part) => sample(spec, part, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string":
      return "text";
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return true;
    case "array":
      return [];
    case "object":
    case undefined: {
      if (schema.properties === undefined || depth > 6) return {};
      const result = {};
      // Required names, with those of the first alternative when the object is one of several shapes.
      const alternative = resolve(spec, (schema.oneOf ?? schema.anyOf)?.[0]);
      for (const name of [...(schema.required ?? []), ...(alternative?.required ?? [])]) {
        if (schema.properties[name] !== undefined) result[name] = sample(spec, schema.properties[name], depth + 1);
      }
      return result;
    }
    default:
      return null;
  }
}

/** The kind of value a schema takes, for a value of the wrong type. */
function kind(spec, schemaNode) {
  const schema = resolve(spec, schemaNode) ?? {};
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (schema.enum !== undefined && schema.enum.every((value) => typeof value === "string")) return "string";
  if (type === "integer" || type === "number") return "number";
  if (type === "string" || type === "boolean") return type;
  return "other";
}

const WRONG = { string: true, number: "one", boolean: "yes" };

/** Every operation of the description, sorted by path then method. */
function operations() {
  const spec = description();
  const found = [];
  for (const path of Object.keys(spec.paths).sort()) {
    const item = spec.paths[path];
    for (const method of METHODS) {
      if (item[method] !== undefined) found.push({ path, method, operation: item[method], shared: item.parameters ?? [] });
    }
  }
  return found;
}

/** Misspells the last literal segment of a path (`issues` → `isseus`), or adds one. */
function misspell(path) {
  const segments = path.split("/");
  for (let index = segments.length - 1; index > 0; index--) {
    const segment = segments[index];
    if (segment.length >= 2 && !segment.includes("{")) {
      const at = segment.length - 2;
      const swapped = segment.slice(0, at) + segment[at + 1] + segment[at] + segment.slice(at + 2);
      segments[index] = swapped === segment ? `${segment}x` : swapped;
      return segments.join("/");
    }
  }
  return path === "/" ? "/mispelt" : `${path}/mispelt`;
}

/**
 * `count` operations spread evenly over the description, each as a call with
 * realistic parameters and the mistakes to make of it.
 */
export function githubCalls(count) {
  const spec = description();
  const all = operations();
  const step = all.length / count;
  const calls = [];
  for (let index = 0; index < count && index < all.length; index++) {
    const { path, method, operation, shared } = all[Math.floor(index * step)];
    const params = {};
    const required = [];
    const typed = [];
    let optionalQuery;
    for (const parameterNode of [...shared, ...(operation.parameters ?? [])]) {
      const parameter = resolve(spec, parameterNode);
      if (parameter.in !== "path" && parameter.in !== "query") continue;
      if (parameter.required || parameter.in === "path") {
        const plainString = parameter.in === "path" && kind(spec, parameter.schema) === "string" && resolve(spec, parameter.schema)?.enum === undefined;
        params[parameter.name] = plainString ? "octo" : sample(spec, parameter.schema);
        required.push(parameter.name);
        typed.push({ name: parameter.name, kind: kind(spec, parameter.schema) });
      } else if (optionalQuery === undefined && kind(spec, parameter.schema) !== "other") {
        optionalQuery = parameter;
      }
    }
    if (optionalQuery !== undefined) params[optionalQuery.name] = sample(spec, optionalQuery.schema);

    const content = resolve(spec, operation.requestBody)?.content;
    const json = content?.["application/json"];
    if (json !== undefined) {
      // A body that is one of several objects is sent as the fields of the first.
      let schema = resolve(spec, json.schema) ?? {};
      const branches = schema.oneOf ?? schema.anyOf;
      if (branches !== undefined && schema.properties === undefined) schema = resolve(spec, branches[0]) ?? {};
      if (schema.properties !== undefined && (schema.type === "object" || schema.type === undefined)) {
        const body = sample(spec, schema);
        for (const [name, value] of Object.entries(body)) {
          params[name] = value;
          // A name required only by one of several shapes of the body is not required.
          if (schema.required?.includes(name)) required.push(name);
          typed.push({ name, kind: kind(spec, schema.properties[name]) });
        }
        const optional = Object.keys(schema.properties).find(
          (name) => !(name in body) && !(name in params) && kind(spec, schema.properties[name]) !== "other",
        );
        if (optional !== undefined) params[optional] = sample(spec, schema.properties[optional]);
      } else {
        params.data = sample(spec, schema);
      }
    } else if (content !== undefined) {
      params.data = "text";
    }

    const route = `${method.toUpperCase()} ${path}`;
    // Rotates through the parameters, so that path, query and body parameters all get a wrong value.
    const eligible = typed.filter((entry) => entry.kind in WRONG && entry.name in params);
    const wrongTarget = eligible[index % Math.max(eligible.length, 1)];
    calls.push({
      route,
      method,
      path,
      params,
      // A required parameter to leave out: a path parameter first, else a required query parameter or body field.
      required: required.filter((name) => name in params),
      wrongType: wrongTarget === undefined ? undefined : { name: wrongTarget.name, value: WRONG[wrongTarget.kind] },
      misspelt: `${method.toUpperCase()} ${misspell(path)}`,
    });
  }
  return calls;
}

/** The parameters as TypeScript source: an object literal. */
export function sourceOf(params) {
  const entries = Object.entries(params).map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  return `{ ${entries.join(", ")} }`;
}
