import type { RawHtml } from './html.js';
import { prerenderedWidget } from './prerender.js';
import { HeaderCompare, HeaderFavourites } from '@etalage/widgets';

/** The header's compare link, prerendered: the same size before and after the script (no layout shift). */
export function renderHeaderCompare(): RawHtml {
  return prerenderedWidget('header-widget', 'header-compare', HeaderCompare, {});
}

/** The header's favourites link (a visitor's login link until the widget knows the user), prerendered. */
export function renderHeaderFavourites(): RawHtml {
  return prerenderedWidget('header-widget', 'header-favourites', HeaderFavourites, {});
}
