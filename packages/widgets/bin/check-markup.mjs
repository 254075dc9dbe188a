#!/usr/bin/env node
// etalage-check-markup <url-or-file>…: lists each widget element that breaks the markup contract (exit code 1).
// In the workspace it runs the sources (through tsx, so the contract is always the current definitions'); in the
// published package, the build's dist/check-markup.js with dist/markup-contract.schema.json.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const sources = new URL('../src/contract/cli-sources.ts', import.meta.url);
let run;
if (existsSync(sources)) {
  const { tsImport } = await import('tsx/esm/api');
  run = (await tsImport(sources.href, import.meta.url)).run;
} else {
  const { main } = await import(new URL('../dist/check-markup.js', import.meta.url).href);
  const schema = new URL('../dist/markup-contract.schema.json', import.meta.url);
  run = (args) => main(args, { contract: async () => JSON.parse(await readFile(schema, 'utf8')) });
}
process.exitCode = await run(process.argv.slice(2));
