import { describe, expect, it } from 'vitest';
import { staleFiles } from './generate-widgets.js';

/**
 * The registries, the chunk groups, the modal list, the root entry, docs/widgets.md and the modals' names and props
 * in @etalage/markup follow from the widget folders: a folder added, removed or changed without `pnpm generate`
 * leaves one of them stale. The TypeScript checker reads the modals' props, which takes some seconds.
 */
describe('generated files', () => {
  it('say what the widget folders say (run pnpm generate)', async () => {
    expect(await staleFiles()).toEqual([]);
  }, 60_000);
});
