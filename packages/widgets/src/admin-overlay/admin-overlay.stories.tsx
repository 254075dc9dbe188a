import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, waitFor, within } from 'storybook/test';
import { defaultPageConfig } from '@etalage/core';
import { createApiClient } from '@etalage/core/api';
import { createEtalageStore, setStore } from '@etalage/store';
import AdminOverlay from './admin-overlay.js';
import { adminDataService, overlayProps } from './admin-overlay.fixtures.js';

/** The stories' pages have no admin data host of their own: the service answers on this origin. */
const service = (mode: Parameters<typeof adminDataService>[0], failures?: number) => adminDataService(mode, { host: '*', failures });

const serverMarkup = `The server renders this element inside a product card, only for an admin whose \`etl_admin_mode\` cookie
equals 1 (\`renderProductCard(variant, { …, admin })\` of \`@etalage/markup\`); its content is the widget's first render. Its element is shown under Server markup below.

The runtime loads the overlay's chunk when the element comes into view; the overlays that mount together ask
\`GET /v1/data\` once, with their ids pipe-joined.`;

const meta = {
  title: 'Widgets/Admin overlay',
  component: AdminOverlay,
  args: overlayProps(),
  decorators: [(Story) => <div style={{ maxWidth: 260 }}><Story /></div>],
  parameters: { docs: { description: { component: serverMarkup } } },
} satisfies Meta<typeof AdminOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The metrics are on their way. */
let pending = service('pending');
export const Loading: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    pending = service('pending');
    msw.use(pending.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(pending.requests).toEqual([[3003]]));
    await expect(canvas.getByText('Metrics laden…')).toBeInTheDocument();
    await expect(canvas.getByText('APO')).toHaveAttribute('title', 'automatische optimalisatie');
  },
};

/** Metrics with their change against the previous measurement; ranks are better when lower. */
export const Loaded: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(service('ok').handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Metrics van Hanglamp Oslo messing' });
    await expect(within(table).getByRole('row', { name: /^Score/ })).toHaveTextContent('1,25+0,2');
    await expect(canvas.getByRole('link', { name: 'Bewerk variant: Hanglamp Oslo messing (opent in nieuw tabblad)' })).toHaveAttribute('target', '_blank');
  },
};

/** A manual (MPO) variant further down the list. */
export const ManualOptimization: Story = {
  args: overlayProps({ variantId: 3010, optimizationType: 'manual', esRank: 212, esPosition: 37, mainImageOrientation: 'portrait' }),
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(service('ok').handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('MPO')).toBeInTheDocument();
    await expect(canvas.getByText('ES-rank 212 · positie 37')).toBeInTheDocument();
    await expect(await canvas.findByRole('table')).toBeInTheDocument();
  },
};

/** The service failed: the id is re-queued and asked again with a later batch (here that one never answers). */
let failing = service('fail');
export const Failed: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    // A client without its own retries, so the batch fails at once; its re-queued id then waits.
    setStore(createEtalageStore({ api: createApiClient(defaultPageConfig, { retryLimit: 0 }) }));
    failing = service('fail', 1);
    msw.use(failing.handler);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Metrics niet beschikbaar', {}, { timeout: 5000 })).toBeInTheDocument();
    // The id went out again (re-queued, spec §4) and still waits: the state stays 'niet beschikbaar'.
    await waitFor(() => expect(failing.requests).toHaveLength(2), { timeout: 4000 });
    await expect(within(canvasElement).getByText('Metrics niet beschikbaar')).toBeInTheDocument();
  },
};
