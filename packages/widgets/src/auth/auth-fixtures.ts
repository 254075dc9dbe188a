import { vi } from 'vitest';
import { FetchError, ResponseError, type ApiClient, type Variant } from '@etalage/core/api';
import { createEtalageStore, setStore } from '@etalage/store';
import { loginToken, setTokenCookie, SHOPPER, WRONG_PASSWORD } from './token.fixtures.js';

export { loginToken, setTokenCookie, SHOPPER, WRONG_PASSWORD };

export const refused = (status: 401 | 422, errors: { field: string; message: string }[]) =>
  new ResponseError(status, { error: { code: 'invalid', ...errors[0] }, errors }, '/login');

/**
 * The account pages in memory: the shopper's password is 'Shopper-etalage-1'; a login sets the token cookie as
 * the storefront does. `hold()` keeps the next call waiting, `down()` makes calls fail without an answer.
 */
export function createFakeAccounts() {
  let held: (() => void) | null = null;
  let holding = false;
  let offline = false;
  const wait = async () => {
    if (holding) await new Promise<void>((resolve) => (held = resolve));
    if (offline) throw new FetchError('Request to /login failed: no answer', '/login');
  };
  const api = {
    logIn: vi.fn(async ({ email, password }: { email: string; password: string }) => {
      await wait();
      if (email !== SHOPPER.email || password !== 'Shopper-etalage-1') throw refused(401, [{ field: 'password', message: WRONG_PASSWORD }]);
      const token = loginToken(SHOPPER);
      setTokenCookie(token);
      return { token };
    }),
    register: vi.fn(async (values: { firstName: string; lastName: string; email: string; password: string }) => {
      await wait();
      const errors = [
        !values.firstName && { field: 'firstName', message: 'Vul je voornaam in.' },
        !values.lastName && { field: 'lastName', message: 'Vul je achternaam in.' },
        values.email === SHOPPER.email && { field: 'email', message: 'Er bestaat al een account met dit e-mailadres.' },
        values.password.length < 8 && { field: 'password', message: 'Je wachtwoord moet minimaal 8 tekens hebben.' },
      ].filter((error): error is { field: string; message: string } => Boolean(error));
      if (errors.length) throw refused(422, errors);
      const token = loginToken({ uid: 9, name: `${values.firstName} ${values.lastName}`, email: values.email, initials: 'JJ' });
      setTokenCookie(token);
      return { token };
    }),
    requestPasswordReset: vi.fn(async (email: string) => {
      await wait();
      if (!email.includes('@')) throw refused(422, [{ field: 'email', message: 'Vul een geldig e-mailadres in.' }]);
      return { message: 'Als er een account bij dit e-mailadres hoort, hebben we een e-mail gestuurd met een link om een nieuw wachtwoord te kiezen. De link is een uur geldig.' };
    }),
    setPassword: vi.fn(async (code: string, password: string) => {
      await wait();
      if (password.length < 8) throw refused(422, [{ field: 'password', message: 'Je wachtwoord moet minimaal 8 tekens hebben.' }]);
      const token = loginToken(SHOPPER);
      setTokenCookie(token);
      return { token, code };
    }),
    pairLikes: vi.fn(async () => {}),
    fetchAllLikes: vi.fn(async () => []),
    fetchFavouritesOnSale: vi.fn(async (): Promise<Variant[]> => []),
    fetchReceivedLikes: vi.fn(async () => ({ count: 0 })),
  };
  return {
    api,
    hold: () => (holding = true),
    release: () => {
      holding = false;
      held?.();
    },
    down: () => (offline = true),
    installStore() {
      localStorage.clear();
      setTokenCookie(null);
      return setStore(createEtalageStore({ api: api as unknown as ApiClient }));
    },
  };
}
