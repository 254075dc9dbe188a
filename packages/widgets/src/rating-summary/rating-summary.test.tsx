import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import RatingSummary from './rating-summary.js';

describe('rating summary', () => {
  afterEach(() => document.getElementById('etalage-config')?.remove());

  it('shows the rating to one decimal out of 5 and the count; with a variant the count opens the reviews modal', () => {
    render(<RatingSummary rating={4.26} reviewsCount={31} variantId={8} productName="Bank Saar" />);
    const link = screen.getByRole('link', { name: '4,5 van 5 sterren, 31 reviews van Bank Saar' });
    expect(link.getAttribute('href')).toBe('/product/8/reviews');
    expect(link.getAttribute('data-etl-modal')).toBe('reviews');
    expect(JSON.parse(link.getAttribute('data-etl-modal-props')!)).toEqual({ variantId: 8, productName: 'Bank Saar' });
    expect(screen.getByText('4,5').getAttribute('aria-hidden')).toBe('true');
  });

  it('without a variant the count is text with the full label for screen readers', () => {
    render(<RatingSummary rating={3} reviewsCount={1} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('3,0 van 5 sterren, 1 review')).toBeTruthy();
  });

  it("on a partner page the reviews link goes to the main site (the page config's apiHost)", () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = 'etalage-config';
    config.textContent = JSON.stringify({ apiHost: 'https://www.etalage.test/' });
    document.head.append(config);
    render(<RatingSummary rating={4} reviewsCount={2} variantId={8} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://www.etalage.test/product/8/reviews');
  });
});
