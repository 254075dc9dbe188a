import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApiClient, LikedVariantsAnswer, LikedVariantsQuery, Variant } from '@etalage/core/api';
import { createEtalageStore, getStore, setStore } from '@etalage/store';
import { likeKey } from '@etalage/store/likes';
import { FavouritesList, LINK_COPIED_MS, PAGE_SIZE, SORT } from './favourites-list.js';
import Widget from './favourites-list.js';
import { likedPage, makeVariant, range } from '../shared/variant-tile.fixtures.js';
import { ON_SALE_LIMIT } from './on-sale.js';
import { deferred } from '../shared/deferred.js';

const likeRecord = (itemId: number | string, liked: boolean) => ({
  item_id: itemId,
  liked_by_user: liked,
  saved_by_user: false,
  likes_count: liked ? 4 : 3,
});

let fakeApi: {
  fetchLikedVariants: ReturnType<typeof vi.fn<(query: LikedVariantsQuery) => Promise<LikedVariantsAnswer>>>;
  fetchFavouritesShare: ReturnType<typeof vi.fn>;
  fetchFavouritesOnSale: ReturnType<typeof vi.fn>;
  lookupLike: ReturnType<typeof vi.fn>;
  like: ReturnType<typeof vi.fn>;
  unlike: ReturnType<typeof vi.fn>;
  pairLikes: ReturnType<typeof vi.fn>;
};

/** Liked variant ids on the "server"; fetchLikedVariants pages through them. */
let serverLikes: number[];

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

/**
 * Variants 1-5 liked on the "server", `onSale` of them on sale, and a logged-in shopper (the page's session found
 * the user): their own list, with the share link.
 */
function installFakeApi(onSale: Variant[]) {
  localStorage.clear();
  serverLikes = range(1, 5);
  fakeApi = {
    fetchLikedVariants: vi.fn(async (query) => likedPage(serverLikes, query.page ?? 1, query.pageSize)),
    fetchFavouritesShare: vi.fn(async () => ({ encryptedShare: 'c2hhcmUtNDI' })),
    fetchFavouritesOnSale: vi.fn(async () => onSale),
    lookupLike: vi.fn(async (_type: string, id: number) => likeRecord(id, serverLikes.includes(id))),
    like: vi.fn(async (_type: string, id: number) => likeRecord(id, true)),
    unlike: vi.fn(async (_type: string, id: number) => {
      serverLikes = serverLikes.filter((liked) => liked !== id);
      return likeRecord(id, false);
    }),
    pairLikes: vi.fn(async () => {}),
  };
  setStore(createEtalageStore({ api: fakeApi as unknown as ApiClient }));
  getStore().setState({ user: { id: 42 } as never, userLoaded: true });
}

describe('favourites list', () => {
  beforeEach(() => {
    installFakeApi([]);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is the default export too (the widget) and asks for page 1, 12 per page, newest first', async () => {
    expect(Widget).toBe(FavouritesList);
    render(<FavouritesList />);
    await screen.findByText('Bank Lissabon 3-zits velours groen');
    expect(fakeApi.fetchLikedVariants).toHaveBeenCalledWith({ page: 1, pageSize: 12, sort: 'newest', encryptedShare: undefined });
    expect([PAGE_SIZE, SORT]).toEqual([12, 'newest']);
  });

  it("shows 'Favorieten laden…' in a status region and aria-busy while loading", async () => {
    const answer = deferred<LikedVariantsAnswer>();
    fakeApi.fetchLikedVariants.mockReturnValueOnce(answer.promise);
    const { container } = render(<FavouritesList />);
    expect(screen.getByRole('status').textContent).toBe('Favorieten laden…');
    expect(container.querySelector('section')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer.resolve(likedPage([1], 1)));
    expect(await screen.findByText('Bank Lissabon 3-zits velours groen')).toBeTruthy();
    expect(container.querySelector('section')!.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByText('Favorieten laden…')).toBeNull();
  });

  it("renders the storefront's small card per liked variant: lazy image, shop, name linking to the product, prices, heart", async () => {
    render(<FavouritesList />);
    const link = await screen.findByRole('link', { name: 'Bank Lissabon 3-zits velours groen' });
    expect(link.getAttribute('href')).toBe('/product/v/1-bank-lissabon-3-zits-velours-groen');
    const tile = link.closest('article')!;
    expect(tile.className).toBe('product-card product-card--small');
    // Click source 7 (favourites) and the position in the list.
    expect(tile.getAttribute('data-etl-click-source')).toBe('7');
    expect(tile.getAttribute('data-etl-position')).toBe('1');
    const image = tile.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('Bank Lissabon 3-zits velours groen');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('src')).toBe('/images/product/320x320/1-0.webp');
    expect(within(tile).getByText('Woonwinkel Noord')).toBeTruthy();
    expect(tile.querySelector('.pc-price')!.textContent).toMatch(/^Prijs €\s149,00$/);
    expect(tile.querySelector('s')!.textContent).toMatch(/^Oude prijs €\s199,00$/);
    expect(tile.querySelector('[data-etl-widget="like-button"]')!.getAttribute('data-etl-item-id')).toBe('1');
    // Variant 2 has no discount: nothing is struck through.
    const second = screen.getByRole('link', { name: 'Eettafel Oslo eiken 200 cm' }).closest('article')!;
    expect(second.querySelector('s')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it("shows the empty state with 'Ontdek producten' linking to /producten", async () => {
    serverLikes = [];
    render(<FavouritesList />);
    expect(await screen.findByText('Je hebt nog geen favorieten.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ontdek producten' }).getAttribute('href')).toBe('/producten');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("shows a Dutch error with 'Opnieuw proberen' that loads again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi.fetchLikedVariants.mockRejectedValueOnce(new Error('503'));
    render(<FavouritesList />);
    expect((await screen.findByRole('alert')).textContent).toBe('Je favorieten konden niet worden geladen.');
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('[etalage] favourites-list: loading liked variants failed:', expect.any(Error)));
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Bank Lissabon 3-zits velours groen')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fakeApi.fetchLikedVariants).toHaveBeenCalledTimes(2);
  });

  it("pages with 'Vorige' and 'Volgende', 'Pagina X van Y', disabled at the ends and while a page loads", async () => {
    serverLikes = range(1, 30);
    render(<FavouritesList />);
    expect(await screen.findByText('Pagina 1 van 3')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    const previous = screen.getByRole('button', { name: 'Vorige' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Volgende' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);

    const page2 = deferred<LikedVariantsAnswer>();
    fakeApi.fetchLikedVariants.mockReturnValueOnce(page2.promise);
    fireEvent.click(next);
    // Pending: the old page stays, marked busy, both buttons wait.
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Volgende' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Favorieten laden…');
    await waitFor(() =>
      expect(fakeApi.fetchLikedVariants).toHaveBeenLastCalledWith({ page: 2, pageSize: 12, sort: 'newest', encryptedShare: undefined }),
    );
    await act(async () => page2.resolve(likedPage(serverLikes, 2)));
    expect(await screen.findByText('Pagina 2 van 3')).toBeTruthy();
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('false');
    expect((screen.getByRole('button', { name: 'Vorige' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Pagina 3 van 3')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect((screen.getByRole('button', { name: 'Volgende' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(await screen.findByText('Pagina 2 van 3')).toBeTruthy();
  });

  it("shares the list: 'Deel je favorieten' shows the link, 'Kopieer link' copies it and says 'Link gekopieerd!' for 2000 ms", async () => {
    const writeText = stubClipboard(async () => {});
    render(<FavouritesList />);
    await screen.findByText('Bank Lissabon 3-zits velours groen');
    fireEvent.click(screen.getByRole('button', { name: 'Deel je favorieten' }));
    const field = (await screen.findByRole('textbox', { name: 'Link naar je favorieten' })) as HTMLInputElement;
    expect(fakeApi.fetchFavouritesShare).toHaveBeenCalledTimes(1);
    expect(field.value).toBe(`${location.origin}/user/favourites/c2hhcmUtNDI`);
    expect(field.readOnly).toBe(true);

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Kopieer link' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/user/favourites/c2hhcmUtNDI`);
    expect(screen.getByRole('button', { name: 'Link gekopieerd!' })).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(LINK_COPIED_MS - 1));
    expect(screen.getByRole('button', { name: 'Link gekopieerd!' })).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Kopieer link' })).toBeTruthy();
    expect(LINK_COPIED_MS).toBe(2000);
  });

  it('logs a clipboard failure and falls back to the older copy method (core copyText, as the voucher card)', async () => {
    stubClipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const execCommand = vi.fn((command: string) => command === 'copy');
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<FavouritesList />);
    await screen.findByText('Bank Lissabon 3-zits velours groen');
    fireEvent.click(screen.getByRole('button', { name: 'Deel je favorieten' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Kopieer link' }));
    expect(await screen.findByRole('button', { name: 'Link gekopieerd!' })).toBeTruthy();
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/clipboard/i), expect.any(DOMException)));
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('says so in Dutch when the share link cannot be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi.fetchFavouritesShare.mockRejectedValueOnce(new Error('401'));
    render(<FavouritesList />);
    await screen.findByText('Bank Lissabon 3-zits velours groen');
    fireEvent.click(screen.getByRole('button', { name: 'Deel je favorieten' }));
    expect((await screen.findByRole('alert')).textContent).toBe('De deellink kon niet worden gemaakt. Probeer het opnieuw.');
    expect(screen.getByRole('button', { name: 'Deel je favorieten' })).toBeTruthy();
  });

  it('unlikes a variant through the store (even when local storage never saw the like) and drops it from the list', async () => {
    render(<FavouritesList />);
    await screen.findByText('Eettafel Oslo eiken 200 cm');
    const button = screen.getByRole('button', { name: /^Verwijderen\s*uit favorieten:\s*Eettafel Oslo eiken 200 cm$/ });
    const call = deferred<ReturnType<typeof likeRecord>>();
    fakeApi.unlike.mockImplementationOnce(async (_type: string, id: number) => {
      const record = await call.promise;
      serverLikes = serverLikes.filter((liked) => liked !== id);
      return record;
    });
    fireEvent.click(button);
    // Pending while the call runs: disabled, aria-busy, 'Verwijderen…'.
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toMatch(/^♥Verwijderen…/);
    await act(async () => call.resolve(likeRecord(2, false)));
    await waitFor(() => expect(screen.queryByText('Eettafel Oslo eiken 200 cm')).toBeNull());
    expect(fakeApi.unlike).toHaveBeenCalledWith('variant', 2);
    expect(fakeApi.like).not.toHaveBeenCalled();
    expect(getStore().getState().likes[likeKey('variant', 2)]!.liked).toBe(false);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
    expect(screen.getByText('Product verwijderd uit je favorieten.')).toBeTruthy();
    // The page is loaded again, so the next favourite moves up.
    expect(fakeApi.fetchLikedVariants).toHaveBeenCalledTimes(2);
  });

  it('unlikes (never likes) when clicked before the like lookup has answered', async () => {
    fakeApi.lookupLike.mockImplementation(() => new Promise(() => {}));
    render(<FavouritesList />);
    await screen.findByText('Fauteuil Milaan bouclé crème');
    fireEvent.click(screen.getByRole('button', { name: /^Verwijderen\s*uit favorieten:\s*Fauteuil Milaan/ }));
    await waitFor(() => expect(fakeApi.unlike).toHaveBeenCalledWith('variant', 3));
    expect(fakeApi.like).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('Fauteuil Milaan bouclé crème')).toBeNull());
  });

  it('drops a variant that was unliked elsewhere on the page (store entry turned not liked)', async () => {
    render(<FavouritesList />);
    await screen.findByText('Fauteuil Milaan bouclé crème');
    await act(async () => {
      await getStore().getState().toggleLike('variant', 3);
    });
    expect(screen.queryByText('Fauteuil Milaan bouclé crème')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it("waits for the pairing of the visitor's likes before asking for the own list; a failed pairing is logged and the list loads", async () => {
    const pairing = deferred<void>();
    fakeApi.pairLikes.mockReturnValueOnce(pairing.promise);
    render(<FavouritesList />);
    await waitFor(() => expect(fakeApi.pairLikes).toHaveBeenCalledTimes(1));
    await settle();
    expect(fakeApi.fetchLikedVariants).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Favorieten laden…');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => pairing.reject(new TypeError('Failed to fetch')));
    await screen.findByText('Bank Lissabon 3-zits velours groen');
    expect(fakeApi.fetchLikedVariants).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[etalage\] likes: pairing .* tried again on the next page/), expect.any(TypeError)));
    // A shared list is someone else's: no pairing to wait for. (The own list's on-sale strip, drawn once the list
    // loaded, may have tried the failed pairing again.)
    await settle();
    const pairings = fakeApi.pairLikes.mock.calls.length;
    render(<FavouritesList encryptedShare="c2hhcmUtNDI" />);
    await waitFor(() => expect(fakeApi.fetchLikedVariants).toHaveBeenCalledTimes(2));
    await settle();
    expect(fakeApi.pairLikes).toHaveBeenCalledTimes(pairings);
  });

  it('offers no share link to a visitor (sharing needs an account)', async () => {
    getStore().setState({ user: null, userLoaded: true });
    render(<FavouritesList />);
    await screen.findByText('Bank Lissabon 3-zits velours groen');
    expect(screen.queryByRole('button', { name: 'Deel je favorieten' })).toBeNull();
  });

  it('shows a shared list without the share link or unlike buttons, asking with the encryptedShare', async () => {
    render(<FavouritesList encryptedShare="c2hhcmUtNDI" />);
    await screen.findByText('Bank Lissabon 3-zits velours groen');
    expect(fakeApi.fetchLikedVariants).toHaveBeenCalledWith({ page: 1, pageSize: 12, sort: 'newest', encryptedShare: 'c2hhcmUtNDI' });
    expect(screen.queryByRole('button', { name: 'Deel je favorieten' })).toBeNull();
    expect(screen.queryByRole('button', { name: /uit favorieten/ })).toBeNull();
    expect(fakeApi.lookupLike).not.toHaveBeenCalled();
  });
});

describe('favourites on sale (favourites-on-sale)', () => {
  beforeEach(() => {
    installFakeApi([makeVariant(2), makeVariant(4)]);
  });

  it("shows the shopper's favourites on sale under the list, as small cards with the on-sale click source", async () => {
    const { container } = render(<FavouritesList />);
    const strip = await screen.findByRole('region', { name: 'Nu in de aanbieding' });
    expect(fakeApi.fetchFavouritesOnSale).toHaveBeenCalledWith(ON_SALE_LIMIT);
    expect(within(strip).getByText('2 van je favorieten zijn nu in de aanbieding.')).toBeTruthy();
    const cards = strip.querySelectorAll('article[data-etl-widget="product-card"]');
    expect([...cards].map((card) => card.getAttribute('data-etl-variant-id'))).toEqual([String(makeVariant(2).id), String(makeVariant(4).id)]);
    expect(cards[0]!.getAttribute('data-etl-click-source')).toBe('26');
    // After the list: its arrival moves nothing above it.
    const list = container.querySelector('ul.etl-favourites-list__grid')!;
    expect(list.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('drops a product unliked in the list from the strip too', async () => {
    render(<FavouritesList />);
    await screen.findByRole('region', { name: 'Nu in de aanbieding' });
    const item = (await screen.findAllByRole('listitem')).find((li) => li.textContent?.includes(makeVariant(2).name))!;
    fireEvent.click(within(item).getByRole('button', { name: /^Verwijderen/ }));
    await waitFor(() => expect(screen.getByText('1 van je favorieten is nu in de aanbieding.')).toBeTruthy());
  });

  it('shows nothing when none are on sale, or when the call fails (and says why in the console)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.fetchFavouritesOnSale.mockRejectedValueOnce(new Error('502 Bad Gateway'));
    const first = render(<FavouritesList />);
    await screen.findByText('Bank Lissabon 3-zits velours groen');
    await waitFor(() => expect(error).toHaveBeenCalledWith('[etalage] favourites-list: favourites on sale could not be loaded:', expect.any(Error)));
    expect(screen.queryByRole('region', { name: 'Nu in de aanbieding' })).toBeNull();
    first.unmount();
    fakeApi.fetchFavouritesOnSale.mockResolvedValueOnce([]);
    render(<FavouritesList />);
    await screen.findByText('Bank Lissabon 3-zits velours groen');
    await settle();
    expect(screen.queryByRole('region', { name: 'Nu in de aanbieding' })).toBeNull();
  });

  it('is not shown on a shared list (it is about the shopper\'s own favourites)', async () => {
    render(<FavouritesList encryptedShare="c2hhcmUtNDI" />);
    await screen.findByText('Bank Lissabon 3-zits velours groen');
    await settle();
    expect(fakeApi.fetchFavouritesOnSale).not.toHaveBeenCalled();
  });
});
