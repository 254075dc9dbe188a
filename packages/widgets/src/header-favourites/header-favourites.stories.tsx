import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MswApi } from 'msw-storybook-addon/types';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within, screen } from 'storybook/test';
import { getStore, type LikeEntry } from '@etalage/store';
import { likeKey } from '@etalage/store/likes';
import type { User } from '@etalage/core';
import HeaderFavourites from './header-favourites.js';
import { likedPage, range } from '../shared/variant-tile.fixtures.js';

const liked = (count: number): Record<string, LikeEntry> =>
  Object.fromEntries(
    range(1, count).map((id) => [
      likeKey('variant', id),
      { itemType: 'variant', itemId: id, liked: true, serverLiked: true, serverCount: 3, pending: false, unsynced: false },
    ]),
  );

const sanne = { id: 3, name: 'Sanne de Vries', firstName: 'Sanne', initials: 'SV', email: 'shopper@etalage.test' } as User;

const meta = { title: 'Widgets/Header favourites', component: HeaderFavourites } satisfies Meta<typeof HeaderFavourites>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor is sent to the login page. */
export const Visitor: Story = {
  beforeEach: () => void getStore().setState({ likes: liked(2) }),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName('Favorieten, 2 producten, inloggen om ze te bekijken');
    await expect(link).toHaveAttribute('href', '/login?next=%2Fuser%2Ffavourites');
  },
};

/** A logged-in user opens the favourites modal. */
export const UserOpensModal: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    getStore().setState({ user: sanne, userLoaded: true, likes: liked(3) });
    msw.use(
      http.get('*/api/v2/user/variants-liked', () => HttpResponse.json(likedPage(range(1, 3), 1, 12))),
      http.post('*/api/v1/:project/like/variant', async ({ request }) =>
        HttpResponse.json(((await request.json()) as number[]).map((id) => ({ item_id: id, liked_by_user: true, saved_by_user: false, likes_count: 3 }))),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Favorieten, 3 producten' }));
    await expect(await screen.findByRole('heading', { name: 'Mijn favorieten' })).toBeInTheDocument();
  },
};
