import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MswApi } from 'msw-storybook-addon/types';
import { ReviewList } from './review-list.js';
import { failingReviewCalls, pendingReviewCalls, reviewCalls } from './review.stories-support.js';
import { repliedReview, reviewSet, translatedReview, withImages } from './review.fixtures.js';
import '../shared/common.css';
import './review-list.css';

type Msw = MswApi;

const reviews = reviewSet(23);

const meta = {
  title: 'Widgets/Review list',
  component: ReviewList,
  args: { variantId: 10033, productName: 'Bank Saar leer grijs', reviewsCount: 23, reviewsWithImageCount: withImages(reviews).length },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
  parameters: {
    docs: {
      description: {
        component: [
          'The review list of `/product/{variantId}/reviews` and of the reviews modal: \'Alle reviews\' / "Met foto\'s"',
          "with counts, 10 reviews a page (`POST /api/v2/variant/reviews?page=&type=all|withImage`) with 'Meer reviews',",
          "'Vertaald uit het Duits' with the original on demand, shop replies, and photos that open the review images modal.",
          'It takes everything from props and calls the API with a plain client made from the page config, so it also',
          'works on pages without the storefront header or store. The server wraps its first page (the no-JS fallback:',
          'filter links, reviews and a paginator) in the widget element:',
          '',
          '```ts',
          "import { widgetAttributes } from '@etalage/markup';",
          "html`<div ${widgetAttributes('review-list', { variantId: 10033, productName: 'Bank Saar leer grijs', filter: 'all', reviewsCount: 31, reviewsWithImageCount: 14 })}>…</div>`",
          '// <div data-etl-widget="review-list" data-etl-variant-id="10033" data-etl-product-name="Bank Saar leer grijs"',
          '//      data-etl-filter="all" data-etl-reviews-count="31" data-etl-reviews-with-image-count="14">',
          '//   …the server\'s first page of reviews…',
          '// </div>',
          '```',
          '',
          'On the page a photo is a link to the image carrying the modal host\'s opener attributes',
          '(`data-etl-modal="review-images"`, `data-etl-modal-props` with the review and index, `data-etl-modal-opener="review-list"`);',
          'inside the reviews modal it opens the images modal stacked on top.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page is on its way. */
export const Loading: Story = {
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...pendingReviewCalls);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reviews laden…');
  },
};

/** 23 reviews: 10 a page; 'Meer reviews' adds the next ten. */
export const Loaded: Story = {
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...reviewCalls(reviews, 300));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10), { timeout: 4000 });
    const more = canvas.getByRole('button', { name: 'Meer reviews' });
    await userEvent.click(more);
    await expect(more).toHaveTextContent('Reviews laden…');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20), { timeout: 4000 });
  },
};

/** "Met foto's": only reviews with photos. */
export const WithPhotos: Story = {
  name: "With photos filter",
  args: { filter: 'withPhoto' },
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...reviewCalls(reviews));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `Met foto's (${withImages(reviews).length})` })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10), { timeout: 4000 });
    await expect(canvas.getAllByRole('link', { name: /^Foto 1 van \d bij de review van/ })).toHaveLength(10);
  },
};

export const Empty: Story = {
  args: { reviewsCount: 0, reviewsWithImageCount: 0 },
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...reviewCalls([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nog geen reviews voor dit product.')).toBeInTheDocument();
  },
};

/** The call fails: a Dutch message and 'Opnieuw proberen'. */
export const LoadError: Story = {
  name: 'Error',
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...failingReviewCalls);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('De reviews konden niet worden geladen.');
    await expect(canvas.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};

/** 'Vertaald uit het Duits': 'Origineel tonen' shows the German text. */
export const Translated: Story = {
  name: 'Translated review',
  args: { reviewsCount: 1, reviewsWithImageCount: 0 },
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...reviewCalls([translatedReview]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Origineel tonen' }, { timeout: 4000 }));
    await expect(canvas.getByText('Sehr schönes Produkt, schnelle Lieferung.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Origineel verbergen' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The shop answered: 'Reactie van Wonen & Zo'. */
export const Reply: Story = {
  args: { reviewsCount: 1, reviewsWithImageCount: 0 },
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...reviewCalls([repliedReview]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Reactie van Wonen & Zo/, {}, { timeout: 4000 })).toBeInTheDocument();
  },
};
