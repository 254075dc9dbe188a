import { defineConfig } from 'tsup';

/** The published ESM build with type declarations; dependencies stay external. */
export default defineConfig({
  entry: ['src/index.ts', 'src/boot.ts', 'src/create-store.ts', 'src/page-analytics.ts', 'src/slices/likes/likes-model.ts'],
  format: ['esm'],
  target: 'es2020',
  dts: true,
  clean: true,
  sourcemap: true,
});
