import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, waitFor, within } from 'storybook/test';
import type { Variant } from '@etalage/core/api';
import RemarketingStrip from './remarketing-strip.js';
import { makeVariant } from '../shared/variant-tile.fixtures.js';
import { productImages } from '../shared/variant-tile.stories-support.js';

/** `GET /api/v2/variant/{id}/similarity?mode=onlyCache|onlyAPI`: the cache's and the service's answers. */
function similarity(cache: Variant[], service: Variant[] | 'pending') {
  return [
    productImages,
    http.get('*/api/v2/variant/:id/similarity', async ({ request }) => {
      if (new URL(request.url).searchParams.get('mode') === 'onlyCache') return HttpResponse.json(cache);
      if (service === 'pending') await delay('infinite');
      return HttpResponse.json(service);
    }),
  ];
}

const similar = (count: number) => Array.from({ length: count }, (_, i) => makeVariant(3001 + i));

const meta = {
  title: 'Widgets/Ook iets voor jou',
  component: RemarketingStrip,
  args: { variantId: 10033, limit: 5 },
  decorators: [(Story) => <div style={{ maxWidth: 1040 }}><Story /></div>],
  parameters: {
    docs: {
      description: {
        component: [
          "'Ook iets voor jou?' (spec §2): products similar to the page's product (the similarity cache first, then the",
          'similarity service), without that product, as small cards. The server writes it with the loading state as',
          'its fallback; with nothing similar, or when the call fails, the strip leaves the page:',
          '',
          '```ts',
          "import { renderRemarketingStrip } from '@etalage/widgets/server';",
          'renderRemarketingStrip({ variantId: 10033 });',
          '// <div class="remarketing-slot" data-etl-widget="remarketing-strip" data-etl-limit="5"',
          '//      data-etl-variant-id="10033"><section class="etl-remarketing-strip">…heading and skeleton…</section></div>',
          '```',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof RemarketingStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheCache: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...similarity(similar(7), []));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Ook iets voor jou?' })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelectorAll('article.product-card--small')).toHaveLength(5), { timeout: 4000 });
  },
};

/** The cache had nothing: the similarity service answered. */
export const FromTheService: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...similarity([], similar(3)));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('article.product-card--small')).toHaveLength(3), { timeout: 4000 });
  },
};

export const Loading: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...similarity([], 'pending'));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Producten voor jou laden…');
  },
};
