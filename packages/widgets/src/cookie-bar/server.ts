/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { cookieBar } from './index.js';
import CookieBar, { type CookieBarProps } from './cookie-bar.js';

export type { CookieBarProps };

/**
 * The cookie bar, prerendered: the server writes it (as the last element of <body>) only when no `_cc` choice is
 * stored and the client is no crawler, or when the shopper reopens it; its form posts to `action` without JavaScript.
 */
export function renderCookieBar(props: CookieBarProps): RawHtml {
  return prerenderedWidget('cookie-bar-slot', cookieBar.name, CookieBar, props, resumeAsIn(cookieBar));
}
