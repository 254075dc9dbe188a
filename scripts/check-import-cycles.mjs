#!/usr/bin/env node
// Part of `npm test`: fails when the repository's import graph has a circle. Walks the source files, follows every
// import, re-export and `import('…')` with a literal specifier (relative, or `@etalage/<package>` through the package's
// "exports"), and prints each strongly connected component with one loop through it. Type imports count (`import
// type`, `export type … from`, `import { type X }`, `import('…')` in a type): a circle of types is still a circle to
// read. So does a dynamic import: a lazy chunk that imports back from the module that loads it is a circle too.
// Circles are listed by what they need: static imports alone, an `import()`, or a type import.
// `--self-test` checks the detector on a small graph in memory; a normal run does too. `--root <folder>` checks
// another tree laid out as this repository (the script's own tests plant circles in one).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const rootFlag = process.argv.indexOf('--root');
const root = rootFlag === -1 ? resolve(dirname(fileURLToPath(import.meta.url)), '..') : resolve(process.argv[rootFlag + 1]);

/** The workspace's source folders, and the test and bench sources beside them. */
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

/** A module specifier written as a string: `'./x.js'` or `` `./x.js` `` without substitutions. */
const literalText = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);

/**
 * Every import of one file, each as `{ specifier, kind }`: 'static' (an import or re-export a bundler keeps),
 * 'dynamic' (`import('…')`) or 'type' (`import type`, `export type … from`, `import('…')` in a type, gone from the
 * output). An import whose names are each marked `type` is static: verbatimModuleSyntax keeps it as `import {} from`.
 */
function importsOf(fileName, text) {
  // JSDoc is left unparsed: no import lives in it, and parsing is most of this script's time.
  const source = ts.createSourceFile(fileName, text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false);
  const imports = [];
  const add = (specifier, kind) => specifier !== undefined && imports.push({ specifier, kind });
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      add(literalText(statement.moduleSpecifier), statement.importClause?.isTypeOnly ? 'type' : 'static');
    } else if (ts.isExportDeclaration(statement)) {
      add(literalText(statement.moduleSpecifier), statement.isTypeOnly ? 'type' : 'static');
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
      add(literalText(statement.moduleReference.expression), statement.isTypeOnly ? 'type' : 'static');
    }
  }
  // Dynamic imports and import types sit anywhere in the tree: walked only in files that have one.
  if (/\bimport\s*\(/.test(text)) {
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(literalText(node.arguments[0]), 'dynamic');
      else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(literalText(node.argument.literal), 'type');
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(source, visit);
  }
  return imports;
}

/** Edges as a map from file to its imports: `{ to, kind }`. */
function repositoryGraph() {
  const files = sourceFiles();
  const known = new Set(files);
  const packages = workspaceExports();
  const graph = new Map();
  for (const file of files) {
    const edges = [];
    for (const { specifier, kind } of importsOf(file, readFileSync(file, 'utf8'))) {
      const to = specifier.startsWith('.') ? resolveRelative(file, specifier, known) : packages.get(specifier);
      if (to && known.has(to)) edges.push({ to, kind });
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

/** What a circle needs, from the strongest kind of edge to the weakest: the first graph it is a circle of names it. */
const NEEDS = [
  { need: 'static', kinds: new Set(['static']), label: 'through static imports' },
  { need: 'dynamic', kinds: new Set(['static', 'dynamic']), label: "through an import('…') (a lazy chunk importing back)" },
  { need: 'type', kinds: new Set(['static', 'dynamic', 'type']), label: 'through a type import' },
];

/** Every component, with what it needs: a member in a circle of static imports alone makes it 'static', and so on. */
function findCycles(graph) {
  const membersBy = NEEDS.map(({ need, kinds }) => {
    const subgraph = new Map([...graph].map(([file, edges]) => [file, edges.filter((edge) => kinds.has(edge.kind))]));
    return { need, members: new Set(cyclicComponents(subgraph).flat()) };
  });
  return cyclicComponents(graph).map((files) => ({
    files,
    loop: loopThrough(graph, files),
    needs: membersBy.find(({ members }) => files.some((file) => members.has(file))).need,
  }));
}

/**
 * A graph with a static circle (a, b, c), circles that need a type import (e and f; h and i), one that needs an
 * `import()` (j and k), a file importing itself and a file outside every circle (d): each must be told apart. And a
 * file of every kind of import, parsed.
 */
function selfTest() {
  const edge = (to, kind = 'static') => ({ to, kind });
  const graph = new Map([
    ['a', [edge('b')]],
    ['b', [edge('c'), edge('d')]],
    ['c', [edge('a')]],
    ['d', []],
    ['e', [edge('f', 'type')]],
    ['f', [edge('e', 'type')]],
    ['g', [edge('g')]],
    ['h', [edge('i')]],
    ['i', [edge('h', 'type')]],
    ['j', [edge('k', 'dynamic')]],
    ['k', [edge('j')]],
  ]);
  const found = findCycles(graph).map(({ files, needs }) => `${files.join(',')}:${needs}`).sort();
  const expected = ['a,b,c:static', 'e,f:type', 'g:static', 'h,i:type', 'j,k:dynamic'];
  const parsed = importsOf(
    'x.ts',
    [
      "import type { A } from './a.js';",
      "export * from './b.js';",
      "import { type C } from './c.js';",
      "export type { E } from './e.js';",
      "const d = () => import('./d.js');",
      'type F = typeof import(`./f.js`);',
      'const dynamic = (name: string) => import(name);',
    ].join('\n'),
  );
  const parsedExpected = [
    { specifier: './a.js', kind: 'type' },
    { specifier: './b.js', kind: 'static' },
    { specifier: './c.js', kind: 'static' },
    { specifier: './e.js', kind: 'type' },
    { specifier: './d.js', kind: 'dynamic' },
    { specifier: './f.js', kind: 'type' },
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
    console.log("import cycles: the self-test tells circles of static imports, of an import('…') and of type imports, and a file importing itself, apart");
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
  for (const { need, label } of NEEDS) {
    const group = cycles.filter((cycle) => cycle.needs === need);
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
