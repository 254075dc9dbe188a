/** Calls `activate` once when its condition is met; the returned function cancels the wait. */
export type Activation = (element: Element, activate: () => void) => Cancel;
export type Cancel = () => void;
