import type { Enhancer } from '@etalage/runtime';
import { AttributeName } from '@etalage/runtime/attribute-names';
import { observeSeen, PURCHASE_CLICK_EVENT, trackPurchaseClick } from '@etalage/core/tracking';
import { getStore } from '@etalage/store/store';
import { pageImpressionTracker } from './impressions.js';
import { reportProblem } from '@etalage/core';

export interface ProductCardProps {
  variantId: number;
  clickSource?: number;
  position?: number;
}

/** Spec §2 and §8: a card requires a click source. */
export const NO_CLICK_SOURCE = 'No click source provided';

const CARD_SELECTOR = `[${AttributeName.Widget}="product-card"]`;
/** The enhanced cards and their props; a removed card's entry goes with its cleanup. */
const cards = new WeakMap<Element, Required<Pick<ProductCardProps, 'variantId' | 'clickSource'>> & { position?: number }>();
const listening = new WeakSet<Document>();

/** What a click on a card may land on without opening the similar row: its own controls, links and rating. */
const OWN_CONTROLS =
  `a, button, input, select, textarea, label, summary, [role="button"], .pc-rating, [${AttributeName.Widget}]:not(${CARD_SELECTOR})`;

/** The card's name, for the similar row's heading. */
const nameOf = (card: Element) => card.querySelector('.pc-name')?.textContent?.trim() ?? '';

/**
 * Spec §4: a click on the card itself (not its carousel buttons, rating, links or buttons) opens the similar row;
 * so does its 'Vergelijkbare producten' button, the keyboard's way (Enter or Space on a button is a click).
 */
function openSimilarRow(card: HTMLElement, target: Element, props: { variantId: number; clickSource: number }): void {
  const control = target.closest(OWN_CONTROLS);
  if (control && card.contains(control) && !control.matches('.pc-similar-toggle')) return;
  if (card.ownerDocument.getSelection()?.toString()) return; // selecting text is not a click on the card
  import('../similar-row/placement.js')
    .then(({ opensSimilarRow, toggleSimilarRow }) => {
      if (opensSimilarRow(card)) toggleSimilarRow(card, { variantId: props.variantId, clickSource: props.clickSource, itemName: nameOf(card) });
    })
    .catch((error: unknown) => reportProblem('product-card', 'similar row not loaded:', error));
}

/** One click listener for every card of the page (a listing of 200 cards would otherwise add 200). */
function onClick(event: Event): void {
  if (!(event.target instanceof Element)) return;
  const card = event.target.closest<HTMLElement>(CARD_SELECTOR);
  const props = card && cards.get(card);
  if (!card || !props) return;
  if (event.target.closest('a[rel~="nofollow"]')) {
    trackPurchaseClick({ variant_id: props.variantId, click_source: props.clickSource, position: props.position ?? null });
    getStore().getState().reportConversion(PURCHASE_CLICK_EVENT, { variant_id: props.variantId, click_source: props.clickSource });
    return;
  }
  openSimilarRow(card, event.target, props);
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
