// Prints vitest's JSON reports (one per run) as one "N passed, N failed, N
// skipped" line and fails when a run had no passing test or a failing one, so a
// green run always means tests were executed.
import { readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
let emptyRun = false;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  if (report.numPassedTests === 0) {
    console.error(`${file}: no test passed`);
    emptyRun = true;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (process.argv.length <= 2 || emptyRun || failed > 0) process.exit(1);
