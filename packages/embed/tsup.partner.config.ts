import { defineConfig } from 'tsup';
import config from './tsup.config.js';

/**
 * The partner bundle (web shops' pages): its own entry and chunks in dist/partner, built after the storefront's
 * embed (which cleans dist), with the same options: preact/compat for React, one lazy chunk per widget.
 */
export default defineConfig({
  ...(config as object),
  entry: { partner: 'src/partner.ts' },
  outDir: 'dist/partner',
  clean: false,
});
