/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import { readFileSync } from 'node:fs';
import type { Child } from 'hono/jsx';
import { raw } from 'hono/html';
import { formatCount, formatStarRating } from '@etalage/core';
import { cardWidgetProps, html, ratingSummaryElement, widgetAttributes, type RawHtml, type VoucherMarkup } from '@etalage/markup';
import type { Db } from '../db/connection.js';
import { findVariant, type VariantRow } from '../catalog/variants.js';
import { reviewCounts, reviewPage } from '../catalog/reviews.js';
import { markup } from '../views/markup.js';
import { TEST_RECORDER_PATH } from '../security/test-recorder.js';

/**
 * A web shop's own pages (spec §2, web-shop subdomain: /, /contact-form, /wiki/{slug}, /register, /{req}) on an
 * origin of their own, as a shop would build them: its own HTML and hostile stylesheet (shop.css), a strict CSP with
 * Trusted Types required, and the two lines of the partner bundle. The review widgets and the voucher card call the
 * main site cross-origin (the storefront's CORS allow-list names this origin).
 */
export interface PartnerShopOptions {
  db: Db;
  /** The storefront's origin: the partner script, its chunks and stylesheet, and the main API (known once it listens). */
  mainOrigin: () => string;
  /** Test hooks only: the pages load the storefront's problem recorder first (security/test-recorder.ts). */
  testRecorder?: boolean;
}

const shopCss = readFileSync(new URL('./shop.css', import.meta.url), 'utf8');
/**
 * A plain page holding the partner snippet (docs/partner-pages.md) as a web shop pastes it (head lines in its head,
 * elements in its body): no shop stylesheet and no CSP, as on a shop that has neither. The production address is the
 * main origin here.
 */
const plainPage = readFileSync(new URL('./plain-page.html', import.meta.url), 'utf8');
const PRODUCTION_ORIGIN = 'https://www.etalage.nl';

/** The strict CSP of the shop's pages: scripts, styles, images and calls only from itself and the main site. */
export function partnerShopCsp(mainOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${mainOrigin}`,
    `style-src 'self' ${mainOrigin}`,
    `img-src 'self' ${mainOrigin} data:`,
    `connect-src 'self' ${mainOrigin}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types etalage-server-html',
  ].join('; ');
}

interface Shop {
  id: number;
  name: string;
  slug: string;
  domain: string;
}

/** The shop of the example: the one whose product has the most reviews (a seeded, well-reviewed variant). */
function exampleShop(db: Db): { shop: Shop; featured: VariantRow } {
  const top = db.prepare('SELECT id, eshop_id FROM variants WHERE active = 1 AND disabled = 0 ORDER BY reviews_count DESC, id LIMIT 1').get() as {
    id: number;
    eshop_id: number;
  };
  const shop = db.prepare('SELECT id, name, slug, domain FROM eshops WHERE id = ?').get(top.eshop_id) as Shop;
  return { shop, featured: findVariant(db, top.id)! };
}

/** A voucher of the shop: the first of its products that has one (every seeded shop sells a few). */
function shopVoucher(db: Db, shopId: number): VoucherMarkup | undefined {
  const row = db
    .prepare('SELECT voucher_code, voucher_value, voucher_type, voucher_price FROM variants WHERE eshop_id = ? AND voucher_code IS NOT NULL ORDER BY id LIMIT 1')
    .get(shopId) as { voucher_code: string; voucher_value: number; voucher_type: string; voucher_price: number } | undefined;
  return row && { code: row.voucher_code, value: row.voucher_value, valueType: row.voucher_type, priceWithVoucher: row.voucher_price };
}

/** The review list of a product with the first reviews as its no-JavaScript content (plain HTML, no inline styles). */
function reviewBlock(db: Db, variant: { id: number; name: string }): RawHtml {
  const counts = reviewCounts(db, variant.id);
  const first = reviewPage(db, variant.id, 'all', 1, 3).reviews;
  return html`${ratingSummaryElement({ rating: counts.rating, reviewsCount: counts.all, variantId: variant.id, productName: variant.name })}
<div class="shop-reviews" ${widgetAttributes('review-list', {
    variantId: variant.id,
    productName: variant.name,
    reviewsCount: counts.all,
    reviewsWithImageCount: counts.withImage,
  })}><ul>${first.map((review) => html`<li><strong>${review.userNickName}</strong> (${review.value} van 5): ${review.text.text}</li>`)}</ul></div>`;
}

function voucherBlock(voucher: VoucherMarkup | undefined): RawHtml {
  if (!voucher) return html``;
  const props = cardWidgetProps.voucher(voucher);
  return html`<div class="shop-voucher" ${widgetAttributes('voucher-card', props)}><p>Vouchercode: <strong>${voucher.code}</strong></p></div>`;
}

export function createPartnerShopApp({ db, mainOrigin: originOf, testRecorder = false }: PartnerShopOptions) {
  const app = new Hono();

  const page = (c: Context, title: string, body: Child, status: 200 | 404 = 200) => {
    const mainOrigin = originOf();
    const configJson = JSON.stringify({ apiHost: mainOrigin }).replace(/</g, '\\u003c');
    const { shop } = exampleShop(db);
    // ?etalage=off: the same page without the partner bundle (the e2e test compares the shop's own styles).
    const withBundle = c.req.query('etalage') !== 'off';
    const node = (
      <html lang="nl">
        <head>
          <meta charset="utf-8" />
          {testRecorder ? <script src={`${mainOrigin}${TEST_RECORDER_PATH}`}></script> : null}
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{`${title} | ${shop.name}`}</title>
          <link rel="stylesheet" href="/shop.css" />
          {withBundle ? (
            <>
              <script type="application/json" id="etalage-config">
                {raw(configJson)}
              </script>
              <script type="module" src={`${mainOrigin}/static/etalage/partner/partner.js`}></script>
            </>
          ) : null}
        </head>
        <body>
          <header class="shop-header">
            <a href="/">{shop.name}</a>
            <nav class="shop-nav" aria-label="Winkel">
              <ul>
                <li>
                  <a href="/wiki/bezorging">Bezorging</a>
                </li>
                <li>
                  <a href="/contact-form">Contact</a>
                </li>
                <li>
                  <a href="/register">Account maken</a>
                </li>
              </ul>
            </nav>
          </header>
          <main class="shop-main" id="main">
            {body}
          </main>
          <footer class="shop-footer">
            <p>
              {shop.name} · {shop.domain} · Reviews via Etalage
            </p>
          </footer>
        </body>
      </html>
    );
    return c.html(`<!doctype html>${node.toString()}`, status, { 'content-security-policy': partnerShopCsp(mainOrigin) });
  };

  app.get('/shop.css', (c) => c.body(shopCss, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }));
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.get('/plain-page.html', (c) => c.html(plainPage.replaceAll(PRODUCTION_ORIGIN, originOf())));

  app.get('/', (c) => {
    const { shop, featured } = exampleShop(db);
    return page(
      c,
      'Welkom',
      <>
        <h1>Welkom bij {shop.name}</h1>
        <p>Meubels en woonaccessoires, snel in huis. Beoordeeld door echte klanten.</p>
        <p>
          <button type="button" class="shop-button">
            Nieuwsbrief
          </button>
        </p>
        <section class="shop-section" aria-labelledby="shop-voucher">
          <h2 id="shop-voucher">Jouw korting</h2>
          {markup(voucherBlock(shopVoucher(db, shop.id)))}
        </section>
        <section class="shop-section" aria-labelledby="shop-featured">
          <h2 id="shop-featured">{featured.name}</h2>
          <p>
            <a href={`/${featured.id}-${featured.slug}`}>Bekijk het product</a>
          </p>
          {markup(reviewBlock(db, featured))}
        </section>
      </>,
    );
  });

  app.get('/contact-form', (c) => {
    const { shop } = exampleShop(db);
    return page(
      c,
      'Contact',
      <>
        <h1>Contact</h1>
        <p>Vragen over je bestelling? Stuur {shop.name} een bericht.</p>
        <form method="post" action="/contact-form">
          <p>
            <label for="contact-name">Naam</label>
            <input id="contact-name" name="name" autocomplete="name" />
          </p>
          <p>
            <label for="contact-message">Bericht</label>
            <textarea id="contact-message" name="message" rows={4}></textarea>
          </p>
          <button type="submit">Versturen</button>
        </form>
      </>,
    );
  });
  app.post('/contact-form', (c) => page(c, 'Bedankt', <p role="status">Bedankt voor je bericht: we antwoorden binnen twee werkdagen.</p>));

  const wiki: Record<string, [string, string]> = {
    bezorging: ['Bezorging', 'We bezorgen binnen Nederland in 1 tot 5 werkdagen. Grote meubels komen met twee man en worden in huis geplaatst.'],
    retourneren: ['Retourneren', 'Je hebt 30 dagen bedenktijd. Meld je retour via het contactformulier.'],
  };
  app.get('/wiki/:slug', (c) => {
    const entry = wiki[c.req.param('slug')];
    if (!entry) return page(c, 'Niet gevonden', <h1>Deze pagina bestaat niet</h1>, 404);
    return page(
      c,
      entry[0],
      <>
        <h1>{entry[0]}</h1>
        <p>{entry[1]}</p>
        <p>
          <a href={`/wiki/${c.req.param('slug') === 'bezorging' ? 'retourneren' : 'bezorging'}`}>{c.req.param('slug') === 'bezorging' ? 'Retourneren' : 'Bezorging'}</a>
        </p>
      </>,
    );
  });

  app.get('/register', (c) =>
    page(
      c,
      'Account maken',
      <>
        <h1>Account maken</h1>
        <form method="post" action="/register">
          <p>
            <label for="register-email">E-mailadres</label>
            <input id="register-email" name="email" type="email" autocomplete="email" />
          </p>
          <button type="submit">Account maken</button>
        </form>
      </>,
    ),
  );
  app.post('/register', (c) => page(c, 'Bijna klaar', <p role="status">Bijna klaar: bevestig je e-mailadres via de link in je mailbox.</p>));

  // /{req}: a product of the shop by `{id}-{slug}`, with its rating, reviews and voucher.
  app.get('/:req', (c) => {
    const { shop } = exampleShop(db);
    const match = /^(\d{1,12})(?:-[a-z0-9-]*)?$/.exec(c.req.param('req'));
    const variant = match ? findVariant(db, Number(match[1])) : undefined;
    if (!variant || variant.eshop_id !== shop.id) return page(c, 'Niet gevonden', <h1>Deze pagina bestaat niet</h1>, 404);
    return page(
      c,
      variant.name,
      <>
        <h1>{variant.name}</h1>
        <p>
          {variant.reviews_count > 0
            ? `${formatStarRating(variant.rating)} van 5 op basis van ${formatCount(variant.reviews_count)} reviews.`
            : 'Nog geen reviews.'}
        </p>
        {variant.voucher_code && variant.voucher_value !== null && variant.voucher_price !== null
          ? markup(voucherBlock({ code: variant.voucher_code, value: variant.voucher_value, valueType: variant.voucher_type ?? 'money', priceWithVoucher: variant.voucher_price }))
          : null}
        {markup(reviewBlock(db, variant))}
      </>,
    );
  });

  return app;
}
