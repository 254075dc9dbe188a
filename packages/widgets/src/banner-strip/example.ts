import { renderBannerStrip } from '@etalage/markup';
import type { MarkupExampleSource } from '../contract/example-support.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'renderBannerStrip(banner) of @etalage/markup',
  markup: renderBannerStrip({ ident: 7, text: 'Zomersale: tot 40% korting op tuinmeubelen', link: { url: '/producten/sale', text: 'Bekijk de sale' }, closeAction: '/banner-strip/sluiten', returnTo: '/' }),
});
