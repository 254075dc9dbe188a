import { html } from '@etalage/markup';
import { type MarkupExampleSource, element } from '../contract/example-support.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'hand-written (a sale page’s info box; kind "tooltip" on a <details>)',
  markup: element(
    'sales-info',
    { kind: 'box' },
    html`<h2>Geen nepkortingen</h2><p>We tonen alleen kortingen ten opzichte van een echte eerdere prijs. <a href="/sales">Zo werken onze kortingen</a></p>`,
    { tag: 'aside', className: 'sales-info', label: 'Over onze kortingen' },
  ),
});
