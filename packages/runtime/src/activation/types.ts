/** Calls `activate` once when its condition is met (with the touch, if a touch met it); the returned function cancels the wait. */
export type Activation = (element: Element, activate: (touch?: Event) => void) => Cancel;
export type Cancel = () => void;
