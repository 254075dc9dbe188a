/**
 * The carousel's swiper, a lazy chunk of its own: loaded on the first interaction with a carousel (or when an
 * autoplaying one comes into view), never with a listing page.
 *
 * Only swiper's core is used: its Navigation, A11y, Autoplay and Pagination modules write HTML with
 * `setInnerHTML`, which creates a Trusted Types policy named 'html' and breaks pages that enforce Trusted
 * Types. The widget draws its own buttons and ARIA attributes instead.
 */
import { Swiper } from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { RESIZE_DEBOUNCE_MS, BUTTON_CHECK_DELAY_MS, SWIPER_SPACE_BETWEEN, swiperSpeed } from '@etalage/core';
import { trackUiEvent, UI_EVENTS } from '@etalage/core/tracking';
import { CAROUSEL_CLASSES, type CarouselKind } from './labels.js';

export type Direction = 'prev' | 'next';

/** What the buttons show: where the carousel stands. */
export interface CarouselView {
  index: number;
  atStart: boolean;
  atEnd: boolean;
  /** False when every slide fits: the arrows hide. */
  overflows: boolean;
}

export interface CarouselDriver {
  /** A shopper's step (an arrow): sends the UI event. */
  move: (direction: Direction) => void;
  /** An autoplay step: the next slide, or back to the first after the last. */
  advance: () => void;
  destroy: () => void;
}

export interface DriverOptions {
  kind: CarouselKind;
  variantId?: number;
  onChange: (view: CarouselView) => void;
  /** The slide to start on: where the arrows clicked before swiper arrived moved the track (a use of it). */
  initialSlide?: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Swiper's options with our class names (its own stylesheet is not used). */
export function swiperOptions(kind: CarouselKind, reducedMotion: boolean): SwiperOptions {
  const slide = CAROUSEL_CLASSES.slide;
  return {
    speed: swiperSpeed(reducedMotion),
    spaceBetween: SWIPER_SPACE_BETWEEN,
    slidesPerView: kind === 'images' ? 1 : 'auto',
    watchOverflow: true,
    // Our own resize handling is debounced (spec §9); swiper's would update on every frame.
    resizeObserver: false,
    updateOnWindowResize: false,
    // An image carousel can sit inside a carousel of products.
    nested: kind === 'images',
    // Touches on the whole viewport, also on what lies over the slides (a card's image link).
    touchEventsTarget: 'container',
    wrapperClass: CAROUSEL_CLASSES.track,
    slideClass: slide,
    slideActiveClass: `${slide}--active`,
    slideVisibleClass: `${slide}--visible`,
    slideFullyVisibleClass: `${slide}--fully-visible`,
    slideNextClass: `${slide}--next`,
    slidePrevClass: `${slide}--prev`,
    slideBlankClass: `${slide}--blank`,
    containerModifierClass: `${CAROUSEL_CLASSES.viewport}--`,
    lazyPreloaderClass: `${CAROUSEL_CLASSES.region}__preloader`,
    noSwipingClass: `${CAROUSEL_CLASSES.region}__no-swiping`,
  };
}

/** The slide of this carousel's own track that holds `node` (not a slide of a carousel nested in it). */
function ownSlideIndex(track: Element, node: Node | null): number {
  let element = node instanceof Element ? node : null;
  while (element && element.parentElement !== track) element = element.parentElement;
  return element ? [...track.children].indexOf(element) : -1;
}

export function createCarouselDriver(region: HTMLElement, options: DriverOptions): CarouselDriver {
  const viewport = region.querySelector<HTMLElement>(`:scope > .${CAROUSEL_CLASSES.viewport}`);
  const track = viewport?.querySelector<HTMLElement>(`:scope > .${CAROUSEL_CLASSES.track}`);
  if (!viewport || !track) throw new Error('carousel: no viewport with a track in the server markup');
  const media = window.matchMedia?.(REDUCED_MOTION);
  const initialSlide = options.initialSlide ?? 0;
  const swiper = new Swiper(viewport, { ...swiperOptions(options.kind, media?.matches ?? false), initialSlide });
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const view = (): CarouselView => ({
    index: swiper.activeIndex,
    atStart: swiper.isBeginning,
    atEnd: swiper.isEnd,
    overflows: !swiper.isLocked,
  });
  /** Image slides out of view are hidden from screen readers, so the live region reads the one that shows. */
  const markHiddenSlides = () => {
    if (options.kind !== 'images') return;
    swiper.slides.forEach((slideEl, i) => {
      if (i === swiper.activeIndex) slideEl.removeAttribute('aria-hidden');
      else slideEl.setAttribute('aria-hidden', 'true');
    });
  };
  const report = () => {
    markHiddenSlides();
    options.onChange(view());
  };
  const later = (task: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timers.add(timer);
  };
  const recheck = () => {
    if (swiper.destroyed) return;
    swiper.update();
    report();
  };
  const trackUse = () => trackUiEvent(UI_EVENTS.variantCardSwiperInteraction, options.variantId ? { variant_id: options.variantId } : {});

  for (const event of ['slideChange', 'reachBeginning', 'reachEnd', 'fromEdge', 'lock', 'unlock'] as const) swiper.on(event, report);
  // A swipe with the finger or the mouse is a use too.
  swiper.on('sliderFirstMove', trackUse);

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const resizeObserver =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          clearTimeout(resizeTimer);
          resizeTimer = setTimeout(recheck, RESIZE_DEBOUNCE_MS);
        })
      : null;
  resizeObserver?.observe(viewport);

  /** Focus on something in a slide out of view (Tab through a row of cards) brings that slide into view. */
  const onFocusIn = (event: FocusEvent) => {
    const index = ownSlideIndex(track, event.target as Node);
    if (index < 0) return;
    const start = swiper.slidesGrid[index] ?? 0;
    const end = start + (swiper.slidesSizesGrid[index] ?? 0);
    const shownFrom = -swiper.translate;
    if (start < shownFrom - 1 || end > shownFrom + swiper.size + 1) swiper.slideTo(index);
  };
  /** The browser scrolls the clipped viewport to show a focused element: swiper moves by transform, so undo it. */
  const onScroll = () => {
    if (viewport.scrollLeft !== 0) viewport.scrollLeft = 0;
  };
  const onMotionChange = () => {
    swiper.params.speed = swiperSpeed(media?.matches ?? false);
    region.dataset.carouselSpeed = String(swiper.params.speed);
  };
  track.addEventListener('focusin', onFocusIn);
  viewport.addEventListener('scroll', onScroll);
  media?.addEventListener?.('change', onMotionChange);

  // The speed swiper runs with, readable by tests and tools; the marker says swiper has arrived.
  region.dataset.carouselSpeed = String(swiper.params.speed);
  region.dataset.carouselReady = '';
  report();
  if (initialSlide > 0) {
    trackUse();
    later(recheck, BUTTON_CHECK_DELAY_MS);
  }

  return {
    move(direction) {
      trackUse();
      if (direction === 'next') swiper.slideNext();
      else swiper.slidePrev();
      // Spec §9: the buttons' state is checked again 500 ms after a click (a transition may still run).
      later(recheck, BUTTON_CHECK_DELAY_MS);
    },
    advance() {
      if (swiper.isEnd) swiper.slideTo(0);
      else swiper.slideNext();
    },
    destroy() {
      for (const timer of timers) clearTimeout(timer);
      clearTimeout(resizeTimer);
      resizeObserver?.disconnect();
      track.removeEventListener('focusin', onFocusIn);
      viewport.removeEventListener('scroll', onScroll);
      media?.removeEventListener?.('change', onMotionChange);
      delete region.dataset.carouselReady;
      // Keep the slides' inline sizes off: the server's CSS lays them out again exactly as before.
      swiper.destroy(true, true);
    },
  };
}
