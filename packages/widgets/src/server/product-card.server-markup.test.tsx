import { describe, expect, it } from 'vitest';
import { renderProductCard as renderBrowserCard } from '@etalage/markup';
import { cardImages as images, cardVariant as variant } from '../../../markup/src/product-card.fixtures.js';
import { renderProductCard as renderServerCard } from './index.js';

function parse(markup: string): Document {
  return new DOMParser().parseFromString(markup, 'text/html');
}

/** The server's cards: the one card markup of `@etalage/markup` with the widgets' own first renders in its slots. */
describe('server cards (prerendered slots)', () => {
  it('prerenders the card buttons from the widgets themselves, each named after its product', () => {
    const doc = parse(renderServerCard(variant(), { clickSource: 1 }).value);
    const widget = (name: string) => doc.querySelector(`[data-etl-widget="${name}"]`)!;
    for (const name of ['like-button', 'compare-button', 'watch-button', 'voucher-card']) {
      expect(widget(name).hasAttribute('data-etl-prerendered')).toBe(true);
    }
    expect(widget('like-button').querySelector('button')!.textContent).toBe('Bewaar als favoriet: Bank "Oslo" <3-zits>, 17 keer bewaard');
    expect(widget('like-button').getAttribute('data-etl-item-name')).toBe('Bank "Oslo" <3-zits>');
    expect(widget('compare-button').querySelector('button')!.textContent).toBe('Vergelijk Bank "Oslo" <3-zits>');
    expect(widget('watch-button').querySelector('button')!.textContent).toBe('Bekijk beschikbaarheid Bank "Oslo" <3-zits>');
    expect(widget('watch-button').hasAttribute('data-etl-load-status')).toBe(false);
    expect(widget('voucher-card').textContent).toContain('Klik om de vouchercode te kopiëren');
    // Names are text, never markup.
    expect(doc.querySelector('[data-etl-widget] script, [data-etl-widget] 3-zits')).toBeNull();
  });

  it('prerenders the arrows outside any aria-hidden link, in the tab order, named in Dutch; the image link stays for the mouse', () => {
    const doc = parse(renderServerCard(variant({ images: images(2) }), { clickSource: 1 }).value);
    const controls = doc.querySelector('[data-etl-widget="carousel"]')!;
    expect(controls.hasAttribute('data-etl-prerendered')).toBe(true);
    // Drawn in the browser, the same controls element is a plain slot the runtime renders.
    const plain = parse(renderBrowserCard(variant({ images: images(2) }), { clickSource: 1 }).value).querySelector('[data-etl-widget="carousel"]')!;
    expect([plain.hasAttribute('data-etl-prerendered'), plain.innerHTML, plain.getAttribute('data-etl-slide-count')]).toEqual([false, '', '2']);
    expect(controls.getAttribute('data-etl-kind')).toBe('images');
    expect(controls.getAttribute('data-etl-variant-id')).toBe('42');
    const buttons = [...controls.querySelectorAll('button')];
    expect(buttons.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-disabled')])).toEqual([
      ['Vorige afbeelding', 'true'],
      ['Volgende afbeelding', 'false'],
    ]);
    for (const button of buttons) {
      expect(button.closest('[aria-hidden="true"], a')).toBeNull();
      expect(button.hasAttribute('tabindex')).toBe(false);
    }
    // One empty link over all slides (not one per slide), beside the track that swiper moves.
    const links = [...doc.querySelectorAll('.pc-media a.pc-image-link')];
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link.parentElement!.classList.contains('etl-carousel__viewport')).toBe(true);
    expect(link.getAttribute('href')).toBe('/product/v/42-bank-oslo');
    expect(link.getAttribute('tabindex')).toBe('-1');
    expect(link.getAttribute('aria-hidden')).toBe('true');
    expect(link.children).toHaveLength(0);
  });
});
