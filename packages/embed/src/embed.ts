/**
 * The one script server templates include:
 *   <script type="module" src="/static/etalage/embed.js"></script>
 * It holds the runtime, the store's state and the widget registry; the component renderer (preact/compat)
 * and each widget's code are lazy chunks, loaded in parallel when a widget first needs them.
 */
import { createRuntime, insertServerHtml, installChunkPreloader, readPageConfig, schema } from '@etalage/runtime';
import { getStore, preloadSessionCode, startSession } from '@etalage/store/boot';
import { widgetDefinitions } from '@etalage/widgets/definitions';
import type { EtalagePublicApi } from './public-api.js';

declare const __ETALAGE_VERSION__: string;

/** The nonce of this script's own tag (module scripts have no `document.currentScript`). */
function entryNonce(): string {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')) {
    if (script.src === import.meta.url) return script.nonce ?? '';
  }
  return '';
}

function boot(): EtalagePublicApi {
  performance.mark('etalage:boot');
  installChunkPreloader(document, entryNonce());
  const store = getStore();
  store.getState().setConfig(readPageConfig(document));
  const runtime = createRuntime(widgetDefinitions, document, { store });
  const api: EtalagePublicApi = {
    version: __ETALAGE_VERSION__,
    scan: runtime.scan,
    refresh: runtime.refresh,
    stop: runtime.stop,
    register: runtime.register,
    stats: runtime.stats,
    whenSettled: runtime.whenSettled,
    insertServerHtml,
    store,
  };
  // Not writable or enumerable (the defaults): a host script cannot replace it by accident.
  Object.defineProperty(window, schema.globalName, { value: api, configurable: true });
  // A module script runs after parsing, so the document is complete here. Connecting the widgets runs in
  // slices of the runtime's queue; the session code is requested and the session (login token, pairing,
  // offline likes) started in a task of its own, so that the script's own task stays short.
  runtime.start();
  setTimeout(() => {
    preloadSessionCode({ watchStatus: document.querySelector('[data-etl-widget="watch-button"][data-etl-load-status]') !== null });
    setTimeout(() => void startSession(store), 0);
  }, 0);
  // Likes kept while offline go out as soon as the browser is back online (spec §4).
  window.addEventListener('online', () => void store.getState().syncPendingLikes());
  return api;
}

// A second copy of the script (another URL, a partner bundle) finds the first runtime and only re-scans.
const existing = window[schema.globalName];
if (existing) existing.refresh();
else boot();
