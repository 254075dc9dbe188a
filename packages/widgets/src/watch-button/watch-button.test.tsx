import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import WatchButton from './watch-button.js';
import { createFakeServices } from '../shared/fake-api.js';
import type { User } from '@etalage/core';
import { parseEuroAmount } from '../watchdog/validate-watchdog-form.js';
import { secondCurrencyOff, secondCurrencyOn, secondPriceTexts } from '../shared/second-price.fixtures.js';

const LOGGED_IN: User = {
  id: 7, name: 'Sanne de Vries', firstName: 'Sanne', lastName: 'de Vries', initials: 'SV', email: 'sanne@voorbeeld.nl',
  hashedEmail: null, avatarUrl: null, isEshop: false, isAdmin: false, adminModeEnabled: false, dob: null, gender: null,
};

let services: ReturnType<typeof createFakeServices>;
beforeEach(() => {
  services = createFakeServices();
  services.installStore();
});

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Bekijk beschikbaarheid' }));
  return screen.findByRole('dialog', { name: 'Bekijk beschikbaarheid' });
}

describe('watch button', () => {
  it('a click before the status arrived waits for it, so a watched item is never offered again', async () => {
    services.setWatch(12, { subscribed: true, type: 'price', targetPrice: 150 });
    render(<WatchButton variantId={12} />);
    const first = screen.getByRole('button', { name: 'Bekijk beschikbaarheid' });
    fireEvent.click(first);
    expect(first.getAttribute('aria-busy')).toBe('true');
    expect((await screen.findByRole('button', { name: /Stop met kijken/ })).textContent).toContain('bij €\u00a0150,00');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a click before the status arrived opens the form once the status says not watched', async () => {
    render(<WatchButton variantId={14} itemName="Eiken eettafel" />);
    fireEvent.click(screen.getByRole('button', { name: 'Bekijk beschikbaarheid Eiken eettafel' }));
    expect(await screen.findByRole('dialog', { name: 'Bekijk beschikbaarheid' })).toBeTruthy();
    expect(services.api.fetchWatchdogStatus).toHaveBeenCalledWith(14);
  });

  it("validates the form in Dutch, subscribes, then shows 'Stop met kijken' with the target price", async () => {
    render(<WatchButton variantId={31} price={249} />);
    await waitFor(() => expect(services.api.fetchWatchdogStatus).toHaveBeenCalledWith(31));
    const dialog = await openForm();
    expect(dialog).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Houd mij op de hoogte' }));
    expect(await screen.findByText('Vul je e-mailadres in.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'anna@voorbeeld' } });
    fireEvent.change(screen.getByLabelText('Richtprijs (optioneel)'), { target: { value: 'twee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Houd mij op de hoogte' }));
    expect(await screen.findByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.')).toBeTruthy();
    expect(screen.getByText('Vul een bedrag in euro’s in, bijvoorbeeld 199,95.')).toBeTruthy();
    expect(screen.getByLabelText('E-mailadres').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Richtprijs (optioneel)'), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'anna@voorbeeld.nl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Houd mij op de hoogte' }));
    expect(await screen.findByText('De richtprijs moet lager zijn dan de huidige prijs van € 249,00.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Richtprijs (optioneel)'), { target: { value: '199,95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Houd mij op de hoogte' }));
    const stop = await screen.findByRole('button', { name: /Stop met kijken/ });
    expect(stop.textContent).toBe('Stop met kijkenbij €\u00a0199,95');
    expect(services.api.subscribeWatchdog).toHaveBeenCalledWith(31, { email: 'anna@voorbeeld.nl', targetPrice: 199.95 });
    // The confirmation follows the store's switch to 'subscribed' by a tick.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Gelukt! We houden je op de hoogte.'));
  });

  it('asks a logged-in user whose token has no e-mail for one, and subscribes with it', async () => {
    const store = services.installStore();
    store.setState({ user: { ...LOGGED_IN, email: '' }, userLoaded: true });
    render(<WatchButton variantId={33} price={120} />);
    await waitFor(() => expect(services.api.fetchWatchdogStatus).toHaveBeenCalledWith(33));
    await openForm();
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'piet@voorbeeld.nl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Houd mij op de hoogte' }));
    await screen.findByRole('button', { name: /Stop met kijken/ });
    expect(services.api.subscribeWatchdog).toHaveBeenCalledWith(33, { email: 'piet@voorbeeld.nl', targetPrice: null });
  });

  it("does not ask a logged-in user with an e-mail: the token's is sent", async () => {
    const store = services.installStore();
    store.setState({ user: LOGGED_IN, userLoaded: true });
    render(<WatchButton variantId={34} />);
    await waitFor(() => expect(services.api.fetchWatchdogStatus).toHaveBeenCalledWith(34));
    await openForm();
    expect(screen.queryByLabelText('E-mailadres')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Houd mij op de hoogte' }));
    await screen.findByRole('button', { name: /Stop met kijken/ });
    expect(services.api.subscribeWatchdog).toHaveBeenCalledWith(34, { email: 'sanne@voorbeeld.nl', targetPrice: null });
  });

  it('unsubscribes on click', async () => {
    services.setWatch(8, { subscribed: true, type: 'availability', targetPrice: null });
    render(<WatchButton variantId={8} />);
    const stop = await screen.findByRole('button', { name: 'Stop met kijken' });
    fireEvent.click(stop);
    expect(await screen.findByRole('button', { name: 'Bekijk beschikbaarheid' })).toBeTruthy();
    expect(services.api.unsubscribeWatchdog).toHaveBeenCalledWith(8);
  });

  it('reloads the status when unsubscribing fails', async () => {
    services.setWatch(8, { subscribed: true, type: 'price', targetPrice: 99 });
    services.failures.unsubscribe = true;
    render(<WatchButton variantId={8} />);
    fireEvent.click(await screen.findByRole('button', { name: /Stop met kijken/ }));
    await waitFor(() => expect(services.api.fetchWatchdogStatus).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: /Stop met kijken/ }).textContent).toContain('bij €\u00a099,00');
    // The shopper's click failed: they read so in Dutch, and the button is free again.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Het stoppen van de melding is niet gelukt. Probeer het opnieuw.'));
    expect(screen.getByRole('status').className).toBe('etl-watch-button__status etl-watch-button__status--error');
    expect(screen.getByRole('button', { name: /Stop met kijken/ }).getAttribute('aria-busy')).toBe('false');
  });

  it('offers to watch when the status cannot be loaded (ignored silently)', async () => {
    services.failures.watchStatus = true;
    render(<WatchButton variantId={9} />);
    await waitFor(() => expect(services.api.fetchWatchdogStatus).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Bekijk beschikbaarheid' }));
    expect(await screen.findByRole('dialog', { name: 'Bekijk beschikbaarheid' })).toBeTruthy();
  });

  it('reads Dutch and plain amounts', () => {
    expect(parseEuroAmount('1.299,95')).toBe(1299.95);
    expect(parseEuroAmount('199,5')).toBe(199.5);
    expect(parseEuroAmount('€ 75')).toBe(75);
    expect(parseEuroAmount('199.95')).toBe(199.95);
    expect(parseEuroAmount('12,345')).toBeNull();
    expect(parseEuroAmount('abc')).toBeNull();
  });

  describe('with a second currency', () => {
    afterEach(secondCurrencyOff);

    it("shows the target price of 'Stop met kijken' in the page config's second currency too", async () => {
      secondCurrencyOn();
      services.setWatch(12, { subscribed: true, type: 'price', targetPrice: 150 });
      render(<WatchButton variantId={12} />);
      const button = await screen.findByRole('button', { name: /Stop met kijken/ });
      const target = button.querySelector('.etl-watch-button__target')!;
      expect(target.textContent!.replace(/\u00a0/g, ' ')).toBe('bij € 150,00 Ongeveer ≈ US$ 162,00');
      expect(secondPriceTexts(target)).toEqual(['Ongeveer ≈ US$ 162,00']);
    });

    it("shows the form's 'Nu €…' in the second currency too, and euro only without one", async () => {
      secondCurrencyOn();
      const { unmount } = render(<WatchButton variantId={31} price={249} />);
      await waitFor(() => expect(services.api.fetchWatchdogStatus).toHaveBeenCalledWith(31));
      const hint = (await openForm()).querySelector('.etl-field__hint')!;
      expect(hint.textContent!.replace(/\u00a0/g, ' ')).toBe('Nu € 249,00 Ongeveer ≈ US$ 268,92. Laat leeg voor een melding bij beschikbaarheid.');
      expect(secondPriceTexts(hint)).toEqual(['Ongeveer ≈ US$ 268,92']);
      unmount();
      secondCurrencyOff();
      render(<WatchButton variantId={32} price={249} />);
      await waitFor(() => expect(services.api.fetchWatchdogStatus).toHaveBeenCalledWith(32));
      const euroOnly = (await openForm()).querySelector('.etl-field__hint')!;
      expect(euroOnly.textContent!.replace(/\u00a0/g, ' ')).toBe('Nu € 249,00. Laat leeg voor een melding bij beschikbaarheid.');
    });
  });
});
