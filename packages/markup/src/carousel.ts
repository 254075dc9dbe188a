import { CAROUSEL_CLASSES, slideLabel, type CarouselKind } from './carousel-labels.js';
import { html, raw, type RawHtml } from './html.js';

export interface CarouselMarkup {
  kind: CarouselKind;
  /** The region's name (WAI-ARIA carousel pattern), e.g. 'Afbeeldingen van Bank Oslo'. */
  label: string;
  /** Each slide's content, trusted markup of this package or the page. */
  slides: RawHtml[];
  /** Where the page asks for it: turns every 5 s (loads when in view instead of on the first touch). */
  autoplay?: boolean;
  /** The product of a card's images, for the UI event. */
  variantId?: number;
  /** Where it sits, as a modifier class: `card` (a product card's images), `gallery`, `row`. */
  placement: 'card' | 'gallery' | 'row';
  /** Markup laid over the slides, under the buttons (a card's image link): one element for all slides. */
  overlay?: RawHtml;
}

/** The props of the `carousel` widget (its controls) for a carousel's markup. */
export function carouselControlsProps(options: CarouselMarkup) {
  return { kind: options.kind, slideCount: options.slides.length, autoplay: options.autoplay ?? false, variantId: options.variantId };
}

export type CarouselControlsProps = ReturnType<typeof carouselControlsProps>;

/**
 * The one markup of the carousel (spec §2, §4): a region with `aria-roledescription="carousel"`, the slides as
 * labelled groups ('2 van 5'), and the widget's controls element (prerendered on the server, so the first slide
 * and the arrows show at their final place before any script runs; plain in the browser). Image slides out of
 * view are hidden from screen readers; the slides are a polite live region unless they autoplay.
 */
export function renderCarouselFrame(options: CarouselMarkup, controls: RawHtml): RawHtml {
  const { kind, slides, autoplay = false } = options;
  const count = slides.length;
  const items = slides.map(
    (content, i) =>
      html`<div class="${CAROUSEL_CLASSES.slide}" role="group" aria-roledescription="slide" aria-label="${slideLabel(i, count)}"${kind === 'images' && i > 0 ? raw(' aria-hidden="true"') : ''}>${content}</div>`,
  );
  return html`<section class="${CAROUSEL_CLASSES.region} ${CAROUSEL_CLASSES.region}--${kind} ${CAROUSEL_CLASSES.region}--${options.placement}" aria-roledescription="carousel" aria-label="${options.label}"><div class="${CAROUSEL_CLASSES.viewport}"><div class="${CAROUSEL_CLASSES.track}" aria-live="${autoplay ? 'off' : 'polite'}">${items}</div>${options.overlay ?? ''}</div>${controls}</section>`;
}
