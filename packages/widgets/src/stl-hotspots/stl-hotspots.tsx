import { useLayoutEffect, useRef, useState } from 'react';
import { formatMoney } from '@etalage/core';
import type { StlSpot } from '@etalage/markup';
import { useWidgetId } from '../shared/use-widget-id.js';
import { SecondPrice, useSecondCurrency } from '../shared/second-price.js';
import { useDismissableLayer } from '../shared/use-dismissable-layer.js';

export interface StlHotspotsProps {
  spots: StlSpot[];
  /** What the image shows ('Scandinavische woonkamer, foto 1'), for the group's name. */
  imageLabel?: string;
}

const percent = (fraction: number) => `${Math.min(100, Math.max(0, fraction * 100))}%`;

/** How far to move the span `start`–`end` to lie inside 0–`max`, 8 px from both ends (its start winning). */
const shiftInto = (start: number, end: number, max: number) => Math.round(Math.max(8 - start, Math.min(0, max - 8 - end)));

/**
 * Moves an open card into the viewport: beside its dot it sticks out of a phone's screen (a dot near the image's
 * edge, an image as wide as the screen). As narrow as the screen allows (`--etl-stl-room`), then moved along both
 * axes (`--etl-stl-x`, `--etl-stl-y`). (Not `shared/fit-in-view.ts`: one more chunk shared with the card buttons
 * would lengthen the entry's preload lists, at its budget.)
 */
function placeCard(card: HTMLElement): void {
  const { style } = card;
  const { clientWidth, clientHeight } = card.ownerDocument.documentElement;
  for (const name of ['--etl-stl-room', '--etl-stl-x', '--etl-stl-y']) style.removeProperty(name);
  if (clientWidth <= 16) return; // not laid out
  style.setProperty('--etl-stl-room', `${clientWidth - 16}px`);
  const box = card.getBoundingClientRect();
  style.setProperty('--etl-stl-x', `${shiftInto(box.left, box.right, clientWidth)}px`);
  style.setProperty('--etl-stl-y', `${shiftInto(box.top, box.bottom, clientHeight)}px`);
}

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

  // Escape closes the open card and gives the focus back to its hotspot; a click elsewhere only closes it.
  useDismissableLayer(root, (reason) => close(reason === 'escape'), { enabled: open !== null });

  const card = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = card.current;
    if (open === null || !element) return;
    const place = () => placeCard(element);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  return (
    <div ref={root} className="etl-stl-hotspots__layer" role="group" aria-label={imageLabel ? `Producten op ${imageLabel}` : 'Producten op de foto'}>
      {spots.map((spot, index) => {
        const cardId = `${id}-card-${index}`;
        const isOpen = open === index;
        return (
          <div key={`${spot.variantId}-${index}`} className={`etl-stl-hotspots__spot${spot.x > 0.6 ? ' etl-stl-hotspots__spot--left' : ''}${spot.y > 0.6 ? ' etl-stl-hotspots__spot--up' : ''}`} style={{ left: percent(spot.x), top: percent(spot.y) }}>
            <button
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              className="etl-stl-hotspots__button"
              aria-expanded={isOpen}
              aria-controls={isOpen ? cardId : undefined}
              aria-label={spot.name}
              onClick={() => (isOpen ? close(true) : setOpen(index))}
            >
              <span className="etl-stl-hotspots__dot" aria-hidden="true" />
            </button>
            {isOpen ? (
              <div ref={card} id={cardId} className="etl-stl-hotspots__card" role="group" aria-label={spot.name}>
                <p className="etl-stl-hotspots__name">
                  <a href={spot.detailUrl}>{spot.name}</a>
                </p>
                <p className="etl-stl-hotspots__price">
                  {formatMoney(spot.price)}
                  {secondCurrency && ' '}
                  <SecondPrice euro={spot.price} currency={secondCurrency} />
                </p>
                <a className="etl-button etl-button--primary etl-stl-hotspots__shop" href={spot.shopUrl} rel="nofollow">
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
