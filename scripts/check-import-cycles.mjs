#!/usr/bin/env node
// Part of `npm test`: fails when the repository's import graph has a circle (issue 24). Walks the source files,
// follows every static import and re-export (relative, or `@etalage/<package>` through the package's "exports"),
// and prints each strongly connected component with one loop through it. Type-only imports count too (a circle of
// types is still a circle to read); such components are listed apart. Dynamic `import()` is a lazy chunk's
// boundary and does not count. `--self-test` checks the detector on a small graph in memory; a normal run does too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The folders, and the test and bench sources beside them. */
const SOURCE_ROOTS = ['packages/*/src', 'examples/storefront/src', 'examples/storefront/test', 'stories', 'scripts', 'e2e', 'test', 'bench/src', '.storybook'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'public', 'storybook-static']);
const SOURCE_FILE = /\.(?:tsx?|mts|cts|mjs|cjs|jsx?)$/;
/** What `./x.js` may be on disk: TypeScript sources are imported by the name of their output. */
const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx', '/index.ts', '/index.tsx', '/index.mjs', '/index.js'];
const OUTPUT_TO_SOURCE = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };

function expandRoot(pattern) {
  const [before, after] = pattern.split('/*/');
  if (after === undefined) return [join(root, pattern)];
  const parent = join(root, before);
  if (!existsSync(parent)) return [];
  return readdirSync(parent).map((name) => join(parent, name, after));
}

function sourceFiles() {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(join(folder, entry.name));
      } else if (SOURCE_FILE.test(entry.name)) files.push(join(folder, entry.name));
    }
  };
  for (const folder of SOURCE_ROOTS.flatMap(expandRoot)) if (existsSync(folder) && statSync(folder).isDirectory()) walk(folder);
  return files;
}

/** `@etalage/<name>[/subpath]` → the source file its package.json "exports" names (strings or conditions). */
function workspaceExports() {
  const targets = new Map();
  for (const folder of [...expandRoot('packages/*/package.json'), join(root, 'examples/storefront/package.json')]) {
    if (!existsSync(folder)) continue;
    const manifest = JSON.parse(readFileSync(folder, 'utf8'));
    const exportsField = typeof manifest.exports === 'string' ? { '.': manifest.exports } : (manifest.exports ?? {});
    for (const [subpath, target] of Object.entries(exportsField)) {
      const file = typeof target === 'string' ? target : (target.import ?? target.default ?? target.types);
      if (typeof file !== 'string') continue;
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.replace(/^\.\//, '')}`;
      targets.set(specifier, join(dirname(folder), file));
    }
  }
  return targets;
}

function resolveRelative(fromFile, specifier, known) {
  const base = resolve(dirname(fromFile), specifier);
  const extension = Object.keys(OUTPUT_TO_SOURCE).find((output) => base.endsWith(output));
  const candidates = extension ? OUTPUT_TO_SOURCE[extension].map((source) => base.slice(0, -extension.length) + source) : [];
  candidates.push(...CANDIDATE_SUFFIXES.map((suffix) => base + suffix));
  return candidates.find((candidate) => known.has(candidate));
}

/**
 * The static imports and re-exports of one file's top level. `import type` and `export type` are type-only; an
 * import whose names are each marked `type` is not, since verbatimModuleSyntax keeps it as `import {} from`.
 */
function staticImportsOf(fileName, text) {
  // JSDoc is left unparsed: no import lives in it, and parsing is most of this script's time.
  const source = ts.createSourceFile(fileName, text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false);
  const imports = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      imports.push({ specifier: statement.moduleSpecifier.text, typeOnly: Boolean(statement.importClause?.isTypeOnly) });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      imports.push({ specifier: statement.moduleSpecifier.text, typeOnly: statement.isTypeOnly });
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
      const expression = statement.moduleReference.expression;
      if (ts.isStringLiteral(expression)) imports.push({ specifier: expression.text, typeOnly: statement.isTypeOnly });
    }
  }
  return imports;
}

/** Edges as a map from file to its imports: `{ to, typeOnly }`. */
function repositoryGraph() {
  const files = sourceFiles();
  const known = new Set(files);
  const packages = workspaceExports();
  const graph = new Map();
  for (const file of files) {
    const edges = [];
    for (const { specifier, typeOnly } of staticImportsOf(file, readFileSync(file, 'utf8'))) {
      const to = specifier.startsWith('.') ? resolveRelative(file, specifier, known) : packages.get(specifier);
      if (to && known.has(to)) edges.push({ to, typeOnly });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Tarjan's strongly connected components (iterative): those of more than one file, or of a file importing itself. */
function cyclicComponents(graph) {
  let counter = 0;
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    lowLink.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const { to } = edges[frame.next++];
        if (!index.has(to)) {
          index.set(to, counter);
          lowLink.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) lowLink.set(frame.node, Math.min(lowLink.get(frame.node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        lowLink.set(parent, Math.min(lowLink.get(parent), lowLink.get(frame.node)));
      }
      if (lowLink.get(frame.node) !== index.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const importsItself = (graph.get(frame.node) ?? []).some(({ to }) => to === frame.node);
      if (component.length > 1 || importsItself) components.push(component.sort());
    }
  }
  return components;
}

/** The shortest loop from the component's first file back to it (breadth first, inside the component). */
function loopThrough(graph, component) {
  const members = new Set(component);
  const [start] = component;
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const { to } of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) path.unshift(at);
        return [start, ...path];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

/** Every component, and whether it still is one when type-only imports are left out. */
function findCycles(graph) {
  const runtimeGraph = new Map([...graph].map(([file, edges]) => [file, edges.filter((edge) => !edge.typeOnly)]));
  const runtimeMembers = new Set(cyclicComponents(runtimeGraph).flat());
  return cyclicComponents(graph).map((files) => ({
    files,
    loop: loopThrough(graph, files),
    typeOnly: !files.some((file) => runtimeMembers.has(file)),
  }));
}

/**
 * A graph with a runtime circle (a, b, c), circles that need a type-only import (e and f; h and i), a file importing
 * itself and a file outside every circle (d): each must be told apart.
 */
function selfTest() {
  const edge = (to, typeOnly = false) => ({ to, typeOnly });
  const graph = new Map([
    ['a', [edge('b')]],
    ['b', [edge('c'), edge('d')]],
    ['c', [edge('a')]],
    ['d', []],
    ['e', [edge('f', true)]],
    ['f', [edge('e', true)]],
    ['g', [edge('g')]],
    ['h', [edge('i')]],
    ['i', [edge('h', true)]],
  ]);
  const found = findCycles(graph).map(({ files, typeOnly }) => `${files.join(',')}:${typeOnly ? 'types' : 'runtime'}`).sort();
  const expected = ['a,b,c:runtime', 'e,f:types', 'g:runtime', 'h,i:types'];
  const parsed = staticImportsOf('x.ts', "import type { A } from './a.js';\nexport * from './b.js';\nimport { type C } from './c.js';\nconst d = import('./d.js');");
  const parsedExpected = [
    { specifier: './a.js', typeOnly: true },
    { specifier: './b.js', typeOnly: false },
    { specifier: './c.js', typeOnly: false },
  ];
  const ok = JSON.stringify(found) === JSON.stringify(expected) && JSON.stringify(parsed) === JSON.stringify(parsedExpected);
  if (!ok) {
    console.error('import cycles: the self-test failed');
    console.error(`  found ${JSON.stringify(found)}, expected ${JSON.stringify(expected)}`);
    console.error(`  parsed ${JSON.stringify(parsed)}, expected ${JSON.stringify(parsedExpected)}`);
  }
  return ok;
}

function main() {
  if (!selfTest()) process.exit(1);
  if (process.argv.includes('--self-test')) {
    console.log('import cycles: the self-test tells a runtime circle, circles through type imports and a file importing itself apart');
    return;
  }
  const started = performance.now();
  const graph = repositoryGraph();
  const cycles = findCycles(graph);
  const name = (file) => relative(root, file);
  const took = `${Math.round(performance.now() - started)} ms`;
  if (cycles.length === 0) {
    console.log(`import cycles: none in ${graph.size} files (${took})`);
    return;
  }
  for (const [label, group] of [
    ['through runtime imports', cycles.filter((cycle) => !cycle.typeOnly)],
    ['through type-only imports alone', cycles.filter((cycle) => cycle.typeOnly)],
  ]) {
    if (group.length === 0) continue;
    console.log(`\n${group.length} circle(s) ${label}:`);
    for (const { files, loop } of group) {
      console.log(`\n  ${files.length} file(s), e.g. ${loop.map(name).join(' → ')}`);
      for (const file of files) console.log(`    ${name(file)}`);
    }
  }
  console.error(`\nimport cycles: ${cycles.length} circle(s) in ${graph.size} files (${took})`);
  process.exit(1);
}

main();
