#!/usr/bin/env node
// Packs each public package as it would be published (`pnpm pack`: publishConfig applied, workspace:* rewritten to
// versions) and checks the tarball, not the workspace: publint (package.json against the packed files) and
// Are the Types Wrong (the types each entry point resolves to). Prints a table per package, then every message;
// exits non-zero on any publint error or warning, any types problem, or a package that cannot be packed.
// Needs the packages built (`pnpm -r --filter "./packages/**" run build`).
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);

/**
 * Are the Types Wrong's profile. The packages are ESM only ("type": "module", `import` conditions, no CommonJS
 * build), as is every consumer we support (bundlers, Node's ESM). `strict` would also fail every entry for
 * `require()` from CommonJS under node16 (which can load them only with `import()`) and for the old `node10`
 * resolution (`moduleResolution: "node"`, which does not read `exports`). `esm-only` leaves exactly those two out,
 * and still checks ESM under node16 and bundler resolution: missing types, types that resolve to another file
 * than the code, CommonJS types for ESM code, and the like.
 */
const ATTW_PROFILE = 'esm-only';
/** The resolutions `esm-only` ignores (kept in step with the profile, to sort the JSON's problems). */
const IGNORED_RESOLUTIONS = new Set(['node10', 'node16-cjs']);
/** Entry points that are no modules (stylesheets, data): TypeScript resolves no types for them, by design. */
const NOT_A_MODULE = /\.(css|json)$/;

const packages = readdirSync(join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'packages', entry.name, 'package.json')))
  .map((entry) => join(root, 'packages', entry.name))
  .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
  .filter(({ pkg }) => pkg.private !== true);

const work = mkdtempSync(join(tmpdir(), 'etalage-packs-'));
const rows = [];
const details = [];
let failed = false;

/**
 * attw finds no entry points behind a pattern (`"./*": { "import": "./dist/*\/react.js" }`): each packed file that
 * matches the pattern's target is one (`./like-button`), checked like the others.
 */
function patternEntrypoints(exports, packedFiles) {
  const found = [];
  for (const [key, target] of Object.entries(exports)) {
    if (!key.includes('*')) continue;
    const file = typeof target === 'string' ? target : target.import;
    if (typeof file !== 'string') continue;
    const [before, after] = file.replace(/^\.\//, 'package/').split('*');
    for (const packed of packedFiles) {
      if (packed.startsWith(before) && packed.endsWith(after) && !packed.slice(before.length, -after.length).includes('/')) {
        found.push(key.replace('*', packed.slice(before.length, -after.length)));
      }
    }
  }
  return found;
}

for (const { dir, pkg } of packages) {
  const name = pkg.name;
  const row = { package: name, version: pkg.version, files: '–', publint: '–', types: '–', result: '✗' };
  rows.push(row);
  const problems = [];
  try {
    // A package of templates holds no modules: nothing to build, and no types to check (attw below).
    const hasModules = pkg.exports !== undefined || pkg.main !== undefined;
    if (hasModules && !existsSync(join(dir, 'dist'))) throw new Error(`${relative(root, dir)}/dist is missing: build the packages first`);
    const destination = mkdtempSync(join(work, 'pack-'));
    execFileSync('pnpm', ['pack', '--pack-destination', destination], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    const tarball = readdirSync(destination).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack wrote no tarball');
    const tarballPath = join(destination, tarball);
    const packedFiles = execFileSync('tar', ['-tzf', tarballPath], { encoding: 'utf8' }).trim().split('\n');
    row.files = String(packedFiles.length);

    // publint on the packed files: exports that point at missing files, wrong formats, files left out, …
    const buffer = readFileSync(tarballPath);
    const { messages, pkg: packedPkg } = await publint({ pack: { tarball: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) }, level: 'suggestion' });
    const count = (type) => messages.filter((message) => message.type === type).length;
    row.publint = `${count('error')} errors, ${count('warning')} warnings, ${count('suggestion')} suggestions`;
    for (const message of messages) {
      const line = `publint ${message.type}: ${formatMessage(message, packedPkg) ?? message.code}`;
      if (message.type === 'suggestion') details.push(`${name}: ${line}`);
      else problems.push(line);
    }

    if (!hasModules) row.types = 'no modules (templates)';
    else {
      // Are the Types Wrong on the same tarball, its JSON written to a file (a pipe loses the end of a long report
      // when attw exits).
      const excluded = Object.keys(packedPkg.exports ?? {}).filter((entry) => NOT_A_MODULE.test(entry));
      const patterned = patternEntrypoints(packedPkg.exports ?? {}, packedFiles);
      const args = [
        tarballPath,
        '--profile',
        ATTW_PROFILE,
        '--format',
        'json',
        ...(excluded.length ? ['--exclude-entrypoints', ...excluded] : []),
        ...(patterned.length ? ['--include-entrypoints', ...patterned] : []),
      ];
      const reportPath = join(destination, 'attw.json');
      const reportFile = openSync(reportPath, 'w');
      let attwFailed = false;
      try {
        execFileSync(bin('attw'), args, { stdio: ['ignore', reportFile, 'pipe'] });
      } catch (error) {
        attwFailed = true;
        if (error.status === null || String(error.stderr ?? '').trim()) throw new Error(`attw failed: ${String(error.stderr || error.message).trim()}`);
      } finally {
        closeSync(reportFile);
      }
      const report = JSON.parse(readFileSync(reportPath, 'utf8'));
      if (report.analysis?.types === false) {
        // No types at all: right for the embed (scripts for a `<script>` tag and stylesheets, no module API), wrong
        // for a package whose entry points name conditions (`types`, `import`): its declarations are missing.
        row.types = 'no types (no module API)';
        if (Object.values(packedPkg.exports ?? {}).some((target) => typeof target === 'object')) {
          problems.push('types: the package has module entry points but ships no types');
        }
      } else {
        const typeProblems = Object.values(report.problems ?? {})
          .flat()
          .filter((problem) => !IGNORED_RESOLUTIONS.has(problem.resolutionKind));
        const entrypoints = Object.keys(report.analysis?.entrypoints ?? {}).length;
        row.types = `${entrypoints} entry points, ${typeProblems.length} problems`;
        for (const problem of typeProblems) problems.push(`types: ${problem.kind} at "${problem.entrypoint ?? '.'}" (${problem.resolutionKind ?? 'any resolution'})`);
        if (attwFailed && typeProblems.length === 0) problems.push('types: attw exited with an error; run it on the tarball for its report');
      }
    }
  } catch (error) {
    problems.push(error.message);
  }
  if (problems.length === 0) row.result = '✓';
  else failed = true;
  details.push(...problems.map((problem) => `${name}: ${problem}`));
}
rmSync(work, { recursive: true, force: true });

const columns = ['package', 'version', 'files', 'publint', 'types', 'result'];
const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join('  ');
console.log(`Packed packages (publint; Are the Types Wrong, profile ${ATTW_PROFILE})`);
console.log(line(columns));
for (const row of rows) console.log(line(columns.map((column) => row[column])));
if (details.length) {
  console.log();
  for (const detail of details) console.log(detail);
}
process.exit(failed ? 1 : 0);
