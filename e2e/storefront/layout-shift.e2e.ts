import { expect, test } from './fixtures.js';
import type { Browser } from '@playwright/test';
import { describeLayoutShifts, layoutShifts, LISTING, pageSettled, recordLayoutShifts, type LayoutShifts } from './helpers.js';

/**
 * Nothing moves while a page loads. The storefront's own layout keeps every part in its place
 * whatever part of the HTML has arrived (the filters, the toolbar and the grid of a listing included), and the
 * script moves nothing either (the widgets' server markup is their first render). So the whole-load CLS, every
 * layout shift without input from navigation start, is 0 without the script (`?etalage=off`, a test hook) and the
 * same 0 with it. A failure lists what moved, from where to where.
 */
const PRODUCT = '/product/v/10001-bank-oslo-deluxe-linnen-naturel';
const VOUCHERS = '/producten/vouchers';

/** Test hook `?streamed=4096`: the HTML in pieces of 4 KB (cut wherever that falls, in a tag or a text), 20 ms apart. */
const STREAMED_PIECE_BYTES = 4096;

function withParams(url: string, params: string[]): string {
  return params.length ? `${url}${url.includes('?') ? '&' : '?'}${params.join('&')}` : url;
}

async function wholeLoadShifts(browser: Browser, url: string, width: number, options: { withScript: boolean; streamed?: boolean }): Promise<LayoutShifts> {
  const page = await browser.newPage({ viewport: { width, height: 844 } });
  await recordLayoutShifts(page);
  const params = [...(options.withScript ? [] : ['etalage=off']), ...(options.streamed ? [`streamed=${STREAMED_PIECE_BYTES}`] : [])];
  await page.goto(withParams(url, params));
  await pageSettled(page, { withScript: options.withScript });
  const shifts = await layoutShifts(page);
  await page.close();
  return shifts;
}

async function expectNoShift(browser: Browser, url: string, width: number, streamed = false) {
  const withoutScript = await wholeLoadShifts(browser, url, width, { withScript: false, streamed });
  const withScript = await wholeLoadShifts(browser, url, width, { withScript: true, streamed });
  const report = `${describeLayoutShifts('without the script', withoutScript)}\n${describeLayoutShifts('with the script', withScript)}`;
  expect(withoutScript.total, report).toBe(0);
  expect(withScript.total, report).toBeLessThanOrEqual(0.001);
  expect(withScript.total, report).toBe(withoutScript.total);
}

for (const width of [390, 1280]) {
  for (const url of [LISTING, PRODUCT, VOUCHERS]) {
    test(`${url} at ${width} px loads without any layout shift, with the script and without it`, async ({ browser }) => {
      await expectNoShift(browser, url, width);
    });
  }

  // The same listing drawn piece by piece: the parts that are there stay put when the rest arrives, at the same
  // cut points on every run (a normal load is drawn whenever the parser happens to yield).
  test(`${LISTING} streamed in pieces at ${width} px loads without any layout shift, with the script and without it`, async ({ browser }) => {
    test.setTimeout(60_000);
    await expectNoShift(browser, LISTING, width, true);
  });
}
