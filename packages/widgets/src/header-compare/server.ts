/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { headerCompare } from './index.js';
import HeaderCompare from './header-compare.js';

/** The header's compare link, prerendered: the same size before and after the script (no layout shift). */
export function renderHeaderCompare(): RawHtml {
  return prerenderedWidget('header-widget', headerCompare.name, HeaderCompare, {}, resumeAsIn(headerCompare));
}
