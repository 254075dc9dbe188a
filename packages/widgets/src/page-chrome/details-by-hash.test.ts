import { afterEach, describe, expect, it } from 'vitest';
import { openDetailsByHash } from './details-by-hash.js';
import { chromePage } from './page-chrome.fixtures.js';

describe('details opened by the hash', () => {
  let cleanup: (() => void) | void;
  afterEach(() => {
    if (cleanup) cleanup();
    cleanup = undefined;
  });

  it('a hash link opens the matching accordion', () => {
    cleanup = openDetailsByHash(chromePage(), {});
    const details = document.getElementById('faq-kortingen') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    const link = document.getElementById('faq-link')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(details.open).toBe(true);
  });

  it('its cleanup stops listening', () => {
    cleanup = openDetailsByHash(chromePage(), {});
    cleanup?.();
    cleanup = undefined;
    const link = document.getElementById('faq-link')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect((document.getElementById('faq-kortingen') as HTMLDetailsElement).open).toBe(false);
  });
});
