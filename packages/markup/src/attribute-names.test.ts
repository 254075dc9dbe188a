import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every `data-etl-*` name comes from `AttributeName` (packages/runtime/src/attribute-names.ts): no other source file
 * writes one. Tests, stories and fixtures may (they check the contract as a page shows it), and so may comments and
 * CSS (which cannot import). `@etalage/core` sits below the runtime in the package graph, so its cookie bar selector
 * is the one known exception; this list may only shrink.
 */
const KNOWN_EXCEPTIONS = ['packages/core/src/tracking/consent-gate.ts'];

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const sourceRoots = ['packages/core/src', 'packages/store/src', 'packages/runtime/src', 'packages/markup/src', 'packages/widgets/src', 'packages/embed/src', 'examples/storefront/src'];
const checked = /\.tsx?$/;
const exempt = /\.(test|stories|fixtures)\.tsx?$|\.stories-support\.ts$|attribute-names\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return checked.test(entry.name) && !exempt.test(entry.name) ? [path] : [];
  });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('attribute names', () => {
  it('are written only in AttributeName', () => {
    const offenders = sourceRoots
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .map((file) => relative(root, file))
      .filter((file) => withoutComments(readFileSync(join(root, file), 'utf8')).includes('data-etl-'));
    expect(offenders).toEqual(KNOWN_EXCEPTIONS);
  });
});
