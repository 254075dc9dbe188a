import { useLayoutEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Variant } from '@etalage/core/api';
import { insertServerHtml } from '@etalage/runtime/insert-server-html';
import VisuallySimilarFilter, { TEXT, type VisuallySimilarFilterProps } from './visually-similar-filter.js';
import { browserCardsHtml } from '../shared/browser-cards.js';
import { makeVariant } from '../shared/variant-tile.fixtures.js';
import { filterProps, IMAGE } from './visually-similar-filter.fixtures.js';
import { productImages } from '../shared/variant-tile.stories-support.js';

/** The server's list of every category (the page's `#product-list`). */
const everyCategory = [3001, 3002, 3003, 3004, 3005, 3006].map((id) => makeVariant(id));
const sameCategory = [3011, 3012, 3013].map((id) => makeVariant(id));

/** The feature flags (GrowthBook's features endpoint): the Christmas threshold the cards read. */
const features = http.get('*/api/features/:clientKey', () =>
  HttpResponse.json({ features: { 'christmas-delivery-threshold-days': { defaultValue: 30 } } }),
);

/**
 * `GET /api/v2/variant/{id}/similarity?categoryId=…&imageUrl=…`: the image search. A request without both is
 * answered 400, as a story must not pass on the wrong call.
 */
function imageSearch(answer: Variant[] | 'fail' | 'pending') {
  return [
    productImages,
    features,
    http.get('*/api/v2/variant/:id/similarity', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('categoryId') !== '200' || query.get('imageUrl') !== IMAGE) return HttpResponse.json({ message: 'categoryId and imageUrl' }, { status: 400 });
      if (answer === 'pending') await delay('infinite');
      if (answer === 'fail') return HttpResponse.json({ message: 'Server error' }, { status: 500 });
      return HttpResponse.json(answer);
    }),
  ];
}

/** The page around the widget: the results section labelled by its heading, the grid of the server's cards below. */
function Page(props: VisuallySimilarFilterProps) {
  const grid = useRef<HTMLDivElement>(null);
  // The server's cards, in before the widget keeps them (layout effects run before its effect).
  useLayoutEffect(() => {
    if (grid.current) insertServerHtml(grid.current, browserCardsHtml(everyCategory, { clickSource: props.clickSource, requestId: props.requestId }));
  }, []);
  return (
    <section aria-labelledby="results-title" style={{ maxWidth: 1040 }}>
      {/* As on the page: the runtime marks the element, so the no-JS submit button is hidden. */}
      <div data-etl-widget="visually-similar-filter" data-etl-state="mounted">
        <VisuallySimilarFilter {...props} />
      </div>
      <div id="product-list" ref={grid} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '1rem' }} />
    </section>
  );
}

const meta = {
  title: 'Widgets/Visually similar filter',
  component: VisuallySimilarFilter,
  render: (args) => <Page {...args} />,
  args: filterProps(everyCategory.length),
  beforeEach: () => {
    history.replaceState(null, '', '/products/visually-similar/10001-0/bank-oslo');
  },
  parameters: {
    docs: {
      description: {
        component: [
          "'Alleen {categorie}' on `/products/visually-similar/{requestId}/{slug}`: the results head (count and",
          'switch). On, it asks the image search (`GET /api/v2/variant/{id}/similarity` with `categoryId` and `imageUrl`,',
          "the image the page shows) and draws the answer into the page's `#product-list` with the one card markup,",
          'through `insertServerHtml`; off brings back the server\'s list of every category. The count, a polite status,',
          "`aria-busy` on the grid and the address (`?categorie=`, `replaceState`) follow. The server writes the same head",
          'as the fallback, a GET form that filters without JavaScript. Its element is shown under Server markup below.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof VisuallySimilarFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardIds = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('#product-list article')].map((card) => Number(card.getAttribute('data-etl-variant-id')));

/** Every category, as the server draws the page. */
export const EveryCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Alleen banken' })).not.toBeChecked();
    await expect(canvas.getByRole('heading', { name: '6 producten' })).toBeInTheDocument();
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(6));
  },
};

/** Switched on: the category's cards replace the list; the count and the address follow. */
export const OnlyTheCategory: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...imageSearch(sameCategory));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Alleen banken' }));
    await waitFor(() => expect(cardIds(canvasElement)).toEqual([3011, 3012, 3013]), { timeout: 4000 });
    await expect(canvas.getByRole('heading', { name: '3 producten' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Alleen banken: 3 producten');
    await expect(location.search).toBe('?categorie=200');
  },
};

/** While the image search answers: the spinner beside the switch, the grid dimmed and busy. */
export const Loading: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...imageSearch('pending'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Alleen banken' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(TEXT.loading));
    await expect(canvasElement.querySelector('#product-list')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The image search fails: a Dutch message with a retry; the list and the switch stay as they were. */
export const LoadError: Story = {
  name: 'Error',
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...imageSearch('fail'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Alleen banken' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(TEXT.error);
    await expect(canvas.getByRole('button', { name: TEXT.retry })).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Alleen banken' })).not.toBeChecked();
    await expect(cardIds(canvasElement)).toHaveLength(6);
  },
};

/** Nothing else in the category looks alike. */
export const NothingInTheCategory: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...imageSearch([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Alleen banken' }));
    await expect(await canvas.findByText(TEXT.empty, {}, { timeout: 4000 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Bekijk alle banken' })).toHaveAttribute('href', '/producten/banken');
  },
};
