import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClickSource } from '@etalage/core';
import { parseHtml, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the product page's 'Ga naar de shop'", () => {
  it('is marked as a purchase link with the detail click source and its variant, so that the page chrome sends purchase_click', async () => {
    const row = server.db.prepare('SELECT v.id, v.slug FROM variants v WHERE v.active = 1 AND v.disabled = 0 ORDER BY v.id LIMIT 1').get() as { id: number; slug: string };
    const response = await fetch(`${server.url}/product/v/${row.id}-${row.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const document = parseHtml(html);
    const shop = document.querySelector('.pd-actions a[rel~="nofollow"]');
    expect(shop?.textContent).toContain('Ga naar de shop');
    expect(shop).toBeDefined();
    expect(shop!.getAttribute('data-etl-purchase')).toBe(String(ClickSource.Detail));
    expect(shop!.getAttribute('data-etl-variant')).toBe(String(row.id));
    expect(shop!.getAttribute('href')).toContain(`/${row.id}/${ClickSource.Detail}`);
  });
});
