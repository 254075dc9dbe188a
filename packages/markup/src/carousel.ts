import { Carousel, CAROUSEL_CLASSES, slideLabel, type CarouselKind } from '@etalage/widgets';
import { html, raw, type RawHtml } from './html.js';
import { prerenderedWidget } from './prerender.js';

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

/**
 * The one server markup of the carousel widget (spec §2, §4): a region with `aria-roledescription="carousel"`,
 * the slides as labelled groups ('2 van 5'), and the widget's own buttons prerendered around them, so the
 * first slide and the arrows show at their final place before any script runs. Image slides out of view are
 * hidden from screen readers; the slides are a polite live region unless they autoplay.
 */
export function renderCarousel(options: CarouselMarkup): RawHtml {
  const { kind, slides, autoplay = false } = options;
  const count = slides.length;
  const items = slides.map(
    (content, i) =>
      html`<div class="${CAROUSEL_CLASSES.slide}" role="group" aria-roledescription="slide" aria-label="${slideLabel(i, count)}"${kind === 'images' && i > 0 ? raw(' aria-hidden="true"') : ''}>${content}</div>`,
  );
  const controls = prerenderedWidget(
    CAROUSEL_CLASSES.controls,
    'carousel',
    Carousel,
    { kind, slideCount: count, autoplay, variantId: options.variantId },
    { resume: !autoplay },
  );
  return html`<section class="${CAROUSEL_CLASSES.region} ${CAROUSEL_CLASSES.region}--${kind} ${CAROUSEL_CLASSES.region}--${options.placement}" aria-roledescription="carousel" aria-label="${options.label}"><div class="${CAROUSEL_CLASSES.viewport}"><div class="${CAROUSEL_CLASSES.track}" aria-live="${autoplay ? 'off' : 'polite'}">${items}</div>${options.overlay ?? ''}</div>${controls}</section>`;
}
