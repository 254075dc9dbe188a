import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, waitFor, within } from 'storybook/test';
import RemarketingStrip from './remarketing-strip.js';
import { makeVariant } from '../shared/variant-tile.fixtures.js';
import { productImages } from '../shared/variant-tile.stories-support.js';

const meta = {
  title: 'Widgets/Ook iets voor jou',
  component: RemarketingStrip,
  args: { limit: 5 },
  decorators: [(Story) => <div style={{ maxWidth: 1040 }}><Story /></div>],
  parameters: {
    docs: {
      description: {
        component: [
          "'Ook iets voor jou?' on the product page and the home page: products the shopper viewed before, as small cards.",
          'The server writes it only when the viewed cookie has products, with the loading state as its fallback:',
          '',
          '```ts',
          "import { renderRemarketingStrip } from '@etalage/widgets/server';",
          'renderRemarketingStrip({ excludeVariantId: 10033 });',
          '// <div class="remarketing-slot" data-etl-widget="remarketing-strip" data-etl-limit="5"',
          '//      data-etl-exclude-variant-id="10033"><section class="etl-strip">…heading and skeleton…</section></div>',
          '```',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof RemarketingStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(
      productImages,
      http.get('*/api/v2/user/remarketing-variants', () => HttpResponse.json([1, 2, 3, 4, 5].map((id) => makeVariant(3000 + id)))),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Ook iets voor jou?' })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelectorAll('article.product-card--small')).toHaveLength(5), { timeout: 4000 });
  },
};

export const Loading: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(
      http.get('*/api/v2/user/remarketing-variants', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Producten voor jou laden…');
  },
};
