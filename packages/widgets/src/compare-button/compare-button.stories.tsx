import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CompareButton from './compare-button.js';
import { likesService } from '../../../../stories/support/msw-handlers.js';

const meta = {
  title: 'Widgets/Compare button',
  component: CompareButton,
  args: { variantId: 2002, itemName: 'Fauteuil Bergen fluweel groen' },
  decorators: [(Story) => <div style={{ paddingTop: 96 }}><Story /></div>],
} satisfies Meta<typeof CompareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotCompared: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...likesService());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  },
};

/** After a click: the tooltip with the link to the comparison page. */
export const AddedWithTooltip: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...likesService());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByText('Product toegevoegd aan vergelijking')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Vergelijking weergeven' })).toHaveAttribute('href', '/compare-products');
  },
};

export const RemovedWithTooltip: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...likesService({ 2002: { liked: true, count: 1 } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByText('Product verwijderd uit vergelijking')).toBeInTheDocument();
  },
};
