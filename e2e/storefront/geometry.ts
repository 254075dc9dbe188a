import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Geometry checks: the boxes of what the widgets open and of the cards' controls, measured in the page.
 * Each check returns a list of problems, empty when all is well; a problem names the element and gives the boxes
 * in CSS pixels of the viewport ("x 16–189, y 53–792"), so that a failing test says what is wrong and by how much.
 * `expectNoProblems` turns the list into one assertion; tests gather the problems of all widths first, so one
 * failure shows every width that is wrong.
 */

/** Six widths from the smallest phone to a wide desktop, each with the height of a usual screen of that width. */
export const SCREENS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1536, height: 864 },
] as const;
export type Screen = (typeof SCREENS)[number];
/** Below 640 px the widgets' dialogs are sheets (packages/widgets/src/shared/dialog.css). */
export const PHONE_SCREENS = SCREENS.filter((screen) => screen.width < 640);

/** Sub-pixel layout: a box may end 0.5 px past another without anything being cut that anyone could see. */
const TOLERANCE = 0.5;

/**
 * How far a horizontal scroll container may scroll, and what says so. `cue: 'explicit'` needs a visible element that
 * tells the shopper there is more to the side: an element marked `data-etl-scroll-cue` inside the container or next
 * to it (its parent's subtree), an element the container names in `aria-describedby`, or a visible button that
 * scrolls it (`aria-controls` with the container's id). `cue: 'peek'` also takes an item cut through by the
 * container's edge (the next card or link showing in part), the usual cue of a row of cards.
 */
export interface SidewaysScroller {
  selector: string;
  name: string;
  cue: 'explicit' | 'peek';
}

/** The containers meant to scroll sideways; anything else that scrolls sideways is a problem. */
export const SIDEWAYS_SCROLLERS: SidewaysScroller[] = [
  { selector: '.etl-comparison-table__scroll', name: 'the comparison table', cue: 'explicit' },
  { selector: '.table-scroll', name: "a storefront table's scroll region", cue: 'explicit' },
  { selector: '.etl-card-scroller', name: 'a row of cards', cue: 'peek' },
  { selector: '.main-nav-list', name: "the header's category strip", cue: 'peek' },
];

export type Axis = 'x' | 'both';

export interface BoxOptions {
  /** Names the element in the problems (default: its tag, id, classes and accessible text). */
  label?: string;
  /** 'x': only the horizontal extent counts (an element in the page's flow may run below the fold). */
  axis?: Axis;
  /** `notCovered`: hits on this ancestor of the element (a selector for `closest`) count as the element's own. */
  ownedBy?: string;
}

/** Fails with every problem listed, one per line. */
export function expectNoProblems(problems: string[], what: string): void {
  expect(problems, `${what}:\n  ${problems.join('\n  ')}\n`).toEqual([]);
}

/** Sets the viewport and waits until the page has laid itself out again (`settled`). */
export async function showAt(page: Page, screen: { width: number; height: number }): Promise<void> {
  await page.setViewportSize({ width: screen.width, height: screen.height });
  await settled(page);
}

/**
 * Waits for the page's state, not for a fixed time: every activated widget settled (`Etalage.whenSettled()`), every
 * finite animation and transition on a rendered element finished (a sheet sliding in, a tooltip fading; polled, for
 * no longer than the longest still has to run plus a second), then two frames.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await window.Etalage?.whenSettled();
    await frames();
    // Finite ones only, on rendered elements. Their state is read, not their `finished` promise: that promise is
    // settled in a rendering step that a subtree skipped by content-visibility may never get.
    const running = () =>
      document.getAnimations().filter((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        return (
          animation.playState === 'running' &&
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)) &&
          (target === null || target.checkVisibility({ contentVisibilityAuto: true }))
        );
      });
    // At most as long as the longest of them still has to run, and a little more for a busy machine.
    const left = (animation: Animation) => Number(animation.effect?.getComputedTiming().endTime) - Number(animation.currentTime ?? 0);
    const until = performance.now() + Math.max(0, ...running().map(left)) + 1_000;
    while (running().length > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 16));
    await frames();
  });
}

/** The box lies inside the viewport (both axes, or only across with `axis: 'x'`). */
export async function insideViewport(target: Locator, options: BoxOptions = {}): Promise<string[]> {
  await install(target.page());
  return target.evaluate((element, options) => window.__etlGeometry!.insideViewport(element, options), options);
}

/**
 * No ancestor cuts the box: each ancestor that clips it (`overflow` other than visible; `overflow: clip`, `contain:
 * paint` and `content-visibility` with their `overflow-clip-margin`; `clip-path`) along its containing blocks, up to
 * the top layer, holds the whole box.
 */
export async function notClippedByAncestors(target: Locator, options: BoxOptions = {}): Promise<string[]> {
  await install(target.page());
  return target.evaluate((element, options) => window.__etlGeometry!.notClipped(element, options), options);
}

/**
 * Nothing else is drawn over the box: at a grid of points over its visible part (inside its rounded corners),
 * `elementFromPoint` is the element or one of its descendants. Elements with `pointer-events: none` are not seen.
 */
export async function notCovered(target: Locator, options: BoxOptions = {}): Promise<string[]> {
  await install(target.page());
  return target.evaluate((element, options) => window.__etlGeometry!.notCovered(element, options), options);
}

/**
 * `notCovered` for every element matching `selector`, each scrolled to the middle of the window first, in one pass
 * in the page. `label` names them ("hotspot 3 of 8"); `ownedBy` as in `notCovered`.
 */
export async function eachNotCovered(page: Page, selector: string, label: string, ownedBy?: string): Promise<{ problems: string[]; measured: number }> {
  await install(page);
  return page.evaluate(([selector, label, ownedBy]) => window.__etlGeometry!.eachNotCovered(selector, label, ownedBy), [selector, label, ownedBy] as const);
}

/** All three: what a popover, tooltip, toggletip, sheet or menu needs to be read whole. */
export async function shownWhole(target: Locator, options: BoxOptions = {}): Promise<string[]> {
  await install(target.page());
  return target.evaluate((element, options) => {
    const geometry = window.__etlGeometry!;
    return [...geometry.insideViewport(element, options), ...geometry.notClipped(element, options), ...geometry.notCovered(element, options)];
  }, options);
}

/** The control lies inside the container's box and its own content fits its box. */
export async function fitsIn(control: Locator, container: Locator, options: { label?: string } = {}): Promise<string[]> {
  await install(control.page());
  const handle = await container.elementHandle();
  if (!handle) return [`${options.label ?? 'the container'} is not in the page`];
  try {
    return await control.evaluate((element, [box, label]) => window.__etlGeometry!.fitsIn(element, box as Element, label), [handle, options.label] as const);
  } finally {
    await handle.dispose();
  }
}

/** The controls a card shows (links, buttons, fields): each must fit its card. */
export const CARD_CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
/** The parts of a card that may hang out of it by design: a desktop grid card's hover panel, below the card. */
export const CARD_PARTS = '.pc-hover';

/**
 * Every control of every card matching `cards` fits its card (`fitsIn`: inside its box, its content inside its own
 * box), or the card's part it lies in (`CARD_PARTS`, which must then be whole: inside the viewport across and cut
 * by no ancestor); no clipping ancestor inside the card cuts it. In one pass in the page. Controls that are not shown
 * (no box, transparent or hidden, or hidden whole by a clipping ancestor inside the card, as the carousel's other
 * slides) are skipped. Returns the problems and how many controls were measured.
 */
export async function cardControlsFit(page: Page, cards: string, options: { controls?: string; parts?: string } = {}): Promise<{ problems: string[]; measured: number }> {
  await install(page);
  return page.evaluate(
    ([cards, controls, parts]) => window.__etlGeometry!.cardControlsFit(cards, controls, parts),
    [cards, options.controls ?? CARD_CONTROLS, options.parts ?? CARD_PARTS] as const,
  );
}

/**
 * No horizontal scroll: the document is no wider than the viewport, no element lies past its right edge or is drawn
 * past its left edge (unless an ancestor inside the viewport clips it), and every element that scrolls sideways is
 * one of `scrollers` and shows its cue. `skip`: selectors of parts checked by a test of their own (the header).
 */
export async function noHorizontalScroll(page: Page, options: { scrollers?: SidewaysScroller[]; skip?: string[] } = {}): Promise<string[]> {
  await install(page);
  return page.evaluate(([scrollers, skip]) => window.__etlGeometry!.noHorizontalScroll(scrollers, skip), [options.scrollers ?? SIDEWAYS_SCROLLERS, options.skip ?? []] as const);
}

/**
 * The element, if it scrolls sideways, is one of `scrollers` and shows its cue (`noHorizontalScroll` does this for
 * every element of the page).
 */
export async function sidewaysScrollerCue(target: Locator, scrollers: SidewaysScroller[] = SIDEWAYS_SCROLLERS): Promise<string[]> {
  await install(target.page());
  return target.evaluate((element, scrollers) => window.__etlGeometry!.scroller(element, scrollers), scrollers);
}

/** The text of a field's placeholder fits the field (measured with the placeholder as the value, then put back). */
export async function placeholderFits(field: Locator, options: { label?: string } = {}): Promise<string[]> {
  await install(field.page());
  return field.evaluate((element, label) => window.__etlGeometry!.placeholderFits(element as HTMLInputElement, label), options.label);
}

/** A phone's sheet: along the bottom edge at the full width, the whole screen, or full height from the left edge. */
export type SheetShape = 'bottom' | 'full' | 'left';

/** The box has the sheet's shape: it touches the viewport's edges that the shape names. */
export async function sheetShape(target: Locator, shape: SheetShape, options: { label?: string } = {}): Promise<string[]> {
  await install(target.page());
  return target.evaluate((element, [shape, label]) => window.__etlGeometry!.sheetShape(element, shape, label), [shape, options.label] as const);
}

/** A short, stable description of a box for messages: "x 16–189, y 53–792". */
export async function boxOf(target: Locator): Promise<string> {
  await install(target.page());
  return target.evaluate((element) => window.__etlGeometry!.box(element.getBoundingClientRect()));
}

interface GeometryLibrary {
  box(rect: { left: number; top: number; right: number; bottom: number }): string;
  insideViewport(element: Element, options: BoxOptions): string[];
  notClipped(element: Element, options: BoxOptions): string[];
  notCovered(element: Element, options: BoxOptions): string[];
  eachNotCovered(selector: string, label: string, ownedBy?: string): { problems: string[]; measured: number };
  fitsIn(element: Element, container: Element, label?: string, containerName?: string): string[];
  cardControlsFit(cards: string, controls: string, parts: string): { problems: string[]; measured: number };
  noHorizontalScroll(scrollers: SidewaysScroller[], skip: string[]): string[];
  scroller(element: Element, scrollers: SidewaysScroller[]): string[];
  placeholderFits(field: HTMLInputElement, label?: string): string[];
  sheetShape(element: Element, shape: SheetShape, label?: string): string[];
}

declare global {
  interface Window {
    __etlGeometry?: GeometryLibrary;
  }
}

/** Puts the in-page library on the document once (a navigation takes it away again). */
async function install(page: Page): Promise<void> {
  await page.evaluate(installGeometry, TOLERANCE);
}

/** The in-page library: runs in the browser, so it uses nothing from this module's scope but its argument. */
function installGeometry(tolerance: number): void {
  if (window.__etlGeometry) return;
  interface Rect {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  const num = (n: number) => String(Math.round(n * 10) / 10);
  const box = (r: Rect) => `x ${num(r.left)}–${num(r.right)}, y ${num(r.top)}–${num(r.bottom)}`;
  const rectOf = (element: Element): Rect => {
    const r = element.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  };
  const intersect = (a: Rect, b: Rect): Rect => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const empty = (r: Rect) => r.right - r.left < 1 || r.bottom - r.top < 1;
  const viewport = (): Rect => ({ left: 0, top: 0, right: document.documentElement.clientWidth, bottom: window.innerHeight });
  const text = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const describe = (element: Element) => {
    const named = element.closest('button, a, [role], [aria-label], [class]') ?? element;
    const classes = [...named.classList].slice(0, 3).map((name) => `.${name}`).join('');
    const words = text(named);
    const quoted = words ? ` "${words.length > 40 ? `${words.slice(0, 40)}…` : words}"` : '';
    return `${named.localName}${named.id ? `#${named.id}` : ''}${classes}${quoted}${named === element ? '' : ` (its ${element.localName})`}`;
  };
  const parentOf = (element: Element): Element | null => {
    if (element.parentElement) return element.parentElement;
    const root = element.getRootNode();
    return root instanceof ShadowRoot ? root.host : null;
  };
  const inTopLayer = (element: Element) => {
    try {
      return element.matches(':modal, :popover-open');
    } catch {
      return element.matches(':modal');
    }
  };
  const establishesContainingBlock = (style: CSSStyleDeclaration) =>
    style.transform !== 'none' ||
    style.perspective !== 'none' ||
    style.filter !== 'none' ||
    (style.backdropFilter ?? 'none') !== 'none' ||
    /\b(paint|layout|strict|content)\b/.test(style.contain) ||
    style.contentVisibility !== 'visible' ||
    /\b(transform|filter|perspective)\b/.test(style.willChange) ||
    (style.containerType ?? 'normal') !== 'normal';
  const paintContained = (style: CSSStyleDeclaration) => /\b(paint|strict|content)\b/.test(style.contain) || style.contentVisibility !== 'visible';

  interface Clipper {
    element: Element;
    clip: Rect;
  }
  /**
   * Where the element clips its content, per axis, or null: `overflow` hidden, auto or scroll at its padding box;
   * `overflow: clip` and paint containment (`contain`, `content-visibility`) at their `overflow-clip-margin` around
   * it; a `clip-path` at its border box (its shape is not followed).
   */
  const clipBox = (element: Element, style: CSSStyleDeclaration): Rect | null => {
    const r = rectOf(element);
    const px = (value: string) => parseFloat(value) || 0;
    const padding: Rect = {
      left: r.left + px(style.borderLeftWidth),
      top: r.top + px(style.borderTopWidth),
      right: r.right - px(style.borderRightWidth),
      bottom: r.bottom - px(style.borderBottomWidth),
    };
    const marginValue = style.getPropertyValue('overflow-clip-margin') || '0px';
    const reference = /content-box/.test(marginValue)
      ? {
          left: padding.left + px(style.paddingLeft),
          top: padding.top + px(style.paddingTop),
          right: padding.right - px(style.paddingRight),
          bottom: padding.bottom - px(style.paddingBottom),
        }
      : /border-box/.test(marginValue)
        ? r
        : padding;
    const margin = px(marginValue.replace(/[a-z-]+-box/, '').trim());
    const withMargin: Rect = { left: reference.left - margin, top: reference.top - margin, right: reference.right + margin, bottom: reference.bottom + margin };
    const none: Rect = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    let clip = none;
    const paint = paintContained(style);
    const clips = (overflow: string) => overflow === 'hidden' || overflow === 'auto' || overflow === 'scroll';
    if (clips(style.overflowX)) clip = { ...clip, left: padding.left, right: padding.right };
    if (clips(style.overflowY)) clip = { ...clip, top: padding.top, bottom: padding.bottom };
    if (style.overflowX === 'clip' || paint) clip = { ...clip, left: Math.max(clip.left, withMargin.left), right: Math.min(clip.right, withMargin.right) };
    if (style.overflowY === 'clip' || paint) clip = { ...clip, top: Math.max(clip.top, withMargin.top), bottom: Math.min(clip.bottom, withMargin.bottom) };
    if (style.clipPath !== 'none') clip = intersect(clip, r);
    return clip === none ? null : clip;
  };
  /** The ancestors that clip the element, each with its clip box, along the element's containing blocks. */
  const clippers = (element: Element): Clipper[] => {
    const found: Clipper[] = [];
    if (inTopLayer(element)) return found;
    let position = getComputedStyle(element).position;
    for (let ancestor = parentOf(element); ancestor && ancestor !== document.documentElement; ancestor = parentOf(ancestor)) {
      const style = getComputedStyle(ancestor);
      const containing =
        position === 'fixed'
          ? establishesContainingBlock(style)
          : position === 'absolute'
            ? style.position !== 'static' || establishesContainingBlock(style)
            : true;
      if (containing) {
        const clip = clipBox(ancestor, style);
        if (clip) found.push({ element: ancestor, clip });
        position = style.position;
      }
      if (inTopLayer(ancestor)) break;
    }
    return found;
  };
  const visiblePart = (element: Element, within: Rect = viewport()) =>
    clippers(element).reduce((part, clipper) => intersect(part, clipper.clip), intersect(rectOf(element), within));

  /** How far `inner` sticks out of `outer`, per side, for a message ("14 px to the left"); empty when it fits. */
  const overhang = (inner: Rect, outer: Rect, axis: 'x' | 'both' = 'both') => {
    const sides: [string, number][] = [
      ['to the left', outer.left - inner.left],
      ['to the right', inner.right - outer.right],
    ];
    if (axis === 'both') sides.push(['above', outer.top - inner.top], ['below', inner.bottom - outer.bottom]);
    return sides.filter(([, by]) => by > tolerance).map(([side, by]) => `${num(by)} px ${side}`);
  };

  const library: GeometryLibrary = {
    box,
    insideViewport(element, { label, axis = 'both' }) {
      const name = label ?? describe(element);
      const r = rectOf(element);
      if (empty(r)) return [`${name} has no box (${box(r)})`];
      const out = overhang(r, viewport(), axis);
      return out.length ? [`${name} (${box(r)}) sticks out of the viewport (${box(viewport())}): ${out.join(', ')}`] : [];
    },
    notClipped(element, { label, axis = 'both' }) {
      const name = label ?? describe(element);
      const r = rectOf(element);
      return clippers(element).flatMap(({ element: ancestor, clip }) => {
        const out = overhang(r, clip, axis);
        return out.length ? [`${name} (${box(r)}) is cut by ${describe(ancestor)} (its clip box ${box(clip)}): ${out.join(', ')}`] : [];
      });
    },
    notCovered(element, { label, ownedBy }) {
      const name = label ?? describe(element);
      const owner = (ownedBy && element.closest(ownedBy)) || element;
      const part = visiblePart(element);
      if (empty(part)) return [`${name} (${box(rectOf(element))}) is not visible at all`];
      const style = getComputedStyle(element);
      const width = part.right - part.left;
      const height = part.bottom - part.top;
      // Points inside the rounded corners only: a corner's point outside the curve would see what lies under it.
      const radius = Math.max(
        ...[style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomLeftRadius, style.borderBottomRightRadius].map((value) =>
          Math.min(parseFloat(value) || 0, width / 2, height / 2),
        ),
      );
      const inset = Math.min(radius * 0.3 + 1.5, width / 2, height / 2);
      const columns = Math.min(12, Math.max(3, Math.ceil(width / 24)));
      const rows = Math.min(12, Math.max(3, Math.ceil(height / 24)));
      const restore = style.pointerEvents === 'none' ? (element as HTMLElement).style.getPropertyValue('pointer-events') : null;
      if (restore !== null) (element as HTMLElement).style.setProperty('pointer-events', 'auto');
      const covering = new Map<Element, { points: number; first: string }>();
      try {
        for (let row = 0; row < rows; row += 1) {
          for (let column = 0; column < columns; column += 1) {
            const x = part.left + inset + ((width - 2 * inset) * column) / (columns - 1);
            const y = part.top + inset + ((height - 2 * inset) * row) / (rows - 1);
            const hit = document.elementFromPoint(x, y);
            if (hit && owner.contains(hit)) continue;
            const key = hit ?? document.documentElement;
            const seen = covering.get(key);
            if (seen) seen.points += 1;
            else covering.set(key, { points: 1, first: `(${num(x)}, ${num(y)})` });
          }
        }
      } finally {
        if (restore !== null) (element as HTMLElement).style.setProperty('pointer-events', restore);
      }
      return [...covering].map(
        ([hit, { points, first }]) =>
          `${name} (${box(rectOf(element))}) is covered by ${describe(hit)} (${box(rectOf(hit))}) at ${points} of ${rows * columns} points, first at ${first}`,
      );
    },
    eachNotCovered(selector, label, ownedBy) {
      const problems: string[] = [];
      const elements = [...document.querySelectorAll(selector)];
      elements.forEach((element, index) => {
        element.scrollIntoView({ block: 'center' });
        problems.push(...library.notCovered(element, { label: `${label} ${index + 1} of ${elements.length}`, ownedBy }));
      });
      return { problems, measured: elements.length };
    },
    fitsIn(element, container, label, containerName) {
      const name = label ?? describe(element);
      const r = rectOf(element);
      const outer = rectOf(container);
      const problems: string[] = [];
      const out = overhang(r, outer);
      if (out.length) problems.push(`${name} (${box(r)}) sticks out of ${containerName ?? describe(container)} (${box(outer)}): ${out.join(', ')}`);
      if (getComputedStyle(element).display !== 'inline' && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${name}'s content is ${element.scrollWidth} px wide in its box of ${element.clientWidth} px (${box(r)})`);
      }
      return problems;
    },
    cardControlsFit(cards, controls, parts) {
      const problems: string[] = [];
      let measured = 0;
      for (const card of document.querySelectorAll(cards)) {
        if (card.getClientRects().length === 0) continue;
        const cardName = `card ${(card.querySelector('.pc-name, h2, h3') ?? card).textContent?.trim().slice(0, 40) ?? ''}`;
        // A part that hangs out of the card by design (a desktop grid card's hover panel) is whole where the card is.
        const cardBox = rectOf(card);
        const cardWhole = overhang(cardBox, visiblePart(card, { ...viewport(), top: -Infinity, bottom: Infinity }), 'x').length === 0;
        for (const part of card.querySelectorAll(parts)) {
          if (!cardWhole || overhang(rectOf(part), cardBox).length === 0) continue;
          if (!part.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
          const label = `${cardName}: ${describe(part)}`;
          problems.push(...library.insideViewport(part, { label, axis: 'x' }), ...library.notClipped(part, { label }));
        }
        for (const control of card.querySelectorAll(controls)) {
          const r = rectOf(control);
          if (r.right - r.left <= 1 || r.bottom - r.top <= 1) continue; // not drawn, or visually hidden
          // Shown only: a desktop card's hover panel is measured while the card is hovered.
          if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
          // Hidden whole by a clipping ancestor inside the card (a carousel's other slides): not shown, not measured.
          const inside = clippers(control).filter((clipper) => card.contains(clipper.element));
          if (empty(inside.reduce((part, clipper) => intersect(part, clipper.clip), r))) continue;
          measured += 1;
          // The card, or the part of it the control lies in where that part hangs out of the card.
          const part = control.closest(parts);
          const container = part && card.contains(part) && overhang(rectOf(part), rectOf(card)).length > 0 ? part : card;
          const containerName = container === card ? 'its card' : `its card's ${describe(container).split(' ')[0]}`;
          const name = describe(control);
          for (const { element, clip } of inside) {
            if (element === card) continue; // said below, as sticking out of the card
            const out = overhang(r, clip);
            if (out.length) problems.push(`${cardName}: ${name} (${box(r)}) is cut by ${describe(element)} (its clip box ${box(clip)}): ${out.join(', ')}`);
          }
          for (const problem of library.fitsIn(control, container, name, containerName)) problems.push(`${cardName}: ${problem}`);
        }
      }
      return { problems, measured };
    },
    noHorizontalScroll(scrollers, skip) {
      const problems: string[] = [];
      const root = document.scrollingElement ?? document.documentElement;
      const view = viewport();
      if (root.scrollWidth > root.clientWidth + tolerance) {
        problems.push(`the page scrolls sideways: it is ${root.scrollWidth} px wide in a viewport of ${root.clientWidth} px`);
      }
      const skipped = (element: Element) => skip.some((selector) => element.closest(selector) !== null);
      // Elements past the viewport's right edge (they widen the page, even a visually hidden one whose containing
      // block lies outside every clipping ancestor), or drawn past its left edge (cut), unless an ancestor inside the
      // viewport clips them. Only the outermost element of a subtree that sticks out is named.
      const sticking: [Element, Rect][] = [];
      for (const element of document.body.querySelectorAll('*')) {
        const r = rectOf(element);
        if (r.right <= view.right + tolerance && r.left >= -tolerance) continue;
        if (r.right - r.left === 0 && r.bottom - r.top === 0) continue;
        if (getComputedStyle(element).visibility !== 'visible' || skipped(element)) continue;
        if (sticking.some(([outer]) => outer.contains(element))) continue;
        const part = clippers(element).reduce((p, clipper) => intersect(p, clipper.clip), r);
        const right = part.right > view.right + tolerance && part.right > part.left;
        // Left of the viewport only counts for what is drawn: not for a 1 px visually hidden text.
        const left = part.left < -tolerance && part.right - part.left > 1 && part.bottom - part.top > 1;
        if (right || left) sticking.push([element, part]);
      }
      for (const [element, part] of sticking.slice(0, 10)) {
        problems.push(`${describe(element)} lies past the viewport's edge (${box(view)}): ${box(part)}`);
      }
      if (sticking.length > 10) problems.push(`… and ${sticking.length - 10} more elements past the viewport's edge`);
      // Sideways scroll containers: only those meant for it, each with its cue.
      for (const element of document.body.querySelectorAll('*')) {
        if (!skipped(element)) problems.push(...library.scroller(element, scrollers));
      }
      return problems;
    },
    scroller(element, scrollers) {
      const style = getComputedStyle(element);
      if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') return [];
      if (element.scrollWidth <= element.clientWidth + 1 || element.getClientRects().length === 0) return [];
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return [];
      const scroller = scrollers.find((candidate) => element.matches(candidate.selector));
      const what = `${describe(element)} (${box(rectOf(element))}, ${element.scrollWidth} px of content in ${element.clientWidth} px)`;
      if (!scroller) return [`${what} scrolls sideways but is not a container meant for it`];
      if (hasScrollCue(element, scroller.cue)) return [];
      const cues = scroller.cue === 'explicit' ? 'a visible [data-etl-scroll-cue], aria-describedby text or aria-controls button' : 'that, or an item cut by its edge';
      return [`${scroller.name}: ${what} scrolls sideways without a visible scroll cue (${cues})`];
    },
    placeholderFits(field, label) {
      const name = label ?? describe(field);
      const value = field.value;
      field.value = field.placeholder;
      const needed = field.scrollWidth;
      const has = field.clientWidth;
      field.value = value;
      return needed > has + 1 ? [`${name}'s placeholder "${field.placeholder}" needs ${needed} px, the field shows ${has} px (${box(rectOf(field))})`] : [];
    },
    sheetShape(element, shape, label) {
      const name = label ?? describe(element);
      const r = rectOf(element);
      const view = viewport();
      const edges: [string, number, number][] = [
        ['left', r.left, view.left],
        ['right', r.right, view.right],
        ['top', r.top, view.top],
        ['bottom', r.bottom, view.bottom],
      ];
      const wanted = { bottom: ['left', 'right', 'bottom'], full: ['left', 'right', 'top', 'bottom'], left: ['left', 'top', 'bottom'] }[shape];
      const off = edges.filter(([edge, at, should]) => wanted.includes(edge) && Math.abs(at - should) > tolerance);
      return off.length
        ? [`${name} (${box(r)}) is not a ${shape === 'left' ? 'full-height sheet from the left' : shape === 'full' ? 'full-screen sheet' : 'full-width bottom sheet'} in the viewport (${box(view)}): ${off.map(([edge, at, should]) => `its ${edge} edge at ${num(at)}, not ${num(should)}`).join(', ')}`]
        : [];
    },
  };

  function hasScrollCue(element: Element, cue: 'explicit' | 'peek'): boolean {
    // Across the viewport; up or down the page, where the container is (it may lie below the fold).
    const view = { ...viewport(), top: -Infinity, bottom: Infinity };
    const shown = (candidate: Element) => {
      if (!candidate.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const part = visiblePart(candidate, view);
      return part.right - part.left >= 4 && part.bottom - part.top >= 4;
    };
    const scope = parentOf(element) ?? element;
    const marked = [...scope.querySelectorAll('[data-etl-scroll-cue]')];
    const described = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id))
      .filter((candidate): candidate is HTMLElement => candidate !== null);
    const controls = element.id ? [...document.querySelectorAll(`[aria-controls~="${CSS.escape(element.id)}"]`)] : [];
    if ([...marked, ...described, ...controls].some(shown)) return true;
    if (cue !== 'peek') return false;
    // An item cut through by the container's edge, at least 12 px of it on either side.
    const style = getComputedStyle(element);
    const r = rectOf(element);
    const left = r.left + parseFloat(style.borderLeftWidth);
    const right = r.right - parseFloat(style.borderRightWidth);
    return [...element.children].some((item) => {
      const ir = rectOf(item);
      return (ir.left < right - 12 && ir.right > right + 12) || (element.scrollLeft > 0 && ir.left < left - 12 && ir.right > left + 12);
    });
  }

  window.__etlGeometry = library;
}
