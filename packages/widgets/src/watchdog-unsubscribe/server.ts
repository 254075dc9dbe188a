/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { watchdogUnsubscribe } from './index.js';
import WatchdogUnsubscribe, { type WatchdogUnsubscribeProps } from './watchdog-unsubscribe.js';

export type { WatchdogUnsubscribeProps };

/**
 * The confirmation behind a watchdog e-mail's unsubscribe link: the question and 'Afmelden', a form that posts to
 * `action` without JavaScript; with it, the widget sends `DELETE /watchdog/unsubscribe/{hash}`.
 */
export function renderWatchdogUnsubscribe(props: WatchdogUnsubscribeProps): RawHtml {
  return prerenderedWidget('unsubscribe-slot', watchdogUnsubscribe.name, WatchdogUnsubscribe, props, resumeAsIn(watchdogUnsubscribe));
}
