import { useEffect, useState } from 'react';
import type { Variant } from '@etalage/core/api';
import { getStore } from '@etalage/store';
import { RECENTLY_VIEWED_MAX, reportProblem } from '@etalage/core';

export type RecentState = { status: 'idle' | 'loading' | 'hidden' } | { status: 'ready'; variants: Variant[] };

/**
 * 'Ga verder waar je gebleven was': the shopper's last viewed products, newest first. The storefront keeps them in
 * its viewed cookie and answers them at `GET /api/v2/user/remarketing-variants` (only here: 'Ook iets voor jou?'
 * shows similar products). Asked once, on the first open with an empty query; nothing to show or a failure hides
 * the section.
 */
export function useRecentlyViewed(wanted: boolean): RecentState {
  const [state, setState] = useState<RecentState>({ status: 'idle' });
  const asked = state.status !== 'idle';

  useEffect(() => {
    if (!wanted || asked) return;
    setState({ status: 'loading' });
    (async () => {
      const api = await getStore().getState().api();
      const variants = (await api.fetchRemarketingVariants(RECENTLY_VIEWED_MAX)).slice(0, RECENTLY_VIEWED_MAX);
      setState(variants.length ? { status: 'ready', variants } : { status: 'hidden' });
    })().catch((error: unknown) => {
      reportProblem('search-overlay', "'Ga verder waar je gebleven was' could not be loaded:", error);
      setState({ status: 'hidden' });
    });
  }, [wanted, asked]);

  return state;
}
