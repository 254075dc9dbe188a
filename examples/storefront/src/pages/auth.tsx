/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { authenticate, completePasswordReset, createPasswordReset, createUser, findUserByEmail, passwordResetUser } from '../auth/users.js';
import { logIn, logOut, safeNext } from '../auth/cookies.js';
import { tokenClaims } from '../auth/token.js';
import { confirmRegistration, createRegistrationConfirmation, registrationState, type ConfirmationResult } from '../auth/confirmation.js';
import { routes } from '@etalage/core';
import { renderPage, simplePage } from './render.js';
import { MAX_BODY_BYTES } from '../api/errors.js';

type Form = Record<string, string>;

/** A form post's (or JSON body's) string fields; empty over the body limit. Also the question forms'. */
export async function readForm(c: Context<AppEnv>): Promise<Form> {
  if (Number(c.req.header('content-length') ?? '0') > MAX_BODY_BYTES) return {};
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      const body = (await c.req.json()) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string')) as Form;
    } catch {
      return {};
    }
  }
  const body = await c.req.parseBody();
  return Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string')) as Form;
}

const wantsJson = (c: Context<AppEnv>) => (c.req.header('content-type') ?? '').includes('application/json');

/**
 * The JSON error of the auth forms: the first invalid field in `error` (what a client shows first) and every invalid
 * field in `errors`, each with its Dutch message.
 */
function fieldErrors(c: Context<AppEnv>, errors: Record<string, string>, status: 401 | 422, code = 'invalid') {
  const list = Object.entries(errors).map(([field, message]) => ({ field, message }));
  return c.json({ error: { code, ...list[0]! }, errors: list }, status);
}

/** A form field with its label, hint and Dutch error (its description); `rows` makes it a text area. Also the review form's. */
export function Field(props: {
  id: string;
  label: string;
  type?: string;
  name: string;
  value?: string;
  autocomplete?: string;
  error?: string;
  hint?: string;
  /** The first invalid field takes the focus when the page loads. */
  autofocus?: boolean;
  /** Required unless false. */
  required?: boolean;
  rows?: number;
}) {
  const describedBy = [props.error ? `${props.id}-error` : '', props.hint ? `${props.id}-hint` : ''].filter(Boolean).join(' ');
  const control = {
    id: props.id,
    name: props.name,
    autocomplete: props.autocomplete,
    required: props.required !== false || undefined,
    autofocus: props.autofocus || undefined,
    'aria-invalid': props.error ? 'true' : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div class="form-field">
      <label for={props.id}>{props.label}</label>
      {props.rows ? <textarea {...control} rows={props.rows}>{props.value ?? ''}</textarea> : <input {...control} type={props.type ?? 'text'} value={props.value ?? ''} />}
      {props.hint ? (
        <p class="form-hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p class="form-error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export const LOGIN_FAILED = 'E-mailadres of wachtwoord is onjuist.';

/** A new password (registration, reset) with the rule as its hint. */
function NewPasswordField(props: { id: string; label: string; error?: string; autofocus: boolean }) {
  return <Field {...props} type="password" name="password" autocomplete="new-password" hint={PASSWORD_HINT} />;
}

function loginForm(c: Context<AppEnv>, options: { email?: string; error?: string; next: string; status?: 200 | 401 }) {
  return renderPage(
    c,
    { title: 'Inloggen', status: options.status },
    <div class="container auth-box">
      <h1>Inloggen</h1>
      <p>Log in om je favorieten en prijsalarmen op al je apparaten te bewaren.</p>
      <form method="post" action="/login" class="form">
        <input type="hidden" name="next" value={options.next} />
        <Field id="login-email" label="E-mailadres" type="email" name="email" value={options.email} autocomplete="email" />
        <Field
          id="login-password"
          label="Wachtwoord"
          type="password"
          name="password"
          autocomplete="current-password"
          error={options.error}
          autofocus={Boolean(options.error)}
        />
        <button class="button button--primary button--block" type="submit">
          Inloggen
        </button>
      </form>
      <p>
        <a href="/wachtwoord/vernieuwen">Wachtwoord vergeten?</a>
      </p>
      <p>
        Nog geen account? <a href={`/registeren?next=${encodeURIComponent(options.next)}`}>Registreer je gratis</a>
      </p>
    </div>,
  );
}

export function loginPage(c: Context<AppEnv>) {
  const next = safeNext(c.req.query('next'));
  if (c.get('user')) return c.redirect(next, 302);
  return loginForm(c, { next });
}

export async function loginSubmit(c: Context<AppEnv>) {
  const form = await readForm(c);
  const next = safeNext(form.next);
  const email = (form.email ?? '').trim();
  const missing: Record<string, string> = {};
  if (!email) missing.email = 'Vul je e-mailadres in.';
  if (!form.password) missing.password = 'Vul je wachtwoord in.';
  if (Object.keys(missing).length && wantsJson(c)) return fieldErrors(c, missing, 422);
  const user = email && form.password ? authenticate(c.get('deps').db, email, form.password) : undefined;
  if (!user) {
    // The message sits at the password field: it names neither field as the wrong one, so it reveals no accounts.
    if (wantsJson(c)) return fieldErrors(c, { password: LOGIN_FAILED }, 401, 'invalid_credentials');
    return loginForm(c, { email, next, error: LOGIN_FAILED, status: 401 });
  }
  const token = logIn(c, user);
  if (wantsJson(c)) return c.json({ token, user: tokenClaims(user) });
  return c.redirect(next, 303);
}

function registerForm(c: Context<AppEnv>, options: { values?: Form; errors?: Record<string, string>; next: string; status?: 200 | 422 }) {
  const v = options.values ?? {};
  const e = options.errors ?? {};
  const first = Object.keys(e)[0];
  return renderPage(
    c,
    { title: 'Registreren', status: options.status },
    <div class="container auth-box">
      <h1>Account aanmaken</h1>
      <p>Bewaar favorieten, deel ze met anderen en krijg een seintje als de prijs daalt.</p>
      {Object.keys(e).length ? (
        <p class="form-alert" role="alert">
          Controleer de gemarkeerde velden.
        </p>
      ) : null}
      <form method="post" action="/registeren" class="form">
        <input type="hidden" name="next" value={options.next} />
        <Field id="reg-first" label="Voornaam" type="text" name="firstName" value={v.firstName} autocomplete="given-name" error={e.firstName} autofocus={first === 'firstName'} />
        <Field id="reg-last" label="Achternaam" type="text" name="lastName" value={v.lastName} autocomplete="family-name" error={e.lastName} autofocus={first === 'lastName'} />
        <Field id="reg-email" label="E-mailadres" type="email" name="email" value={v.email} autocomplete="email" error={e.email} autofocus={first === 'email'} />
        <NewPasswordField id="reg-password" label="Wachtwoord" error={e.password} autofocus={first === 'password'} />
        <button class="button button--primary button--block" type="submit">
          Registreren
        </button>
      </form>
      <p>
        Heb je al een account? <a href={`/login?next=${encodeURIComponent(options.next)}`}>Log in</a>
      </p>
    </div>,
  );
}

export function registerPage(c: Context<AppEnv>) {
  return registerForm(c, { next: safeNext(c.req.query('next')) });
}

export async function registerSubmit(c: Context<AppEnv>) {
  const form = await readForm(c);
  const next = safeNext(form.next);
  const errors: Record<string, string> = {};
  const firstName = (form.firstName ?? '').trim();
  const lastName = (form.lastName ?? '').trim();
  const email = (form.email ?? '').trim().toLowerCase();
  const password = form.password ?? '';
  if (!firstName) errors.firstName = 'Vul je voornaam in.';
  else if (firstName.length > 60) errors.firstName = 'Je voornaam is te lang.';
  if (!lastName) errors.lastName = 'Vul je achternaam in.';
  else if (lastName.length > 80) errors.lastName = 'Je achternaam is te lang.';
  if (!EMAIL_PATTERN.test(email)) errors.email = 'Vul een geldig e-mailadres in.';
  else if (findUserByEmail(c.get('deps').db, email)) errors.email = 'Er bestaat al een account met dit e-mailadres.';
  const passwordError = checkPassword(password);
  if (passwordError) errors.password = passwordError;
  if (Object.keys(errors).length) {
    if (wantsJson(c)) return fieldErrors(c, errors, 422);
    return registerForm(c, { values: { firstName, lastName, email }, errors, next, status: 422 });
  }
  const db = c.get('deps').db;
  const user = createUser(db, { email, password, firstName, lastName });
  // "Mailed" like the reset link: no mail server here, so the link goes to the server log.
  const code = createRegistrationConfirmation(db, user.id);
  console.log(`[mail] registration confirmation link for user ${user.id}: ${routes.registerConfirmation(user.id, code)}`);
  const token = logIn(c, user);
  if (wantsJson(c)) return c.json({ token, user: tokenClaims(user) }, 201);
  return c.redirect(next === '/' ? '/user' : next, 303);
}

/** `POST /logout`: the one way out (the user menu's and the account page's button). */
export function logoutSubmit(c: Context<AppEnv>) {
  logOut(c);
  return c.redirect('/', 303);
}

/**
 * `GET /logout` changes nothing (link previews, prefetching and mail scanners follow links): it asks, with the same
 * button as the user menu's, and says so when nobody is logged in.
 */
export function logoutPage(c: Context<AppEnv>) {
  const user = c.get('user');
  return renderPage(
    c,
    { title: 'Uitloggen' },
    <div class="container auth-box">
      <h1>Uitloggen</h1>
      {user ? (
        <>
          <p>Je bent ingelogd als {user.first_name}. Wil je uitloggen? Je favorieten en prijsalarmen blijven bewaard in je account.</p>
          <form method="post" action="/logout" class="form">
            <button class="button button--primary" type="submit">
              Uitloggen
            </button>
          </form>
        </>
      ) : (
        <p>
          Je bent niet ingelogd. <a href="/login">Inloggen</a> of <a href="/">verder winkelen</a>.
        </p>
      )}
    </div>,
  );
}

const PASSWORD_HINT = 'Minimaal 8 tekens.';

function checkPassword(password: string): string | undefined {
  if (password.length < 8) return 'Je wachtwoord moet minimaal 8 tekens hebben.';
  if (password.length > 200) return 'Je wachtwoord is te lang.';
  return undefined;
}

const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/** The one answer to every well-formed reset request, so that it never tells whether an account exists. */
export const RESET_REQUESTED = 'Als er een account bij dit e-mailadres hoort, hebben we een e-mail gestuurd met een link om een nieuw wachtwoord te kiezen. De link is een uur geldig.';

function passwordResetForm(c: Context<AppEnv>, options: { email?: string; error?: string; status?: 200 | 422 } = {}) {
  return renderPage(
    c,
    { title: 'Wachtwoord vernieuwen', status: options.status },
    <div class="container auth-box">
      <h1>Wachtwoord vernieuwen</h1>
      <p>Vul je e-mailadres in. Als er een account bij hoort, sturen we je een link om een nieuw wachtwoord te kiezen.</p>
      <form method="post" action="/wachtwoord/vernieuwen" class="form">
        <Field id="reset-email" label="E-mailadres" type="email" name="email" value={options.email} autocomplete="email" error={options.error} autofocus={Boolean(options.error)} />
        <button class="button button--primary button--block" type="submit">
          Link versturen
        </button>
      </form>
      <p>
        <a href="/login">Terug naar inloggen</a>
      </p>
    </div>,
  );
}

export function passwordResetPage(c: Context<AppEnv>) {
  return passwordResetForm(c);
}

/**
 * A reset request: a code for an existing account, "emailed" (this example has no mail server: the link goes to the
 * server log, and the test hook `GET /__test/password-reset?email=` reads it), and always the same answer.
 */
export async function passwordResetSubmit(c: Context<AppEnv>) {
  const form = await readForm(c);
  const email = (form.email ?? '').trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) {
    const error = 'Vul een geldig e-mailadres in.';
    if (wantsJson(c)) return fieldErrors(c, { email: error }, 422);
    return passwordResetForm(c, { email, error, status: 422 });
  }
  const db = c.get('deps').db;
  const user = findUserByEmail(db, email);
  if (user) {
    const code = createPasswordReset(db, user.id);
    console.log(`[mail] password reset link for user ${user.id}: /wachtwoord/bevestiging/${code}`);
  }
  if (wantsJson(c)) return c.json({ message: RESET_REQUESTED });
  return simplePage(c, 'Controleer je e-mail', [RESET_REQUESTED], [{ name: 'Terug naar inloggen', url: '/login' }]);
}

function expiredResetPage(c: Context<AppEnv>) {
  return simplePage(c, 'Nieuw wachtwoord kiezen', ['Deze link is verlopen of al gebruikt. Vraag een nieuwe link aan om je wachtwoord te vernieuwen.'], [
    { name: 'Nieuwe link aanvragen', url: '/wachtwoord/vernieuwen' },
  ]);
}

export const RESET_EXPIRED = 'Deze link is verlopen of al gebruikt. Vraag een nieuwe link aan.';

function setPasswordForm(c: Context<AppEnv>, code: string, options: { error?: string; status?: 200 | 422 } = {}) {
  return renderPage(
    c,
    { title: 'Nieuw wachtwoord kiezen', status: options.status },
    <div class="container auth-box">
      <h1>Nieuw wachtwoord kiezen</h1>
      <form method="post" action={`/wachtwoord/bevestiging/${encodeURIComponent(code)}`} class="form">
        <NewPasswordField id="set-password" label="Nieuw wachtwoord" error={options.error} autofocus={Boolean(options.error)} />
        <button class="button button--primary button--block" type="submit">
          Wachtwoord opslaan
        </button>
      </form>
    </div>,
  );
}

/** The emailed link: the form for a new password while the code is valid. */
export function passwordConfirmationPage(c: Context<AppEnv>) {
  const code = c.req.param('code') ?? '';
  return passwordResetUser(c.get('deps').db, code) ? setPasswordForm(c, code) : expiredResetPage(c);
}

/** Sets the new password and logs the user in (the code proved the mailbox). */
export async function passwordConfirmationSubmit(c: Context<AppEnv>) {
  const code = c.req.param('code') ?? '';
  const db = c.get('deps').db;
  const user = passwordResetUser(db, code);
  if (!user) {
    if (wantsJson(c)) return fieldErrors(c, { password: RESET_EXPIRED }, 422, 'expired');
    return expiredResetPage(c);
  }
  const form = await readForm(c);
  const password = form.password ?? '';
  const error = checkPassword(password);
  if (error) {
    if (wantsJson(c)) return fieldErrors(c, { password: error }, 422);
    return setPasswordForm(c, code, { error, status: 422 });
  }
  completePasswordReset(db, code, user.id, password);
  const token = logIn(c, user);
  if (wantsJson(c)) return c.json({ token, user: tokenClaims(user) });
  return c.redirect('/user', 303);
}

const CONFIRMATION_TEXT: Record<ConfirmationResult, { title: string; text: string; status: 200 | 404 }> = {
  confirmed: { title: 'Account bevestigd', text: 'Je account is bevestigd. Bedankt! Je kunt nu inloggen en je favorieten en prijsalarmen bewaren.', status: 200 },
  'already-confirmed': { title: 'Account al bevestigd', text: 'Je account was al bevestigd. Je hoeft niets meer te doen: log gewoon in.', status: 200 },
  'wrong-code': {
    title: 'Bevestigingslink klopt niet',
    text: 'Deze bevestigingslink klopt niet. Controleer of je de hele link uit de e-mail hebt gebruikt, of maak opnieuw een account aan.',
    status: 404,
  },
};

/** The user id of a confirmation link, or undefined when it is no id at all. */
const linkUserId = (c: Context<AppEnv>) => (/^\d{1,12}$/.test(c.req.param('userId') ?? '') ? Number(c.req.param('userId')) : undefined);

/**
 * The e-mailed link `/register/confirmation/{userId}/{code}`. GET changes nothing (mail scanners, link previews and
 * prefetching open links): with the right, unused code it asks with one button, 'Account bevestigen', which posts
 * to the same address. A used code says it was confirmed already; a wrong code or an unknown user gets one 404
 * answer (no account is revealed).
 */
export function registrationConfirmationPage(c: Context<AppEnv>) {
  const userId = linkUserId(c);
  const state = userId === undefined ? 'wrong-code' : registrationState(c.get('deps').db, userId, c.req.param('code') ?? '');
  if (state !== 'unconfirmed') return confirmationMessage(c, state);
  return renderPage(
    c,
    { title: 'Bevestig je account' },
    <div class="container narrow page-message">
      <h1>Bevestig je account</h1>
      <p>Bijna klaar: bevestig met de knop hieronder dat dit jouw e-mailadres is.</p>
      <form method="post" action={c.req.path} class="form">
        <button class="button button--primary" type="submit">
          Account bevestigen
        </button>
      </form>
    </div>,
  );
}

/** The confirmation page's button: confirms the account once. */
export function registrationConfirmationSubmit(c: Context<AppEnv>) {
  const userId = linkUserId(c);
  return confirmationMessage(c, userId === undefined ? 'wrong-code' : confirmRegistration(c.get('deps').db, userId, c.req.param('code') ?? ''));
}

function confirmationMessage(c: Context<AppEnv>, result: ConfirmationResult) {
  const message = CONFIRMATION_TEXT[result];
  const next = c.get('user') ? { url: '/user', name: 'Naar je account' } : { url: routes.login(), name: 'Inloggen' };
  return renderPage(
    c,
    { title: message.title, status: message.status },
    <div class="container narrow page-message">
      <h1>{message.title}</h1>
      <p>{message.text}</p>
      <p>
        <a class="button button--primary" href={result === 'wrong-code' ? routes.register() : next.url}>
          {result === 'wrong-code' ? 'Account aanmaken' : next.name}
        </a>
      </p>
    </div>,
  );
}
