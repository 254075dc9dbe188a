#!/usr/bin/env node
// The size budget of the embed, part of `npm test`: prints the gzip size of the entry and of every chunk,
// and fails when a budget is exceeded. Reads esbuild's metafile so that the entry is measured together
// with every chunk it imports statically (esbuild moves shared code into such chunks).
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILE_HINT, staticClosure as closureOf, wantsCompileHint } from './metafile.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'packages/embed');
const KB = 1024;

/** Budgets in gzip bytes. */
const budgets = {
  /** What every page needs before any widget activates (runtime, registry, store state). */
  entry: 10 * KB,
  /**
   * Everything a listing page loads before any interaction, widgets that show without one included (the page
   * chrome, the service worker's registration with the page analytics). The ky client stays out of it: the
   * session client's calls go through fetch.
   */
  listingBeforeInteraction: 24 * KB,
  /** The partner bundle (web shops' pages) before any widget activates. */
  partnerEntry: 12 * KB,
};
/**
 * What a listing page loads before any interaction. Measured in Chromium by the end-to-end test
 * e2e/storefront/listing-chunks.e2e.ts (reports/listing-chunks.json) when it has run; otherwise estimated
 * from the metafile: the entry plus what a listing page starts without interaction (its buttons are
 * prerendered and resumed, so no component code): the card enhancer, the like actions and the session client.
 */
const measuredListing = join(root, 'reports/listing-chunks.json');
const listingWidgets = (
  process.env.LISTING_WIDGETS ??
  'product-card,likes-actions,session'
)
  .split(',')
  .filter(Boolean);

const metafile = JSON.parse(readFileSync(join(dist, 'dist/metafile-esm.json'), 'utf8'));
const outputs = metafile.outputs;
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const rawSize = (file) => readFileSync(join(dist, file)).length;

const staticClosure = (file, seen) => closureOf(outputs, file, seen);

const jsFiles = Object.keys(outputs).filter((file) => file.endsWith('.js'));
const entryFile = jsFiles.find((file) => basename(file) === 'embed.js');
if (!entryFile) throw new Error('size: dist/embed.js is missing; run the build first');

const entryClosure = staticClosure(entryFile);
const widgetChunks = new Map(
  jsFiles
    .filter((file) => outputs[file].entryPoint && file !== entryFile)
    .map((file) => [basename(file).replace(/-[A-Z0-9]{8}\.js$/, ''), file]),
);

const fmt = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
const rows = jsFiles
  .sort((a, b) => (entryClosure.has(b) - entryClosure.has(a)) || a.localeCompare(b))
  .map((file) => ({ file, raw: rawSize(file), gzip: gzipSize(file), inEntry: entryClosure.has(file) }));
const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);

console.log('\nEmbed size (min + gzip -9)');
console.log('file'.padEnd(52) + 'raw'.padStart(12) + 'gzip'.padStart(12) + '  loaded');
for (const row of rows) {
  console.log(row.file.padEnd(52) + fmt(row.raw).padStart(12) + fmt(row.gzip).padStart(12) + (row.inEntry ? '  with the entry' : '  lazily'));
}
const cssGzip = gzipSync(readFileSync(join(dist, 'dist/etalage.css')), { level: 9 }).length;
console.log('dist/etalage.css'.padEnd(52) + fmt(rawSize('dist/etalage.css')).padStart(12) + fmt(cssGzip).padStart(12) + '  stylesheet');

const entryTotal = sum(entryClosure);
const listingFiles = new Set(entryClosure);
const missing = [];
let listingSource;
if (existsSync(measuredListing)) {
  const { page, scripts } = JSON.parse(readFileSync(measuredListing, 'utf8'));
  for (const script of scripts) {
    const file = jsFiles.find((candidate) => candidate.endsWith(script));
    if (file) listingFiles.add(file);
    else missing.push(script);
  }
  listingSource = `measured in Chromium on ${page}: ${scripts.length} scripts`;
} else {
  for (const widget of listingWidgets) {
    const chunk = widgetChunks.get(widget);
    if (!chunk) missing.push(widget);
    else staticClosure(chunk, listingFiles);
  }
  listingSource = `estimated: ${listingWidgets.filter((w) => !missing.includes(w)).join(', ')}`;
}
const listingTotal = sum(listingFiles);

/** The partner bundle (dist/partner): its own entry, chunks and stylesheet, measured the same way. */
const partnerMetafile = join(dist, 'dist/partner/metafile-esm.json');
if (!existsSync(partnerMetafile)) throw new Error('size: dist/partner is missing; run the build first');
const partnerOutputs = JSON.parse(readFileSync(partnerMetafile, 'utf8')).outputs;
const partnerJs = Object.keys(partnerOutputs).filter((file) => file.endsWith('.js'));
const partnerEntryFile = partnerJs.find((file) => basename(file) === 'partner.js');
const partnerClosure = closureOf(partnerOutputs, partnerEntryFile);
const partnerTotal = sum(partnerClosure);
console.log('\nPartner bundle (min + gzip -9)');
for (const file of partnerJs.filter((file) => partnerClosure.has(file) || partnerOutputs[file].entryPoint)) {
  console.log(file.padEnd(52) + fmt(rawSize(file)).padStart(12) + fmt(gzipSize(file)).padStart(12) + (partnerClosure.has(file) ? '  with the entry' : '  lazily'));
}
console.log('dist/partner/partner.css'.padEnd(52) + fmt(rawSize('dist/partner/partner.css')).padStart(12) + fmt(gzipSize('dist/partner/partner.css')).padStart(12) + '  stylesheet (per widget, once)');

const checks = [
  ['entry (runtime, registry, store state; preact/compat is a lazy chunk)', entryTotal, budgets.entry],
  [`listing page before interaction (${listingSource})`, listingTotal, budgets.listingBeforeInteraction],
  ['partner entry (runtime, partner registry, isolation) before a widget activates', partnerTotal, budgets.partnerEntry],
];
console.log('');
let failed = 0;
for (const [label, actual, budget] of checks) {
  const ok = actual <= budget;
  if (!ok) failed += 1;
  console.log(`${ok ? '✓' : '✗'} ${label}: ${fmt(actual)} of ${fmt(budget)}`);
}
if (missing.length) {
  console.log(`  (not found in this build, so not counted: ${missing.join(', ')})`);
  // A stale measurement, or an estimate that names chunks this build does not have, would undercount.
  failed += 1;
}
console.log(`  listing page scripts: ${[...listingFiles].map((file) => basename(file)).join(', ')}`);

// The compile hint (scripts/compile-hints.mjs) on the embed's own files, and on no third-party chunk.
const js = Object.keys(outputs).filter((file) => file.endsWith('.js'));
const hinted = js.filter((file) => readFileSync(join(dist, file), 'utf8').startsWith(COMPILE_HINT));
const wrongHints = js.filter((file) => hinted.includes(file) !== wantsCompileHint(outputs[file]));
const hintsOk = hinted.includes('dist/embed.js') && wrongHints.length === 0;
if (!hintsOk) failed += 1;
console.log(`${hintsOk ? '✓' : '✗'} compile hint on ${hinted.length} of ${js.length} files (embed.js and own code of 2 KB or more)${wrongHints.length ? `; wrong: ${wrongHints.join(', ')}` : ''}`);
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports/size.json'), JSON.stringify({ rows, entryTotal, listingTotal, partnerTotal, budgets }, null, 2));
if (failed) {
  console.error(`size: ${failed} check(s) failed`);
  process.exit(1);
}
