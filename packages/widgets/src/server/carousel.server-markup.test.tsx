import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { html, type CarouselMarkup } from '@etalage/markup';
import { CarouselFrame } from '../carousel/carousel-frame.js';
import { renderCarousel } from './index.js';

function parse(markup: string): Element {
  return new DOMParser().parseFromString(markup, 'text/html').body.firstElementChild!;
}

/** The element tree with its attributes, minus the widget's declaration (the frame mounts the component directly). */
function shape(element: Element): unknown {
  const attributes = [...element.attributes].filter((a) => !a.name.startsWith('data-etl-')).map((a) => `${a.name}=${a.value}`).sort();
  return { tag: element.tagName, attributes, children: [...element.children].map(shape) };
}

describe('renderCarousel', () => {
  const options: CarouselMarkup = {
    kind: 'products',
    placement: 'row',
    label: 'Bestsellers',
    slides: [html`<p>Product 1</p>`, html`<p>Product 2</p>`],
    autoplay: true,
    overlay: html`<a href="/p" class="cover"></a>`,
  };

  it('draws an autoplaying row as a fallback that renders once in view, silent for screen readers, with a pause button', () => {
    const region = parse(renderCarousel(options).value);
    const controls = region.querySelector('[data-etl-widget="carousel"]')!;
    expect(controls.hasAttribute('data-etl-prerendered')).toBe(false);
    expect(controls.getAttribute('data-etl-autoplay')).toBe('');
    expect(region.querySelector('.etl-carousel__track')!.getAttribute('aria-live')).toBe('off');
    expect([...controls.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Automatisch afspelen stoppen',
      'Vorige producten',
      'Volgende producten',
    ]);
    // Product slides stay readable (their cards have links and buttons): none is hidden.
    expect(region.querySelectorAll('[aria-hidden="true"].etl-carousel__slide')).toHaveLength(0);
  });

  it('escapes the label', () => {
    expect(renderCarousel({ ...options, label: '<b>"x"</b>' }).value).toContain('aria-label="&lt;b&gt;&quot;x&quot;&lt;/b&gt;"');
  });

  for (const kind of ['images', 'products'] as const) {
    it(`draws the same elements as the widget's frame of the stories and tests (${kind})`, () => {
      const server = parse(renderCarousel({ ...options, kind, autoplay: kind === 'products' }).value);
      const frame = parse(
        renderToStaticMarkup(
          createElement(CarouselFrame, {
            kind,
            slideCount: 2,
            autoplay: kind === 'products',
            label: 'Bestsellers',
            placement: 'row',
            slides: [createElement('p', { key: 1 }, 'Product 1'), createElement('p', { key: 2 }, 'Product 2')],
            overlay: createElement('a', { href: '/p', className: 'cover' }),
          }),
        ),
      );
      expect(shape(frame)).toEqual(shape(server));
    });
  }
});
