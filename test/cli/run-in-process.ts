import { runCli } from "../../src/cli/run-cli";

/** What one run of the CLI printed and returned. */
export interface CliRun {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI in this process; `files` stands in for the disk behind --data-file. */
export function runInProcess(argv: readonly string[], files: Readonly<Record<string, string>> = {}): CliRun {
  let stdout = "";
  let stderr = "";
  const status = runCli(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    readTextFile: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
      return text;
    },
  });
  return { status, stdout, stderr };
}
