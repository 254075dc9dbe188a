import { renderStlHotspots } from '@etalage/markup';
import { requires, type MarkupExampleSource, variant } from '../contract/example-support.js';
import type StlHotspots from './stl-hotspots.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'renderStlHotspots(spots, imageLabel) of @etalage/markup',
  markup: renderStlHotspots(
    [{ variantId: 42, x: 0.25, y: 0.55, name: variant.name, price: 599.5, detailUrl: '/product/v/42-bank-oslo', shopUrl: '/go/42/30?position=1', eshopName: 'Wonen & Zo' }],
    'Woonkamer met veel licht, foto 1',
  ),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof StlHotspots>({ spots: true });
