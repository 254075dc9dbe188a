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
});
