import { describe, expect, it } from 'vitest';
import type { ProductCardAdmin, ProductCardData } from '@etalage/markup';
import { renderAdminPanel, renderProductCard } from './index.js';

const card: ProductCardData = {
  id: 42, name: 'Bank "Oslo" <3-zits>', detailUrl: '/product/v/42-bank-oslo', shopDomain: '',
  eshop: { id: 7, name: 'Wonen & Zo', slug: 'wonen-en-zo', paid: true },
  price: { price: 599.5, priceBeforeDiscount: null, installmentMonths: null, installmentAmount: null },
  voucher: null, active: true, inStock: true, freeShipping: false, deliveryInDays: 3, tier: null, promoTags: [],
  topProductLabel: null, reviews: { rating: 0, reviewsCount: 0, imagesCount: 0 }, images: [],
  displayParameters: [], alternativeOffersCount: 0, likesCount: 0,
};

const admin: ProductCardAdmin = {
  esRank: 118, esPosition: 3, groupId: 900, optimizationType: 'stableRank', mainImageType: 'packshot',
  mainImageOrientation: 'landscape', mainImageAiScore: 7.4, categoryId: 5, adminHost: 'https://admin.etalage.test',
};

function parse(markup: string): Document {
  return new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html');
}

describe('admin overlay markup', () => {
  it('is absent from a card without admin data, so a shopper gets no admin element', () => {
    const out = renderProductCard(card, { clickSource: 6, position: 3 }).value;
    expect(out).not.toContain('admin');
  });

  it('declares the admin overlay with its data, escaped, and draws its first render inside', () => {
    const doc = parse(renderProductCard(card, { clickSource: 6, position: 3, admin }).value);
    const overlay = doc.querySelector('article [data-etl-widget="admin-overlay"]')!;
    expect(overlay).not.toBeNull();
    expect(overlay.getAttribute('data-etl-item-name')).toBe('Bank "Oslo" <3-zits>');
    expect(overlay.getAttribute('data-etl-optimization-type')).toBe('stableRank');
    expect(overlay.getAttribute('data-etl-es-position')).toBe('3');
    expect(overlay.getAttribute('data-etl-group-id')).toBe('900');
    expect(overlay.getAttribute('data-etl-category-id')).toBe('5');
    expect(overlay.hasAttribute('data-etl-prerendered')).toBe(false);
    expect(overlay.querySelector('abbr')?.textContent).toBe('RPO');
    expect(overlay.textContent).toContain('Metrics laden…');
    const links = [...overlay.querySelectorAll('a')];
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['https://admin.etalage.test/variant/42/edit', '_blank', 'noopener noreferrer'],
      ['https://admin.etalage.test/variant/42', '_blank', 'noopener noreferrer'],
    ]);
    expect(links[0]!.getAttribute('aria-label')).toBe('Bewerk variant: Bank "Oslo" <3-zits> (opent in nieuw tabblad)');
  });

  it('renders the listing panel with its totals and the admin-mode switch', () => {
    const doc = parse(
      renderAdminPanel({ productsOnPage: 24, totalCount: 130, automaticCount: 10, manualCount: 8, stableRankCount: 6, averageEsRank: 210.5 }).value,
    );
    const panel = doc.querySelector('[data-etl-widget="admin-panel"]')!;
    expect(panel.getAttribute('data-etl-total-count')).toBe('130');
    expect(panel.textContent).toContain('24 van 130');
    expect(panel.textContent).toContain('Gem. ES-rank210,5');
    expect(panel.querySelector('button')?.textContent).toBe('Adminmodus uitzetten');
  });
});
