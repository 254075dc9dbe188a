import { describe, expect, it } from 'vitest';
import { AttributeName } from '@etalage/runtime/attribute-names';
import { modalOpenerProps } from './modal-opener.js';

describe('modalOpenerProps', () => {
  it('writes the name, the props as JSON and the opener', () => {
    expect(modalOpenerProps('deliveries', { variantId: 12 }, 'product_page')).toEqual({
      [AttributeName.Modal]: 'deliveries',
      [AttributeName.ModalProps]: '{"variantId":12}',
      [AttributeName.ModalOpener]: 'product_page',
    });
    expect(modalOpenerProps('mobile-menu')).toEqual({ [AttributeName.Modal]: 'mobile-menu' });
  });

  // The type check (tsc) reads these: each line must fail it, or its @ts-expect-error is unused and fails instead.
  it('takes only the modal folders’ names and their components’ props', () => {
    const typeErrors = () => [
      // @ts-expect-error a misspelt modal
      modalOpenerProps('review', { variantId: 1 }),
      // @ts-expect-error a prop the reviews modal does not take
      modalOpenerProps('reviews', { variantId: 1, productId: 2 }),
      // @ts-expect-error a prop of the wrong type
      modalOpenerProps('deliveries', { variantId: '12' }),
      // @ts-expect-error the deliveries modal requires its variant
      modalOpenerProps('deliveries'),
      // @ts-expect-error a value the auth modal has no view for
      modalOpenerProps('auth', { view: 'logout' }),
      // @ts-expect-error the mobile menu takes no props
      modalOpenerProps('mobile-menu', { open: true }),
    ];
    expect(typeof typeErrors).toBe('function');
  });
});
