import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMENU_SAFE_AREA_MS } from '@etalage/core';
import enhanceMainNav, { CLOSED_CLASS } from './main-nav.js';
import { mainNav } from './index.js';

function rect(left: number, top: number, right: number, bottom: number): DOMRect {
  return { left, top, right, bottom, x: left, y: top, width: right - left, height: bottom - top, toJSON: () => ({}) } as DOMRect;
}

function pointer(type: string, init: { clientX?: number; clientY?: number; relatedTarget?: EventTarget | null; pointerType?: string }) {
  const event = new MouseEvent(type, { bubbles: true, clientX: init.clientX, clientY: init.clientY, relatedTarget: init.relatedTarget ?? null });
  Object.defineProperty(event, 'pointerType', { value: init.pointerType ?? 'mouse' });
  return event;
}

describe('main-nav enhancer', () => {
  let nav: HTMLElement;
  let cleanup: (() => void) | void;
  const item = (i: number) => nav.querySelectorAll<HTMLElement>('.main-nav-item')[i]!;
  const link = (i: number) => item(i).querySelector<HTMLElement>('.main-nav-link')!;

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <nav class="main-nav" data-etl-widget="main-nav"><ul class="main-nav-list">
        <li class="main-nav-item"><a class="main-nav-link" href="/producten/meubels">Meubels</a>
          <ul class="main-nav-submenu"><li><a href="/producten/banken">Banken</a></li></ul></li>
        <li class="main-nav-item"><a class="main-nav-link" href="/producten/verlichting">Verlichting</a>
          <ul class="main-nav-submenu"><li><a href="/producten/hanglampen">Hanglampen</a></li></ul></li>
        <li class="main-nav-item"><a class="main-nav-link" href="/producten/sale">Sale</a></li>
      </ul></nav>
      <button id="elsewhere">Elders</button>`;
    nav = document.querySelector('nav')!;
    item(0).getBoundingClientRect = () => rect(100, 50, 200, 90);
    item(0).querySelector('.main-nav-submenu')!.getBoundingClientRect = () => rect(100, 94, 340, 300);
    cleanup = enhanceMainNav(nav, {});
  });
  afterEach(() => {
    if (cleanup) cleanup();
    vi.useRealTimers();
  });

  it('is an enhancer that loads on the first touch of the nav', () => {
    expect(mainNav).toMatchObject({ name: 'main-nav', activation: 'interaction', enhance: true, props: {} });
  });

  it('keeps a safe triangle from the pointer to the submenu, removed 150 ms after the pointer left the link', () => {
    link(0).dispatchEvent(pointer('pointermove', { clientX: 190, clientY: 80 }));
    const area = item(0).querySelector<HTMLElement>('.main-nav-safe-area')!;
    expect(area).toBeTruthy();
    expect(area.getAttribute('aria-hidden')).toBe('true');
    expect(item(0).classList.contains('main-nav-item--safe')).toBe(true);
    expect(area.style.left).toBe('0px');
    expect(area.style.width).toBe('240px');
    expect(area.style.height).toBe('46px');
    expect(area.style.clipPath).toBe('polygon(90px 30px, 0px 46px, 240px 46px)');
    link(0).dispatchEvent(pointer('pointerout', { relatedTarget: area }));
    vi.advanceTimersByTime(SUBMENU_SAFE_AREA_MS - 1);
    expect(area.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(area.isConnected).toBe(false);
    expect(item(0).classList.contains('main-nav-item--safe')).toBe(false);
  });

  it('reaches a submenu that opens to the left of its entry (the last entries)', () => {
    item(1).getBoundingClientRect = () => rect(300, 50, 400, 90);
    item(1).querySelector('.main-nav-submenu')!.getBoundingClientRect = () => rect(160, 94, 400, 300);
    link(1).dispatchEvent(pointer('pointermove', { clientX: 310, clientY: 70 }));
    const area = item(1).querySelector<HTMLElement>('.main-nav-safe-area')!;
    expect(area.style.left).toBe('-140px');
    expect(area.style.width).toBe('240px');
    expect(area.style.clipPath).toBe('polygon(150px 20px, 0px 46px, 240px 46px)');
    // Moving to another entry's link moves the safe area with it.
    link(0).dispatchEvent(pointer('pointermove', { clientX: 190, clientY: 80 }));
    expect(item(1).querySelector('.main-nav-safe-area')).toBeNull();
    expect(item(1).classList.contains('main-nav-item--safe')).toBe(false);
    expect(item(0).querySelector('.main-nav-safe-area')).toBe(area);
  });

  it('draws no safe area for a submenu that is not shown (phones) or for touch', () => {
    link(1).dispatchEvent(pointer('pointermove', { clientX: 10, clientY: 10 }));
    expect(nav.querySelector('.main-nav-safe-area')).toBeNull();
    link(0).dispatchEvent(pointer('pointermove', { clientX: 190, clientY: 80, pointerType: 'touch' }));
    expect(nav.querySelector('.main-nav-safe-area')).toBeNull();
  });

  it('closes the open submenu on Escape, focuses its link, and lets it open again once the focus leaves', () => {
    const inner = item(0).querySelector<HTMLElement>('.main-nav-submenu a')!;
    inner.focus();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    inner.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(item(0).classList.contains(CLOSED_CLASS)).toBe(true);
    expect(document.activeElement).toBe(link(0));
    link(0).dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.getElementById('elsewhere') }));
    expect(item(0).classList.contains(CLOSED_CLASS)).toBe(false);
    // An entry without a submenu leaves Escape alone.
    const plain = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    link(2).dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
  });

  it('closes the submenu the focus opened on a click elsewhere (in a shadow root too), not on a click inside', () => {
    const inner = item(0).querySelector<HTMLElement>('.main-nav-submenu a')!;
    inner.focus();
    // A control inside that removes itself on its click is still inside.
    const removed = document.createElement('button');
    removed.addEventListener('click', () => removed.remove());
    item(0).querySelector('.main-nav-submenu')!.append(removed);
    removed.click();
    expect(item(0).classList.contains(CLOSED_CLASS)).toBe(false);
    const host = document.createElement('div');
    document.body.append(host);
    const inShadow = document.createElement('button');
    host.attachShadow({ mode: 'open' }).append(inShadow);
    inShadow.click();
    expect(item(0).classList.contains(CLOSED_CLASS)).toBe(true);
    // Closed, the entry no longer takes Escape: the key goes on (to a dialog around the page, say).
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    inner.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(false);
  });

  it('takes Escape again once the pointer left the entry while the focus stayed in it', () => {
    link(0).focus();
    document.body.click();
    expect(item(0).classList.contains(CLOSED_CLASS)).toBe(true);
    link(0).dispatchEvent(pointer('pointerout', { relatedTarget: document.getElementById('elsewhere') }));
    expect(item(0).classList.contains(CLOSED_CLASS)).toBe(false);
    item(0).querySelector<HTMLElement>('.main-nav-submenu a')!.focus();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(item(0).classList.contains(CLOSED_CLASS)).toBe(true);
    expect(document.activeElement).toBe(link(0));
  });

  it('removes its listeners and the safe area on cleanup', () => {
    link(0).dispatchEvent(pointer('pointermove', { clientX: 190, clientY: 80 }));
    link(0).focus();
    if (cleanup) cleanup();
    cleanup = undefined;
    expect(nav.querySelector('.main-nav-safe-area')).toBeNull();
    link(0).dispatchEvent(pointer('pointermove', { clientX: 190, clientY: 80 }));
    expect(nav.querySelector('.main-nav-safe-area')).toBeNull();
    document.body.click();
    expect(item(0).classList.contains(CLOSED_CLASS)).toBe(false);
  });
});
