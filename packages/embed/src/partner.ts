/**
 * The partner bundle: the review widgets and the voucher card on web shops' own pages (spec §2, web-shop subdomain).
 * The two lines a partner pastes (the page config with the main site's origin, then the script):
 *   <script type="application/json" id="etalage-config">{"apiHost":"https://www.etalage.nl"}</script>
 *   <script type="module" src="https://www.etalage.nl/static/etalage/partner/partner.js"></script>
 * It assumes no storefront header, store, fonts or stylesheet: each widget renders inside a shadow root of its
 * element that links the partner stylesheet (partner.css, next to this script), so the shop's CSS cannot change the
 * widgets and theirs cannot change the shop. No inline styles and no HTML strings: it runs under a strict CSP with
 * Trusted Types required.
 */
import { createRuntime, schema } from '@etalage/runtime';
import { partnerWidgetDefinitions } from '@etalage/widgets/definitions-partner';
import { installModalTriggers } from '@etalage/widgets/modal-triggers';
import { isolateWidgets, widgetContainer } from '@etalage/widgets/isolation';
import { runtimeApi, type PartnerPublicApi } from './public-api.js';

declare const __ETALAGE_VERSION__: string;

function boot(): void {
  isolateWidgets(new URL('partner.css', import.meta.url).href);
  const runtime = createRuntime(partnerWidgetDefinitions, document, { container: widgetContainer });
  // The reviews' photos and the rating summary's count are modal openers (data-etl-modal), inside shadow roots.
  installModalTriggers(document, false);
  const api: PartnerPublicApi = runtimeApi(runtime, __ETALAGE_VERSION__);
  Object.defineProperty(window, schema.globalName, { value: api, configurable: true });
  runtime.start();
}

// The storefront's embed on the same page (or a second copy) already runs: it only re-scans. (A handle that holds
// only a host's store is no runtime.)
const existing = window[schema.globalName];
if (existing?.refresh) existing.refresh();
else boot();
