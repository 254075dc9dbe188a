import type { Activation } from './types.js';

/** Events that come before a click or key press, so the widget is there when the shopper acts. */
const INTERACTION_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Mount on the first pointer or focus contact with the element. */
export const interaction: Activation = (element, activate) => {
  const controller = new AbortController();
  const onFirstInteraction = () => {
    controller.abort();
    activate();
  };
  for (const type of INTERACTION_EVENTS) {
    element.addEventListener(type, onFirstInteraction, { passive: true, signal: controller.signal });
  }
  return () => controller.abort();
};
