import { createChunkPreloader, type ChunkPreload, type InsertPosition, type Runtime, type WidgetDefinition } from '@etalage/runtime';
import type { EtalageStore } from '@etalage/store/boot';

/** What `window.Etalage` offers to server templates, partner pages and the browser console. */
export interface EtalagePublicApi {
  version: string;
  /** Mounts the widgets inside an element (inserted HTML is found without it; for shadow roots and the like). */
  scan: Runtime['scan'];
  /** Reconciles the whole page with what is mounted. */
  refresh: Runtime['refresh'];
  /** Unmounts everything and stops observing. */
  stop: Runtime['stop'];
  /** Adds a widget type at run time. */
  register: (definition: WidgetDefinition) => void;
  stats: Runtime['stats'];
  /** Resolves once nothing is loading or queued: every activated widget is live or has failed. */
  whenSettled: Runtime['whenSettled'];
  /**
   * The one place that inserts server HTML (listHtml, paginatorHtml), through a Trusted Types policy where required.
   * Resolves once inserted: its code is fetched on the first call (the widgets that insert HTML load it themselves),
   * so that the entry does not carry it.
   */
  insertServerHtml: (target: Element, serverHtml: string, position?: InsertPosition) => Promise<void>;
  /**
   * Called by the script's own lazy chunks (the build writes the calls, scripts/preload-chunks.mjs): requests a
   * chunk's static imports together with the chunk. Not for hosts.
   */
  preload: ChunkPreload;
  /**
   * The page's one Trusted Types policy for server HTML, made by the first `insertServerHtml` of any copy of the
   * runtime (null where the page has no Trusted Types). Not for hosts.
   */
  serverHtmlPolicy?: unknown;
  /** The one shared store (zustand/vanilla): getState, setState, subscribe; `@etalage/store`'s `getStore()` finds it here. */
  store: EtalageStore;
}

/** The part of the public API both entries make the same way from their runtime. */
export function runtimeApi(runtime: Runtime, version: string): PartnerPublicApi {
  // Everything the runtime offers but `start` (the embed starts it once).
  const { start: _start, ...offered } = runtime;
  return {
    ...offered,
    version,
    preload: createChunkPreloader(),
    insertServerHtml: async (...args) => (await import('@etalage/runtime/insert-server-html')).insertServerHtml(...args),
  };
}

/** What the partner bundle offers as `window.Etalage`: the same, without the storefront's store. */
export type PartnerPublicApi = Omit<EtalagePublicApi, 'store'>;

declare global {
  interface Window {
    Etalage?: EtalagePublicApi;
  }
}
