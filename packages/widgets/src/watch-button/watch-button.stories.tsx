import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, userEvent, within, screen } from 'storybook/test';
import WatchButton from './watch-button.js';
import { watchdogService } from '../../../../stories/support/msw-handlers.js';

const meta = {
  title: 'Widgets/Watch button',
  component: WatchButton,
  args: { variantId: 3003, price: 249, itemName: 'Hanglamp Oslo messing' },
} satisfies Meta<typeof WatchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotWatched: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...watchdogService({ subscribed: false, type: null, targetPrice: null }));
  },
  play: async ({ canvasElement }) => {
    const watch = within(canvasElement).getByRole('button');
    await expect(watch).toHaveTextContent('Bekijk beschikbaarheid');
    await expect(watch).toHaveAttribute('aria-busy', 'false');
  },
};

export const WatchedWithTargetPrice: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...watchdogService({ subscribed: true, type: 'price', targetPrice: 199 }));
  },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /Stop met kijken/ });
    await expect(button).toHaveTextContent('bij € 199,00');
  },
};

/** The watchdog modal after submitting it empty: Dutch validation messages. */
export const ModalWithErrors: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...watchdogService({ subscribed: false, type: null, targetPrice: null }));
  },
  play: async ({ canvasElement }) => {
    const watch = within(canvasElement).getByRole('button', { name: /Bekijk beschikbaarheid/ });
    await userEvent.click(watch);
    await userEvent.click(await screen.findByRole('button', { name: 'Houd mij op de hoogte' }));
    await expect(await screen.findByText('Vul je e-mailadres in.')).toBeInTheDocument();
  },
};

export const SubscribedAfterSubmit: Story = {
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...watchdogService({ subscribed: false, type: null, targetPrice: null }));
  },
  play: async ({ canvasElement }) => {
    const watch = within(canvasElement).getByRole('button', { name: /Bekijk beschikbaarheid/ });
    await userEvent.click(watch);
    await userEvent.type(await screen.findByLabelText('E-mailadres'), 'anna@voorbeeld.nl');
    await userEvent.type(screen.getByLabelText('Richtprijs (optioneel)'), '199,95');
    await userEvent.click(screen.getByRole('button', { name: 'Houd mij op de hoogte' }));
    await expect(await within(canvasElement).findByRole('button', { name: /Stop met kijken/ })).toHaveTextContent('bij € 199,95');
  },
};
