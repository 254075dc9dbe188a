import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ListingFilters, { FAILED } from './listing-filters.js';
import { filtersAnswer, filteringSnapshot } from './listing-filters.fixtures.js';

/** The regions of a listing page the panel swaps (the grid, the count), next to it as on the storefront. */
function ListingPage(props: Parameters<typeof ListingFilters>[0]) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '16rem 1fr', gap: '1.5rem', maxWidth: 960 }}>
      <ListingFilters {...props} />
      <section>
        <h2 id="results-title">98 producten</h2>
        <div id="listing-top" />
        <div id="product-list">
          <article>Alle producten (98)</article>
        </div>
        <div id="paginator" />
        <div id="listing-bottom" />
      </section>
    </div>
  );
}

const meta = {
  title: 'Widgets/Listing filters',
  component: ListingFilters,
  render: (args) => <ListingPage {...args} />,
  args: { basePath: '/producten/woonkamer', answer: filtersAnswer() },
  beforeEach: () => {
    history.replaceState(null, '', '/producten/woonkamer');
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The filter panel of a listing (spec §3 filter groups, §7 `POST /api/v2/variant/filtering`): category',
          'links, sort, price (two fields, a bar chart of the histogram, predefined ranges), colour swatches, parameters,',
          "manufacturers, web shops, dimensions and smart prompts, each choice with its count; long groups fold under 'Toon meer'.",
          "A choice applies at once: the grid is marked busy, the answer's topHtml, listHtml, bottomHtml and paginatorHtml",
          "are swapped in through `insertServerHtml`, the count and title follow, and the answer's url is pushed (back",
          "and forward restore it). On phones it is a full-screen sheet with 'Toon {n} producten'. The server draws it",
          "from this component, prerendered; its links and GET form filter without JavaScript; the code loads on the",
          'first touch (activation `interaction`):',
          '',
          '```ts',
          "import { renderListingFilters } from '@etalage/widgets/server';",
          "renderListingFilters({ basePath: '/producten/woonkamer', answer: { totalCount, url, groups } });",
          '// <div class="listing-filters-slot" data-etl-widget="listing-filters" data-etl-base-path="/producten/woonkamer"',
          '//      data-etl-answer="{&quot;totalCount&quot;:98,…}" data-etl-prerendered>',
          '//   <aside id="filters" class="etl-listing-filters" aria-labelledby="filters-title">…groups, form…</aside></div>',
          '```',
          '',
          "For `/inspirations` pass `endpoint: 'inspiration'` (groups rooms, styles, owners; the list comes from",
          "`inspiration/feed`, whose records are drawn as cards in the browser, with 'Meer inspiratie' to its `nextPageUrl`).",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ListingFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (msw: MswApi, status = 200) =>
  msw.use(
    http.post('*/api/v2/variant/filtering', async ({ request }) => {
      if (status !== 200) return HttpResponse.json({ error: 'kapot' }, { status });
      const { url } = (await request.json()) as { url: string };
      const colour = /kleur-([a-z]+)/.exec(url)?.[1];
      return HttpResponse.json(filteringSnapshot({ colour: colour ? colour[0]!.toUpperCase() + colour.slice(1) : undefined, totalCount: colour ? 20 : 98 }));
    }),
  );

/** The panel as the server draws it, nothing chosen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Kleur' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Toon 98 producten' })).toBeTruthy();
  },
};

/** A colour picked: the grid and the count follow, the choice shows as a chip. */
export const ColourChosen: Story = {
  beforeEach: ({ msw }: { msw: MswApi }) => answering(msw),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Groen/ }));
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Gekozen filters' })).toHaveTextContent('Groen'));
    await expect(canvasElement.querySelector('#results-title')).toHaveTextContent('20 producten');
  },
};

/** The filtering call fails: a Dutch message with a retry; the list stays. */
export const FilteringFails: Story = {
  beforeEach: ({ msw }: { msw: MswApi }) => answering(msw, 500),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Zwart/ }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(FAILED));
    await expect(canvasElement.querySelector('#product-list')).toHaveTextContent('Alle producten (98)');
  },
};
