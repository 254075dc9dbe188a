// The partner snippet of docs/partner-pages.md as a web shop's developer pastes it: its head lines into a plain
// page's head, its elements into the body (examples/storefront/src/partner-shop/plain-page.html, served on the
// partner origin with the main site's address replaced by the test storefront's). No shop stylesheet, no CSP,
// nothing else.
import { readFileSync } from 'node:fs';
import { expect, test } from './server.js';
import { collectConsoleErrors } from './helpers.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The html block after the `<!-- partner-snippet -->` marker of docs/partner-pages.md. */
function partnerSnippet(): string {
  const match = /<!-- partner-snippet -->\s*```html\n([\s\S]*?)\n```/.exec(read('../../docs/partner-pages.md'));
  if (!match) throw new Error('docs/partner-pages.md has no html block after <!-- partner-snippet -->');
  return match[1]!;
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the plain page holds every line of the partner snippet, in order', () => {
  const page = read('../../examples/storefront/src/partner-shop/plain-page.html').split('\n');
  let from = 0;
  for (const line of partnerSnippet().split('\n').filter((text) => text.trim() !== '')) {
    const at = page.indexOf(line, from);
    expect(at, `snippet line not in plain-page.html (in order): ${line}`).toBeGreaterThanOrEqual(0);
    from = at + 1;
  }
});

test("the documented partner snippet on a plain page of a partner origin shows the reviews and copies the voucher", async ({ page, storefront }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${storefront.partnerUrl}/plain-page.html`);

  const list = page.locator('[data-etl-widget="review-list"]');
  // The widget replaced the no-JavaScript link with the reviews from the main site.
  await expect(list.locator('.etl-review-list__item').first()).toBeVisible();
  expect(await list.locator('.etl-review-list__item').count()).toBeGreaterThan(0);
  await expect(list.getByRole('link', { name: 'Lees de reviews op Etalage' })).toHaveCount(0);

  const voucher = page.locator('[data-etl-widget="voucher-card"]');
  await voucher.locator('.etl-voucher-card').getByRole('button').click();
  await expect(voucher.getByRole('status')).toHaveText('Gekopieerd!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WOON20');

  await page.evaluate(() => window.Etalage!.whenSettled());
  expect(errors).toEqual([]);
});
