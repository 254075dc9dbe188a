import { useEffect, useState } from 'react';
import { ClickSource, REMARKETING_VARIANTS_MAX, reportProblem } from '@etalage/core';
import { smallCardsHtml } from '../shared/browser-cards.js';
import { CardHtml } from '../shared/card-html.js';
import { similarVariants } from '../shared/similar-variants.js';
import { useWidgetId } from '../shared/use-widget-id.js';

export interface RemarketingStripProps {
  /** The product the strip's products are similar to (the page's product); never shown in the strip itself. */
  variantId: number;
  /** At most this many products (at most 5, spec §9: one row of small cards, side by side from lg); default 5. */
  limit?: number;
}

export const TITLE = 'Ook iets voor jou?';
export const LOADING = 'Producten voor jou laden…';
type Load = { status: 'loading' } | { status: 'ready'; html: string; count: number } | { status: 'hidden' };

/**
 * 'Ook iets voor jou?' (spec §2): products similar to `variantId` (the similarity cache first, then the service, as
 * the similar-products row asks), as small cards drawn with the one card markup. The viewed products are the search
 * overlay's 'Ga verder waar je gebleven was', not this strip. With nothing to show, or when the call fails, the strip
 * leaves the page (it is an extra, not something the shopper asked for; the failure goes to the console).
 */
export default function RemarketingStrip({ variantId, limit = REMARKETING_VARIANTS_MAX }: RemarketingStripProps) {
  const titleId = useWidgetId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const wanted = Math.min(Math.max(1, limit), REMARKETING_VARIANTS_MAX);

  useEffect(() => {
    let current = true;
    similarVariants(variantId)
      .then((variants) => {
        if (!current) return;
        const shown = variants.slice(0, wanted);
        if (shown.length === 0) return setLoad({ status: 'hidden' });
        const html = smallCardsHtml(shown, { clickSource: ClickSource.SimilarStrip });
        setLoad({ status: 'ready', html, count: shown.length });
      })
      .catch((error: unknown) => {
        reportProblem('remarketing-strip', `'Ook iets voor jou?' (similar to variant ${variantId}) could not be loaded:`, error);
        if (current) setLoad({ status: 'hidden' });
      });
    return () => void (current = false);
  }, [variantId, wanted]);

  if (load.status === 'hidden') return null;
  return (
    <section className="etl-remarketing-strip" aria-labelledby={titleId} aria-busy={load.status === 'loading'}>
      <h2 className="etl-remarketing-strip__title" id={titleId}>
        {TITLE}
      </h2>
      {load.status === 'loading' ? (
        <div className="etl-card-scroller etl-remarketing-strip__list" role="status">
          <span className="etl-visually-hidden">{LOADING}</span>
          {Array.from({ length: wanted }, (_, i) => (
            <div key={i} className="etl-remarketing-strip__skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : (
        <CardHtml className="etl-card-scroller etl-remarketing-strip__list" html={load.html} />
      )}
    </section>
  );
}
