import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * One entry per component a React host imports alone (`@etalage/widgets/like-button`): every folder's react.ts,
 * which the `./*` pattern of `exports` maps to (dist/like-button/react.js).
 */
const componentEntries = readdirSync(new URL('./src/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`./src/${entry.name}/react.ts`, import.meta.url)))
  .map((entry) => `src/${entry.name}/react.ts`);

/**
 * The ESM build for hosts that already run React: real React as a peer (never bundled),
 * one lazy chunk per widget, and the widget stylesheet next to it.
 */
export default defineConfig({
  entry: [...componentEntries, 'src/index.ts', 'src/definitions.ts', 'src/definitions-common.ts', 'src/definitions-pages.ts', 'src/server/index.ts', 'src/modal-host/triggers.ts', 'src/definitions-partner.ts', 'src/shared/isolation.ts'],
  format: ['esm'],
  target: 'es2020',
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
  async onSuccess() {
    const { execFileSync } = await import('node:child_process');
    execFileSync('node', ['../../scripts/build-css.mjs', 'dist/styles.css'], { stdio: 'inherit' });
  },
});
