#!/usr/bin/env node
// After the embed's build: puts V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) at the top
// of the files whose functions run as soon as they load (the runtime's entry, the session's and the likes' code, a
// widget's chunk, which renders at once; see `wantsCompileHint`). V8 then compiles them with the file instead of one
// function at a time on its first call, which parsed each function twice and ran on the main thread inside the boot
// or the first touch. Other engines read the line as a comment. The size step checks the result.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { COMPILE_HINT, wantsCompileHint } from './metafile.mjs';

const packageDir = resolve(process.argv[2] ?? '.');
const metafile = JSON.parse(readFileSync(join(packageDir, process.argv[3] ?? 'dist/metafile-esm.json'), 'utf8'));

let hinted = 0;
for (const [file, output] of Object.entries(metafile.outputs)) {
  if (!file.endsWith('.js') || !wantsCompileHint(output)) continue;
  const path = join(packageDir, file);
  const code = readFileSync(path, 'utf8');
  if (code.startsWith(COMPILE_HINT)) continue;
  writeFileSync(path, `${COMPILE_HINT}\n${code}`);
  hinted += 1;
}
console.log(`compile-hints: ${hinted} files marked ${COMPILE_HINT}`);
