import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { MswApi } from 'msw-storybook-addon/types';
import ReviewImagesModal from './review-images-modal.js';
import { reviewPhotos } from '../review-list/review.stories-support.js';
import { photoReview } from '../review-list/review.fixtures.js';
import '../shared/common.css';
import '../shared/dialog.css';
import '../review-list/review-list.css';
import './review-images.css';

type Msw = MswApi;

const meta = {
  title: 'Modals/Review images',
  component: ReviewImagesModal,
  args: { review: photoReview, index: 0, productName: 'Bank Saar leer grijs' },
  parameters: {
    docs: {
      description: {
        component: [
          "The review images modal: the review's photos with 'Vorige afbeelding' / 'Volgende afbeelding', the arrow keys",
          'and thumbnails, the review beside them (below on phones). The reviews modal opens it with',
          "`openStacked('review-images', { review, index, productName })`; on the reviews page a photo is its opener:",
          '',
          '```html',
          '<a class="etl-review-list__review-image" href="/images/review/800x800/1041.webp" data-etl-modal="review-images"',
          '   data-etl-modal-props=\'{"review":{…},"index":0,"productName":"Bank Saar leer grijs"}\' data-etl-modal-opener="review-list">',
          '  <img src="/images/review/96x96/1041.webp" alt="Foto 1 van 3 bij de review van Fleur">',
          '</a>',
          '```',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ReviewImagesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three photos; 'Volgende afbeelding' goes to the second. */
export const ImagesModal: Story = {
  name: 'Images modal',
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(reviewPhotos);
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: "Foto's bij de review van Fleur" }, { timeout: 4000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volgende afbeelding' }));
    await expect(within(dialog).getByRole('img', { name: 'Foto 2 van 3 bij de review van Fleur' })).toBeInTheDocument();
  },
};
