import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, within } from 'storybook/test';
import { html, renderFeedMore } from '@etalage/markup';
import { insertServerHtml } from '@etalage/runtime/insert-server-html';
import enhanceFeed, { FEED_TEXT, setFeedApi } from './listing-feed.js';

const more = (page: number) =>
  renderFeedMore({ endpoint: 'variant', list: 'story-list', paginator: 'story-paginator', nextUrl: `?page=${page}`, label: 'Meer producten', loadingText: 'Producten laden…' }).value;
const cards = (page: number) =>
  html`${[1, 2, 3].map((n) => html`<article class="story-card" data-id="${page}-${n}"><h3>Product ${(page - 1) * 3 + n}</h3></article>`)}`.value;

/**
 * The server's list and paginator, as a listing page has them; the feed enhancer mounts on the paginator's
 * widget element (on a page the runtime does that when the paginator comes near the viewport).
 */
function FeedDemo() {
  const list = useRef<HTMLDivElement>(null);
  const paginator = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setFeedApi(null);
    insertServerHtml(list.current!, cards(1));
    insertServerHtml(paginator.current!, more(2));
    const element = paginator.current!.querySelector('[data-etl-widget="listing-feed"]')!;
    const cleanup = enhanceFeed(element, { endpoint: 'variant', list: 'story-list', paginator: 'story-paginator', loadingText: 'Producten laden…' });
    return () => {
      if (cleanup) cleanup();
    };
  }, []);
  return (
    <div>
      <div id="story-list" ref={list} style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }} />
      <div id="story-paginator" ref={paginator} />
    </div>
  );
}

/** `POST /api/v2/variant/feed`: page 2 (listHtml, paginatorHtml, nextPageUrl, dataLayer), failing or never answering. */
const feed = (mode: 'ok' | 'fail' | 'pending') => (msw: MswApi) =>
  msw.use(
    http.post('*/api/v2/variant/feed', async () => {
      if (mode === 'pending') await delay('infinite');
      if (mode === 'fail') return HttpResponse.json({ message: 'Server error' }, { status: 500 });
      return HttpResponse.json({ listHtml: cards(2), paginatorHtml: more(3), nextPageUrl: '?page=3', dataLayer: { event: 'view_item_list' } });
    }),
  );

const meta = {
  title: 'Widgets/Listing feed (Meer producten)',
  component: FeedDemo,
  parameters: {
    docs: {
      description: {
        component: [
          "'Meer producten' under a listing (also 'Meer inspiratie' on /inspirations and 'Meer artikelen' on the magazine):",
          "an enhancer on the server's link. A click appends the next page's listHtml (`POST /api/v2/variant/feed` or",
          '`/api/v2/articles/feed`; `/api/v2/inspiration/feed` answers with records, drawn as cards by `@etalage/markup`)',
          "below the cards through `insertServerHtml` and replaces the paginator with the answer's (for inspirations:",
          "'Meer inspiratie' to its `nextPageUrl`); from then on the next pages load as the shopper nears the end. One request",
          "per list at a time, each page once; 'Opnieuw proberen' after a failure; the address follows the page.",
          'The server writes it inside its paginator with `renderFeedMore` of `@etalage/markup`. Its element is shown under Server markup below.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof FeedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the server draws it: a link to the next page. */
export const Idle: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    feed('ok')(msw);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Meer producten' })).toHaveAttribute('href', '?page=2');
  },
};

export const LoadsTheNextPage: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    feed('ok')(msw);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Meer producten' }));
    await expect(await canvas.findByText('Product 6', {}, { timeout: 4000 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Meer producten' })).toHaveAttribute('href', '?page=3');
  },
};

export const Loading: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    feed('pending')(msw);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Meer producten' }));
    await expect(await canvas.findByText('Producten laden…')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    feed('fail')(msw);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Meer producten' }));
    await expect(await canvas.findByText(FEED_TEXT.error, {}, { timeout: 4000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: FEED_TEXT.retry })).toBeInTheDocument();
  },
};
