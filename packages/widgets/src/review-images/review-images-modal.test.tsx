import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import ReviewImagesModal from './review-images-modal.js';
import { photoReview } from '../review-list/review.fixtures.js';

describe('review images modal', () => {
  it("is a dialog titled after the reviewer, starting at the photo that was clicked, the review beside it", () => {
    render(<ReviewImagesModal review={photoReview} index={1} productName="Bank Saar leer grijs" />);
    const dialog = screen.getByRole('dialog', { name: "Foto's bij de review van Fleur" });
    const carousel = within(dialog).getByRole('region', { name: "Foto's van Fleur bij Bank Saar leer grijs" });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carrousel');
    const image = within(carousel).getByRole('img', { name: 'Foto 2 van 3 bij de review van Fleur' });
    expect(image.getAttribute('src')).toBe('/images/review/800x800/1042.webp');
    const review = within(dialog).getByRole('article', { name: 'Review van Fleur' });
    expect(review.textContent).toContain('Zit comfortabel');
    // The review beside shows no thumbnails of its own.
    expect(review.querySelector('.etl-review-list__review-images')).toBeNull();
  });

  it("moves with 'Vorige afbeelding' / 'Volgende afbeelding', the arrow keys, Home and End and the thumbnails", () => {
    render(<ReviewImagesModal review={photoReview} />);
    const carousel = screen.getByRole('region');
    const prev = within(carousel).getByRole('button', { name: 'Vorige afbeelding' }) as HTMLButtonElement;
    const next = within(carousel).getByRole('button', { name: 'Volgende afbeelding' }) as HTMLButtonElement;
    const shown = () => carousel.querySelector('.etl-review-images__image')!.getAttribute('alt');
    expect(shown()).toBe('Foto 1 van 3 bij de review van Fleur');
    expect(prev.disabled).toBe(true);
    fireEvent.click(next);
    expect(shown()).toBe('Foto 2 van 3 bij de review van Fleur');
    expect(carousel.querySelector('[aria-live]')!.textContent).toBe('Foto 2 van 3');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shown()).toBe('Foto 3 van 3 bij de review van Fleur');
    expect(next.disabled).toBe(true);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shown()).toBe('Foto 3 van 3 bij de review van Fleur');
    fireEvent.keyDown(carousel, { key: 'Home' });
    expect(shown()).toBe('Foto 1 van 3 bij de review van Fleur');
    fireEvent.keyDown(carousel, { key: 'End' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shown()).toBe('Foto 2 van 3 bij de review van Fleur');
    const thumbs = within(carousel).getAllByRole('button', { name: /^Foto \d van 3$/ });
    expect(thumbs.map((t) => t.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    fireEvent.click(thumbs[0]!);
    expect(shown()).toBe('Foto 1 van 3 bij de review van Fleur');
  });

  it('shows one photo without arrows or thumbnails', () => {
    render(<ReviewImagesModal review={{ ...photoReview, imageIds: [7], images: [{ id: 7, url: '/a.webp', thumbUrl: '/t.webp' }] }} />);
    expect(screen.queryByRole('button', { name: 'Volgende afbeelding' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Foto 1 van 1 bij de review van Fleur' })).toBeTruthy();
  });
});
