import { recordAttribution } from '@etalage/core';
import { CONSENT_EVENT, consentAllowed } from '@etalage/core/tracking';

let attributed = false;

/**
 * Spec §9 attribution, once per page, for a landing URL with utm_* or gclid or an outside referrer (the page
 * chrome loads this chunk only then): the values go into 30-day cookies. They are marketing cookies, so they wait
 * for 'marketing' in `_cc` (or a page that does not ask: no cookie bar); a choice made on this page runs it at once
 * with this page's landing URL and referrer. A shopper who leaves the page without choosing is not attributed.
 */
export function attribute(doc: Document, url: string, referrer: string): void {
  const run = () => {
    if (attributed || !consentAllowed('marketing')) return;
    attributed = true;
    doc.removeEventListener(CONSENT_EVENT, run);
    recordAttribution(url, referrer);
  };
  run();
  if (!attributed) doc.addEventListener(CONSENT_EVENT, run);
}
