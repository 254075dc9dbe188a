/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { authenticate, createUser, findUserByEmail } from '../auth/users.js';
import { logIn, logOut, safeNext } from '../auth/cookies.js';
import { tokenClaims } from '../auth/token.js';
import { renderPage, simplePage } from './render.js';
import { MAX_BODY_BYTES } from '../api/errors.js';

type Form = Record<string, string>;

async function readForm(c: Context<AppEnv>): Promise<Form> {
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

function Field(props: { id: string; label: string; type: string; name: string; value?: string; autocomplete: string; error?: string; hint?: string }) {
  const describedBy = [props.error ? `${props.id}-error` : '', props.hint ? `${props.id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div class="form-field">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type={props.type}
        value={props.value ?? ''}
        autocomplete={props.autocomplete}
        required
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={describedBy || undefined}
      />
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

function loginForm(c: Context<AppEnv>, options: { email?: string; error?: string; next: string; status?: 200 | 401 }) {
  return renderPage(
    c,
    { title: 'Inloggen', status: options.status },
    <div class="container auth-box">
      <h1>Inloggen</h1>
      <p>Log in om je favorieten en prijsalarmen op al je apparaten te bewaren.</p>
      {options.error ? (
        <p class="form-alert" role="alert">
          {options.error}
        </p>
      ) : null}
      <form method="post" action="/login" class="form">
        <input type="hidden" name="next" value={options.next} />
        <Field id="login-email" label="E-mailadres" type="email" name="email" value={options.email} autocomplete="email" />
        <Field id="login-password" label="Wachtwoord" type="password" name="password" autocomplete="current-password" />
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
  const user = email && form.password ? authenticate(c.get('deps').db, email, form.password) : undefined;
  if (!user) {
    if (wantsJson(c)) return c.json({ error: { code: 'invalid_credentials', field: 'email', message: 'E-mailadres of wachtwoord is onjuist.' } }, 401);
    return loginForm(c, { email, next, error: 'E-mailadres of wachtwoord is onjuist.', status: 401 });
  }
  const token = logIn(c, user);
  if (wantsJson(c)) return c.json({ token, user: tokenClaims(user) });
  return c.redirect(next, 303);
}

function registerForm(c: Context<AppEnv>, options: { values?: Form; errors?: Record<string, string>; next: string; status?: 200 | 422 }) {
  const v = options.values ?? {};
  const e = options.errors ?? {};
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
        <Field id="reg-first" label="Voornaam" type="text" name="firstName" value={v.firstName} autocomplete="given-name" error={e.firstName} />
        <Field id="reg-last" label="Achternaam" type="text" name="lastName" value={v.lastName} autocomplete="family-name" error={e.lastName} />
        <Field id="reg-email" label="E-mailadres" type="email" name="email" value={v.email} autocomplete="email" error={e.email} />
        <Field id="reg-password" label="Wachtwoord" type="password" name="password" autocomplete="new-password" error={e.password} hint="Minimaal 8 tekens." />
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
  if (!/^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/.test(email)) errors.email = 'Vul een geldig e-mailadres in.';
  else if (findUserByEmail(c.get('deps').db, email)) errors.email = 'Er bestaat al een account met dit e-mailadres.';
  if (password.length < 8) errors.password = 'Je wachtwoord moet minimaal 8 tekens hebben.';
  else if (password.length > 200) errors.password = 'Je wachtwoord is te lang.';
  if (Object.keys(errors).length) {
    if (wantsJson(c)) {
      const [field, message] = Object.entries(errors)[0]!;
      return c.json({ error: { code: 'invalid', field, message } }, 422);
    }
    return registerForm(c, { values: { firstName, lastName, email }, errors, next, status: 422 });
  }
  const user = createUser(c.get('deps').db, { email, password, firstName, lastName });
  const token = logIn(c, user);
  if (wantsJson(c)) return c.json({ token, user: tokenClaims(user) }, 201);
  return c.redirect(next === '/' ? '/user' : next, 303);
}

export function logoutRoute(c: Context<AppEnv>) {
  logOut(c);
  return c.redirect('/', 303);
}

export function passwordResetPage(c: Context<AppEnv>) {
  return renderPage(
    c,
    { title: 'Wachtwoord vernieuwen' },
    <div class="container auth-box">
      <h1>Wachtwoord vernieuwen</h1>
      <p>Vul je e-mailadres in. Als er een account bij hoort, sturen we je een link om een nieuw wachtwoord te kiezen.</p>
      <form method="get" action="/wachtwoord/vernieuwen" class="form">
        <Field id="reset-email" label="E-mailadres" type="email" name="email" autocomplete="email" />
        <button class="button button--primary button--block" type="submit">
          Link versturen
        </button>
      </form>
    </div>,
  );
}

export function passwordConfirmationPage(c: Context<AppEnv>) {
  return simplePage(c, 'Nieuw wachtwoord kiezen', ['Deze link is verlopen. Vraag een nieuwe link aan om je wachtwoord te vernieuwen.'], [
    { name: 'Nieuwe link aanvragen', url: '/wachtwoord/vernieuwen' },
  ]);
}

export function registrationConfirmationPage(c: Context<AppEnv>) {
  return simplePage(c, 'Account bevestigd', ['Bedankt! Je e-mailadres is bevestigd. Je kunt nu inloggen.'], [{ name: 'Inloggen', url: '/login' }]);
}
