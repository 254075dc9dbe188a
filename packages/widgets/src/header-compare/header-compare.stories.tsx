import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getStore, type LikeEntry } from '@etalage/store';
import { likeKey } from '@etalage/store/likes';
import HeaderCompare from './header-compare.js';

function compared(count: number): Record<string, LikeEntry> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      likeKey('comparison', i + 1),
      { itemType: 'comparison', itemId: i + 1, liked: true, serverLiked: true, serverCount: 1, pending: false, unsynced: false },
    ]),
  );
}

const meta = { title: 'Widgets/Header compare', component: HeaderCompare } satisfies Meta<typeof HeaderCompare>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Vergelijken, 0 producten');
  },
};

export const ThreeProducts: Story = {
  beforeEach: () => void getStore().setState({ likes: compared(3) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Vergelijken, 3 producten');
  },
};

/** The badge shows at most 99. */
export const CappedAt99: Story = {
  beforeEach: () => void getStore().setState({ likes: compared(120) }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.etl-count-badge')).toHaveTextContent('99');
  },
};
