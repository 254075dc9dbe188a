import type { PageChromeJob } from './page-chrome-model.js';
import { failed } from './chunk-failed.js';

const siteOf = (host: string) => host.replace(/^www\./, '');

/**
 * Whether this page has attribution work (spec §9): campaign parameters, or a referrer from another site.
 * Navigation inside the site and direct visits (direct/none, the default, never written) have none, so most
 * pages never load the attribution chunk.
 */
export function hasAttributionWork(url: URL, referrer: string): boolean {
  if (/[?&](utm_(source|medium|campaign|term|content)|gclid)=/.test(url.search)) return true;
  try {
    return !!referrer && siteOf(new URL(referrer).hostname) !== siteOf(url.hostname);
  } catch {
    return false;
  }
}

/** Stores the landing URL's attribution in cookies (marketing consent), loading its chunk only when there is work. */
export const attributeLanding: PageChromeJob = (header) => {
  const doc = header.ownerDocument;
  const url = new URL(doc.defaultView!.location.href);
  if (hasAttributionWork(url, doc.referrer)) {
    void import('./attribution.js').then((module) => module.attribute(doc, url.href, doc.referrer)).catch(failed('the attribution'));
  }
};
