import { defineConfig } from 'tsup';

/**
 * The published ESM build: one entry per subpath export, so that ky (`api`) and GrowthBook
 * (`flags`) never end up in the main entry. Dependencies stay external.
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'api/index': 'src/api/index.ts',
    'api/session': 'src/api/session.ts',
    'tracking/index': 'src/tracking/index.ts',
    'flags/index': 'src/flags/index.ts',
    'flags/keys': 'src/flags/keys.ts',
    report: 'src/report.ts',
    'load-with-retry': 'src/load-with-retry.ts',
  },
  format: ['esm'],
  target: 'es2020',
  dts: true,
  clean: true,
  sourcemap: true,
});
