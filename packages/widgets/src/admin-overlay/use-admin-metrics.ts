import { useEffect, useState } from 'react';
import type { AdminMetrics, AdminMetricsRequest } from '@etalage/core/api';
import { useStore } from '@etalage/store';

export type MetricsState =
  | { status: 'loading' }
  /** A batch failed: the id is re-queued (spec §4) and the state turns 'ready' once a later batch answers. */
  | { status: 'failed' }
  | { status: 'ready'; metrics: AdminMetrics };

/**
 * The admin metrics of one variant from `GET /v1/data`. Every overlay asks in its mount effect, so the
 * cards mounted together ask in the same tick and `loadAdminMetrics` sends them as one request.
 */
export function useAdminMetrics({ variantId, categoryId, variant, withCpc, withQs }: AdminMetricsRequest): MetricsState {
  const api = useStore((state) => state.api);
  const [state, setState] = useState<MetricsState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    const update = (next: MetricsState) => {
      if (live) setState(next);
    };
    update({ status: 'loading' });
    api()
      .then((client) =>
        client.loadAdminMetrics({ variantId, categoryId, variant, withCpc, withQs }, { onFailure: () => update({ status: 'failed' }) }),
      )
      .then(
        (metrics) => update({ status: 'ready', metrics }),
        // The client's code could not be loaded (offline) or a required field is missing.
        () => update({ status: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [api, variantId, categoryId, variant, withCpc, withQs]);

  return state;
}
