import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, within } from 'storybook/test';
import { insertServerHtml } from '@etalage/runtime/insert-server-html';
import { renderProductCard, renderProductRow, renderSmallCard, type ProductCardData } from '@etalage/markup';
import '@etalage/markup/product-card.css';
import { cardVariant } from '../../../markup/src/product-card.fixtures.js';

const variant: ProductCardData = cardVariant({
  id: 10001,
  name: 'Bank Oslo Deluxe linnen naturel',
  description: 'Een ruime driezitsbank van linnen op eikenhouten poten.',
  detailUrl: '/product/v/10001-bank-oslo',
  eshop: { id: 7, name: 'Nestkamer.nl', slug: 'nestkamer', paid: true },
  tier: null,
  promoTags: ['bestseller'],
  images: [{ id: 4200, url: '/images/product/card/4200.webp' }],
});

type Layout = 'card' | 'row' | 'small';
const renderers = { card: renderProductCard, row: renderProductRow, small: renderSmallCard };

/**
 * The card as a page's server draws it (`@etalage/markup`, here with plain widget slots that the runtime renders
 * on a page). The `product-card` widget is an enhancer: it keeps this HTML and adds the impression, the
 * click-through event and the similar-products row on a click.
 */
function ServerCard({ layout }: { layout: Layout }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    insertServerHtml(host.current!, renderers[layout](variant, { clickSource: 1, position: 1 }).value, 'replace');
  }, [layout]);
  return <div ref={host} style={{ maxWidth: layout === 'row' ? 900 : 300 }} />;
}

const meta = {
  title: 'Widgets/Product card',
  component: ServerCard,
  args: { layout: 'card' },
  parameters: {
    docs: {
      description: {
        component:
          'Every product card of the storefront: `renderProductCard`, `renderProductRow` and `renderSmallCard` of `@etalage/markup` (prerendered slots from `@etalage/widgets/server` on the server). Its element is shown under Server markup below.',
      },
    },
  },
} satisfies Meta<typeof ServerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of a listing's grid. */
export const Card: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('link', { name: 'Bank Oslo Deluxe linnen naturel' });
    await expect(card.closest('[data-etl-widget="product-card"]')).toHaveAttribute('data-etl-click-source', '1');
  },
};

/** The row layout: the description and more parameters. */
export const Row: Story = { args: { layout: 'row' } };

/** The small card of strips ('Ook iets voor jou?'). */
export const Small: Story = { args: { layout: 'small' } };
