/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { formatCount, formatMoney, formatStarRating } from '@etalage/core';
import { AttributeName, html, raw, renderSecondPrice, secondPriceAfter, type RawHtml } from '@etalage/markup';
import type { AppEnv } from '../context.js';
import { currentOwner, VISITOR_COOKIE } from '../identity/owner.js';
import { likedItemIds } from '../catalog/likes.js';
import { findVariants, productImages, variantPath, type VariantRow } from '../catalog/variants.js';
import { clickSources } from '../catalog/scopes.js';
import { subscriptionByHash, unsubscribeByHash, watchedBy } from '../catalog/watchdog.js';
import { renderWatchdogUnsubscribe } from '@etalage/widgets/server';
import { decryptShare, encryptShare, findUserById } from '../auth/users.js';
import { renderCards } from '../views/listing-html.js';
import { comparisonTableHtml, favouritesListHtml, watchedListHtml } from '../views/widgets.js';
import { markup } from '../views/markup.js';
import { pageConfig } from '../views/layout.js';
import { Breadcrumbs, notFoundPage, renderPage, simplePage } from './render.js';
import type { Db } from '../db/connection.js';
import { publicProfile } from '../catalog/profiles.js';
import { Review } from '../views/reviews.js';
import { REVIEW_SERVICE_PAGES } from './info-content/paths.js';

/** A price cell of the no-JavaScript tables: the euro price and the page's second currency under it. */
function priceCell(price: number): RawHtml {
  return html`<td>${formatMoney(price)}${pageConfig.secondCurrency ? renderSecondPrice(price, pageConfig.secondCurrency) : ''}</td>`;
}

function comparisonFallback(rows: VariantRow[]): RawHtml {
  if (rows.length === 0) {
    return html`<p class="empty-state">Je hebt nog geen producten om te vergelijken. Klik op 'Vergelijk' bij een product om het hier toe te voegen.</p>`;
  }
  const parameterNames = [...new Set(rows.flatMap((r) => (JSON.parse(r.display_parameters) as { name: string }[]).map((p) => p.name)))];
  const value = (row: VariantRow, name: string) => (JSON.parse(row.display_parameters) as { name: string; value: string }[]).find((p) => p.name === name)?.value ?? '–';
  // The cue shows below the width the table needs (site.css): three or more products need a laptop's width.
  return html`<p class="table-scroll-cue ${rows.length > 2 ? 'table-scroll-cue--lg' : 'table-scroll-cue--md'}" id="compare-scroll-cue" ${raw(AttributeName.ScrollCue)}>Schuif opzij voor meer <span aria-hidden="true">→</span></p>
<div class="table-scroll" tabindex="0" role="region" aria-label="Vergelijkingstabel" aria-describedby="compare-scroll-cue"><table class="table compare-table">
<caption class="visually-hidden">Vergelijking van ${rows.length} producten</caption>
<thead><tr><th scope="col">Product</th>${rows.map(
    (r) => html`<th scope="col"><a href="${variantPath(r)}"><img src="${productImages(r, 'thumb')[0]?.url ?? ''}" alt="" width="80" height="80"><span>${r.name}</span></a></th>`,
  )}</tr></thead>
<tbody>
<tr><th scope="row">Prijs</th>${rows.map((r) => priceCell(r.price))}</tr>
<tr><th scope="row">Webshop</th>${rows.map((r) => html`<td>${r.eshop_name}</td>`)}</tr>
<tr><th scope="row">Beoordeling</th>${rows.map((r) => html`<td>${r.reviews_count ? `${formatStarRating(r.rating)} van 5` : '–'}</td>`)}</tr>
${parameterNames.map((name) => html`<tr><th scope="row">${name}</th>${rows.map((r) => html`<td>${value(r, name)}</td>`)}</tr>`)}
</tbody></table></div>`;
}

/** `/compare-products`: the comparison list (comparison likes of the visitor or user). */
export function comparePage(c: Context<AppEnv>) {
  const db = c.get('deps').db;
  const rows = findVariants(db, likedItemIds(db, 'comparison', currentOwner(c)).slice(0, 8));
  return renderPage(
    c,
    { title: 'Productvergelijking' },
    <div class="container">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Productvergelijking' }]} />
      <h1>Productvergelijking</h1>
      {markup(comparisonTableHtml(comparisonFallback(rows)))}
    </div>,
  );
}

function favouritesGrid(db: Db, rows: VariantRow[], empty: string, clickSource: number = clickSources.favourites): RawHtml {
  if (rows.length === 0) return html`<p class="empty-state">${empty}</p>`;
  return html`<div class="product-grid">${renderCards(db, rows, { clickSource })}</div>`;
}

/** `/user/favourites`: liked variants of the visitor or user, with a share link for users. */
export function favouritesPage(c: Context<AppEnv>) {
  const { db, secret } = c.get('deps');
  const user = c.get('user');
  const rows = findVariants(db, likedItemIds(db, 'variant', currentOwner(c)));
  const shareUrl = user ? new URL(`/user/favourites/${encryptShare(user.id, secret)}`, c.req.url).toString() : undefined;
  return renderPage(
    c,
    { title: 'Mijn favorieten' },
    <div class="container">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Mijn favorieten' }]} />
      <h1>Mijn favorieten</h1>
      {shareUrl ? (
        <div class="share-box">
          <label for="share-url">Deel je favorieten met deze link</label>
          <input id="share-url" type="text" readonly value={shareUrl} />
        </div>
      ) : (
        <p class="notice">
          <a href="/login?next=/user/favourites">Log in</a> om je favorieten te bewaren op al je apparaten en ze te delen.
        </p>
      )}
      <h2 class="visually-hidden">Bewaarde producten</h2>
      {markup(favouritesListHtml(favouritesGrid(db, rows, 'Je hebt nog geen favorieten. Klik op het hartje bij een product om het te bewaren.')))}
    </div>,
  );
}

/** `/user/favourites/{encryptedShare}`: someone's shared favourites. */
export function sharedFavouritesPage(c: Context<AppEnv>, encryptedShare: string) {
  const { db, secret } = c.get('deps');
  const userId = decryptShare(encryptedShare, secret);
  const owner = userId === undefined ? undefined : findUserById(db, userId);
  if (!owner) return notFoundPage(c);
  const rows = findVariants(db, likedItemIds(db, 'variant', { type: 'user', id: String(owner.id) }));
  return renderPage(
    c,
    { title: `Favorieten van ${owner.first_name}` },
    <div class="container">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: `Favorieten van ${owner.first_name}` }]} />
      <h1>Favorieten van {owner.first_name}</h1>
      <h2 class="visually-hidden">Bewaarde producten</h2>
      {markup(favouritesListHtml(favouritesGrid(db, rows, `${owner.first_name} heeft nog geen favorieten.`, clickSources.sharedFavourites), encryptedShare))}
    </div>,
  );
}

/** `/user/watchdog`: the watched variants with their unsubscribe links. */
export function watchdogPage(c: Context<AppEnv>) {
  const db = c.get('deps').db;
  const subscriptions = watchedBy(db, c.get('user'), getCookie(c, VISITOR_COOKIE));
  const rows = new Map(findVariants(db, subscriptions.map((s) => s.variant_id)).map((r) => [r.id, r]));
  const fallback =
    subscriptions.length === 0
      ? html`<p class="empty-state">Je hebt nog geen prijs- of voorraadalarmen. Klik op 'Bekijk beschikbaarheid' bij een product om er een in te stellen.</p>`
      : html`<p class="table-scroll-cue table-scroll-cue--md" id="alarms-scroll-cue" ${raw(AttributeName.ScrollCue)}>Schuif opzij voor meer <span aria-hidden="true">→</span></p>
<div class="table-scroll" tabindex="0" role="region" aria-label="Mijn alarmen" aria-describedby="alarms-scroll-cue"><table class="table">
<caption class="visually-hidden">Mijn prijs- en voorraadalarmen</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Alarm</th><th scope="col">Huidige prijs</th><th scope="col"><span class="visually-hidden">Actie</span></th></tr></thead>
<tbody>${subscriptions.map((s) => {
          const row = rows.get(s.variant_id);
          if (!row) return html``;
          return html`<tr><td><a href="${variantPath(row)}?clickSource=${clickSources.watchdog}">${row.name}</a></td>
<td>${s.type === 'price' && s.target_price !== null ? html`Doelprijs ${formatMoney(s.target_price)}${secondPriceAfter(s.target_price, pageConfig.secondCurrency)}` : 'Beschikbaarheid'}</td>
${priceCell(row.price)}<td><a href="/watchdog/unsubscribe/${s.hash}">Stop met kijken<span class="visually-hidden"> naar ${row.name}</span></a></td></tr>`;
        })}</tbody></table></div>`;
  return renderPage(
    c,
    { title: 'Mijn alarmen' },
    <div class="container">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Mijn alarmen' }]} />
      <h1>Mijn prijs- en voorraadalarmen</h1>
      {markup(watchedListHtml(fallback))}
    </div>,
  );
}

const UNSUBSCRIBE_HASH = /^[0-9a-f]{32}$/;

function invalidUnsubscribeLink(c: Context<AppEnv>) {
  return renderPage(
    c,
    { title: 'Afmeldlink ongeldig', status: 404 },
    <div class="container narrow page-message">
      <h1>Afmeldlink ongeldig</h1>
      <p>Deze afmeldlink is ongeldig of al gebruikt. Je ontvangt geen e-mails meer voor dit alarm.</p>
      <p>
        <a href="/user/watchdog">Naar mijn alarmen</a>
      </p>
    </div>,
  );
}

/**
 * `GET /watchdog/unsubscribe/{hash}`: the e-mailed unsubscribe link asks first. Opening it changes nothing (mail
 * scanners and link previews follow links); 'Afmelden' does: the widget calls `DELETE /watchdog/unsubscribe/{hash}`,
 * and without JavaScript its form posts here.
 */
export function unsubscribePage(c: Context<AppEnv>, hash: string) {
  const db = c.get('deps').db;
  const subscription = UNSUBSCRIBE_HASH.test(hash) ? subscriptionByHash(db, hash) : undefined;
  if (!subscription) return invalidUnsubscribeLink(c);
  const row = findVariants(db, [subscription.variant_id])[0];
  const action = `/watchdog/unsubscribe/${hash}`;
  return renderPage(
    c,
    { title: 'Afmelden voor dit alarm' },
    <div class="container narrow page-message">
      <h1>Afmelden voor dit alarm</h1>
      {markup(renderWatchdogUnsubscribe({ hash, action, productName: row?.name }))}
    </div>,
  );
}

/** `POST /watchdog/unsubscribe/{hash}`: the confirmation's form without JavaScript. */
export function unsubscribeSubmit(c: Context<AppEnv>, hash: string) {
  const db = c.get('deps').db;
  const removed = UNSUBSCRIBE_HASH.test(hash) ? unsubscribeByHash(db, hash) : undefined;
  if (!removed) return invalidUnsubscribeLink(c);
  const row = findVariants(db, [removed.variant_id])[0];
  return simplePage(c, 'Je bent afgemeld', [`Je ontvangt geen e-mails meer over ${row?.name ?? 'dit product'}.`], [
    ...(row ? [{ name: 'Bekijk het product', url: variantPath(row) }] : []),
    { name: 'Naar mijn alarmen', url: '/user/watchdog' },
  ]);
}

/** `/user`: the account page. */
export function accountPage(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) return c.redirect('/login?next=/user', 302);
  return renderPage(
    c,
    { title: 'Mijn account' },
    <div class="container narrow prose">
      <h1>Hallo {user.first_name}</h1>
      <p>
        Je bent ingelogd als {user.email}
        {user.is_admin ? ' (beheerder)' : user.is_eshop ? ' (webshop)' : ''}.
      </p>
      <ul class="link-list">
        <li>
          <a href="/user/favourites">Mijn favorieten</a>
        </li>
        <li>
          <a href="/user/watchdog">Mijn alarmen</a>
        </li>
        <li>
          <a href="/compare-products">Productvergelijking</a>
        </li>
      </ul>
      <form method="post" action="/logout">
        <button class="button" type="submit">
          Uitloggen
        </button>
      </form>
    </div>,
  );
}

/** `/user/{userId}`: a public profile: name, member since, favourites count and reviews; nothing private (catalog/profiles.ts). */
export function profilePage(c: Context<AppEnv>, userId: number) {
  const profile = publicProfile(c.get('deps').db, userId);
  if (!profile) return notFoundPage(c);
  const name = profile.displayName;
  const own = c.get('user')?.id === profile.id;
  const since = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric' }).format(new Date(profile.memberSince));
  const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
  return renderPage(
    c,
    { title: `Profiel van ${name}` },
    <div class="container narrow prose">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: `Profiel van ${name}` }]} />
      <h1>Profiel van {name}</h1>
      <p class="lead">
        {name} is lid van Etalage sinds {since}
        {profile.eshop ? (
          <>
            {' '}en spreekt namens de webshop <a href={`/producten/shop/${profile.eshop.slug}`}>{profile.eshop.name}</a>
          </>
        ) : null}
        .
      </p>
      <section aria-labelledby="profile-favourites">
        <h2 id="profile-favourites">Favorieten</h2>
        <p>
          {profile.favouritesCount
            ? `${name} heeft ${count(profile.favouritesCount, 'product', 'producten')} als favoriet bewaard.`
            : `${name} heeft nog geen producten als favoriet bewaard.`}{' '}
          Een favorietenlijst is privé: alleen wie de deellink van {name} krijgt, kan hem bekijken.
        </p>
        {own ? (
          <p>
            <a href="/user/favourites">Bekijk en deel je favorieten</a>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="profile-reviews">
        <h2 id="profile-reviews">Reviews</h2>
        {profile.reviews.length ? (
          <>
            <p>{name} schreef {count(profile.reviewsCount, 'review', 'reviews')} over producten die via Etalage zijn gekocht.</p>
            <div class="reviews">
              {profile.reviews.map((review) => (
                <div>
                  <h3>
                    <a href={variantPath({ id: review.variant.id, slug: review.variant.slug })}>{review.variant.name}</a>
                  </h3>
                  <Review review={review} productName={review.variant.name} opener="user-profile" />
                </div>
              ))}
            </div>
          </>
        ) : (
          <p>{name} heeft nog geen reviews geschreven.</p>
        )}
        <p class="muted">
          Reviews op Etalage komen van kopers die het product echt hebben gekocht. Lees in ons <a href={REVIEW_SERVICE_PAGES.policy}>reviewbeleid</a> hoe we reviews
          controleren en plaatsen.
        </p>
      </section>
    </div>,
  );
}
