import { expect, poll, test, type EnginePage } from './fixtures.js';

const HINT = 'Klik om de vouchercode te kopiëren';
const COPIED = 'Gekopieerd!';

/**
 * What the clipboard holds: pasted (Control+V, as a shopper would) into a field the test adds at the top of the
 * page. No clipboard-read permission or prompt is needed for a paste the user makes.
 */
async function pastedText(tab: EnginePage): Promise<string> {
  await tab.evaluate(() => {
    const field = document.createElement('textarea');
    field.id = 'paste-check';
    field.setAttribute('aria-label', 'Plakken');
    field.style.cssText = 'position:fixed;top:0;left:0;width:200px;height:40px;z-index:2147483647';
    document.body.append(field);
  });
  await tab.click('#paste-check');
  await tab.pressWithControl('v');
  return tab.waitFor(() => (document.querySelector('#paste-check') as HTMLTextAreaElement).value, { message: 'the pasted voucher code' });
}

test("a voucher card copies its code: 'Gekopieerd!' for 2 seconds, the code on the clipboard, the copy event", async ({ tab }) => {
  // 12 voucher cards (the test hook ?perPage): the engine loads a 60-card page slowly, and one card is what is tested.
  await tab.goto('/producten/vouchers?perPage=12');
  const slot = '[data-etl-widget="voucher-card"]';
  await tab.scrollIntoView(slot);
  const code = await tab.attribute(slot, 'data-etl-code');
  expect(code).toBeTruthy();
  await poll(() => tab.text(`${slot} .etl-voucher-card__message`)).toBe(HINT);

  await tab.click(`${slot} .etl-voucher-card__button`);
  // The Clipboard API copies on the click (a user activation) in both engines: no permission is asked for
  // writing. Where it throws, copyText logs a console error and falls back to execCommand('copy'), and the
  // test fails on that console error: this asserts the API path itself.
  await poll(() => tab.text(`${slot} .etl-voucher-card__message`)).toBe(COPIED);
  await poll(() => tab.evaluate(() => window.dataLayer ?? [])).toContainEqual({ event: 'voucher_copy', voucher_code: code });
  await poll(() => tab.text(`${slot} .etl-voucher-card__message`), { timeout: 5_000 }).toBe(HINT);
  expect(await pastedText(tab)).toBe(code);
});
