import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStorage, MENU_CACHE_MS, type SafeStorage } from '@etalage/core';
import type { ApiClient } from '@etalage/core/api';
import { createEtalageStore, setStore } from '@etalage/store';
import MobileMenu from './mobile-menu.js';
import { loadMenu } from './menu-cache.js';
import { menuFixture } from './menu.fixtures.js';

let fetchMenu: ReturnType<typeof vi.fn>;
let now = 1_700_000_000_000;

async function settle() {
  await act(async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve();
  });
}

function memoryBackend(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

function useStore(storage: SafeStorage) {
  fetchMenu = vi.fn();
  setStore(createEtalageStore({ api: { fetchMenu } as unknown as ApiClient, storage }));
}

describe('menu cache', () => {
  let backend: Storage;
  beforeEach(() => {
    backend = memoryBackend();
    useStore(createStorage({ backend: () => backend, now: () => now }));
  });

  it('fetches once and answers from local storage for an hour, then fetches again', async () => {
    fetchMenu.mockResolvedValue(menuFixture);
    expect(await loadMenu()).toEqual(menuFixture);
    expect(JSON.parse(backend.getItem('etalage:menu')!)).toEqual({ v: menuFixture, e: now + 3_600_000 });
    now += MENU_CACHE_MS - 1;
    expect(await loadMenu()).toEqual(menuFixture);
    expect(fetchMenu).toHaveBeenCalledTimes(1);
    now += 1;
    await loadMenu();
    expect(fetchMenu).toHaveBeenCalledTimes(2);
  });

  it('ignores a stored value that is not a menu', async () => {
    backend.setItem('etalage:menu', JSON.stringify({ v: { primary: 'x' }, e: null }));
    fetchMenu.mockResolvedValue(menuFixture);
    expect(await loadMenu()).toEqual(menuFixture);
    expect(fetchMenu).toHaveBeenCalledTimes(1);
  });

  it('still loads the menu when local storage is disabled or full', async () => {
    const refusing = memoryBackend();
    refusing.setItem = () => {
      throw Object.assign(new Error('denied'), { name: 'SecurityError' });
    };
    useStore(createStorage({ backend: () => refusing, now: () => now }));
    fetchMenu.mockResolvedValue(menuFixture);
    expect(await loadMenu()).toEqual(menuFixture);
    const throwing = { get: () => { throw new Error('broken'); }, set: () => { throw new Error('broken'); } } as unknown as SafeStorage;
    useStore(throwing);
    fetchMenu.mockResolvedValue(menuFixture);
    expect(await loadMenu()).toEqual(menuFixture);
  });
});

describe('mobile menu', () => {
  beforeEach(() => useStore(createStorage({ backend: () => memoryBackend(), now: () => now })));
  afterEach(() => vi.restoreAllMocks());

  it('shows a loading state, then the four trees under Dutch headings', async () => {
    fetchMenu.mockResolvedValue(menuFixture);
    render(<MobileMenu />);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('status').textContent).toBe('Menu laden…');
    await settle();
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Categorieën',
      'Ruimtes',
      'Cadeaus',
      'Populair',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Woonkamer' }).getAttribute('href')).toBe('/inspirations?ruimte=woonkamer');
    expect(within(dialog).getByRole('link', { name: 'Cadeaus onder € 25' }).getAttribute('href')).toBe('/producten/kussens');
    expect(within(dialog).getByRole('link', { name: 'Bedden' }).getAttribute('href')).toBe('/producten/bedden');
    expect(dialog.querySelector('img.etl-mobile-menu__image')?.getAttribute('src')).toBe('/images/article/thumb/1.jpg');
  });

  it('opens a submenu on tap, moves focus to it, and goes back with focus on the button that opened it', async () => {
    fetchMenu.mockResolvedValue(menuFixture);
    render(<MobileMenu />);
    await settle();
    const opener = screen.getByRole('button', { name: 'Meubels' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(opener);
    await settle();
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const submenu = document.getElementById(opener.getAttribute('aria-controls')!)!;
    expect(submenu).toBeTruthy();
    const heading = within(submenu).getByRole('heading', { name: 'Meubels' });
    expect(document.activeElement).toBe(heading);
    expect(within(submenu).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Alles in Meubels', '/producten/meubels'],
      ['Banken', '/producten/banken'],
      ['Eettafels', '/producten/eettafels'],
    ]);
    // The first level is hidden while the submenu is open.
    expect(opener.closest('nav')!.hidden).toBe(true);
    fireEvent.click(within(submenu).getByRole('button', { name: 'Terug naar Categorieën' }));
    await settle();
    expect(submenu.isConnected).toBe(false);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(opener);
  });

  it('goes back a level on Escape inside a submenu', async () => {
    fetchMenu.mockResolvedValue(menuFixture);
    render(<MobileMenu />);
    await settle();
    const opener = screen.getByRole('button', { name: 'Verlichting' });
    fireEvent.click(opener);
    await settle();
    fireEvent.keyDown(screen.getByRole('heading', { name: 'Verlichting' }), { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('link', { name: 'Alles in Verlichting' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('offers a retry in Dutch when the menu cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMenu.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(menuFixture);
    render(<MobileMenu />);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Het menu kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.');
    expect(screen.getByRole('link', { name: 'Alle categorieën' }).getAttribute('href')).toBe('/producten');
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('mobile-menu'), expect.any(Error)), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Meubels' })).toBeTruthy();
  });
});
