import { expect, test } from './fixtures.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { collectConsoleErrors, widgetsSettled } from './helpers.js';
import { expectNoAxeViolations } from '../axe.js';

const CATEGORY_LISTING = '/producten/banken';
const QUERY = 'groene bank onder 800 euro';

interface AiSearchAnswer {
  url: string;
  filtersCount: number;
  resultsCount: number;
}

/** The server's own answer to the query: the expectations come from it, not from hard-coded counts. */
async function serverAnswer(request: APIRequestContext, query: string, categoryId?: number): Promise<AiSearchAnswer> {
  const response = await request.post('/api/v2/ai-search', { data: { query, categoryId: categoryId ?? null } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as AiSearchAnswer;
}

/** The Dutch words a shopper reads for an answer, e.g. '2 filters toegepast · 37 producten gevonden'. */
function understood({ filtersCount, resultsCount }: AiSearchAnswer): string {
  const count = (n: number, one: string, many: string) => `${n.toLocaleString('nl-NL')} ${n === 1 ? one : many}`;
  const filters = filtersCount === 0 ? 'Geen filters toegepast' : `${count(filtersCount, 'filter', 'filters')} toegepast`;
  return `${filters} · ${count(resultsCount, 'product', 'producten')} gevonden`;
}

const resultsHeading = (n: number) => `${n.toLocaleString('nl-NL')} ${n === 1 ? 'product' : 'producten'}`;

async function categoryIdOf(page: Page): Promise<number> {
  return Number(await page.locator('[data-etl-widget="ai-search"]').getAttribute('data-etl-category-id'));
}

test('a category listing offers the AI search exactly when its filtering answer says so', async ({ page, request }) => {
  for (const [path, offered] of [
    [CATEGORY_LISTING, true],
    ['/search?q=bank', true],
    ['/producten/vouchers', false],
    ['/producten/sale', false],
  ] as const) {
    const filtering = await request.post('/api/v2/variant/filtering', { data: { url: path } });
    expect(filtering.ok()).toBe(true);
    const answer = (await filtering.json()) as { showAiSearch: boolean; aiSearchPlaceholder: string | null };
    expect(answer.showAiSearch, path).toBe(offered);
    await page.goto(path);
    const widget = page.locator('[data-etl-widget="ai-search"]');
    await expect(widget, path).toHaveCount(offered ? 1 : 0);
    if (offered) await expect(page.getByLabel('Zoek met AI')).toHaveAttribute('placeholder', answer.aiSearchPlaceholder!);
  }
});

test('says what it understood with the real counts and leads to the filtered listing', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/static\/etalage\/chunks\/ai-search-/.test(r.url())) chunks.push(r.url());
  });
  await page.goto(CATEGORY_LISTING);
  await widgetsSettled(page);
  const answer = await serverAnswer(request, QUERY, await categoryIdOf(page));
  expect(answer.resultsCount).toBeGreaterThan(0);
  expect(chunks).toEqual([]); // mounted from the server's markup, without its code

  // Typed before the widget's code arrived: hydration keeps the text, and Enter (held until then) still asks.
  const field = page.getByLabel('Zoek met AI');
  await field.fill(QUERY);
  await field.press('Enter');
  const status = page.locator('.etl-ai-search').getByRole('status');
  await expect(status).toContainText(understood(answer));
  await expect(field).toHaveValue(QUERY);
  expect(chunks).toHaveLength(1); // the code came with the touch

  const link = page.getByRole('link', { name: 'Bekijk de resultaten' });
  await expect(link).toHaveAttribute('href', answer.url);
  await link.click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === answer.url);
  await expect(page.locator('#results-title')).toHaveText(resultsHeading(answer.resultsCount));
  expect(errors).toEqual([]);
});

test('an empty description gets a field message and no request', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v2/ai-search')) asked.push(r.url());
  });
  await page.goto(CATEGORY_LISTING);
  const field = page.getByLabel('Zoek met AI');
  await field.focus();
  await widgetsSettled(page);
  await field.press('Enter');
  await expect(page.getByText('Beschrijf eerst wat je zoekt.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  expect(asked).toEqual([]);
});

test('the listing with the answer shown passes axe-core (WCAG 2 A and AA)', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto(CATEGORY_LISTING);
  const answer = await serverAnswer(request, QUERY, await categoryIdOf(page));
  await page.getByLabel('Zoek met AI').fill(QUERY);
  await page.locator('.etl-ai-search').getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.locator('.etl-ai-search').getByRole('status')).toContainText(understood(answer));
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
});

test('without JavaScript the form still leads to the filtered listing', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(CATEGORY_LISTING);
  const answer = await serverAnswer(request, QUERY, await categoryIdOf(page));
  await page.getByLabel('Zoek met AI').fill(QUERY);
  await page.getByLabel('Zoek met AI').press('Enter');
  await page.waitForURL((url) => `${url.pathname}${url.search}` === answer.url);
  await expect(page.locator('#results-title')).toHaveText(resultsHeading(answer.resultsCount));
  await context.close();
});
