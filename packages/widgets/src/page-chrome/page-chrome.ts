import type { Enhancer } from '@etalage/runtime';
import type { PageChromeJob, PageChromeProps } from './page-chrome-model.js';
import { attributeLanding } from './landing-attribution.js';
import { hideHeaderOnScroll } from './header-hiding.js';
import { openDetailsByHash } from './details-by-hash.js';
import { navigateByCountrySelect } from './country-select.js';
import { sendPurchaseClicks } from './purchase-clicks.js';
import { offerAppBannerOnPhones } from './app-banner-offer.js';

export type { PageChromeProps } from './page-chrome-model.js';

/** The jobs of the page chrome, one module each, started in this order. */
const jobs: readonly PageChromeJob[] = [
  attributeLanding,
  hideHeaderOnScroll,
  openDetailsByHash,
  navigateByCountrySelect,
  sendPurchaseClicks,
  offerAppBannerOnPhones,
];

/**
 * `data-etl-widget="page-chrome"` on the site header, every page, when idle: one enhancer, so that the page's
 * markup names one widget, composed of jobs of one module each (attribution, the header that hides on scrolling,
 * hash links that open the footer's accordion, the country switch, purchase clicks outside the cards, the
 * app-install banner). Its cleanup runs every job's own.
 */
const enhancePageChrome: Enhancer<PageChromeProps> = (header, props) => {
  const cleanups = jobs.map((job) => job(header, props));
  return () => {
    for (const cleanup of cleanups) cleanup?.();
  };
};

export default enhancePageChrome;
