import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertServerHtml } from '@etalage/runtime/insert-server-html';
import enhanceBannerStrip from './banner-strip.js';
import { bannerStrip } from './index.js';
import { renderBannerStrip } from '@etalage/markup';

const BANNER = { ident: 12, text: 'Black Friday: tot 40% korting.', link: { url: '/producten/sale', text: 'Bekijk de aanbiedingen' }, closeAction: '/banner-strip/sluiten', returnTo: '/producten' };

function clearCookies() {
  for (const name of ['etl_banner_seen', '_cc']) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

describe('banner strip', () => {
  let cleanup: (() => void) | void;
  let strip: HTMLElement;

  beforeEach(() => {
    clearCookies();
    window.dataLayer = [];
    const host = document.createElement('div');
    document.body.replaceChildren(host);
    insertServerHtml(host, `${renderBannerStrip(BANNER).value}<header><a href="/">Etalage</a></header>`, 'replace');
    strip = document.querySelector('.etl-banner-strip')!;
    cleanup = enhanceBannerStrip(strip, { ident: 12 });
  });
  afterEach(() => {
    if (cleanup) cleanup();
    clearCookies();
  });

  it('is an enhancer whose code loads on interaction, with a required whole-number ident', () => {
    expect(bannerStrip).toMatchObject({ name: 'banner-strip', activation: 'interaction', enhance: true });
    expect(bannerStrip.props.ident).toMatchObject({ type: 'number', integer: true, required: true });
  });

  it('links only to a safe URL: a `javascript:` or `data:` link from the server data becomes #', () => {
    for (const url of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      const host = document.createElement('div');
      insertServerHtml(host, renderBannerStrip({ ...BANNER, link: { url, text: 'Bekijk' } }).value, 'replace');
      expect(host.querySelector('a')!.getAttribute('href')).toBe('#');
    }
    const host = document.createElement('div');
    insertServerHtml(host, renderBannerStrip({ ...BANNER, link: { url: 'https://www.etalage.nl/sale?x=1', text: 'Bekijk' } }).value, 'replace');
    expect(host.querySelector('a')!.getAttribute('href')).toBe('https://www.etalage.nl/sale?x=1');
  });

  it('draws a labelled region with its text, its link and a close button in a form that works without JavaScript', () => {
    expect(strip.getAttribute('aria-label')).toBe('Actie');
    expect(strip.getAttribute('data-etl-ident')).toBe('12');
    expect(strip.querySelector('a')!.getAttribute('href')).toBe('/producten/sale');
    const form = strip.querySelector('form')!;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/banner-strip/sluiten']);
    expect(form.querySelector('button')!.getAttribute('aria-label')).toBe('Verberg deze actie');
  });

  it('closing removes it, records its ident in the seen cookie and sends banner_strip_close_click; the focus moves on', () => {
    const button = strip.querySelector('button')!;
    button.focus();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    strip.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(document.querySelector('.etl-banner-strip')).toBeNull();
    expect(decodeURIComponent(document.cookie)).toContain('etl_banner_seen=12');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'banner_strip_close_click', banner_ident: 12 }));
    expect(document.activeElement?.textContent).toBe('Etalage');
  });

  it('a click on its link sends banner_strip_link_click', () => {
    const link = strip.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'banner_strip_link_click', banner_ident: 12 }));
  });
});
