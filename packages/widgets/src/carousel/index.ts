import type { WidgetDefinition } from '@etalage/runtime';
import { AttributeName } from '@etalage/runtime/attribute-names';
import { requiredId } from '@etalage/runtime/schema';
import type { CarouselProps } from './carousel.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="carousel"`: the controls inside the server's carousel markup (card images, the product
 * gallery, rows of cards). Prerendered: it mounts without code and loads (with swiper) on the first hover,
 * focus or touch of the carousel or of the card around it. An autoplaying carousel is not prerendered: it
 * loads when it comes into view.
 */
export const carousel: WidgetDefinition<CarouselProps> = {
  name: 'carousel',
  activation: 'visible',
  props: {
    kind: { type: 'enum', values: ['images', 'products'], default: 'images' },
    // The format of an id: a whole number from 1.
    slideCount: requiredId,
    autoplay: { type: 'boolean' },
    variantId: { type: 'number', integer: true, min: 1 },
  },
  resume: { wakeScope: `[${AttributeName.Widget}="product-card"], .etl-carousel:not(.etl-carousel--card)` },
  load: () => import('./carousel.js'),
};

export const placement: WidgetPlacement = { registry: 'every-page', cardSlot: 'carouselControls' };
