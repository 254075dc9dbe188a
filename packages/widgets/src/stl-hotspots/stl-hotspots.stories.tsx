import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import StlHotspots from './stl-hotspots.js';

const meta = {
  title: 'Widgets/Shop the look hotspots',
  component: StlHotspots,
  args: {
    imageLabel: 'Japanse woonkamer met veel licht, foto 1',
    spots: [
      { variantId: 10001, x: 0.25, y: 0.55, name: 'Bank Oslo Deluxe linnen naturel', price: 899, detailUrl: '/product/10001/bank-oslo-deluxe', shopUrl: '/go/10001/30?position=1', eshopName: 'Nestkamer.nl' },
      { variantId: 10002, x: 0.7, y: 0.3, name: 'Hanglamp Bergen messing', price: 129.95, detailUrl: '/product/10002/hanglamp-bergen', shopUrl: '/go/10002/30?position=2', eshopName: 'Licht & Co' },
    ],
  },
  decorators: [
    (Story) => (
      <figure style={{ position: 'relative', maxWidth: 640, aspectRatio: '4 / 3', margin: 0, background: '#e7e1d6' }}>
        <figcaption style={{ padding: 8 }}>Japanse woonkamer met veel licht (de foto)</figcaption>
        <Story />
      </figure>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'On `/inspirations/stl/{id}`: the tagged products of a shop-the-look image at their x, y places (fractions of the',
          "image). A button each, named after its product, opens a small card (name, price, 'Ga naar de shop'); Escape",
          'closes it and the focus returns. The server puts the layer inside the image\'s positioned box with',
          '`renderStlHotspots` of `@etalage/markup`; without JavaScript it is a list of the products for screen readers. Its element is shown under Server markup below.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof StlHotspots>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};

export const CardOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bank Oslo Deluxe linnen naturel' }));
    await expect(canvas.getByRole('link', { name: /^Ga naar de shop/ })).toHaveAttribute('href', '/go/10001/30?position=1');
  },
};
