import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CarouselFrame } from './carousel-frame.js';
import { Swiper } from './fake-swiper.js';
import type { CarouselProps } from './carousel.js';

vi.mock('swiper', () => import('./fake-swiper.js'));
/** Whether the next import of swiper's chunk fails, as a flaky connection or a deploy fails one. */
const driverImport = vi.hoisted(() => ({ fails: false }));
vi.mock('./swiper-driver.js', async (importOriginal) => {
  if (driverImport.fails) {
    driverImport.fails = false;
    throw new TypeError('Importing a module script failed.');
  }
  return importOriginal();
});

function stubReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), addEventListener() {}, removeEventListener() {} }),
  });
}

/** Renders the server's carousel markup with the widget in it; `loaded` lets swiper's chunk arrive. */
async function mount(props: Partial<CarouselProps> & { slides?: number } = {}, { loaded = true } = {}) {
  const count = props.slides ?? 3;
  const view = render(
    <CarouselFrame
      kind={props.kind ?? 'images'}
      slideCount={count}
      autoplay={props.autoplay}
      variantId={props.variantId ?? 42}
      label="Afbeeldingen van Bank Oslo"
      placement="card"
      slides={Array.from({ length: count }, (_, i) => <p>Afbeelding {i + 1}</p>)}
    />,
  );
  if (loaded) await swiperArrives();
  const region = view.container.querySelector<HTMLElement>('.etl-carousel')!;
  return { region, swiper: () => Swiper.instances.at(-1)! };
}

async function swiperArrives() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

const next = () => screen.getByRole('button', { name: 'Volgende afbeelding' });
const prev = () => screen.getByRole('button', { name: 'Vorige afbeelding' });
const shownSlides = (region: HTMLElement) =>
  [...region.querySelectorAll('.etl-carousel__slide')].filter((slide) => !slide.hasAttribute('aria-hidden')).map((slide) => slide.getAttribute('aria-label'));

beforeEach(() => {
  Swiper.instances = [];
  window.dataLayer = [];
  stubReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// First: once swiper's chunk has loaded, the module graph keeps it, so only the first mount can fail to import it.
describe('carousel whose swiper chunk fails to load once', () => {
  it('loads it again a second later and then runs swiper', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    driverImport.fails = true;
    const { region } = await mount({}, { loaded: false });
    // The import fails (when is the module loader's business); the retry then waits a second. (Not vi.waitFor: with
    // fake timers it moves the clock on.)
    while (vi.getTimerCount() === 0) await new Promise((turn) => setImmediate(turn));
    await act(async () => void (await vi.advanceTimersByTimeAsync(999)));
    await swiperArrives();
    expect(Swiper.instances).toEqual([]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    await vi.waitFor(() => expect(Swiper.instances).toHaveLength(1));
    fireEvent.click(next());
    expect(shownSlides(region)).toEqual(['2 van 3']);
  });
});

describe('carousel', () => {
  it('draws the server state: Dutch arrow labels, prev disabled at the start, no pause button without autoplay', async () => {
    await mount({}, { loaded: false });
    expect(prev().getAttribute('aria-disabled')).toBe('true');
    expect(next().getAttribute('aria-disabled')).toBe('false');
    expect(screen.queryByRole('button', { name: /afspelen/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Afbeeldingen van Bank Oslo' }).getAttribute('aria-roledescription')).toBe('carousel');
  });

  it('names the arrows of a row of products', async () => {
    await mount({ kind: 'products' }, { loaded: false });
    expect(screen.getByRole('button', { name: 'Vorige producten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volgende producten' })).toBeTruthy();
  });

  it('runs swiper with our class names, speed 400, 8 px between slides and no resize handling of its own', async () => {
    const { region, swiper } = await mount();
    expect(swiper().params).toMatchObject({
      speed: 400,
      spaceBetween: 8,
      slidesPerView: 1,
      wrapperClass: 'etl-carousel__track',
      slideClass: 'etl-carousel__slide',
      slideActiveClass: 'etl-carousel__slide--active',
      containerModifierClass: 'etl-carousel__viewport--',
      resizeObserver: false,
      updateOnWindowResize: false,
    });
    expect(swiper().el).toBe(region.querySelector('.etl-carousel__viewport'));
    expect(region.dataset.carouselSpeed).toBe('400');
  });

  it('runs at speed 0 for shoppers who ask for reduced motion, and shows a row of cards as many as fit', async () => {
    stubReducedMotion(true);
    const { region, swiper } = await mount({ kind: 'products' });
    expect(swiper().params.speed).toBe(0);
    expect(swiper().params.slidesPerView).toBe('auto');
    expect(region.dataset.carouselSpeed).toBe('0');
  });

  it('slides on with next, enables prev, shows the new slide to screen readers and sends the UI event', async () => {
    const { region, swiper } = await mount({ variantId: 42 });
    fireEvent.click(next());
    expect(swiper().activeIndex).toBe(1);
    expect(prev().getAttribute('aria-disabled')).toBe('false');
    expect(shownSlides(region)).toEqual(['2 van 3']);
    expect(window.dataLayer).toEqual([{ event: 'variant_card_swiper_interaction', variant_id: 42 }]);
    fireEvent.click(prev());
    expect(swiper().activeIndex).toBe(0);
    expect(prev().getAttribute('aria-disabled')).toBe('true');
  });

  it('disables next at the end and ignores a click on it there', async () => {
    const { swiper } = await mount({ slides: 2 });
    fireEvent.click(next());
    expect(next().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next());
    expect(swiper().activeIndex).toBe(1);
    expect(window.dataLayer).toHaveLength(1);
  });

  it('moves the track at once for a click made while swiper loads, and starts swiper on that slide', async () => {
    const { region, swiper } = await mount({ variantId: 7 }, { loaded: false });
    const track = region.querySelector<HTMLElement>('.etl-carousel__track')!;
    fireEvent.click(next());
    expect(Swiper.instances).toHaveLength(0);
    expect(track.style.transform).toBe('translateX(calc(var(--etl-carousel-step) * -1))');
    expect(prev().getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(next());
    expect(track.style.transform).toBe('translateX(calc(var(--etl-carousel-step) * -2))');
    expect(next().getAttribute('aria-disabled')).toBe('true');
    await swiperArrives();
    expect(swiper().params.initialSlide).toBe(2);
    expect(swiper().activeIndex).toBe(2);
    expect(shownSlides(region)).toEqual(['3 van 3']);
    // One use of the carousel, however many steps were taken before swiper arrived.
    expect(window.dataLayer).toEqual([{ event: 'variant_card_swiper_interaction', variant_id: 7 }]);
  });

  it('checks the buttons again 500 ms after a click', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { swiper } = await mount();
    fireEvent.click(next());
    const before = swiper().updates;
    act(() => void vi.advanceTimersByTime(499));
    expect(swiper().updates).toBe(before);
    act(() => void vi.advanceTimersByTime(1));
    expect(swiper().updates).toBe(before + 1);
  });

  it('hides the arrows when nothing overflows', async () => {
    const { region, swiper } = await mount({ kind: 'products' });
    act(() => {
      swiper().isLocked = true;
      swiper().emit('lock');
    });
    expect(region.querySelector('.etl-carousel__buttons')!.getAttribute('data-overflow')).toBe('false');
  });

  it('brings a slide into view when the keyboard focus enters it', async () => {
    const { region, swiper } = await mount({ kind: 'products', slides: 4 });
    const third = region.querySelectorAll('.etl-carousel__slide')[2]!;
    fireEvent.focusIn(third.querySelector('p')!);
    expect(swiper().activeIndex).toBe(2);
  });

  it('destroys swiper when it leaves the page', async () => {
    const { swiper } = await mount();
    cleanup();
    expect(swiper().destroyed).toBe(true);
  });
});

describe('carousel autoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  });

  it('turns every 5 s, back to the first slide after the last, silent for screen readers meanwhile', async () => {
    const { region, swiper } = await mount({ kind: 'products', autoplay: true, slides: 2 });
    const track = region.querySelector('.etl-carousel__track')!;
    expect(track.getAttribute('aria-live')).toBe('off');
    act(() => void vi.advanceTimersByTime(4999));
    expect(swiper().activeIndex).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(swiper().activeIndex).toBe(1);
    act(() => void vi.advanceTimersByTime(5000));
    expect(swiper().activeIndex).toBe(0);
    expect(window.dataLayer).toEqual([]); // turning by itself is no use by the shopper
  });

  for (const event of ['mouseEnter', 'touchStart', 'click', 'focusIn'] as const) {
    it(`stops for good on ${event}, and the slides become a polite live region`, async () => {
      const { region, swiper } = await mount({ kind: 'products', autoplay: true });
      // mouseenter does not bubble: it is the region's own; the others come up from inside it.
      fireEvent[event](event === 'mouseEnter' ? region : region.querySelector('.etl-carousel__viewport')!);
      act(() => void vi.advanceTimersByTime(20_000));
      expect(swiper().activeIndex).toBe(0);
      expect(region.querySelector('.etl-carousel__track')!.getAttribute('aria-live')).toBe('polite');
      expect(screen.getByRole('button', { name: 'Automatisch afspelen starten' })).toBeTruthy();
    });
  }

  it('pauses and plays again with its button', async () => {
    const { swiper } = await mount({ kind: 'products', autoplay: true });
    fireEvent.click(screen.getByRole('button', { name: 'Automatisch afspelen stoppen' }));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(swiper().activeIndex).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Automatisch afspelen starten' }));
    act(() => void vi.advanceTimersByTime(5000));
    expect(swiper().activeIndex).toBe(1);
  });

  it('does not start before swiper is there', async () => {
    await mount({ kind: 'products', autoplay: true }, { loaded: false });
    act(() => void vi.advanceTimersByTime(5000));
    expect(Swiper.instances).toHaveLength(0);
  });
});
