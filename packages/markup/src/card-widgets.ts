import { html, type RawHtml } from './html.js';
import { widgetAttributes, type WidgetPropValue } from './widget-attributes.js';
import { CAROUSEL_CLASSES } from './carousel-labels.js';
import type { CarouselControlsProps } from './carousel.js';
import type { ProductCardAdmin } from './admin-overlay.js';
import type { SecondCurrency } from '@etalage/core';

export interface VoucherMarkup {
  code: string;
  value: number;
  valueType: 'percent' | 'money' | string;
  /** Null when the shop did not say: the card shows the code without 'Prijs met voucher'. */
  priceWithVoucher: number | null;
}

/** What a card's widget slots need to know of its variant. */
export interface CardWidgetVariant {
  id: number;
  name: string;
  likesCount: number;
  price: { price: number };
}

/**
 * The widget slots of a product card. On the server they are the widgets' own first render (prerendered,
 * `@etalage/widgets/server`); in the browser they are plain widget elements that the runtime renders.
 * Both carry the same props, so a card behaves the same wherever it was drawn. Each slot's widget names it in its
 * folder's `placement.cardSlot`; `pnpm generate` fails where a slot and the widgets disagree (scripts/card-slots.ts).
 */
export interface CardWidgets {
  like(variant: CardWidgetVariant): RawHtml;
  compare(variant: CardWidgetVariant): RawHtml;
  watch(variant: CardWidgetVariant): RawHtml;
  /**
   * The page's second currency is for the server's first render of 'Prijs met voucher' (it must draw what the
   * widget will); a plain slot ignores it: the widget reads it from the page config in the browser.
   */
  voucher(voucher: VoucherMarkup, secondCurrency: SecondCurrency | null): RawHtml;
  /** The controls of a card's image carousel (the `carousel` widget). */
  carouselControls(props: CarouselControlsProps): RawHtml;
  /** The admin overlay of a card in admin mode: only the server draws it (browser-drawn cards carry no admin data). */
  adminOverlay?(variant: CardWidgetVariant, admin: ProductCardAdmin, clickSource: number): RawHtml;
}

/** The props of each card widget: one definition for the prerendered and the plain slots. */
export const cardWidgetProps = {
  like: (variant: CardWidgetVariant) => ({ itemType: 'variant' as const, itemId: variant.id, likesCount: variant.likesCount, itemName: variant.name }),
  compare: (variant: CardWidgetVariant) => ({ variantId: variant.id, itemName: variant.name }),
  watch: (variant: CardWidgetVariant, loadStatus = false) => ({ variantId: variant.id, price: variant.price.price, itemName: variant.name, loadStatus }),
  voucher: (voucher: VoucherMarkup) => ({
    code: voucher.code,
    value: voucher.value,
    valueType: voucher.valueType === 'percent' ? ('percent' as const) : ('money' as const),
    priceWithVoucher: voucher.priceWithVoucher ?? undefined,
  }),
};

/** The class of each slot's wrapper, the same for both kinds of slot (the page's CSS sizes them). */
export const cardWidgetClass = { like: 'pc-like', compare: 'pc-compare', watch: 'pc-watch', voucher: 'etl-voucher-slot' } as const;

function widgetElement(className: string, name: string, props: Record<string, WidgetPropValue>): RawHtml {
  return html`<div class="${className}" ${widgetAttributes(name, props)}></div>`;
}

/** Plain slots: the runtime renders each widget when it mounts it (cards drawn in the browser). */
export const plainCardWidgets: CardWidgets = {
  like: (variant) => widgetElement(cardWidgetClass.like, 'like-button', cardWidgetProps.like(variant)),
  compare: (variant) => widgetElement(cardWidgetClass.compare, 'compare-button', cardWidgetProps.compare(variant)),
  watch: (variant) => widgetElement(cardWidgetClass.watch, 'watch-button', cardWidgetProps.watch(variant)),
  voucher: (voucher) => widgetElement(cardWidgetClass.voucher, 'voucher-card', cardWidgetProps.voucher(voucher)),
  carouselControls: (props) => widgetElement(CAROUSEL_CLASSES.controls, 'carousel', props),
};
