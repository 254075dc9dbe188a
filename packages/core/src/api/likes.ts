import type { PageConfig } from '../config.js';
import { requireFields } from '../errors.js';
import { createBatcher, type Batcher } from './batch.js';
import type { Http } from './http.js';
import type { ItemId, ItemType, LikeLookupOptions, LikeRecord, ReceivedLikesAnswer } from './types.js';

/** The record a lookup answers for an item the service does not know: nobody liked it yet. */
export function emptyLikeRecord(itemId: ItemId): LikeRecord {
  return { item_id: itemId, liked_by_user: false, saved_by_user: false, likes_count: 0 };
}

function lookupQuery(options: LikeLookupOptions) {
  return {
    commentsCount: options.commentsCount,
    stars: options.stars,
    answersCount: options.answersCount,
    reviewCounts: options.reviewCounts,
  };
}

export interface LikeOptions {
  /** Sent only for variants (spec §7); the shopper's marketing consent. */
  consent?: boolean;
}

/** The likes service of spec §7 (`{likesHost}/api/v1/{project}/...`). */
export function createLikesApi(http: Http, config: PageConfig) {
  const base = () => {
    requireFields({ project: config.project });
    return `${config.likesHost}/api/v1/${encodeURIComponent(config.project)}`;
  };
  const itemPath = (itemType: ItemType, itemId: ItemId) => {
    requireFields({ itemType, itemId });
    return `${base()}/like/${encodeURIComponent(itemType)}/${encodeURIComponent(String(itemId))}`;
  };

  function fetchLikeRecords(itemType: ItemType, itemIds: ItemId[], options: LikeLookupOptions = {}) {
    requireFields({ itemType, itemIds });
    return http.request<LikeRecord[]>('post', `${base()}/like/${encodeURIComponent(itemType)}`, {
      json: itemIds,
      query: lookupQuery(options),
    });
  }

  // One batcher per item type and option set: each answers one request per tick.
  const batchers = new Map<string, Batcher<string, LikeRecord>>();
  // Batch keys are strings (1 and '1' are one item); the ids go out as the caller gave them.
  const originalIds = new Map<string, ItemId>();
  const original = (key: string): ItemId => originalIds.get(key) ?? key;
  function batcherFor(itemType: ItemType, options: LikeLookupOptions): Batcher<string, LikeRecord> {
    const key = `${itemType}?${JSON.stringify(lookupQuery(options))}`;
    let batcher = batchers.get(key);
    if (!batcher) {
      batcher = createBatcher<string, LikeRecord>({
        label: `Like lookup (${itemType})`,
        send: (keys) => fetchLikeRecords(itemType, keys.map(original), options),
        keyOf: (record) => String(record.item_id),
        fallback: (key) => emptyLikeRecord(original(key)),
      });
      batchers.set(key, batcher);
    }
    return batcher;
  }

  return {
    fetchLikeRecords,

    /** Batched lookup: calls in the same tick share one request per item type (spec §4). */
    lookupLike(itemType: ItemType, itemId: ItemId, options: LikeLookupOptions = {}): Promise<LikeRecord> {
      requireFields({ project: config.project, itemType, itemId });
      originalIds.set(String(itemId), itemId);
      return batcherFor(itemType, options).load(String(itemId));
    },

    /** Ids queued for a lookup and not yet answered (diagnostics). */
    pendingLikeLookups(itemType: ItemType, options: LikeLookupOptions = {}): string[] {
      return batcherFor(itemType, options).pendingKeys();
    },

    fetchAllLikes(itemType: ItemType) {
      requireFields({ itemType });
      return http.request<LikeRecord[]>('get', `${base()}/like-all/${encodeURIComponent(itemType)}`);
    },

    fetchReceivedLikes(itemType: ItemType) {
      requireFields({ itemType });
      return http.request<ReceivedLikesAnswer>('get', `${base()}/like/received/user/${encodeURIComponent(itemType)}`);
    },

    like(itemType: ItemType, itemId: ItemId, options: LikeOptions = {}) {
      const consent = itemType === 'variant' && options.consent !== undefined ? Number(options.consent) : undefined;
      return http.request<LikeRecord>('post', itemPath(itemType, itemId), { query: { consent } });
    },

    unlike(itemType: ItemType, itemId: ItemId) {
      return http.request<LikeRecord>('delete', itemPath(itemType, itemId));
    },

    /** Pairs the anonymous likes of this browser with the logged-in user. */
    async pairLikes(): Promise<void> {
      await http.request<unknown>('get', `${base()}/login`);
    },
  };
}

export type LikesApi = ReturnType<typeof createLikesApi>;
