import type { GetState, SetState } from '../slice-creator.js';
import type { LikeEntry, LikesSlice } from './likes-model.js';

/**
 * Entry changes of one tick are written to the store together: 60 like buttons mounting (or a lookup answering for
 * 60 items) make one store update, not 60 copies of the whole likes map. Reads see the changes not written yet.
 */
export function createEntryBatch(set: SetState<LikesSlice>, get: GetState<LikesSlice>) {
  let changed: Record<string, LikeEntry> | null = null;
  const entryOf = (key: string): LikeEntry | undefined => changed?.[key] ?? get().likes[key];
  /** Writes the changes of this tick now (before a store update of its own that must see them). */
  function commit() {
    const entries = changed;
    changed = null;
    if (entries) set({ likes: { ...get().likes, ...entries } });
  }
  function write(key: string, entry: LikeEntry) {
    if (!changed) {
      changed = {};
      queueMicrotask(commit);
    }
    changed[key] = entry;
  }
  /** Changes an entry that exists; an unknown key is left alone. */
  function patch(key: string, changes: Partial<LikeEntry>) {
    const entry = entryOf(key);
    if (entry) write(key, { ...entry, ...changes });
  }
  return { entryOf, write, patch, commit };
}

export type EntryBatch = ReturnType<typeof createEntryBatch>;
