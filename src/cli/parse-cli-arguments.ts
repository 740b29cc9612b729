import { parseArgs } from "node:util";
import type { OptionName } from "../core/options";
import type { EndpointOptions } from "../index";
import { UsageError } from "./usage-error";

/** What the command line asks for. @internal */
export interface CliRequest {
  /** `help` and `version` print and stop; `json` and `curl` build the request first. */
  readonly action: "help" | "version" | "json" | "curl";
  readonly route: string;
  readonly options: EndpointOptions;
}

/** Reads a `--data-file`; injected so that tests need no files. @internal */
export type ReadTextFile = (path: string) => string;

// The flags that take one value are read as lists too, so that one given twice is refused rather than the
// later winning in silence (curl joins a repeated --data; the body would lose the rest).
const flags = {
  header: { type: "string", short: "H", multiple: true },
  preview: { type: "string", multiple: true },
  format: { type: "string", multiple: true },
  "base-url": { type: "string", multiple: true },
  data: { type: "string", multiple: true },
  "data-file": { type: "string", multiple: true },
  curl: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean" },
} as const;

// Option names that a `name=value` pair would otherwise set behind the caller's back, with the flag that sets
// each on purpose: one for each option of the option table (the compiler says when one is missing).
const reserved: Readonly<Record<Exclude<OptionName, "url">, string>> = {
  method: "put the method in the route, as in \"POST /user/repos\"",
  baseUrl: "use --base-url",
  headers: "use -H \"name: value\"",
  mediaType: "use --preview and --format",
  data: "use --data or --data-file",
  request: "it has no meaning on the command line",
};

/**
 * Turns the command-line arguments into a route and `endpoint()` options.
 * `name=value` is a string parameter and `name:=json` a JSON one, so that
 * `per_page:=100` is the number 100 and `labels:='["bug"]'` an array.
 *
 * @example
 * ```ts
 * parseCliArguments(["GET /orgs/{org}/repos", "org=octokit", "per_page:=100", "--curl"], readText);
 * //=> { action: "curl", route: "GET /orgs/{org}/repos", options: { org: "octokit", per_page: 100 } }
 * ```
 *
 * @internal
 */
export function parseCliArguments(argv: readonly string[], readTextFile: ReadTextFile): CliRequest {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: flags, allowPositionals: true, strict: true });
  } catch (error) {
    const { message } = error as Error;
    // Node's advice on an unknown option ends in an unbalanced quote: its option, in a sentence of ours.
    const unknown = /^Unknown option '(.*)'\. To specify/s.exec(message)?.[1];
    throw new UsageError(unknown === undefined ? message : `unknown option ${JSON.stringify(unknown)}; an argument that starts with "-" goes after "--", as in -- ${JSON.stringify(unknown)}`);
  }
  const { values, positionals } = parsed;
  if (values.help) return { action: "help", route: "", options: {} };
  if (values.version) return { action: "version", route: "", options: {} };

  const [route, ...pairs] = positionals;
  if (route === undefined) throw new UsageError('missing the route, such as "GET /orgs/{org}/repos"');
  // "org=octokit" is a valid relative URL, so without this a forgotten route
  // would quietly become a request for "/org=octokit".
  if (/^[^\s/]+=/.test(route)) {
    throw new UsageError(`"${route}" looks like a parameter; the route comes first, as in "GET /orgs/{org}/repos"`);
  }

  const options: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const pair of pairs) {
    const [name, value] = parsePair(pair);
    if (Object.hasOwn(options, name)) throw new UsageError(`parameter "${name}" is given twice`);
    options[name] = value;
  }
  const [format, baseUrl, data, dataFile] = (["format", "base-url", "data", "data-file"] as const).map((flag) => {
    const given = values[flag];
    if (given !== undefined && given.length > 1) throw new UsageError(`--${flag} is given ${given.length} times; give it once`);
    return given?.[0];
  });
  if (values.header !== undefined) options.headers = parseHeaders(values.header);
  if (values.preview !== undefined || format !== undefined) {
    options.mediaType = { previews: values.preview, format };
  }
  if (baseUrl !== undefined) options.baseUrl = baseUrl;
  if (data !== undefined && dataFile !== undefined) {
    throw new UsageError("--data and --data-file both give the body; use one");
  }
  if (data !== undefined) options.data = data;
  if (dataFile !== undefined) options.data = readBody(dataFile, readTextFile);

  return { action: values.curl ? "curl" : "json", route, options: { ...options } };
}

function parsePair(pair: string): [string, unknown] {
  const equals = pair.indexOf("=");
  if (equals === -1) throw new UsageError(`"${pair}" is not a parameter; write name=text or name:=json`);
  const typed = pair[equals - 1] === ":";
  const name = pair.slice(0, typed ? equals - 1 : equals);
  const text = pair.slice(equals + 1);
  if (name === "") throw new UsageError(`"${pair}" has no parameter name before the "="`);
  // Own keys only: "constructor" or "toString" is a parameter like any other.
  if (Object.hasOwn(reserved, name)) throw new UsageError(`"${name}" cannot be a parameter: ${reserved[name as keyof typeof reserved]}`);
  if (!typed) return [name, text];
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`${name}:= needs a JSON value, such as 100, true, null or '["a","b"]': ${(error as Error).message}`);
  }
  const inexact = inexactNumber(text);
  if (inexact !== undefined) {
    throw new UsageError(`${name}:= holds ${inexact}, which a JavaScript number cannot hold exactly; pass it as text with ${name}=…`);
  }
  return [name, value];
}

/**
 * The first number in JSON text that a JavaScript number does not hold
 * exactly: one too large (`1e999` would be Infinity), one so small it would
 * be 0 (`1e-400`), or an integer, however written, beyond 2^53
 * (`12345678901234567890`, `12345678901234567890.0`, `9007199254740993e0`
 * would lose their last digits). Other decimals such as 0.1 are held as
 * closely as JSON means them.
 */
function inexactNumber(json: string): string | undefined {
  const numbers = /"(?:[^"\\]|\\.)*"|(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?/g;
  for (const [number, sign, integer, fraction = "", exponent = "0"] of json.matchAll(numbers)) {
    if (integer === undefined) continue;
    const value = Number(number);
    if (!Number.isFinite(value)) return number;
    // The number as written is `digits` × 10^`shift`, exactly.
    let digits = (integer + fraction).replace(/^0+/, "");
    let shift = Number(exponent) - fraction.length;
    if (digits === "") continue;
    if (value === 0) return number;
    while (shift < 0 && digits.endsWith("0")) {
      digits = digits.slice(0, -1);
      shift++;
    }
    // A fraction is held as closely as a number can; its whole part must be held exactly.
    const whole = shift >= 0 ? BigInt(sign + digits) * 10n ** BigInt(shift) : BigInt(sign + (digits.slice(0, shift) || "0"));
    if (whole !== BigInt(Math.trunc(value))) return number;
  }
  return undefined;
}

function parseHeaders(lines: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon === -1) throw new UsageError(`header "${line}" needs a colon, as in "authorization: token …"`);
    const name = line.slice(0, colon);
    const lower = name.toLowerCase();
    if (lower in headers) throw new UsageError(`header "${name}" is given twice`);
    // As in HTTP, the space after the colon is not part of the value.
    headers[lower] = line.slice(colon + 1).replace(/^[ \t]+/, "");
  }
  return { ...headers };
}

function readBody(path: string, readTextFile: ReadTextFile): string {
  try {
    return readTextFile(path);
  } catch (error) {
    throw new UsageError(`cannot read --data-file "${path}": ${(error as Error).message}`);
  }
}
