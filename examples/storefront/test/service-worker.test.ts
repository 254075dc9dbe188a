import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPageConfig } from '@etalage/core';
import { Client, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('service worker, offline page and flags', () => {
  it('serves /sw.js (the built worker) uncached, allowed to control the whole origin', async () => {
    const response = await new Client(server.url).request('GET', '/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
    expect(response.headers.get('service-worker-allowed')).toBe('/');
    const body = await response.text();
    expect(body).toContain('/offline');
    expect(body).toContain('SKIP_WAITING');
  });

  it('serves the offline page in Dutch, the same for everyone, without a script', async () => {
    const response = await new Client(server.url).request('GET', '/offline');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<h1>Je bent offline</h1>');
    expect(html).toContain('href="/static/site.css"');
    expect(html).not.toContain('<script');
  });

  it('every page holds the refresh prompt, closed, with the worker URL', async () => {
    const html = await (await new Client(server.url).request('GET', '/producten/woonkamer')).text();
    expect(html).toContain('<div class="etl-update-prompt" role="status" data-etl-widget="update-prompt" data-etl-script="/sw.js"><div class="etl-update-prompt__box" hidden="">');
    expect(html).toContain('Nieuwe versie beschikbaar');
  });

  it('answers the flags with the feature cache of spec §9 and the A/B test similar-row-max-cards', async () => {
    const response = await new Client(server.url).request('GET', `/api/features/${defaultPageConfig.featuresClientKey}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=14340');
    const { features } = (await response.json()) as { features: Record<string, { defaultValue: unknown; rules?: { key: string; variations: unknown[] }[] }> };
    expect(features['similar-row-max-cards']).toMatchObject({ defaultValue: 12, rules: [{ key: 'similar-row-max-cards', variations: [12, 6] }] });
  });
});
