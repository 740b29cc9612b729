#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { runCli } from "./run-cli";

process.exitCode = runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  // Bytes that are not UTF-8 are an error, not U+FFFD in the body; a byte order mark stays, as the file holds it.
  readTextFile: (path) => new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(readFileSync(path)),
});
