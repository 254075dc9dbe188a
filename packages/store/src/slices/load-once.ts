import { loadWithRetry } from '@etalage/core/load-with-retry';

/**
 * A getter that loads a chunk on first use (`loadWithRetry`: retried once) and keeps what `use` makes of its module:
 * a client or a slice's actions, made once. A failure, of the load (offline) or of `use`, is forgotten, so the next
 * call tries again.
 */
export function loadOnce<Module, T>(load: () => Promise<Module>, use: (module: Module) => T | Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= loadWithRetry(load)
      .then(use)
      .catch((error: unknown) => {
        made = undefined;
        throw error;
      }));
}
