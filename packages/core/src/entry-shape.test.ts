import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));

/** Module specifiers a file loads at runtime (type-only imports and exports are erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const pattern = /^\s*(import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm;
  return [...source.matchAll(pattern)].map((match) => match[2] as string);
}

/** Every bare package the module graph of `entry` loads statically. */
function packagesReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else packages.add(specifier);
    }
  };
  visit(resolve(srcDir, entry));
  return packages;
}

describe('bundle shape', () => {
  it('keeps ky and GrowthBook out of the main entry', () => {
    const packages = packagesReachedFrom('index.ts');
    expect(packages).not.toContain('ky');
    expect(packages).not.toContain('@growthbook/growthbook');
    expect([...packages]).toEqual(['jwt-decode']);
  });

  it('loads ky only behind @etalage/core/api and GrowthBook only behind @etalage/core/flags', () => {
    expect(packagesReachedFrom('api/index.ts')).toEqual(new Set(['ky']));
    expect(packagesReachedFrom('flags/index.ts')).toEqual(new Set(['@growthbook/growthbook']));
    expect(packagesReachedFrom('tracking/index.ts')).toEqual(new Set());
  });

  it('keeps ky out of the session client every listing loads before any interaction (its calls use fetch)', () => {
    expect(packagesReachedFrom('api/session.ts')).toEqual(new Set());
  });
});
