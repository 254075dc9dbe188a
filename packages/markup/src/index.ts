export { html, raw, escapeHtml, type RawHtml } from './html.js';
export { attributesHtml, widgetAttributes, widgetProps, type WidgetPropValue } from './widget-attributes.js';
export { modalOpenerProps, type ModalName, type ModalOpenerArguments, type ModalPropsByName } from './modal-opener.js';
/** Every `data-etl-*` name, for attributes a template writes itself (JSX spreads). */
export { AttributeName } from '@etalage/runtime/attribute-names';
export { renderBannerStrip, BANNER_LABEL, CLOSE_LABEL, type BannerStripMarkup } from './banner-strip.js';
export { renderStlHotspots, type StlSpot } from './stl-hotspots.js';
export { renderFeedMore, type FeedEndpoint, type FeedMoreMarkup } from './listing-feed.js';
export {
  renderInspirationCard,
  renderInspirationCards,
  renderInspirationMore,
  taggedProductCount,
  INSPIRATION_FEED_TEXT,
  type InspirationCardOptions,
  type InspirationMoreMarkup,
} from './inspiration-card.js';
export { renderCarouselFrame, carouselControlsProps, type CarouselMarkup, type CarouselControlsProps } from './carousel.js';
export * from './carousel-labels.js';
export { adminOverlayProps, type ProductCardAdmin } from './admin-overlay.js';
export {
  cardWidgetClass,
  cardWidgetProps,
  plainCardWidgets,
  type CardWidgets,
  type CardWidgetVariant,
  type VoucherMarkup,
} from './card-widgets.js';
export {
  createCardRenderer,
  renderProductCard,
  renderProductRow,
  renderSmallCard,
  renderVisuallySimilarLink,
  renderDiscountBadge,
  reviewsOpenerAttributes,
  reviewsOpenerProps,
  ratingLabel,
  availabilityTags,
  installmentText,
  type CardRenderer,
  type ProductCardData,
  type ProductCardOptions,
} from './product-card.js';
export { cardDataFromVariant, type CardVariant } from './card-data.js';
export { renderSecondPrice, secondPriceAfter } from './second-price.js';
export { stylesheetTag, pageConfigTag, embedScriptTag, DEFAULT_EMBED_BASE, type EmbedManifest, type EmbedTagOptions } from './page-parts.js';
export { starRatingField, ratingSummaryElement, type StarRatingFieldOptions, type RatingSummaryMarkup } from './reviews.js';
