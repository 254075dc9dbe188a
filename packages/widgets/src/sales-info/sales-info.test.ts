import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import enhanceSalesInfo from './sales-info.js';

describe('sales-info', () => {
  let cleanup: (() => void) | void;
  beforeEach(() => {
    window.dataLayer = [];
    document.body.innerHTML = `
      <aside id="box"><p>Geen nepkortingen. <a href="/sales">Zo werken onze kortingen</a></p></aside>
      <details id="tip"><summary>i</summary><div><a href="/sales">Lees hoe onze kortingen werken</a></div></details>`;
  });
  afterEach(() => {
    if (cleanup) cleanup();
  });
  const noNavigation = (event: Event) => event.preventDefault();

  it('counts a click on the box link as sales_info_box_link_click', () => {
    const box = document.getElementById('box')!;
    cleanup = enhanceSalesInfo(box, { kind: 'box' });
    box.addEventListener('click', noNavigation);
    box.querySelector('a')!.click();
    box.querySelector('p')!.click();
    expect(window.dataLayer).toEqual([{ event: 'sales_info_box_link_click', link_url: '/sales' }]);
  });

  it('counts the toggletip link as sales_info_tooltip_link_click and closes the toggletip with Escape', () => {
    const tip = document.getElementById('tip') as HTMLDetailsElement;
    cleanup = enhanceSalesInfo(tip, { kind: 'tooltip' });
    tip.addEventListener('click', noNavigation);
    tip.open = true;
    tip.querySelector('a')!.click();
    expect(window.dataLayer).toEqual([{ event: 'sales_info_tooltip_link_click', link_url: '/sales' }]);
    tip.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(tip.open).toBe(false);
    expect(document.activeElement).toBe(tip.querySelector('summary'));
  });

  it('closes the open toggletip on a click elsewhere (in a shadow root too), not on a click inside', () => {
    const tip = document.getElementById('tip') as HTMLDetailsElement;
    tip.open = true;
    cleanup = enhanceSalesInfo(tip, { kind: 'tooltip' });
    // A control inside that removes itself on its click is still inside.
    const inner = document.createElement('button');
    inner.addEventListener('click', () => inner.remove());
    tip.querySelector('div')!.append(inner);
    inner.click();
    expect(tip.open).toBe(true);
    const host = document.createElement('div');
    document.body.append(host);
    const inShadow = document.createElement('button');
    host.attachShadow({ mode: 'open' }).append(inShadow);
    inShadow.click();
    expect(tip.open).toBe(false);
    expect(document.activeElement).not.toBe(tip.querySelector('summary'));
  });

  // The test DOM fires no `toggle` when `open` changes; browsers do.
  const toggle = (tip: HTMLDetailsElement, open: boolean) => {
    tip.open = open;
    tip.dispatchEvent(new Event('toggle'));
  };

  it('listens while the toggletip is open: opened after the code arrived, and not after cleanup', () => {
    const tip = document.getElementById('tip') as HTMLDetailsElement;
    cleanup = enhanceSalesInfo(tip, { kind: 'tooltip' });
    toggle(tip, true);
    document.body.click();
    expect(tip.open).toBe(false);
    toggle(tip, true);
    if (cleanup) cleanup();
    cleanup = undefined;
    document.body.click();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(tip.open).toBe(true);
  });
});
