import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getStore } from '@etalage/store';
import AuthModal, { type AuthModalProps } from './auth-modal.js';
import { ModalContext, type ModalApi } from '../modal-host/modal-context.js';
import { createFakeAccounts, SHOPPER, WRONG_PASSWORD } from './auth-fixtures.js';
import { SERVER_DOWN } from './use-auth-form.js';

let accounts: ReturnType<typeof createFakeAccounts>;
let modal: ModalApi;
beforeEach(() => {
  accounts = createFakeAccounts();
  accounts.installStore();
  modal = { name: 'auth', close: vi.fn(), openStacked: vi.fn(), returnFocus: null };
});

function open(props: AuthModalProps = {}) {
  render(
    <ModalContext.Provider value={modal}>
      <AuthModal {...props} />
    </ModalContext.Provider>,
  );
  return screen.getByRole('dialog');
}

const logIn = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
};

describe('auth modal', () => {
  it("opens on 'home' and leads to the login and the registration", () => {
    const dialog = open();
    expect(within(dialog).getByRole('heading', { name: 'Inloggen of registreren' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen met e-mailadres' }));
    expect(screen.getByRole('heading', { name: 'Inloggen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Registreer je gratis' }));
    expect(screen.getByRole('heading', { name: 'Account aanmaken' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord vergeten?' }));
    expect(screen.getByRole('heading', { name: 'Wachtwoord vernieuwen' })).toBeTruthy();
  });

  it("shows a wrong password's Dutch error at the password field and focuses it", async () => {
    open({ view: 'login' });
    logIn(SHOPPER.email, 'fout');
    const password = screen.getByLabelText('Wachtwoord');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = password.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)!.textContent).toBe(WRONG_PASSWORD);
    expect(document.activeElement).toBe(password);
    expect(screen.getByLabelText('E-mailadres').getAttribute('aria-invalid')).toBeNull();
    expect(getStore().getState().user).toBeNull();
    expect(modal.close).not.toHaveBeenCalled();
  });

  it('is pending while the login runs: one request, the button says so', async () => {
    open({ view: 'login' });
    accounts.hold();
    logIn(SHOPPER.email, 'Shopper-etalage-1');
    const button = await screen.findByRole('button', { name: 'Bezig met inloggen…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.closest('form')!.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(button.closest('form')!);
    await act(async () => accounts.release());
    await waitFor(() => expect(modal.close).toHaveBeenCalledTimes(1));
    expect(accounts.api.logIn).toHaveBeenCalledTimes(1);
  });

  it('logs in: the store takes the user from the token cookie, likes are paired once, the modal closes', async () => {
    open({ view: 'login' });
    logIn(` ${SHOPPER.email} `, 'Shopper-etalage-1');
    await waitFor(() => expect(modal.close).toHaveBeenCalledTimes(1));
    expect(accounts.api.logIn).toHaveBeenCalledWith({ email: SHOPPER.email, password: 'Shopper-etalage-1' });
    expect(getStore().getState().user).toMatchObject({ id: 3, name: 'Sanne de Vries', initials: 'SV' });
    expect(accounts.api.pairLikes).toHaveBeenCalledTimes(1);
    await getStore().getState().pairLikesIfNeeded();
    expect(accounts.api.pairLikes).toHaveBeenCalledTimes(1);
  });

  it("goes on to a same-site 'next' page after the login (the favourites link of a visitor), never elsewhere", async () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { value: { ...original, pathname: '/producten', assign }, configurable: true });
    try {
      open({ view: 'login', next: '/user/favourites' });
      logIn(SHOPPER.email, 'Shopper-etalage-1');
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/user/favourites'));
      expect(modal.close).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, 'location', { value: original, configurable: true });
    }
  });

  it('closes in place when next is another site', async () => {
    open({ view: 'login', next: '//elders.test/' });
    logIn(SHOPPER.email, 'Shopper-etalage-1');
    await waitFor(() => expect(modal.close).toHaveBeenCalledTimes(1));
  });

  it('says so above the form when the server cannot be reached', async () => {
    open({ view: 'login' });
    accounts.down();
    logIn(SHOPPER.email, 'Shopper-etalage-1');
    expect((await screen.findByRole('alert')).textContent).toBe(SERVER_DOWN);
    expect(screen.getByRole('button', { name: 'Inloggen' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('shows and hides the password with a toggle that keeps its name', () => {
    open({ view: 'login' });
    const input = screen.getByLabelText('Wachtwoord') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Wachtwoord tonen' });
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(input.type).toBe('password');
  });

  it('registers: every field error at its field, the first invalid one focused, then the confirmation', async () => {
    open({ view: 'registration' });
    fireEvent.change(screen.getByLabelText('Achternaam'), { target: { value: 'Jansen' } });
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: SHOPPER.email } });
    fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'kort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registreren' }));
    expect(await screen.findByText('Vul je voornaam in.')).toBeTruthy();
    expect(screen.getByText('Er bestaat al een account met dit e-mailadres.')).toBeTruthy();
    expect(screen.getByText('Je wachtwoord moet minimaal 8 tekens hebben.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Voornaam'));
    expect(screen.getByLabelText('Wachtwoord').getAttribute('aria-describedby')!.split(' ')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Voornaam'), { target: { value: 'Jan' } });
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'jan@example.nl' } });
    fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'lang-genoeg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registreren' }));
    expect(await screen.findByRole('heading', { name: 'Welkom bij Etalage' })).toBeTruthy();
    expect(screen.getByText('Je account is aangemaakt, Jan, en je bent ingelogd.')).toBeTruthy();
    expect(getStore().getState().user?.email).toBe('jan@example.nl');
    fireEvent.click(screen.getByRole('button', { name: 'Verder winkelen' }));
    expect(modal.close).toHaveBeenCalledTimes(1);
  });

  it('asks for a reset link and shows the one answer the server gives', async () => {
    open({ view: 'resetPassword' });
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'nee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link versturen' }));
    expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'iemand@example.nl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link versturen' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Als er een account bij dit e-mailadres hoort/);
    fireEvent.click(screen.getByRole('button', { name: 'Terug naar inloggen' }));
    expect(screen.getByRole('heading', { name: 'Inloggen' })).toBeTruthy();
  });

  it('sets a new password with the code and logs in', async () => {
    open({ view: 'setPassword', code: 'abc123' });
    expect(screen.getByRole('heading', { name: 'Nieuw wachtwoord kiezen' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nieuw wachtwoord'), { target: { value: 'kort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Je wachtwoord moet minimaal 8 tekens hebben.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nieuw wachtwoord'), { target: { value: 'nieuw-wachtwoord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    await waitFor(() => expect(modal.close).toHaveBeenCalledTimes(1));
    expect(accounts.api.setPassword).toHaveBeenLastCalledWith('abc123', 'nieuw-wachtwoord');
    expect(getStore().getState().user?.id).toBe(3);
  });
});
