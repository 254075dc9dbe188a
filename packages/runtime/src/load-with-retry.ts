const RETRY_DELAY_MS = 1000;

/**
 * Loads a widget chunk, retrying once after a second (a deploy or a flaky connection can fail one import, and
 * Firefox fails the imports in flight when the shopper follows a link: by the retry the page is gone, so nothing
 * is reported). The promise is cached per loader, so 60 cards share one request.
 */
const cache = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

export function loadWithRetry<T>(load: () => Promise<T>, retryDelayMs = RETRY_DELAY_MS): Promise<T> {
  let pending = cache.get(load) as Promise<T> | undefined;
  if (!pending) {
    pending = load().catch(
      () => new Promise<T>((resolve, reject) => setTimeout(() => load().then(resolve, reject), retryDelayMs)),
    );
    // A failed load is forgotten, so a later refresh() can try again.
    pending.catch(() => cache.delete(load));
    cache.set(load, pending);
  }
  return pending;
}
