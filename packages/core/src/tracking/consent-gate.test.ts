import { afterEach, describe, expect, it } from 'vitest';
import { analyticsAllowed } from './consent-gate.js';
import { pushUiEvent } from './data-layer.js';

function clear() {
  document.cookie = '_cc=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.body.innerHTML = '';
  window.dataLayer = [];
}

describe('analytics consent gate', () => {
  afterEach(clear);

  it('follows the stored _cc choice', () => {
    clear();
    document.cookie = '_cc=analytics|essential; path=/';
    expect(analyticsAllowed()).toBe(true);
    document.cookie = '_cc=essential|marketing; path=/';
    expect(analyticsAllowed()).toBe(false);
    document.cookie = '_cc=analytics%7Cessential; path=/';
    expect(analyticsAllowed()).toBe(true);
  });

  it('tracks nothing while the cookie bar asks, and is not in the way on a page without one', () => {
    clear();
    expect(analyticsAllowed()).toBe(true);
    document.body.innerHTML = '<div data-etl-widget="cookie-bar"></div>';
    expect(analyticsAllowed()).toBe(false);
    pushUiEvent('voucher_copy');
    expect(window.dataLayer).toEqual([]);
  });
});
