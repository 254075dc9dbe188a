import type { RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { visuallySimilarFilter } from './index.js';
import VisuallySimilarFilter, { type VisuallySimilarFilterProps } from './visually-similar-filter.js';

export type { VisuallySimilarFilterProps };

/**
 * The visually-similar page's results head (the count and 'Alleen {categorie}'), as the widget draws itself: without
 * JavaScript its GET form filters with `?categorie=`; the widget renders over it when it comes into view, and the
 * page does not move.
 */
export function renderVisuallySimilarFilter(props: VisuallySimilarFilterProps): RawHtml {
  return prerenderedWidget('page-widget', visuallySimilarFilter.name, VisuallySimilarFilter, props, resumeAsIn(visuallySimilarFilter));
}
