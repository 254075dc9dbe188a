import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import WatchdogUnsubscribe, { ALREADY, CONFIRM, DONE, FAILED, QUESTION, RETRY, SENDING } from './watchdog-unsubscribe.js';

const HASH = '0123456789abcdef0123456789abcdef';
const ENDPOINT = `*/api/v1/nl/watchdog/unsubscribe/${HASH}`;

const meta = {
  title: 'Widgets/Watchdog unsubscribe',
  component: WatchdogUnsubscribe,
  args: { hash: HASH, action: `/watchdog/unsubscribe/${HASH}`, productName: 'Bank Saar leer grijs' },
  parameters: {
    docs: {
      description: {
        component: [
          "The page behind a watchdog e-mail's unsubscribe link (spec §7). Opening the link changes nothing (mail",
          "scanners and link previews follow links); 'Afmelden' sends `DELETE /watchdog/unsubscribe/{hash}` and says",
          'what came of it. The server writes it prerendered; without JavaScript its form posts to `action`:',
          '',
          '```ts',
          "import { renderWatchdogUnsubscribe } from '@etalage/widgets/server';",
          "renderWatchdogUnsubscribe({ hash, action: `/watchdog/unsubscribe/${hash}`, productName: 'Bank Saar leer grijs' });",
          '// <div class="unsubscribe-slot" data-etl-widget="watchdog-unsubscribe" data-etl-hash="…"',
          '//      data-etl-action="/watchdog/unsubscribe/…" data-etl-product-name="Bank Saar leer grijs" data-etl-prerendered>',
          '//   <form class="etl-watchdog-unsubscribe" method="post" action="/watchdog/unsubscribe/…">…Afmelden…</form></div>',
          '```',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof WatchdogUnsubscribe>;

export default meta;
type Story = StoryObj<typeof meta>;

const answer = (status: number) => ({ msw }: { msw: MswApi }) =>
  msw.use(http.delete(ENDPOINT, () => (status === 200 ? HttpResponse.json({ unsubscribed: true }) : HttpResponse.json({}, { status }))));

/** The link opened: the question, naming the product, and 'Afmelden'. */
export const Asks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(QUESTION('Bank Saar leer grijs'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: CONFIRM })).toBeInTheDocument();
  },
};

/** While the call runs: 'Bezig met afmelden…'. */
export const Sending: Story = {
  beforeEach: ({ msw }: { msw: MswApi }) =>
    msw.use(
      http.delete(ENDPOINT, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CONFIRM }));
    await waitFor(() => expect(canvas.getByRole('button', { name: SENDING })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Done: the answer takes the focus. */
export const Done: Story = {
  beforeEach: answer(200),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CONFIRM }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(DONE('Bank Saar leer grijs')));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
  },
};

/** A link already used or unknown (404). */
export const AlreadyUsed: Story = {
  beforeEach: answer(404),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CONFIRM }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(ALREADY));
  },
};

/** The call failed: a Dutch message and 'Opnieuw proberen'. */
export const Failed: Story = {
  beforeEach: answer(500),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CONFIRM }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(FAILED), { timeout: 8000 });
    await expect(canvas.getByRole('button', { name: RETRY })).toBeInTheDocument();
  },
};
