import { requires, type MarkupExampleSource } from '../contract/example-support.js';
import { renderHeaderFavourites } from './server.js';
import type HeaderFavourites from './header-favourites.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({ source: 'renderHeaderFavourites() of @etalage/widgets/server', markup: renderHeaderFavourites() });

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof HeaderFavourites>({});
