import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SearchOverlay from './search-overlay.js';
import { makeVariant } from '../shared/variant-tile.fixtures.js';
import { productImages } from '../shared/variant-tile.stories-support.js';

/** The search service's answer for 'bank' in the storefront's shape (spec §3 search result group). */
const bankGroups = [
  { type: 1, typeName: 'Categorieën', img: null, items: [{ id: 1, title: "Banken en sofa's", url: '/producten/banken', productCount: 253 }] },
  {
    type: 6,
    typeName: 'Producten',
    img: null,
    items: ['Bank Saar leer grijs', 'Bank Oslo Deluxe linnen naturel', 'Bank Nova Compact bouclé terracotta'].map((title, i) => ({
      id: 100 + i,
      title,
      url: `/product/v/${100 + i}-bank`,
      productCount: 1,
    })),
  },
  {
    type: 11,
    typeName: 'Categorieën in kleur',
    img: null,
    items: ['geel', 'groen', 'terracotta'].map((colour, i) => ({
      id: `2-${colour}`,
      title: `Banken in ${colour}`,
      url: `/producten/banken?dimensie=kleur-${colour}`,
      productCount: 26 - i * 2,
    })),
  },
];

const popular = [
  { title: 'Black Friday', url: '/producten/black-friday', campaign: true },
  ...['Banken', 'Fauteuils', 'Bijzettafels', 'Dressoirs', 'Barkrukken', 'Kledingkasten', 'Hanglampen', 'Vloerkleden', 'Vazen', 'Tuinstoelen'].map(
    (title) => ({ title, url: `/producten/${title.toLowerCase()}` }),
  ),
];

const meta = {
  title: 'Widgets/Zoeken',
  component: SearchOverlay,
  args: { query: '', popular, onNavigate: () => {} },
  decorators: [(Story) => <div style={{ maxWidth: 720, minHeight: 560 }}><Story /></div>],
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 640 },
      description: {
        component: [
          "The header's search box (spec §2, §4, §5). The server writes it as the widget's own closed render, so it is a",
          'plain GET form to `/?q=` without JavaScript; the overlay code loads on the first touch and keeps the focus and',
          'what was typed. Focus, a click, typing or an arrow key open the overlay: popular searches and recently viewed',
          'products for an empty query, the search service’s grouped suggestions (`{searchHost}/v2/search?q=`) otherwise.',
          '',
          '```ts',
          "import { renderSearchOverlay } from '@etalage/widgets/server';",
          "renderSearchOverlay({ query: '', popular: [{ title: 'Black Friday', url: '/producten/black-friday', campaign: true },",
          "  { title: 'Banken', url: '/producten/banken' }] });",
          '// <div class="etl-search-slot" data-etl-widget="search-overlay" data-etl-query=""',
          '//      data-etl-popular="[{&quot;title&quot;:…}]" data-etl-prerendered>',
          '//   <div class="etl-search-overlay"><div class="etl-search-overlay__panel"><form class="etl-search-overlay__form" role="search" action="/" method="get">…',
          '```',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof SearchOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const recentlyViewed = http.get('*/api/v2/user/remarketing-variants', () => HttpResponse.json([1, 2, 3].map((id) => makeVariant(3000 + id))));
const field = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).getByRole('combobox', { name: 'Zoeken' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(field(canvasElement)).toHaveAttribute('placeholder', 'Wat zoekt u vandaag?');
  },
};

export const OpenEmpty: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(productImages, recentlyViewed);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement));
    const page = body(canvasElement);
    await expect(page.getByRole('group', { name: 'Populaire zoekopdrachten' })).toBeInTheDocument();
    await waitFor(() => expect(within(page.getByRole('group', { name: 'Ga verder waar je gebleven was' })).getAllByRole('option')).toHaveLength(3), {
      timeout: 4000,
    });
  },
};

export const Suggestions: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(productImages, recentlyViewed, http.get('*/v2/search', () => HttpResponse.json({ data: bankGroups })));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'bank');
    const page = body(canvasElement);
    await waitFor(() => expect(page.getByRole('option', { name: 'Zoek "bank" in alle producten' })).toBeInTheDocument(), { timeout: 4000 });
    await waitFor(() => expect(page.getAllByRole('option')).toHaveLength(8));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The walk starts at the all-products entry (drawn last), the next step is the first suggestion.
    const first = page.getAllByRole('option')[0]!;
    await expect(first).toHaveTextContent(/^Banken en sofa's/);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field(canvasElement)).toHaveAttribute('aria-activedescendant', first.id);
  },
};

export const Loading: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(
      recentlyViewed,
      http.get('*/v2/search', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: [] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'kast');
    await waitFor(() => expect(body(canvasElement).getByRole('status')).toHaveTextContent('Suggesties laden…'), { timeout: 4000 });
    await expect(body(canvasElement).getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServiceDown: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(recentlyViewed, http.get('*/v2/search', () => new HttpResponse('unavailable', { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'kast');
    const page = body(canvasElement);
    await waitFor(() => expect(page.getByText('De zoeksuggesties zijn nu niet beschikbaar. U kunt wel in alle producten zoeken.', { selector: 'p' })).toBeInTheDocument(), {
      timeout: 4000,
    });
    await expect(page.getByRole('option', { name: 'Zoek "kast" in alle producten' })).toBeInTheDocument();
  },
};
