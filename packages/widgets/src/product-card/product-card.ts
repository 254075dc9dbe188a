import type { Enhancer } from '@etalage/runtime';
import { observeSeen, trackPurchaseClick } from '@etalage/core/tracking';
import { pageImpressionTracker } from './impressions.js';

export interface ProductCardProps {
  variantId: number;
  clickSource?: number;
  position?: number;
}

/** Spec §2 and §8: a card requires a click source. */
export const NO_CLICK_SOURCE = 'No click source provided';

/**
 * The product-card enhancer: the card's HTML stays the server's; this adds what needs JavaScript.
 * The card counts as seen at 60% visibility (an impression, spec §4), and a click-through to the shop
 * ('Ga naar de shop', `rel="nofollow"`) sends the purchase click event.
 */
const enhanceProductCard: Enhancer<ProductCardProps> = (element, { variantId, clickSource, position }) => {
  if (clickSource === undefined) throw new Error(NO_CLICK_SOURCE);
  const stopSeen = observeSeen(element, () => pageImpressionTracker().add({ variant_id: variantId, source: clickSource }));
  const onClick = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[rel~="nofollow"]');
    if (link && element.contains(link)) trackPurchaseClick({ variant_id: variantId, click_source: clickSource, position: position ?? null });
  };
  element.addEventListener('click', onClick);
  return () => {
    stopSeen();
    element.removeEventListener('click', onClick);
  };
};

export default enhanceProductCard;
