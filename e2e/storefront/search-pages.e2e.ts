import { expect, test } from './fixtures.js';
import type { Browser, Page } from '@playwright/test';

/** The search pages render their results on the server (they work without JavaScript). */

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const cardNames = (page: Page) => page.locator('#product-list > article .pc-name').allTextContents();

test("without JavaScript, the header's search form shows the server's results for 'bank' (the homepage search)", async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/');
    const search = page.getByRole('search');
    await search.getByRole('combobox', { name: 'Zoeken' }).fill('bank');
    await search.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('q') === 'bank');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten voor "bank"');
    await expect(page).toHaveTitle('Zoekresultaten voor "bank" | Etalage');
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(name.toLowerCase()).toContain('bank');
    // The query stays in the header's search field.
    await expect(page.getByRole('combobox', { name: 'Zoeken' })).toHaveValue('bank');
  });
});

test('without JavaScript, /?q=bank shows the results too', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/?q=bank');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten voor "bank"');
    expect((await cardNames(page)).length).toBeGreaterThan(10);
    await expect(page.getByRole('combobox', { name: 'Zoeken' })).toHaveValue('bank');
  });
});

test('a search without results says so in Dutch and suggests what to try', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/search?q=bank%20qwxzv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten voor "bank qwxzv"');
    await expect(page.locator('#product-list > article')).toHaveCount(0);
    await expect(page.getByText('Geen resultaten voor "bank qwxzv".')).toBeVisible();
    // The word that does find something, then the popular categories.
    await page.getByRole('link', { name: /^Zoek op "bank"/ }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'bank');
    expect((await cardNames(page)).length).toBeGreaterThan(10);
    await page.goto('/search?q=qwxzv');
    const categories = page.getByRole('list', { name: 'Populaire categorieën' }).getByRole('link');
    expect(await categories.count()).toBeGreaterThan(0);
  });
});
