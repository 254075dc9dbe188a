import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney, formatSecondPrice } from '@etalage/core';
import { Client, logins, parseHtml, startTestServer, type TestServer } from './helpers.js';

// The page config is read from the environment when the server's modules load (views/layout.tsx): before the imports.
vi.hoisted(() => {
  process.env.ETALAGE_SECOND_CURRENCY = 'USD:1.08';
});

const USD = { code: 'USD', rate: 1.08 };
/** What a second price says: the hidden 'Ongeveer ', then the shown '≈ US$ 116,64'. */
const said = (euro: number) => `Ongeveer ${formatSecondPrice(euro, USD)}`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  delete process.env.ETALAGE_SECOND_CURRENCY;
});

async function documentOf(path: string, client?: Client): Promise<Document> {
  const response = client ? await client.get(path) : await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return parseHtml(await response.text()) as unknown as Document;
}

const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent);

describe('the second currency of the page config (ETALAGE_SECOND_CURRENCY=USD:1.08, spec §1)', () => {
  const product = () =>
    server.db
      .prepare('SELECT id, price, voucher_price AS voucherPrice FROM variants WHERE voucher_price IS NOT NULL AND active = 1 AND disabled = 0 ORDER BY id LIMIT 1')
      .get() as { id: number; price: number; voucherPrice: number };

  it("shows on the product page beside the price and the voucher's 'Prijs met voucher', read 'Ongeveer'", async () => {
    const { id, price, voucherPrice } = product();
    const page = await documentOf(`/product/v/${id}`);
    const config = JSON.parse(page.getElementById('etalage-config')!.textContent!);
    expect(config.secondCurrency).toEqual(USD);
    const second = page.querySelector('.pd-prices .pc-price-second')!;
    expect(second.textContent).toBe(said(price));
    expect(second.querySelector('.visually-hidden')!.textContent).toBe('Ongeveer ');
    expect(second.querySelector('[aria-hidden="true"]')!.textContent).toBe('≈ ');
    // The voucher's server render draws it as the widget will when it hydrates (no attribute carries it).
    const voucher = page.querySelector('.pd-info [data-etl-widget="voucher-card"]')!;
    expect(texts(voucher.querySelectorAll('.etl-voucher-card__price .etl-second-price'))).toEqual([said(voucherPrice)]);
    expect(voucher.outerHTML).not.toMatch(/data-etl-second-currency/);
  });

  it("shows on the cards' vouchers and on a web shop's voucher page", async () => {
    const listing = await documentOf('/producten/vouchers');
    const withPrice = [...listing.querySelectorAll('#product-list > article')].find((card) => card.querySelector('.etl-voucher-card__price'))!;
    expect(withPrice.querySelector('.pc-price-second')).not.toBeNull();
    expect(withPrice.querySelector('.etl-voucher-card__price .etl-second-price')!.textContent).toMatch(/^Ongeveer ≈ US\$\u00a0[\d.]+,\d\d$/);
    const row = server.db
      .prepare('SELECT e.slug, v.voucher_code AS code, v.voucher_price AS voucherPrice FROM variants v JOIN eshops e ON e.id = v.eshop_id WHERE v.voucher_price IS NOT NULL AND v.disabled = 0 ORDER BY v.id LIMIT 1')
      .get() as { slug: string; code: string; voucherPrice: number };
    const voucherPage = await documentOf(`/products/eshop/${row.slug}/voucher/${row.code}`);
    expect(texts(voucherPage.querySelectorAll('.etl-voucher-card__price .etl-second-price'))).toContain(said(row.voucherPrice));
  });

  it("shows in the comparison's and the watched list's tables without JavaScript", async () => {
    const shopper = new Client(server.url);
    await shopper.login(logins.shopper.email, logins.shopper.password);
    await shopper.post('/api/v1/nl/like/comparison/10050');
    await shopper.post('/api/v1/nl/watchdog/10050', {});
    const price = server.db.prepare('SELECT price FROM variants WHERE id = 10050').pluck().get() as number;
    const compare = await documentOf('/compare-products', shopper);
    expect(texts(compare.querySelectorAll('.compare-table .pc-price-second'))).toEqual([said(price)]);
    const watched = await documentOf('/user/watchdog', shopper);
    expect(texts(watched.querySelectorAll('[data-etl-widget="watched-list"] .pc-price-second'))).toEqual([said(price)]);
  });

  it("shows beside the product page's old price, its 'Bezorgkosten' and each paid delivery option", async () => {
    const { id, before, delivery } = server.db
      .prepare(
        `SELECT v.id, v.price_before_discount AS before, v.delivery_price AS delivery FROM variants v
         WHERE v.active = 1 AND v.disabled = 0 AND v.price_before_discount > v.price * 1.05 AND v.delivery_price > 0
           AND EXISTS (SELECT 1 FROM deliveries d WHERE d.variant_id = v.id) ORDER BY v.id LIMIT 1`,
      )
      .get() as { id: number; before: number; delivery: number };
    const options = (server.db.prepare('SELECT items FROM deliveries WHERE variant_id = ? ORDER BY id').all(id) as { items: string }[]).flatMap(
      (d) => JSON.parse(d.items) as { price: number }[],
    );
    const page = await documentOf(`/product/v/${id}`);
    expect(texts(page.querySelectorAll('.pd-before s .pc-price-second'))).toEqual([said(before)]);
    expect(page.querySelector('.pd-before s')!.textContent!.replace(/\s+/g, ' ').trim()).toBe(`Oude prijs ${formatMoney(before).replace(/\u00a0/g, ' ')} ${said(before).replace(/\u00a0/g, ' ')}`);
    expect(page.querySelector('.pd-delivery')!.textContent).toContain(`Bezorgkosten: ${formatMoney(delivery)} ${said(delivery)} · Bedenktijd`);
    const cells = [...page.querySelectorAll('#bezorging tbody tr')].map((row) => row.lastElementChild!);
    expect(cells.map((cell) => texts(cell.querySelectorAll('.pc-price-second')))).toEqual(options.map((o) => (o.price === 0 ? [] : [said(o.price)])));
    expect(options.some((o) => o.price > 0)).toBe(true);
  });

  it("shows beside the product page's instalment amount", async () => {
    const { id, amount } = server.db
      .prepare('SELECT id, installment_amount AS amount FROM variants WHERE active = 1 AND disabled = 0 AND installment_months > 0 AND installment_amount > 0 ORDER BY id LIMIT 1')
      .get() as { id: number; amount: number };
    const page = await documentOf(`/product/v/${id}`);
    const installments = page.querySelector('.pd-prices .pc-installments')!;
    expect(texts(installments.querySelectorAll('span.pc-price-second'))).toEqual([said(amount)]);
    expect(installments.textContent!.endsWith(`${formatMoney(amount)} ${said(amount)}`)).toBe(true);
  });

  it("shows beside the 'Doelprijs' of a price alarm on /user/watchdog without JavaScript", async () => {
    const visitor = new Client(server.url);
    const price = server.db.prepare('SELECT price FROM variants WHERE id = 10060').pluck().get() as number;
    const target = Math.floor(price / 2);
    expect((await visitor.json('POST', '/api/v1/nl/watchdog/10060', { email: 'valuta@example.nl', targetPrice: target })).status).toBe(200);
    const page = await documentOf('/user/watchdog', visitor);
    const alarm = [...page.querySelectorAll('[data-etl-widget="watched-list"] td')].find((cell) => cell.textContent!.startsWith('Doelprijs'))!;
    expect(alarm.textContent).toBe(`Doelprijs ${formatMoney(target)} ${said(target)}`);
    expect(alarm.querySelector('span.pc-price-second [aria-hidden="true"]')!.textContent).toBe('≈ ');
  });
});
