import { afterEach, describe, expect, it, vi } from 'vitest';
import * as tracking from '@etalage/core/tracking';
import enhancePageChrome from './page-chrome.js';
import { pageChrome } from './index.js';
import { HIDDEN_CLASS } from './header-hiding.js';
import { chromePage, scroller } from './page-chrome.fixtures.js';

describe('page-chrome definition', () => {
  it('is an idle enhancer (attribution and the header need no interaction)', () => {
    expect(pageChrome).toMatchObject({ name: 'page-chrome', activation: 'idle', enhance: true });
  });
});

/** Each job is tested in its own file; here, that the one enhancer starts them all and its cleanup stops them all. */
describe('page-chrome enhancer', () => {
  afterEach(() => vi.restoreAllMocks());

  const clickPreventing = (selector: string) => {
    const element = document.querySelector<HTMLElement>(selector)!;
    element.addEventListener('click', (event) => event.preventDefault());
    element.click();
  };

  it('runs every job on the one header, and its cleanup stops every job', () => {
    const page = scroller();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => page.frames.push(callback));
    const pushed = vi.spyOn(tracking, 'trackPurchaseClick').mockImplementation(() => {});
    const header = chromePage();
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<a id="shop" href="/go/10004/4" data-etl-purchase="4" data-etl-variant="10004">Ga naar de shop</a>');
    const details = document.getElementById('faq-kortingen') as HTMLDetailsElement;

    const cleanup = enhancePageChrome(header, {});
    page.scrollTo(600);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(true);
    clickPreventing('#faq-link');
    expect(details.open).toBe(true);
    clickPreventing('#shop');
    expect(pushed).toHaveBeenCalledTimes(1);

    if (cleanup) cleanup();
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
    page.scrollTo(1000);
    expect(header.classList.contains(HIDDEN_CLASS)).toBe(false);
    details.open = false;
    clickPreventing('#faq-link');
    expect(details.open).toBe(false);
    clickPreventing('#shop');
    expect(pushed).toHaveBeenCalledTimes(1);
  });
});
