import { afterEach, describe, expect, it } from 'vitest';
import { starRatingField } from '@etalage/markup';
import enhanceStarRating, { NO_STARS } from './star-rating.js';

/** The server's stars input (the markup helper's HTML), enhanced. */
function field(value?: number) {
  const host = document.createElement('form');
  host.innerHTML = starRatingField({ name: 'value', value, id: 'stars' }).value;
  document.body.append(host);
  const fieldset = host.querySelector('fieldset')!;
  return { fieldset, stop: enhanceStarRating(fieldset), status: fieldset.querySelector('.etl-star-rating__status')! };
}

describe('star rating (the review form stars)', () => {
  afterEach(() => document.body.replaceChildren());

  it('is a group of five native radios named by their stars, the first required', () => {
    const { fieldset } = field();
    const radios = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => fieldset.querySelector(`label[for="${radio.id}"]`)!.textContent)).toEqual([
      '★1 van 5 sterren: Slecht',
      '★2 van 5 sterren: Matig',
      '★3 van 5 sterren: Redelijk',
      '★4 van 5 sterren: Goed',
      '★5 van 5 sterren: Uitstekend',
    ]);
    expect(new Set(radios.map((radio) => radio.name))).toEqual(new Set(['value']));
    expect(radios[0]!.required).toBe(true);
    expect(fieldset.querySelector('legend')!.textContent).toBe('Jouw beoordeling');
  });

  it('says the choice in its status line, from the start and on every change', () => {
    const { fieldset, status } = field(2);
    expect(status.textContent).toBe('2 van 5 sterren: Matig');
    const five = fieldset.querySelector<HTMLInputElement>('#stars-5')!;
    five.checked = true;
    five.dispatchEvent(new Event('change', { bubbles: true }));
    expect(status.textContent).toBe('5 van 5 sterren: Uitstekend');
  });

  it('previews the stars under the pointer and stops when unmounted', () => {
    const { fieldset, stop, status } = field();
    expect(status.textContent).toBe(NO_STARS);
    fieldset.querySelector('label[for="stars-4"] span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(fieldset.getAttribute('data-etl-preview')).toBe('4');
    fieldset.dispatchEvent(new Event('pointerleave'));
    expect(fieldset.hasAttribute('data-etl-preview')).toBe(false);
    stop();
    fieldset.querySelector('label[for="stars-2"]')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(fieldset.hasAttribute('data-etl-preview')).toBe(false);
  });

  it('shows a validation message at the field, as its description', () => {
    const host = document.createElement('div');
    host.innerHTML = starRatingField({ name: 'value', error: 'Kies hoeveel sterren je je aankoop geeft.', id: 's' }).value;
    const radio = host.querySelector('input')!;
    expect(host.querySelector(`#${radio.getAttribute('aria-describedby')}`)!.textContent).toBe('Kies hoeveel sterren je je aankoop geeft.');
  });
});
