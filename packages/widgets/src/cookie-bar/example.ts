import { requires, type MarkupExampleSource } from '../contract/example-support.js';
import { renderCookieBar } from './server.js';
import type CookieBar from './cookie-bar.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'renderCookieBar(props) of @etalage/widgets/server',
  markup: renderCookieBar({ action: '/cookie-consent', returnTo: '/producten/woonkamer' }),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof CookieBar>({});
