// The Markdown tables `npm run bench` and `npm run size` print: the first
// column left-aligned, the figures right-aligned, so the output pastes into
// the README as it is.

/** Prints `rows` (the first one the header) as a Markdown table. */
export function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const [index, row] of rows.entries()) {
    console.log(`| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`);
    if (index === 0) console.log(`|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`);
  }
}
