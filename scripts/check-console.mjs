#!/usr/bin/env node
// Part of `npm test`: every problem a package reports goes through core's reporter (packages/core/src/report.ts),
// which dispatches the `etalage:error` event a page can listen to and cancel before it logs. This check fails on a
// direct `console.error` or `console.warn` in packages/*/src anywhere else (but ALLOWED below) and prints each one as
// file:line.
// Tests may use the console (they spy on it, and never ship). Stories may not: a story that expects a problem
// cancels its `etalage:error` event, as a page would.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPORTER = 'packages/core/src/report.ts';
/**
 * Allowed besides the reporter: report-later.ts, which logs a problem itself when the reporter's code could not load
 * (offline, a deploy in between): the only way such a problem still reaches the console.
 */
const ALLOWED = new Set([REPORTER, 'packages/core/src/report-later.ts']);
const SOURCE = /\.(?:tsx?|mts|cts|mjs|cjs|jsx?)$/;
const EXEMPT = /\.test\.(?:tsx?|mts|jsx?)$/;
/** `console.error(`, `console.warn (`, `console['warn']`: any way of reaching the two. */
const DIRECT = /\bconsole\s*(?:\.\s*(?:error|warn)\b|\[\s*['"`](?:error|warn)['"`]\s*\])/;
/** A line that is a comment only (`//`, or a line of a block comment) names the console without calling it. */
const COMMENT = /^\s*(?:\/\/|\/\*|\*)/;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (SOURCE.test(entry.name) && !EXEMPT.test(entry.name)) yield path;
  }
}

const offences = [];
for (const pkg of readdirSync(join(root, 'packages'))) {
  let sources;
  try {
    sources = [...files(join(root, 'packages', pkg, 'src'))];
  } catch {
    continue;
  }
  for (const path of sources) {
    const file = relative(root, path);
    if (ALLOWED.has(file)) continue;
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (DIRECT.test(line) && !COMMENT.test(line)) offences.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
}

if (offences.length > 0) {
  console.error(`direct console.error/console.warn outside ${REPORTER}: report through reportProblem/reportWarning (or report) from @etalage/core instead`);
  for (const offence of offences) console.error(`  ${offence}`);
  process.exit(1);
}
console.log(`no direct console.error/console.warn in packages/*/src outside ${REPORTER}`);
