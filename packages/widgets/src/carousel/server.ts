/** The server renderer of this folder's widget (`@etalage/widgets/server`): its markup as the widget draws it. */
import { CAROUSEL_CLASSES, carouselControlsProps, renderCarouselFrame, type CarouselControlsProps, type CarouselMarkup, type RawHtml } from '@etalage/markup';
import { prerenderedWidget, resumeAsIn } from '../server/prerender.js';
import { carousel } from './index.js';
import Carousel from './carousel.js';

/**
 * A carousel's controls, prerendered: they mount without code and load with swiper on the first touch. An
 * autoplaying carousel's controls are only a fallback: it loads when it comes into view.
 */
export function renderCarouselControls(props: CarouselControlsProps): RawHtml {
  return prerenderedWidget(CAROUSEL_CLASSES.controls, carousel.name, Carousel, props, resumeAsIn(carousel, !props.autoplay));
}
/** A carousel (the product gallery, a row of cards) as the server draws it: the one carousel markup, prerendered. */
export function renderCarousel(options: CarouselMarkup): RawHtml {
  return renderCarouselFrame(options, renderCarouselControls(carouselControlsProps(options)));
}
