import type { WidgetDefinition } from '@etalage/runtime';
import type { BannerStripProps } from './banner-strip.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="banner-strip"`: the promo strip at the top of the page, drawn by the server
 * (`renderBannerStrip` of `@etalage/markup`) only while its ident is not in the seen cookie. An enhancer
 * whose code loads on the shopper's first touch of the strip; before that (or without JavaScript) its close
 * button posts the form, and the server records the ident. In the page registry: no entry bytes.
 */
export const bannerStrip: WidgetDefinition<BannerStripProps> = {
  name: 'banner-strip',
  activation: 'interaction',
  enhance: true,
  props: { ident: { type: 'number', integer: true, min: 0, required: true } },
  load: () => import('./banner-strip.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
