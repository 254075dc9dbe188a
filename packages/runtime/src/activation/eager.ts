import type { Activation } from './types.js';

/** Mount right away (above-the-fold widgets, header buttons). */
export const eager: Activation = (_element, activate) => {
  activate();
  return () => {};
};
