// Loaded with --import before a README example runs (see test/readme/):
// the network is the stand-in for GitHub (fetch here, axios and got through
// hooks.mjs), and `__readme` records what each claim of the example gives.
// At exit the record goes to the file README_LOG names.
import { writeFileSync } from "node:fs";
import { register } from "node:module";
import { inspect } from "node:util";
import { answer, requests } from "./github.mjs";

register("./hooks.mjs", import.meta.url);

globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  const body = request.body === null ? undefined : await request.text();
  const headers = Object.fromEntries(request.headers);
  const { status, type, text } = answer("fetch", { method: request.method, url: request.url, headers, body });
  return new Response(text, { status, headers: { "content-type": type } });
};

/**
 * A value as text that tells apart what a test of equality would not: the
 * order of an object's keys, an own key holding `undefined` and a missing
 * one, `-0`. Plain objects (of any prototype that is Object's or none) and
 * arrays are written out; anything else as util.inspect shows it.
 */
function show(value) {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "bigint") return `${value}n`;
  if (Object.is(value, -0)) return "-0";
  if (typeof value === "function") return `[function ${value.name}]`;
  if (typeof value !== "object" || value === null) return String(value);
  if (Array.isArray(value)) return `[${value.map(show).join(", ")}]`;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return inspect(value, { depth: 8 });
  return `{ ${Object.keys(value).map((key) => `${JSON.stringify(key)}: ${show(value[key])}`).join(", ")} }`;
}

const claims = [];

globalThis.__readme = {
  result(line, actual, shown) {
    claims.push({ line, actual: show(actual), shown: show(shown) });
  },
  throws(line, run, shown) {
    const settle = (error) => {
      claims.push({ line, actual: error === undefined ? "(nothing thrown)" : `${error?.name}: ${error?.message}`, shown });
    };
    try {
      const outcome = run();
      if (outcome instanceof Promise) return outcome.then(() => settle(undefined), settle);
      settle(undefined);
    } catch (error) {
      settle(error);
    }
  },
};

process.on("exit", () => {
  const file = process.env.README_LOG;
  // npx and tsc load this file too when NODE_OPTIONS names it; only a
  // process that ran an example has something to write.
  if (file && (claims.length > 0 || requests.length > 0)) writeFileSync(file, JSON.stringify({ claims, requests }));
});
