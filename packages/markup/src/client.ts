/**
 * What browser code may import (`@etalage/markup/client`): the card markup with plain widget slots and the
 * variant → card mapping. No React server renderer, no widget components: the runtime renders the slots.
 */
export { html, raw, escapeHtml, type RawHtml } from './html.js';
export { widgetAttributes, widgetProps } from './widget-attributes.js';
export { renderProductCard, renderProductRow, renderSmallCard, type ProductCardData, type ProductCardOptions } from './product-card.js';
export { cardDataFromVariant, type CardVariant } from './card-data.js';
