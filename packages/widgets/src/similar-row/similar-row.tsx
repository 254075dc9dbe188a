import { useCallback, useEffect, useRef, useState } from 'react';
import { ClickSource, formatCount, reportProblem } from '@etalage/core';
import { FLAG_KEYS } from '@etalage/core/flag-keys';
import { browserCardOptions, browserCardsHtml, readFlag } from '../shared/browser-cards.js';
import { ListError } from '../shared/list-message.js';
import { CardHtml } from '../shared/card-html.js';
import { similarVariants } from '../shared/similar-variants.js';
import { closeSimilarRow } from './placement.js';
import { useWidgetId } from '../shared/use-widget-id.js';

export interface SimilarRowProps {
  variantId: number;
  clickSource?: number;
  /** The clicked card's product, named in the row's heading. */
  itemName?: string;
}

export const TEXT = {
  title: 'Vergelijkbare producten',
  close: 'Sluiten',
  loading: 'Vergelijkbare producten laden…',
  empty: 'We vonden geen vergelijkbare producten.',
  error: 'Vergelijkbare producten konden niet worden geladen.',
  retry: 'Opnieuw proberen',
} as const;

export const countText = (count: number) => (count === 1 ? '1 vergelijkbaar product' : `${formatCount(count)} vergelijkbare producten`);

/** Skeleton cards while loading: the row keeps its loaded height, so nothing below jumps twice. */
const SKELETON_CARDS = 4;

type Load = { status: 'loading' } | { status: 'ready'; html: string; count: number } | { status: 'empty' } | { status: 'error' };

/**
 * The similar-products row under a clicked card: its cards are the server's card markup (drawn in the browser,
 * inserted through the one server-HTML insertion point), so their buttons are the same widgets.
 */
export default function SimilarRow({ variantId, itemName }: SimilarRowProps) {
  const titleId = useWidgetId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const sectionRef = useRef<HTMLElement>(null);
  const attempt = useRef(0);

  const fetchRow = useCallback(() => {
    const current = ++attempt.current;
    setLoad({ status: 'loading' });
    // The flag 'similar-row-max-cards' (an A/B test of the storefront; no limit by default) caps the row.
    Promise.all([similarVariants(variantId), browserCardOptions(), readFlag<number | null>(FLAG_KEYS.similarRowMaxCards, null)])
      .then(([all, options, maxCards]) => {
        if (current !== attempt.current) return;
        const variants = typeof maxCards === 'number' && maxCards > 0 ? all.slice(0, maxCards) : all;
        if (variants.length === 0) return setLoad({ status: 'empty' });
        setLoad({ status: 'ready', count: variants.length, html: browserCardsHtml(variants, { ...options, clickSource: ClickSource.SimilarProducts }) });
      })
      .catch((error: unknown) => {
        if (current !== attempt.current) return;
        reportProblem('similar-row', `similar products of variant ${variantId} could not be loaded:`, error);
        setLoad({ status: 'error' });
      });
  }, [variantId]);

  useEffect(() => {
    fetchRow();
    return () => void (attempt.current += 1);
  }, [fetchRow]);

  // The row opened on a click: bring it into view without stealing focus from the shopper's place.
  useEffect(() => sectionRef.current?.scrollIntoView?.({ block: 'nearest' }), []);

  const busy = load.status === 'loading';
  return (
    <section className="etl-similar-row" aria-labelledby={titleId} aria-busy={busy} ref={sectionRef}>
      <div className="etl-similar-row__head">
        <div>
          <h2 className="etl-similar-row__title" id={titleId}>
            {TEXT.title}
          </h2>
          {itemName ? <p className="etl-similar-row__for">{`Lijkt op ${itemName}`}</p> : null}
        </div>
        <button type="button" className="etl-similar-row__close" onClick={() => closeSimilarRow()}>
          {TEXT.close}
          <span aria-hidden="true" className="etl-similar-row__x">
            ×
          </span>
        </button>
      </div>
      <p className="etl-visually-hidden" role="status">
        {busy ? TEXT.loading : load.status === 'ready' ? countText(load.count) : ''}
      </p>
      {busy ? (
        <div className="etl-card-scroller etl-similar-row__list" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <div key={i} className="etl-similar-row__skeleton" />
          ))}
        </div>
      ) : null}
      {load.status === 'empty' ? <p className="etl-similar-row__empty">{TEXT.empty}</p> : null}
      {load.status === 'error' ? <ListError text={TEXT.error} retryLabel={TEXT.retry} onRetry={fetchRow} /> : null}
      {load.status === 'ready' ? <CardHtml className="etl-card-scroller etl-similar-row__list" html={load.html} /> : null}
    </section>
  );
}
