/** Why a layer is dismissed: a click elsewhere, Escape, or the focus leaving it. */
export type DismissReason = 'outside' | 'escape' | 'focus';

export interface DismissableLayerOptions {
  /** Escape dismisses the layer (default true). */
  escape?: boolean;
  /** The focus moving out of the layer dismisses it (default false: the pattern of the widget decides). */
  focusOut?: boolean;
}

/** The open layers that Escape dismisses, innermost (last opened) last: Escape dismisses that one only. */
const openLayers: Element[] = [];

/**
 * Makes `layer` dismissable, until the returned function is called:
 * - a click elsewhere: `click`, not `pointerdown`, so that a finger that starts to scroll keeps the layer; in the
 *   capture phase, so that a widget that stops the click's propagation still closes it; by the event's composed
 *   path, not its target, so that a click inside a shadow root (partner pages) counts as inside;
 * - Escape, for the innermost open layer only (WAI-ARIA): the key goes no further, so a dialog around the layer
 *   stays open and a search field keeps its text;
 * - the focus leaving the layer, where `focusOut` asks for it.
 * The caller moves the focus where its pattern says (`onDismiss` receives the reason). Components use it through
 * `useDismissableLayer` (`use-dismissable-layer.ts`); this module imports no React, so an enhancer's chunk can
 * take it without the renderer.
 */
export function dismissableLayer(layer: Element, onDismiss: (reason: DismissReason) => void, options: DismissableLayerOptions = {}): () => void {
  const doc = layer.ownerDocument;
  const onClick = (event: Event) => {
    if (!event.composedPath().includes(layer)) onDismiss('outside');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || openLayers[openLayers.length - 1] !== layer) return;
    event.preventDefault();
    event.stopPropagation();
    onDismiss('escape');
  };
  const onFocusOut = (event: Event) => {
    const next = (event as FocusEvent).relatedTarget;
    if (next instanceof Node && !layer.contains(next)) onDismiss('focus');
  };
  const escape = options.escape !== false;
  doc.addEventListener('click', onClick, true);
  if (escape) {
    openLayers.push(layer);
    doc.addEventListener('keydown', onKeyDown, true);
  }
  if (options.focusOut) layer.addEventListener('focusout', onFocusOut);
  return () => {
    if (escape) openLayers.splice(openLayers.lastIndexOf(layer), 1);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('keydown', onKeyDown, true);
    layer.removeEventListener('focusout', onFocusOut);
  };
}
