#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { runCli } from "./run-cli";

process.exitCode = runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readTextFile: (path) => readFileSync(path, "utf8"),
});
