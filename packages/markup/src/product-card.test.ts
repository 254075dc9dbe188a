import { describe, expect, it } from 'vitest';
import { createCardRenderer, plainCardWidgets, renderProductCard, renderProductRow, renderSmallCard, availabilityTags } from './index.js';
import type { SecondCurrency } from '@etalage/core';
import { cardImages as images, cardVariant as variant } from './product-card.fixtures.js';

const nbsp = '\u00a0';

describe('renderProductCard', () => {
  it('throws without a click source', () => {
    expect(() => renderProductCard(variant(), undefined as never)).toThrow('No click source provided');
    expect(() => renderProductCard(variant(), {} as never)).toThrow('No click source provided');
    expect(() => renderProductCard(variant(), { clickSource: 48 })).toThrow('No click source provided');
  });

  it("writes no javascript: or data: URL from its data: the product page's, the images', the similar page's and the shop's become safe", () => {
    const hostile = variant({
      detailUrl: 'javascript:alert(1)',
      shopDomain: ' JavaScript:alert(2)',
      images: images(3).map((image, i) => ({ ...image, url: i ? 'data:text/html,<script>alert(3)</script>' : image.url })),
      visuallySimilarUrl: 'jAvAsCrIpT:alert(4)',
    });
    for (const render of [renderProductCard, renderProductRow, renderSmallCard]) {
      const { value } = render(hostile, { clickSource: 1, position: 2 });
      expect(value).not.toMatch(/javascript:|data:/i);
      expect(value).toContain('href="#"');
    }
    const { value } = renderProductCard(hostile, { clickSource: 1, position: 2 });
    expect(value).toContain('href="/go/42/1?position=2"');
    expect(value).toContain('src="/images/product/card/4200.webp"');
    expect(value).toContain('src="#"');
  });

  it('makes the rating a reviews modal opener: a link to the reviews page named after the product', () => {
    for (const render of [renderProductCard, renderSmallCard]) {
      const out = render(variant(), { clickSource: 6 }).value;
      const link = /<a class="pc-rating"[^>]*>/.exec(out)?.[0];
      expect(link).toBe(
        '<a class="pc-rating" href="/product/42/reviews" data-etl-modal="reviews" ' +
          'data-etl-modal-props="{&quot;variantId&quot;:42,&quot;productName&quot;:&quot;Bank \\&quot;Oslo\\&quot; &lt;3-zits&gt;&quot;}" ' +
          'data-etl-modal-opener="card" aria-label="4,5 van 5 sterren, 12 reviews van Bank &quot;Oslo&quot; &lt;3-zits&gt;">',
      );
      const props = new DOMParser().parseFromString(out, 'text/html').querySelector('.pc-rating')!.getAttribute('data-etl-modal-props')!;
      expect(JSON.parse(props)).toEqual({ variantId: 42, productName: 'Bank "Oslo" <3-zits>' });
    }
  });

  it("puts the 'Vergelijkbaar uiterlijk' link on the image, after the badge, only when the card has its URL", () => {
    const url = '/products/visually-similar/42-0/bank-oslo';
    for (const images of [variant().images, variant().images.slice(0, 1)]) {
      const out = renderProductCard(variant({ images, visuallySimilarUrl: url }), { clickSource: 6 }).value;
      const media = out.slice(out.indexOf('<div class="pc-media">'), out.indexOf('<div class="pc-body">'));
      expect(media).toMatch(
        /<span class="pc-discount"><span aria-hidden="true">-24%<\/span><span class="visually-hidden">24% korting<\/span><\/span><a class="pc-similar" href="\/products\/visually-similar\/42-0\/bank-oslo"><span class="pc-similar__text">Vergelijkbaar uiterlijk<\/span><span class="visually-hidden"> als Bank &quot;Oslo&quot; &lt;3-zits&gt;<\/span><\/a><\/div>/,
      );
    }
    expect(renderProductCard(variant(), { clickSource: 6 }).value).not.toContain('class="pc-similar"');
    expect(renderProductCard(variant({ images: [], visuallySimilarUrl: url }), { clickSource: 6 }).value).not.toContain('class="pc-similar"');
  });

  it('renders prices, discount, instalments and escapes text', () => {
    const out = renderProductCard(variant(), { clickSource: 6, position: 3 }).value;
    expect(out).toContain(`€${nbsp}599,50`);
    expect(out).toContain(`€${nbsp}799,00`);
    expect(out).toContain('-24%'); // 24.9 % rounded down
    expect(out).toContain(`of 10 tijden van €${nbsp}59,95`);
    expect(out).toContain('Bank &quot;Oslo&quot; &lt;3-zits&gt;');
    expect(out).not.toContain('<3-zits>');
    expect(out).toContain('Wonen &amp; Zo');
    expect(out).toContain('4 andere aanbiedingen');
    expect(out).toContain('4,5');
  });

  it('declares the widgets through the attribute contract', () => {
    const out = renderProductCard(variant(), { clickSource: 6, position: 3 }).value;
    expect(out).toContain('data-etl-widget="product-card" data-etl-variant-id="42" data-etl-click-source="6" data-etl-position="3"');
    expect(out).toContain('data-etl-widget="like-button" data-etl-item-type="variant" data-etl-item-id="42" data-etl-likes-count="17"');
    expect(out).toContain('data-etl-widget="compare-button" data-etl-variant-id="42"');
    expect(out).toContain('data-etl-widget="watch-button" data-etl-variant-id="42" data-etl-price="599.5"');
    expect(out).toContain('data-etl-widget="voucher-card" data-etl-code="ZOMER10"');
    expect(out).toContain('href="/go/42/6?position=3"');
    expect(out).toContain('Ga naar de shop');
    expect(out).toContain('Product details');
  });

  it('shows at most 3 parameters on a card and 6 in a row, with the description only in a row', () => {
    const card = renderProductCard(variant(), { clickSource: 1 }).value;
    expect(card.match(/class="pc-param"/g)).toHaveLength(3);
    expect(card).not.toContain('Een ruime bank');
    const row = renderProductRow(variant(), { clickSource: 1 }).value;
    expect(row.match(/class="pc-param"/g)).toHaveLength(4);
    expect(row).toContain('Een ruime bank');
  });

  it('caps the slides at 10', () => {
    const images = Array.from({ length: 12 }, (_, i) => ({ id: 4200 + i, url: `/images/product/card/${4200 + i}.webp` }));
    const doc = parse(renderProductCard(variant({ images }), { clickSource: 1 }).value);
    expect(doc.querySelectorAll('.etl-carousel__slide')).toHaveLength(10);
    expect(doc.querySelector('[data-etl-widget="carousel"]')!.getAttribute('data-etl-slide-count')).toBe('10');
    expect(doc.querySelectorAll('.etl-carousel__slide')[9]!.getAttribute('aria-label')).toBe('10 van 10');
  });
});

function parse(markup: string): Document {
  return new DOMParser().parseFromString(markup, 'text/html');
}

describe('card images', () => {
  it('shows one image as a link to the product, without a carousel', () => {
    const doc = parse(renderProductCard(variant({ images: images(1) }), { clickSource: 1, eagerImage: true }).value);
    expect(doc.querySelector('.etl-carousel')).toBeNull();
    const img = doc.querySelector('.pc-media a.pc-image-link > img')!;
    expect(img.getAttribute('alt')).toBe('Bank "Oslo" <3-zits>');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('makes a carousel from 2 images on: a region named after the product, slides labelled "n van N"', () => {
    const doc = parse(renderProductCard(variant({ images: images(3) }), { clickSource: 1 }).value);
    const region = doc.querySelector('.pc-media > section.etl-carousel')!;
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region.getAttribute('aria-label')).toBe('Afbeeldingen van Bank "Oslo" <3-zits>');
    expect(region.classList.contains('etl-carousel--card')).toBe(true);
    const slides = [...region.querySelectorAll('.etl-carousel__track > .etl-carousel__slide')];
    expect(slides.map((slide) => [slide.getAttribute('role'), slide.getAttribute('aria-roledescription'), slide.getAttribute('aria-label')])).toEqual([
      ['group', 'slide', '1 van 3'],
      ['group', 'slide', '2 van 3'],
      ['group', 'slide', '3 van 3'],
    ]);
    // Only the first image shows before swiper: the others are hidden from screen readers too.
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true']);
    expect(slides[1]!.querySelector('img')!.getAttribute('alt')).toBe('Bank "Oslo" <3-zits>, afbeelding 2');
    expect(region.querySelector('.etl-carousel__track')!.getAttribute('aria-live')).toBe('polite');
  });
});

describe('card states', () => {
  it('marks an inactive variant and uses the requested heading level', () => {
    const out = renderProductCard(variant({ active: false }), { clickSource: 1, headingLevel: 3 }).value;
    expect(out).toContain('class="product-card is-inactive"');
    expect(out).toContain('Niet op voorraad');
    expect(out).toContain('<h3 class="pc-name">');
  });

  it('renders a card without images, voucher, rating or instalments', () => {
    const out = renderProductCard(
      variant({
        images: [],
        voucher: null,
        reviews: { rating: 0, reviewsCount: 0, imagesCount: 0 },
        price: { price: 20, priceBeforeDiscount: null, installmentMonths: null, installmentAmount: null },
        alternativeOffersCount: 1,
      }),
      { clickSource: 1 },
    ).value;
    expect(out).toContain('Geen afbeelding');
    expect(out).not.toContain('voucher-card');
    expect(out).not.toContain('pc-rating');
    expect(out).not.toContain('tijden van');
    expect(out).not.toContain('pc-discount');
    expect(out).toContain('1 andere aanbieding');
  });

  it('leaves the browser-drawn slots empty for the runtime to render, with the same props', () => {
    const out = renderProductCard(variant(), { clickSource: 1 }).value;
    const doc = new DOMParser().parseFromString(out, 'text/html');
    for (const name of ['like-button', 'compare-button', 'watch-button', 'voucher-card']) {
      const slot = doc.querySelector(`[data-etl-widget="${name}"]`)!;
      expect(slot.hasAttribute('data-etl-prerendered')).toBe(false);
      expect(slot.innerHTML).toBe('');
    }
    expect(doc.querySelector('[data-etl-widget="like-button"]')!.getAttribute('data-etl-item-name')).toBe('Bank "Oslo" <3-zits>');
  });
});

describe('detail chevron', () => {
  it('sits beside the name, links to the product page, and stays out of the tab order and the accessibility tree', () => {
    for (const render of [renderProductCard, renderProductRow, renderSmallCard]) {
      const doc = new DOMParser().parseFromString(render(variant(), { clickSource: 1 }).value, 'text/html');
      const chevron = doc.querySelector('.pc-title > .pc-detail')!;
      expect(chevron.getAttribute('href')).toBe(doc.querySelector('.pc-name a')!.getAttribute('href'));
      expect(chevron.getAttribute('tabindex')).toBe('-1');
      expect(chevron.getAttribute('aria-hidden')).toBe('true');
      expect(chevron.textContent).toBe('');
      // The heading's name is the product's alone.
      expect(doc.querySelector('.pc-name')!.textContent).toBe('Bank "Oslo" <3-zits>');
    }
  });
});

describe('small card and second currency', () => {
  it('the small card shows one image, price, shop, name, rating and the like button only', () => {
    const out = renderSmallCard(variant(), { clickSource: 3, position: 2 }).value;
    const doc = new DOMParser().parseFromString(out, 'text/html');
    const card = doc.querySelector('article')!;
    expect(card.className).toBe('product-card product-card--small');
    expect(card.getAttribute('data-etl-widget')).toBe('product-card');
    expect(card.querySelectorAll('img')).toHaveLength(1);
    expect(card.querySelector('.pc-name a')!.textContent).toBe('Bank "Oslo" <3-zits>');
    expect(card.querySelector('.pc-price')!.textContent).toBe(`Prijs €${nbsp}599,50`);
    expect([...card.querySelectorAll('[data-etl-widget]')].map((e) => e.getAttribute('data-etl-widget'))).toEqual(['like-button']);
    expect(() => renderSmallCard(variant(), {} as never)).toThrow('No click source provided');
  });

  it('shows the second currency of the page config beside the euro price', () => {
    const out = renderProductCard(variant(), { clickSource: 1, secondCurrency: { code: 'USD', rate: 1.1 } }).value;
    const doc = new DOMParser().parseFromString(out, 'text/html');
    expect(doc.querySelector('.pc-price-second')!.textContent).toBe(`Ongeveer ≈ US$${nbsp}659,45`);
    expect(renderProductCard(variant(), { clickSource: 1 }).value).not.toContain('pc-price-second');
  });

  it('shows the second currency beside the struck-through old price and the instalment amount too, inline', () => {
    const doc = new DOMParser().parseFromString(renderProductCard(variant(), { clickSource: 1, secondCurrency: { code: 'USD', rate: 1.1 } }).value, 'text/html');
    const before = doc.querySelector('s.pc-price-before')!;
    expect(before.textContent).toBe(`Oude prijs €${nbsp}799,00 Ongeveer ≈ US$${nbsp}878,90`);
    expect(before.querySelector('span.pc-price-second')!.textContent).toBe(`Ongeveer ≈ US$${nbsp}878,90`);
    const installments = doc.querySelector('.pc-installments')!;
    expect(installments.textContent).toBe(`of 10 tijden van €${nbsp}59,95 Ongeveer ≈ US$${nbsp}65,95`);
    expect(installments.querySelector('span.pc-price-second [aria-hidden="true"]')!.textContent).toBe('≈ ');
    const euroOnly = new DOMParser().parseFromString(renderProductCard(variant(), { clickSource: 1 }).value, 'text/html');
    expect(euroOnly.querySelector('s.pc-price-before')!.textContent).toBe(`Oude prijs €${nbsp}799,00`);
    expect(euroOnly.querySelector('.pc-installments')!.textContent).toBe(`of 10 tijden van €${nbsp}59,95`);
  });

  it("reads the second price as 'Ongeveer US$ …' (not the ≈ sign) and gives it to the voucher slot's first render", () => {
    const usd = { code: 'USD', rate: 1.1 };
    const doc = new DOMParser().parseFromString(renderProductCard(variant(), { clickSource: 1, secondCurrency: usd }).value, 'text/html');
    const second = doc.querySelector('.pc-price-second')!;
    expect(second.querySelector('.visually-hidden')!.textContent).toBe('Ongeveer ');
    expect(second.querySelector('[aria-hidden="true"]')!.textContent).toBe('≈ ');
    const given: (SecondCurrency | null)[] = [];
    const { renderProductCard: render } = createCardRenderer({
      ...plainCardWidgets,
      voucher: (voucher, secondCurrency) => (given.push(secondCurrency), plainCardWidgets.voucher(voucher, secondCurrency)),
    });
    render(variant(), { clickSource: 1, secondCurrency: usd });
    render(variant(), { clickSource: 1 });
    expect(given).toEqual([usd, null]);
  });
});

describe('availabilityTags', () => {
  it('follows the rules of spec §4', () => {
    expect(availabilityTags(variant({ active: false }))).toEqual(['Niet op voorraad']);
    expect(availabilityTags(variant())).toEqual(['Op voorraad', 'Gratis bezorging']);
    expect(availabilityTags(variant({ inStock: false, deliveryInDays: 0, freeShipping: false }))).toEqual([
      'Klaar om verzonden te worden',
    ]);
    expect(availabilityTags(variant({ inStock: false, deliveryInDays: 3, freeShipping: false }))).toEqual([
      'Wordt verzonden over 3 dagen',
    ]);
    expect(availabilityTags(variant({ inStock: false, deliveryInDays: 14, freeShipping: false }))).toEqual([
      'Wordt verzonden over 2 weken',
    ]);
  });

  it('shows Christmas delivery within the threshold', () => {
    const christmas = { thresholdDays: 30, now: new Date(2026, 11, 1) };
    expect(availabilityTags(variant({ deliveryInDays: 5 }), { christmas })[0]).toBe('Levering voor Kerstmis');
    expect(availabilityTags(variant({ deliveryInDays: 30 }), { christmas })[0]).toBe('Op voorraad');
    const early = { thresholdDays: 10, now: new Date(2026, 10, 1) };
    expect(availabilityTags(variant({ deliveryInDays: 5 }), { christmas: early })[0]).toBe('Op voorraad');
  });
});
