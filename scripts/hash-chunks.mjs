#!/usr/bin/env node
// After the embed's build, the last step that changes a chunk: renames every chunk to `[name]-[hash].js` with a
// hash of its final bytes, and rewrites the references to it (the importing files, the metafile). esbuild hashes
// its own output; preload-chunks and compile-hints edit the files after that, so a change to either script
// changed the bytes under an unchanged name, which hosts cache as immutable for a year.
// A file's hash covers its bytes and those of every chunk it references, transitively (as esbuild's does): a
// reference holds the referenced chunk's name, so a changed chunk renames everything that leads to it, and
// references in a cycle (dynamic imports) still get one stable hash. Entries (embed.js, partner.js) keep their names.
import { createHash } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A chunk's file name: its module's name, a dash, 8 characters of hash (esbuild's `[name]-[hash]`). */
export const HASHED_NAME = /^(.+)-([A-Z0-9]{8})\.js$/;
/** A chunk name inside code or the metafile (always after a `/` or a quote). */
const REFERENCE = /[\w$-]+-[A-Z0-9]{8}\.js/g;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes, length) {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= 0xff;
    if (out.length === length) break;
  }
  return out;
}

/**
 * The content hash of each chunk of one build: `files` maps each file name (entries and chunks, one folder's
 * names unique) to its code; the result maps each chunk's current name to its hash (8 base32 characters).
 */
export function contentHashes(files) {
  const chunks = new Set([...files.keys()].filter((name) => HASHED_NAME.test(name)));
  const references = new Map();
  const isolated = new Map();
  for (const [name, code] of files) {
    const refs = [];
    // The code with each chunk name's hash replaced by the index of that chunk among this file's references.
    const withoutHashes = code.replace(REFERENCE, (match) => {
      if (!chunks.has(match)) return match;
      if (!refs.includes(match)) refs.push(match);
      return `${HASHED_NAME.exec(match)[1]}-\0${refs.indexOf(match)}.js`;
    });
    references.set(name, refs);
    isolated.set(name, createHash('sha256').update(withoutHashes).digest());
  }
  const hashes = new Map();
  for (const chunk of chunks) {
    const hash = createHash('sha256');
    const seen = new Set();
    const visit = (name) => {
      if (seen.has(name)) return;
      seen.add(name);
      hash.update(isolated.get(name));
      for (const ref of references.get(name)) visit(ref);
    };
    visit(chunk);
    hashes.set(chunk, base32(hash.digest(), 8));
  }
  return hashes;
}

/** Renames the chunks of the build described by `metafilePath` (relative to `packageDir`) to their content hash. */
export function hashChunks(packageDir, metafilePath) {
  const metafileFile = join(packageDir, metafilePath);
  const metafile = JSON.parse(readFileSync(metafileFile, 'utf8'));
  const paths = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  const byName = new Map(paths.map((file) => [basename(file), file]));
  if (byName.size !== paths.length) throw new Error('hash-chunks: two outputs share a file name');
  const files = new Map(paths.map((file) => [basename(file), readFileSync(join(packageDir, file), 'utf8')]));
  const renamed = new Map();
  for (const [name, hash] of contentHashes(files)) renamed.set(name, name.replace(HASHED_NAME, `$1-${hash}.js`));
  const rename = (text) => text.replace(REFERENCE, (match) => renamed.get(match) ?? match);
  // Old names go first, so that no new name can land on a file still to be renamed.
  const moved = [...files.keys()].filter((name) => (renamed.get(name) ?? name) !== name);
  for (const name of moved) unlinkSync(join(packageDir, byName.get(name)));
  for (const [name, code] of files) writeFileSync(join(packageDir, dirname(byName.get(name)), renamed.get(name) ?? name), rename(code));
  writeFileSync(metafileFile, rename(readFileSync(metafileFile, 'utf8')));
  return { chunks: renamed.size, changed: moved.length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const packageDir = resolve(process.argv[2] ?? '.');
  const { chunks, changed } = hashChunks(packageDir, process.argv[3] ?? 'dist/metafile-esm.json');
  console.log(`hash-chunks: ${chunks} chunks named by their final bytes (${changed} renamed)`);
}
