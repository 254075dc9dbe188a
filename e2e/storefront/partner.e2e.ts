// Not the storefront's CSP guard (./fixtures.js): the partner page has a CSP of its own, checked here before axe
// runs (axe injects styles, which that CSP reports).
import type { Locator, Page } from '@playwright/test';
import { expect, test as storefrontTest } from './server.js';
import { collectConsoleErrors } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

/** The example web shop: a separate origin (localhost, not 127.0.0.1) with a hostile stylesheet and a strict CSP. */
const test = storefrontTest.extend<{ PARTNER: string }>({ PARTNER: async ({ storefront }, use) => use(storefront.partnerUrl) });

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Records the page's CSP violations (Trusted Types included) from its start. */
async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

const settled = (page: Page) => page.evaluate(() => window.Etalage!.whenSettled());

test('on the partner origin the review list pages and filters, a voucher copies, under a strict CSP, and axe passes', async ({ page, PARTNER }) => {
  const errors = collectConsoleErrors(page);
  await recordCspViolations(page);
  await page.goto(`${PARTNER}/`);
  // Every widget renders inside a shadow root of its element.
  const list = page.locator('[data-etl-widget="review-list"]');
  await expect(list.locator('.etl-review-list')).toBeVisible();
  expect(await list.evaluate((element) => element.shadowRoot?.querySelector('link[rel="stylesheet"]')?.getAttribute('href'))).toMatch(/\/static\/etalage\/partner\/partner\.css$/);

  const items = list.locator('.etl-review-list__item');
  await expect(items).toHaveCount(10);
  await list.getByRole('button', { name: 'Meer reviews' }).click();
  await expect(items).toHaveCount(20);
  await list.getByRole('button', { name: /^Met foto's/ }).click();
  await expect(list.getByRole('button', { name: /^Met foto's/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(items.first()).toBeVisible();
  const withPhotos = await items.evaluateAll((lis) => lis.map((li) => li.querySelectorAll('.etl-review-list__review-images img').length));
  expect(withPhotos.length).toBeGreaterThan(0);
  expect(withPhotos.every((count) => count > 0)).toBe(true);

  // A photo opens the review images modal, in a shadow root of its own at the end of the body.
  await items.first().locator('.etl-review-list__review-image').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const voucher = page.locator('[data-etl-widget="voucher-card"]');
  const code = await voucher.getAttribute('data-etl-code');
  await voucher.scrollIntoViewIfNeeded();
  await voucher.locator('.etl-voucher-card').getByRole('button').click();
  await expect(voucher.getByRole('status')).toHaveText('Gekopieerd!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  await settled(page);
  // Checked before axe, whose own injected styles the page's CSP reports.
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
});

test("the shop's own buttons and headings look the same with and without the partner bundle", async ({ page, PARTNER }) => {
  const properties = ['font-family', 'font-size', 'font-weight', 'line-height', 'color', 'background-color', 'padding-top', 'padding-left', 'border-top-width', 'border-top-color', 'border-radius', 'box-sizing', 'text-transform', 'margin-top', 'margin-bottom', 'width'];
  const styles = () =>
    page.evaluate(
      (props) =>
        ['html', 'body', 'h1', 'h2', '.shop-button', '.shop-header', '.shop-main', 'p'].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          return [selector, props.map((prop) => `${prop}: ${style.getPropertyValue(prop)}`)];
        }),
      properties,
    );
  await page.goto(`${PARTNER}/?etalage=off`);
  const without = await styles();
  await page.goto(`${PARTNER}/`);
  await page.locator('[data-etl-widget="voucher-card"]').scrollIntoViewIfNeeded();
  await settled(page);
  await expect(page.locator('[data-etl-widget="review-list"] .etl-review-list')).toBeVisible();
  expect(await styles()).toEqual(without);
});

/** A PNG screenshot of the first review of a page's review list, the list being 640 px wide. */
async function firstReviewShot(page: Page, list: Locator): Promise<Buffer> {
  await list.evaluate((element) => {
    (element as HTMLElement).style.width = '640px';
  });
  const review = list.locator('.etl-review-list__item').first();
  await expect(review).toBeVisible();
  await review.scrollIntoViewIfNeeded();
  await review.evaluate((li) => Promise.all([...li.querySelectorAll('img')].map((img) => (img.complete ? null : new Promise((done) => img.addEventListener('load', done, { once: true }))))));
  return review.screenshot({ animations: 'disabled' });
}

test('a review looks the same on the partner page as on the storefront', async ({ page, browser, PARTNER }) => {
  await page.goto(`${PARTNER}/`);
  const partnerList = page.locator('[data-etl-widget="review-list"]');
  const variantId = await partnerList.getAttribute('data-etl-variant-id');
  const onPartner = await firstReviewShot(page, partnerList);

  const storefront = await browser.newPage();
  await storefront.goto(`/product/${variantId}/reviews`);
  const onStorefront = await firstReviewShot(storefront, storefront.locator('[data-etl-widget="review-list"]'));
  await storefront.close();

  // Compared pixel by pixel in the browser (no image library needed): same size, at most 1% of pixels differ.
  const diff = await page.evaluate(
    async ([a, b]: string[]) => {
      const load = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [x, y] = await Promise.all([load(a!), load(b!)]);
      if (x.width !== y.width || x.height !== y.height) return { size: `${x.width}x${x.height} vs ${y.width}x${y.height}`, ratio: 1 };
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if (Math.abs(x.data[i]! - y.data[i]!) + Math.abs(x.data[i + 1]! - y.data[i + 1]!) + Math.abs(x.data[i + 2]! - y.data[i + 2]!) > 48) differing += 1;
      }
      return { size: 'same', ratio: differing / (x.width * x.height) };
    },
    [onPartner.toString('base64'), onStorefront.toString('base64')],
  );
  expect(diff.size).toBe('same');
  expect(diff.ratio).toBeLessThan(0.01);
});

test('the main API answers the partner origin and refuses an unknown one', async ({ request, PARTNER }) => {
  const preflight = (origin: string) =>
    request.fetch('/api/v2/variant/reviews?page=1&type=all', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
  const allowed = await preflight(PARTNER);
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()['access-control-allow-origin']).toBe(PARTNER);
  expect(allowed.headers()['access-control-allow-credentials']).toBe('true');

  const refused = await preflight('https://evil.example');
  expect(refused.status()).toBe(403);
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined();

  const simple = await request.post('/api/v2/variant/reviews?page=1&type=all', { headers: { origin: 'https://evil.example' }, data: { variantId: 10001 } });
  expect(simple.headers()['access-control-allow-origin']).toBeUndefined();
});

test('a shopper rates a purchase on /star/{ident}: Dutch messages at the fields, then the review shows for the shop and the variant', async ({ page }) => {
  await page.goto('/star/q3n8r5t1');
  await page.getByRole('button', { name: 'Review plaatsen' }).click();
  await expect(page.getByRole('alert')).toContainText('velden zijn nog niet goed ingevuld');
  await expect(page.locator('#star-value-error')).toHaveText('Kies hoeveel sterren je je aankoop geeft.');
  await expect(page.getByLabel('Jouw ervaring')).toHaveAccessibleDescription(/Schrijf minstens 20 tekens over je ervaring\./);

  // The stars are a radio group: arrow keys move the choice, and the enhancer says it.
  await page.locator('label[for="star-value-3"]').click();
  await expect(page.getByRole('radio', { name: '3 van 5 sterren: Redelijk' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 van 5 sterren: Goed' })).toBeChecked();
  await expect(page.locator('.etl-star-rating__status')).toHaveText('4 van 5 sterren: Goed');

  const text = `Partner-e2e: stevige tafel, ${Date.now()}.`;
  await page.getByLabel('Jouw ervaring').fill(text);
  await page.getByLabel('Pluspunten (optioneel)').fill('Stevig\nMooi blad');
  await page.getByLabel("Foto's (optioneel)").setInputFiles({ name: 'tafel.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') });
  await page.getByRole('button', { name: 'Review plaatsen' }).click();
  await expect(page).toHaveURL(/\/star\/q3n8r5t1\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je review');

  await page.getByRole('link', { name: /^Reviews van / }).click();
  await expect(page.getByText(text).first()).toBeVisible(); // among the shop's newest reviews
  await page.goBack();
  await page.getByRole('link', { name: /^Alle reviews van / }).click();
  const review = page.locator('.etl-review-list__item', { hasText: text });
  await expect(review).toBeVisible();
  await expect(review.locator('.etl-review-list__review-images img')).toHaveCount(1);
});
