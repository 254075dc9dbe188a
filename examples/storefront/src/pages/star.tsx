/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { formatCount, formatStarRating } from '@etalage/core';
import { html, ratingSummaryElement, starRatingField } from '@etalage/markup';
import type { AppEnv } from '../context.js';
import type { Db } from '../db/connection.js';
import { findVariant, type VariantRow } from '../catalog/variants.js';
import { latestShopReviews, reviewCounts, UPLOADED_PHOTO_BASE } from '../catalog/reviews.js';
import { Review } from '../views/reviews.js';
import { markup } from '../views/markup.js';
import { reviewListHtml } from '../views/widgets.js';
import { notFoundPage, renderPage } from './render.js';
import { Field } from './auth.js';
import { REVIEW_SERVICE_PAGES } from './info-content/paths.js';

/** Review-service pages (spec §2): /star/{ident} and its thank-you, delayed and unsubscribe pages, /star/eshop/{slug}. */

interface Invitation {
  ident: string;
  variant_id: number;
  customer_name: string;
  status: 'open' | 'reviewed' | 'delayed' | 'unsubscribed';
  review_id: number | null;
}

/** The review form's rules and their Dutch messages, shown at the fields (spec §5 leaves the form rules to us). */
export const REVIEW_RULES = { textMin: 20, textMax: 2000, nameMax: 40, pointsMax: 5, pointMax: 100, photosMax: 5, photoBytesMax: 5 * 1024 * 1024 };
export const REVIEW_MESSAGES = {
  value: 'Kies hoeveel sterren je je aankoop geeft.',
  textShort: `Schrijf minstens ${REVIEW_RULES.textMin} tekens over je ervaring.`,
  textLong: `Je review mag hoogstens ${formatCount(REVIEW_RULES.textMax)} tekens lang zijn.`,
  name: 'Vul de naam in die bij je review komt te staan.',
  nameLong: `Je naam mag hoogstens ${REVIEW_RULES.nameMax} tekens lang zijn.`,
  pluses: `Geef hoogstens ${REVIEW_RULES.pointsMax} pluspunten van elk hoogstens ${REVIEW_RULES.pointMax} tekens.`,
  minuses: `Geef hoogstens ${REVIEW_RULES.pointsMax} minpunten van elk hoogstens ${REVIEW_RULES.pointMax} tekens.`,
  photosCount: `Je kunt hoogstens ${REVIEW_RULES.photosMax} foto's toevoegen.`,
  photosType: "Alleen foto's in JPG, PNG of WebP.",
  photosSize: 'Een foto mag hoogstens 5 MB groot zijn.',
} as const;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function invitationOf(db: Db, ident: string): { invitation: Invitation; variant: VariantRow } | undefined {
  const invitation = db.prepare('SELECT * FROM review_invitations WHERE ident = ?').get(ident) as Invitation | undefined;
  const variant = invitation && findVariant(db, invitation.variant_id);
  return invitation && variant ? { invitation, variant } : undefined;
}

interface FormValues {
  value?: number;
  text: string;
  nickName: string;
  pluses: string;
  minuses: string;
}
type FormErrors = Partial<Record<'value' | 'text' | 'nickName' | 'pluses' | 'minuses' | 'photos', string>>;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function validate(values: FormValues, photos: File[]): FormErrors {
  const errors: FormErrors = {};
  if (!values.value || values.value < 1 || values.value > 5) errors.value = REVIEW_MESSAGES.value;
  const text = values.text.trim();
  if (text.length < REVIEW_RULES.textMin) errors.text = REVIEW_MESSAGES.textShort;
  else if (text.length > REVIEW_RULES.textMax) errors.text = REVIEW_MESSAGES.textLong;
  const name = values.nickName.trim();
  if (!name) errors.nickName = REVIEW_MESSAGES.name;
  else if (name.length > REVIEW_RULES.nameMax) errors.nickName = REVIEW_MESSAGES.nameLong;
  const pointsOk = (list: string[]) => list.length <= REVIEW_RULES.pointsMax && list.every((p) => p.length <= REVIEW_RULES.pointMax);
  if (!pointsOk(lines(values.pluses))) errors.pluses = REVIEW_MESSAGES.pluses;
  if (!pointsOk(lines(values.minuses))) errors.minuses = REVIEW_MESSAGES.minuses;
  if (photos.length > REVIEW_RULES.photosMax) errors.photos = REVIEW_MESSAGES.photosCount;
  else if (photos.some((photo) => !PHOTO_TYPES.includes(photo.type))) errors.photos = REVIEW_MESSAGES.photosType;
  else if (photos.some((photo) => photo.size > REVIEW_RULES.photoBytesMax)) errors.photos = REVIEW_MESSAGES.photosSize;
  return errors;
}

function reviewForm(c: Context<AppEnv>, ident: string, variant: VariantRow, values: FormValues, errors: FormErrors = {}) {
  const first = (['value', 'text', 'nickName', 'pluses', 'minuses', 'photos'] as const).find((field) => errors[field]);
  const count = Object.keys(errors).length;
  return renderPage(
    c,
    { title: 'Beoordeel je aankoop', status: count ? 422 : 200 },
    <div class="container star-page">
      <h1>Beoordeel je aankoop</h1>
      <p>
        Hoe tevreden ben je over <strong>{variant.name}</strong>, gekocht bij {variant.eshop_name}? Je review helpt andere shoppers.
      </p>
      {count ? (
        <p class="form-alert" role="alert">
          {count === 1 ? 'Eén veld is nog niet goed ingevuld.' : `${count} velden zijn nog niet goed ingevuld.`} Kijk de meldingen bij de velden na.
        </p>
      ) : null}
      <form method="post" action={`/star/${encodeURIComponent(ident)}`} enctype="multipart/form-data" class="form star-form" novalidate>
        {markup(starRatingField({ name: 'value', value: values.value, error: errors.value, id: 'star-value' }))}
        <Field id="star-text" name="text" label="Jouw ervaring" value={values.text} error={errors.text} rows={6} autofocus={first === 'text'}
          hint={`Minstens ${REVIEW_RULES.textMin} tekens: wat viel op, wat kan beter?`} />
        <Field id="star-pluses" name="pluses" label="Pluspunten (optioneel)" value={values.pluses} error={errors.pluses} rows={3} required={false}
          autofocus={first === 'pluses'} hint="Eén pluspunt per regel, hoogstens 5." />
        <Field id="star-minuses" name="minuses" label="Minpunten (optioneel)" value={values.minuses} error={errors.minuses} rows={3} required={false}
          autofocus={first === 'minuses'} hint="Eén minpunt per regel, hoogstens 5." />
        <div class="form-field">
          <label for="star-photos">Foto's (optioneel)</label>
          <input id="star-photos" type="file" name="photos" accept="image/jpeg,image/png,image/webp" multiple autofocus={first === 'photos' || undefined}
            aria-invalid={errors.photos ? 'true' : undefined} aria-describedby={errors.photos ? 'star-photos-hint star-photos-error' : 'star-photos-hint'} />
          <p class="form-hint" id="star-photos-hint">
            Hoogstens 5 foto's in JPG, PNG of WebP, elk hoogstens 5 MB.
          </p>
          {errors.photos ? (
            <p class="form-error" id="star-photos-error">
              {errors.photos}
            </p>
          ) : null}
        </div>
        <Field id="star-name" name="nickName" label="Naam bij je review" value={values.nickName} error={errors.nickName} autocomplete="nickname" autofocus={first === 'nickName'} />
        <p class="form-hint" id="star-policy">
          Met het plaatsen van je review ga je akkoord met de <a href={REVIEW_SERVICE_PAGES.terms}>voorwaarden van de reviewservice</a>. Lees ook ons{' '}
          <a href={REVIEW_SERVICE_PAGES.policy}>reviewbeleid</a> en het <a href={REVIEW_SERVICE_PAGES.privacy}>privacyreglement</a>.
        </p>
        <button class="button button--primary" type="submit" aria-describedby="star-policy">
          Review plaatsen
        </button>
      </form>
      <p>
        Nog niet ontvangen of nog niet gebruikt? <a href={`/star/${encodeURIComponent(ident)}/delayed`}>Vraag het me later</a> ·{' '}
        <a href={`/star/${encodeURIComponent(ident)}/unsubscribe`}>Geen uitnodigingen meer</a>
      </p>
    </div>,
  );
}

export function starFormPage(c: Context<AppEnv>) {
  const ident = c.req.param('ident') ?? '';
  const found = invitationOf(c.get('deps').db, ident);
  if (!found) return notFoundPage(c);
  if (found.invitation.status === 'reviewed') return c.redirect(`/star/${encodeURIComponent(ident)}/thank-you`, 303);
  return reviewForm(c, ident, found.variant, { text: '', nickName: found.invitation.customer_name.split(' ')[0] ?? '', pluses: '', minuses: '' });
}

/** The form sent: errors at the fields (422), or the review saved to the variant (and so to its shop) and the thank-you page. */
export async function starFormSubmit(c: Context<AppEnv>) {
  const ident = c.req.param('ident') ?? '';
  const db = c.get('deps').db;
  const found = invitationOf(db, ident);
  if (!found) return notFoundPage(c);
  if (found.invitation.status === 'reviewed') return c.redirect(`/star/${encodeURIComponent(ident)}/thank-you`, 303);
  const body = await c.req.parseBody({ all: true });
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  const photos = ([] as unknown[]).concat(body.photos ?? []).filter((item): item is File => item instanceof File && item.size > 0);
  const values: FormValues = { value: Number(text('value')) || undefined, text: text('text'), nickName: text('nickName'), pluses: text('pluses'), minuses: text('minuses') };
  const errors = validate(values, photos);
  if (Object.keys(errors).length) return reviewForm(c, ident, found.variant, values, errors);

  const photoData = await Promise.all(photos.map(async (photo) => ({ type: photo.type, data: Buffer.from(await photo.arrayBuffer()) })));
  db.transaction(() => {
    const reviewId = ((db.prepare('SELECT MAX(id) AS id FROM reviews').get() as { id: number | null }).id ?? 0) + 1;
    db.prepare(
      `INSERT INTO reviews (id, variant_id, external_id, user_id, user_nick_name, value, date_time, image_ids, text, original_text, translated_from,
        reply_text, reply_date_time, pluses, minuses, source) VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, NULL, NULL, NULL, NULL, ?, ?, 'etalage')`,
    ).run(
      reviewId, found.variant.id, `S-${ident}`, values.nickName.trim(), values.value, new Date().toISOString(),
      '[]', values.text.trim(),
      JSON.stringify(lines(values.pluses)), JSON.stringify(lines(values.minuses)),
    );
    const photoIds = photoData.map((photo) => Number(db.prepare('INSERT INTO review_photos (review_id, type, data) VALUES (?, ?, ?)').run(reviewId, photo.type, photo.data).lastInsertRowid));
    // Uploaded photos get image ids of their own range; the image route serves their bytes (static/images.ts).
    db.prepare('UPDATE reviews SET image_ids = ? WHERE id = ?').run(JSON.stringify(photoIds.map((id) => UPLOADED_PHOTO_BASE + id)), reviewId);
    const counts = reviewCounts(db, found.variant.id);
    db.prepare('UPDATE variants SET rating = ?, reviews_count = ?, review_images_count = ? WHERE id = ?').run(counts.rating, counts.all, counts.images, found.variant.id);
    db.prepare(`UPDATE review_invitations SET status = 'reviewed', review_id = ?, updated_at = ? WHERE ident = ?`).run(reviewId, new Date().toISOString(), ident);
  })();
  return c.redirect(`/star/${encodeURIComponent(ident)}/thank-you`, 303);
}

export function starThankYouPage(c: Context<AppEnv>) {
  const ident = c.req.param('ident') ?? '';
  const found = invitationOf(c.get('deps').db, ident);
  if (!found) return notFoundPage(c);
  const { variant } = found;
  return renderPage(
    c,
    { title: 'Bedankt voor je review' },
    <div class="container star-page">
      <h1>Bedankt voor je review</h1>
      {found.invitation.status === 'reviewed' ? (
        <p>Je review van {variant.name} staat bij het product en bij de reviews van {variant.eshop_name}.</p>
      ) : (
        <p>
          Je hebt nog geen review geschreven. <a href={`/star/${encodeURIComponent(ident)}`}>Schrijf je review</a>
        </p>
      )}
      <ul>
        <li>
          <a href={`/product/${variant.id}/reviews`}>Alle reviews van {variant.name}</a>
        </li>
        <li>
          <a href={`/star/eshop/${variant.eshop_slug}`}>Reviews van {variant.eshop_name}</a>
        </li>
      </ul>
    </div>,
  );
}

/** Delayed and unsubscribe: a page with one button (a form, so no link preview changes anything), and its confirmation. */
function invitationAction(kind: 'delayed' | 'unsubscribe') {
  const texts = {
    delayed: {
      title: 'Later beoordelen',
      ask: 'Nog niet ontvangen of nog niet gebruikt? Dan vragen we het je over twee weken nog eens.',
      button: 'Vraag het me over twee weken',
      done: 'We sturen je over twee weken een nieuwe uitnodiging.',
      status: 'delayed',
    },
    unsubscribe: {
      title: 'Afmelden voor uitnodigingen',
      ask: 'Wil je geen uitnodigingen meer krijgen om een review te schrijven?',
      button: 'Afmelden',
      done: 'Je bent afgemeld: je krijgt geen uitnodigingen meer om reviews te schrijven.',
      status: 'unsubscribed',
    },
  }[kind];
  const page = (c: Context<AppEnv>, done: boolean) => {
    const ident = c.req.param('ident') ?? '';
    const db = c.get('deps').db;
    const found = invitationOf(db, ident);
    if (!found) return notFoundPage(c);
    if (done) db.prepare('UPDATE review_invitations SET status = ?, updated_at = ? WHERE ident = ?').run(texts.status, new Date().toISOString(), ident);
    const confirmed = done || found.invitation.status === texts.status;
    return renderPage(
      c,
      { title: texts.title },
      <div class="container star-page">
        <h1>{texts.title}</h1>
        {confirmed ? (
          <p role="status">{texts.done}</p>
        ) : (
          <form method="post" action={`/star/${encodeURIComponent(ident)}/${kind}`} class="form">
            <p>{texts.ask}</p>
            <button class="button button--primary" type="submit">
              {texts.button}
            </button>
          </form>
        )}
        <p>
          <a href={`/star/${encodeURIComponent(ident)}`}>Toch nu een review schrijven over {found.variant.name}</a>
        </p>
      </div>,
    );
  };
  return { get: (c: Context<AppEnv>) => page(c, false), post: (c: Context<AppEnv>) => page(c, true) };
}
export const starDelayed = invitationAction('delayed');
export const starUnsubscribe = invitationAction('unsubscribe');

/** A shop's reviews: the newest over all its products, and its best-reviewed products with the review widgets. */
export function shopReviews(db: Db, slug: string) {
  const shop = db.prepare('SELECT id, name, slug, domain FROM eshops WHERE slug = ?').get(slug) as { id: number; name: string; slug: string; domain: string } | undefined;
  if (!shop) return undefined;
  const totals = db
    .prepare('SELECT COUNT(*) AS n, AVG(r.value) AS rating FROM reviews r JOIN variants v ON v.id = r.variant_id WHERE v.eshop_id = ?')
    .get(shop.id) as { n: number; rating: number | null };
  const latest = latestShopReviews(db, shop.id);
  const products = db
    .prepare('SELECT id, name, rating, reviews_count, review_images_count FROM variants WHERE eshop_id = ? AND reviews_count > 0 ORDER BY reviews_count DESC, id LIMIT 3')
    .all(shop.id) as { id: number; name: string; rating: number; reviews_count: number }[];
  return { shop, count: totals.n, rating: totals.rating ?? 0, latest, products };
}

export function starShopPage(c: Context<AppEnv>) {
  const db = c.get('deps').db;
  const data = shopReviews(db, c.req.param('slug') ?? '');
  if (!data) return notFoundPage(c);
  const { shop, latest, products } = data;
  const top = products[0];
  const topCounts = top ? reviewCounts(db, top.id) : undefined;
  return renderPage(
    c,
    { title: `Reviews van ${shop.name}` },
    <div class="container star-page">
      <h1>Reviews van {shop.name}</h1>
      {data.count ? (
        markup(ratingSummaryElement({ rating: data.rating, reviewsCount: data.count }))
      ) : (
        <p>{shop.name} heeft nog geen reviews.</p>
      )}
      {latest.length ? (
        <section aria-labelledby="shop-latest">
          <h2 id="shop-latest">Nieuwste reviews</h2>
          <div class="reviews">
            {latest.map((review) => (
              <Review review={review} productName={review.variant.name} opener="star-eshop" />
            ))}
          </div>
        </section>
      ) : null}
      {top && topCounts ? (
        <section aria-labelledby="shop-top">
          <h2 id="shop-top">Alle reviews van {top.name}</h2>
          {markup(ratingSummaryElement({ rating: top.rating, reviewsCount: top.reviews_count, variantId: top.id, productName: top.name }))}
          {markup(
            reviewListHtml(
              html`<p><a href="/product/${top.id}/reviews">Lees alle ${formatCount(topCounts.all)} reviews (${formatStarRating(topCounts.rating)} van 5)</a></p>`,
              { variantId: top.id, productName: top.name, filter: 'all', reviewsCount: topCounts.all, reviewsWithImageCount: topCounts.withImage },
            ),
          )}
        </section>
      ) : null}
      {products.length > 1 ? (
        <section aria-labelledby="shop-products">
          <h2 id="shop-products">Meer producten met reviews</h2>
          <ul class="star-products">
            {products.slice(1).map((product) => (
              <li>
                <h3>{product.name}</h3>
                {markup(ratingSummaryElement({ rating: product.rating, reviewsCount: product.reviews_count, variantId: product.id, productName: product.name }))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>,
  );
}
