import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import type { Variant } from '@etalage/core/api';
import SimilarRow from './similar-row.js';
import { makeVariant } from '../shared/variant-tile.fixtures.js';
import { productImages } from '../shared/variant-tile.stories-support.js';

/** The feature flags (GrowthBook's features endpoint): the Christmas threshold the cards read. */
const features = http.get('*/api/features/:clientKey', () =>
  HttpResponse.json({ features: { 'christmas-delivery-threshold-days': { defaultValue: 30 } } }),
);

/** `GET /api/v2/variant/{id}/similarity?mode=onlyCache|onlyAPI`. */
function similarity(cache: Variant[], service: Variant[] | 'fail' | 'pending') {
  return [
    productImages,
    features,
    http.get('*/api/v2/variant/:id/similarity', async ({ request }) => {
      if (new URL(request.url).searchParams.get('mode') === 'onlyCache') return HttpResponse.json(cache);
      if (service === 'pending') await delay('infinite');
      if (service === 'fail') return HttpResponse.json({ message: 'Server error' }, { status: 500 });
      return HttpResponse.json(service);
    }),
  ];
}

const meta = {
  title: 'Widgets/Similar products row',
  component: SimilarRow,
  args: { variantId: 10001, itemName: 'Bank Oslo Deluxe linnen naturel' },
  decorators: [(Story) => <div style={{ maxWidth: 1040, ['--etl-similar-columns' as string]: 4 }}><Story /></div>],
  parameters: {
    docs: {
      description: {
        component: [
          'Opened by a click on a product card (not on its links, buttons, carousel or rating). The product-card',
          'enhancer places the element after the card\'s grid row; server templates do not write it. Its element is shown under Server markup below.',
          '',
          'The cards inside are `@etalage/markup` product cards inserted through `insertServerHtml`; on a page the runtime',
          'mounts their buttons.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof SimilarRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const four = () => [makeVariant(2001), makeVariant(2002), makeVariant(2003), makeVariant(2004)];

export const FromTheCache: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...similarity(four(), []));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 vergelijkbare producten', {}, { timeout: 4000 })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('article[data-etl-widget="product-card"]')).toHaveLength(4);
  },
};

/** The cache had nothing: the similarity service answered. */
export const FromTheService: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...similarity([], four().slice(0, 2)));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('2 vergelijkbare producten', {}, { timeout: 4000 })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...similarity([], 'pending'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Vergelijkbare producten laden…');
  },
};

export const Empty: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...similarity([], []));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('We vonden geen vergelijkbare producten.', {}, { timeout: 4000 })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...similarity([], 'fail'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Vergelijkbare producten konden niet worden geladen.');
    await expect(canvas.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};
