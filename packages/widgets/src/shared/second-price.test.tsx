import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { renderSecondPrice } from '@etalage/markup';
import { SecondPrice } from './second-price.js';
import { USD } from './second-price.fixtures.js';

/** Each child as [node, aria-hidden, text]: what is shown and what is read, whatever the class names. */
function parts(element: Element) {
  return [...element.childNodes].map((node) => [node.nodeName, node instanceof Element ? node.getAttribute('aria-hidden') : null, node.textContent]);
}

describe('SecondPrice', () => {
  it("shows '≈ US$ 116,64' and is read 'Ongeveer US$ 116,64', as the card's second price", () => {
    const { container } = render(<SecondPrice euro={108} currency={USD} />);
    const price = container.querySelector('.etl-second-price')!;
    expect(price.tagName).toBe('SPAN');
    expect(price.querySelector('.etl-visually-hidden')!.textContent).toBe('Ongeveer ');
    expect(price.textContent!.replace(/\u00a0/g, ' ')).toBe('Ongeveer ≈ US$ 116,64');
    const card = new DOMParser().parseFromString(renderSecondPrice(108, USD).value, 'text/html').body.firstElementChild!;
    expect(parts(price)).toEqual(parts(card));
    expect(parts(price)[1]).toEqual(['SPAN', 'true', '≈ ']);
  });

  it('draws nothing without a second currency', () => {
    const { container } = render(<SecondPrice euro={108} currency={null} />);
    expect(container.innerHTML).toBe('');
  });
});
