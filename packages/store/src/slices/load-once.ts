import { loadWithRetry } from '@etalage/core/load-with-retry';

/**
 * A getter that loads a chunk on first use (`loadWithRetry`: retried once; a failure, offline, is forgotten, so the
 * next call tries again) and keeps what `use` makes of its module: a client or a slice's actions, made once (the
 * factories do not fail; the flags' falls back to its defaults).
 */
export function loadOnce<Module, T>(load: () => Promise<Module>, use: (module: Module) => T | Promise<T>): () => Promise<T> {
  let made: T | Promise<T> | undefined;
  return () => loadWithRetry(load).then((module) => (made ??= use(module)));
}
