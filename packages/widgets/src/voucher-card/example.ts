import { requires, type MarkupExampleSource } from '../contract/example-support.js';
import { renderVoucherCard } from './server.js';
import type VoucherCard from './voucher-card.js';

/** The markup a template writes for this widget (the contract's examples page and Storybook's docs show it). */
export const example: MarkupExampleSource = () => ({
  source: 'renderVoucherCard(voucher, secondCurrency) of @etalage/widgets/server',
  markup: renderVoucherCard({ code: 'WOON10', value: 10, valueType: 'percent', priceWithVoucher: 449.1 }, null),
});

/** The component's required props, spelled out: `tsc` fails when they differ from its props type, props-contract.test.tsx when they differ from the contract. */
export const requiredProps = requires<typeof VoucherCard>({ code: true, value: true });
