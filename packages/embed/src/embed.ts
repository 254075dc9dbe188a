/**
 * The one script server templates include:
 *   <script type="module" src="/static/etalage/embed.js"></script>
 * It holds the runtime, the store's state and the widget registry; the component renderer (preact/compat)
 * and each widget's code are lazy chunks, loaded in parallel when a widget first needs them.
 */
import { createRuntime, createYield, loadWithRetry, readPageConfig, schema } from '@etalage/runtime';
import { getStore, preloadSessionCode, startSession } from '@etalage/store/boot';
import { commonWidgetDefinitions } from '@etalage/widgets/definitions-common';
import { DIALOG_FRAME_TEXT, installModalTriggers } from '@etalage/widgets/modal-triggers';
import { runtimeApi, type EtalagePublicApi } from './public-api.js';

declare const __ETALAGE_VERSION__: string;

function boot(): EtalagePublicApi {
  performance.mark('etalage:boot');
  const store = getStore();
  store.getState().setConfig(readPageConfig(document));
  const runtime = createRuntime(commonWidgetDefinitions, document, {
    store,
    dialogFrame: DIALOG_FRAME_TEXT,
    // The registry of page-specific widgets is a chunk, loaded when a page holds one of them (its import retried
    // here, where it is one import()).
    moreDefinitions: () => loadWithRetry(() => import('@etalage/widgets/definitions-pages')).then((module) => module.pageWidgetDefinitions),
  });
  // Modal openers (data-etl-modal) need no mounting: one delegated listener serves them all.
  installModalTriggers(document);
  const api: EtalagePublicApi = { ...runtimeApi(runtime, __ETALAGE_VERSION__), store };
  // Not writable or enumerable (the defaults): a host script cannot replace it by accident.
  Object.defineProperty(window, schema.globalName, { value: api, configurable: true });
  // A module script runs after parsing, so the document is complete here. Connecting the widgets runs in
  // slices of the runtime's queue; the session code is requested in a task of its own after the first slice (the
  // like lookups that need it start once the burst of mounting is over), so that the script's own task stays short.
  runtime.start();
  createYield()(preloadSessionCode);
  // Once the widgets are live: on a cold listing the session's start (login token, pairing, offline likes) made the
  // last widgets wait 3 ms. The like lookups and header counts load the user and pair the likes themselves first.
  // (Once only: a second start during the visit would send the likes kept offline again while the shopper clicks.)
  void runtime.whenSettled().then(() => setTimeout(startSession, 0, store));
  return api;
}

// A second copy of the script (another URL, a partner bundle) finds the first runtime and only re-scans. A handle
// without a runtime holds the store a host's bundle made first: the embed boots, and `getStore()` keeps that store.
const existing = window[schema.globalName];
if (existing?.refresh) existing.refresh();
else boot();
