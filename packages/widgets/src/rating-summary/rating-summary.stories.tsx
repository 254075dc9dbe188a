import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import RatingSummary from './rating-summary.js';

const serverMarkup = `Review-service pages and partner pages render this element (\`ratingSummaryElement(summary)\` of
\`@etalage/markup\`); its content is the text without JavaScript. On partner pages the widget renders inside a shadow root. Its element is shown under Server markup below.`;

const meta = {
  title: 'Widgets/Rating summary',
  component: RatingSummary,
  args: { rating: 4.26, reviewsCount: 31, variantId: 8, productName: 'Bank Saar' },
  parameters: { docs: { description: { component: serverMarkup } } },
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product's rating: the count opens the reviews modal. */
export const Product: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '4,5 van 5 sterren, 31 reviews van Bank Saar' })).toHaveAttribute('data-etl-modal', 'reviews');
  },
};

/** A shop's rating over all its products: no link. */
export const Shop: Story = {
  args: { rating: 4.04, reviewsCount: 240, variantId: undefined, productName: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(within(canvasElement).getByText('4,0 van 5 sterren, 240 reviews')).toBeInTheDocument();
  },
};
