import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CookieBar, { ACCEPT_ALL, ESSENTIAL_ONLY, SAVE_CHOICE, TITLE } from './cookie-bar.js';

function forgetChoice() {
  document.cookie = '_cc=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

const meta = {
  title: 'Widgets/Cookie bar',
  component: CookieBar,
  args: { action: '/cookie-consent', returnTo: '/producten/woonkamer' },
  beforeEach: () => {
    forgetChoice();
    return forgetChoice;
  },
  parameters: {
    docs: {
      description: {
        component: [
          "The cookie bar (spec §4, §7): 'Alles accepteren', 'Alleen noodzakelijk', or 'Instellingen' with a box per",
          "category and 'Keuze opslaan'. The choice goes to the `_cc` cookie (sorted, pipe-joined, 365 days) and to",
          '`POST /api/v2/consent`. The server writes it, prerendered, only when no choice is stored and the client is no',
          'crawler, as the last element of `<body>`; without JavaScript its form posts to `action`:',
          '',
          '```ts',
          "import { renderCookieBar } from '@etalage/widgets/server';",
          "renderCookieBar({ action: '/cookie-consent', returnTo: '/producten/woonkamer' });",
          '// <div class="cookie-bar-slot" data-etl-widget="cookie-bar" data-etl-action="/cookie-consent"',
          '//      data-etl-return-to="/producten/woonkamer" data-etl-prerendered>',
          '//   <section class="etl-cookie-bar" aria-labelledby="etl-cookie-bar-title">…form…</section></div>',
          '```',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof CookieBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const answer = (status: number) => (msw: MswApi) => msw.use(http.post('*/api/v2/consent', () => new HttpResponse(null, { status })));

/** A first visit: the bar with its two choices, the settings closed. */
export const FirstVisit: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: TITLE });
    await expect(within(bar).getByRole('button', { name: ACCEPT_ALL })).toBeInTheDocument();
    await expect(within(bar).getByRole('button', { name: ESSENTIAL_ONLY })).toBeInTheDocument();
  },
};

/** 'Instellingen' open: essential fixed on, the optional categories not ticked. */
export const Settings: Story = {
  args: { settingsOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Noodzakelijk (altijd aan)' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Analytisch' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: SAVE_CHOICE })).toBeInTheDocument();
  },
};

/** Reopened from the footer's 'Cookie-instellingen': the stored choice is ticked. */
export const Reopened: Story = {
  args: { settingsOpen: true, granted: 'analytics|essential' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Analytisch' })).toBeChecked();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  },
};

/** The bar closes in the click: the choice holds from then on, while it is still being sent. */
export const ClosesBeforeTheCallAnswers: Story = {
  args: { settingsOpen: true },
  decorators: [
    (Story) => (
      <>
        <p>De pagina met producten.</p>
        <Story />
      </>
    ),
  ],
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(
      http.post('*/api/v2/consent', async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Analytisch' }));
    await userEvent.click(canvas.getByRole('button', { name: SAVE_CHOICE }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: TITLE })).toBeNull());
    await expect(document.cookie).toContain('_cc=analytics|essential');
  },
};

/** Saved: the bar is gone and the page is whole again. */
export const Saved: Story = {
  decorators: [
    (Story) => (
      <>
        <p>De pagina met producten.</p>
        <Story />
      </>
    ),
  ],
  beforeEach: ({ msw }: { msw: MswApi }) => answer(204)(msw),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: ACCEPT_ALL }));
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: TITLE })).toBeNull(), { timeout: 4000 });
    await expect(document.cookie).toContain('_cc=analytics|essential|functional|marketing');
  },
};
