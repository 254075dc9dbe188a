/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { aiSearch } from './index.js';
import AiSearch, { type AiSearchProps } from './ai-search.js';

/**
 * 'Zoek met AI' on a listing or search page (only when the filtering answer says `showAiSearch`), prerendered: the
 * form works without JavaScript through `action` (a GET with `query` and `categoryId`), and the widget takes it over
 * on the first touch without redrawing it.
 */
export function renderAiSearch(props: AiSearchProps): RawHtml {
  return prerenderedWidget('ai-search-slot', aiSearch.name, AiSearch, props, resumeAsIn(aiSearch));
}
