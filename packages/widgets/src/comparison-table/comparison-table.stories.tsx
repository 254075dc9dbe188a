import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, within } from 'storybook/test';
import ComparisonTable from './comparison-table.js';
import { makeVariant } from '../shared/variant-tile.fixtures.js';
import { productImages } from '../shared/variant-tile.stories-support.js';
import '../shared/dialog.css';
import '../shared/variant-tile.css';
import './comparison-table.css';

const record = (id: number, liked: boolean) => ({ item_id: id, liked_by_user: liked, saved_by_user: false, likes_count: liked ? 1 : 0 });

/** The likes service holds `ids` as compared; `POST /api/v2/variant/by-ids` answers the variants as a list, as the reference server does. */
function compared(ids: number[]) {
  let current = [...ids];
  return [
    productImages,
    http.get('*/api/v1/:project/like-all/comparison', () => HttpResponse.json(current.map((id) => record(id, true)))),
    http.post('*/api/v2/variant/by-ids', async ({ request }) => {
      const requested = (await request.json()) as number[];
      return HttpResponse.json(requested.map((id) => makeVariant(id)));
    }),
    http.delete('*/api/v1/:project/like/comparison/:id', ({ params }) => {
      current = current.filter((id) => id !== Number(params.id));
      return HttpResponse.json(record(Number(params.id), false));
    }),
  ];
}

const meta = {
  title: 'Widgets/Comparison table',
  component: ComparisonTable,
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(
      http.get('*/api/v1/:project/like-all/comparison', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Vergelijking laden…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...compared([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Je hebt nog geen producten om te vergelijken.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ontdek producten' })).toHaveAttribute('href', '/producten');
  },
};

export const LoadError: Story = {
  name: 'Error',
  beforeEach({ msw }: { msw: MswApi }) {
    // Handlers given first win over the shared ones.
    msw.use(http.post('*/api/v2/variant/by-ids', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })), ...compared([1, 2]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('De vergelijking kon niet worden geladen.');
    await expect(canvas.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};

export const ThreeProducts: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...compared([1, 2, 3]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Vergelijking' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(table).getByRole('rowheader', { name: 'Breedte' })).toBeInTheDocument();
  },
};

/** Six products: the table scrolls sideways on small screens, the row labels stay in view. */
export const ManyProducts: Story = {
  parameters: { viewport: { defaultViewport: 'mobile' } },
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...compared([1, 2, 3, 4, 5, 6]));
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Vergelijking' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
  },
};

/** 'Verwijderen' removes the product's column once the likes service confirms. */
export const RemoveProduct: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...compared([1, 2, 3]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Vergelijking' });
    await userEvent.click(within(table).getByRole('button', { name: /^Verwijderen\s*Eettafel Oslo eiken 200 cm/ }));
    await expect(await canvas.findByText('Product verwijderd uit vergelijking')).toBeInTheDocument();
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
  },
};
