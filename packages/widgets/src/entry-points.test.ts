import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { widgetDefinitions } from './definitions.js';

/**
 * The package's entry points for React hosts: one per component (`@etalage/widgets/like-button`, the react.ts of
 * its folder), which the `./*` pattern maps in both `exports` (the sources, for the workspace) and
 * `publishConfig.exports` (the build, with its types), and the root entry that re-exports them without any registry, so that a host's bundler keeps only
 * the widgets the host renders.
 */
const srcDir = dirname(fileURLToPath(import.meta.url));
const packageJson = JSON.parse(readFileSync(join(srcDir, '../package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
  publishConfig: { exports: Record<string, unknown> };
};
const entries = readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(srcDir, entry.name, 'react.ts')))
  .map((entry) => entry.name)
  .sort();
const entryFile = (name: string) => `${name}/react.ts`;
/** The modals a React host renders itself (reviews, a review's photos), with their components' names; the rest open through the modal host. */
const REACT_MODALS: Record<string, string> = { reviews: 'ReviewsModal', 'review-images': 'ReviewImagesModal' };
const pascalCase = (name: string) => name.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The modules `file` imports statically (type-only imports left out: they are gone from the build), and its `import()`s. */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const text = readFileSync(file, 'utf8');
  const resolve = (specifier: string) => {
    const base = join(dirname(file), specifier.replace(/\.js$/, ''));
    const found = ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((candidate) => existsSync(candidate));
    if (!found) throw new Error(`${relative(srcDir, file)}: cannot resolve ${specifier}`);
    return found;
  };
  const statics = [...text.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?\sfrom\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gm)].map((match) => resolve((match[1] ?? match[2])!));
  const dynamics = [...text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((match) => resolve(match[1]!));
  return { static: statics, dynamic: dynamics };
}

/** Every module `entry` loads at once, and what those modules load later (`import()`), as paths under src/. */
function graphOf(entry: string): { modules: string[]; lazy: string[] } {
  const seen = new Set<string>();
  const lazy = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const imports = importsOf(file);
    imports.dynamic.forEach((target) => lazy.add(relative(srcDir, target)));
    imports.static.forEach(visit);
  };
  visit(join(srcDir, entry));
  return { modules: [...seen].map((file) => relative(srcDir, file)), lazy: [...lazy] };
}

/** A registry (every widget's lazy loader), a chunk group, a definition or the modal registry. */
const isRegistry = (path: string) =>
  /^definitions(-[a-z]+)?\.ts$/.test(path) || path.startsWith('chunk-groups/') || /^[a-z-]+\/index\.ts$/.test(path) || path === 'modal-host/registry.ts';

describe('entry points for React hosts', () => {
  it('every widget with a component, and the modals a host renders, has a react.ts entry', () => {
    const components = widgetDefinitions.filter((definition) => !definition.enhance).map((definition) => definition.name);
    expect(entries).toEqual([...components, ...Object.keys(REACT_MODALS)].sort());
  });

  it('each entry is in exports (the sources) and publishConfig.exports (the build, with its types)', () => {
    expect(packageJson.exports['./*']).toBe('./src/*/react.ts');
    expect(packageJson.publishConfig.exports['./*']).toEqual({ types: './dist/*/react.d.ts', import: './dist/*/react.js' });
    // An exact key wins over the pattern: none may take a component's name.
    expect(entries.filter((name) => `./${name}` in packageJson.exports || `./${name}` in packageJson.publishConfig.exports)).toEqual([]);
    const published = Object.keys(packageJson.publishConfig.exports).filter((key) => !key.endsWith('.css'));
    expect(Object.keys(packageJson.exports).sort()).toEqual(published.sort());
  });

  it('each entry exports its component under the folder’s name in PascalCase', async () => {
    const modules = await Promise.all(entries.map(async (name) => [name, (await import(`./${name}/react.ts`)) as Record<string, unknown>] as const));
    const componentName = (name: string) => REACT_MODALS[name] ?? pascalCase(name);
    expect(modules.filter(([name, module]) => typeof module[componentName(name)] !== 'function').map(([name]) => name)).toEqual([]);
  });

  it('the root entry re-exports every entry and nothing else', () => {
    const root = importsOf(join(srcDir, 'index.ts')).static.map((file) => relative(srcDir, file));
    expect(root.sort()).toEqual(entries.map(entryFile));
  });

  it('no entry imports a registry, a definition, a chunk group or the server renderers, now or lazily', () => {
    const wrong: string[] = [];
    for (const entry of ['index.ts', ...entries.map(entryFile)]) {
      const { modules, lazy } = graphOf(entry);
      for (const path of modules) if (isRegistry(path) || path.startsWith('server/')) wrong.push(`${entry} imports ${path}`);
      for (const path of lazy) if (isRegistry(path)) wrong.push(`${entry} loads ${path}`);
    }
    expect(wrong).toEqual([]);
  });
});
