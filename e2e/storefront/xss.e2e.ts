import { expect, test } from './fixtures.js';
import type { Page } from '@playwright/test';
import { cardImages, cardVariant } from '../../packages/markup/src/product-card.fixtures.js';
import { renderWith, type Engine } from '../../packages/templates/test/engines.js';
import { pageQuiet, widgetsSettled } from './helpers.js';

/**
 * Payloads through every way a stranger's text reaches a page (the search query, widget props,
 * review texts and names, favourites share links, URL parameters, server HTML attributes). Each payload calls
 * `__xss(label)` if it ever runs. The pages are loaded with the CSP left out (test hook `?csp=off`), so that
 * escaping alone is what is tested; with the CSP on (every other test) a payload that became markup would also
 * be reported as a violation by the fixture.
 */
const PAYLOADS = [
  `<img src=x onerror="__xss('img')">`,
  `"><svg onload="__xss('svg')">`,
  `'><script>__xss('script')</script>`,
  `</script><script>__xss('script-break')</script>`,
  `<a href="javascript:__xss('link')">klik</a>`,
  `javascript:__xss('url')`,
  `<details open ontoggle="__xss('details')">`,
  `<iframe srcdoc="<script>parent.__xss('srcdoc')</script>"></iframe>`,
  `{{constructor.constructor("__xss('template')")()}}`,
  `\${__xss('template-literal')}`,
];
const ALL = PAYLOADS.join(' ');

async function watchForPayloads(page: Page): Promise<string[]> {
  const ran: string[] = [];
  await page.exposeBinding('__xss', (_source, label: string) => void ran.push(label));
  return ran;
}

/** No script ran, and nothing a shopper could click runs one (javascript: links, event-handler attributes). */
async function expectInert(page: Page, ran: string[], { withWidgets = true } = {}) {
  if (withWidgets) await widgetsSettled(page);
  // Images and iframes in view have loaded or failed (an onerror payload would have run by then).
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll<HTMLImageElement | HTMLIFrameElement>('img, iframe')]
        .filter((element) => (element instanceof HTMLImageElement ? !element.complete && element.loading !== 'lazy' : false))
        .map((element) => new Promise((resolve) => ['load', 'error'].forEach((type) => element.addEventListener(type, resolve, { once: true })))),
    ),
  );
  await pageQuiet(page);
  expect(ran).toEqual([]);
  const dangerous = await page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter((attribute) => /^on/i.test(attribute.name) || (/^(href|src|action|formaction)$/i.test(attribute.name) && /^\s*javascript:/i.test(attribute.value)) || attribute.name === 'srcdoc')
        .map((attribute) => `${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value.slice(0, 60)}"`),
    ),
  );
  expect(dangerous).toEqual([]);
}

const withoutCsp = (path: string) => `${path}${path.includes('?') ? '&' : '?'}csp=off`;

test('search queries: the results page and the overlay show payloads as text', async ({ page }) => {
  const ran = await watchForPayloads(page);
  for (const payload of PAYLOADS.slice(0, 5)) {
    await page.goto(withoutCsp(`/search?q=${encodeURIComponent(payload)}`));
    await expectInert(page, ran);
  }
  await page.goto(withoutCsp('/'));
  const input = page.getByRole('combobox').first();
  await input.click();
  await input.fill(PAYLOADS[0]!);
  // The suggestions for the payload have been drawn.
  await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  await input.press('Enter');
  await page.waitForLoadState('domcontentloaded');
  await expectInert(page, ran);
});

test('URL parameters and favourites share links', async ({ page }) => {
  const ran = await watchForPayloads(page);
  const encoded = encodeURIComponent(ALL);
  const paths = [
    `/producten/woonkamer?dimensie=${encoded}&sort=${encoded}&prijsVanaf=${encoded}&page=${encoded}`,
    `/?utm_source=${encoded}&utm_campaign=${encoded}&gclid=${encoded}&cookies=${encoded}`,
    `/user/favourites/${encodeURIComponent(PAYLOADS[0]!)}`,
    `/user/favourites/${encodeURIComponent(PAYLOADS[1]!)}`,
    `/login?next=${encodeURIComponent("javascript:__xss('next')")}`,
  ];
  for (const path of paths) {
    await page.goto(withoutCsp(path));
    await expectInert(page, ran);
  }
  await page.goto(withoutCsp(`/producten/woonkamer#${encodeURIComponent(ALL)}`));
  await expectInert(page, ran);
});

test('review texts, names, pluses, minuses and shop replies', async ({ page, request }) => {
  const ran = await watchForPayloads(page);
  const variantId = 10016;
  for (const payload of PAYLOADS.slice(0, 4)) {
    const answer = await request.post('/__test/reviews', { data: { variantId, nickName: payload, text: ALL, plus: payload, minus: payload, reply: payload } });
    expect(answer.ok()).toBe(true);
  }
  await page.goto(withoutCsp(`/product/${variantId}/reviews`));
  await expectInert(page, ran);
  await expect(page.getByText(PAYLOADS[0]!, { exact: true }).first()).toBeVisible();
  await page.goto(withoutCsp(`/product/v/${variantId}`));
  await widgetsSettled(page);
  await page.locator('[data-etl-modal="reviews"]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText(PAYLOADS[0]!, { exact: true }).first()).toBeVisible();
  await expectInert(page, ran);
});

test('widget props and server attributes written by a template with a hole in it', async ({ page }) => {
  const ran = await watchForPayloads(page);
  await page.goto(withoutCsp('/producten/woonkamer'));
  await widgetsSettled(page);
  await page.evaluate((payloads) => {
    const host = document.createElement('section');
    host.id = 'xss-widgets';
    const widget = (name: string, attributes: Record<string, string>) => {
      const element = document.createElement('div');
      element.setAttribute('data-etl-widget', name);
      element.setAttribute('data-etl-activate', 'eager');
      for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
      element.textContent = 'terugval';
      host.append(element);
    };
    for (const payload of payloads) {
      widget('voucher-card', { 'data-etl-code': payload, 'data-etl-value': '10', 'data-etl-value-type': 'percent' });
      widget('like-button', { 'data-etl-item-id': '10016', 'data-etl-item-name': payload, 'data-etl-likes-count': '1' });
      widget('user-box', { 'data-etl-user': JSON.stringify({ id: 1, name: payload, initials: payload, avatarUrl: `javascript:__xss('avatar')` }), 'data-etl-login-url': `javascript:__xss('login')` });
    }
    document.querySelector('main')!.append(host);
  }, PAYLOADS);
  await expectInert(page, ran);
  await expect(page.locator('#xss-widgets .etl-voucher-card').first()).toBeVisible();
  await expect(page.getByText(PAYLOADS[0]!, { exact: true }).first()).toBeAttached();
});

/** Every text of a card is the payloads; its links and images are a javascript: URL. */
const SCRIPT_URL = PAYLOADS[5]!;
const hostileCard = cardVariant({
  name: ALL,
  description: ALL,
  detailUrl: SCRIPT_URL,
  shopDomain: SCRIPT_URL,
  eshop: { id: 7, name: ALL, slug: ALL, paid: true },
  voucher: { code: ALL, value: 10, valueType: 'money', priceWithVoucher: 539.55 },
  tier: ALL,
  promoTags: [ALL],
  topProductLabel: ALL,
  images: cardImages(3).map((image) => ({ ...image, url: SCRIPT_URL })),
  displayParameters: [{ name: ALL, value: ALL }],
  visuallySimilarUrl: SCRIPT_URL,
});
const hostileOptions = { clickSource: 1, position: 1, requestId: ALL };

/** The card in its three layouts, a widget macro and a modal opener, each with the payloads in every text. */
const templateSources: Record<Engine, string> = {
  twig: `{% import 'etalage/card.twig' as card %}{% import 'etalage/widgets.twig' as w %}{{ card.product_card(c, o) }}{{ card.product_row(c, o) }}{{ card.small_card(c, o) }}<div {{ w.like_button({item_id: 1, item_name: text}) }}></div><a href="/product/1/reviews" {{ w.open_reviews({variant_id: 1, product_name: text, opener: text}) }}>Reviews</a>`,
  jinja: `{% import 'etalage/card.jinja' as card %}{% import 'etalage/widgets.jinja' as w %}{{ card.product_card(c, o) }}{{ card.product_row(c, o) }}{{ card.small_card(c, o) }}<div {{ w.like_button(item_id=1, item_name=text) }}></div><a href="/product/1/reviews" {{ w.open_reviews(variant_id=1, product_name=text, opener=text) }}>Reviews</a>`,
};

test('the Twig and Jinja2 templates of @etalage/templates write the payloads as text: the card in its three layouts, a widget, a modal opener', async ({ page }) => {
  const ran = await watchForPayloads(page);
  for (const engine of ['twig', 'jinja'] as const) {
    const [rendered] = renderWith(engine, [{ source: templateSources[engine], context: { c: hostileCard, o: hostileOptions, text: ALL } }]);
    expect(rendered!.error, `${engine}: ${rendered!.error}`).toBeUndefined();
    expect(rendered!.html).toContain('data-etl-widget="product-card"');
    await page.setContent(`<!doctype html><html lang="nl"><head><title>${engine}</title></head><body>${rendered!.html}</body></html>`);
    await expectInert(page, ran, { withWidgets: false });
    // The payloads are there, as text a shopper reads.
    await expect(page.locator('.pc-name').first()).toContainText(PAYLOADS[0]!);
  }
});
