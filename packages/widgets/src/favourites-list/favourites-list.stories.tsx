import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { MswApi } from 'msw-storybook-addon/types';
import type { User } from '@etalage/core';
import { getStore } from '@etalage/store';
import { FavouritesList } from './favourites-list.js';
import { likedPage, range, variants } from '../shared/variant-tile.fixtures.js';
import { productImages } from '../shared/variant-tile.stories-support.js';
import '../shared/dialog.css';
import '../shared/variant-tile.css';
import './favourites-list.css';

type Msw = MswApi;

/**
 * `GET /api/v2/user/variants-liked` paging through `ids`; the like lookups answer "liked"; `onSale` of them are
 * what `GET /api/v2/user/favourites-on-sale` answers (none by default).
 */
function likedVariants(ids: number[], onSale: number[] = []) {
  return [
    productImages,
    http.get('*/api/v2/user/favourites-on-sale', () => HttpResponse.json(variants(onSale))),
    http.get('*/api/v2/user/variants-liked', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 24);
      return HttpResponse.json(likedPage(ids, page, pageSize));
    }),
    http.post('*/api/v1/:project/like/variant', async ({ request }) => {
      const itemIds = (await request.json()) as number[];
      return HttpResponse.json(itemIds.map((id) => ({ item_id: id, liked_by_user: true, saved_by_user: false, likes_count: 3 })));
    }),
    http.delete('*/api/v1/:project/like/variant/:id', ({ params }) =>
      HttpResponse.json({ item_id: Number(params.id), liked_by_user: false, saved_by_user: false, likes_count: 2 }),
    ),
    http.get('*/api/v2/user/favourites-share', () =>
      HttpResponse.json({ encryptedShare: 'c2hhcmUtNDI', url: '/user/favourites/c2hhcmUtNDI' }),
    ),
  ];
}

const meta = {
  title: 'Widgets/Favourites list',
  component: FavouritesList,
  args: {},
  decorators: [(Story) => <div style={{ maxWidth: 1040 }}><Story /></div>],
} satisfies Meta<typeof FavouritesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page is on its way. */
export const Loading: Story = {
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(
      http.get('*/api/v2/user/variants-liked', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Favorieten laden…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...likedVariants([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Je hebt nog geen favorieten.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ontdek producten' })).toHaveAttribute('href', '/producten');
  },
};

/** The service fails (500, after the client's two retries). */
export const LoadError: Story = {
  name: 'Error',
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(http.get('*/api/v2/user/variants-liked', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Je favorieten konden niet worden geladen.');
    await expect(canvas.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};

export const Filled: Story = {
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...likedVariants(range(1, 7)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Bank Lissabon 3-zits velours groen')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Two of the favourites are on sale now (`favourites-on-sale`): 'Nu in de aanbieding' under the list. */
export const OnSale: Story = {
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...likedVariants(range(1, 7), [2, 5]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = await canvas.findByRole('region', { name: 'Nu in de aanbieding' });
    await expect(within(strip).getByText('2 van je favorieten zijn nu in de aanbieding.')).toBeInTheDocument();
    await expect(strip.querySelectorAll('article[data-etl-widget="product-card"]')).toHaveLength(2);
  },
};

/** 30 favourites: 12 per page; 'Volgende' goes to page 2. */
export const Paged: Story = {
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...likedVariants(range(1, 30)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pagina 1 van 3')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Vorige' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    await expect(await canvas.findByText('Pagina 2 van 3')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Vorige' })).toBeEnabled();
  },
};

/** 'Deel je favorieten' (a logged-in shopper's own list) → the link in a read-only field → 'Kopieer link' → 'Link gekopieerd!'. */
export const ShareLink: Story = {
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(
      ...likedVariants(range(1, 4)),
      // The own list waits for the pairing of the likes this browser made before the login.
      http.get('*/api/v1/:project/login', () => HttpResponse.json({ paired: 0, userId: 3 })),
    );
    getStore().setState({ user: { id: 3, name: 'Sanne de Vries', firstName: 'Sanne', initials: 'SV' } as User, userLoaded: true });
    // A play function's click is no user gesture to the browser, which then refuses the clipboard: stand in for it.
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => {} }, configurable: true });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deel je favorieten' }));
    const field = await canvas.findByRole('textbox', { name: 'Link naar je favorieten' });
    await expect(field).toHaveValue(`${location.origin}/user/favourites/c2hhcmUtNDI`);
    await userEvent.click(canvas.getByRole('button', { name: 'Kopieer link' }));
    await expect(await canvas.findByRole('button', { name: 'Link gekopieerd!' })).toBeInTheDocument();
  },
};

/** Someone's shared list (/user/favourites/{encryptedShare}): no share link, no unlike buttons. */
export const Shared: Story = {
  args: { encryptedShare: 'c2hhcmUtNDI' },
  beforeEach({ msw }: { msw: Msw }) {
    msw.use(...likedVariants(range(3, 8)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Fauteuil Milaan bouclé crème')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Deel je favorieten' })).toBeNull();
  },
};

/** 'Verwijderen' unlikes through the store and the tile leaves the list. */
export const Unlike: Story = {
  beforeEach({ msw }: { msw: Msw }) {
    let ids = range(1, 3);
    // Handlers given first win: the list answers what the "server" still has after each unlike.
    msw.use(
      http.get('*/api/v2/user/variants-liked', () => HttpResponse.json(likedPage(ids, 1))),
      http.delete('*/api/v1/:project/like/variant/:id', ({ params }) => {
        ids = ids.filter((id) => id !== Number(params.id));
        return HttpResponse.json({ item_id: Number(params.id), liked_by_user: false, saved_by_user: false, likes_count: 0 });
      }),
      ...likedVariants(ids),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Verwijderen\s*uit favorieten:\s*Eettafel/ }));
    await expect(await canvas.findByText('Product verwijderd uit je favorieten.')).toBeInTheDocument();
    await expect(canvas.queryByText('Eettafel Oslo eiken 200 cm')).toBeNull();
  },
};
