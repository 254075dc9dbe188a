#!/usr/bin/env node
// Prints the counts of `npm test` by kind (unit, component, story, contract, end-to-end) from the
// runners' JSON reports, then one closing line "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const failedSteps = process.argv.slice(2);
const counts = new Map();
/** Each failed test with its first error line: CI shows only the end of the log, so the names must be here. */
const failures = [];
/** A runner's message without its terminal colours. */
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
const firstLine = (text) => plain(text).split('\n').find((line) => line.trim()) ?? '';
const add = (kind, outcome) => {
  const entry = counts.get(kind) ?? { passed: 0, failed: 0, skipped: 0 };
  entry[outcome] += 1;
  counts.set(kind, entry);
};

function vitestKind(file) {
  if (file.includes('/stories/')) return 'story tests (portable stories, React + preact)';
  if (file.includes('/examples/storefront/')) return 'storefront contract tests (HTTP)';
  if (file.includes('/packages/widgets/') || file.includes('/packages/runtime/')) return 'component and runtime tests (React + preact)';
  return 'unit tests';
}

if (existsSync('reports/vitest.json')) {
  const report = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      add(vitestKind(file.name), test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped');
      if (test.status === 'failed') {
        failures.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
  }
}

/** Where an end-to-end failure happened and what the page heard: the failing expectation's lines and the test's text attachments. */
const details = [];
/** An end-to-end test as the summary names it. */
const e2eTestName = (project, spec) => `[${project}] ${spec.file}:${spec.line} › ${spec.title}`;
function failureDetail(project, spec, result) {
  const lines = [e2eTestName(project, spec)];
  const message = plain(result?.error?.message).split('\n').filter((line) => line.trim());
  lines.push(...message.slice(0, 8).map((line) => `    ${line.slice(0, 200)}`));
  if (result?.error?.location) lines.push(`    at ${result.error.location.file.replace(`${process.cwd()}/`, '')}:${result.error.location.line}`);
  for (const attachment of result?.attachments ?? []) {
    if (attachment.contentType !== 'text/plain' || !attachment.body) continue;
    const body = Buffer.from(attachment.body, 'base64').toString('utf8').split('\n').slice(0, 20);
    lines.push(`    ${attachment.name}:`, ...body.map((line) => `      ${line.slice(0, 200)}`));
  }
  return lines.join('\n');
}

function walkSuites(suites, visit) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) visit(test, spec);
    walkSuites(suite.suites, visit);
  }
}
/** The browser engine a Playwright project runs in (playwright.config.ts): Chromium unless it is a cross-engine project. */
function engineOf(projectName) {
  if (projectName === 'firefox') return 'Firefox ESR';
  if (projectName === 'webkit') return 'WebKitGTK';
  return 'Chromium';
}

if (existsSync('reports/playwright.json')) {
  const report = JSON.parse(readFileSync('reports/playwright.json', 'utf8'));
  walkSuites(report.suites, (test, spec) => {
    const kind = `end-to-end tests (${engineOf(test.projectName)}, ${test.projectName})`;
    const outcome = test.status === 'expected' || test.status === 'flaky' ? 'passed' : test.status === 'skipped' ? 'skipped' : 'failed';
    add(kind, outcome);
    if (outcome === 'failed') {
      const result = test.results?.at(-1);
      failures.push(`${e2eTestName(test.projectName, spec)}: ${firstLine(result?.error?.message)}`);
      details.push(failureDetail(test.projectName, spec, result));
    }
  });
}

let passed = 0;
let failed = 0;
console.log('Test counts');
for (const [kind, entry] of counts) {
  passed += entry.passed;
  failed += entry.failed;
  console.log(`  ${kind.padEnd(52)} ${String(entry.passed).padStart(4)} passed  ${entry.failed} failed${entry.skipped ? `  ${entry.skipped} skipped` : ''}`);
}
// Between the counts and the failed names: CI shows the end of the log, which ends with the one-line total.
if (details.length) console.log(`End-to-end failures in detail\n${details.slice(0, 6).join('\n')}`);
if (failures.length) {
  console.log('Failed tests');
  for (const failure of failures) console.log(`  ${failure.slice(0, 300)}`);
}
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
// A failed step without test results (type check, build, size) counts as a failure too.
const stepFailures = failedSteps.filter((step) => !/tests/.test(step)).length;
console.log(`${passed} passed, ${failed + stepFailures} failed`);
