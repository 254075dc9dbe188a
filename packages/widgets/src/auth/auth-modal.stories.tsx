import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MswApi } from 'msw-storybook-addon/types';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { getStore } from '@etalage/store';
import AuthModal from './auth-modal.js';
import { loginToken, setTokenCookie, SHOPPER, WRONG_PASSWORD } from './token.fixtures.js';

const refused = (status: 401 | 422, errors: { field: string; message: string }[]) =>
  HttpResponse.json({ error: { code: 'invalid', ...errors[0] }, errors }, { status });

/** The storefront's account pages as the modal calls them; a login sets the token cookie as the server does. */
function accountPages(mode: 'ok' | 'pending' | 'down' = 'ok') {
  const answer = async (handle: () => Response | Promise<Response>) => {
    if (mode === 'pending') await delay('infinite');
    if (mode === 'down') return HttpResponse.error();
    return handle();
  };
  return [
    http.post('*/login', ({ request }) =>
      answer(async () => {
        const { email, password } = (await request.json()) as { email: string; password: string };
        if (email !== SHOPPER.email || password !== 'Shopper-etalage-1') return refused(401, [{ field: 'password', message: WRONG_PASSWORD }]);
        const token = loginToken(SHOPPER);
        setTokenCookie(token);
        return HttpResponse.json({ token });
      }),
    ),
    http.post('*/registeren', () =>
      answer(() =>
        refused(422, [
          { field: 'firstName', message: 'Vul je voornaam in.' },
          { field: 'email', message: 'Er bestaat al een account met dit e-mailadres.' },
          { field: 'password', message: 'Je wachtwoord moet minimaal 8 tekens hebben.' },
        ]),
      ),
    ),
    http.post('*/wachtwoord/vernieuwen', () =>
      answer(() =>
        HttpResponse.json({
          message: 'Als er een account bij dit e-mailadres hoort, hebben we een e-mail gestuurd met een link om een nieuw wachtwoord te kiezen. De link is een uur geldig.',
        }),
      ),
    ),
    http.post('*/wachtwoord/bevestiging/:code', () => answer(() => refused(422, [{ field: 'password', message: 'Deze link is verlopen of al gebruikt. Vraag een nieuwe link aan.' }]))),
    // Pairing the visitor's likes after a login.
    http.get('*/api/v1/:project/login', () => HttpResponse.json({})),
  ];
}

const meta = {
  title: 'Modals/Auth',
  component: AuthModal,
  beforeEach({ msw }: { msw: MswApi }) {
    setTokenCookie(null);
    msw.use(...accountPages());
  },
} satisfies Meta<typeof AuthModal>;
export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(password: string) {
  await userEvent.type(screen.getByLabelText('E-mailadres'), SHOPPER.email);
  await userEvent.type(screen.getByLabelText('Wachtwoord'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
}

/** 'home': log in or create an account. */
export const Home: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Inloggen of registreren' }, { timeout: 4000 })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Inloggen met e-mailadres' })).toBeInTheDocument();
  },
};

export const Login: Story = {
  args: { view: 'login' },
  play: async () => {
    await waitFor(() => expect(screen.getByLabelText('E-mailadres')).toHaveFocus());
    await expect(screen.getByRole('button', { name: 'Wachtwoord tonen' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A wrong password: the server's Dutch message at the password field, which takes the focus. */
export const LoginWrongPassword: Story = {
  args: { view: 'login' },
  play: async () => {
    await logIn('fout');
    const password = screen.getByLabelText('Wachtwoord');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveAccessibleDescription(WRONG_PASSWORD);
    await expect(password).toHaveFocus();
  },
};

/** The password shown in plain text by its toggle. */
export const LoginPasswordShown: Story = {
  args: { view: 'login' },
  play: async () => {
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'Shopper-etalage-1');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord tonen' }));
    await expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('type', 'text');
  },
};

/** Waiting for the server: the button says so and a second submit sends nothing. */
export const LoginPending: Story = {
  args: { view: 'login' },
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...accountPages('pending'));
  },
  play: async () => {
    await logIn('Shopper-etalage-1');
    await expect(await screen.findByRole('button', { name: 'Bezig met inloggen…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** No answer from the server: one message above the form, the form stays as it was. */
export const LoginServerDown: Story = {
  args: { view: 'login' },
  beforeEach({ msw }: { msw: MswApi }) {
    msw.use(...accountPages('down'));
  },
  play: async () => {
    await logIn('Shopper-etalage-1');
    await expect(await screen.findByRole('alert')).toHaveTextContent('Dat lukte niet: we konden de server niet bereiken.');
  },
};

/** A login: the page's store has the user (the header's user box and favourites follow it). */
export const LoginSucceeds: Story = {
  args: { view: 'login' },
  play: async () => {
    await logIn('Shopper-etalage-1');
    await waitFor(() => expect(getStore().getState().user?.name).toBe('Sanne de Vries'));
  },
};

export const Registration: Story = {
  args: { view: 'registration' },
  play: async () => {
    await expect(screen.getByLabelText('Wachtwoord')).toHaveAccessibleDescription('Minimaal 8 tekens.');
  },
};

/** Every field the server refused, each with its message; the first one has the focus. */
export const RegistrationFieldErrors: Story = {
  args: { view: 'registration' },
  play: async () => {
    await userEvent.type(screen.getByLabelText('Achternaam'), 'Jansen');
    await userEvent.type(screen.getByLabelText('E-mailadres'), SHOPPER.email);
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'kort');
    await userEvent.click(screen.getByRole('button', { name: 'Registreren' }));
    await expect(await screen.findByText('Vul je voornaam in.')).toBeInTheDocument();
    await expect(screen.getByText('Er bestaat al een account met dit e-mailadres.')).toBeInTheDocument();
    await expect(screen.getByLabelText('Voornaam')).toHaveFocus();
  },
};

export const ResetPassword: Story = {
  args: { view: 'resetPassword' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Link versturen' }, { timeout: 4000 })).toBeInTheDocument();
  },
};

/** The one answer to every reset request, whether or not the address has an account. */
export const ResetPasswordSent: Story = {
  args: { view: 'resetPassword' },
  play: async () => {
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'iemand@example.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Link versturen' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Als er een account bij dit e-mailadres hoort');
  },
};

export const SetPassword: Story = {
  args: { view: 'setPassword', code: 'voorbeeldcode' },
  play: async () => {
    await waitFor(() => expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveFocus());
  },
};

/** An emailed link used before: the server's message at the field. */
export const SetPasswordExpired: Story = {
  args: { view: 'setPassword', code: 'gebruikt' },
  play: async () => {
    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'nieuw-wachtwoord');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    await expect(await screen.findByText('Deze link is verlopen of al gebruikt. Vraag een nieuwe link aan.')).toBeInTheDocument();
  },
};

/** After a registration: the account exists and the shopper is logged in. */
export const Confirm: Story = {
  args: { view: 'confirm' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Welkom bij Etalage' }, { timeout: 4000 })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Verder winkelen' })).toBeInTheDocument();
  },
};
