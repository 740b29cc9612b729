import { endpoint, FluentEndpointError, InvalidArgumentError, VERSION, type RequestOptions } from "../index";
import { HELP_TEXT } from "./help-text";
import { parseCliArguments, type ReadTextFile } from "./parse-cli-arguments";
import { toCurlCommand } from "./to-curl-command";
import { UsageError } from "./usage-error";

/** Where the CLI writes and how it reads files; the process's own in `main`. @internal */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readTextFile: ReadTextFile;
}

/** The request as JSON text: one longer than a string can hold (a body of control characters, each written `\u0001`) is refused as the request would be. */
function jsonOf(result: RequestOptions, route: string): string {
  try {
    return JSON.stringify(result, null, 2);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new InvalidArgumentError("output", "the request as JSON text would be longer than a string can hold; --curl prints it", route, "tooLong");
  }
}

/**
 * Runs `fluent-endpoint` with the given arguments and returns the exit status:
 * 0 on success, 1 when fluent-endpoint rejects the request, 2 for a usage error.
 *
 * @example
 * ```ts
 * runCli(["GET /user", "--version"], { stdout: print, stderr: print, readTextFile: read });
 * //=> 0, after printing "1.0.0\n"
 * ```
 *
 * @internal
 */
export function runCli(argv: readonly string[], io: CliIo): number {
  try {
    const { action, route, options } = parseCliArguments(argv, io.readTextFile);
    if (action === "help") io.stdout(HELP_TEXT);
    else if (action === "version") io.stdout(`${VERSION}\n`);
    else {
      const result = endpoint(route, options);
      io.stdout(action === "curl" ? `${toCurlCommand(result)}\n` : `${jsonOf(result, route)}\n`);
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`fluent-endpoint: ${error.message}\nTry "fluent-endpoint --help".\n`);
      return 2;
    }
    if (error instanceof FluentEndpointError) {
      io.stderr(`fluent-endpoint: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
