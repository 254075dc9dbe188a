import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * One entry per component a React host imports alone (`@etalage/widgets/like-button`): every folder's react.ts,
 * which the `./*` pattern of `exports` maps to (dist/like-button/react.js).
 */
const componentEntries = readdirSync(new URL('./src/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`./src/${entry.name}/react.ts`, import.meta.url)))
  .map((entry) => `src/${entry.name}/react.ts`);

const bundledEntries = [...componentEntries, 'src/definitions.ts', 'src/definitions-common.ts', 'src/definitions-pages.ts', 'src/server/index.ts', 'src/modal-host/triggers.ts', 'src/definitions-partner.ts', 'src/shared/isolation.ts'];

/**
 * The ESM build for hosts that already run React: real React as a peer (never bundled),
 * one lazy chunk per widget, and the widget stylesheet next to it.
 *
 * The root entry is not bundled: dist/index.js re-exports the built component entries (root-entry.mjs, run after
 * tsup and its declarations), so a host's
 * bundler meets the same modules whichever entry the host imports, and drops the components it does not render.
 */
export default defineConfig({
  entry: bundledEntries,
  format: ['esm'],
  target: 'es2020',
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
  // The carousel's entry re-exports these labels whole (`export *`): bundled, their names are known at build time
  // (an `export *` of an external module would become a namespace object, which root-entry.mjs refuses).
  noExternal: ['@etalage/markup/carousel-labels'],
  async onSuccess() {
    const { execFileSync } = await import('node:child_process');
    execFileSync('node', ['../../scripts/build-css.mjs', 'dist/styles.css'], { stdio: 'inherit' });
  },
});
