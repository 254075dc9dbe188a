import { useRef } from 'react';
import { CAROUSEL_BUTTON_LABELS, START_AUTOPLAY, STOP_AUTOPLAY, type CarouselKind } from './labels.js';
import { useCarousel } from './use-carousel.js';

export interface CarouselProps {
  /** Images (a card, the product gallery) or products (a row of cards): names the arrows. */
  kind?: CarouselKind;
  /** How many slides the server drew (at most 10 on a card). */
  slideCount: number;
  /** Turns every 5 s until a click, a touch or the mouse enters it; only where the page asks for it. */
  autoplay?: boolean;
  /** The product whose images these are, for the UI event. */
  variantId?: number;
}

function ChevronIcon({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg className="etl-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function RotationIcon({ playing }: { playing: boolean }) {
  return (
    <svg className="etl-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={playing ? 'M8 5v14M16 5v14' : 'M7 5l12 7-12 7z'} fill={playing ? 'none' : 'currentColor'} stroke="currentColor" strokeWidth="2.4" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The carousel's controls (spec §4, WAI-ARIA carousel pattern): the pause/play button where it autoplays, then
 * the arrows, disabled at the ends and hidden when nothing overflows. It lives inside the server's carousel
 * markup (`renderCarousel` of `@etalage/markup`): the slides are the server's, swiper moves them.
 */
export default function Carousel({ kind = 'images', slideCount, autoplay = false, variantId }: CarouselProps) {
  const buttonsRef = useRef<HTMLDivElement>(null);
  const { view, playing, move, toggleAutoplay } = useCarousel(buttonsRef, { kind, slideCount, autoplay, variantId });
  const labels = CAROUSEL_BUTTON_LABELS[kind];
  return (
    <div ref={buttonsRef} className="etl-carousel__buttons" data-overflow={view.overflows}>
      {autoplay ? (
        <button type="button" className="etl-carousel__button etl-carousel__button--rotation" aria-label={playing ? STOP_AUTOPLAY : START_AUTOPLAY} onClick={toggleAutoplay}>
          <RotationIcon playing={playing} />
        </button>
      ) : null}
      <button type="button" className="etl-carousel__button etl-carousel__button--prev" aria-label={labels.prev} aria-disabled={view.atStart} onClick={() => move('prev')}>
        <ChevronIcon direction="prev" />
      </button>
      <button type="button" className="etl-carousel__button etl-carousel__button--next" aria-label={labels.next} aria-disabled={view.atEnd} onClick={() => move('next')}>
        <ChevronIcon direction="next" />
      </button>
    </div>
  );
}
