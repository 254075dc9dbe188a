import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * One entry per component a React host imports alone (`@etalage/widgets/like-button`): every module of src/react/,
 * as `exports` lists them (src/entry-points.test.ts keeps the two in step).
 */
const componentEntries = readdirSync(new URL('./src/react/', import.meta.url))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => `src/react/${file}`);

const bundledEntries = [...componentEntries, 'src/definitions.ts', 'src/definitions-common.ts', 'src/definitions-pages.ts', 'src/server/index.ts', 'src/modal-host/triggers.ts', 'src/definitions-partner.ts', 'src/shared/isolation.ts'];

const ROOT_LINE = /^export \* from '\.\/react\/[a-z0-9-]+\.js';$/;

/**
 * dist/index.js as src/index.ts states it, one `export * from './react/<name>.js'` a line: those lines are already
 * what the built entries are called, so they are copied, after checking that the file holds nothing else.
 */
function writeRootEntry(): void {
  const source = readFileSync('src/index.ts', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const lines = source.split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('//'));
  const wrong = lines.filter((line) => !ROOT_LINE.test(line));
  if (wrong.length > 0) throw new Error(`src/index.ts: only \`export * from './react/<name>.js'\` lines belong here, not:\n${wrong.join('\n')}`);
  const missing = lines.map((line) => line.slice("export * from '".length, -"';".length)).filter((file) => !existsSync(`dist/${file}`));
  if (missing.length > 0) throw new Error(`src/index.ts re-exports entries the build did not write: ${missing.join(', ')}`);
  writeFileSync('dist/index.js', `// The widgets as React components: every component entry of react/, re-exported.\n${lines.join('\n')}\n`);
}

/**
 * Fails the build on esbuild's runtime namespace objects (`__reExport`, written for an `export *` of a module the
 * build keeps external): such an object holds every export of the modules it gathers, so a host's bundler keeps them
 * all, and the names it gathers are missing from the built entry.
 */
function refuseNamespaceObjects(): void {
  const files = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  const offending = files.filter((file) => readFileSync(`dist/${file}`, 'utf8').includes('__reExport('));
  if (offending.length > 0) throw new Error(`an \`export *\` of an external module became a namespace object in ${offending.join(', ')}: re-export its names, or bundle that module (noExternal)`);
}

/**
 * The ESM build for hosts that already run React: real React as a peer (never bundled),
 * one lazy chunk per widget, and the widget stylesheet next to it.
 *
 * The root entry is not bundled: dist/index.js re-exports the built component entries (writeRootEntry), so a host's
 * bundler meets the same modules whichever entry the host imports, and drops the components it does not render.
 */
export default defineConfig({
  entry: bundledEntries,
  format: ['esm'],
  target: 'es2020',
  splitting: true,
  dts: { entry: [...bundledEntries, 'src/index.ts'] },
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
  // The carousel's entry re-exports these labels whole (`export *`): bundled, their names are known at build time
  // (an `export *` of an external module would become a namespace object, see refuseNamespaceObjects).
  noExternal: ['@etalage/markup/carousel-labels'],
  async onSuccess() {
    const { execFileSync } = await import('node:child_process');
    writeRootEntry();
    refuseNamespaceObjects();
    execFileSync('node', ['../../scripts/build-css.mjs', 'dist/styles.css'], { stdio: 'inherit' });
  },
});
