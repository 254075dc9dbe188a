import { defineConfig } from 'tsup';

/** The published ESM build with type declarations; dependencies stay external. The card's stylesheets are copied as they are. */
export default defineConfig({
  entry: ["src/index.ts", "src/client.ts", "src/carousel-labels.ts"],
  format: ['esm'],
  target: 'es2020',
  dts: true,
  clean: true,
  sourcemap: true,
  async onSuccess() {
    const { copyFileSync } = await import('node:fs');
    for (const file of ['product-card.css', 'tokens.css']) copyFileSync(`src/${file}`, `dist/${file}`);
  },
});
