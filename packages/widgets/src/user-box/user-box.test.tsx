import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { readCookie, setAdminModeCookie } from '@etalage/core';
import { getStore } from '@etalage/store';
import UserBox from './user-box.js';
import UserMenu from '../user-menu/user-menu.js';
import { userBox } from './index.js';
import { createFakeAccounts, loginToken, setTokenCookie, SHOPPER } from '../auth/auth-fixtures.js';
import { makeVariant } from '../shared/variant-tile.fixtures.js';

let accounts: ReturnType<typeof createFakeAccounts>;
beforeEach(() => {
  accounts = createFakeAccounts();
  accounts.installStore();
});
afterEach(() => setAdminModeCookie(false));

const serverUser = { user: { id: 3, name: 'Sanne', initials: 'SV', avatarUrl: '/images/avatar/96x96/3.webp' }, loginUrl: '/login' };

describe('user box', () => {
  it("gives a visitor 'Inloggen': the login page, or the auth modal on its login view", () => {
    render(<UserBox loginUrl="/login?next=%2Fproducten%2Fbanken" />);
    const link = screen.getByRole('link', { name: 'Inloggen' });
    expect(link.getAttribute('href')).toBe('/login?next=%2Fproducten%2Fbanken');
    expect(link.getAttribute('data-etl-modal')).toBe('auth');
    expect(JSON.parse(link.getAttribute('data-etl-modal-props')!)).toEqual({ view: 'login' });
    expect(link.getAttribute('data-etl-modal-opener')).toBe('header');
  });

  it("shows the server's user until the store read the token: avatar, initials and first name", () => {
    const { container } = render(<UserBox {...serverUser} />);
    const link = screen.getByRole('link', { name: 'Sanne, accountmenu' });
    expect(link.getAttribute('href')).toBe('/user');
    expect(link.getAttribute('data-etl-modal')).toBe('user-menu');
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    expect(container.querySelector('.etl-user-box__avatar-initials')!.textContent).toBe('SV');
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/images/avatar/96x96/3.webp');
  });

  it('follows the store: a login in the modal turns the login link into the avatar without a reload', async () => {
    render(<UserBox />);
    await act(async () => void (await getStore().getState().loadUser()));
    expect(screen.getByRole('link', { name: 'Inloggen' })).toBeTruthy();
    setTokenCookie(loginToken(SHOPPER));
    await act(async () => void (await getStore().getState().loadUser()));
    expect(screen.getByRole('link', { name: 'Sanne, accountmenu' }).textContent).toBe('SVSanne');
  });

  it('asks for a render only when the store knows another user than the server drew', () => {
    const needsRender = userBox.resume!.needsRender!;
    const state = (user: { id: number } | null, userLoaded = true) => ({ ...getStore().getState(), user, userLoaded }) as never;
    expect(needsRender(serverUser, state(null, false))).toBe(false);
    expect(needsRender(serverUser, state({ id: 3 }))).toBe(false);
    expect(needsRender(serverUser, state(null))).toBe(true);
    expect(needsRender({ loginUrl: '/login' }, state(null))).toBe(false);
    expect(needsRender({ loginUrl: '/login' }, state({ id: 3 }))).toBe(true);
  });
});

describe('user menu', () => {
  async function openAs(admin: boolean, eshop = false) {
    setTokenCookie(loginToken({ ...SHOPPER, admin, eshop }));
    await act(async () => void (await getStore().getState().loadUser()));
    render(<UserMenu />);
    return screen.getByRole('dialog', { name: 'Mijn account' });
  }

  it("shows who is logged in, the account's links and 'Uitloggen'", async () => {
    const menu = await openAs(false);
    expect(within(menu).getByText('Sanne de Vries')).toBeTruthy();
    expect(within(menu).getByText('shopper@etalage.test')).toBeTruthy();
    const links = within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Mijn favorieten', '/user/favourites'],
      ['Prijsalarmen', '/user/watchdog'],
      ['Mijn account', '/user'],
    ]);
    // Logging out is a POST (a GET that logs out is followed by link previews and prefetching).
    const logout = within(menu).getByRole('button', { name: 'Uitloggen' });
    expect(logout.getAttribute('type')).toBe('submit');
    expect(logout.closest('form')?.getAttribute('method')).toBe('post');
    expect(logout.closest('form')?.getAttribute('action')).toBe('/logout');
    expect(within(menu).queryByRole('switch')).toBeNull();
  });

  it("says beside 'Mijn favorieten' how many favourites are on sale now (favourites-on-sale)", async () => {
    accounts.api.fetchFavouritesOnSale.mockResolvedValue([makeVariant(1), makeVariant(2), makeVariant(3)]);
    const menu = await openAs(false);
    const favourites = within(menu).getByRole('link', { name: /^Mijn favorieten/ });
    expect(await within(favourites).findByText('3 in de aanbieding')).toBeTruthy();
    expect(accounts.api.fetchFavouritesOnSale).toHaveBeenCalledWith(100);
  });

  it('shows a web-shop account how many likes its products received (like/received/user)', async () => {
    accounts.api.fetchReceivedLikes.mockResolvedValue({ count: 1234 });
    const menu = await openAs(false, true);
    const shop = within(menu).getByRole('region', { name: 'Je webshop' });
    expect(within(shop).getByRole('status').textContent).toBe('Likes laden…');
    expect(await within(shop).findByText('1.234 likes op je producten')).toBeTruthy();
    expect(accounts.api.fetchReceivedLikes).toHaveBeenCalledWith('variant');
  });

  it("says so when the web shop's likes cannot be loaded, and shows a shopper no web-shop part", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    accounts.api.fetchReceivedLikes.mockRejectedValue(new Error('502 Bad Gateway'));
    const menu = await openAs(false, true);
    expect(await within(menu).findByText('Het aantal likes kon niet worden geladen.')).toBeTruthy();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[etalage] user-menu: the likes received by the web shop could not be loaded:', expect.any(Error)), { timeout: 5000 });
    cleanup();
    const shopperMenu = await openAs(false);
    expect(within(shopperMenu).queryByRole('region', { name: 'Je webshop' })).toBeNull();
    expect(accounts.api.fetchReceivedLikes).toHaveBeenCalledTimes(1);
  });

  it('gives an admin a switch that sets the admin-mode cookie and reloads the page', async () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { value: { ...original, reload }, configurable: true });
    try {
      const menu = await openAs(true);
      const toggle = within(menu).getByRole('switch', { name: 'Adminmodus' }) as HTMLInputElement;
      expect(toggle.checked).toBe(false);
      fireEvent.click(toggle);
      expect(readCookie('etl_admin_mode')).toBe('1');
      expect(reload).toHaveBeenCalledTimes(1);
      expect(within(menu).getByText('Pagina wordt opnieuw geladen…')).toBeTruthy();
    } finally {
      Object.defineProperty(window, 'location', { value: original, configurable: true });
    }
  });
});
