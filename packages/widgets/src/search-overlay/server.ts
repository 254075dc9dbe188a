/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { searchOverlay } from './index.js';
import SearchOverlay from './search-overlay.js';
import type { PopularSearch } from './entries.js';

export type { PopularSearch };

/**
 * The header's search form, prerendered from the search overlay: it searches without JavaScript (GET `/?q=`), and
 * the overlay's code loads on the shopper's first touch. `popular`: the promoted categories (at most 10) and,
 * while it runs, the campaign tag (`campaign: true`), shown when the overlay opens with an empty query.
 */
export function renderSearchOverlay(props: { query?: string; popular?: PopularSearch[] } = {}, options: { className?: string } = {}): RawHtml {
  return prerenderedWidget(options.className ?? 'etl-search-slot', searchOverlay.name, SearchOverlay, { query: props.query ?? '', popular: props.popular ?? [] }, resumeAsIn(searchOverlay));
}
