import { defineConfig } from 'tsup';

/** The published ESM build with type declarations; dependencies stay external. The card's stylesheet is copied as it is. */
export default defineConfig({
  entry: ["src/index.ts", "src/client.ts", "src/carousel-labels.ts"],
  format: ['esm'],
  target: 'es2020',
  dts: true,
  clean: true,
  sourcemap: true,
  async onSuccess() {
    const { copyFileSync } = await import('node:fs');
    copyFileSync('src/product-card.css', 'dist/product-card.css');
  },
});
