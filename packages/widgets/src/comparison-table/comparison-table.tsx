import { useEffect, useMemo, useRef, useState } from 'react';
import { availabilityTags, formatDimension, formatMoney, formatStarRating, reportProblem, routes } from '@etalage/core';
import type { Variant } from '@etalage/core/api';
import { getStore, useStore, type LikeEntry } from '@etalage/store';
import { likeKey } from '@etalage/store/likes';
import { priceBeforeDiscount, variantImageUrl } from '../shared/variant-tile.js';
import { ListEmpty, ListError } from '../shared/list-message.js';
import { useFocusAfterRemoval } from '../shared/use-focus-after-removal.js';
import { useWidgetId } from '../shared/use-widget-id.js';
import { SecondPrice, useSecondCurrency } from '../shared/second-price.js';
import { ScrollCue, useOverflowsSideways } from '../shared/scroll-cue.js';

export const TEXT = {
  caption: 'Vergelijking',
  loading: 'Vergelijking laden…',
  empty: 'Je hebt nog geen producten om te vergelijken.',
  discover: 'Ontdek producten',
  error: 'De vergelijking kon niet worden geladen.',
  retry: 'Opnieuw proberen',
  remove: 'Verwijderen',
  removing: 'Verwijderen…',
  removed: 'Product verwijderd uit vergelijking',
  removedOffline: 'Product verwijderd uit vergelijking. We slaan dit op zodra de verbinding terug is.',
  width: 'Breedte',
  height: 'Hoogte',
  depth: 'Diepte',
  diameter: 'Diameter',
  rating: 'Beoordeling',
  availability: 'Beschikbaarheid',
  freeShipping: 'Gratis bezorging',
  yes: 'Ja',
  no: 'Nee',
  none: '–',
} as const;

/** '4,5 van 5 (12 beoordelingen)', or '–' without reviews. */
export function ratingText(variant: Variant): string {
  const reviews = variant.reviews;
  if (!reviews || reviews.rating === null || reviews.rating === undefined || reviews.reviewsCount === 0) return TEXT.none;
  const count = reviews.reviewsCount === 1 ? '1 beoordeling' : `${reviews.reviewsCount} beoordelingen`;
  return `${formatStarRating(reviews.rating)} van 5 (${count})`;
}

/** The availability tags of spec §4 except free shipping (its own row). */
export function availabilityText(variant: Variant): string {
  const tags = availabilityTags({ active: variant.active, inStock: variant.inStock, deliveryInDays: variant.deliveryInDays ?? null });
  return tags.map((tag) => tag.text).join(', ') || TEXT.none;
}

interface Row {
  label: string;
  value: (variant: Variant) => string;
}

/** Rows for the compared variants: their display parameters (in first-seen order), dimensions in cm, rating, availability, shipping. */
export function comparisonRows(variants: Variant[]): Row[] {
  const parameterNames: string[] = [];
  for (const variant of variants) {
    for (const parameter of variant.displayParameters ?? []) {
      if (!parameterNames.includes(parameter.name)) parameterNames.push(parameter.name);
    }
  }
  const rows: Row[] = parameterNames.map((name) => ({
    label: name,
    value: (variant) => variant.displayParameters?.find((parameter) => parameter.name === name)?.value ?? TEXT.none,
  }));
  const dimensions = [
    ['width', TEXT.width],
    ['height', TEXT.height],
    ['depth', TEXT.depth],
    ['diameter', TEXT.diameter],
  ] as const;
  for (const [key, label] of dimensions) {
    // Diameter only when a compared product has one; width, height and depth always.
    if (key === 'diameter' && !variants.some((variant) => formatDimension(variant.dimensions?.diameter))) continue;
    rows.push({ label, value: (variant) => formatDimension(variant.dimensions?.[key]) ?? TEXT.none });
  }
  rows.push({ label: TEXT.rating, value: ratingText });
  rows.push({ label: TEXT.availability, value: availabilityText });
  rows.push({ label: TEXT.freeShipping, value: (variant) => (variant.freeShipping ? TEXT.yes : TEXT.no) });
  return rows;
}

const comparedIds = (likes: Record<string, LikeEntry>) =>
  Object.values(likes)
    .filter((entry) => entry.itemType === 'comparison' && entry.liked)
    .map((entry) => Number(entry.itemId))
    .filter((id) => Number.isInteger(id) && id > 0);

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; variants: Variant[] };

/** The comparison page (/compare-products): compared variants side by side; each can be removed. */
export default function ComparisonTable() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [message, setMessage] = useState('');
  const likes = useStore((state) => state.likes);
  const captionId = useWidgetId();
  const cueId = useWidgetId();
  // The scroll region, kept in state so that the cue follows it as it comes (loaded) and goes (emptied).
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const overflows = useOverflowsSideways(scroller);
  const alive = useRef(true);
  const root = useRef<HTMLElement>(null);
  const focusAfterRemovalOf = useFocusAfterRemoval(root, '.etl-comparison-table__remove', 'a');

  async function fetchCompared() {
    setLoad({ status: 'loading' });
    try {
      const store = getStore().getState();
      if (!(await store.loadLikedItems('comparison'))) throw new Error('the compared items could not be loaded');
      const ids = comparedIds(getStore().getState().likes);
      if (ids.length === 0) {
        if (alive.current) setLoad({ status: 'ready', variants: [] });
        return;
      }
      // `POST /api/v2/variant/by-ids` answers the variants as a list; they show in the compared order.
      const byId = new Map((await (await store.api()).fetchVariantsByIds(ids)).map((variant) => [variant.id, variant]));
      if (alive.current) setLoad({ status: 'ready', variants: ids.flatMap((id) => byId.get(id) ?? []) });
    } catch (error) {
      reportProblem('comparison-table', 'loading the compared variants failed:', error);
      if (alive.current) setLoad({ status: 'error' });
    }
  }

  useEffect(() => {
    alive.current = true;
    void fetchCompared();
    return () => {
      alive.current = false;
    };
  }, []);

  async function remove(variant: Variant, index: number) {
    await getStore().getState().toggleLike('comparison', variant.id);
    const entry = getStore().getState().likes[likeKey('comparison', variant.id)];
    if (alive.current && entry && !entry.liked) {
      focusAfterRemovalOf(index);
      setMessage(entry.unsynced ? TEXT.removedOffline : TEXT.removed);
    }
  }

  // A column stays while its comparison entry is liked: removing it here or anywhere on the page drops it.
  const variants = useMemo(
    () => (load.status === 'ready' ? load.variants.filter((v) => likes[likeKey('comparison', v.id)]?.liked !== false) : []),
    [load, likes],
  );
  const rows = useMemo(() => comparisonRows(variants), [variants]);
  const busy = load.status === 'loading';

  let content;
  if (load.status === 'loading') {
    content = null;
  } else if (load.status === 'error') {
    content = (
      <ListError text={TEXT.error} retryLabel={TEXT.retry} onRetry={() => void fetchCompared()} />
    );
  } else if (variants.length === 0) {
    content = (
      <ListEmpty text={TEXT.empty} linkLabel={TEXT.discover} href={routes.marketplace()} />
    );
  } else {
    content = (
      <>
        {/* Says so while the table scrolls sideways (small screens, many products). */}
        <ScrollCue id={cueId} shown={overflows} />
        {/* Scrolls sideways on small screens; focusable so keyboard users can scroll it too. */}
        <div
          ref={setScroller}
          className="etl-comparison-table__scroll"
          role="region"
          aria-labelledby={captionId}
          aria-describedby={overflows ? cueId : undefined}
          tabIndex={0}
        >
          <table className="etl-comparison-table__table">
            <caption id={captionId} className="etl-comparison-table__caption">
              {TEXT.caption}
            </caption>
            <thead>
              <tr>
                <td className="etl-comparison-table__corner" />
                {variants.map((variant, index) => (
                  <ProductHeader
                    key={variant.id}
                    variant={variant}
                    pending={likes[likeKey('comparison', variant.id)]?.pending === true}
                    onRemove={() => void remove(variant, index)}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="etl-comparison-table__label">
                    {row.label}
                  </th>
                  {variants.map((variant) => (
                    <td key={variant.id} className="etl-comparison-table__cell">
                      {row.value(variant)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  return (
    <section ref={root} className="etl-comparison-table" aria-busy={busy}>
      <p className={busy ? 'etl-comparison-table__status' : 'etl-visually-hidden'} role="status">
        {busy ? TEXT.loading : message}
      </p>
      {content}
    </section>
  );
}

function ProductHeader({ variant, pending, onRemove }: { variant: Variant; pending: boolean; onRemove: () => void }) {
  const src = variantImageUrl(variant);
  const before = priceBeforeDiscount(variant);
  const secondCurrency = useSecondCurrency();
  return (
    <th scope="col" className="etl-comparison-table__product">
      <div className="etl-comparison-table__product-inner">
        <div className="etl-comparison-table__media">
          {src && <img className="etl-comparison-table__image" src={src} alt={variant.name} loading="lazy" width={320} height={320} />}
        </div>
        <a className="etl-comparison-table__name" href={routes.variant(variant.id, variant.slug)}>
          {variant.name}
        </a>
        <span className="etl-comparison-table__shop">{variant.eshop.name}</span>
        <span className="etl-comparison-table__prices">
          <span className="etl-comparison-table__price">{formatMoney(variant.price.price)}</span>
          <SecondPrice euro={variant.price.price} currency={secondCurrency} />
          {before !== null && (
            <s className="etl-comparison-table__before">
              <span className="etl-visually-hidden">Oude prijs: </span>
              {formatMoney(before)}
              {secondCurrency && ' '}
              <SecondPrice euro={before} currency={secondCurrency} />
            </s>
          )}
        </span>
        <button
          type="button"
          className="etl-button etl-button--small etl-comparison-table__remove"
          aria-busy={pending}
          disabled={pending}
          onClick={onRemove}
        >
          {pending ? TEXT.removing : TEXT.remove}
          <span className="etl-visually-hidden"> {variant.name} uit vergelijking</span>
        </button>
      </div>
    </th>
  );
}
