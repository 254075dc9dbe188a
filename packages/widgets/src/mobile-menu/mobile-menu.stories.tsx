import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MobileMenu from './mobile-menu.js';
import { menuFixture } from './menu.fixtures.js';

const thumb = (id: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="hsl(${(id * 47) % 360} 35% 70%)"/></svg>`)}`;

/** The fixture with inline images, so the story needs no image server. */
const withImages = JSON.parse(JSON.stringify(menuFixture), (key, value) =>
  key === 'imageUrl' && typeof value === 'string' ? thumb(Number(/(\d+)\.jpg$/.exec(value)?.[1] ?? 0)) : value,
) as typeof menuFixture;

const meta = {
  title: 'Modals/Mobiel menu',
  component: MobileMenu,
  parameters: {
    viewport: { defaultViewport: 'mobile' },
    docs: {
      description: {
        component: [
          'The mobile menu: the trees of `GET /api/v2/menu` (cached an hour in local storage under `etalage:menu`),',
          'a full-height sheet from the side below lg. The header opens it through the modal host:',
          '',
          '```html',
          '<a class="header-button menu-button" href="/producten" data-etl-modal="mobile-menu"',
          '   data-etl-modal-opener="header" aria-haspopup="dialog">…<span class="header-label">Menu</span></a>',
          '```',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(http.get('*/api/v2/menu', () => HttpResponse.json(withImages)));
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' }, { timeout: 4000 });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Categorieën' })).toBeInTheDocument(), { timeout: 4000 });
    for (const heading of ['Ruimtes', 'Cadeaus', 'Populair']) await expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
  },
};

export const SubmenuOpen: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(http.get('*/api/v2/menu', () => HttpResponse.json(withImages)));
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' }, { timeout: 4000 });
    const opener = await waitFor(() => within(dialog).getByRole('button', { name: 'Meubels' }), { timeout: 4000 });
    await userEvent.click(opener);
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByRole('link', { name: 'Alles in Meubels' })).toHaveAttribute('href', '/producten/meubels');
    await expect(within(dialog).getByRole('button', { name: 'Terug naar Categorieën' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(
      http.get('*/api/v2/menu', async () => {
        await delay('infinite');
        return HttpResponse.json(menuFixture);
      }),
    );
  },
  play: async () => {
    await expect(await within(document.body).findByRole('status', {}, { timeout: 4000 })).toHaveTextContent('Menu laden…');
  },
};

/** The service fails until the story's play lets it answer (the client retries a GET twice first). */
let failing = true;
export const ErrorWithRetry: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    failing = true;
    msw.use(http.get('*/api/v2/menu', () => (failing ? HttpResponse.json({ message: 'Service niet beschikbaar' }, { status: 503 }) : HttpResponse.json(withImages))));
  },
  play: async () => {
    const body = within(document.body);
    await waitFor(() => expect(body.getByRole('alert')).toHaveTextContent('Het menu kon niet worden geladen.'), { timeout: 6000 });
    await expect(body.getByRole('link', { name: 'Alle categorieën' })).toHaveAttribute('href', '/producten');
    failing = false;
    await userEvent.click(body.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(body.getByRole('heading', { name: 'Categorieën' })).toBeInTheDocument(), { timeout: 4000 });
  },
};
