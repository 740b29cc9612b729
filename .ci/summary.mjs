// Prints vitest's JSON report as one "N passed, N failed, N skipped" line and
// fails when no test ran, so a green run always means tests were executed.
import { readFileSync } from "node:fs";

const report = JSON.parse(readFileSync(process.argv[2], "utf8"));
const passed = report.numPassedTests;
const failed = report.numFailedTests;
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0 || failed > 0) process.exit(1);
