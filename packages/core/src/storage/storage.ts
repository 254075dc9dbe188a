import { classifyStorageError, StorageError } from './storage-error.js';
import { reportProblem } from '../report-later.js';

/** Every key this package writes starts with this, so our entries never collide with the host page's. */
export const STORAGE_PREFIX = 'etalage:';

/** Keys (without the prefix) used by the store and widgets. */
export const STORAGE_KEYS = {
  /** Variant likes of this browser (StoredLike[]). */
  likes: 'likes',
  /** Likes not yet confirmed by the likes service, retried on start (StoredLike[]). */
  pendingLikes: 'pending-likes',
  /** The user id whose anonymous likes were paired. */
  likesPairedUser: 'likes-paired-user',
  /** Comparison list (variant ids). */
  comparison: 'comparison',
  /** Recently viewed variants for the search overlay (up to 5). */
  recentlyViewed: 'recently-viewed',
  /** Mobile menu categories, cached 1 hour. */
  menu: 'menu',
  /** App-install prompt dismissed, kept 30 days. */
  appInstallDismissed: 'app-install-dismissed',
  /** Visit count for the app-install prompt. */
  visitCount: 'visit-count',
  /** The app was installed from the app-install prompt: it does not come back. */
  appInstalled: 'app-installed',
} as const;

interface StoredEntry {
  /** The value. */
  v: unknown;
  /** Expiry as epoch milliseconds, or null for no expiry. */
  e: number | null;
}

export interface SetOptions {
  /** Time to live in milliseconds. */
  ttlMs?: number;
}

export interface StorageOptions {
  prefix?: string;
  /** Returns the backing storage; may throw (disabled storage). Defaults to window.localStorage. */
  backend?: () => Storage | undefined;
  now?: () => number;
}

export interface SafeStorage {
  get<T>(key: string): T | undefined;
  /** Stores the value; answers the coded error when local storage refused it (memory kept it instead). */
  set(key: string, value: unknown, options?: SetOptions): StorageError | null;
  remove(key: string): void;
  /**
   * 'local' while local storage is there, 'memory' when it is missing or touching it is refused. A storage that
   * refuses writes is found by the first write: that value (and each refused one after it) stays in memory, and
   * `set` answers the coded error.
   */
  readonly mode: 'local' | 'memory';
  /** The last storage problem, if any. */
  readonly lastError: StorageError | null;
}

function defaultBackend(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** `e` is the expiry time or null: anything else (an object compared with `<=` can throw) is not our entry. */
function isEntry(value: unknown): value is StoredEntry {
  if (typeof value !== 'object' || value === null || !('v' in value) || !('e' in value)) return false;
  const expiry = (value as { e: unknown }).e;
  return expiry === null || (typeof expiry === 'number' && Number.isFinite(expiry));
}

/**
 * Local storage with expiry times (spec §4) that never throws into a widget:
 * any problem is coded (spec §8) and the value is kept in memory for this page instead.
 */
export function createStorage(options: StorageOptions = {}): SafeStorage {
  const prefix = options.prefix ?? STORAGE_PREFIX;
  const now = options.now ?? Date.now;
  const memory = new Map<string, StoredEntry>();
  let lastError: StorageError | null = null;
  let backend: Storage | undefined;
  let mode: 'local' | 'memory' = 'memory';
  /** Each problem goes to the console once per page (a full storage would otherwise log every write). */
  const reported = new Set<string>();
  function report(key: string, message: string, cause?: unknown) {
    if (reported.has(key)) return;
    reported.add(key);
    reportProblem('storage', message, cause ?? '');
  }
  function fail(error: unknown) {
    lastError = new StorageError(classifyStorageError(error), { cause: error });
    report(lastError.code, `${lastError.message}; values are kept in memory for this page`, error);
  }

  try {
    backend = (options.backend ?? defaultBackend)();
    if (backend) {
      // No test write: a storage that refuses writes (full, or a private mode's) is found by the first real one,
      // whose value then stays in memory (see `set`). A probe write would be the page's first storage access, about
      // 1.2 ms of a cold listing's start inside the like buttons' first lookups.
      mode = 'local';
    } else {
      lastError = new StorageError('not-available');
    }
  } catch (error) {
    fail(error);
    backend = undefined;
  }

  function readEntry(key: string): StoredEntry | undefined {
    if (memory.has(key)) return memory.get(key);
    if (mode !== 'local' || !backend) return undefined;
    try {
      const raw = backend.getItem(prefix + key);
      if (raw === null) return undefined;
      const parsed: unknown = JSON.parse(raw);
      if (isEntry(parsed)) return parsed;
    } catch {
      // reported below
    }
    // Unreadable or foreign: treated as absent (the next write replaces it).
    report(`entry:${key}`, `the entry ${prefix}${key} is not readable; it is ignored`);
    return undefined;
  }

  const storage: SafeStorage = {
    get<T>(key: string): T | undefined {
      const entry = readEntry(key);
      if (!entry) return undefined;
      if (entry.e !== null && entry.e <= now()) {
        storage.remove(key);
        return undefined;
      }
      return entry.v as T;
    },

    set(key, value, setOptions = {}) {
      const entry: StoredEntry = { v: value, e: setOptions.ttlMs === undefined ? null : now() + setOptions.ttlMs };
      if (mode === 'local' && backend) {
        try {
          backend.setItem(prefix + key, JSON.stringify(entry));
          memory.delete(key);
          return null;
        } catch (error) {
          fail(error);
        }
      }
      memory.set(key, entry);
      return lastError;
    },

    remove(key) {
      memory.delete(key);
      try {
        backend?.removeItem(prefix + key);
      } catch {
        // removal is best effort
      }
    },

    get mode() {
      return mode;
    },
    get lastError() {
      return lastError;
    },
  };
  return storage;
}

let shared: SafeStorage | undefined;

/** The page-wide storage instance (created on first use, so importing this module touches nothing). */
export function getStorage(): SafeStorage {
  return (shared ??= createStorage());
}
