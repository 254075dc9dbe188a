import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { CAROUSEL_AUTOPLAY_MS } from '@etalage/core';
import { CAROUSEL_CLASSES, type CarouselKind } from './labels.js';
import type { CarouselDriver, CarouselView, Direction } from './swiper-driver.js';

/**
 * Swiper and its driver: a chunk of their own, requested when a carousel mounts (its first touch, or in view to
 * autoplay), so often just before the shopper follows the card's link.
 */
const importDriver = () => import('./swiper-driver.js');
/**
 * Tried once more after a second, like the runtime's widget chunks: Firefox fails the imports in flight when the
 * shopper follows a link, and by the retry the page is gone, so nothing is reported. (The runtime's
 * `loadWithRetry` is not imported here: shared by the entry and this chunk, it became a chunk of its own, 0.16 KB
 * over the entry's 10 KB budget.)
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
 * Drives the server's carousel markup around the widget's buttons: loads swiper on mount, keeps the arrows'
 * state, runs the autoplay. Arrow clicks made while swiper loads are held and replayed once it is there.
 */
export function useCarousel(buttonsRef: RefObject<HTMLElement | null>, options: CarouselOptions) {
  const { kind, slideCount, autoplay, variantId } = options;
  const [view, setView] = useState(() => initialView(slideCount));
  const [playing, setPlaying] = useState(autoplay);
  const [ready, setReady] = useState(false);
  const driver = useRef<CarouselDriver | null>(null);
  const held = useRef<Direction[]>([]);
  const regionOf = () => buttonsRef.current?.closest<HTMLElement>(`.${CAROUSEL_CLASSES.region}`) ?? null;

  useEffect(() => {
    const region = regionOf();
    if (!region) return;
    let cancelled = false;
    let created: CarouselDriver | null = null;
    loadDriver()
      .then(({ createCarouselDriver }) => {
        if (cancelled) return;
        created = createCarouselDriver(region, { kind, variantId, onChange: setView });
        driver.current = created;
        setReady(true);
        for (const direction of held.current.splice(0)) created.move(direction);
      })
      .catch((error: unknown) => console.error('[etalage] carousel: swiper could not be loaded', error));
    return () => {
      cancelled = true;
      created?.destroy();
      driver.current = null;
      held.current = [];
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
      if (driver.current) driver.current.move(direction);
      else held.current.push(direction);
    },
    [view.atStart, view.atEnd],
  );
  const toggleAutoplay = useCallback(() => setPlaying((on) => !on), []);

  return { view, playing, move, toggleAutoplay };
}
