import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_WIDGETS_FILE, cardSlotProblems, SERVER_CARD_FILE, type CardSlotClaim } from './card-slots.js';
import { readFolders } from './generate-widgets.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

async function claims(): Promise<CardSlotClaim[]> {
  return (await readFolders()).flatMap((folder) => (folder.kind === 'widget' && folder.placement.cardSlot ? [{ folder: folder.folder, cardSlot: folder.placement.cardSlot }] : []));
}

let copies: string[] = [];
afterEach(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  copies = [];
});

/** The two slot files copied into a new root, the server's changed by `edit`. */
function rootWithServerCard(edit: (source: string) => string): string {
  const copy = mkdtempSync(join(tmpdir(), 'card-slots-'));
  copies.push(copy);
  for (const file of [CARD_WIDGETS_FILE, SERVER_CARD_FILE]) cpSync(join(ROOT, file), join(copy, file), { recursive: true });
  writeFileSync(join(copy, SERVER_CARD_FILE), edit(readFileSync(join(copy, SERVER_CARD_FILE), 'utf8')));
  return copy;
}

describe('card slots', () => {
  it('agree with the widget folders', async () => {
    const current = await claims();
    expect(current.map((claim) => claim.folder)).toContain('like-button');
    expect(cardSlotProblems(current, ROOT)).toEqual([]);
  });

  it('fail where a slot belongs to no widget, or a widget names a slot that is not there', async () => {
    const current = await claims();
    const withoutLike = current.filter((claim) => claim.cardSlot !== 'like');
    expect(cardSlotProblems(withoutLike, ROOT)).toEqual([expect.stringContaining(`slot "like" (${CARD_WIDGETS_FILE}) belongs to no widget`)]);
    expect(cardSlotProblems([...current, { folder: 'share-button', cardSlot: 'share' }], ROOT)).toEqual([
      expect.stringContaining('share-button: its placement\'s cardSlot "share" is not in interface CardWidgets'),
    ]);
  });

  it('fail where a slot mounts or prerenders another widget', async () => {
    const swapped = (await claims()).map((claim) => (claim.cardSlot === 'like' ? { ...claim, folder: 'compare-button' } : claim.cardSlot === 'compare' ? { ...claim, folder: 'like-button' } : claim));
    const problems = cardSlotProblems(swapped, ROOT);
    expect(problems).toContainEqual(expect.stringContaining("compare-button: its placement's cardSlot \"like\": the plain slot in plainCardWidgets"));
    expect(problems).toContainEqual(expect.stringContaining('does not call a renderer of ../compare-button/server.js'));
  });

  it('fail where the server draws no slot for a card widget', async () => {
    const root = rootWithServerCard((source) => source.replace(/^\s*adminOverlay: renderAdminOverlay,\n/m, ''));
    expect(cardSlotProblems(await claims(), root)).toEqual([expect.stringContaining(`admin-overlay: its placement's cardSlot "adminOverlay" has no prerendered slot in prerenderedCardWidgets (${SERVER_CARD_FILE})`)]);
  });
});
