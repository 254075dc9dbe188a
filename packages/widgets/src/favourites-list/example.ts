import { html } from '@etalage/markup';
import { requires, type MarkupExampleSource, element } from '../contract/example-support.js';
import type FavouritesList from './favourites-list.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'hand-written (the favourites page: the server’s grid as fallback)',
  markup: element('favourites-list', {}, html`<p class="empty-state">Je hebt nog geen favorieten. Klik op het hartje bij een product om het te bewaren.</p>`),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof FavouritesList>({});
