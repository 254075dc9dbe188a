import { describe, expect, it } from 'vitest';
import { staleFiles } from './generate-widgets.js';

/**
 * The registries, the chunk groups, the modal list, the root entry and docs/widgets.md follow from the widget
 * folders: a folder added, removed or changed without `pnpm generate` leaves one of them stale.
 */
describe('generated files', () => {
  it('say what the widget folders say (run pnpm generate)', async () => {
    expect(await staleFiles()).toEqual([]);
  });
});
