import { useEffect, useState } from 'react';
import { formatCount, reportProblem } from '@etalage/core';
import { getStore } from '@etalage/store';

export const RECEIVED_LIKES_TEXT = {
  title: 'Je webshop',
  loading: 'Likes laden…',
  failed: 'Het aantal likes kon niet worden geladen.',
} as const;

export const receivedLikesText = (count: number) => (count === 1 ? '1 like op je producten' : `${formatCount(count)} likes op je producten`);

type Received = { status: 'loading' } | { status: 'ready'; count: number } | { status: 'failed' };

/**
 * What a web-shop account sees of its products (the eshop role, spec §5): how many likes they received,
 * `GET /api/v1/{project}/like/received/user/variant` (spec §7).
 */
export function ReceivedLikes() {
  const [received, setReceived] = useState<Received>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getStore()
      .getState()
      .sessionApi()
      .then((api) => api.fetchReceivedLikes('variant'))
      .then(
        ({ count }) => live && setReceived({ status: 'ready', count }),
        (error: unknown) => {
          reportProblem('user-menu', 'the likes received by the web shop could not be loaded:', error);
          if (live) setReceived({ status: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, []);
  const text =
    received.status === 'loading' ? RECEIVED_LIKES_TEXT.loading : received.status === 'failed' ? RECEIVED_LIKES_TEXT.failed : receivedLikesText(received.count);
  return (
    <section className="etl-user-menu__shop" aria-label={RECEIVED_LIKES_TEXT.title}>
      <h3 className="etl-user-menu__shop-title">{RECEIVED_LIKES_TEXT.title}</h3>
      <p className="etl-user-menu__shop-likes" role="status" aria-busy={received.status === 'loading'}>
        {text}
      </p>
    </section>
  );
}
