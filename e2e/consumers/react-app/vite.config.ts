import { defineConfig } from 'vite';

/**
 * The app is built twice: with the widgets (index.html) and without them (ETALAGE_BASELINE=1, src/baseline.tsx), so
 * that the bytes the widgets add are the difference. JSX with React's automatic runtime, no plugin needed.
 */
const storefront = process.env.STOREFRONT_URL ?? 'http://127.0.0.1:3200';
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  build: process.env.ETALAGE_BASELINE ? { outDir: 'dist-baseline', rollupOptions: { input: 'src/baseline.tsx' } } : { outDir: 'dist' },
  preview: { proxy: { '/api': { target: storefront, changeOrigin: true } } },
});
