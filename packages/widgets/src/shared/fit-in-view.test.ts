import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitInView, shiftInto, visibleBoundary, type Box } from './fit-in-view.js';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });
/** A 390 × 844 phone screen. */
const PHONE = box(0, 0, 390, 844);
const GAP = 6;

describe('fitInView', () => {
  it('leaves a popup that lies inside the boundary where it is', () => {
    expect(fitInView(box(150, 200, 200, 80), box(310, 150, 44, 44), PHONE, GAP)).toEqual({ x: 0, y: 0 });
  });

  it("moves the first card's tooltip right into the screen (it started at x = -28 px)", () => {
    // Card 16-189 px, compare button at its right edge (137-181), the 208 px tooltip right-aligned to it.
    expect(fitInView(box(-28, 120, 208, 80), box(137, 70, 44, 44), PHONE, GAP)).toEqual({ x: 36, y: 0 });
  });

  it('moves a tooltip that sticks out on the right left, to the margin', () => {
    expect(fitInView(box(200, 120, 208, 80), box(364, 70, 44, 44), PHONE, GAP)).toEqual({ x: -26, y: 0 });
  });

  it('keeps the start of a popup wider than the boundary in view', () => {
    expect(fitInView(box(-50, 120, 500, 80), box(400, 70, 44, 44), PHONE, GAP)).toEqual({ x: 58, y: 0 });
  });

  it('stays inside a clipping ancestor narrower than the screen (a carousel row)', () => {
    const row = box(16, 0, 200, 844);
    expect(fitInView(box(0, 120, 150, 80), box(106, 70, 44, 44), row, GAP)).toEqual({ x: 24, y: 0 });
  });

  it('flips above the anchor when it sticks out below and fits above', () => {
    // Button 780-824 px at the bottom of the screen: the tooltip below it (830-910) goes to 694-774, 6 px above.
    expect(fitInView(box(150, 830, 200, 80), box(310, 780, 44, 44), PHONE, GAP)).toEqual({ x: 0, y: -136 });
  });

  it('stays below when it fits neither below nor above', () => {
    const short = box(0, 0, 390, 150);
    expect(fitInView(box(150, 56, 200, 120), box(310, 6, 44, 44), short, GAP)).toEqual({ x: 0, y: 0 });
  });

  it('takes its margin from the boundary', () => {
    expect(fitInView(box(-10, 120, 100, 40), box(50, 70, 44, 44), PHONE, GAP, 0)).toEqual({ x: 10, y: 0 });
  });
});

describe('shiftInto', () => {
  it('moves a span just enough into the range, its start winning when it is longer', () => {
    expect(shiftInto(112, 352, 0, 320)).toBe(-40);
    expect(shiftInto(-66.6, 173.4, 0, 320)).toBe(75);
    expect(shiftInto(20, 200, 0, 320)).toBe(0);
    expect(shiftInto(-10, 400, 0, 320)).toBe(18);
    expect(shiftInto(-10, 100, 0, 320, 0)).toBe(10);
  });
});

describe('visibleBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('is the viewport cut by the ancestors that clip their overflow, not by those that do not', () => {
    document.body.innerHTML = '<div class="row"><div class="card"><div class="tip"></div></div></div>';
    const row = document.querySelector<HTMLElement>('.row')!;
    const card = document.querySelector<HTMLElement>('.card')!;
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
      const overflow = element === row ? 'hidden' : 'visible';
      return { overflowX: overflow, overflowY: overflow, position: 'static' } as CSSStyleDeclaration;
    });
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(390);
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(844);
    vi.spyOn(row, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: -40, y: 100, width: 300, height: 400 }));
    vi.spyOn(row, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(row, 'clientHeight', 'get').mockReturnValue(400);
    const cardRect = vi.spyOn(card, 'getBoundingClientRect');
    expect(visibleBoundary(document.querySelector('.tip')!)).toEqual({ left: 0, top: 100, right: 260, bottom: 500 });
    expect(cardRect).not.toHaveBeenCalled();
  });
});
