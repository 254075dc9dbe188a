import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityTags, ClickSource } from '@etalage/core';
import { Client, logins, startTestServer, type TestServer } from './helpers.js';

/** The server's part of the long-tail pages: product URLs, questions, registration confirmation, article preview, Christmas listing, offer counts. */

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server.url);
});
afterAll(() => server.close());

const form = (c: Client, path: string, values: Record<string, string>) =>
  c.request('POST', path, new URLSearchParams(values), { 'content-type': 'application/x-www-form-urlencoded' });

async function page(path: string, c = client) {
  const response = await c.get(path);
  return { status: response.status, html: await response.text(), response };
}

const one = <T>(sql: string, ...params: unknown[]) => server.db.prepare(sql).get(...params) as T;

describe('product URLs', () => {
  it('redirects /product/{id}-{wrong-slug} with 301 to the product slug, and answers /product/{id} without a slug as is', async () => {
    const product = one<{ id: number; slug: string }>('SELECT id, slug FROM products WHERE id = 1001');
    const wrong = await client.get(`/product/${product.id}-verkeerde-slug`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get('location')).toBe(`/product/${product.id}-${product.slug}`);
    // A slug that is only the start of the right one is wrong too.
    expect((await client.get(`/product/${product.id}-${product.slug.split('-')[0]}`)).status).toBe(301);
    expect((await page(`/product/${product.id}-${product.slug}`)).status).toBe(200);
    expect((await page(`/product/${product.id}`)).status).toBe(200);
    expect((await client.get('/product/99999999-iets')).status).toBe(404);
  });
});

describe('product questions', () => {
  it('are seeded for a good share of the products, in Dutch, most with answers', () => {
    const products = server.count('SELECT COUNT(*) AS n FROM products');
    const asked = server.count('SELECT COUNT(DISTINCT product_id) AS n FROM product_questions');
    expect(asked / products).toBeGreaterThan(0.3);
    const questions = server.count('SELECT COUNT(*) AS n FROM product_questions');
    const answered = server.count('SELECT COUNT(DISTINCT question_id) AS n FROM product_answers');
    expect(answered / questions).toBeGreaterThan(0.6);
    expect(answered).toBeLessThan(questions);
    for (const role of ['shop', 'shopper', 'staff']) expect(server.count('SELECT COUNT(*) AS n FROM product_answers WHERE author_role = ?', role), role).toBeGreaterThan(0);
  });

  it("shows a product's questions with their answers and a form to ask one", async () => {
    const question = one<{ id: number; variant_id: number; text: string }>(
      'SELECT q.id, q.variant_id, q.text FROM product_questions q WHERE EXISTS (SELECT 1 FROM product_answers a WHERE a.question_id = q.id) ORDER BY q.id LIMIT 1',
    );
    const answer = one<{ text: string }>('SELECT text FROM product_answers WHERE question_id = ? ORDER BY id LIMIT 1', question.id);
    const { status, html } = await page(`/product/${question.variant_id}/questions`);
    expect(status).toBe(200);
    expect(html).toContain(escape(question.text));
    expect(html).toContain(escape(answer.text));
    expect(html).toContain(`href="/pqa/answer/${question.id}"`);
    expect(html).toContain(`<form method="post" action="/product/${question.variant_id}/questions" class="form"`);
    expect(html).toMatch(/<label for="question-name">Je naam<\/label>/);
    expect(html).toMatch(/<label for="question-text">Je vraag<\/label>/);
    expect(html).not.toContain('Er zijn nog geen vragen gesteld over dit product.');
    // The product page links to them.
    expect((await page(`/product/v/${question.variant_id}`)).html).toContain(`href="/product/${question.variant_id}/questions"`);
  });

  it('stores a question asked without JavaScript and confirms it in Dutch; invalid fields get Dutch errors and store nothing', async () => {
    const variantId = 10002;
    const before = server.count('SELECT COUNT(*) AS n FROM product_questions');
    const invalid = await form(client, `/product/${variantId}/questions`, { name: '', text: 'Kort' });
    expect(invalid.status).toBe(422);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain('<p class="form-error" id="question-name-error">Vul je naam in.</p>');
    expect(invalidHtml).toContain('<p class="form-error" id="question-text-error">Je vraag is te kort: gebruik minimaal 10 tekens.</p>');
    expect(invalidHtml).toMatch(/<textarea id="question-text" name="text"[^>]*aria-invalid="true" aria-describedby="question-text-error question-text-hint"/);
    expect(invalidHtml).toContain('>Kort</textarea>');
    expect(server.count('SELECT COUNT(*) AS n FROM product_questions')).toBe(before);

    const text = 'Past deze <b>bank</b> door een deur van 80 centimeter breed?';
    const asked = await form(client, `/product/${variantId}/questions`, { name: 'Noor', text });
    expect(asked.status).toBe(303);
    const stored = one<{ id: number; product_id: number; text: string; author_name: string }>('SELECT * FROM product_questions ORDER BY id DESC LIMIT 1');
    expect(stored).toMatchObject({ text, author_name: 'Noor', product_id: one<{ product_id: number }>('SELECT product_id FROM variants WHERE id = ?', variantId).product_id });
    expect(asked.headers.get('location')).toBe(`/product/${variantId}/questions?gesteld=${stored.id}#vraag-${stored.id}`);
    const confirmed = await page(asked.headers.get('location')!.replace(/#.*/, ''));
    expect(confirmed.html).toContain('Bedankt! Je vraag is geplaatst.');
    // Text only: the markup in the question is shown, never parsed.
    expect(confirmed.html).toContain('Past deze &lt;b&gt;bank&lt;/b&gt; door een deur van 80 centimeter breed?');
    // Another variant of the same product shows it as well (questions belong to the product).
    const sibling = one<{ id: number } | undefined>('SELECT id FROM variants WHERE product_id = ? AND id != ? LIMIT 1', stored.product_id, variantId);
    if (sibling) expect((await page(`/product/${sibling.id}/questions`)).html).toContain(`id="vraag-${stored.id}"`);
  });

  it('/pqa/answer/{questionId} shows the question with its answers and stores an answer; unknown ids are a 404', async () => {
    const question = one<{ id: number; text: string }>('SELECT id, text FROM product_questions WHERE id NOT IN (SELECT question_id FROM product_answers) ORDER BY id LIMIT 1');
    const open = await page(`/pqa/answer/${question.id}`);
    expect(open.status).toBe(200);
    expect(open.html).toContain(escape(question.text));
    expect(open.html).toContain('Nog geen antwoord.');
    expect(open.html).toContain(`<form method="post" action="/pqa/answer/${question.id}" class="form"`);
    expect(open.html).toMatch(/<label for="answer-text">Je antwoord<\/label>/);

    const short = await form(client, `/pqa/answer/${question.id}`, { name: 'Bram', text: 'Ja.' });
    expect(short.status).toBe(422);
    expect(await short.text()).toContain('<p class="form-error" id="answer-text-error">Je antwoord is te kort: gebruik minimaal 10 tekens.</p>');

    const text = 'Ja, bij ons paste hij precies door de deur van de woonkamer.';
    const answered = await form(client, `/pqa/answer/${question.id}`, { name: 'Bram', text });
    expect(answered.status).toBe(303);
    const stored = one<{ id: number; text: string; author_role: string }>('SELECT * FROM product_answers WHERE question_id = ? ORDER BY id DESC LIMIT 1', question.id);
    expect(stored).toMatchObject({ text, author_role: 'shopper' });
    const shown = await page(`/pqa/answer/${question.id}?beantwoord=${stored.id}`);
    expect(shown.html).toContain('Bedankt! Je antwoord is geplaatst.');
    expect(shown.html).toContain(text);
    expect(shown.html).not.toContain('Nog geen antwoord.');

    expect((await page('/pqa/answer/99999999')).status).toBe(404);
    expect((await form(client, '/pqa/answer/99999999', { name: 'Bram', text })).status).toBe(404);
    expect((await page('/product/99999999/questions')).status).toBe(404);
  });
});

describe('registration confirmation', () => {
  it('confirms an account once with the code of its registration; a wrong code or unknown user says so', async () => {
    const shopper = new Client(server.url);
    const email = `bevestig-${Date.now()}@example.nl`;
    expect((await form(shopper, '/registeren', { firstName: 'Fenna', lastName: 'Bos', email, password: 'bevestig-mij-1' })).status).toBe(303);
    const user = one<{ id: number }>('SELECT id FROM users WHERE email = ?', email);
    const { code } = one<{ code: string }>('SELECT code FROM registration_confirmations WHERE user_id = ?', user.id);
    expect(code).toMatch(/^[\w-]{16,}$/);

    const visitor = new Client(server.url);
    const wrong = await page(`/register/confirmation/${user.id}/${code.slice(1)}x`, visitor);
    expect(wrong.status).toBe(404);
    expect(wrong.html).toContain('Deze bevestigingslink klopt niet.');
    expect(one<{ confirmed_at: string | null }>('SELECT confirmed_at FROM registration_confirmations WHERE user_id = ?', user.id).confirmed_at).toBeNull();

    // Opening the link (a mail scanner, a link preview) only asks: nothing is confirmed yet.
    const asks = await page(`/register/confirmation/${user.id}/${code}`, visitor);
    expect(asks.status).toBe(200);
    expect(asks.html).toContain('<h1>Bevestig je account</h1>');
    expect(asks.html).toContain(`<form method="post" action="/register/confirmation/${user.id}/${code}"`);
    expect(asks.html).toContain('Account bevestigen');
    expect(asks.html).not.toContain('Je account is bevestigd.');
    expect(one<{ confirmed_at: string | null }>('SELECT confirmed_at FROM registration_confirmations WHERE user_id = ?', user.id).confirmed_at).toBeNull();
    // A wrong code posted confirms nothing either.
    const wrongPost = await form(visitor, `/register/confirmation/${user.id}/${code.slice(1)}x`, {});
    expect(wrongPost.status).toBe(404);
    expect(one<{ confirmed_at: string | null }>('SELECT confirmed_at FROM registration_confirmations WHERE user_id = ?', user.id).confirmed_at).toBeNull();

    const right = await form(visitor, `/register/confirmation/${user.id}/${code}`, {});
    expect(right.status).toBe(200);
    const rightHtml = await right.text();
    expect(rightHtml).toContain('Je account is bevestigd.');
    expect(rightHtml).toContain('href="/login"');
    expect(one<{ confirmed_at: string | null }>('SELECT confirmed_at FROM registration_confirmations WHERE user_id = ?', user.id).confirmed_at).not.toBeNull();

    const again = await page(`/register/confirmation/${user.id}/${code}`, visitor);
    expect(again.status).toBe(200);
    expect(again.html).toContain('Je account was al bevestigd.');
    expect(again.html).not.toContain('Je account is bevestigd.');

    // An unknown user and an account without a code (the seeded ones) answer like a wrong code.
    for (const path of ['/register/confirmation/99999999/abc', `/register/confirmation/1/${code}`]) {
      const unknown = await page(path, visitor);
      expect(unknown.status, path).toBe(404);
      expect(unknown.html, path).toContain('Deze bevestigingslink klopt niet.');
    }
  });
});

describe('article preview', () => {
  it('is for staff only, and marked noindex', async () => {
    const article = one<{ id: number; title: string; slug: string }>('SELECT id, title, slug FROM articles WHERE published = 0 LIMIT 1');
    expect((await page(`/article/preview/${article.id}`)).status).toBe(404);
    const shopper = new Client(server.url);
    await shopper.login(logins.shopper.email, logins.shopper.password);
    expect((await page(`/article/preview/${article.id}`, shopper)).status).toBe(404);
    const eshop = new Client(server.url);
    await eshop.login(logins.eshop.email, logins.eshop.password);
    expect((await page(`/article/preview/${article.id}`, eshop)).status).toBe(404);

    const admin = new Client(server.url);
    await admin.login(logins.admin.email, logins.admin.password);
    const preview = await page(`/article/preview/${article.id}`, admin);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain(`<h1>${escape(article.title)}</h1>`);
    expect(preview.html).toContain('<meta name="robots" content="noindex"/>');
    expect((await page(`/article/preview/99999`, admin)).status).toBe(404);
    // Published articles stay indexable; the unpublished one has no public page.
    const published = one<{ slug: string }>('SELECT slug FROM articles WHERE published = 1 LIMIT 1');
    expect((await page(`/artikel/${published.slug}`)).html).not.toContain('name="robots"');
    expect((await page(`/artikel/${article.slug}`, admin)).status).toBe(404);
  });
});

describe('Christmas listing', () => {
  const tagOf = (deliveryInDays: number, threshold: number) =>
    availabilityTags({ active: true, inStock: false, deliveryInDays }, { christmasThresholdDays: threshold, now: new Date() }).some((t) => t.kind === 'christmas');

  it("lists exactly the products whose card shows 'Levering voor Kerstmis'", async () => {
    const features = (await client.json('GET', '/api/features/sdk-etalage')).body;
    const threshold = features.features['christmas-delivery-threshold-days'].defaultValue as number;
    const rows = server.db.prepare('SELECT id, delivery_in_days, eshop_id, manufacturer_id FROM variants WHERE active = 1 AND disabled = 0').all() as {
      id: number;
      delivery_in_days: number;
      eshop_id: number;
      manufacturer_id: number;
    }[];
    const tagged = rows.filter((r) => tagOf(r.delivery_in_days, threshold));

    const listing = await page('/producten/levering-voor-kerstmis');
    expect(listing.status).toBe(200);
    const cards = listing.html.split('data-etl-widget="product-card"').slice(1);
    const filtering = (await client.json('POST', '/api/v2/variant/filtering', { url: '/producten/levering-voor-kerstmis' })).body;
    expect(filtering.totalCount).toBe(tagged.length);
    if (tagged.length === 0) {
      // Out of season: no card shows the tag, so the listing is empty.
      expect(cards).toHaveLength(0);
      return;
    }
    expect(cards.length).toBe(Math.min(60, tagged.length));
    // Every card on the listing shows the tag.
    for (const card of cards) expect(card.slice(0, card.indexOf('</article>'))).toContain('>Levering voor Kerstmis</li>');

    // A product with the tag whose delivery takes longest is on the listing (narrowed by its shop and brand).
    const slowest = tagged.reduce((a, b) => (b.delivery_in_days > a.delivery_in_days ? b : a));
    const shop = one<{ slug: string }>('SELECT slug FROM eshops WHERE id = ?', slowest.eshop_id).slug;
    const brand = one<{ slug: string }>('SELECT slug FROM manufacturers WHERE id = ?', slowest.manufacturer_id).slug;
    const narrowed = await page(`/producten/levering-voor-kerstmis?dimensie=shop-${shop}&dimensie=merk-${brand}&perPage=500`);
    expect(narrowed.html).toContain(`data-etl-widget="product-card" data-etl-variant-id="${slowest.id}"`);
    // And its own page shows the tag.
    expect((await page(`/product/v/${slowest.id}`)).html).toContain('>Levering voor Kerstmis</li>');
  });
});

describe('alternative offers', () => {
  it("the card's count is the number of offers the product page lists", async () => {
    const ids = [
      ...new Set([
      ...(server.db.prepare('SELECT id FROM variants WHERE id BETWEEN 10001 AND 10012').pluck().all() as number[]),
      // Products with a disabled variant, and with four variants.
      ...(server.db.prepare('SELECT id FROM variants WHERE disabled = 0 AND product_id IN (SELECT product_id FROM variants WHERE disabled = 1) LIMIT 4').pluck().all() as number[]),
      ...(server.db.prepare('SELECT id FROM variants WHERE product_id IN (SELECT product_id FROM variants GROUP BY product_id HAVING COUNT(*) = 4) LIMIT 4').pluck().all() as number[]),
      ]),
    ];
    const { body: variants } = await client.json<{ id: number; alternativeOffersCount: number }[]>('POST', '/api/v2/variant/by-ids', ids);
    expect(variants).toHaveLength(ids.length);
    let withOffers = 0;
    for (const variant of variants) {
      const { html } = await page(`/product/v/${variant.id}`);
      // The rows of 'Andere uitvoeringen' are the cards with the alternative-offers click source.
      const listed = (html.match(new RegExp(`<article class="product-row[^"]*"[^>]*data-etl-click-source="${ClickSource.AlternativeOffers}"`, 'g')) ?? []).length;
      expect(variant.alternativeOffersCount, `variant ${variant.id}`).toBe(listed);
      if (listed > 0) withOffers++;
    }
    expect(withOffers).toBeGreaterThan(3);

    // The server-rendered card says the same number.
    const card = variants.find((v) => v.alternativeOffersCount > 1)!;
    const search = await page(`/search?q=${encodeURIComponent(one<{ name: string }>('SELECT name FROM variants WHERE id = ?', card.id).name)}&perPage=500`);
    const cardHtml = search.html.split(`data-etl-widget="product-card" data-etl-variant-id="${card.id}"`)[1]!.split('data-etl-widget="product-card"')[0]!;
    expect(cardHtml).toContain(`${card.alternativeOffersCount} andere aanbiedingen</a>`);
  });
});

/** What hono/jsx makes of text (the seeded texts have quotes and apostrophes). */
function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
