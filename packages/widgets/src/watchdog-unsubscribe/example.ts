import { requires, type MarkupExampleSource } from '../contract/example-support.js';
import { renderWatchdogUnsubscribe } from './server.js';
import type WatchdogUnsubscribe from './watchdog-unsubscribe.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'renderWatchdogUnsubscribe(props) of @etalage/widgets/server',
  markup: renderWatchdogUnsubscribe({ hash: 'a1b2c3', action: '/watchdog/unsubscribe/a1b2c3', productName: 'Bank Saar leer grijs' }),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof WatchdogUnsubscribe>({ hash: true, action: true });
