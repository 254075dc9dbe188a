import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import VoucherCard from './voucher-card.js';

const meta = {
  title: 'Widgets/Voucher card',
  component: VoucherCard,
  args: { code: 'WOON10', value: 10, valueType: 'percent', priceWithVoucher: 449.1 },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof VoucherCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PercentVoucher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Klik om de vouchercode te kopiëren');
    await expect(canvas.getByText('€ 449,10')).toBeInTheDocument();
  },
};

export const MoneyVoucher: Story = {
  args: { code: 'KORTING25', value: 25, valueType: 'money', priceWithVoucher: 174.95 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('-€ 25,00');
  },
};

export const WithoutPriceWithVoucher: Story = {
  args: { priceWithVoucher: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Prijs met voucher/)).toBeNull();
  },
};

/** After a click: the code is on the clipboard and 'Gekopieerd!' shows for 2 seconds. */
export const Copied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByText('Gekopieerd!')).toBeInTheDocument();
  },
};
