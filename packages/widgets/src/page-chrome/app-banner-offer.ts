import { getStore } from '@etalage/store/store';
import type { PageChromeJob } from './page-chrome-model.js';
import { failed } from './chunk-failed.js';

const MOBILE = /Mobi|Android|iPhone|iPad|iPod/i;

/**
 * Spec §2: the app-install banner only on the main production host (the page config the embed read) and on
 * mobile browsers; its chunk is loaded only there. The banner removes itself (dismissal, install).
 */
export const offerAppBannerOnPhones: PageChromeJob = (header, props) => {
  const doc = header.ownerDocument;
  const win = doc.defaultView!;
  const { productionHost } = getStore().getState().config;
  if (productionHost && productionHost === win.location.hostname && MOBILE.test(win.navigator.userAgent)) {
    void import('./app-banner.js').then((module) => module.offerAppBanner(doc, props.appUrl ?? '/app')).catch(failed('the app-install banner'));
  }
};
