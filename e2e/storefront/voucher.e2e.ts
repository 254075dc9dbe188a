import { expect, test } from './fixtures.js';
import { collectConsoleErrors, holdRequests } from './helpers.js';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the voucher card on the vouchers page copies its code and confirms for 2 seconds', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // 12 voucher cards (the test hook ?perPage): one card is what is tested.
  await page.goto('/producten/vouchers?perPage=12');
  const slot = page.locator('[data-etl-widget="voucher-card"]').first();
  await slot.scrollIntoViewIfNeeded();
  const code = await slot.getAttribute('data-etl-code');
  expect(code).toBeTruthy();
  const voucher = slot.locator('.etl-voucher-card');
  await expect(voucher.getByRole('status')).toHaveText('Klik om de vouchercode te kopiëren');

  await voucher.getByRole('button').click();
  await expect(voucher.getByRole('status')).toHaveText('Gekopieerd!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // The event helpers load with the first copy.
  await expect.poll(() => page.evaluate(() => window.dataLayer ?? [])).toContainEqual({ event: 'voucher_copy', voucher_code: code });
  await expect(voucher.getByRole('status')).toHaveText('Klik om de vouchercode te kopiëren', { timeout: 3000 });
  expect(errors).toEqual([]);
});

test('a click on the hint copies too, also before the card rendered; cards with a voucher were the first ones', async ({ page }) => {
  await page.goto('/producten/woonkamer?perPage=60');
  const voucher = page.locator('article .etl-voucher-card').first();
  await voucher.scrollIntoViewIfNeeded();
  const code = (await voucher.locator('.etl-voucher-card__code').textContent())!;
  await voucher.getByText('Klik om de vouchercode te kopiëren').click();
  await expect(voucher.getByRole('status')).toHaveText('Gekopieerd!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

test("clicked before its code arrived: the code is copied inside the click and 'Gekopieerd!' shows at once", async ({ page }) => {
  const release = await holdRequests(page, /\/chunks\/voucher-card-[A-Z0-9]+\.js(\?.*)?$/);
  await page.goto('/producten/vouchers?perPage=12');
  const voucher = page.locator('[data-etl-widget="voucher-card"] .etl-voucher-card').first();
  await voucher.scrollIntoViewIfNeeded();
  const code = (await voucher.locator('.etl-voucher-card__code').textContent())!;
  await voucher.getByRole('button').click();
  // The stylesheet's confirmation while the runtime's busy mark is on, the code already on the clipboard.
  const drawn = () => voucher.locator('.etl-voucher-card__message').evaluate((message) => getComputedStyle(message, '::after').content);
  await expect.poll(drawn).toBe('"Gekopieerd!"');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  release();
  // The card's own text takes over.
  await expect(voucher.getByRole('status')).toHaveText('Gekopieerd!');
  await expect.poll(drawn).toBe('none');
});

for (const width of [390, 640, 768, 1024, 1280, 1536]) {
  test(`no voucher code overflows its card at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/producten/woonkamer?perPage=60');
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll('article .etl-voucher-card__button')].map((button) => {
        const card = button.closest('article')!.getBoundingClientRect();
        const box = button.getBoundingClientRect();
        return { overflow: button.scrollWidth - button.clientWidth, outside: Math.max(0, box.right - card.right, card.left - box.left) };
      }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.filter((b) => b.overflow > 0 || b.outside > 0)).toEqual([]);
  });
}
