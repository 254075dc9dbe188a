/** `@etalage/widgets/watchdog-unsubscribe`: the confirmation behind a watchdog e-mail's unsubscribe link. */
export { default as WatchdogUnsubscribe, type WatchdogUnsubscribeProps } from './watchdog-unsubscribe.js';
