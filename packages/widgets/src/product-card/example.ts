import { type MarkupExampleSource, variant } from '../contract/example-support.js';
import { renderProductCard } from '../server/card.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'renderProductCard(variant, { clickSource, position }) of @etalage/widgets/server',
  markup: renderProductCard(variant, { clickSource: 1, position: 1 }),
});
