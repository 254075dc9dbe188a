import { html } from '@etalage/markup';
import { type MarkupExampleSource, element } from '../contract/example-support.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'hand-written (the storefront header)',
  markup: element(
    'main-nav',
    {},
    html`<ul><li><a href="/producten/woonkamer">Woonkamer</a><ul aria-label="Woonkamer"><li><a href="/producten/banken">Banken</a></li></ul></li><li><a href="/producten/tuin">Tuin</a></li></ul>`,
    { tag: 'nav', className: 'main-nav', label: 'Categorieën' },
  ),
});
