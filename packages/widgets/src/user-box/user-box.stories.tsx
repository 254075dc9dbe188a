import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { variants } from '../shared/variant-tile.fixtures.js';
import { getStore } from '@etalage/store';
import type { User } from '@etalage/core';
import UserBox from './user-box.js';
import UserMenu from '../user-menu/user-menu.js';

const sanne = { id: 3, name: 'Sanne de Vries', firstName: 'Sanne', initials: 'SV', email: 'shopper@etalage.test', avatarUrl: null, isAdmin: false, adminModeEnabled: false } as User;

const meta = { title: 'Widgets/User box', component: UserBox, args: { loginUrl: '/login?next=%2F' } } satisfies Meta<typeof UserBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: 'Inloggen', which opens the auth modal (the login page without JavaScript). */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Inloggen' })).toHaveAttribute('data-etl-modal', 'auth');
  },
};

/** A user as the server drew it: initials (the avatar image on top when there is one) and the first name. */
export const LoggedIn: Story = {
  args: { user: { id: 3, name: 'Sanne', initials: 'SV', avatarUrl: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sanne, accountmenu' })).toHaveAttribute('data-etl-modal', 'user-menu');
  },
};

/**
 * `GET /api/v2/user/favourites-on-sale`: the user's favourites on sale now (`ids`), asked once the session's
 * pairing of the visitor's likes (`GET /api/v1/{project}/login`) answered.
 */
const favouritesOnSale = (msw: MswApi, ids: number[]) =>
  msw.use(
    http.get('*/api/v1/:project/login', () => new HttpResponse(null, { status: 204 })),
    http.get('*/api/v2/user/favourites-on-sale', () => HttpResponse.json(variants(ids))),
  );

/** The user menu a user opens from the avatar. */
export const Menu: Story = {
  beforeEach: ({ msw }: { msw: MswApi }) => {
    favouritesOnSale(msw, []);
    getStore().setState({ user: sanne, userLoaded: true });
  },
  render: () => <UserMenu />,
  play: async () => {
    const menu = await screen.findByRole('dialog', { name: 'Mijn account' }, { timeout: 4000 });
    await expect(within(menu).getByRole('button', { name: 'Uitloggen' }).closest('form')).toHaveAttribute('action', '/logout');
  },
};

/** Three of the user's favourites are on sale now: the count beside 'Mijn favorieten'. */
export const MenuWithFavouritesOnSale: Story = {
  beforeEach: ({ msw }: { msw: MswApi }) => {
    favouritesOnSale(msw, [1, 2, 3]);
    getStore().setState({ user: sanne, userLoaded: true });
  },
  render: () => <UserMenu />,
  play: async () => {
    const favourites = within(await screen.findByRole('dialog', { name: 'Mijn account' }, { timeout: 4000 })).getByRole('link', { name: /^Mijn favorieten/ });
    await expect(await within(favourites).findByText('3 in de aanbieding')).toBeInTheDocument();
  },
};

/** A web-shop account's menu: the likes its products received (`GET /api/v1/{project}/like/received/user/variant`). */
export const EshopMenu: Story = {
  beforeEach: ({ msw }: { msw: MswApi }) => {
    favouritesOnSale(msw, []);
    msw.use(http.get('*/api/v1/:project/like/received/user/:itemType', () => HttpResponse.json({ count: 1234 })));
    getStore().setState({ user: { ...sanne, isEshop: true }, userLoaded: true });
  },
  render: () => <UserMenu />,
  play: async () => {
    const shop = within(await screen.findByRole('dialog', { name: 'Mijn account' }, { timeout: 4000 })).getByRole('region', { name: 'Je webshop' });
    await expect(await within(shop).findByText('1.234 likes op je producten')).toBeInTheDocument();
  },
};

/** An admin's menu: the admin-mode switch. */
export const AdminMenu: Story = {
  beforeEach: ({ msw }: { msw: MswApi }) => {
    favouritesOnSale(msw, []);
    getStore().setState({ user: { ...sanne, isAdmin: true, adminModeEnabled: true }, userLoaded: true });
  },
  render: () => <UserMenu />,
  play: async () => {
    await expect(await screen.findByRole('switch', { name: 'Adminmodus' }, { timeout: 4000 })).toBeChecked();
  },
};
