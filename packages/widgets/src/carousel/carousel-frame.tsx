import type { ReactNode } from 'react';
import { widgetProps } from '@etalage/markup/client';
import Carousel, { type CarouselProps } from './carousel.js';
import { CAROUSEL_CLASSES, slideLabel } from './labels.js';

export interface CarouselFrameProps extends CarouselProps {
  label: string;
  placement: 'card' | 'gallery' | 'row';
  slides: ReactNode[];
  /** Laid over the slides, under the buttons (a card's image link). */
  overlay?: ReactNode;
}

/**
 * The server markup of `renderCarousel` (`@etalage/markup`) drawn in JSX, with the widget in its controls
 * element: for the stories and the unit tests (a markup test checks that both draw the same elements).
 */
export function CarouselFrame({ label, placement, slides, overlay, ...props }: CarouselFrameProps) {
  const count = slides.length;
  return (
    <section className={`${CAROUSEL_CLASSES.region} ${CAROUSEL_CLASSES.region}--${props.kind} ${CAROUSEL_CLASSES.region}--${placement}`} aria-roledescription="carousel" aria-label={label}>
      <div className={CAROUSEL_CLASSES.viewport}>
        <div className={CAROUSEL_CLASSES.track} aria-live={props.autoplay ? 'off' : 'polite'}>
          {slides.map((content, i) => (
            <div key={i} className={CAROUSEL_CLASSES.slide} role="group" aria-roledescription="slide" aria-label={slideLabel(i, count)} aria-hidden={props.kind === 'images' && i > 0 ? true : undefined}>
              {content}
            </div>
          ))}
        </div>
        {overlay}
      </div>
      <div className={CAROUSEL_CLASSES.controls} {...widgetProps('carousel')}>
        <Carousel {...props} />
      </div>
    </section>
  );
}
