import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatMoney } from '@etalage/core';
import type { StlSpot } from '@etalage/markup';
import { useWidgetId } from '../shared/use-widget-id.js';
import { SecondPrice, useSecondCurrency } from '../shared/second-price.js';

export interface StlHotspotsProps {
  spots: StlSpot[];
  /** What the image shows ('Scandinavische woonkamer, foto 1'), for the group's name. */
  imageLabel?: string;
}

const percent = (fraction: number) => `${Math.min(100, Math.max(0, fraction * 100))}%`;

/**
 * The tagged products of a shop-the-look image as hotspots at their x, y places: a button each, named after
 * its product, opens a small card (name, price, the shop link and the product page). Escape, a second
 * click or a click elsewhere closes it; the focus goes back to its hotspot.
 */
export default function StlHotspots({ spots, imageLabel }: StlHotspotsProps) {
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const id = useWidgetId();
  const secondCurrency = useSecondCurrency();

  const close = (focus: boolean) => {
    const index = open;
    setOpen(null);
    if (focus && index !== null) buttons.current[index]?.focus();
  };

  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: Event) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open !== null) {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <div ref={root} className="etl-stl__layer" role="group" aria-label={imageLabel ? `Producten op ${imageLabel}` : 'Producten op de foto'} onKeyDown={onKeyDown}>
      {spots.map((spot, index) => {
        const cardId = `${id}-card-${index}`;
        const isOpen = open === index;
        return (
          <div key={`${spot.variantId}-${index}`} className={`etl-stl__spot${spot.x > 0.6 ? ' etl-stl__spot--left' : ''}${spot.y > 0.6 ? ' etl-stl__spot--up' : ''}`} style={{ left: percent(spot.x), top: percent(spot.y) }}>
            <button
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              className="etl-stl__button"
              aria-expanded={isOpen}
              aria-controls={isOpen ? cardId : undefined}
              aria-label={spot.name}
              onClick={() => (isOpen ? close(true) : setOpen(index))}
            >
              <span className="etl-stl__dot" aria-hidden="true" />
            </button>
            {isOpen ? (
              <div id={cardId} className="etl-stl__card" role="group" aria-label={spot.name}>
                <p className="etl-stl__name">
                  <a href={spot.detailUrl}>{spot.name}</a>
                </p>
                <p className="etl-stl__price">
                  {formatMoney(spot.price)}
                  {secondCurrency && ' '}
                  <SecondPrice euro={spot.price} currency={secondCurrency} />
                </p>
                <a className="etl-button etl-button--primary etl-stl__shop" href={spot.shopUrl} rel="nofollow">
                  Ga naar de shop<span className="etl-visually-hidden">: {spot.name} bij {spot.eshopName}</span>
                </a>
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
