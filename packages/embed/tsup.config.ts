import { defineConfig } from 'tsup';
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** The storefront bundle: React resolved to preact/compat, one entry, one lazy chunk per widget. */
export default defineConfig({
  entry: { embed: 'src/embed.ts' },
  format: ['esm'],
  splitting: true,
  platform: 'browser',
  target: 'es2022',
  minify: true,
  metafile: true,
  clean: true,
  noExternal: [/.*/],
  define: { __ETALAGE_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': '"production"' },
  esbuildOptions(options) {
    options.alias = {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react/jsx-dev-runtime': 'preact/jsx-runtime',
    };
    options.chunkNames = 'chunks/[name]-[hash]';
  },
});
