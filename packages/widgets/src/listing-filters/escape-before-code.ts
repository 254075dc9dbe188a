/**
 * Escape closes the phone sheet before the panel's code has arrived, as the code does once it has: the sheet is
 * then the server's markup under CSS `:target`, opened by the toolbar's 'Filters' link (`#filters`). Set up with the
 * first touch (the link's jump focuses the panel; `resume.start` of the definition, in the registry's chunk: 0.15 KB
 * before any interaction, there when the sheet opens). The fragment becomes one that no element has (nothing is the
 * target, nothing scrolls), the address drops it, and the focus goes back to the link. Once the widget has rendered
 * (its `data-sheet`), the widget closes the sheet itself and this stands down. (On a desktop the panel is no sheet:
 * Escape after the skip link's jump takes the focus back to it.)
 */
export default function closeOnEscapeBeforeCode(): void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (document.getElementById('filters')?.hasAttribute('data-sheet')) document.removeEventListener('keydown', onKeyDown);
    else if (event.key === 'Escape' && location.hash === '#filters') {
      location.replace('#-');
      history.replaceState(history.state, '', location.href.split('#')[0]);
      document.querySelector<HTMLElement>('a[href="#filters"]')?.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
}
