import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { MswApi } from 'msw-storybook-addon/types';
import ReviewsModal from './reviews-modal.js';
import { failingReviewCalls, pendingReviewCalls, reviewCalls } from '../review-list/review.stories-support.js';
import { reviewSet } from '../review-list/review.fixtures.js';
import '../shared/common.css';
import '../shared/dialog.css';
import '../review-list/review-list.css';
import './reviews-modal.css';

type Msw = MswApi;

const meta = {
  title: 'Modals/Reviews',
  component: ReviewsModal,
  args: { variantId: 10033, productName: 'Bank Saar leer grijs' },
  parameters: {
    docs: {
      description: {
        component: [
          'The reviews modal, opened by the modal host from a rating (`POST /api/v2/variant/reviews-modal`): the average,',
          'reviews per star, pros and cons with percentages, the web summary with its sources and the review list. The',
          'opener is a link to the reviews page, so it works without JavaScript (`reviewsOpenerAttributes` of `@etalage/markup`):',
          '',
          '```html',
          '<a class="pc-rating" href="/product/10033/reviews" data-etl-modal="reviews"',
          '   data-etl-modal-props=\'{"variantId":10033,"productName":"Bank Saar leer grijs"}\' data-etl-modal-opener="card"',
          '   aria-label="4,0 van 5 sterren, 31 reviews van Bank Saar leer grijs">…</a>',
          '```',
          '',
          'The product page uses the same markup with `data-etl-modal-opener="product"`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ReviewsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...pendingReviewCalls);
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reviews van Bank Saar leer grijs' }, { timeout: 4000 });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Reviews laden…');
  },
};

export const Loaded: Story = {
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...reviewCalls(reviewSet(23)));
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {}, { timeout: 4000 });
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(10), { timeout: 4000 });
    await expect(within(dialog).getByRole('heading', { name: 'Pluspunten volgens kopers' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('region', { name: 'Samenvatting van het web' })).toHaveTextContent('Bronnen: Reviews op Etalage');
  },
};

export const Empty: Story = {
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...reviewCalls([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Nog geen reviews voor dit product.', {}, { timeout: 4000 })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...failingReviewCalls);
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('De reviews konden niet worden geladen.');
    await expect(canvas.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};
