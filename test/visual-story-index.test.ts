// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtStories, NO_BASELINE_TAG, updatesSnapshots } from '../e2e/visual/story-index.js';

const story = (id: string, tags: string[] = []) => ({ type: 'story', id, title: id, name: 'Standaard', importPath: `./${id}.stories.tsx`, tags });

let dir: string | undefined;
function storybookWith(...entries: ReturnType<typeof story>[]): string {
  dir = mkdtempSync(join(tmpdir(), 'story-index-'));
  writeFileSync(join(dir, 'index.json'), JSON.stringify({ entries: Object.fromEntries(entries.map((entry) => [entry.id, entry])) }));
  return dir;
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("the visual tests' stories", () => {
  it('leave out a story without screenshots yet, and take it when the run updates screenshots', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const built = storybookWith(story('like-button'), story('demo-badge', [NO_BASELINE_TAG]));
    const ids = (updating: boolean) => (builtStories(built, updating) as { id: string }[]).map((entry) => entry.id);
    expect(ids(false)).toEqual(['like-button']);
    expect(ids(true)).toEqual(['like-button', 'demo-badge']);
  });

  it('read an update of screenshots from the command line, in any mode but none', () => {
    expect(updatesSnapshots(['playwright', 'test', '--project=visual'])).toBe(false);
    expect(updatesSnapshots(['playwright', 'test', '--project=visual', '--update-snapshots'])).toBe(true);
    expect(updatesSnapshots(['playwright', 'test', '-u'])).toBe(true);
    expect(updatesSnapshots(['playwright', 'test', '--update-snapshots=missing'])).toBe(true);
    expect(updatesSnapshots(['playwright', 'test', '--update-snapshots', 'all'])).toBe(true);
    expect(updatesSnapshots(['playwright', 'test', '--update-snapshots=none'])).toBe(false);
    expect(updatesSnapshots(['playwright', 'test', '--update-snapshots', 'none'])).toBe(false);
  });
});
