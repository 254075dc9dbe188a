/** A box in viewport pixels, as `getBoundingClientRect` gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How far a popup that hangs below its anchor moves (px, a translation): sideways to stay in view, up to flip above. */
export interface Placement {
  x: number;
  y: number;
}

/** The room kept between a popup and the edge of what shows it (the viewport, a clipping ancestor). */
export const EDGE_MARGIN = 8;

/**
 * Places a popup drawn below its anchor (`popup` measured there, unmoved) inside `boundary`, `margin` px from its
 * edges: shifted sideways just enough to lie whole inside it, its start edge winning when it is wider (it then
 * starts at the boundary's left edge, so its text is read from the start); flipped above the anchor when it sticks
 * out below and fits above, `gap` px above the anchor as it hung `gap` px below.
 */
export function fitInView(popup: Box, anchor: Box, boundary: Box, gap: number, margin = EDGE_MARGIN): Placement {
  const height = popup.bottom - popup.top;
  const above = popup.bottom > boundary.bottom - margin && anchor.top - gap - height >= boundary.top + margin;
  return { x: shiftInto(popup.left, popup.right, boundary.left, boundary.right, margin), y: above ? Math.round(anchor.top - gap - popup.bottom) : 0 };
}

/**
 * How far to move the span `start`–`end` (one axis of a box) to lie inside `min`–`max`, `margin` px from both ends:
 * just enough, the start winning when it is longer.
 */
export function shiftInto(start: number, end: number, min: number, max: number, margin = EDGE_MARGIN): number {
  let shift = 0;
  if (end > max - margin) shift = max - margin - end;
  if (start + shift < min + margin) shift = min + margin - start;
  return Math.round(shift);
}

const CLIPPING = /^(hidden|clip|scroll|auto)$/;

/**
 * What may show an element: the viewport (without its scroll bar) cut by every ancestor that clips its overflow
 * (`overflow` other than visible: a card, a carousel's viewport, a scroll container). An element with
 * `content-visibility: auto` clips too, but only beyond its `overflow-clip-margin` (the cards' 15rem): not counted.
 */
export function visibleBoundary(element: Element): Box {
  const { documentElement: root, body } = element.ownerDocument;
  const box: Box = { left: 0, top: 0, right: root.clientWidth, bottom: root.clientHeight };
  // The body's and the root's overflow is the viewport's (propagated): the loop stops below them.
  for (let ancestor = element.parentElement; ancestor && ancestor !== body && ancestor !== root; ancestor = ancestor.parentElement) {
    const style = getComputedStyle(ancestor);
    const clipsX = CLIPPING.test(style.overflowX);
    const clipsY = CLIPPING.test(style.overflowY);
    const rect = clipsX || clipsY ? ancestor.getBoundingClientRect() : undefined;
    if (rect && clipsX) {
      box.left = Math.max(box.left, rect.left + ancestor.clientLeft);
      box.right = Math.min(box.right, rect.left + ancestor.clientLeft + ancestor.clientWidth);
    }
    if (rect && clipsY) {
      box.top = Math.max(box.top, rect.top + ancestor.clientTop);
      box.bottom = Math.min(box.bottom, rect.top + ancestor.clientTop + ancestor.clientHeight);
    }
    if (style.position === 'fixed') break; // drawn over the page: no ancestor further up clips it
  }
  return box;
}
