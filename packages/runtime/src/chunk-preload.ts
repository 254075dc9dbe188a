/**
 * The embed's build rewrites every `import()` of a lazy chunk into a call of this preloader first
 * (scripts/preload-chunks.mjs): the chunk's own static imports are requested in the same instant as the chunk,
 * instead of after it arrived, so no request waterfall is deeper than two steps (entry, then chunks).
 * They are requested with `import()` rather than `<link rel="modulepreload">`: it starts at once (a link is
 * fetched when the browser gets to it), needs no DOM and no nonce, and under a strict CSP with
 * 'strict-dynamic' an import from the nonced entry is allowed like the chunk's own.
 */
import { createYield } from './scheduler.js';

export const PRELOAD_GLOBAL = '__etalagePreload';

type Preload = (base: string, dependencies: string[]) => void;

/** `importChunk` is the browser's `import()`; tests pass their own. */
export function installChunkPreloader(importChunk = (href: string): Promise<unknown> => import(/* @vite-ignore */ href)): void {
  const holder = globalThis as typeof globalThis & { [PRELOAD_GLOBAL]?: Preload };
  if (holder[PRELOAD_GLOBAL]) return;
  const requested = new Set<string>();
  /**
   * One import per task: starting one costs the main thread 0.5 ms, 2-3 ms at 4x CPU, and the session's code
   * with its dependencies, all started in one task, made a 50 ms task on the product page at 4x (issue 25).
   */
  const startLater = createYield();
  holder[PRELOAD_GLOBAL] = (base, dependencies) => {
    for (const dependency of dependencies) {
      const href = new URL(dependency, base).href;
      if (requested.has(href)) continue;
      requested.add(href);
      // A chunk that fails here fails again, with its error, where it is really imported.
      startLater(() => importChunk(href).catch(() => requested.delete(href)));
    }
  };
}
