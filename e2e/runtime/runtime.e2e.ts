import { expect, test } from '@playwright/test';
import { collectConsoleErrors, countEventListeners, runtimeStats, voucherMarkup } from './helpers.js';

test.beforeEach(async ({ page }) => {
  await page.goto('/fixtures/runtime.html');
  await expect(page.locator('#first .etl-voucher-card')).toBeVisible();
});

test('mounts widgets in HTML appended after start (as listHtml is)', async ({ page }) => {
  await page.evaluate((html) => {
    document.querySelector('#list')!.insertAdjacentHTML('beforeend', html);
  }, [1, 2, 3].map((n) => voucherMarkup(`added-${n}`, `CODE${n}`)).join(''));
  await expect(page.locator('#list .etl-voucher-card')).toHaveCount(3);
  await expect(page.locator('#added-2 .etl-voucher-card__code')).toHaveText('CODE2');
  await expect(page.locator('#added-2')).toHaveAttribute('data-etl-state', 'mounted');
});

test('unmounts removed HTML and returns listener and root counts to where they were', async ({ page }) => {
  const before = { stats: await runtimeStats(page), listeners: await countEventListeners(page) };
  for (let round = 0; round < 3; round += 1) {
    await page.evaluate((html) => {
      document.querySelector('#list')!.insertAdjacentHTML('beforeend', html);
    }, [
      ...Array.from({ length: 50 }, (_, n) => voucherMarkup(`card-${n}`, `C${n}`)),
      // Below the fold and untouched: these wait in the shared IntersectionObserver or for an interaction.
      '<div style="height: 4000px"></div>',
      ...Array.from({ length: 10 }, (_, n) => voucherMarkup(`lazy-${n}`, `L${n}`, n % 2 ? 'visible' : 'interaction')),
    ].join(''));
    await expect(page.locator('#list .etl-voucher-card')).toHaveCount(50);
    const during = await runtimeStats(page);
    expect(during.mounted).toBe(before.stats.mounted + 50);
    expect(during.connected).toBe(before.stats.connected + 60);
    expect(during.waitingForVisibility).toBe(before.stats.waitingForVisibility + 5);
    await page.evaluate(() => document.querySelector('#list')!.replaceChildren());
    await expect.poll(async () => (await runtimeStats(page)).connected).toBe(before.stats.connected);
  }
  const after = { stats: await runtimeStats(page), listeners: await countEventListeners(page) };
  expect(after.stats).toEqual(before.stats);
  expect(after.listeners).toBe(before.listeners);
});

test('a moved element is not remounted', async ({ page }) => {
  await page.evaluate(() => {
    const rendered = document.querySelector('#first .etl-voucher-card') as HTMLElement & { marker?: string };
    rendered.marker = 'original node';
    document.querySelector('#elsewhere')!.append(document.querySelector('#first')!);
  });
  // The runtime decides on a removal a microtask after the mutation: settled, it has decided.
  await page.evaluate(() => window.Etalage!.whenSettled());
  const marker = await page.evaluate(
    () => (document.querySelector('#elsewhere #first .etl-voucher-card') as HTMLElement & { marker?: string }).marker,
  );
  expect(marker).toBe('original node');
  expect((await runtimeStats(page)).mounted).toBe(1);
});

test('malformed props break only their own element, with a console error naming element, widget and attribute', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.evaluate((html) => {
    document.querySelector('#list')!.insertAdjacentHTML('beforeend', html);
  }, `<div id="broken" data-etl-widget="voucher-card" data-etl-code="OOPS" data-etl-value="tien" data-etl-activate="eager">Vouchercode: OOPS</div>${voucherMarkup('healthy', 'GOED5')}`);
  await expect(page.locator('#healthy .etl-voucher-card')).toBeVisible();
  await expect(page.locator('#broken')).toHaveAttribute('data-etl-state', 'error');
  await expect(page.locator('#broken')).toHaveText('Vouchercode: OOPS');
  // The report follows the error state a moment later (the runtime's messages load with its first problem).
  await expect.poll(() => errors).toContainEqual(expect.stringContaining('widget "voucher-card" on <div#broken>: data-etl-value must be a number, got "tien"'));
});

test('a widget that throws while rendering is isolated and reported with a cancelable event', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const before = await runtimeStats(page);
  const detail = await page.evaluate(async () => {
    const seen = new Promise<{ widget: string; phase: string }>((resolve) =>
      document.addEventListener('etalage:error', (event) => resolve((event as CustomEvent).detail), { once: true }),
    );
    window.Etalage!.register({
      name: 'throwing',
      activation: 'eager',
      props: {},
      load: () => import('/fixtures/throwing-widget.js' as string),
    });
    document.querySelector('#list')!.insertAdjacentHTML('beforeend', '<div id="bomb" data-etl-widget="throwing">Server fallback</div>');
    const { widget, phase } = await seen;
    return { widget, phase };
  });
  expect(detail).toEqual({ widget: 'throwing', phase: 'render' });
  await expect(page.locator('#bomb')).toHaveText('Server fallback');
  await expect(page.locator('#bomb')).toHaveAttribute('data-etl-state', 'error');
  expect((await runtimeStats(page)).mounted).toBe(before.mounted);
  await expect(page.locator('#first .etl-voucher-card')).toBeVisible();
  await expect.poll(() => errors.some((text) => text.includes('widget "throwing" on <div#bomb> failed during render'))).toBe(true);
});

test('an error event canceled by the page is not logged', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // The report follows the error state a moment later (its message loads with the first problem): wait for the event.
  const canceled = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('etalage:error', (event) => {
          event.preventDefault();
          resolve((event as CustomEvent<{ widget: string }>).detail.widget);
        });
        document.querySelector('#list')!.insertAdjacentHTML('beforeend', '<div id="quiet" data-etl-widget="voucher-card" data-etl-code="X" data-etl-activate="eager">X</div>');
      }),
  );
  expect(canceled).toBe('voucher-card');
  await expect(page.locator('#quiet')).toHaveAttribute('data-etl-state', 'error');
  expect(errors).toEqual([]);
});

test('a widget chunk that cannot load is retried once, then reported; others keep working', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.evaluate(() => {
    window.Etalage!.register({ name: 'missing', activation: 'eager', props: {}, load: () => import('/fixtures/nope.js' as string) });
    document.querySelector('#list')!.insertAdjacentHTML('beforeend', '<div id="missing" data-etl-widget="missing">Fallback</div>');
  });
  await expect(page.locator('#missing')).toHaveAttribute('data-etl-state', 'error', { timeout: 5000 });
  await expect.poll(() => errors.some((text) => text.includes('widget "missing" on <div#missing> failed during load'))).toBe(true);
  await page.evaluate((html) => document.querySelector('#list')!.insertAdjacentHTML('beforeend', html), voucherMarkup('after', 'NOG1'));
  await expect(page.locator('#after .etl-voucher-card')).toBeVisible();
});

test('loading the script twice yields one runtime', async ({ page }) => {
  const first = await page.evaluate(() => window.Etalage!.store);
  expect(first).toBeTruthy();
  await page.evaluate(async () => {
    (window as unknown as { firstApi: unknown }).firstApi = window.Etalage;
    await import('/static/etalage/embed.js?copy=2' as string);
  });
  const same = await page.evaluate(() => (window as unknown as { firstApi: unknown }).firstApi === window.Etalage);
  expect(same).toBe(true);
  await expect(page.locator('#first .etl-voucher-card')).toHaveCount(1);
  expect((await runtimeStats(page)).mounted).toBe(1);
});

test('a second version of the script (separate modules, own store module) leaves one runtime and one store', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const before = await runtimeStats(page);
  await page.evaluate(async () => {
    const marked = window as unknown as { firstApi: unknown; firstStore: unknown };
    marked.firstApi = window.Etalage;
    marked.firstStore = window.Etalage!.store;
    await import('/static/etalage-other-version/embed.js' as string);
  });
  const same = await page.evaluate(() => {
    const marked = window as unknown as { firstApi: unknown; firstStore: unknown };
    return marked.firstApi === window.Etalage && marked.firstStore === window.Etalage!.store;
  });
  expect(same).toBe(true);
  // No widget is mounted twice, and widgets inserted afterwards are mounted once, by the first runtime.
  expect(await runtimeStats(page)).toMatchObject({ mounted: before.mounted, connected: before.connected });
  await page.evaluate((html) => document.querySelector('#list')!.insertAdjacentHTML('beforeend', html), voucherMarkup('later', 'LATER5'));
  await expect(page.locator('#later .etl-voucher-card')).toHaveCount(1);
  expect((await runtimeStats(page)).mounted).toBe(before.mounted + 1);
  const otherVersionScripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/etalage-other-version/')).map((entry) => entry.name),
  );
  // Only the other version's entry (and what it imports statically) was fetched: none of its widget chunks.
  expect(otherVersionScripts.some((name) => name.endsWith('/embed.js'))).toBe(true);
  expect(otherVersionScripts.filter((name) => /voucher-card-[A-Z0-9]{8}\.js$/.test(name))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a widget waiting for visibility mounts only when scrolled into view', async ({ page }) => {
  await expect(page.locator('#far')).not.toHaveAttribute('data-etl-state', 'mounted');
  expect((await runtimeStats(page)).waitingForVisibility).toBe(1);
  await expect(page.locator('#far .etl-voucher-card')).toHaveCount(0);
  await page.locator('#far').scrollIntoViewIfNeeded();
  await expect(page.locator('#far .etl-voucher-card')).toBeVisible();
  expect((await runtimeStats(page)).waitingForVisibility).toBe(0);
});
