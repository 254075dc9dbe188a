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

const CARD_SELECTOR = '[data-etl-widget="product-card"]';
/** The enhanced cards and their props; a removed card's entry goes with its cleanup. */
const cards = new WeakMap<Element, Required<Pick<ProductCardProps, 'variantId' | 'clickSource'>> & { position?: number }>();
const listening = new WeakSet<Document>();

/** One click listener for every card of the page (a listing of 200 cards would otherwise add 200). */
function onClick(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[rel~="nofollow"]') : null;
  const card = link?.closest(CARD_SELECTOR);
  const props = card && cards.get(card);
  if (!props) return;
  trackPurchaseClick({ variant_id: props.variantId, click_source: props.clickSource, position: props.position ?? null });
}

/**
 * The product-card enhancer: the card's HTML stays the server's; this adds what needs JavaScript.
 * The card counts as seen at 60% visibility (an impression, spec §4), and a click-through to the shop
 * ('Ga naar de shop', `rel="nofollow"`) sends the purchase click event.
 */
const enhanceProductCard: Enhancer<ProductCardProps> = (element, { variantId, clickSource, position }) => {
  if (clickSource === undefined) throw new Error(NO_CLICK_SOURCE);
  const doc = element.ownerDocument;
  if (!listening.has(doc)) {
    listening.add(doc);
    doc.addEventListener('click', onClick);
  }
  cards.set(element, { variantId, clickSource, position });
  const stopSeen = observeSeen(element, () => pageImpressionTracker().add({ variant_id: variantId, source: clickSource }));
  return () => {
    stopSeen();
    cards.delete(element);
  };
};

export default enhanceProductCard;
