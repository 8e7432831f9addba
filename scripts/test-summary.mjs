// The end of `npm test`: the seconds each part took, the slowest test files of each run, what failed
// (the steps, then each failed test with the first lines of its message, so that the last lines of
// a run's output, all a CI page may show, say what to look at), and one plain closing line
// ("N passed, N failed") over every run's JSON report.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const parts = [];
const failedSteps = [];
const reports = [];
let total;
for (const argument of process.argv.slice(2)) {
  if (argument.startsWith('part:')) parts.push(argument.slice('part:'.length));
  else if (argument.startsWith('failed-step:')) failedSteps.push(argument.slice('failed-step:'.length));
  else if (argument.startsWith('total:')) total = Number(argument.slice('total:'.length));
  else if (existsSync(argument)) reports.push(JSON.parse(readFileSync(argument, 'utf8')));
}

let passed = 0;
let failed = 0;
let skipped = 0;
const files = [];
const failures = [];
/** The first lines of a failure's message, without the terminal's colours or the stack. */
function firstLines(message) {
  const lines = String(message ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s+at /.test(line));
  return lines.slice(0, 4).map((line) => `      ${line.trim().slice(0, 200)}`);
}
for (const report of reports) {
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    files.push({ name, seconds: (file.endTime - file.startTime) / 1000 });
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push([`  ${name} > ${test.fullName}`, ...firstLines(test.failureMessages?.[0])]);
    // A file that failed outside its tests (an import, a hook): its own message.
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push([`  ${name}`, ...firstLines(file.message)]);
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
if (failedSteps.length > 0 || failures.length > 0) {
  console.info('');
  if (failedSteps.length > 0) console.info(`Failed steps: ${failedSteps.join('; ')}`);
  if (failures.length > 0) {
    console.info('Failed tests:');
    for (const lines of failures.slice(0, 20)) console.info(lines.join('\n'));
    if (failures.length > 20) console.info(`  and ${failures.length - 20} more`);
  }
}
console.info('');
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
