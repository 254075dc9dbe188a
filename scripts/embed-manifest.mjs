#!/usr/bin/env node
// The embed's last build step: dist/manifest.json, what a host needs to serve and pin the build. For every file a
// page may load (entries, chunks, stylesheets; paths relative to dist/): its SRI value (sha384, for `integrity`),
// its size and how to cache it: `immutable` for the content-hashed chunks, `revalidate` for the stable names
// (embed.js, partner/partner.js, the stylesheets), which change in place. The storefront serves dist/ by it.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const packageDir = resolve(process.argv[2] ?? '.');
const { name, version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const jsOutputs = (metafile) => Object.keys(JSON.parse(readFileSync(join(packageDir, metafile), 'utf8')).outputs).filter((file) => file.endsWith('.js'));
const served = [
  ...jsOutputs('dist/metafile-esm.json'),
  ...jsOutputs('dist/partner/metafile-esm.json'),
  'dist/etalage.css',
  'dist/partner/partner.css',
].sort();

/** A chunk renamed by scripts/hash-chunks.mjs: its name changes whenever its bytes do. */
const CONTENT_HASHED = /(^|\/)chunks\/[^/]+-[A-Z0-9]{8}\.js$/;

const files = {};
for (const file of served) {
  const bytes = readFileSync(join(packageDir, file));
  const path = file.slice('dist/'.length);
  files[path] = {
    integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
    bytes: bytes.length,
    cache: CONTENT_HASHED.test(path) ? 'immutable' : 'revalidate',
  };
}
writeFileSync(join(packageDir, 'dist/manifest.json'), `${JSON.stringify({ name, version, files }, null, 2)}\n`);
console.log(`embed-manifest: dist/manifest.json, ${name}@${version}, ${served.length} files; embed.js ${files['embed.js'].integrity}`);
