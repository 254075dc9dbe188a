import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ApiClient, Delivery } from '@etalage/core/api';
import { createEtalageStore, setStore } from '@etalage/store';
import DeliveriesModal from './deliveries-modal.js';
import { codPriceText, deliveryPriceText, deliveryTimeText } from './delivery-text.js';
import { secondCurrencyOff, secondCurrencyOn, secondPriceTexts } from '../shared/second-price.fixtures.js';

let fetchDeliveries: ReturnType<typeof vi.fn>;
const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

async function settle() {
  await act(async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve();
  });
}

const deliveries: Delivery[] = [
  {
    providerLabel: 'PostNL',
    logo: '/images/logo/postnl.svg',
    website: 'https://www.postnl.nl',
    items: [
      { id: 1, type: 'home', label: 'Bezorging aan huis', price: 6.95, priceCod: 9.5, deliveryDays: 1 },
      { id: 2, type: 'pickup', label: 'Afhaalpunt', price: 0, priceCod: null, deliveryDays: 3 },
    ],
  },
  { providerLabel: 'Eigen bezorgdienst', logo: null, website: null, items: [{ id: 3, type: 'home', label: 'Bezorging aan huis', price: 1234.5, priceCod: null, deliveryDays: 0 }] },
];

describe('delivery wording', () => {
  it('says when the parcel arrives and what it costs, in Dutch', () => {
    expect(deliveryTimeText(0)).toBe('Vandaag verzonden');
    expect(deliveryTimeText(1)).toBe('Morgen in huis');
    expect(deliveryTimeText(4)).toBe('Levering in 4 werkdagen');
    expect(deliveryTimeText(null)).toBeNull();
    expect(deliveryPriceText(0)).toBe('Gratis');
    expect(nbsp(deliveryPriceText(6.95))).toBe('€ 6,95');
    expect(deliveryPriceText(null)).toBeNull();
    expect(nbsp(codPriceText(9.5))).toBe('Rembours: € 9,50');
    expect(codPriceText(null)).toBeNull();
  });
});

describe("'Bezorgopties' modal", () => {
  beforeEach(() => {
    fetchDeliveries = vi.fn();
    setStore(createEtalageStore({ api: { fetchDeliveries } as unknown as ApiClient }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    secondCurrencyOff();
  });

  it('shows a loading state, then each provider with its logo, website and options', async () => {
    fetchDeliveries.mockResolvedValue(deliveries);
    render(<DeliveriesModal variantId={10001} />);
    const dialog = screen.getByRole('dialog', { name: 'Bezorgopties' });
    expect(within(dialog).getByRole('status').textContent).toBe('Bezorgopties laden…');
    await settle();
    expect(fetchDeliveries).toHaveBeenCalledWith(10001);
    const providers = within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(providers).toEqual(['PostNL', 'Eigen bezorgdienst']);
    const website = within(dialog).getByRole('link', { name: /postnl\.nl/ });
    expect(website.getAttribute('href')).toBe('https://www.postnl.nl');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(nbsp(website.textContent)).toBe('postnl.nl (website van PostNL, opent in een nieuw venster)');
    expect(dialog.querySelector('img.etl-deliveries__logo')?.getAttribute('src')).toBe('/images/logo/postnl.svg');
    const items = [...dialog.querySelectorAll('.etl-deliveries__item')].map((item) => nbsp(item.textContent));
    expect(items).toEqual([
      'Bezorging aan huisMorgen in huis€ 6,95Rembours: € 9,50',
      'AfhaalpuntLevering in 3 werkdagenGratis',
      'Bezorging aan huisVandaag verzonden€ 1.234,50',
    ]);
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it("shows each paid price and cash-on-delivery price in the page config's second currency too, 'Gratis' without one", async () => {
    secondCurrencyOn();
    fetchDeliveries.mockResolvedValue(deliveries);
    render(<DeliveriesModal variantId={10001} />);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Bezorgopties' });
    const prices = [...dialog.querySelectorAll('.etl-deliveries__prices')].map((item) => nbsp(item.textContent));
    expect(prices).toEqual([
      '€ 6,95 Ongeveer ≈ US$ 7,51Rembours: € 9,50 Ongeveer ≈ US$ 10,26',
      'Gratis',
      '€ 1.234,50 Ongeveer ≈ US$ 1.333,26',
    ]);
    expect(secondPriceTexts(dialog)).toEqual(['Ongeveer ≈ US$ 7,51', 'Ongeveer ≈ US$ 10,26', 'Ongeveer ≈ US$ 1.333,26']);
  });

  it('says so when the shop gave no delivery options', async () => {
    fetchDeliveries.mockResolvedValue([]);
    render(<DeliveriesModal variantId={5} />);
    await settle();
    expect(screen.getByText('De webshop heeft voor dit product geen bezorgopties opgegeven.')).toBeTruthy();
  });

  it('offers a retry in Dutch when the call fails, and loads again on it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchDeliveries.mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(deliveries);
    render(<DeliveriesModal variantId={7} />);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'De bezorgopties konden niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
    );
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('deliveries'), expect.any(Error)), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await settle();
    expect(fetchDeliveries).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'PostNL' })).toBeTruthy();
  });
});
