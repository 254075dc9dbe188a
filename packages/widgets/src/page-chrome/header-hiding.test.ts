import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_CLASS, hideHeaderOnScroll } from './header-hiding.js';
import { chromePage, scroller } from './page-chrome.fixtures.js';

describe('header hiding', () => {
  let header: HTMLElement;
  let cleanup: (() => void) | void;
  let page: ReturnType<typeof scroller>;

  beforeEach(() => {
    page = scroller();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => page.frames.push(callback));
    header = chromePage();
    cleanup = hideHeaderOnScroll(header, {});
  });
  afterEach(() => {
    if (cleanup) cleanup();
    vi.restoreAllMocks();
  });

  it('hides the header on scrolling down past its height (and 80 px), shows it on scrolling up, one frame per burst', () => {
    page.scrollTo(60);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
    page.scrollTo(110); // beyond 80 px but not beyond the header's 120 px
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
    page.scrollTo(400);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(true);
    page.scrollTo(380);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(page.frames).toHaveLength(1);
  });

  it('stays while pressed (a scroll the shopper did not make must not slide a link from under a click) until released or cancelled', () => {
    page.scrollTo(200);
    header.querySelector('a')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    page.scrollTo(600);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
    window.dispatchEvent(new PointerEvent('pointerup'));
    page.scrollTo(900);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(true);
    page.scrollTo(700);
    header.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    window.dispatchEvent(new PointerEvent('pointercancel'));
    page.scrollTo(1100);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(true);
  });

  // (A main-nav entry under the pointer or the focus holds it too: `:hover`/`:focus-within`, which happy-dom lacks.)
  it('keeps the header while the search overlay is open; focus inside shows it', () => {
    header.querySelector('.search')!.classList.add('etl-search-overlay--open');
    page.scrollTo(500);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
    header.querySelector('.search')!.classList.remove('etl-search-overlay--open');
    page.scrollTo(1200);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(true);
    header.querySelector<HTMLElement>('a')!.focus();
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
  });

  it('its cleanup stops listening and shows the header', () => {
    page.scrollTo(600);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(true);
    if (cleanup) cleanup();
    cleanup = undefined;
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
    page.scrollTo(1000);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
  });
});
