/**
 * What browser code may import (`@etalage/markup/client`): the card markup with plain widget slots, the
 * variant → card mapping, and the inspiration cards with their 'Meer inspiratie' link. No React server renderer,
 * no widget components: the runtime renders the slots.
 */
export { html, raw, escapeHtml, type RawHtml } from './html.js';
export { widgetAttributes, widgetProps } from './widget-attributes.js';
export { renderProductCard, renderProductRow, renderSmallCard, type ProductCardData, type ProductCardOptions } from './product-card.js';
export { cardDataFromVariant, type CardVariant } from './card-data.js';
export { renderInspirationCards, renderInspirationMore, type InspirationCardOptions } from './inspiration-card.js';
