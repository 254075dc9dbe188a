import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { VOUCHER_COPIED_MS } from '@etalage/core';
import VoucherCard, { COPIED, COPY_FAILED, COPY_HINT, type VoucherCardProps } from './voucher-card.js';
import { voucherCard } from './index.js';
import { USD, secondCurrencyOff, secondCurrencyOn, secondPriceTexts } from '../shared/second-price.fixtures.js';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

/** Lets the awaited clipboard promise settle inside act(), under both React and preact. */
async function settle() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

describe('voucher card', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.dataLayer = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    secondCurrencyOff();
  });

  it('shows the value as percent, the code, the hint and the price with voucher in nl-NL EUR', () => {
    render(<VoucherCard code="WOON10" value={10} valueType="percent" priceWithVoucher={449.1} />);
    expect(screen.getByRole('button').textContent).toBe('-10%VouchercodeWOON10');
    expect(screen.getByRole('status').textContent).toBe(COPY_HINT);
    expect(COPY_HINT).toBe('Klik om de vouchercode te kopiëren');
    expect(screen.getByText('€ 449,10')).toBeTruthy();
  });

  it("shows the price with voucher in the page config's second currency too, read 'Ongeveer US$ …'", () => {
    secondCurrencyOn();
    const { container } = render(<VoucherCard code="WOON10" value={10} valueType="percent" priceWithVoucher={449.1} />);
    expect(secondPriceTexts(container)).toEqual(['Ongeveer ≈ US$ 485,03']);
    expect(container.querySelector('.etl-voucher-card__price')!.textContent!.replace(/\u00a0/g, ' ')).toBe('Prijs met voucher: € 449,10 Ongeveer ≈ US$ 485,03');
  });

  it("takes the server's second currency over the store's, and shows none without one", () => {
    const { container, rerender } = render(<VoucherCard code="WOON10" value={10} valueType="percent" priceWithVoucher={449.1} secondCurrency={USD} />);
    expect(secondPriceTexts(container)).toEqual(['Ongeveer ≈ US$ 485,03']);
    secondCurrencyOn();
    rerender(<VoucherCard code="WOON10" value={10} valueType="percent" priceWithVoucher={449.1} secondCurrency={null} />);
    expect(secondPriceTexts(container)).toEqual([]);
    expect(container.querySelector('.etl-voucher-card__price')!.textContent!.replace(/\u00a0/g, ' ')).toBe('Prijs met voucher: € 449,10');
  });

  it('shows a money value in euros', () => {
    render(<VoucherCard code="KORTING25" value={25} valueType="money" />);
    expect(screen.getByText('-€ 25,00')).toBeTruthy();
    expect(screen.queryByText(/Prijs met voucher/)).toBeNull();
  });

  it("shows a money value in the page config's second currency too; a percent value has none", () => {
    secondCurrencyOn();
    const { container, rerender } = render(<VoucherCard code="KORTING25" value={25} valueType="money" />);
    const button = screen.getByRole('button');
    expect(button.textContent!.replace(/\u00a0/g, ' ')).toBe('-€ 25,00 Ongeveer ≈ US$ 27,00VouchercodeKORTING25');
    expect(secondPriceTexts(button)).toEqual(['Ongeveer ≈ US$ 27,00']);
    rerender(<VoucherCard code="WOON10" value={10} valueType="percent" />);
    expect(screen.getByRole('button').textContent).toBe('-10%VouchercodeWOON10');
    expect(secondPriceTexts(container)).toEqual([]);
  });

  it("copies the code, shows 'Gekopieerd!' for 2000 ms and sends the UI event", async () => {
    const writeText = stubClipboard(async () => {});
    render(<VoucherCard code="WOON10" value={10} valueType="percent" />);
    fireEvent.click(screen.getByRole('button'));
    await settle();
    expect(writeText).toHaveBeenCalledWith('WOON10');
    expect(screen.getByRole('status').textContent).toBe('Gekopieerd!');
    expect(COPIED).toBe('Gekopieerd!');

    await act(async () => void vi.advanceTimersByTime(VOUCHER_COPIED_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('Gekopieerd!');
    await act(async () => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Klik om de vouchercode te kopiëren');
    // The event helpers load with the first copy (after the timing checks: waiting advances fake time).
    await vi.waitFor(() => expect(window.dataLayer).toEqual([{ event: 'voucher_copy', voucher_code: 'WOON10' }]));
  });

  it('copies once from anywhere on the card: the hint and the price too, the button only once', async () => {
    const writeText = stubClipboard(async () => {});
    render(<VoucherCard code="WELKOM10" value={25} valueType="money" priceWithVoucher={100} />);
    fireEvent.click(screen.getByText(COPY_HINT));
    await settle();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith('WELKOM10');
    fireEvent.click(screen.getByRole('button'));
    await settle();
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('logs a clipboard failure and falls back to the older copy method', async () => {
    stubClipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const execCommand = vi.fn((command: string) => command === 'copy');
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<VoucherCard code="SALE15" value={15} valueType="percent" />);
    fireEvent.click(screen.getByRole('button'));
    await settle();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('Clipboard API copy failed'), expect.any(DOMException)), { timeout: 5000 });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('status').textContent).toBe('Gekopieerd!');
  });

  it('tells the shopper in Dutch when no copy method works, and sends no event', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    render(<VoucherCard code="SALE15" value={15} valueType="percent" />);
    fireEvent.click(screen.getByRole('button'));
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Kopiëren lukte niet: selecteer de code');
    expect(window.dataLayer).toEqual([]);
  });

  it("a click on the server's markup copies inside the click; the card shows 'Gekopieerd!' when it renders", async () => {
    const writeText = stubClipboard(async () => {});
    const props: VoucherCardProps = { code: 'WOON10', value: 10, valueType: 'percent' };
    // The runtime calls resume.click while it handles the click, then renders the card with the same props.
    voucherCard.resume!.click!(props, undefined as never);
    // Synchronously, inside the click: WebKit allows the clipboard write only there.
    expect(writeText).toHaveBeenCalledWith('WOON10');
    render(<VoucherCard {...props} />);
    await settle();
    expect(screen.getByRole('status').textContent).toBe(COPIED);
    expect(writeText).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(window.dataLayer).toEqual([{ event: 'voucher_copy', voucher_code: 'WOON10' }]));
  });

  it('a write refused in the click, or no Clipboard API at all, is copied the usual way when the card renders', async () => {
    const writeText = stubClipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const refused: VoucherCardProps = { code: 'SALE15', value: 15, valueType: 'percent' };
    voucherCard.resume!.click!(refused, undefined as never);
    const { unmount } = render(<VoucherCard {...refused} />);
    await settle();
    await settle();
    expect(writeText).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('Clipboard API copy failed'), expect.any(DOMException)), { timeout: 5000 });
    expect(screen.getByRole('status').textContent).toBe(COPY_FAILED);
    unmount();

    // An insecure origin has no Clipboard API: the older copy method, when the card renders.
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    execCommand.mockReturnValue(true);
    const insecure: VoucherCardProps = { code: 'ZOMER10', value: 10, valueType: 'percent' };
    voucherCard.resume!.click!(insecure, undefined as never);
    render(<VoucherCard {...insecure} />);
    await settle();
    await settle();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('status').textContent).toBe(COPIED);
  });
});
