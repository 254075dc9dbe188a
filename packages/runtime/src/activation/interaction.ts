import type { Activation } from './types.js';

/**
 * Mount on the first pointer, focus, touch or click contact with the element. Nothing to wait for here: the
 * runtime's one touch listener (lifecycle `touched`) activates any waiting element a touch reaches, with that touch.
 */
export const interaction: Activation = () => () => {};
