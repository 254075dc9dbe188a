/**
 * The carousel's words and class names (`@etalage/markup/carousel-labels`), shared by the markup and the widget,
 * so that both draw the same carousel.
 */
export type CarouselKind = 'images' | 'products';

/** Dutch names of the arrows, per kind of slide. */
export const CAROUSEL_BUTTON_LABELS: Record<CarouselKind, { prev: string; next: string }> = {
  images: { prev: 'Vorige afbeelding', next: 'Volgende afbeelding' },
  products: { prev: 'Vorige producten', next: 'Volgende producten' },
};

export const STOP_AUTOPLAY = 'Automatisch afspelen stoppen';
export const START_AUTOPLAY = 'Automatisch afspelen starten';

/** The name of a slide (WAI-ARIA carousel pattern): '2 van 5'. */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} van ${count}`;
}

/** Our class names, handed to swiper instead of its own (we write our own CSS). */
export const CAROUSEL_CLASSES = {
  region: 'etl-carousel',
  viewport: 'etl-carousel__viewport',
  track: 'etl-carousel__track',
  slide: 'etl-carousel__slide',
  controls: 'etl-carousel__controls',
} as const;
