import type { PageConfig } from '../config.js';
import { requireFields } from '../errors.js';
import { createBatcher, type Batcher, type LoadOptions } from './batch.js';
import type { Http } from './http.js';
import type { AdminDataQuery, AdminMetrics } from './types.js';

export interface AdminMetricsRequest {
  categoryId: number;
  /** The `variant` parameter of the admin data service. */
  variant: number;
  variantId: number;
  withCpc?: boolean;
  withQs?: boolean;
}

/** The admin data service of spec §7 (`{adminDataHost}/v1/data`). */
export function createAdminDataApi(http: Http, config: PageConfig) {
  function fetchAdminData(query: AdminDataQuery) {
    requireFields({
      project: config.project,
      categoryId: query?.categoryId,
      variantIds: query?.variantIds?.length ? query.variantIds : undefined,
      variant: query?.variant,
    });
    return http.request<AdminMetrics[]>('get', `${config.adminDataHost}/v1/data`, {
      query: {
        project: config.project,
        categoryId: query.categoryId,
        variantIds: query.variantIds.join('|'),
        variant: query.variant,
        withCpc: query.withCpc,
        withQs: query.withQs,
      },
    });
  }

  const batchers = new Map<string, Batcher<number, AdminMetrics>>();
  function batcherFor(request: AdminMetricsRequest): Batcher<number, AdminMetrics> {
    const { categoryId, variant, withCpc, withQs } = request;
    const key = JSON.stringify([categoryId, variant, withCpc, withQs]);
    let batcher = batchers.get(key);
    if (!batcher) {
      batcher = createBatcher<number, AdminMetrics>({
        label: 'Admin metrics',
        send: (variantIds) => fetchAdminData({ categoryId, variant, variantIds, withCpc, withQs }),
        keyOf: (metrics) => Number(metrics.variantId),
        fallback: (variantId) => ({ variantId, data: null, previousData: null }),
      });
      batchers.set(key, batcher);
    }
    return batcher;
  }

  return {
    fetchAdminData,

    /**
     * Batched: ids asked for in the same tick go out as one request; failed ids are re-queued (spec §4), so
     * the promise waits for a later batch; `options.onFailure` hears about each failed attempt meanwhile.
     */
    loadAdminMetrics(request: AdminMetricsRequest, options?: LoadOptions): Promise<AdminMetrics> {
      requireFields({
        project: config.project,
        categoryId: request?.categoryId,
        variant: request?.variant,
        variantIds: request?.variantId,
      });
      return batcherFor(request).load(request.variantId, options);
    },
  };
}

export type AdminDataApi = ReturnType<typeof createAdminDataApi>;
