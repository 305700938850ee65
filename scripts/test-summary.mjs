// Prints the test run's closing line in the plain form CI reads: "N passed, N failed".
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(new URL('../.cache/vitest.json', import.meta.url), 'utf8'));
const skipped = report.numPendingTests + report.numTodoTests;
const line = `${report.numPassedTests} passed, ${report.numFailedTests} failed`;
console.log(skipped > 0 ? `${line}, ${skipped} skipped` : line);
process.exit(report.numFailedTests > 0 || report.numTotalTests === 0 ? 1 : 0);
