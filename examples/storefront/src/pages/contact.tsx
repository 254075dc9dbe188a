/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context.js';
import { MAX_BODY_BYTES } from '../api/errors.js';
import { CONTACT_SUBJECTS, isContactSubject, storeContactMessage } from '../catalog/contact.js';
import { Field } from './auth.js';
import { Breadcrumbs, renderPage } from './render.js';

/**
 * The contact form (spec §2: /over-ons/contact, and /contact-form): a plain form POST that works without JavaScript.
 * Errors come back at the fields (422) with the values kept; a sent message is stored and the shopper is sent on
 * to the thank-you page (303, so a reload does not send it twice). Like the site's other forms it carries no token:
 * it acts for nobody (the session cookie is SameSite=Lax, so a cross-site post is anonymous).
 */

export const CONTACT_THANKS = '/over-ons/contact/bedankt';

const RULES = { nameMax: 80, emailMax: 254, messageMin: 10, messageMax: 5000 };
export const CONTACT_MESSAGES = {
  name: 'Vul je naam in.',
  nameLong: `Je naam mag hoogstens ${RULES.nameMax} tekens lang zijn.`,
  email: 'Vul je e-mailadres in.',
  emailInvalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
  subject: 'Kies een onderwerp.',
  message: `Schrijf je bericht, minstens ${RULES.messageMin} tekens.`,
  messageLong: `Je bericht mag hoogstens ${RULES.messageMax.toLocaleString('nl-NL')} tekens lang zijn.`,
} as const;

const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type ContactField = (typeof FIELDS)[number];
type Values = Record<ContactField, string>;
type Errors = Partial<Record<ContactField, string>>;

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name) errors.name = CONTACT_MESSAGES.name;
  else if (values.name.length > RULES.nameMax) errors.name = CONTACT_MESSAGES.nameLong;
  if (!values.email) errors.email = CONTACT_MESSAGES.email;
  else if (values.email.length > RULES.emailMax || !EMAIL_PATTERN.test(values.email)) errors.email = CONTACT_MESSAGES.emailInvalid;
  if (!isContactSubject(values.subject)) errors.subject = CONTACT_MESSAGES.subject;
  if (values.message.length < RULES.messageMin) errors.message = CONTACT_MESSAGES.message;
  else if (values.message.length > RULES.messageMax) errors.message = CONTACT_MESSAGES.messageLong;
  return errors;
}

/** The subject select, labelled and described like `Field`. */
function SubjectField({ value, error, autofocus }: { value: string; error?: string; autofocus: boolean }) {
  return (
    <div class="form-field">
      <label for="contact-subject">Onderwerp</label>
      <select
        id="contact-subject"
        name="subject"
        required
        autofocus={autofocus || undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? 'contact-subject-error' : undefined}
      >
        <option value="" selected={!isContactSubject(value)}>
          Kies een onderwerp
        </option>
        {CONTACT_SUBJECTS.map((subject) => (
          <option value={subject.value} selected={subject.value === value}>
            {subject.label}
          </option>
        ))}
      </select>
      {error ? (
        <p class="form-error" id="contact-subject-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function contactPage(c: Context<AppEnv>, values: Values, errors: Errors = {}) {
  const path = c.req.path.replace(/\/+$/, '');
  const title = path === '/contact-form' ? 'Contactformulier' : 'Contact';
  const crumbs = path === '/contact-form' ? [{ name: 'Home', url: '/' }, { name: title }] : [{ name: 'Home', url: '/' }, { name: 'Over ons', url: '/over-ons/over-ons' }, { name: title }];
  const count = Object.keys(errors).length;
  const first = FIELDS.find((field) => errors[field]);
  return renderPage(
    c,
    { title, description: 'Stel je vraag aan Etalage: we antwoorden op werkdagen binnen twee dagen.', status: count ? 422 : 200 },
    <div class="container narrow prose">
      <Breadcrumbs items={crumbs} />
      <h1>{title}</h1>
      <p class="lead">
        Heb je een vraag, een tip of een klacht? Stuur ons een bericht. We lezen alles zelf en antwoorden op werkdagen binnen twee dagen per e-mail.
      </p>
      <section aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">Stuur ons een bericht</h2>
        {count ? (
          <p class="form-alert" role="alert">
            {count === 1 ? 'Eén veld is nog niet goed ingevuld.' : `${count} velden zijn nog niet goed ingevuld.`} Kijk de meldingen bij de velden na.
          </p>
        ) : null}
        <form method="post" action={path} class="form contact-form" novalidate>
          <Field id="contact-name" name="name" label="Naam" value={values.name} error={errors.name} autocomplete="name" autofocus={first === 'name'} />
          <Field id="contact-email" name="email" type="email" label="E-mailadres" value={values.email} error={errors.email} autocomplete="email"
            autofocus={first === 'email'} hint="We gebruiken je e-mailadres alleen om je te antwoorden." />
          <SubjectField value={values.subject} error={errors.subject} autofocus={first === 'subject'} />
          <Field id="contact-message" name="message" label="Je bericht" value={values.message} error={errors.message} rows={6} autocomplete="off"
            autofocus={first === 'message'} hint={`Minstens ${RULES.messageMin} tekens. Gaat het over een product, noem dan de naam en de webshop.`} />
          <button class="button button--primary" type="submit">
            Bericht versturen
          </button>
        </form>
      </section>
      <section aria-labelledby="contact-order-title">
        <h2 id="contact-order-title">Een vraag over je bestelling?</h2>
        <p>
          Je bestelt en betaalt niet bij ons, maar bij de webshop zelf. Voor vragen over de levering, retourneren of een factuur kun je het best direct
          contact opnemen met de webshop; de gegevens staan in je orderbevestiging. Kom je er samen niet uit? Laat het ons dan weten: we spreken webshops aan
          die zich niet aan onze afspraken houden.
        </p>
      </section>
      <section aria-labelledby="contact-more-title">
        <h2 id="contact-more-title">Misschien staat je antwoord hier al</h2>
        <ul class="link-list">
          <li>
            <a href="/sales">Zo werken onze kortingen</a>
          </li>
          <li>
            <a href="/voorwaarden/privacy">Privacyverklaring: je gegevens inzien of laten verwijderen</a>
          </li>
          <li>
            <a href="/over-ons/adverteren/faq">Veelgestelde vragen over adverteren</a>
          </li>
          <li>
            <a href="/press-info">Informatie voor de pers</a>
          </li>
        </ul>
        <p class="muted">
          We bewaren je bericht twee jaar, zodat we eerdere vragen kunnen terugzien. Meer hierover lees je in onze{' '}
          <a href="/voorwaarden/privacy">privacyverklaring</a>.
        </p>
      </section>
    </div>,
  );
}

/** The form's text fields, trimmed; an oversized body reads as empty (and so fails validation). */
async function readValues(c: Context<AppEnv>): Promise<Values> {
  const tooLarge = Number(c.req.header('content-length') ?? '0') > MAX_BODY_BYTES;
  const body = tooLarge ? {} : await c.req.parseBody();
  const text = (name: ContactField) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
  return { name: text('name'), email: text('email'), subject: text('subject'), message: text('message') };
}

function showForm(c: Context<AppEnv>) {
  const user = c.get('user');
  const subject = c.req.query('onderwerp') ?? '';
  return contactPage(c, {
    name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    email: user?.email ?? '',
    subject: isContactSubject(subject) ? subject : '',
    message: '',
  });
}

async function submitForm(c: Context<AppEnv>) {
  const values = await readValues(c);
  const errors = validate(values);
  if (Object.keys(errors).length) return contactPage(c, values, errors);
  storeContactMessage(c.get('deps').db, {
    name: values.name,
    email: values.email.toLowerCase(),
    subject: values.subject as (typeof CONTACT_SUBJECTS)[number]['value'],
    message: values.message,
    userId: c.get('user')?.id ?? null,
    page: c.req.path,
  });
  return c.redirect(CONTACT_THANKS, 303);
}

function thanksPage(c: Context<AppEnv>) {
  return renderPage(
    c,
    { title: 'Bedankt voor je bericht' },
    <div class="container narrow prose">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Contact', url: '/over-ons/contact' }, { name: 'Bedankt' }]} />
      <h1>Bedankt voor je bericht</h1>
      <p class="lead" role="status">
        We hebben je bericht goed ontvangen. Je krijgt op werkdagen binnen twee dagen antwoord op het e-mailadres dat je hebt opgegeven.
      </p>
      <section aria-labelledby="thanks-next">
        <h2 id="thanks-next">Intussen</h2>
        <ul class="link-list">
          <li>
            <a href="/producten">Verder winkelen in alle categorieën</a>
          </li>
          <li>
            <a href="/inspirations">Inspiratie opdoen</a>
          </li>
          <li>
            <a href="/over-ons/contact">Nog een bericht sturen</a>
          </li>
        </ul>
      </section>
    </div>,
  );
}

/** The contact pages: the form on both paths, and the thank-you page. */
export function contactRoutes() {
  const app = new Hono<AppEnv>();
  for (const path of ['/over-ons/contact', '/contact-form']) {
    app.get(path, showForm);
    app.post(path, submitForm);
  }
  app.get(CONTACT_THANKS, thanksPage);
  return app;
}
