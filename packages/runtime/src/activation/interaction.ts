import type { Activation } from './types.js';
import { waitForTouch } from './touch.js';

/** Mount on the first pointer, focus, touch or click contact with the element (delegated: no listener per element). */
export const interaction: Activation = (element, activate) => waitForTouch(element, () => activate());
