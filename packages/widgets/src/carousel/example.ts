import { html } from '@etalage/markup';
import { requires, type MarkupExampleSource } from '../contract/example-support.js';
import { renderCarousel } from './server.js';
import type Carousel from './carousel.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'renderCarousel(options) of @etalage/widgets/server',
  markup: renderCarousel({
    kind: 'images',
    placement: 'gallery',
    label: 'Afbeeldingen van Bank Oslo',
    slides: [1, 2, 3].map((n) => html`<img src="/images/product/detail/420${n}.webp" alt="Bank Oslo, foto ${n}" width="600" height="450">`),
    variantId: 42,
  }),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof Carousel>({ slideCount: true });
