import { STAR_LABELS } from '@etalage/core';
import { AttributeName } from '@etalage/runtime/attribute-names';

export const NO_STARS = 'Nog geen sterren gekozen';

export function starsText(value: number): string {
  return `${value} van 5 sterren: ${STAR_LABELS[value - 1]}`;
}

/**
 * The star-rating enhancer (`data-etl-widget="star-rating"` on the server's fieldset of five radio buttons, markup by
 * `starRatingField` of @etalage/markup). The radios are the WAI-ARIA radio group already (one tab stop, arrow keys
 * move and select, Space selects) and the form works without JavaScript; the enhancer adds the preview of a star under
 * the pointer or focus (`data-etl-preview`, the CSS fills up to it) and says the choice in the polite status line.
 */
export default function enhanceStarRating(element: Element): () => void {
  const radios = [...element.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const status = element.querySelector('.etl-star-rating__status');
  const say = () => {
    const checked = radios.find((radio) => radio.checked);
    if (status) status.textContent = checked ? starsText(Number(checked.value)) : NO_STARS;
  };
  const preview = (event: Event) => {
    const label = event.target instanceof Element ? event.target.closest('label') : null;
    const value = label ? (element.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)?.value ?? '') : '';
    if (value) element.setAttribute(AttributeName.Preview, value);
    else element.removeAttribute(AttributeName.Preview);
  };
  const clear = () => element.removeAttribute(AttributeName.Preview);
  element.addEventListener('change', say);
  element.addEventListener('pointerover', preview);
  element.addEventListener('pointerleave', clear);
  say();
  return () => {
    element.removeEventListener('change', say);
    element.removeEventListener('pointerover', preview);
    element.removeEventListener('pointerleave', clear);
    clear();
  };
}
