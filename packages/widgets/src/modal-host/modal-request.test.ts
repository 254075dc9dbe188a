import { describe, expect, it } from 'vitest';
import type { ModalApi } from './modal-context.js';
import type { ModalRequest } from './open-lazily.js';

describe('a widget’s request for a modal', () => {
  // The type check (tsc) reads these: each line must fail it, or its @ts-expect-error is unused and fails instead.
  it('names a modal folder and passes what its component takes', () => {
    const watchdog: ModalRequest<'watchdog'> = { name: 'watchdog', props: { variantId: 1, currentPrice: 10 }, opener: 'watch_button' };
    const typeErrors = (modal: ModalApi) => {
      // @ts-expect-error a misspelt modal
      const misspelt: ModalRequest<'watchdogs'> = { name: 'watchdogs', opener: 'watch_button' };
      // @ts-expect-error the watchdog modal requires its variant
      const withoutProps: ModalRequest<'watchdog'> = { name: 'watchdog', opener: 'watch_button' };
      // @ts-expect-error the review images modal takes a review, not its id
      modal.openStacked('review-images', { reviewId: 3 });
      // @ts-expect-error a misspelt modal
      modal.openStacked('review-image', {});
      return [misspelt, withoutProps];
    };
    expect(watchdog.props.variantId).toBe(1);
    expect(typeof typeErrors).toBe('function');
  });
});
