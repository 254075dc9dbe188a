// @vitest-environment node
/**
 * A CSS block is named as its folder. Every class a widget folder's CSS styles belongs to the folder's own block,
 * `etl-<folder>` with its elements `etl-<folder>__x` and modifiers `etl-<folder>--y`; a file of shared/ is the block
 * named as the file (`shared/count-badge.css` → `etl-count-badge`). So a host page that overrides a widget's look
 * finds it under the widget's name, and two folders cannot restyle each other.
 *
 * A folder may style a shared piece (a block named as a file of shared/, or one of the base blocks below) inside its
 * own block, as `.etl-auth__names .etl-field__input`: an own class comes first in the selector. Anything else is
 * listed in ALLOWED with the reason.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const widgetsSrc = fileURLToPath(new URL('../packages/widgets/src', import.meta.url));
const SHARED = 'shared';

/** shared/ files whose CSS holds several small blocks rather than one named as the file. */
const SHARED_BASE_BLOCKS: Record<string, string[]> = {
  // The base pieces every widget builds on.
  'common.css': ['etl-alert', 'etl-button', 'etl-card-scroller', 'etl-field', 'etl-icon', 'etl-pill', 'etl-spinner'],
  // The dialog, and the two utilities it needs: the page's scroll lock while open and text for screen readers only.
  'dialog.css': ['etl-dialog', 'etl-scroll-locked', 'etl-visually-hidden'],
};

/** Classes a folder styles outside its own block, each with the reason. */
const ALLOWED: Record<string, string[]> = {
  // The header is the host page's: its template marks it `etl-page-header` (the markup contract), and page chrome hides
  // it on scroll, except while the search overlay is open.
  'page-chrome': ['etl-page-header', 'etl-page-header--hidden', 'etl-search-overlay--open'],
  // The slot in the listing grid is written by the server (the widget's markup example) and by the row's placement.
  'similar-row': ['etl-similar-slot'],
  // The filter choices' state classes, styled only inside the filters' block.
  'listing-filters': ['is-disabled', 'is-highlighted', 'is-in-range', 'is-selected'],
};

const inBlock = (name: string, block: string) => name === block || name.startsWith(`${block}__`) || name.startsWith(`${block}--`);

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/** The blocks of shared/: one per file (its CSS, its components), plus the base blocks. */
const sharedBlocks = [
  ...new Set(readdirSync(join(widgetsSrc, SHARED)).map((name) => `etl-${name.replace(/\..*$/, '')}`)),
  ...Object.values(SHARED_BASE_BLOCKS).flat(),
];

function ownBlocks(folder: string, file: string): string[] {
  if (folder !== SHARED) return [`etl-${folder}`];
  return SHARED_BASE_BLOCKS[basename(file)] ?? [`etl-${basename(file, '.css')}`];
}

/** Every selector of a stylesheet (at-rule preludes left out), comments and strings removed. */
function selectors(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/'[^']*'|"[^"]*"/g, "''");
  return [...text.matchAll(/([^{};]+)\{/g)]
    .map(([, prelude]) => prelude!.trim())
    .filter((prelude) => !prelude.startsWith('@') && !/^(from|to|[\d.]+%)(\s*,\s*(from|to|[\d.]+%))*$/.test(prelude))
    .flatMap((prelude) => prelude.split(',').map((selector) => selector.trim()));
}

/** `file: selector → .class` for each class outside the folder's own block(s). */
function offences(folder: string, file: string): string[] {
  const own = ownBlocks(folder, file);
  const allowed = ALLOWED[folder] ?? [];
  const found: string[] = [];
  for (const selector of selectors(readFileSync(file, 'utf8'))) {
    let scoped = false;
    for (const [, name] of selector.matchAll(/\.([a-zA-Z_][\w-]*)/g)) {
      if (own.some((block) => inBlock(name!, block))) scoped = true;
      else if (allowed.includes(name!)) continue;
      else if (scoped && sharedBlocks.some((block) => inBlock(name!, block))) continue;
      else found.push(`${file.slice(widgetsSrc.length + 1)}: ${selector} → .${name}`);
    }
  }
  return found;
}

const folders = readdirSync(widgetsSrc).filter((name) => statSync(join(widgetsSrc, name)).isDirectory());

describe('CSS blocks are named as their folder', () => {
  it.each(folders.filter((folder) => cssFiles(join(widgetsSrc, folder)).length > 0))('%s', (folder) => {
    const found = cssFiles(join(widgetsSrc, folder)).flatMap((file) => offences(folder, file));
    expect(found, `classes outside the block etl-${folder} (rename them, or list them in ALLOWED with the reason):\n${found.join('\n')}`).toEqual([]);
  });

  it('tells elements and modifiers from other blocks, and reads selectors inside at-rules and past strings', () => {
    expect(inBlock('etl-watch-button__status', 'etl-watch-button')).toBe(true);
    expect(inBlock('etl-watchdog-unsubscribe', 'etl-watchdog')).toBe(false);
    expect(selectors(".etl-a__b:not(.etl-c), .etl-a[data-x='{'] {} @media (min-width: 1px) { .etl-d {} }")).toEqual([
      '.etl-a__b:not(.etl-c)',
      ".etl-a[data-x='']",
      '.etl-d',
    ]);
  });
});
