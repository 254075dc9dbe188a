// @vitest-environment node
/**
 * Every workspace package a package's sources import (tests, stories and fixtures left out) is one of its
 * dependencies: tsup keeps declared dependencies external and bundles the others, so an undeclared one would ship as
 * a private copy inside the package's dist (its own reporter, its own retry state).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packagesDir = fileURLToPath(new URL('../packages', import.meta.url));
const NOT_SOURCE = /\.(test|stories|fixtures|fuzz)\.tsx?$|\.d\.ts$/;
const WORKSPACE_IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](@etalage\/[a-z-]+)/g;

function sourceFiles(dir: string): string[] {
  // A package of templates (@etalage/templates) has no sources to import anything.
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !NOT_SOURCE.test(name) ? [path] : [];
  });
}

describe('workspace dependencies', () => {
  it('declares every workspace package a package imports', () => {
    const undeclared: string[] = [];
    for (const folder of readdirSync(packagesDir)) {
      const pkg = JSON.parse(readFileSync(join(packagesDir, folder, 'package.json'), 'utf8')) as {
        name: string;
        dependencies?: Record<string, string>;
        peerDependencies?: Record<string, string>;
      };
      const declared = new Set([pkg.name, ...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
      const imported = new Set(sourceFiles(join(packagesDir, folder, 'src')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(WORKSPACE_IMPORT)].map((match) => match[1]!)));
      for (const name of imported) if (!declared.has(name)) undeclared.push(`${pkg.name} imports ${name}`);
    }
    expect(undeclared).toEqual([]);
  });
});
