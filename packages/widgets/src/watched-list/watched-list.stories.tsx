import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, within } from 'storybook/test';
import WatchedList from './watched-list.js';
import { watched } from '../shared/variant-tile.fixtures.js';
import { productImages } from '../shared/variant-tile.stories-support.js';
import '../shared/dialog.css';
import '../shared/variant-tile.css';
import './watched-list.css';

const threeWatched = () => [watched(1, 199), watched(2, null), watched(6, 89.95)];

/** `GET /api/v2/user/variants-watched` and the watchdog service's unsubscribe. */
function watchdog(items: ReturnType<typeof threeWatched>, unsubscribeStatus = 200) {
  return [
    productImages,
    http.get('*/api/v2/user/variants-watched', () => HttpResponse.json(items)),
    http.delete('*/api/v1/:project/watchdog/:variantId', () =>
      unsubscribeStatus === 200 ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ message: 'Fout' }, { status: unsubscribeStatus }),
    ),
    http.get('*/api/v1/:project/watchdog/:variantId', () => HttpResponse.json({ subscribed: true, type: 'price', targetPrice: 199 })),
  ];
}

const meta = {
  title: 'Widgets/Watched list',
  component: WatchedList,
  decorators: [(Story) => <div style={{ maxWidth: 1040 }}><Story /></div>],
} satisfies Meta<typeof WatchedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(
      http.get('*/api/v2/user/variants-watched', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Gevolgde producten laden…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...watchdog([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Je volgt nog geen producten.')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(http.get('*/api/v2/user/variants-watched', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Je gevolgde producten konden niet worden geladen.',
    );
    await expect(canvas.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};

export const Filled: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...watchdog(threeWatched()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Melding bij prijs onder € 199,00')).toBeInTheDocument();
    await expect(canvas.getByText('Melding bij beschikbaarheid')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Stop met kijken/ })).toHaveLength(3);
  },
};

export const StopWatching: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...watchdog(threeWatched()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Stop met kijken\s*:\s*Eettafel/ }));
    await expect(await canvas.findByText('Je volgt dit product niet meer.')).toBeInTheDocument();
    await expect(canvas.queryByText('Eettafel Oslo eiken 200 cm')).toBeNull();
  },
};

/** The watchdog service refuses: the item stays and a Dutch message says so. */
export const StopWatchingFails: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...watchdog(threeWatched(), 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Stop met kijken\s*:\s*Bank Lissabon/ }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Stoppen met kijken is niet gelukt. Probeer het opnieuw.',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
