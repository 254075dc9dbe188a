import { useLayoutEffect, useRef, type RefObject } from 'react';
import { dismissableLayer, type DismissableLayerOptions, type DismissReason } from './dismissable-layer.js';

/**
 * `dismissableLayer` for a component, while `enabled` (the layer is shown). A layout effect: listening from the
 * task that showed the layer (preact runs plain effects a frame later, and a quick click outside came before).
 * The latest `onDismiss` is called, so the caller need not memoise it.
 */
export function useDismissableLayer(
  ref: RefObject<Element | null>,
  onDismiss: (reason: DismissReason) => void,
  { enabled, escape, focusOut }: DismissableLayerOptions & { enabled: boolean },
): void {
  const latest = useRef(onDismiss);
  latest.current = onDismiss;
  useLayoutEffect(() => {
    const layer = ref.current;
    if (!enabled || !layer) return;
    return dismissableLayer(layer, (reason) => latest.current(reason), { escape, focusOut });
  }, [enabled, escape, focusOut]);
}
