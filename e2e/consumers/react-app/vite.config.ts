import { defineConfig, type BuildEnvironmentOptions } from 'vite';

/**
 * The app is built three times: with the widgets from their own entries (src/main.tsx → dist), with the same widgets
 * from the root entry (ETALAGE_BUILD=root: src/root.tsx → dist-root) and without them (ETALAGE_BUILD=baseline:
 * src/baseline.tsx → dist-baseline), so that the bytes the widgets add, and what the import style costs, are
 * differences. JSX with React's automatic runtime, no plugin needed.
 */
const build = process.env.ETALAGE_BUILD ?? 'entries';
const storefront = process.env.STOREFRONT_URL ?? 'http://127.0.0.1:3200';
const builds: Record<string, BuildEnvironmentOptions> = {
  entries: { outDir: 'dist' },
  root: { outDir: 'dist-root' },
  baseline: { outDir: 'dist-baseline', rollupOptions: { input: 'src/baseline.tsx' } },
};
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  build: builds[build],
  // One page for both import styles: the root build's index.html loads src/root.tsx.
  plugins: [{ name: 'root-entry', transformIndexHtml: { order: 'pre', handler: (html) => (build === 'root' ? html.replace('/src/main.tsx', '/src/root.tsx') : html) } }],
  preview: { proxy: { '/api': { target: storefront, changeOrigin: true } } },
});
