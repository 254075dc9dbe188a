import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Delivery } from '@etalage/core/api';
import DeliveriesModal from './deliveries-modal.js';

const logo = (text: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${colour}"/><text x="24" y="29" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#fff">${text}</text></svg>`)}`;

const deliveries: Delivery[] = [
  {
    providerLabel: 'PostNL',
    logo: logo('PostNL', '#e65100'),
    website: 'https://www.postnl.nl',
    items: [
      { id: 1, type: 'home', label: 'Bezorging aan huis', price: 6.95, priceCod: 9.95, deliveryDays: 1 },
      { id: 2, type: 'pickup', label: 'Afhaalpunt', price: 3.95, priceCod: null, deliveryDays: 2 },
    ],
  },
  { providerLabel: 'DHL', logo: logo('DHL', '#b71c1c'), website: 'https://www.dhl.nl', items: [{ id: 3, type: 'home', label: 'Bezorging aan huis', price: 0, priceCod: null, deliveryDays: 4 }] },
  { providerLabel: 'Eigen bezorgdienst', logo: null, website: null, items: [{ id: 4, type: 'home', label: 'Bezorgd en gemonteerd', price: 49, priceCod: null, deliveryDays: 10 }] },
];

const answer = (body: () => Promise<Response> | Response) => ({
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(http.get('*/api/v2/variant/:variantId/deliveries', body));
  },
});

const meta = {
  title: 'Modals/Bezorgopties',
  component: DeliveriesModal,
  args: { variantId: 10001 },
  parameters: {
    docs: {
      description: {
        component: [
          "The product page's delivery options (`GET /api/v2/variant/{id}/deliveries`), opened by the modal host:",
          '',
          '```html',
          '<a href="#bezorging" data-etl-modal="deliveries" data-etl-modal-props=\'{"variantId":10001}\'',
          '   data-etl-modal-opener="product_page" aria-haspopup="dialog">Bezorgopties</a>',
          '```',
          '',
          'Without JavaScript the link leads to the server-drawn delivery table of the page.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof DeliveriesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  ...answer(() => HttpResponse.json(deliveries)),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Bezorgopties' }, { timeout: 4000 });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'PostNL' })).toBeInTheDocument(), { timeout: 4000 });
    await expect(dialog).toHaveTextContent('Morgen in huis');
    await expect(dialog).toHaveTextContent('Levering in 10 werkdagen');
    await expect(dialog).toHaveTextContent('Gratis');
    await expect(dialog.textContent?.replace(/\u00a0/g, ' ')).toContain('Rembours: € 9,95');
  },
};

export const Loading: Story = {
  ...answer(async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  play: async () => {
    await expect(await within(document.body).findByRole('status', {}, { timeout: 4000 })).toHaveTextContent('Bezorgopties laden…');
  },
};

export const Empty: Story = {
  ...answer(() => HttpResponse.json([])),
  play: async () => {
    await waitFor(() => expect(within(document.body).getByText('De webshop heeft voor dit product geen bezorgopties opgegeven.')).toBeInTheDocument(), {
      timeout: 4000,
    });
  },
};

/** The service fails until the story's play lets it answer (the client retries a GET twice first). */
let failing = true;
export const ErrorWithRetry: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    failing = true;
    msw.use(
      http.get('*/api/v2/variant/:variantId/deliveries', () =>
        failing ? HttpResponse.json({ message: 'Service niet beschikbaar' }, { status: 503 }) : HttpResponse.json(deliveries),
      ),
    );
  },
  play: async () => {
    const body = within(document.body);
    await waitFor(() => expect(body.getByRole('alert')).toHaveTextContent('De bezorgopties konden niet worden geladen.'), { timeout: 6000 });
    failing = false;
    await userEvent.click(body.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(body.getByRole('heading', { name: 'DHL' })).toBeInTheDocument(), { timeout: 4000 });
  },
};
