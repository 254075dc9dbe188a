/**
 * After tsup (the package's `build`): writes the markup contract as data into dist: the JSON Schema, the examples page
 * and the checker the `etalage-check-markup` bin runs. Run by tsx from the package folder.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { schema } from '@etalage/runtime/schema';
import { build } from 'esbuild';
import { contractDefinitions, etalageMarkupContract } from './index.js';
import { widgetDoc } from './docs.js';
import { markupExamples } from './examples.js';
import { examplesPage } from './examples-page.js';

const dist = new URL('../../dist/', import.meta.url);
await mkdir(dist, { recursive: true });

const contract = etalageMarkupContract();
await writeFile(new URL('markup-contract.schema.json', dist), `${JSON.stringify(contract, null, 2)}\n`);

const names = contract.properties[schema.widgetAttribute].enum;
const docs = new Map(contractDefinitions.map((d) => [d.name, widgetDoc(d)]));
await writeFile(new URL('markup-examples.html', dist), examplesPage(markupExamples(names), docs));

// The checker without the widgets: parseProps and the schema's types only; happy-dom stays the host's.
await build({
  entryPoints: [new URL('./cli.ts', import.meta.url).pathname],
  outfile: new URL('check-markup.js', dist).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['happy-dom'],
  logLevel: 'warning',
});
console.log(`markup contract: ${names.length} widgets → dist/markup-contract.schema.json, dist/markup-examples.html, dist/check-markup.js`);
