import type { WidgetDefinition } from '@etalage/runtime';
import { optionalText, resumeUntilTouched } from '@etalage/runtime/schema';
import type { WatchdogUnsubscribeProps } from './watchdog-unsubscribe.js';
import type { WidgetPlacement } from '../widget-placement.js';

/**
 * `data-etl-widget="watchdog-unsubscribe"`: the confirmation behind a watchdog e-mail's unsubscribe link (spec §7).
 * Opening the link changes nothing (mail scanners and link previews follow links); the shopper's 'Afmelden' does,
 * through `DELETE /watchdog/unsubscribe/{hash}`. Prerendered: without JavaScript its form posts to `action`.
 */
export const watchdogUnsubscribe: WidgetDefinition<WatchdogUnsubscribeProps> = {
  name: 'watchdog-unsubscribe',
  activation: 'visible',
  props: {
    hash: { type: 'string', required: true },
    action: { type: 'string', required: true },
    productName: optionalText,
  },
  resume: resumeUntilTouched,
  load: () => import('./watchdog-unsubscribe.js'),
};

export const placement: WidgetPlacement = { registry: 'page' };
