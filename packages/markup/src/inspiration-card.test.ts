import { describe, expect, it } from 'vitest';
import type { Inspiration } from '@etalage/core/api';
import { renderInspirationCard, renderInspirationCards, renderInspirationMore, taggedProductCount, INSPIRATION_FEED_TEXT } from './index.js';
import * as client from './client.js';

const inspiration = (overrides: Partial<Inspiration> = {}): Inspiration => ({
  id: 7,
  name: 'Woonkamer <script>alert(1)</script> & "licht"',
  description: 'Zacht <b>licht</b> en planten',
  isStl: true,
  ownerName: 'Studio "Lente"',
  eshop: { id: 3, name: 'Meubel & Co', slug: 'meubel-co', paid: true },
  images: [
    { id: 70, originalWidth: 1200, originalHeight: 900, aspectRatio: 1.33, variants: [{ variantId: 1, x: 0.1, y: 0.2 }, { variantId: 2, x: 0.5, y: 0.5 }] },
    { id: 71, originalWidth: 1200, originalHeight: 900, aspectRatio: 1.33, variants: [{ variantId: 2, x: 0.3, y: 0.3 }, { variantId: 3, x: 0.6, y: 0.6 }] },
  ],
  ...overrides,
});

const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html').body;

describe('renderInspirationCard', () => {
  it('shows the first image, the name linking to the inspiration, the description, the maker and the tagged products', () => {
    const card = parse(renderInspirationCard(inspiration()).value).querySelector('article.content-card')!;
    expect(card.querySelector('img')!.getAttribute('src')).toBe('/images/inspiration/400x500/70.webp');
    expect(card.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(card.querySelector('.eyebrow')!.textContent).toBe('Shop the look');
    const link = card.querySelector('h2.content-card-title a')!;
    expect(link.getAttribute('href')).toBe('/inspirations/stl/7');
    expect(link.textContent).toBe('Woonkamer <script>alert(1)</script> & "licht"');
    const texts = [...card.querySelectorAll('.content-card-body > p:not(.eyebrow)')].map((p) => p.textContent);
    // Products 1, 2 and 3: one tagged on both images counts once.
    expect(texts).toEqual(['Zacht <b>licht</b> en planten', 'Door Studio "Lente" · 3 producten']);
  });

  it('escapes every field: no element or attribute comes from the data', () => {
    const out = renderInspirationCard(inspiration()).value;
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('<b>');
    expect(out).toContain('Woonkamer &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;licht&quot;');
    expect(out).toContain('Door Studio &quot;Lente&quot;');
    const body = parse(out);
    expect(body.querySelectorAll('script, b')).toHaveLength(0);
    const hostile = parse(renderInspirationCard(inspiration({ id: '1"><img src=x onerror=alert(1)>' as unknown as number })).value);
    expect(hostile.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(hostile.querySelector('a')!.getAttribute('href')).toBe('/inspirations/stl/1%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  });

  it('falls back to the web shop as maker, and leaves out what the record lacks', () => {
    const card = parse(renderInspirationCard(inspiration({ isStl: false, ownerName: null, description: null, images: [] }), { headingLevel: 3 }).value);
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.eyebrow')).toBeNull();
    expect(card.querySelector('h3.content-card-title a')!.textContent).toContain('Woonkamer');
    expect([...card.querySelectorAll('.content-card-body > p')].map((p) => p.textContent)).toEqual(['Door Meubel & Co']);
    const single = inspiration({ ownerName: null, eshop: null, images: [{ id: 1, originalWidth: 1, originalHeight: 1, aspectRatio: 1, variants: [{ variantId: 9, x: 0, y: 0 }] }] });
    expect(parse(renderInspirationCard(single).value).querySelector('.content-card-body > p:last-child')!.textContent).toBe('1 product');
    expect(taggedProductCount(single)).toBe(1);
  });

  it('draws a list of cards, in order, and the same card through the client entry', () => {
    const list = [inspiration({ id: 1 }), inspiration({ id: 2 })];
    const links = [...parse(renderInspirationCards(list).value).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/inspirations/stl/1', '/inspirations/stl/2']);
    expect(client.renderInspirationCards(list).value).toBe(renderInspirationCards(list).value);
  });
});

describe('renderInspirationMore', () => {
  it("is the feed's 'Meer inspiratie' link to the answer's next page, and nothing on the last page", () => {
    const more = parse(renderInspirationMore({ list: 'inspiration-list', paginator: 'inspiration-paginator', nextUrl: '/inspirations?stijl=modern&page=3' }).value);
    const widget = more.querySelector('[data-etl-widget="listing-feed"]')!;
    expect(widget.getAttribute('data-etl-endpoint')).toBe('inspiration');
    expect(widget.getAttribute('data-etl-list')).toBe('inspiration-list');
    expect(widget.getAttribute('data-etl-paginator')).toBe('inspiration-paginator');
    expect(widget.getAttribute('data-etl-loading-text')).toBe(INSPIRATION_FEED_TEXT.loadingText);
    const link = widget.querySelector('a[rel="next"]')!;
    expect(link.getAttribute('href')).toBe('/inspirations?stijl=modern&page=3');
    expect(link.textContent).toBe('Meer inspiratie');
    expect(renderInspirationMore({ list: 'l', paginator: 'p', nextUrl: null }).value).toBe('');
  });
});
