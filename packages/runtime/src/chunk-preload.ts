/**
 * The embed's build rewrites every `import()` of a lazy chunk into a call of this preloader first
 * (scripts/preload-chunks.mjs): the chunk's own static imports are requested in the same instant as the chunk,
 * instead of after it arrived, so no request waterfall is deeper than two steps (entry, then chunks).
 * They are requested with `import()` rather than `<link rel="modulepreload">`: it starts at once (a link is
 * fetched when the browser gets to it), needs no DOM and no nonce, and under a strict CSP with
 * 'strict-dynamic' an import from the nonced entry is allowed like the chunk's own.
 */
import { createYield } from './scheduler.js';

/** Requests, relative to `base` (the importing chunk's URL), the static imports of a chunk about to be imported. */
export type ChunkPreload = (base: string, dependencies: string[]) => void;

/**
 * The preloader the rewritten imports call: the entry puts it on the runtime's handle (`window.Etalage.preload`),
 * so that the chunks reach the first runtime's one, also a second copy's chunks. `importChunk` is the browser's
 * `import()`; tests pass their own.
 */
export function createChunkPreloader(importChunk = (href: string): Promise<unknown> => import(/* @vite-ignore */ href)): ChunkPreload {
  const requested = new Set<string>();
  /**
   * One import per task: starting one costs the main thread 0.5 ms, 2-3 ms at 4x CPU, and the session's code
   * with its dependencies, all started in one task, made a 50 ms task on the product page at 4x.
   */
  const startLater = createYield();
  return (base, dependencies) => {
    for (const dependency of dependencies) {
      const href = new URL(dependency, base).href;
      if (requested.has(href)) continue;
      requested.add(href);
      // A chunk that fails here fails again, with its error, where it is really imported.
      startLater(() => importChunk(href).catch(() => requested.delete(href)));
    }
  };
}
