import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { CAROUSEL_AUTOPLAY_MS, reportProblem } from '@etalage/core';
import { CAROUSEL_CLASSES, type CarouselKind } from './labels.js';
import type { CarouselDriver, CarouselView, Direction } from './swiper-driver.js';

/**
 * Swiper and its driver: a chunk of their own, requested when a carousel mounts (its first touch, or in view to
 * autoplay), so often just before the shopper follows the card's link.
 */
const importDriver = () => import('./swiper-driver.js');
/**
 * Tried once more after a second, like the runtime's widget chunks: Firefox fails the imports in flight when the
 * shopper follows a link, and by the retry the page is gone, so nothing is reported. (Not `loadWithRetry` from
 * `@etalage/core/load-with-retry`: imported from this chunk, which does not share the store's chunk with the entry,
 * it leaves that chunk for a file of its own, 0.12 KB more on the entry's 10 KB and 0.19 KB on a listing's 24 KB
 * before interaction, both over their budgets.)
 */
const loadDriver = () => importDriver().catch(() => new Promise<void>((wait) => setTimeout(wait, 1000)).then(importDriver));

/** Ends a carousel's autoplay for good (spec §4), as does keyboard focus inside it (WAI-ARIA carousel pattern). */
const STOP_EVENTS = ['click', 'touchstart', 'mouseenter', 'focusin'] as const;
const ROTATION_BUTTON = `.${CAROUSEL_CLASSES.region}__button--rotation`;

export interface CarouselOptions {
  kind: CarouselKind;
  slideCount: number;
  autoplay: boolean;
  variantId?: number;
}

/** What the server drew: the first slide, at the start. */
export function initialView(slideCount: number): CarouselView {
  return { index: 0, atStart: true, atEnd: slideCount <= 1, overflows: true };
}

/**
 * Moves the server's track to `index` without swiper, by the step its stylesheet defines
 * (`--etl-carousel-step`, one slide and the gap): the same place swiper puts it when it starts on that slide.
 */
function showEarlyStep(region: HTMLElement | null, index: number): void {
  const track = region?.querySelector<HTMLElement>(`:scope > .${CAROUSEL_CLASSES.viewport} > .${CAROUSEL_CLASSES.track}`);
  if (track) track.style.transform = index ? `translateX(calc(var(--etl-carousel-step) * ${-index}))` : '';
}

/**
 * Drives the server's carousel markup around the widget's buttons: loads swiper on mount, keeps the arrows'
 * state, runs the autoplay. Arrow clicks made while swiper loads move the track at once (the first one, made
 * before this code, was drawn by the stylesheet on the runtime's busy mark); swiper then starts on that slide.
 */
export function useCarousel(buttonsRef: RefObject<HTMLElement | null>, options: CarouselOptions) {
  const { kind, slideCount, autoplay, variantId } = options;
  const [view, setView] = useState(() => initialView(slideCount));
  const [playing, setPlaying] = useState(autoplay);
  const [ready, setReady] = useState(false);
  const driver = useRef<CarouselDriver | null>(null);
  /** The slide the arrows moved to before swiper arrived. */
  const early = useRef(0);
  const regionOf = () => buttonsRef.current?.closest<HTMLElement>(`.${CAROUSEL_CLASSES.region}`) ?? null;

  useEffect(() => {
    const region = regionOf();
    if (!region) return;
    let cancelled = false;
    let created: CarouselDriver | null = null;
    loadDriver()
      .then(({ createCarouselDriver }) => {
        if (cancelled) return;
        created = createCarouselDriver(region, { kind, variantId, onChange: setView, initialSlide: early.current });
        driver.current = created;
        setReady(true);
      })
      .catch((error: unknown) => reportProblem('carousel', 'swiper could not be loaded', error));
    return () => {
      cancelled = true;
      if (created) created.destroy();
      else showEarlyStep(region, 0);
      driver.current = null;
      early.current = 0;
    };
  }, [kind, variantId]);

  // A click, a touch, the mouse or keyboard focus entering the carousel stops the autoplay.
  useEffect(() => {
    const region = regionOf();
    if (!autoplay || !region) return;
    const stop = (event: Event) => {
      if (event.type === 'click' && event.target instanceof Element && event.target.closest(ROTATION_BUTTON)) return;
      setPlaying(false);
    };
    for (const type of STOP_EVENTS) region.addEventListener(type, stop, { passive: true });
    return () => {
      for (const type of STOP_EVENTS) region.removeEventListener(type, stop);
    };
  }, [autoplay]);

  useEffect(() => {
    if (!playing || !ready) return;
    const timer = setInterval(() => driver.current?.advance(), CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, ready]);

  // The slides are a polite live region, silent while they turn by themselves.
  useEffect(() => {
    regionOf()
      ?.querySelector(`.${CAROUSEL_CLASSES.track}`)
      ?.setAttribute('aria-live', playing ? 'off' : 'polite');
  }, [playing]);

  const move = useCallback(
    (direction: Direction) => {
      if (direction === 'prev' ? view.atStart : view.atEnd) return; // aria-disabled: the button keeps its focus
      if (driver.current) {
        driver.current.move(direction);
        return;
      }
      const index = Math.max(0, Math.min(early.current + (direction === 'next' ? 1 : -1), slideCount - 1));
      early.current = index;
      showEarlyStep(regionOf(), index);
      setView({ index, atStart: index === 0, atEnd: index >= slideCount - 1, overflows: true });
    },
    [view.atStart, view.atEnd, slideCount],
  );
  const toggleAutoplay = useCallback(() => setPlaying((on) => !on), []);

  return { view, playing, move, toggleAutoplay };
}
