import type { ReactNode } from 'react';
import { formatMoney, imageUrl, routes } from '@etalage/core';
import type { Variant } from '@etalage/core/api';
import { SecondPrice, useSecondCurrency } from './second-price.js';

export interface VariantTileProps {
  variant: Variant;
  /** Buttons under the price (unlike, stop watching, …); they stay clickable above the tile's link. */
  children?: ReactNode;
  /** Extra text under the price, e.g. the watchdog's target price. */
  note?: ReactNode;
  /** Heading level of the name: 3 inside a page section or a dialog with an h2 title. */
  headingLevel?: 2 | 3 | 4;
}

/** The list image: the product image's card size (320×320), or null when the variant has no image. */
export function variantImageUrl(variant: Pick<Variant, 'image' | 'images'>): string | null {
  const image = variant.image ?? variant.images?.[0];
  return image ? imageUrl({ type: 'product', id: image.id, size: 'card' }) : null;
}

/** The before-discount price, only when it is higher than the current price. */
export function priceBeforeDiscount(variant: Pick<Variant, 'price'>): number | null {
  const before = variant.price.priceBeforeDiscount;
  return before !== null && before !== undefined && before > variant.price.price ? before : null;
}

/**
 * A compact product tile for lists (favourites, watchdog): image, shop, name linking to the product page and the
 * price in nl-NL EUR (and in the page's second currency), the before-discount price struck through. The whole
 * tile is clickable through the name link.
 */
export function VariantTile({ variant, children, note, headingLevel = 3 }: VariantTileProps) {
  const src = variantImageUrl(variant);
  const before = priceBeforeDiscount(variant);
  const secondCurrency = useSecondCurrency();
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className="etl-variant-tile" data-variant-id={variant.id}>
      <div className="etl-variant-tile__media">
        {src ? (
          <img className="etl-variant-tile__image" src={src} alt={variant.name} loading="lazy" decoding="async" width={320} height={320} />
        ) : (
          <div className="etl-variant-tile__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="etl-variant-tile__body">
        <p className="etl-variant-tile__shop">{variant.eshop.name}</p>
        <Heading className="etl-variant-tile__name">
          <a className="etl-variant-tile__link" href={routes.variant(variant.id, variant.slug)}>
            {variant.name}
          </a>
        </Heading>
        <p className="etl-variant-tile__prices">
          <span className="etl-variant-tile__price">{formatMoney(variant.price.price)}</span>
          <SecondPrice euro={variant.price.price} currency={secondCurrency} />
          {before !== null && (
            <s className="etl-variant-tile__before">
              <span className="etl-visually-hidden">Oude prijs: </span>
              {formatMoney(before)}
            </s>
          )}
        </p>
        {note !== undefined && <p className="etl-variant-tile__note">{note}</p>}
        {children !== undefined && <div className="etl-variant-tile__actions">{children}</div>}
      </div>
    </article>
  );
}
