import { LIKE_BATCH_DELAY_MS } from '../constants.js';
import { reportProblem } from '../report-later.js';

/**
 * Collects keys asked for in the same tick and sends them as one request (spec §4:
 * like lookups and admin metrics). A failed batch is logged and its keys re-queued, never
 * dropped: the callers' promises stay pending until a later batch answers them.
 */
export interface BatcherOptions<Key, Result> {
  /** Sends one batch; answers the results it found, matched back by `keyOf`. */
  send(keys: Key[]): Promise<Result[]>;
  keyOf(result: Result): Key;
  /** Result for a key the answer did not contain. */
  fallback(key: Key): Result;
  /** Label for the console message of a failed batch. */
  label: string;
  /** Wait before a re-queued batch is sent again (default 2000 ms, doubled per failure in a row, at most 60 s). */
  retryDelayMs?: number;
}

interface Waiter<Result> {
  resolve(result: Result): void;
  /** Told each time a batch with this key fails (the key is re-queued and the promise stays pending). */
  onFailure?: (error: unknown) => void;
}

export interface LoadOptions {
  /** Called on every failed batch that carried the key, so a caller can show that it is still waiting. */
  onFailure?: (error: unknown) => void;
}

export interface Batcher<Key, Result> {
  load(key: Key, options?: LoadOptions): Promise<Result>;
  /** Keys queued or re-queued and not yet answered (for tests and diagnostics). */
  pendingKeys(): Key[];
}

export const BATCH_DELAY_MS = LIKE_BATCH_DELAY_MS;
export const BATCH_RETRY_DELAY_MS = 2000;
export const BATCH_MAX_RETRY_DELAY_MS = 60_000;

export function createBatcher<Key, Result>(options: BatcherOptions<Key, Result>): Batcher<Key, Result> {
  const queue = new Map<Key, Waiter<Result>[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerDelay = 0;
  let failuresInARow = 0;

  /** A new lookup pulls a waiting retry forward, so re-queued keys travel with the next batch. */
  function schedule(delay: number): void {
    if (timer !== undefined) {
      if (timerDelay <= delay) return;
      clearTimeout(timer);
    }
    timerDelay = delay;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delay);
  }

  async function flush(): Promise<void> {
    if (queue.size === 0) return;
    const batch = new Map(queue);
    queue.clear();
    const keys = [...batch.keys()];
    try {
      const results = await options.send(keys);
      failuresInARow = 0;
      const byKey = new Map(results.map((result) => [options.keyOf(result), result]));
      for (const [key, waiters] of batch) {
        const result = byKey.get(key) ?? options.fallback(key);
        for (const waiter of waiters) waiter.resolve(result);
      }
    } catch (error) {
      reportProblem(options.label, `batch of ${keys.length} failed, re-queued`, error);
      for (const [key, waiters] of batch) queue.set(key, [...waiters, ...(queue.get(key) ?? [])]);
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.onFailure?.(error);
      // A service that keeps failing is asked less and less often, but the keys stay queued.
      failuresInARow += 1;
      const base = options.retryDelayMs ?? BATCH_RETRY_DELAY_MS;
      schedule(Math.min(base * 2 ** (failuresInARow - 1), BATCH_MAX_RETRY_DELAY_MS));
    }
  }

  return {
    load(key, loadOptions = {}) {
      return new Promise<Result>((resolve) => {
        const waiters = queue.get(key) ?? [];
        waiters.push({ resolve, onFailure: loadOptions.onFailure });
        queue.set(key, waiters);
        schedule(BATCH_DELAY_MS);
      });
    },
    pendingKeys: () => [...queue.keys()],
  };
}
