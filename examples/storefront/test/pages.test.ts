import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClickSource, imageUrl, IMAGE_SIZES, routes } from '@etalage/core';
import { Client, logins, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server.url);
});
afterAll(() => server.close());

async function page(path: string, c = client) {
  const response = await c.get(path);
  return { status: response.status, html: await response.text(), response };
}

const cards = (html: string) => (html.match(/data-etl-widget="product-card"/g) ?? []).length;
/** The element of 'Ook iets voor jou?' (its opening tag), if the page has one. */
const stripElement = (html: string) => /<div\b[^>]*\bdata-etl-widget="remarketing-strip"[^>]*>/.exec(html)?.[0];

describe('layout', () => {
  it('has the doctype, Dutch language, stylesheets, page config and exactly one embed script', async () => {
    const { html } = await page('/producten/banken');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<link rel="stylesheet" href="/static/site.css"/>');
    expect(html).toContain('<link rel="stylesheet" href="/static/etalage/etalage.css"/>');
    expect(html.match(/<script type="module" src="\/static\/etalage\/embed.js" nonce="[^"]+"><\/script>/g)).toHaveLength(1);
    const config = JSON.parse(/<script type="application\/json" id="etalage-config" nonce="[^"]+">(.*?)<\/script>/s.exec(html)![1]!);
    expect(config).toMatchObject({ project: 'nl', apiHost: '', likesHost: '', searchHost: '', trackingHost: '', featuresHost: '', featuresClientKey: 'sdk-etalage' });
    for (const widget of ['header-compare', 'header-favourites', 'search-overlay']) expect(html).toContain(`data-etl-widget="${widget}"`);
    // The search form works without JavaScript: the homepage search with the query (spec §4).
    expect(html).toContain('<form class="etl-search-overlay__form" role="search" action="/" method="get">');
    expect(html).toMatch(/<input id="etl-search-input"[^>]* name="q"/);
    expect(html).toContain('placeholder="Wat zoekt u vandaag?"');
  });

  it('sends a strict CSP with a fresh nonce that every script tag of the page carries', async () => {
    const nonces = new Set<string>();
    // A client of its own: the product page sets the viewed-products cookie, which later tests must not carry.
    const own = new Client(server.url);
    for (const path of ['/', '/producten/banken', '/product/v/10016', '/login', '/deze-pagina-bestaat-niet']) {
      const { html, response } = await page(path, own);
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(policy)?.[1];
      expect(nonce, path).toBeTruthy();
      for (const directive of ["object-src 'none'", "base-uri 'none'", "require-trusted-types-for 'script'", 'trusted-types etalage-server-html']) {
        expect(policy, path).toContain(directive);
      }
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`);
      // No inline event handlers anywhere: they would need 'unsafe-inline'.
      expect(html).not.toMatch(/<[^>]+\son[a-z]+="/);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(5);
  });

  it('has the hamburger (the mobile menu, /producten without JavaScript) and the nav submenus of the primary menu tree', async () => {
    const { html } = await page('/');
    expect(html).toContain(
      '<a class="header-button menu-button" href="/producten" data-etl-modal="mobile-menu" data-etl-modal-opener="header" aria-haspopup="dialog">',
    );
    expect(html).toContain('<nav class="main-nav" aria-label="Categorieën" data-etl-widget="main-nav">');
    const menu = (await (await client.get('/api/v2/menu')).json()) as { primary: { name: string; url: string; children: { name: string; url: string }[] }[] };
    expect(menu.primary.length).toBeGreaterThan(0);
    for (const group of menu.primary) {
      expect(html).toContain(`<a class="main-nav-link" href="${group.url}">${group.name}</a>`);
      expect(html).toContain(`<a class="main-nav-sublink main-nav-sublink--all" href="${group.url}">Alles in ${group.name}</a>`);
      for (const child of group.children) expect(html).toContain(`<a class="main-nav-sublink" href="${child.url}">${child.name}</a>`);
    }
  });

  it("offers 'Bezorgopties' on a product page with delivery options, as a link to its delivery table", async () => {
    const { html } = await page('/product/v/10001-bank-oslo-deluxe-linnen-naturel');
    expect(html).toMatch(
      /<a class="pd-deliveries-link" href="#bezorging" data-etl-modal="deliveries" data-etl-modal-props="\{&quot;variantId&quot;:10001\}" data-etl-modal-opener="product_page" aria-haspopup="dialog">Bezorgopties<\/a>/,
    );
    expect(html).toContain('<section id="bezorging" aria-labelledby="delivery-title">');
  });

  it('leaves out only the embed script with ?etalage=off under test hooks (benchmarks), and serves ?perPage=', async () => {
    const script = /<script type="module" src="\/static\/etalage\/embed.js" nonce="[^"]+"><\/script>/g;
    const off = (await page('/producten/woonkamer?etalage=off')).html;
    expect(off.match(script)).toBeNull();
    expect(off).toContain('<link rel="stylesheet" href="/static/etalage/etalage.css"/>');
    expect(off).toContain('<script type="application/json" id="etalage-config" nonce=');
    expect(cards(off)).toBe(60);
    expect((await page('/producten/woonkamer')).html.match(script)).toHaveLength(1);
    expect(cards((await page('/producten/woonkamer?perPage=200&etalage=off')).html)).toBe(200);
  });
});

describe('category listing', () => {
  it('shows 60 cards, the filter panel (its no-JavaScript form), sort and a next page that works as a plain link', async () => {
    const first = await page('/producten/banken');
    expect(first.status).toBe(200);
    expect(cards(first.html)).toBe(60);
    expect(first.html).toContain('name="dimensie"');
    expect(first.html).toContain('name="prijsVanaf"');
    expect(first.html).toContain('name="prijsTot"');
    expect(first.html).toContain('id="etl-filters-sort"');
    expect(first.html).toContain('data-etl-widget="listing-filters"');
    const next = /<a class="etl-button etl-button--primary etl-listing-feed__more" href="([^"]+)" rel="next" data-etl-next-page>Meer producten<\/a>/.exec(first.html)![1]!.replace(/&amp;/g, '&');
    expect(next).toBe('/producten/banken?page=2');
    const second = await page(next);
    expect(second.status).toBe(200);
    expect(cards(second.html)).toBe(60);
    const ids = (html: string) => [...html.matchAll(/data-etl-widget="product-card" data-etl-variant-id="(\d+)"/g)].map((m) => m[1]);
    expect(ids(second.html).some((id) => ids(first.html).includes(id))).toBe(false);
  });

  it('renders the same listHtml as the feed API (one source of card markup)', async () => {
    const { html } = await page('/producten/fauteuils?page=2');
    const { body } = await client.json('POST', '/api/v2/variant/feed', { url: '/producten/fauteuils?page=2' });
    const strip = (s: string) => s.replace(/ri=[0-9a-f]{8}/g, 'ri=x');
    expect(strip(html)).toContain(strip(body.listHtml));
    expect(html).toContain(body.paginatorHtml);
  });

  it('applies dimensie, prijsVanaf, prijsTot and sort from the URL', async () => {
    const { html } = await page('/producten/banken?dimensie=kleur-groen&prijsVanaf=300&prijsTot=2000&sort=prijs-laag');
    const price = (card: string) => Number(/data-etl-widget="watch-button" data-etl-variant-id="\d+" data-etl-price="([\d.]+)"/.exec(card)![1]);
    const articles = html.split('<article class="product-card').slice(1);
    const prices = articles.map(price);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p >= 300 && p <= 2000)).toBe(true);
    // Sorted by price, inactive variants ('Niet op voorraad') last.
    const active = articles.filter((a) => !a.startsWith(' is-inactive')).map(price);
    expect([...active].sort((a, b) => a - b)).toEqual(active);
    expect(articles.findIndex((a) => a.startsWith(' is-inactive'))).not.toBeLessThan(active.length === articles.length ? -1 : active.length);
    expect(html).toMatch(/name="dimensie" checked="" value="kleur-groen"/);
  });

  it('renders the card contract: widgets, click source, Dutch texts', async () => {
    const { html } = await page('/producten/banken');
    expect(html).toContain('data-etl-click-source="1" data-etl-position="1"');
    expect(html).toContain('data-etl-widget="like-button" data-etl-item-type="variant"');
    expect(html).toContain('data-etl-widget="compare-button"');
    expect(html).toContain('data-etl-widget="watch-button"');
    expect(html).toContain('Ga naar de shop');
    expect(html).toContain('Product details');
    expect(html).toMatch(/of \d+ tijden van €/);
  });
});

describe('pages', () => {
  it('renders the product pages, reviews and search', async () => {
    const variant = await page('/product/v/10001-bank-oslo-deluxe-linnen-naturel');
    expect(variant.status).toBe(200);
    expect(variant.html).toContain('<h1 class="pd-title">Bank Oslo Deluxe linnen naturel</h1>');
    expect(variant.html).toContain('data-etl-widget="watch-button" data-etl-variant-id="10001"');
    expect(variant.html).toContain('Vergelijkbare producten');
    // 'Ook iets voor jou?': products similar to this one (its own test below).
    expect(stripElement(variant.html)).toContain('data-etl-variant-id="10001"');
    expect(variant.html).toContain('<div class="product-rows"><article class="product-row"');
    expect((await client.get('/product/v/10001-verkeerde-slug')).status).toBe(301);
    expect((await page('/product/1001-bank-oslo-deluxe')).status).toBe(200);
    expect((await client.get('/product/1001-bank-oslo')).status).toBe(301);
    // Any wrong slug of an existing id redirects to the canonical URL: capitals, accents and other characters too.
    const wrongSlugs: [string, string][] = [
      ['/product/1001-Bank', '/product/1001-bank-oslo-deluxe'],
      ['/product/1001-BANK-OSLO-DELUXE', '/product/1001-bank-oslo-deluxe'],
      ['/product/1001-bänk_oslo!', '/product/1001-bank-oslo-deluxe'],
      ['/product/1001-bank%20oslo', '/product/1001-bank-oslo-deluxe'],
      ['/product/v/10001-Bank-Oslo', '/product/v/10001-bank-oslo-deluxe-linnen-naturel'],
    ];
    for (const [path, canonical] of wrongSlugs) {
      const moved = await client.get(path);
      expect(moved.status, path).toBe(301);
      expect(new URL(moved.headers.get('location')!, server.url).pathname, path).toBe(canonical);
    }
    expect((await client.get('/product/99999999-Bank')).status).toBe(404);
    expect((await page('/product/10001/reviews')).status).toBe(200);
    const search = await page('/search?q=vloerlamp');
    expect(search.status).toBe(200);
    expect(cards(search.html)).toBeGreaterThan(0);
    expect(search.html).toContain('data-etl-click-source="6"');
    // Click sources are the codes of the core's ClickSource enum.
    expect((await page('/producten/sale')).html).toContain(`data-etl-click-source="${ClickSource.Sale}"`);
    expect(variant.html).toContain(`data-etl-click-source="${ClickSource.SimilarStrip}"`);
  });

  it("writes 'Ook iets voor jou?' for the product page's own product, and on the home page for the product viewed last", async () => {
    // A client of its own: a first visit, nothing viewed yet.
    const shopper = new Client(server.url);
    expect(stripElement((await page('/', shopper)).html)).toBeUndefined();
    const product = await page('/product/v/10016', shopper);
    const element = stripElement(product.html);
    expect(element).toContain('data-etl-variant-id="10016"');
    expect(element).not.toContain('data-etl-exclude-variant-id');
    // Its fallback is the strip's loading state: the heading, and skeletons that keep the loaded height.
    expect(product.html).toMatch(/data-etl-widget="remarketing-strip"[^>]*><section class="etl-remarketing-strip"[^>]*><h2[^>]*>Ook iets voor jou\?<\/h2>/);
    await shopper.get('/product/v/10001');
    expect(stripElement((await page('/', shopper)).html)).toContain('data-etl-variant-id="10001"');
  });

  it('gives a new visitor one visitor id on the first page view', async () => {
    const visitor = new Client(server.url);
    await visitor.get('/producten/banken');
    const id = visitor.cookies.get('etl_visitor');
    expect(id).toMatch(/^[\w-]{8,64}$/);
    await visitor.get('/');
    expect(visitor.cookies.get('etl_visitor')).toBe(id);
  });

  it('redirects /category/{id} and shows user pages with their widgets', async () => {
    const redirect = await client.get('/category/200');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/producten/banken');
    expect((await page('/compare-products')).html).toContain('data-etl-widget="comparison-table"');
    expect((await page('/user/favourites')).html).toContain('data-etl-widget="favourites-list"');
    expect((await page('/user/watchdog')).html).toContain('data-etl-widget="watched-list"');
  });

  it('shows liked products and a working share link', async () => {
    const user = new Client(server.url);
    await user.login(logins.shopper.email, logins.shopper.password);
    await user.post('/api/v1/nl/like/variant/10050');
    await user.post('/api/v1/nl/like/comparison/10050');
    await user.post('/api/v1/nl/like/comparison/10051');
    const favourites = await page('/user/favourites', user);
    expect(favourites.html).toContain('data-etl-variant-id="10050"');
    const shareUrl = /id="share-url" type="text" readonly="" value="([^"]+)"/.exec(favourites.html)![1]!;
    const shared = await page(new URL(shareUrl).pathname);
    expect(shared.status).toBe(200);
    expect(shared.html).toContain('Favorieten van Sanne');
    expect(shared.html).toMatch(/data-etl-widget="favourites-list" data-etl-encrypted-share="[\w-]+"/);
    expect((await page('/user/favourites/ongeldig')).status).toBe(404);
    const compare = await page('/compare-products', user);
    expect(compare.html).toContain('<table class="table compare-table">');
  });

  it("links a product page's 'Merk' to its brand's listing, for a brand whose name has an ampersand too", async () => {
    const { html: brands } = await page('/merken');
    expect(brands).toContain('<a href="/merken/zacht-en-zo">Zacht &amp; Zo</a>');
    const { html: listing } = await page('/merken/zacht-en-zo');
    const detail = /<a href="(\/product\/v\/[^"#]+)"/.exec(listing)![1]!;
    const { html } = await page(detail);
    const brand = /· Merk <a href="([^"]+)">([^<]+)<\/a>/.exec(html)!;
    expect(brand.slice(1)).toEqual(['/merken/zacht-en-zo', 'Zacht &amp; Zo']);
    expect((await page(brand[1]!)).status).toBe(200);
  });

  it('answers every path pattern of spec §2 with a page, a redirect or a 404, never a 500', async () => {
    const shopSlug = server.db.prepare('SELECT slug FROM eshops LIMIT 1').pluck().get() as string;
    const voucher = server.db.prepare('SELECT e.slug, v.voucher_code FROM variants v JOIN eshops e ON e.id = v.eshop_id WHERE v.voucher_code IS NOT NULL LIMIT 1').get() as { slug: string; voucher_code: string };
    const paths: [string, number][] = [
      ['/', 200], ['/?q=bank', 200], ['/producten', 200], ['/producten/sale', 200], ['/producten/sale/banken', 200],
      ['/producten/levering-voor-kerstmis', 200], ['/producten/vouchers', 200], ['/producten/ruimtes', 200], ['/producten/black-friday', 200],
      ['/products/garden-season', 200], [`/producten/shop/${shopSlug}`, 200], ['/producten/banken', 200], ['/eshop/1', 200],
      [`/products/eshop/${voucher.slug}/voucher/${voucher.voucher_code}`, 200], ['/search', 200], ['/search?q=kast', 200],
      ['/products/visually-similar/10001-0/bank-oslo-deluxe-linnen-naturel', 200], ['/products/visually-similar/10001-0/bank', 301], ['/category/200', 301], ['/price-drops/banken', 200], ['/compare-products', 200],
      ['/furniture-bank', 200], ['/duurzaam', 200], ['/inspirations', 200], ['/inspirations/stl/3', 200], ['/magazine', 200],
      ['/magazine/category/trends', 200], ['/artikel/zo-kies-je-de-juiste-bank-voor-een-kleine-woonkamer', 200], ['/article/preview/20', 404],
      ['/product/1001', 200], ['/product/1001-bank', 301], ['/product/1001-bank-oslo-deluxe', 200], ['/product/v/10001', 200], ['/product/v/10001-bank-oslo-deluxe-linnen-naturel', 200],
      ['/product/10001/reviews', 200], ['/product/10001/questions', 200], ['/pqa/answer/1', 200], ['/pqa/answer/99999999', 404],
      ['/user', 302], ['/user/favourites', 200], ['/user/favourites/abc', 404], ['/user/watchdog', 200], ['/user/1', 200], ['/registeren', 200],
      ['/register/confirmation/1/abc', 404], ['/login', 200], ['/logout', 200], ['/wachtwoord/vernieuwen', 200], ['/wachtwoord/bevestiging/abc', 200],
      ['/watchdog/unsubscribe/abc', 404], ['/sales', 200], ['/star/k7m2p9x4', 200], ['/star/abc', 404], ['/star/k7m2p9x4/thank-you', 200], ['/star/k7m2p9x4/delayed', 200],
      ['/star/k7m2p9x4/unsubscribe', 200], [`/star/eshop/${shopSlug}`, 200], ['/commercial/SaaS', 200], ['/commercial/e-shop', 200],
      ['/commercial/pixel', 200], ['/commercial/star', 200], ['/over-ons/over-ons', 200], ['/over-ons/vacatures', 200], ['/over-ons/adverteren', 200],
      ['/over-ons/adverteren/faq', 200], ['/over-ons/contact', 200], ['/press-info', 200], ['/webshops', 200], ['/merken', 200],
      ['/merken/nordhaven', 200], ['/voorwaarden', 200], ['/voorwaarden/webshops', 200], ['/voorwaarden/algemene-voorwaarden', 200],
      ['/voorwaarden/algemene-voorwaarden-cookies', 200], ['/voorwaarden/privacy', 200], ['/contact-form', 200], ['/wiki/iets', 404],
      ['/iets-anders', 404], ['/register', 301], ['/sw.js', 200], ['/go/10001/4?position=1&ri=abc', 200], ['/go/10001', 404],
      // Unknown ids and slugs.
      ['/producten/bestaat-niet', 404], ['/product/99999999', 404], ['/product/v/99999999', 404], ['/product/abc', 404], ['/eshop/99999', 404],
      ['/category/99999', 404], ['/products/visually-similar/abc123/banken', 404], ['/products/visually-similar/99999999-0/bank', 404], ['/price-drops/bestaat-niet', 404], ['/inspirations/stl/99999', 404], ['/artikel/bestaat-niet', 404],
      ['/producten/banken?page=9999', 404], ['/producten/%E0%A4%A', 404], ['/merken/%FF', 404], ['/product/v/%E0', 404],
      ['/search?q=%E0%A4%A', 200], ['/producten/banken?prijsVanaf=1e400&sort=%00', 200], ['/producten/banken?page=abc', 200], ['/producten/banken?prijsVanaf=abc&dimensie=%3Cscript%3E', 200],
    ];
    for (const [path, expected] of paths) {
      const response = await client.get(path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.status, path).toBe(expected);
      if (response.status === 404) expect(await response.text(), path).toContain('<html lang="nl">');
    }
  });

  it('answers every path the core route builders make, with sample values, without a 500', async () => {
    const samples: unknown[][] = [[], ['banken', 'abc'], [10001, 'bank-oslo'], [200]];
    for (const [name, build] of Object.entries(routes) as [string, (...args: unknown[]) => string][]) {
      for (const args of samples) {
        let path: string;
        try {
          path = build(...args);
        } catch {
          continue;
        }
        if (!path.startsWith('/')) continue;
        const response = await client.get(path);
        expect(response.status, `${name}(${args.join(', ')}) → ${path}`).toBeLessThan(500);
      }
    }
  });

  it('serves one page stylesheet with the card\'s custom properties and rules of @etalage/markup in it', async () => {
    const css = await (await client.get('/static/site.css')).text();
    expect(css).not.toContain('@import');
    // The custom properties first, the card's rules after the product grid's, as they stood in the one file.
    const at = ['--line: #e3e1dc;', '.product-grid {', '.product-card,\n.product-row {', '.paginator {'].map((text) => css.indexOf(text));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('serves generated images (photos as PNG, avatars as SVG), the favicon and the health check', async () => {
    const image = await client.get('/images/product/320x320/1000100.jpg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await image.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // IHDR: the asked width and height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([320, 320]);
    const wide = Buffer.from(await (await client.get('/images/inspiration/400x500/10.webp')).arrayBuffer());
    expect([wide.readUInt32BE(16), wide.readUInt32BE(20)]).toEqual([400, 500]);
    const avatar = await client.get('/images/avatar/40x40/1.webp');
    expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
    expect(await avatar.text()).toContain('<svg');
    expect((await client.get('/images/product/card/1000100.jpg')).status).toBe(404);
    expect((await client.get('/images/product/320x320/999999900.jpg')).status).toBe(404);
    // Every named size of the widgets' URL builder resolves for seeded ids.
    const reviewImage = server.db.prepare(`SELECT json_extract(image_ids, '$[0]') FROM reviews WHERE image_ids != '[]' LIMIT 1`).pluck().get() as number;
    const ids = { product: 1000100, review: reviewImage, avatar: 1, inspiration: 10 } as const;
    for (const type of Object.keys(IMAGE_SIZES) as (keyof typeof IMAGE_SIZES)[]) {
      for (const size of Object.keys(IMAGE_SIZES[type])) {
        const url = imageUrl({ type, size, id: ids[type], format: 'webp' });
        expect((await client.get(url)).status, url).toBe(200);
      }
    }
    expect((await client.get('/favicon.ico')).status).toBe(204);
    expect((await client.get('/health')).status).toBe(200);
    expect((await client.get('/static/etalage/../../package.json')).status).toBe(404);
  });
});
