/**
 * The embed's build rewrites every `import()` of a lazy chunk into a call of this preloader first
 * (scripts/preload-chunks.mjs): the chunk's own static imports start loading together with the chunk,
 * instead of after it arrived, so no request waterfall is deeper than two steps (entry, then chunks).
 */
export const PRELOAD_GLOBAL = '__etalagePreload';

type Preload = (base: string, dependencies: string[]) => void;

export function installChunkPreloader(doc: Document = document, nonce = ''): void {
  const holder = globalThis as typeof globalThis & { [PRELOAD_GLOBAL]?: Preload };
  if (holder[PRELOAD_GLOBAL]) return;
  const requested = new Set<string>();
  holder[PRELOAD_GLOBAL] = (base, dependencies) => {
    for (const dependency of dependencies) {
      const href = new URL(dependency, base).href;
      if (requested.has(href)) continue;
      requested.add(href);
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      // Under a strict CSP the preload needs the entry's nonce, like the entry itself.
      if (nonce) link.nonce = nonce;
      doc.head.append(link);
    }
  };
}
