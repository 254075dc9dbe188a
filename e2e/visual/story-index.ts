import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** `npm test` builds Storybook (`storybook build -o storybook-static`) before Playwright runs. */
export const STORYBOOK_DIR = resolve(import.meta.dirname, '../../storybook-static');

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
}

/**
 * Stories tagged so have no screenshots yet (a scaffolded widget's): `npm run test:visual:update` takes them, then
 * the tag goes. Named in the log, so that none stays without screenshots unnoticed.
 */
export const NO_BASELINE_TAG = 'no-visual-baseline';

/**
 * Set by playwright.config.ts when the run updates screenshots (`--update-snapshots`, `-u`, in any mode but none);
 * the workers inherit it, so that they list the same tests as the main process.
 */
export const UPDATING_ENV = 'VISUAL_UPDATING_SNAPSHOTS';

/** Whether a command line asks Playwright to write screenshots: `-u`, `--update-snapshots[=mode]` or `… mode`. */
export function updatesSnapshots(argv: readonly string[]): boolean {
  const at = argv.findIndex((arg) => arg === '-u' || arg === '--update-snapshots' || arg.startsWith('--update-snapshots='));
  if (at < 0) return false;
  const mode = argv[at]!.split('=')[1] ?? argv[at + 1];
  return mode !== 'none';
}

/**
 * The built Storybook's stories (its index.json), in the sidebar's order; an Error when it was not built. Stories
 * without screenshots yet are left out, but kept when the run updates screenshots (that run takes theirs).
 */
export function builtStories(dir = STORYBOOK_DIR, updating = process.env[UPDATING_ENV] === '1'): StoryEntry[] | Error {
  const index = resolve(dir, 'index.json');
  if (!existsSync(index)) return new Error(`${index} is missing: build Storybook first (npm run build-storybook).`);
  const { entries } = JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, StoryEntry & { type: string; tags?: string[] }> };
  const stories = Object.values(entries).filter((entry) => entry.type === 'story');
  const withoutBaselines = stories.filter((entry) => entry.tags?.includes(NO_BASELINE_TAG));
  if (withoutBaselines.length) {
    console.log(`visual: no screenshots yet (tag ${NO_BASELINE_TAG}${updating ? ', taken now' : ''}): ${withoutBaselines.map((entry) => entry.id).join(', ')}`);
  }
  return stories
    .filter((entry) => updating || !withoutBaselines.includes(entry))
    .map(({ id, title, name, importPath }) => ({ id, title, name, importPath }));
}
