import type { WidgetDefinition } from '@etalage/runtime';
import { resumeUntilTouched } from '@etalage/runtime/schema';
import type { CookieBarProps } from './cookie-bar.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="cookie-bar"`: the cookie bar (spec §4), written by the server only when no `_cc` choice is
 * stored and the client is no crawler, or when the shopper reopens it from the footer. Prerendered: it shows
 * and its form works without JavaScript, mounts without code, and a click on a button before the code arrived
 * is held and replayed. In the page registry (definitions-pages), so it adds nothing to the entry.
 */
export const cookieBar: WidgetDefinition<CookieBarProps> = {
  name: 'cookie-bar',
  activation: 'visible',
  props: {
    action: { type: 'string' },
    returnTo: { type: 'string' },
    granted: { type: 'string' },
    settingsOpen: { type: 'boolean' },
  },
  resume: resumeUntilTouched,
  load: () => import('./cookie-bar.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
