import type { WidgetDefinition } from '@etalage/runtime';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="main-nav"` on the header's category nav: the server draws the submenus (they open by
 * `:hover` and `:focus-within` without any script); this enhancer adds the hover safe area, and Escape or a click
 * elsewhere closes a submenu the focus opened. Its code loads on the shopper's first touch of the nav, so no page
 * pays for it before that.
 */
export const mainNav: WidgetDefinition<Record<string, never>> = {
  name: 'main-nav',
  activation: 'interaction',
  enhance: true,
  props: {},
  load: () => import('./main-nav.js'),
};

export const placement: WidgetPlacement = { registry: 'every-page' };
