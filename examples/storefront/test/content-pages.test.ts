import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, logins, startTestServer, type TestServer } from './helpers.js';

/** The information, legal and commercial pages, rooms, contact, the public profile and the review service's pages. */

let server: TestServer;
let client: Client;
let shopperId: number;
beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server.url);
  shopperId = server.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(logins.shopper.email) as number;
});
afterAll(() => server.close());

async function page(path: string, c = client) {
  const response = await c.get(path);
  return { status: response.status, html: await response.text(), response };
}

/** The page's own content: what is inside `<main>` (not the header, menu or footer). */
function mainOf(html: string): string {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html);
  if (!match) throw new Error('no <main>');
  return match[1]!;
}

const textOf = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
const wordsOf = (markup: string) => textOf(markup).match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
/** Internal links of a piece of markup, without their hash; breadcrumbs left out. */
const linksOf = (markup: string) =>
  [...markup.replace(/<nav class="breadcrumbs"[\s\S]*?<\/nav>/, '').matchAll(/<a\b[^>]*\shref="(\/[^"#]*)[^"]*"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** Every information, legal and commercial page of the spec's route table (§2), the contact form, rooms and the review service's pages. */
const CONTENT_PAGES = [
  '/furniture-bank', '/duurzaam', '/sales',
  '/commercial/SaaS', '/commercial/e-shop', '/commercial/pixel', '/commercial/star',
  '/etalage-pixel', '/etalage-star',
  '/over-ons/over-ons', '/over-ons/hoe-werkt-etalage', '/over-ons/vacatures', '/over-ons/adverteren', '/over-ons/adverteren/faq', '/over-ons/contact', '/press-info',
  '/webshops', '/merken',
  '/voorwaarden', '/voorwaarden/webshops', '/voorwaarden/algemene-voorwaarden', '/voorwaarden/algemene-voorwaarden-cookies', '/voorwaarden/privacy',
  '/contact-form', '/producten/ruimtes',
  '/voorwaarden/etalage-star-reviewbeleid', '/voorwaarden/etalage-star-privacy', '/voorwaarden/etalage-star-voorwaarden',
];

describe('information, legal and commercial pages are real pages, not placeholders', () => {
  it.each(CONTENT_PAGES)('%s: 200, one h1, at least 2 sections and 80 words of content', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    const main = mainOf(html);
    expect(main.match(/<h1\b/g), path).toHaveLength(1);
    expect((main.match(/<h2\b/g) ?? []).length, path).toBeGreaterThanOrEqual(2);
    expect(wordsOf(main).length, path).toBeGreaterThanOrEqual(80);
  });

  it('the public profile is a page of its own too', async () => {
    const main = mainOf((await page(`/user/${shopperId}`)).html);
    expect((main.match(/<h2\b/g) ?? []).length).toBeGreaterThanOrEqual(2);
    expect(wordsOf(main).length).toBeGreaterThanOrEqual(50);
  });

  it('link to related pages, and every link in their content answers 200', async () => {
    const targets = new Set<string>();
    for (const path of CONTENT_PAGES) {
      const links = linksOf(mainOf((await page(path)).html));
      expect(links.length, path).toBeGreaterThanOrEqual(2);
      for (const link of links) targets.add(link);
    }
    for (const target of targets) expect((await client.get(target)).status, target).toBe(200);
    // Some hundred pages rendered one after another: more than the default timeout on a busy machine.
  }, 60_000);

  it('/sales explains the no-fake-discounts promise: real earlier prices only, percentages rounded down (with a worked example)', async () => {
    const main = mainOf((await page('/sales')).html);
    expect(main).toContain('echt voor de hogere prijs verkocht');
    expect(main).toMatch(/naar beneden af/);
    // 899 → 679 is 24,5% off: shown as -24%, never rounded up to -25%.
    expect(main).toMatch(/€\s899,00/);
    expect(main).toContain('24,5%');
    expect(main).toContain('-24%');
    expect(main).not.toContain('-25%');
    expect(main).toContain('href="/producten/sale"');
  });

  it('the cookie statement names the cookies the storefront sets, with their retention', async () => {
    const main = mainOf((await page('/voorwaarden/algemene-voorwaarden-cookies')).html);
    for (const name of ['_cc', 'etl_session', 'etl_token', 'etl_visitor', 'etl_viewed', 'etl_banner_seen', 'utm_source']) expect(main).toContain(name);
    expect(main).toContain('365 dagen');
    expect(main).toMatch(/<table class="table">/);
  });

  it('long legal texts have a table of contents whose links reach their sections', async () => {
    const main = mainOf((await page('/voorwaarden/privacy')).html);
    const anchors = [...main.matchAll(/<a href="#([^"]+)"/g)].map((m) => m[1]!);
    expect(anchors.length).toBeGreaterThanOrEqual(4);
    for (const id of anchors) expect(main).toContain(`id="${id}"`);
    expect(main).toContain('Laatst bijgewerkt');
  });
});

describe('/producten/ruimtes', () => {
  it('shows every room of the menu with its product count and a link, and the groups for every room', async () => {
    const menu = (await client.json('GET', '/api/v2/menu')).body as { rooms: { name: string; slug: string }[] };
    expect(menu.rooms.length).toBeGreaterThan(0);
    const main = mainOf((await page('/producten/ruimtes')).html);
    const tiles = [...main.matchAll(/<a class="category-tile" href="([^"]+)">[\s\S]*?<span class="category-tile-name">([^<]+)<\/span><span class="category-tile-count">([\d.]+) producten?<\/span>/g)];
    for (const room of menu.rooms) {
      const tile = tiles.find((t) => t[2] === room.name);
      expect(tile, room.name).toBeTruthy();
      expect(Number(tile![3]!.replace(/\./g, '')), room.name).toBeGreaterThan(0);
      expect((await client.get(tile![1]!.replace(/&amp;/g, '&'))).status, room.name).toBe(200);
    }
    // A room with its own category group links to that listing, with the group's count.
    const living = tiles.find((t) => t[2] === 'Woonkamer')!;
    expect(living[1]).toBe('/producten/woonkamer');
    const count = server.count(
      "SELECT COUNT(*) AS n FROM variants v JOIN categories k ON k.id = v.category_id JOIN categories g ON g.id = k.parent_id WHERE g.slug = 'woonkamer' AND v.disabled = 0",
    );
    expect(Number(living[3]!.replace(/\./g, ''))).toBe(count);
    expect(main).toContain('href="/inspirations?ruimte=woonkamer"');
    expect(main).toContain('Voor elke ruimte');
    expect(tiles.some((t) => t[1] === '/producten/verlichting')).toBe(true);
  });
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const post = (c: Client, path: string, fields: Record<string, string>) =>
  c.request('POST', path, form(fields), { 'content-type': 'application/x-www-form-urlencoded' });
const contactRows = () => server.count('SELECT COUNT(*) AS n FROM contact_messages');

describe('the contact form', () => {
  it('is a plain form with labelled, required fields and autocomplete', async () => {
    for (const path of ['/over-ons/contact', '/contact-form']) {
      const main = mainOf((await page(path)).html);
      expect(main, path).toContain(`<form method="post" action="${path}" class="form contact-form" novalidate="">`);
      expect(main).toMatch(/<label for="contact-name">Naam<\/label><input id="contact-name" name="name" autocomplete="name" required=""/);
      expect(main).toMatch(/<label for="contact-email">E-mailadres<\/label><input id="contact-email" name="email" autocomplete="email" required=""[^>]* type="email"/);
      expect(main).toMatch(/<label for="contact-subject">Onderwerp<\/label><select id="contact-subject" name="subject" required=""/);
      expect(main).toContain('<option value="adverteren">Adverteren en samenwerken</option>');
      expect(main).toMatch(/<label for="contact-message">Je bericht<\/label><textarea id="contact-message" name="message"/);
      expect(main).toContain('<button class="button button--primary" type="submit">Bericht versturen</button>');
    }
    // Links from other pages choose the subject.
    expect(mainOf((await page('/over-ons/contact?onderwerp=adverteren')).html)).toContain('<option value="adverteren" selected="">');
  });

  it('stores a valid message (one row) and answers with the Dutch confirmation', async () => {
    const before = contactRows();
    const answer = await post(new Client(server.url), '/over-ons/contact', {
      name: 'Fenna de Boer',
      email: 'Fenna@Voorbeeld.nl',
      subject: 'product',
      message: 'Klopt de korting op de bank Oslo? Ik zag hem vorige week voor dezelfde prijs.',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/over-ons/contact/bedankt');
    expect(contactRows()).toBe(before + 1);
    const row = server.db.prepare('SELECT * FROM contact_messages ORDER BY id DESC LIMIT 1').get() as Record<string, unknown>;
    expect(row).toMatchObject({ name: 'Fenna de Boer', email: 'fenna@voorbeeld.nl', subject: 'product', page: '/over-ons/contact', user_id: null });
    const thanks = await page('/over-ons/contact/bedankt');
    expect(thanks.status).toBe(200);
    expect(mainOf(thanks.html)).toContain('<h1>Bedankt voor je bericht</h1>');

    // The web-shop path works the same way, and a logged-in sender is recorded.
    const shopper = new Client(server.url);
    await shopper.login(logins.shopper.email, logins.shopper.password);
    expect(mainOf((await page('/contact-form', shopper)).html)).toContain(`value="${logins.shopper.email}"`);
    const second = await post(shopper, '/contact-form', { name: 'Sanne', email: logins.shopper.email, subject: 'webshop', message: 'Mijn bestelling is nog niet geleverd.' });
    expect(second.status).toBe(303);
    expect(contactRows()).toBe(before + 2);
    expect(server.db.prepare('SELECT page, user_id FROM contact_messages ORDER BY id DESC LIMIT 1').get()).toEqual({ page: '/contact-form', user_id: shopperId });
  });

  it('shows Dutch errors at the invalid fields, keeps the values and stores nothing', async () => {
    const before = contactRows();
    const answer = await post(new Client(server.url), '/over-ons/contact', { name: '<b>Jan</b>', email: 'jan@', subject: 'bestaat-niet', message: 'Kort' });
    expect(answer.status).toBe(422);
    const main = mainOf(await answer.text());
    expect(contactRows()).toBe(before);
    expect(main).toContain('<p class="form-alert" role="alert">3 velden zijn nog niet goed ingevuld.');
    expect(main).toMatch(/<input id="contact-email" name="email" autocomplete="email" required="" autofocus="" aria-invalid="true" aria-describedby="contact-email-error contact-email-hint" type="email" value="jan@"\/>/);
    expect(main).toContain('<p class="form-error" id="contact-email-error">Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.</p>');
    expect(main).toMatch(/<select id="contact-subject" name="subject" required="" aria-invalid="true" aria-describedby="contact-subject-error">/);
    expect(main).toContain('<p class="form-error" id="contact-subject-error">Kies een onderwerp.</p>');
    expect(main).toMatch(/<textarea id="contact-message" name="message" autocomplete="off" required="" aria-invalid="true" aria-describedby="contact-message-error contact-message-hint" rows="6">Kort<\/textarea>/);
    expect(main).toContain('<p class="form-error" id="contact-message-error">Schrijf je bericht, minstens 10 tekens.</p>');
    // The valid name is kept, escaped, and not marked.
    expect(main).toMatch(/<input id="contact-name" name="name" autocomplete="name" required="" type="text" value="&lt;b&gt;Jan&lt;\/b&gt;"\/>/);
    expect(main).not.toContain('<b>Jan</b>');

    const empty = mainOf(await (await post(new Client(server.url), '/contact-form', {})).text());
    expect(empty).toContain('<p class="form-error" id="contact-name-error">Vul je naam in.</p>');
    expect(empty).toContain('<p class="form-error" id="contact-email-error">Vul je e-mailadres in.</p>');
    expect(contactRows()).toBe(before);
  });
});

describe('/user/{userId}', () => {
  it('shows the public profile (name, member since, favourites count, reviews) without private data; an unknown user is a 404', async () => {
    const shopper = new Client(server.url);
    await shopper.login(logins.shopper.email, logins.shopper.password);
    for (const id of [10040, 10041]) expect((await shopper.post(`/api/v1/nl/like/variant/${id}`)).status).toBe(200);
    const { status, html } = await page(`/user/${shopperId}`);
    expect(status).toBe(200);
    const main = mainOf(html);
    expect(main).toContain('<h1>Profiel van Sanne</h1>');
    expect(main).toMatch(/Sanne is lid van Etalage sinds [a-z]+ \d{4}/);
    expect(main).toContain('<h2 id="profile-favourites">Favorieten</h2>');
    expect(main).toContain('Sanne heeft 2 producten als favoriet bewaard.');
    expect(main).toContain('<h2 id="profile-reviews">Reviews</h2>');
    for (const secret of [logins.shopper.email, 'de Vries', '1992']) expect(html).not.toContain(secret);
    // Favourites stay private: no cards of them on the profile.
    expect(main).not.toContain('data-etl-widget="product-card"');

    const unknown = await page('/user/99999');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<h1>Pagina niet gevonden</h1>');
  });
});

describe('the review service pages', () => {
  it('the review form links its policy, privacy regulation and terms, each its own page (not an invitation)', async () => {
    const main = mainOf((await page('/star/k7m2p9x4')).html);
    const submitArea = main.slice(main.indexOf('id="star-name"'), main.indexOf('</form>'));
    const titles: Record<string, string> = {
      '/voorwaarden/etalage-star-reviewbeleid': 'Reviewbeleid',
      '/voorwaarden/etalage-star-privacy': 'Privacyreglement reviewservice',
      '/voorwaarden/etalage-star-voorwaarden': 'Voorwaarden reviewservice',
    };
    for (const [path, title] of Object.entries(titles)) {
      expect(submitArea).toContain(`href="${path}"`);
      expect(mainOf((await page(path)).html), path).toContain(`<h1>${title}</h1>`);
    }
    // The invitation routes still answer for real idents and 404 for unknown ones.
    expect((await page('/star/onbekend')).status).toBe(404);
  });
});

describe('the pages whose paths carry the product name', () => {
  it('the pixel page: what the Etalage-pixel measures, what it never sends, and where the shopper chooses', async () => {
    const main = mainOf((await page('/etalage-pixel')).html);
    expect(main).toContain('<h1>De Etalage-pixel</h1>');
    expect(main).toContain('Niet: je naam, adres, e-mailadres, telefoonnummer of betaalgegevens.');
    expect(main).toContain('href="/voorwaarden/algemene-voorwaarden-cookies"');
    expect(main).toContain('href="/commercial/pixel"');
    // The cookie statement and the about-the-product page lead to it.
    expect(mainOf((await page('/voorwaarden/algemene-voorwaarden-cookies')).html)).toContain('href="/etalage-pixel"');
  });

  it('the review-service page: Etalage Star, how an invitation works, and its three terms pages under /voorwaarden/', async () => {
    const main = mainOf((await page('/etalage-star')).html);
    expect(main).toContain('<h1>Etalage Star: reviews van echte kopers</h1>');
    expect(main).toContain('<h2 id="sectie-zo-werkt-een-uitnodiging">Zo werkt een uitnodiging</h2>');
    for (const path of ['/voorwaarden/etalage-star-reviewbeleid', '/voorwaarden/etalage-star-privacy', '/voorwaarden/etalage-star-voorwaarden']) {
      expect(main).toContain(`href="${path}"`);
    }
    // The terms overview lists the three, and each sits in the terms' breadcrumb.
    const overview = mainOf((await page('/voorwaarden')).html);
    for (const path of ['/voorwaarden/etalage-star-reviewbeleid', '/voorwaarden/etalage-star-privacy', '/voorwaarden/etalage-star-voorwaarden']) {
      expect(overview).toContain(`href="${path}"`);
    }
    expect((await page('/voorwaarden/etalage-star-privacy')).html).toMatch(/<nav class="breadcrumbs"[\s\S]*?href="\/voorwaarden"/);
  });

  it('the about-the-product page under /over-ons/: how Etalage works, linking the review service and the pixel', async () => {
    const main = mainOf((await page('/over-ons/hoe-werkt-etalage')).html);
    expect(main).toContain('<h1>Hoe werkt Etalage?</h1>');
    for (const path of ['/etalage-star', '/etalage-pixel', '/compare-products', '/sales']) expect(main).toContain(`href="${path}"`);
  });

  it('the footer links the about-the-product and review-service pages on every page', async () => {
    const { html } = await page('/');
    const footer = html.slice(html.indexOf('id="footer-about"'));
    expect(footer).toMatch(/<a href="\/over-ons\/hoe-werkt-etalage">Hoe werkt Etalage<\/a>/);
    expect(footer).toMatch(/<a href="\/etalage-star">Over onze reviews<\/a>/);
  });

  it('the old review-service terms paths answer 301 to their new paths under /voorwaarden/', async () => {
    const moved = {
      '/star/beleid': '/voorwaarden/etalage-star-reviewbeleid',
      '/star/privacy': '/voorwaarden/etalage-star-privacy',
      '/star/voorwaarden': '/voorwaarden/etalage-star-voorwaarden',
    };
    for (const [from, to] of Object.entries(moved)) {
      const response = await client.get(from);
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location')!, server.url).pathname, from).toBe(to);
    }
  });
});
