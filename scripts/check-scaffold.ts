/**
 * `npm test`'s proof that adding a widget is adding its folder: in a copy of the workspace (its files, the
 * dependencies linked), `pnpm new-widget` writes one widget of each kind, and then the type check, the registry,
 * contract, entry-point and server tests, the new folders' own tests and their stories pass there, and the
 * generated lists, the markup contract's schema, the React entries, docs/widgets.md, the modal names and the template
 * macros (whose byte-identity test runs there too) name each new widget.
 *
 *   tsx scripts/check-scaffold.ts [--keep]   (--keep leaves the copy for a look)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { KINDS, scaffoldWidget, type WidgetKind } from './new-widget.js';
import { modalOpenerMacroName, widgetMacroName } from './template-macros.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The new widgets' names start so, and take a number where the workspace has such a folder already. */
const PREFIX = 'scaffolded-';
const BASE_NAMES: Record<WidgetKind, string> = { button: 'badge', modal: 'notice', list: 'links', enhancer: 'toggletip' };

function freeNames(copy: string): Record<WidgetKind, string> {
  const taken = (name: string) => existsSync(join(copy, 'packages/widgets/src', name));
  let suffix = '';
  for (let n = 2; Object.values(BASE_NAMES).some((base) => taken(`${PREFIX}${base}${suffix}`)); n += 1) suffix = `-${n}`;
  return Object.fromEntries(Object.entries(BASE_NAMES).map(([kind, base]) => [kind, `${PREFIX}${base}${suffix}`])) as Record<WidgetKind, string>;
}

/** The workspace's own files (tracked, or new and not ignored) without the screenshots, and its node_modules linked. */
function copyWorkspace(): string {
  const copy = mkdtempSync(join(tmpdir(), 'etalage-scaffold-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !file.endsWith('.png') && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  // Each package's node_modules links into the root's store: linked as they are, they resolve to the same modules.
  const withModules = ['.', ...['packages', 'examples'].flatMap((dir) => readdirSync(join(ROOT, dir)).map((name) => `${dir}/${name}`))];
  for (const dir of withModules) {
    if (existsSync(join(ROOT, dir, 'node_modules')) && existsSync(join(copy, dir))) symlinkSync(join(ROOT, dir, 'node_modules'), join(copy, dir, 'node_modules'));
  }
  return copy;
}

function run(copy: string, title: string, command: string, args: string[]): boolean {
  console.log(`\n› ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(join(ROOT, 'node_modules/.bin', command), args, { cwd: copy, stdio: 'inherit', env: { ...process.env, CI_REPORT: '' } });
  console.log(`  ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status === 0;
}

/** What the generated files, the schema and the docs say of the new widgets: the problems, none when all is well. */
async function listedEverywhere(copy: string, newWidgets: Record<WidgetKind, string>): Promise<string[]> {
  const problems: string[] = [];
  const read = (path: string) => readFileSync(join(copy, path), 'utf8');
  const src = 'packages/widgets/src';
  const schemaModule = (await import(pathToFileURL(join(copy, src, 'contract/schema.ts')).href)) as { markupContract: (definitions: unknown[]) => unknown };
  const { widgetDefinitions } = (await import(pathToFileURL(join(copy, src, 'definitions.ts')).href)) as { widgetDefinitions: { name: string }[] };
  const schema = JSON.stringify(schemaModule.markupContract(widgetDefinitions));
  for (const [kind, name] of Object.entries(newWidgets) as [WidgetKind, string][]) {
    const expect = (holds: boolean, what: string) => holds || problems.push(`${name} (${kind}): ${what}`);
    expect(read('docs/widgets.md').includes(`\`${name}\``), 'not in docs/widgets.md');
    const macro = kind === 'modal' ? modalOpenerMacroName(name) : widgetMacroName(name);
    for (const file of ['packages/templates/twig/etalage/widgets.twig', 'packages/templates/jinja/etalage/widgets.jinja']) {
      expect(read(file).includes(`{% macro ${macro}(`), `no macro ${macro} in ${file}`);
    }
    if (kind === 'modal') {
      expect(read(`${src}/modal-host/modal-definitions.ts`).includes(`'../${name}/index.js'`), 'not in the modal list');
      expect(read('packages/markup/src/modal-names.ts').includes(`'${name}': `), 'not in the modal names of @etalage/markup');
      continue;
    }
    expect(read(`${src}/definitions-pages.ts`).includes(`'./${name}/index.js'`), 'not in the page registry');
    expect(schema.includes(`"${name}"`), 'not in the markup contract schema');
    expect(read(`${src}/contract/examples-by-widget.ts`).includes(`'../${name}/example.js'`), 'no example in the contract');
    if (kind !== 'enhancer') expect(read(`${src}/index.ts`).includes(`'./${name}/react.js'`), 'not in the root React entry');
    if (kind === 'button') expect(read(`${src}/server/index.ts`).includes(`'../${name}/server.js'`), 'its renderer is not in the server entry');
  }
  return problems;
}

async function main(): Promise<void> {
  const copy = copyWorkspace();
  console.log(`workspace copied to ${copy}`);
  const newWidgets = freeNames(copy);
  let ok = true;
  try {
    for (const kind of KINDS) console.log(`new-widget ${newWidgets[kind]} --kind ${kind}: ${(await scaffoldWidget(newWidgets[kind], kind, copy)).length} files`);
    const problems = await listedEverywhere(copy, newWidgets);
    for (const problem of problems) console.error(`✗ ${problem}`);
    ok = problems.length === 0;
    ok = run(copy, 'type check', 'tsc', ['-p', 'tsconfig.json', '--noEmit']) && ok;
    const folders = Object.values(newWidgets).map((name) => `packages/widgets/src/${name}/`);
    ok =
      run(copy, 'registry, contract, entry-point and server tests, and the new folders’ own', 'vitest', [
        'run',
        ...folders,
        'packages/widgets/src/registries.test.ts',
        'packages/widgets/src/entry-points.test.ts',
        'packages/widgets/src/props-contract.test.tsx',
        'packages/widgets/src/contract/',
        'packages/widgets/src/server/',
        'scripts/generate-widgets.test.ts',
        'packages/templates/test/widgets.test.ts',
      ]) && ok;
    ok = run(copy, 'the new widgets’ stories (play functions, axe)', 'vitest', ['run', 'stories/stories.test.tsx', '-t', PREFIX]) && ok;
  } finally {
    if (process.argv.includes('--keep')) console.log(`kept ${copy}`);
    else rmSync(copy, { recursive: true, force: true });
  }
  console.log(ok ? '\nscaffold: every kind passes where it was written' : '\nscaffold: FAILED');
  process.exit(ok ? 0 : 1);
}

await main();
