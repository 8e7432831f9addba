// The end of `npm test`: the seconds each part took, the slowest test files of each run, and one
// plain closing line ("N passed, N failed") over every run's JSON report.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const parts = [];
const reports = [];
let total;
for (const argument of process.argv.slice(2)) {
  if (argument.startsWith('part:')) parts.push(argument.slice('part:'.length));
  else if (argument.startsWith('total:')) total = Number(argument.slice('total:'.length));
  else if (existsSync(argument)) reports.push(JSON.parse(readFileSync(argument, 'utf8')));
}

let passed = 0;
let failed = 0;
let skipped = 0;
const files = [];
for (const report of reports) {
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults ?? []) {
    files.push({ name: relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 });
  }
}

console.info('');
console.info('Seconds per part:');
for (const part of parts) console.info(`  ${part}`);
if (total !== undefined) console.info(`  ${String(total).padStart(5)} s  in all`);
if (files.length > 0) {
  console.info('Slowest test files:');
  for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, 12))
    console.info(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.name}`);
}
console.info('');
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
