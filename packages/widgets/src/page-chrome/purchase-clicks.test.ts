import { afterEach, describe, expect, it, vi } from 'vitest';
import * as tracking from '@etalage/core/tracking';
import { sendPurchaseClicks } from './purchase-clicks.js';
import { getStore } from '@etalage/store/store';
import { chromePage } from './page-chrome.fixtures.js';

describe('purchase clicks outside the cards', () => {
  let cleanup: (() => void) | void;
  afterEach(() => {
    if (cleanup) cleanup();
    vi.restoreAllMocks();
  });

  it("sends the purchase_click of a shop link (the product page's 'Ga naar de shop'), and its conversion", async () => {
    cleanup = sendPurchaseClicks(chromePage(), {});
    const pushed = vi.spyOn(tracking, 'trackPurchaseClick').mockImplementation(() => {});
    const conversion = vi.fn();
    const store = getStore();
    const before = store.getState().reportConversion;
    store.setState({ reportConversion: conversion });
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'beforeend',
      '<a id="shop" href="/go/10004/4" rel="nofollow" data-etl-purchase="4" data-etl-variant="10004"><span>Ga naar de shop</span></a>' +
        '<a id="broken" href="/go/x/4" rel="nofollow" data-etl-purchase="4" data-etl-variant="x">Kapot</a>',
    );
    for (const link of main.querySelectorAll('a')) link.addEventListener('click', (event) => event.preventDefault());
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.querySelector<HTMLElement>('#shop span')!.click();
    document.getElementById('broken')!.click();
    document.getElementById('faq-link')!.click();
    expect(pushed.mock.calls).toEqual([[{ variant_id: 10004, click_source: 4, position: null }]]);
    expect(conversion).toHaveBeenCalledWith('purchase_click', { variant_id: 10004, click_source: 4 });
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('a purchase link needs data-etl-variant'), document.getElementById('broken')), { timeout: 5000 });
    store.setState({ reportConversion: before });
  });

  it('its cleanup stops listening', () => {
    sendPurchaseClicks(chromePage(), {})?.();
    const pushed = vi.spyOn(tracking, 'trackPurchaseClick').mockImplementation(() => {});
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<a id="shop" href="#" data-etl-purchase="4" data-etl-variant="10004">Ga naar de shop</a>');
    const shop = document.getElementById('shop')!;
    shop.addEventListener('click', (event) => event.preventDefault());
    shop.click();
    expect(pushed).not.toHaveBeenCalled();
  });
});
