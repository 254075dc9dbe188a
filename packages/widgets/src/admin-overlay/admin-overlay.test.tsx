import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { defaultPageConfig } from '@etalage/core';
import { createApiClient } from '@etalage/core/api';
import { createEtalageStore, setStore } from '@etalage/store';
import AdminOverlay from './admin-overlay.js';
import { ADMIN_DATA_HOST, adminDataService, overlayProps } from './admin-overlay.fixtures.js';
import { metricChange } from './admin-format.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  const config = { ...defaultPageConfig, adminDataHost: ADMIN_DATA_HOST };
  setStore(createEtalageStore({ api: createApiClient(config, { retryLimit: 0 }) }));
});

function use(mode: Parameters<typeof adminDataService>[0]) {
  const service = adminDataService(mode);
  server.use(service.handler);
  return service;
}

describe('admin overlay', () => {
  it('labels the optimization types APO, MPO and RPO and shows the ranking and image data', async () => {
    const service = use('pending');
    render(
      <>
        <AdminOverlay {...overlayProps({ variantId: 1, optimizationType: 'automatic' })} />
        <AdminOverlay {...overlayProps({ variantId: 2, optimizationType: 'manual' })} />
        <AdminOverlay {...overlayProps({ variantId: 3, optimizationType: 'stableRank', esRank: 7, esPosition: 12 })} />
      </>,
    );
    expect(screen.getByText('APO').getAttribute('title')).toBe('automatische optimalisatie');
    expect(screen.getByText('MPO').getAttribute('title')).toBe('handmatige optimalisatie');
    expect(screen.getByText('RPO').getAttribute('title')).toBe('stabiele rangschikking');
    expect(screen.getByText('ES-rank 7 · positie 12')).toBeTruthy();
    expect(screen.getAllByText('liggend')).toHaveLength(3);
    expect(screen.getAllByText('8,2')).toHaveLength(3);
    expect(screen.getAllByText('Metrics laden…')).toHaveLength(3);
    await waitFor(() => expect(service.requests).toEqual([[1, 2, 3]]));
  });

  it('asks for the metrics of overlays mounted together in one pipe-joined request and shows them with their change', async () => {
    const service = use('ok');
    render(
      <>
        <AdminOverlay {...overlayProps({ variantId: 11 })} />
        <AdminOverlay {...overlayProps({ variantId: 12 })} />
        <AdminOverlay {...overlayProps({ variantId: 13 })} />
      </>,
    );
    const tables = await screen.findAllByRole('table', { name: 'Metrics van Hanglamp Oslo messing' });
    expect(tables).toHaveLength(3);
    expect(service.requests).toEqual([[11, 12, 13]]);
    const score = within(tables[0]!).getByRole('row', { name: /Score/ });
    // 1,25 now against 1,05 before: better.
    expect(score.textContent).toBe('Score1,25+0,2');
    expect(within(score).getByText('+0,2').className).toContain('--better');
    // A rank that grew by 3 got worse.
    const rank = within(tables[0]!).getByRole('row', { name: /^Rank/ });
    expect(within(rank).getByText('-3').className).toContain('--better');
    expect(within(tables[0]!).getByRole('row', { name: /^CPC/ }).textContent).toBe('CPC€\u00a00,30-0,05');
    expect(screen.getAllByText('Bestseller: ja · Seller: ja')).toHaveLength(2);
    expect(screen.getAllByText('sorting_cpc * (1 + orders_coef) * (1 + click_rate_coef)')).toHaveLength(3);
    expect(screen.getAllByText('Meting 1-11-2026, vergeleken met 25-10-2026')).toHaveLength(3);
  });

  it('asks for the CPC and the quality score (withQs) and shows the quality score with its change', async () => {
    const service = use('ok');
    render(<AdminOverlay {...overlayProps({ variantId: 14 })} />);
    const table = await screen.findByRole('table', { name: 'Metrics van Hanglamp Oslo messing' });
    expect(service.queries[0]!.get('withCpc')).toBe('true');
    expect(service.queries[0]!.get('withQs')).toBe('true');
    expect(within(table).getByRole('row', { name: /^Kwaliteitsscore/ }).textContent).toBe('Kwaliteitsscore7,5+0,5');
  });

  it("shows the card's click source (spec §1): its number and its name", async () => {
    const service = use('pending');
    render(
      <>
        <AdminOverlay {...overlayProps({ variantId: 15, clickSource: 6 })} />
        <AdminOverlay {...overlayProps({ variantId: 16, clickSource: 99 })} />
      </>,
    );
    const terms = screen.getAllByText('Klikbron');
    expect(terms.map((term) => term.nextElementSibling?.textContent)).toEqual(['6 · SearchResults', '99 · Other']);
    await waitFor(() => expect(service.requests).toHaveLength(1));
  });

  it("shows 'Metrics niet beschikbaar' when a batch fails, and the metrics once a later batch answers", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = use('fail');
    const { rerender } = render(<AdminOverlay {...overlayProps({ variantId: 21 })} />);
    expect(await screen.findByText('Metrics niet beschikbaar')).toBeTruthy();
    expect(failing.requests).toEqual([[21]]);
    server.resetHandlers();
    const working = use('ok');
    // Another card asking pulls the re-queued id along in its batch.
    rerender(
      <>
        <AdminOverlay {...overlayProps({ variantId: 21 })} />
        <AdminOverlay {...overlayProps({ variantId: 22 })} />
      </>,
    );
    expect(await screen.findAllByRole('table')).toHaveLength(2);
    expect(screen.queryByText('Metrics niet beschikbaar')).toBeNull();
    expect(working.requests).toEqual([[21, 22]]);
  });

  it('says so when the service has no metrics for the variant', async () => {
    server.use(http.get(`${ADMIN_DATA_HOST}/v1/data`, () => HttpResponse.json([])));
    render(<AdminOverlay {...overlayProps({ variantId: 31 })} />);
    expect(await screen.findByText('Geen metrics voor deze variant')).toBeTruthy();
  });

  it('links to the variant edit and info pages in a new tab, named after the product', async () => {
    const service = use('pending');
    render(<AdminOverlay {...overlayProps({ variantId: 41, itemName: 'Eiken eettafel' })} />);
    const edit = screen.getByRole('link', { name: 'Bewerk variant: Eiken eettafel (opent in nieuw tabblad)' });
    const info = screen.getByRole('link', { name: 'Variantinfo: Eiken eettafel (opent in nieuw tabblad)' });
    expect(edit.getAttribute('href')).toBe('https://beheer.etalage.test/variant/41/edit');
    expect(info.getAttribute('href')).toBe('https://beheer.etalage.test/variant/41');
    for (const link of [edit, info]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    }
    await waitFor(() => expect(service.requests).toHaveLength(1));
  });

  it('compares ranks the other way round: lower is better', () => {
    expect(metricChange(8, 10, true)).toEqual({ text: '-2', trend: 'better' });
    expect(metricChange(0.5, 0.25)).toEqual({ text: '+0,25', trend: 'better' });
    expect(metricChange(1, 1)).toEqual({ text: '0', trend: 'same' });
    expect(metricChange(null, 1)).toBeNull();
  });
});
