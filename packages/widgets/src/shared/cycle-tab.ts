/**
 * Keeps Tab and Shift+Tab inside `container` (a modal panel): from the last control Tab goes to the first, and
 * back. `focusable` picks the controls; the caller filters out what cannot take focus.
 */
export function cycleTab(event: { key: string; shiftKey: boolean; preventDefault(): void }, focusable: HTMLElement[]): void {
  if (event.key !== 'Tab') return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
