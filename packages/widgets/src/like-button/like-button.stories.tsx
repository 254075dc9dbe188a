import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LikeButton from './like-button.js';
import { likesService } from '../../../../stories/support/msw-handlers.js';

const meta = {
  title: 'Widgets/Like button',
  component: LikeButton,
  args: { itemType: 'variant', itemId: 1001, likesCount: 41, itemName: 'Eettafel Lund eiken 200 cm' },
} satisfies Meta<typeof LikeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotLiked: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...likesService({ 1001: { liked: false, count: 41 } }));
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveTextContent('41');
  },
};

export const Liked: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...likesService({ 1001: { liked: true, count: 42 } }));
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await expect(button).toHaveTextContent('42');
  },
};

/** A click is on its way: the button shows it and ignores further clicks. */
export const Pending: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...likesService({}, 'pending'));
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The likes service answered 500: the like is kept in local storage and retried, and the button says so. */
export const NotSavedYet: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...likesService({}, 'fail'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByText('Nog niet opgeslagen, we proberen het opnieuw')).toBeInTheDocument();
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  },
};
