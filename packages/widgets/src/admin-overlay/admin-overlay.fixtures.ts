import { http, HttpResponse } from 'msw';
import type { AdminMetrics, AdminMetricValues } from '@etalage/core/api';
import type { AdminOverlayProps } from './admin-overlay.js';

/** Test and story data of the admin overlay: props as the server renders them, and an admin data service. */
export const ADMIN_DATA_HOST = 'https://admin-data.etalage.test';

export function overlayProps(overrides: Partial<AdminOverlayProps> = {}): AdminOverlayProps {
  const variantId = overrides.variantId ?? 3003;
  return {
    variantId,
    itemName: 'Hanglamp Oslo messing',
    clickSource: 1,
    categoryId: 12,
    rankingVariant: 1,
    esRank: 41,
    esPosition: 2,
    groupId: '880',
    optimizationType: 'automatic',
    mainImageType: 'packshot',
    mainImageOrientation: 'landscape',
    mainImageAiScore: 8.2,
    editUrl: `https://beheer.etalage.test/variant/${variantId}/edit`,
    infoUrl: `https://beheer.etalage.test/variant/${variantId}`,
    ...overrides,
  };
}

function values(variantId: number, week: number, withQs: boolean): AdminMetricValues {
  return {
    ...(withQs ? { qs: 7.5 - week * 0.5 } : {}),
    cpc: 0.3 + week * 0.05,
    sorting_cpc: 0.27 + week * 0.04,
    orders_coef: 1.2 - week * 0.1,
    click_rate_coef: 0.8,
    eshop_rank: 5 + week,
    score: 1.25 - week * 0.2,
    rank: 10 + variantId % 7 + week * 3,
    formula: 'sorting_cpc * (1 + orders_coef) * (1 + click_rate_coef)',
    bestseller: variantId % 2 === 1,
    seller: true,
    date: week === 0 ? '2026-11-01' : '2026-10-25',
  };
}

export function adminMetrics(variantId: number, withQs = false): AdminMetrics {
  return { variantId, data: values(variantId, 0, withQs), previousData: values(variantId, 1, withQs) };
}

/**
 * `GET {host}/v1/data`: answers every pipe-joined id and records the ids of each request. 'pending' never
 * answers (the loading state); 'fail' answers 502 to the first `failures` requests and never answers later
 * ones, so the re-queued ids wait (the failed state) without asking again and again.
 */
export function adminDataService(mode: 'ok' | 'fail' | 'pending' = 'ok', { host = ADMIN_DATA_HOST, failures = Infinity } = {}) {
  const requests: number[][] = [];
  /** The query of each request, for its flags (`withCpc`, `withQs`). */
  const queries: URLSearchParams[] = [];
  const handler = http.get(`${host}/v1/data`, async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const ids = (query.get('variantIds') ?? '').split('|').map(Number);
    requests.push(ids);
    queries.push(query);
    if (mode === 'pending' || (mode === 'fail' && requests.length > failures)) await new Promise(() => {});
    if (mode === 'fail') return new HttpResponse(null, { status: 502 });
    return HttpResponse.json(ids.map((id) => adminMetrics(id, query.get('withQs') === 'true')));
  });
  return { handler, requests, queries };
}
