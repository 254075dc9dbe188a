// @vitest-environment node
/**
 * Checks of the packages' sources (tests, stories and fixtures left out) for coupling that no import shows:
 *
 * 1. Global hooks. No property whose name starts with two underscores (`globalThis.__x`, `window['__x']`, a
 *    `var __x` in `declare global`, a string '__x' kept as a key), no registered symbol (`Symbol.for`), no computed
 *    key of a global object but the handle's name, and no other property of `globalThis`, `window` or `self` whose name starts
 *    with "etalage" in any case, than the one documented handle: `window.Etalage` (`schema.globalName`). What script
 *    copies and chunks share hangs from that handle (its `store`, its `preload`).
 * 2. The runtime and the embed know no widget: no string literal or template text in packages/runtime/src or
 *    packages/embed/src names a widget, i.e. equals the name of a folder of packages/widgets/src (those in
 *    scripts/generate-widgets.ts's NOT_A_WIDGET left out) or holds it between quotes, brackets or an equals sign
 *    (as a selector would).
 *    A widget declares what the runtime must do for it (its definition's `preload`, the `dialogFrame` text).
 * 3. The runtime and the embed hold no Dutch text: no string literal or template text there contains an ellipsis
 *    ('…', which the shoppers' texts use and code does not) or one of the Dutch words in DUTCH_WORDS (whole words,
 *    any case): the words of the widgets' short texts (buttons, busy states, errors). Comments may say anything.
 * Literals are read from TypeScript's syntax tree, so comments and identifiers never match.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { schema } from '../packages/runtime/src/schema.js';
import { NOT_A_WIDGET } from '../scripts/generate-widgets.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const packagesDir = join(root, 'packages');

/** Test-only files: they may set hooks (to observe them) and use any text. */
const NOT_SOURCE = /\.(test|stories|fixtures|fuzz)\.tsx?$|\.d\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !NOT_SOURCE.test(name) ? [path] : [];
  });
}

const packageSources = (name: string) => sourceFiles(join(packagesDir, name, 'src'));
const allSources = () => readdirSync(packagesDir).flatMap((name) => (statSync(join(packagesDir, name, 'src'), { throwIfNoEntry: false })?.isDirectory() ? packageSources(name) : []));
const where = (file: string, node: ts.Node, source: ts.SourceFile) => `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

/** Every text a file holds in code: string literals, template parts and JSX text, with where they are. */
function literalsOf(file: string): { text: string; at: string }[] {
  const source = parse(file);
  const found: { text: string; at: string }[] = [];
  visit(source, (node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) {
      found.push({ text: node.text, at: where(file, node, source) });
    }
  });
  return found;
}

// ---- 1. global hooks ----

const GLOBAL_OBJECTS = new Set(['globalThis', 'window', 'self']);

/** The global object an expression stands for, through casts and parentheses: `(globalThis as X)` is `globalThis`. */
function globalObjectOf(node: ts.Expression): string | undefined {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isTypeAssertionExpression(node) || ts.isNonNullExpression(node)) node = node.expression;
  return ts.isIdentifier(node) && GLOBAL_OBJECTS.has(node.text) ? node.text : undefined;
}

function hiddenHooks(files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const source = parse(file);
    visit(source, (node) => {
      let name: string | undefined;
      let on: ts.Expression | undefined;
      if (ts.isPropertyAccessExpression(node)) [name, on] = [node.name.text, node.expression];
      else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) [name, on] = [node.argumentExpression.text, node.expression];
      else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text.startsWith('__') && isInDeclareGlobal(node)) name = node.name.text;
      else if (ts.isPropertySignature(node) && node.name && ts.isIdentifier(node.name) && node.name.text.startsWith('__')) name = node.name.text;
      // A hook's name kept in a constant (`holder[KEY]`): the name itself is the sign.
      else if (ts.isStringLiteralLike(node) && /^__[A-Za-z]\w*$/.test(node.text)) name = node.text;
      // A registered symbol (`Symbol.for('x')`) is the same key in every copy of a script on the page: a global hook
      // by another name, wherever it is kept.
      else if (ts.isCallExpression(node) && node.expression.getText(source).replace(/\s/g, '') === 'Symbol.for') {
        problems.push(`${where(file, node, source)}: ${node.getText(source)}`);
        return;
      }
      // A global object indexed by a computed key (`globalThis[KEY]`): only the handle's name may be one.
      else if (ts.isElementAccessExpression(node) && globalObjectOf(node.expression) !== undefined && node.argumentExpression.getText(source) !== 'schema.globalName') {
        problems.push(`${where(file, node, source)}: ${node.getText(source)}`);
        return;
      }
      if (name === undefined) return;
      const underscored = name.startsWith('__') && name !== '__proto__';
      const etalageGlobal = on !== undefined && globalObjectOf(on) !== undefined && /^_*etalage/i.test(name) && name !== schema.globalName;
      if (underscored || etalageGlobal) problems.push(`${where(file, node, source)}: ${name}`);
    });
  }
  return [...new Set(problems)];
}

function isInDeclareGlobal(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isModuleDeclaration(parent) && parent.name.getText() === 'global') return true;
  }
  return false;
}

// ---- 2. widget names ----


const widgetNames = (): string[] =>
  readdirSync(join(packagesDir, 'widgets/src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_A_WIDGET.includes(entry.name))
    .map((entry) => entry.name);

function widgetsNamed(files: string[], names: readonly string[]): string[] {
  const escape = (name: string) => name.replace(/[-]/g, '\\-');
  const named = new RegExp(`^(?:${names.map(escape).join('|')})$|["'=\\[](?:${names.map(escape).join('|')})["'\\]]`);
  return files.flatMap((file) => literalsOf(file).filter(({ text }) => named.test(text)).map(({ text, at }) => `${at}: ${JSON.stringify(text)}`));
}

// ---- 3. Dutch text ----

/** Words of the widgets' short Dutch texts that are no English words (so that no code string matches by chance). */
const DUTCH_WORDS = [
  'laden', 'bezig', 'sluiten', 'opnieuw', 'probeer', 'mislukt', 'fout', 'annuleren', 'opslaan', 'verwijderen',
  'toevoegen', 'bekijk', 'bekijken', 'meer', 'minder', 'volgende', 'vorige', 'zoeken', 'inloggen', 'uitloggen',
  'favorieten', 'vergelijk', 'vergelijken', 'prijs', 'korting', 'winkel', 'naar', 'voor', 'niet', 'geen', 'een',
  'het', 'jouw', 'uw', 'je', 'bij', 'van', 'wordt', 'kon', 'konden', 'melding', 'producten', 'gesloten',
];

function dutchTexts(files: string[]): string[] {
  const dutch = new RegExp(`…|\\b(?:${DUTCH_WORDS.join('|')})\\b`, 'i');
  return files.flatMap((file) => literalsOf(file).filter(({ text }) => dutch.test(text)).map(({ text, at }) => `${at}: ${JSON.stringify(text)}`));
}

const runtimeAndEmbed = () => [...packageSources('runtime'), ...packageSources('embed')];

describe('no hidden coupling', () => {
  it('sets or reads no global hook but the documented handle (window.Etalage)', () => {
    expect(hiddenHooks(allSources())).toEqual([]);
  });

  it('finds a hook kept under a registered symbol or a computed key of a global object', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hidden-hooks-'));
    try {
      const file = join(dir, 'hooks.ts');
      writeFileSync(
        file,
        [
          "const KEY = Symbol.for('etalage-server-html');",
          'const global = globalThis as Record<symbol, unknown>;',
          'global[KEY] ??= 1;',
          "(globalThis as Record<symbol, unknown>)[KEY] = 2;",
          'export const handle = window[schema.globalName];',
        ].join('\n'),
      );
      expect(hiddenHooks([file]).map((problem) => problem.replace(/^.*hooks\.ts:/, ''))).toEqual([
        "1: Symbol.for('etalage-server-html')",
        '4: (globalThis as Record<symbol, unknown>)[KEY]',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lets the build's chunks and the store reach that handle by the runtime's name for it", () => {
    // scripts/preload-chunks.mjs writes the calls into the chunks; the store (below the runtime) reads the handle's store.
    expect(readFileSync(join(root, 'scripts/preload-chunks.mjs'), 'utf8')).toContain(`self.${schema.globalName}?.preload?.(`);
    expect(readFileSync(join(packagesDir, 'store/src/create-store.ts'), 'utf8')).toContain(`(globalThis as Handle).${schema.globalName} ??= {}).store`);
  });

  it('finds the widget names it checks for in the widget folders', () => {
    expect(widgetNames()).toEqual(expect.arrayContaining(['watch-button', 'page-chrome', 'voucher-card']));
    expect(widgetNames()).not.toContain('shared');
  });

  it('keeps widget names out of the runtime and the embed', () => {
    expect(widgetsNamed(runtimeAndEmbed(), widgetNames())).toEqual([]);
  });

  it('keeps Dutch text out of the runtime and the embed', () => {
    expect(dutchTexts(runtimeAndEmbed())).toEqual([]);
  });
});
