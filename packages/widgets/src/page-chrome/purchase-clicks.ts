import { AttributeName } from '@etalage/runtime/attribute-names';
import { reportProblem } from '@etalage/core';
import { PURCHASE_CLICK_EVENT, trackPurchaseClick } from '@etalage/core/tracking';
import type { PageChromeJob } from './page-chrome-model.js';
import { listen } from './listen.js';
import { getStore } from '@etalage/store/store';

/**
 * A click-through outside a card (the product page's 'Ga naar de shop'): its `purchase_click`, and a conversion of
 * the page's experiments, as a card's shop link sends them (product-card.ts).
 */
function sendPurchaseClick(link: Element): void {
  const variantId = Number(link.getAttribute(AttributeName.Variant));
  const clickSource = Number(link.getAttribute(AttributeName.Purchase));
  // Whole numbers from 1 (not isClickSource: its module carries the ClickSource enum, 1.8 KB, into every page).
  const isId = (value: number) => Number.isSafeInteger(value) && value >= 1;
  if (!isId(variantId) || !isId(clickSource)) {
    reportProblem('page-chrome', `a purchase link needs ${AttributeName.Variant} (a variant id) and ${AttributeName.Purchase} (a click source):`, link);
    return;
  }
  trackPurchaseClick({ variant_id: variantId, click_source: clickSource, position: null });
  getStore().getState().reportConversion(PURCHASE_CLICK_EVENT, { variant_id: variantId, click_source: clickSource });
}

/** Every click on a shop link marked `data-etl-purchase` anywhere on the page sends its purchase click. */
export const sendPurchaseClicks: PageChromeJob = (header) => {
  const doc = header.ownerDocument;
  const onClick = (event: Event) => {
    const purchase = (event.target as Element | null)?.closest?.(`a[${AttributeName.Purchase}]`);
    if (purchase) sendPurchaseClick(purchase);
  };
  return listen(doc, 'click', onClick);
};
