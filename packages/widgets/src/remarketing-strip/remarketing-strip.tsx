import { useEffect, useState } from 'react';
import { ClickSource } from '@etalage/core';
import { getStore } from '@etalage/store';
import { smallCardsHtml } from '../shared/browser-cards.js';
import { CardHtml } from '../shared/card-html.js';
import { useWidgetId } from '../shared/use-widget-id.js';

export interface RemarketingStripProps {
  /** At most this many products (spec §9: at most 5). */
  limit: number;
  /** The product of the page it is on, left out of the strip. */
  excludeVariantId?: number;
}

export const TITLE = 'Ook iets voor jou?';
export const LOADING = 'Producten voor jou laden…';
/** Spec §9: remarketing variants max 5. */
export const MAX_REMARKETING = 5;

type Load = { status: 'loading' } | { status: 'ready'; html: string; count: number } | { status: 'hidden' };

/**
 * 'Ook iets voor jou?' (spec §2, §4): products the shopper looked at before (`GET /api/v2/user/remarketing-variants`)
 * as small cards, drawn with the one card markup. With nothing to show, or when the call fails, the strip leaves
 * the page (it is an extra, not something the shopper asked for; the failure goes to the console).
 */
export default function RemarketingStrip({ limit, excludeVariantId }: RemarketingStripProps) {
  const titleId = useWidgetId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const wanted = Math.min(Math.max(1, limit), MAX_REMARKETING);

  useEffect(() => {
    let current = true;
    (async () => {
      const api = await getStore().getState().api();
      const variants = await api.fetchRemarketingVariants(wanted);
      const shown = variants.filter((variant) => variant.id !== excludeVariantId).slice(0, wanted);
      if (!current) return;
      if (shown.length === 0) return setLoad({ status: 'hidden' });
      const html = smallCardsHtml(shown, { clickSource: ClickSource.Remarketing });
      setLoad({ status: 'ready', html, count: shown.length });
    })().catch((error: unknown) => {
      console.error("[etalage] remarketing-strip: 'Ook iets voor jou?' could not be loaded:", error);
      if (current) setLoad({ status: 'hidden' });
    });
    return () => void (current = false);
  }, [wanted, excludeVariantId]);

  if (load.status === 'hidden') return null;
  return (
    <section className="etl-strip" aria-labelledby={titleId} aria-busy={load.status === 'loading'}>
      <h2 className="etl-strip__title" id={titleId}>
        {TITLE}
      </h2>
      {load.status === 'loading' ? (
        <div className="etl-card-scroller etl-strip__list" role="status">
          <span className="etl-visually-hidden">{LOADING}</span>
          {Array.from({ length: wanted }, (_, i) => (
            <div key={i} className="etl-strip__skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : (
        <CardHtml className="etl-card-scroller etl-strip__list" html={load.html} />
      )}
    </section>
  );
}
