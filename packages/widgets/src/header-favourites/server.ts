/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { headerFavourites } from './index.js';
import HeaderFavourites from './header-favourites.js';

/** The header's favourites link (a visitor's login link until the widget knows the user), prerendered. */
export function renderHeaderFavourites(): RawHtml {
  return prerenderedWidget('header-widget', headerFavourites.name, HeaderFavourites, {}, resumeAsIn(headerFavourites));
}
