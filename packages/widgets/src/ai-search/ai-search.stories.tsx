import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AiSearch, { EMPTY_QUERY, NO_RESULTS, PENDING, SHOW_RESULTS, UNAVAILABLE } from './ai-search.js';

const QUERY = 'groene bank onder 800 euro';

const meta = {
  title: 'Widgets/Zoek met AI',
  component: AiSearch,
  args: {
    placeholder: 'Beschrijf wat je zoekt, bijvoorbeeld "groene bank onder 800 euro"',
    categoryId: 4,
    action: '/ai-search',
  },
  decorators: [(Story) => <div style={{ maxWidth: 736 }}><Story /></div>],
  parameters: {
    docs: {
      description: {
        component: [
          "'Zoek met AI' on listing and search pages: the shopper describes what they look for; the widget asks",
          '`POST /api/v2/ai-search` and says what it understood (filters and products) with a link to that listing.',
          'The server writes it only when the filtering answer says `showAiSearch`, prerendered from the component: the',
          'form works without JavaScript (a GET to `action`, which redirects to the interpreted listing) and the widget',
          'takes it over on the first touch without redrawing it:',
          '',
          '```ts',
          "import { renderAiSearch } from '@etalage/widgets/server';",
          "renderAiSearch({ placeholder: filtering.aiSearchPlaceholder, categoryId: 4, action: '/ai-search' });",
          '// <div class="ai-search-slot" data-etl-widget="ai-search" data-etl-placeholder="Beschrijf wat je zoekt, …"',
          '//      data-etl-category-id="4" data-etl-action="/ai-search" data-etl-prerendered>',
          '//   <form class="etl-ai-search" role="search" action="/ai-search" method="get">…field, button…</form></div>',
          '```',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof AiSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

async function ask(canvasElement: HTMLElement, text = QUERY) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Zoek met AI'), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Zoeken' }));
}

const answerWith = (body: { url: string; filtersCount: number; resultsCount: number }) => (msw: MswApi) =>
  msw.use(http.post('*/api/v2/ai-search', () => HttpResponse.json(body)));

/** The form as the server draws it, before anything was asked. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByLabelText('Zoek met AI', {}, { timeout: 4000 });
    await expect(field).toHaveAttribute('placeholder', meta.args.placeholder);
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 4000 })).toBeEmptyDOMElement();
  },
};

/** Submitted without a description: a field message, nothing is sent. */
export const EmptyQuery: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zoeken' }));
    await expect(within(canvasElement).getByText(EMPTY_QUERY)).toBeInTheDocument();
    await expect(within(canvasElement).getByLabelText('Zoek met AI')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the AI thinks: the button shows it and ignores further submits. */
export const Pending: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(
      http.post('*/api/v2/ai-search', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement);
    const button = await within(canvasElement).findByRole('button', { name: PENDING });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** What it understood, with the link to the filtered listing. */
export const Understood: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    answerWith({ url: '/producten/banken?dimensie=kleur-groen&prijsTot=800', filtersCount: 2, resultsCount: 37 })(msw);
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement);
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('2 filters toegepast · 37 producten gevonden'), { timeout: 4000 });
    await expect(within(canvasElement).getByRole('link', { name: SHOW_RESULTS })).toHaveAttribute('href', '/producten/banken?dimensie=kleur-groen&prijsTot=800');
  },
};

/** One filter, one product: the singular forms. */
export const UnderstoodOne: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    answerWith({ url: '/producten/banken?dimensie=kleur-groen', filtersCount: 1, resultsCount: 1 })(msw);
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'groene bank');
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 filter toegepast · 1 product gevonden'), { timeout: 4000 });
  },
};

/** Nothing matched the description. */
export const NoResults: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    answerWith({ url: '/producten/banken?dimensie=kleur-paars&prijsTot=10', filtersCount: 2, resultsCount: 0 })(msw);
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement, 'paarse bank onder 10 euro');
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(NO_RESULTS), { timeout: 4000 });
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** The API fails: a message, and the form stays usable (the failure is reported; this page cancels the report). */
export const Unavailable: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(http.post('*/api/v2/ai-search', () => HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 })));
    const quiet = (event: Event) => event.preventDefault();
    document.addEventListener('etalage:error', quiet);
    return () => document.removeEventListener('etalage:error', quiet);
  },
  play: async ({ canvasElement }) => {
    await ask(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(UNAVAILABLE), { timeout: 4000 });
    await expect(within(canvasElement).getByRole('button', { name: 'Zoeken' })).toHaveAttribute('aria-disabled', 'false');
  },
};
