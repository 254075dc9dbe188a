import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ApiClient } from '@etalage/core/api';
import { analyticsAllowed, pushUiEvent } from '@etalage/core/tracking';
import { createEtalageStore, setStore } from '@etalage/store';
import CookieBar, { ACCEPT_ALL, ESSENTIAL, ESSENTIAL_ONLY, SAVE_CHOICE, SETTINGS, TEXT, TITLE } from './cookie-bar.js';

let sendConsent: ReturnType<typeof vi.fn>;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve();
  });
}

/** An answer that arrives only when the test says so. */
function held() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  sendConsent.mockReturnValue(new Promise<void>((res, rej) => ((resolve = res), (reject = rej))));
  return { resolve, reject };
}

describe('Cookie bar', () => {
  beforeEach(() => {
    clearCookies();
    window.dataLayer = [];
    sendConsent = vi.fn().mockResolvedValue(undefined);
    setStore(createEtalageStore({ api: { sendConsent } as unknown as ApiClient }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearCookies();
  });

  it('is a labelled region with the Dutch text, the two choices and a no-JavaScript form', () => {
    const { container } = render(<CookieBar action="/cookie-consent" returnTo="/producten" />);
    const region = screen.getByRole('region', { name: TITLE });
    expect(region.textContent).toContain(TEXT);
    expect(screen.getByRole('button', { name: 'Alles accepteren' }).getAttribute('value')).toBe('alles');
    expect(screen.getByRole('button', { name: 'Alleen noodzakelijk' }).getAttribute('value')).toBe('noodzakelijk');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/cookie-consent');
    expect((container.querySelector('input[name="terug"]') as HTMLInputElement).value).toBe('/producten');
    expect(container.querySelector('summary')!.textContent).toBe('Instellingen');
    expect(region.getAttribute('aria-modal')).toBeNull();
  });

  it('lists the categories in Dutch: essential ticked and fixed, the optional ones not ticked', () => {
    render(<CookieBar settingsOpen />);
    const essential = screen.getByRole('checkbox', { name: ESSENTIAL.name }) as HTMLInputElement;
    expect(ESSENTIAL.name).toBe('Noodzakelijk (altijd aan)');
    expect(essential.checked).toBe(true);
    expect(essential.disabled).toBe(true);
    for (const name of ['Functioneel', 'Analytisch', 'Marketing']) {
      const box = screen.getByRole('checkbox', { name }) as HTMLInputElement;
      expect(box.checked).toBe(false);
      expect(box.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(screen.getByRole('checkbox', { name: 'Analytisch' }).getAttribute('aria-describedby')).toBe('etl-cookie-bar-analytics-hint');
    expect(document.getElementById('etl-cookie-bar-analytics-hint')!.textContent).toBe(
      'Anonieme statistieken over het gebruik van de site, zodat we hem kunnen verbeteren.',
    );
    expect(screen.getByRole('button', { name: SAVE_CHOICE }).textContent).toBe('Keuze opslaan');
    expect(SETTINGS).toBe('Instellingen');
  });

  it('reopened: the stored choice is ticked and the settings are open', () => {
    const { container } = render(<CookieBar granted="analytics|essential" settingsOpen />);
    expect((container.querySelector('details') as HTMLDetailsElement).open).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Analytisch' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Marketing' }) as HTMLInputElement).checked).toBe(false);
  });

  it("'Alles accepteren' stores every category in _cc, sends it (not by beacon) and closes", async () => {
    const { container } = render(<CookieBar />);
    fireEvent.click(screen.getByRole('button', { name: ACCEPT_ALL }));
    await settle();
    expect(document.cookie).toContain('_cc=analytics|essential|functional|marketing');
    expect(sendConsent).toHaveBeenCalledTimes(1);
    expect(sendConsent).toHaveBeenCalledWith({ essential: true, marketing: true, analytics: true, functional: true }, { beacon: false });
    expect(container.querySelector('.etl-cookie-bar')).toBeNull();
  });

  it("'Alleen noodzakelijk' stores essential only", async () => {
    render(<CookieBar />);
    fireEvent.click(screen.getByRole('button', { name: ESSENTIAL_ONLY }));
    await settle();
    expect(document.cookie).toContain('_cc=essential');
    expect(sendConsent).toHaveBeenCalledWith({ essential: true, marketing: false, analytics: false, functional: false }, { beacon: false });
  });

  it('a selection stores the ticked categories, sorted and pipe-joined, and the bar closes in the click, before the call answers', async () => {
    const answer = held();
    const { container } = render(<CookieBar />);
    (container.querySelector('details') as HTMLDetailsElement).open = true;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Analytisch' }));
    fireEvent.click(screen.getByRole('button', { name: SAVE_CHOICE }));
    // Closed at once (the choice holds from the click on), while the call is still unanswered.
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
    expect(document.cookie).toContain('_cc=analytics|essential');
    await settle();
    expect(sendConsent).toHaveBeenCalledTimes(1);
    expect(sendConsent).toHaveBeenCalledWith({ essential: true, marketing: false, analytics: true, functional: false }, { beacon: false });
    answer.resolve();
    await settle();
    expect(sendConsent).toHaveBeenCalledTimes(1);
  });

  it('a double click sends one choice', async () => {
    render(<CookieBar />);
    const button = screen.getByRole('button', { name: ACCEPT_ALL });
    // Both clicks land before the renderer commits the closed bar (one act batches them).
    act(() => {
      button.click();
      button.click();
    });
    await settle();
    expect(sendConsent).toHaveBeenCalledTimes(1);
  });

  it('a failing call keeps the cookie, says so in the console and goes again by beacon when the page is left', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sendConsent.mockRejectedValueOnce(new Error('offline'));
    render(<CookieBar />);
    fireEvent.click(screen.getByRole('button', { name: ESSENTIAL_ONLY }));
    await settle();
    expect(document.cookie).toContain('_cc=essential');
    await vi.waitFor(() => expect(String(error.mock.calls[0]?.[0])).toContain('POST /api/v2/consent failed'), { timeout: 5000 });
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendConsent).toHaveBeenCalledTimes(2);
    expect(sendConsent.mock.calls[1]).toEqual([{ essential: true, marketing: false, analytics: false, functional: false }]);
  });

  it('gates analytics: no events while the bar asks, none after refusing, events after allowing analytics', async () => {
    const { unmount } = render(
      <div data-etl-widget="cookie-bar">
        <CookieBar />
      </div>,
    );
    expect(analyticsAllowed()).toBe(false);
    pushUiEvent('voucher_copy');
    expect(window.dataLayer).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: ESSENTIAL_ONLY }));
    await settle();
    pushUiEvent('voucher_copy');
    expect(window.dataLayer).toEqual([]);
    unmount();
    document.cookie = '_cc=analytics|essential; path=/';
    pushUiEvent('voucher_copy');
    expect(window.dataLayer).toEqual([{ event: 'voucher_copy' }]);
  });
});
