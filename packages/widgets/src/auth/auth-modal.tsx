import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@etalage/store';
import { ModalDialog, useModal } from '../modal-host/modal-context.js';
import { Spinner } from '../shared/icons.js';
import { AuthField, PasswordField } from './auth-fields.js';
import { text, useAuthForm } from './use-auth-form.js';
import { useWidgetId } from '../shared/use-widget-id.js';

export type AuthView = 'home' | 'registration' | 'login' | 'resetPassword' | 'setPassword' | 'confirm';

export interface AuthModalProps {
  /** The view it opens with; 'home' by default. */
  view?: AuthView;
  /** setPassword: the code of the emailed link. */
  code?: string;
  /** A same-site page to go to after logging in (the favourites list); without it the modal closes in place. */
  next?: string;
}

export const TITLES: Record<AuthView, string> = {
  home: 'Inloggen of registreren',
  login: 'Inloggen',
  registration: 'Account aanmaken',
  resetPassword: 'Wachtwoord vernieuwen',
  setPassword: 'Nieuw wachtwoord kiezen',
  confirm: 'Welkom bij Etalage',
};

export const PASSWORD_HINT = 'Minimaal 8 tekens.';

const VIEWS = new Set<string>(Object.keys(TITLES));
const isSitePath = (path: unknown): path is string => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * The auth modal (spec §2): home, login, registration, resetPassword, setPassword and confirm, against the
 * storefront's own account pages. A login shows at once on the page: the store re-reads the login token
 * (header user box, favourites) and pairs the visitor's likes with the account, once.
 */
export default function AuthModal({ view: initialView, code, next }: AuthModalProps) {
  const [view, setView] = useState<AuthView>(initialView && VIEWS.has(initialView) ? initialView : 'home');
  const [firstName, setFirstName] = useState('');
  const modal = useModal();
  const api = useStore((state) => state.api);
  const loadUser = useStore((state) => state.loadUser);
  const pairLikesIfNeeded = useStore((state) => state.pairLikesIfNeeded);

  /** The server set the login cookie: the page's store takes the user from it. */
  async function loggedIn(after: 'close' | 'confirm') {
    await loadUser();
    await pairLikesIfNeeded().catch(() => {});
    if (isSitePath(next) && next !== window.location.pathname) {
      window.location.assign(next);
      return;
    }
    if (after === 'confirm') setView('confirm');
    else modal.close();
  }

  const go = (target: AuthView) => () => setView(target);

  // Each view starts at its first field (or button): when the dialog opens, and when a link switched the view
  // and the focused link went away. After the dialog's own effect has opened it, so focus returns to the opener.
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const view = content.current;
      if (view && !view.contains(document.activeElement)) view.querySelector<HTMLElement>('input:not([type="hidden"]), button')?.focus();
    });
    return () => clearTimeout(timer);
  }, [view]);

  return (
    <ModalDialog title={TITLES[view]} className="etl-auth">
      <div ref={content}>
      {view === 'home' && (
        <div className="etl-auth__home">
          <p className="etl-auth__intro">Bewaar je favorieten en prijsalarmen en bekijk ze op al je apparaten.</p>
          <button type="button" className="etl-button etl-button--primary etl-auth__wide" onClick={go('login')}>
            Inloggen met e-mailadres
          </button>
          <button type="button" className="etl-button etl-auth__wide" onClick={go('registration')}>
            Account aanmaken
          </button>
          <p className="etl-auth__small">Een account is gratis. Je likes van dit apparaat gaan mee naar je account.</p>
        </div>
      )}
      {view === 'login' && (
        <LoginForm
          onSubmit={async (values) => {
            await (await api()).logIn(values);
            await loggedIn('close');
          }}
          footer={
            <>
              <p className="etl-auth__links">
                <button type="button" className="etl-auth__link" onClick={go('resetPassword')}>
                  Wachtwoord vergeten?
                </button>
              </p>
              <p className="etl-auth__switch">
                Nog geen account?{' '}
                <button type="button" className="etl-auth__link" onClick={go('registration')}>
                  Registreer je gratis
                </button>
              </p>
            </>
          }
        />
      )}
      {view === 'registration' && (
        <RegistrationForm
          onSubmit={async (values) => {
            await (await api()).register(values);
            setFirstName(values.firstName);
            await loggedIn('confirm');
          }}
          footer={
            <p className="etl-auth__switch">
              Heb je al een account?{' '}
              <button type="button" className="etl-auth__link" onClick={go('login')}>
                Log in
              </button>
            </p>
          }
        />
      )}
      {view === 'resetPassword' && <ResetPasswordForm send={async (email) => (await (await api()).requestPasswordReset(email)).message} onBack={go('login')} />}
      {view === 'setPassword' && (
        <SetPasswordForm
          onSubmit={async (password) => {
            await (await api()).setPassword(code ?? '', password);
            await loggedIn('close');
          }}
        />
      )}
      {view === 'confirm' && (
        <div className="etl-auth__confirm" role="status">
          <p className="etl-auth__intro">
            {firstName ? `Je account is aangemaakt, ${firstName}, en je bent ingelogd.` : 'Je account is aangemaakt en je bent ingelogd.'}
          </p>
          <p>Je favorieten worden vanaf nu in je account bewaard, ook die je op dit apparaat al had.</p>
          <button type="button" className="etl-button etl-button--primary etl-auth__wide" onClick={modal.close}>
            Verder winkelen
          </button>
        </div>
      )}
      </div>
    </ModalDialog>
  );
}

function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button type="submit" className="etl-button etl-button--primary etl-auth__wide" aria-disabled={pending}>
      {pending ? (
        <>
          <Spinner /> {pendingLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}

function Failure({ message }: { message: string | null }) {
  return message ? (
    <p className="etl-alert etl-auth__failure" role="alert">
      {message}
    </p>
  ) : null;
}

interface LoginValues {
  email: string;
  password: string;
}

function LoginForm({ onSubmit, footer }: { onSubmit: (values: LoginValues) => Promise<void>; footer: ReactNode }) {
  const id = useWidgetId();
  const form = useAuthForm(onSubmit, (data) => ({ email: text(data, 'email').trim(), password: text(data, 'password') }));
  return (
    <>
      <form ref={form.formRef} className="etl-auth__form" noValidate aria-busy={form.pending} onSubmit={(event) => void form.onSubmit(event)}>
        <Failure message={form.failure} />
        <AuthField formId={id} name="email" label="E-mailadres" type="email" autoComplete="email" inputMode="email" error={form.errors.email} />
        <PasswordField formId={id} name="password" label="Wachtwoord" autoComplete="current-password" error={form.errors.password} />
        <SubmitButton pending={form.pending} label="Inloggen" pendingLabel="Bezig met inloggen…" />
      </form>
      {footer}
    </>
  );
}

interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

function RegistrationForm({ onSubmit, footer }: { onSubmit: (values: RegistrationValues) => Promise<void>; footer: ReactNode }) {
  const id = useWidgetId();
  const form = useAuthForm(onSubmit, (data) => ({
    firstName: text(data, 'firstName').trim(),
    lastName: text(data, 'lastName').trim(),
    email: text(data, 'email').trim(),
    password: text(data, 'password'),
  }));
  return (
    <>
      <form ref={form.formRef} className="etl-auth__form" noValidate aria-busy={form.pending} onSubmit={(event) => void form.onSubmit(event)}>
        <Failure message={form.failure} />
        <div className="etl-auth__names">
          <AuthField formId={id} name="firstName" label="Voornaam" autoComplete="given-name" error={form.errors.firstName} />
          <AuthField formId={id} name="lastName" label="Achternaam" autoComplete="family-name" error={form.errors.lastName} />
        </div>
        <AuthField formId={id} name="email" label="E-mailadres" type="email" autoComplete="email" inputMode="email" error={form.errors.email} />
        <PasswordField formId={id} name="password" label="Wachtwoord" autoComplete="new-password" hint={PASSWORD_HINT} error={form.errors.password} />
        <SubmitButton pending={form.pending} label="Registreren" pendingLabel="Account aanmaken…" />
      </form>
      {footer}
    </>
  );
}

function ResetPasswordForm({ send, onBack }: { send: (email: string) => Promise<string>; onBack: () => void }) {
  const id = useWidgetId();
  const [sent, setSent] = useState<string | null>(null);
  const form = useAuthForm(async ({ email }: { email: string }) => setSent(await send(email)), (data) => ({ email: text(data, 'email').trim() }));
  return (
    <>
      {sent ? (
        <p className="etl-alert etl-alert--success" role="status">
          {sent}
        </p>
      ) : (
        <form ref={form.formRef} className="etl-auth__form" noValidate aria-busy={form.pending} onSubmit={(event) => void form.onSubmit(event)}>
          <p className="etl-auth__intro">Vul je e-mailadres in. Als er een account bij hoort, sturen we je een link om een nieuw wachtwoord te kiezen.</p>
          <Failure message={form.failure} />
          <AuthField formId={id} name="email" label="E-mailadres" type="email" autoComplete="email" inputMode="email" error={form.errors.email} />
          <SubmitButton pending={form.pending} label="Link versturen" pendingLabel="Bezig met versturen…" />
        </form>
      )}
      <p className="etl-auth__links">
        <button type="button" className="etl-auth__link" onClick={onBack}>
          Terug naar inloggen
        </button>
      </p>
    </>
  );
}

function SetPasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const id = useWidgetId();
  const form = useAuthForm(({ password }: { password: string }) => onSubmit(password), (data) => ({ password: text(data, 'password') }));
  return (
    <form ref={form.formRef} className="etl-auth__form" noValidate aria-busy={form.pending} onSubmit={(event) => void form.onSubmit(event)}>
      <Failure message={form.failure} />
      <PasswordField formId={id} name="password" label="Nieuw wachtwoord" autoComplete="new-password" hint={PASSWORD_HINT} error={form.errors.password} />
      <SubmitButton pending={form.pending} label="Wachtwoord opslaan" pendingLabel="Bezig met opslaan…" />
    </form>
  );
}
