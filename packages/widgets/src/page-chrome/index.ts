import type { WidgetDefinition } from '@etalage/runtime';
import { optionalText } from '@etalage/runtime/schema';
import type { PageChromeProps } from './page-chrome.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="page-chrome"` on the site header of every page: an enhancer, when idle, that stores the
 * landing URL's attribution (marketing consent), hides the header on scrolling down, opens footer accordions by
 * hash, makes the country switch navigate and offers the app-install banner on the production host.
 */
export const pageChrome: WidgetDefinition<PageChromeProps> = {
  name: 'page-chrome',
  activation: 'idle',
  enhance: true,
  props: { appUrl: optionalText },
  load: () => import('./page-chrome.js'),
};

export const placement: WidgetPlacement = { registry: 'every-page' };
