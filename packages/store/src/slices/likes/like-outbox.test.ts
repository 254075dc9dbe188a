import { beforeEach, describe, expect, it } from 'vitest';
import { createStorage, STORAGE_KEYS } from '@etalage/core';
import { createLikeOutbox } from './like-outbox.js';
import { likeKey } from './likes-model.js';

const storage = createStorage();
const outbox = () => createLikeOutbox(() => storage);
const stored = () => storage.get(STORAGE_KEYS.pendingLikes);

beforeEach(() => localStorage.clear());

describe('the like outbox', () => {
  it('keeps one change per item, the last one, in local storage', () => {
    const box = outbox();
    box.keep({ itemType: 'variant', itemId: 1, liked: true });
    box.keep({ itemType: 'comparison', itemId: 1, liked: true });
    box.keep({ itemType: 'variant', itemId: 1, liked: false });
    expect(box.changes()).toEqual([
      { itemType: 'comparison', itemId: 1, liked: true },
      { itemType: 'variant', itemId: 1, liked: false },
    ]);
    expect(stored()).toEqual(box.changes());
    expect(box.changeOf(likeKey('variant', 1))).toEqual({ itemType: 'variant', itemId: 1, liked: false });
    expect(box.changeOf(likeKey('variant', 2))).toBeUndefined();
  });

  it('removes its key from storage once the last change is dropped', () => {
    const box = outbox();
    box.keep({ itemType: 'user', itemId: 'a', liked: true });
    box.drop(likeKey('user', 'a'));
    expect(box.changes()).toEqual([]);
    expect(stored()).toBeUndefined();
  });

  it('reads what an earlier page kept, skipping entries of another shape', () => {
    localStorage.setItem(
      `etalage:${STORAGE_KEYS.pendingLikes}`,
      JSON.stringify({ v: [null, { itemId: 5 }, { itemType: 'variant', itemId: 6 }, { itemType: 'variant', itemId: 7, liked: true }], e: null }),
    );
    expect(outbox().changes()).toEqual([{ itemType: 'variant', itemId: 7, liked: true }]);
  });

  it('reads storage once, and again after another tab wrote the key', () => {
    const box = outbox();
    expect(box.changes()).toEqual([]);
    const otherTab = createLikeOutbox(() => storage);
    otherTab.keep({ itemType: 'variant', itemId: 3, liked: true });
    expect(box.changes()).toEqual([]);
    window.dispatchEvent(Object.assign(new Event('storage'), { key: `etalage:${STORAGE_KEYS.pendingLikes}` }));
    expect(box.changes()).toEqual([{ itemType: 'variant', itemId: 3, liked: true }]);
  });
});
