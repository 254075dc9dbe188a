import { defineConfig } from 'tsup';

/** The published ESM build with type declarations; dependencies stay external. */
export default defineConfig({
  entry: ["src/index.ts", "src/schema.ts", "src/attribute-names.ts", "src/insert-server-html.ts", "src/widget-id.ts"],
  format: ['esm'],
  target: 'es2020',
  dts: true,
  clean: true,
  sourcemap: true,
});
