// After tsup (and its declaration build, which clears every .d.ts it finds first): writes the root entry and checks
// that the build holds no namespace objects. `pnpm run build` runs it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const ROOT_LINE = /^export \* from '\.\/[a-z0-9-]+\/react\.js';$/;

/**
 * dist/index.js as src/index.ts states it, one `export * from './<name>/react.js'` a line (generated): those lines are already
 * what the built entries are called, so they are copied, after checking that the file holds nothing else.
 */
function writeRootEntry() {
  const source = readFileSync('src/index.ts', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const lines = source.split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('//'));
  const wrong = lines.filter((line) => !ROOT_LINE.test(line));
  if (wrong.length > 0) throw new Error(`src/index.ts: only \`export * from './<name>/react.js'\` lines belong here, not:\n${wrong.join('\n')}`);
  const missing = lines.map((line) => line.slice("export * from '".length, -"';".length)).filter((file) => !existsSync(`dist/${file}`));
  if (missing.length > 0) throw new Error(`src/index.ts re-exports entries the build did not write: ${missing.join(', ')}`);
  const reexports = `// The widgets as React components: every folder's component entry (react.js), re-exported.\n${lines.join('\n')}\n`;
  writeFileSync('dist/index.js', reexports);
  // The types the same way: each line names a built entry whose declarations sit beside it (react.d.ts).
  writeFileSync('dist/index.d.ts', reexports);
}

/**
 * Fails the build on esbuild's runtime namespace objects (`__reExport`, written for an `export *` of a module the
 * build keeps external): such an object holds every export of the modules it gathers, so a host's bundler keeps them
 * all, and the names it gathers are missing from the built entry.
 */
function refuseNamespaceObjects() {
  const files = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  const offending = files.filter((file) => readFileSync(`dist/${file}`, 'utf8').includes('__reExport('));
  if (offending.length > 0) throw new Error(`an \`export *\` of an external module became a namespace object in ${offending.join(', ')}: re-export its names, or bundle that module (noExternal)`);
}

writeRootEntry();
refuseNamespaceObjects();
