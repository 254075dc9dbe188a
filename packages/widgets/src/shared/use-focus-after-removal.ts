import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After an item is removed from a list, focus moves to the remove button now in its place (the next one, or the
 * last), or to the fallback (the empty state's link), so keyboard users do not lose their place.
 * Returns the function to call with the removed item's index.
 */
export function useFocusAfterRemoval(root: RefObject<HTMLElement | null>, buttonSelector: string, fallbackSelector: string) {
  const removedIndex = useRef<number | null>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    const index = removedIndex.current;
    if (index === null || !root.current) return;
    removedIndex.current = null;
    const buttons = root.current.querySelectorAll<HTMLElement>(buttonSelector);
    (buttons[Math.min(index, buttons.length - 1)] ?? root.current.querySelector<HTMLElement>(fallbackSelector))?.focus();
  }, [request, root, buttonSelector, fallbackSelector]);

  return (index: number) => {
    removedIndex.current = index;
    setRequest((n) => n + 1);
  };
}
