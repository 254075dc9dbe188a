import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { VariantTile, priceBeforeDiscount } from './variant-tile.js';
import { makeVariant } from './variant-tile.fixtures.js';

describe('variant tile', () => {
  it('shows image, shop, linked name and the price in nl-NL EUR with the higher old price struck through', () => {
    const variant = makeVariant(1, { price: { price: 1249.5, priceBeforeDiscount: 1499, installmentMonths: null, installmentAmount: null } });
    const { container } = render(<VariantTile variant={variant} />);
    const image = screen.getByRole('img', { name: variant.name });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('heading', { level: 3, name: variant.name })).toBeTruthy();
    expect(screen.getByRole('link', { name: variant.name }).getAttribute('href')).toBe(`/product/v/1-${variant.slug}`);
    expect(screen.getByText('Woonwinkel Noord')).toBeTruthy();
    expect(container.querySelector('.etl-variant-tile__price')!.textContent!.replace(/\u00a0/g, ' ')).toBe('€ 1.249,50');
    expect(container.querySelector('s')!.textContent!.replace(/\u00a0/g, ' ')).toBe('Oude prijs: € 1.499,00');
  });

  it('strikes nothing through when the old price is missing, equal or lower', () => {
    const price = (priceBeforeDiscount: number | null) => ({ price: 100, priceBeforeDiscount, installmentMonths: null, installmentAmount: null });
    expect(priceBeforeDiscount({ price: price(null) })).toBeNull();
    expect(priceBeforeDiscount({ price: price(100) })).toBeNull();
    expect(priceBeforeDiscount({ price: price(90) })).toBeNull();
    const { container } = render(<VariantTile variant={makeVariant(2, { price: price(100) })} />);
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows a placeholder instead of an image when the variant has none, and renders the note and actions', () => {
    const { container } = render(
      <VariantTile variant={makeVariant(3, { image: null, images: [] })} note="Melding bij beschikbaarheid">
        <button type="button">Actie</button>
      </VariantTile>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.etl-variant-tile__placeholder')).toBeTruthy();
    expect(screen.getByText('Melding bij beschikbaarheid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actie' })).toBeTruthy();
  });
});
