import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a voucher without the price with it', () => {
  it('the seed has such vouchers on active products', () => {
    expect(server.count('SELECT COUNT(*) AS n FROM variants WHERE voucher_code IS NOT NULL AND voucher_price IS NULL AND active = 1 AND disabled = 0')).toBeGreaterThan(0);
    expect(server.count('SELECT COUNT(*) AS n FROM variants WHERE voucher_code IS NOT NULL AND voucher_price IS NOT NULL AND active = 1 AND disabled = 0')).toBeGreaterThan(0);
  });

  it("still shows its code on the card, without 'Prijs met voucher'", async () => {
    // The first page of /producten/vouchers (60 cards; a quarter of the vouchers have no price with them).
    const page = await (await fetch(`${server.url}/producten/vouchers`)).text();
    const document = parseHtml(page);
    const ids = [...document.querySelectorAll('#product-list > article')].map((card) => Number(card.getAttribute('data-etl-variant-id')));
    const withoutPrice = server.db
      .prepare(`SELECT id, voucher_code AS code FROM variants WHERE voucher_price IS NULL AND id IN (${ids.map(() => '?').join(', ')})`)
      .all(...ids) as { id: number; code: string }[];
    expect(withoutPrice.length).toBeGreaterThan(0);
    for (const { id, code } of withoutPrice) {
      const voucher = document.querySelector(`article[data-etl-variant-id="${id}"] [data-etl-widget="voucher-card"]`);
      expect(voucher?.getAttribute('data-etl-code')).toBe(code);
      expect(voucher?.hasAttribute('data-etl-price-with-voucher')).toBe(false);
      expect(voucher?.textContent).toContain(code);
      expect(voucher?.textContent).not.toContain('Prijs met voucher');
    }
  });
});
