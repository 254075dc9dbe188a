#!/usr/bin/env node
// After the embed's build: rewrites every `import("./chunk.js")` in the output into
// `(self.Etalage?.preload?.(import.meta.url, [its static imports]), import("./chunk.js"))`, so that a
// lazy chunk and the shared chunks it imports are requested in the same instant, not one after the other. The list
// leaves out what has loaded already: the importing file's own static imports, and the entry's (a lazy chunk runs
// only after the entry that imports it).
// Reads esbuild's metafile; fails when an import of the metafile is not found in the code (a format change).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { staticClosure } from './metafile.mjs';

const packageDir = resolve(process.argv[2] ?? '.');
// The metafile: the embed's by default; the partner bundle passes its own (dist/partner/metafile-esm.json).
const metafile = JSON.parse(readFileSync(join(packageDir, process.argv[3] ?? 'dist/metafile-esm.json'), 'utf8'));
const outputs = metafile.outputs;

const relativeTo = (from, to) => {
  const path = relative(dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
};

// The entry (embed.js, partner.js): the one output outside chunks/.
const entries = Object.keys(outputs).filter((file) => file.endsWith('.js') && !file.includes('/chunks/'));
if (entries.length !== 1) throw new Error(`preload-chunks: expected one entry outside chunks/, found ${entries.join(', ') || 'none'}`);
const loadedWithEntry = staticClosure(outputs, entries[0]);

let rewritten = 0;
for (const [file, output] of Object.entries(outputs)) {
  if (!file.endsWith('.js')) continue;
  const dynamicImports = [...new Set(output.imports.filter((i) => i.kind === 'dynamic-import' && outputs[i.path]).map((i) => i.path))];
  if (dynamicImports.length === 0) continue;
  const path = join(packageDir, file);
  let code = readFileSync(path, 'utf8');
  // The file runs only once its own static imports have run: preloading those again would be a no-op.
  const loaded = new Set([...staticClosure(outputs, file), ...loadedWithEntry]);
  for (const target of dynamicImports) {
    const specifier = relativeTo(file, target);
    const call = `import("${specifier}")`;
    if (!code.includes(call)) throw new Error(`preload-chunks: ${call} not found in ${file}`);
    const dependencies = [...staticClosure(outputs, target)]
      .filter((dependency) => dependency !== target && !loaded.has(dependency))
      .map((dependency) => relativeTo(file, dependency));
    if (dependencies.length === 0) continue;
    // The preloader sits on the runtime's handle (schema.globalName; test/no-hidden-coupling.test.ts keeps the two
    // in step), which a service worker or a page without the runtime lacks: then the chunk loads on its own. (`self`:
    // the window, or a worker; the chunks run only there, and each of its many calls is 6 bytes shorter than globalThis.)
    const preload = `(self.Etalage?.preload?.(import.meta.url,${JSON.stringify(dependencies)}),${call})`;
    code = code.split(call).join(preload);
    rewritten += 1;
  }
  writeFileSync(path, code);
}
console.log(`preload-chunks: ${rewritten} lazy imports load their static imports in parallel`);
