import { html } from '@etalage/markup';
import { type MarkupExampleSource, element } from '../contract/example-support.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'hand-written (the site header, around the header widgets)',
  markup: element('page-chrome', {}, html`<a class="logo" href="/">Etalage</a>`, { tag: 'header', className: 'site-header' }),
});
