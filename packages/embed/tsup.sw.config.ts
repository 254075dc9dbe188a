import { defineConfig } from 'tsup';
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * The service worker (`dist/sw.js`, served by the storefront at `/sw.js`): one self-contained classic script,
 * apart from the embed's chunks. Its cache name carries the build time, so each build is a new worker version.
 */
export default defineConfig({
  entry: { sw: 'src/sw/sw.ts' },
  format: ['iife'],
  outExtension: () => ({ js: '.js' }),
  platform: 'browser',
  target: 'es2022',
  minify: true,
  clean: false,
  splitting: false,
  // Our packages are bundled in (the worker loads no other script): only what it uses, core's reporter.
  noExternal: [/^@etalage\//],
  define: { __ETALAGE_VERSION__: JSON.stringify(version), __SW_BUILD__: JSON.stringify(Date.now().toString(36)) },
});
