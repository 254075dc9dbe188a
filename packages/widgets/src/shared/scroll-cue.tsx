import { useEffect, useState } from 'react';
import { AttributeName } from '@etalage/runtime/attribute-names';

/** The cue's words: one text for mouse, keyboard and touch alike ('opzij' fits a swipe and a scroll). */
export const SCROLL_CUE_TEXT = 'Schuif opzij voor meer';

/**
 * Whether `element` is wider inside than it shows (it scrolls sideways), measured again whenever it or its content
 * changes size (a ResizeObserver on both). Pass the element through state (a callback ref), so that an element that
 * comes and goes (a table shown after loading) is observed while it is there.
 */
export function useOverflowsSideways(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) {
      setOverflows(false);
      return;
    }
    const measure = () => setOverflows(element.scrollWidth - element.clientWidth > 1);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}

/**
 * A small line that tells the shopper there is more to the side, shown only while the container overflows. The
 * container names it in `aria-describedby` (while shown), so screen-reader users hear it with the region's name.
 */
export function ScrollCue({ id, shown }: { id: string; shown: boolean }) {
  return (
    <p id={id} className="etl-scroll-cue" {...{ [AttributeName.ScrollCue]: '' }} hidden={!shown}>
      {SCROLL_CUE_TEXT}
      <span aria-hidden="true"> →</span>
    </p>
  );
}
