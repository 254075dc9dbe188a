import type { Target } from './types.js';

export type AgentCommand = 'count' | 'text' | 'attribute' | 'value' | 'visible' | 'focused' | 'scroll' | 'spot' | 'focus';

/** Where the pointer may act on an element, or why not yet. */
export type Spot =
  | { state: 'ready'; x: number; y: number }
  | { state: 'missing' | 'hidden' | 'moving' | 'covered' | 'outside'; detail?: string };

/**
 * Runs in the page, sent as source by both engines' adapters: it must stay self-contained (no imports, no
 * closures). Finds the target (CSS, ` >>> ` into open shadow roots, text filters, nth) and answers the command.
 */
export function pageAgent(command: AgentCommand, target: Target, arg?: string): unknown {
  const spec = typeof target === 'string' ? { css: target } : target;
  const collapse = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  let roots: ParentNode[] = [document];
  let found: Element[] = [];
  const parts = spec.css.split(/\s*>>>\s*/);
  parts.forEach((part, index) => {
    found = roots.flatMap((root) => [...root.querySelectorAll(part)]);
    if (index < parts.length - 1) roots = found.map((element) => element.shadowRoot).filter((root): root is ShadowRoot => root !== null);
  });
  if (spec.text !== undefined) found = found.filter((element) => collapse(element.textContent) === spec.text);
  if (spec.hasText !== undefined) found = found.filter((element) => collapse(element.textContent).includes(spec.hasText!));
  if (command === 'count') return found.length;
  const element = found[spec.nth ?? 0] as HTMLElement | undefined;

  const visible = (el: Element) => {
    const options = { visibilityProperty: true, checkVisibilityCSS: true };
    const seen = typeof el.checkVisibility === 'function' ? el.checkVisibility(options) : el.getClientRects().length > 0;
    const box = el.getBoundingClientRect();
    return seen && box.width > 0 && box.height > 0;
  };
  /** The focused element, inside shadow roots too. */
  const deepActive = () => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  };

  switch (command) {
    case 'text':
      return element ? collapse(element.textContent) : null;
    case 'attribute':
      return element ? element.getAttribute(arg!) : null;
    case 'value':
      return element && 'value' in element ? String((element as HTMLInputElement).value) : null;
    case 'visible':
      return element ? visible(element) : false;
    case 'focused':
      return element !== undefined && deepActive() === element;
    case 'focus':
      element?.focus();
      return element !== undefined;
    case 'scroll':
      element?.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      return element !== undefined;
    case 'spot': {
      if (!element) return { state: 'missing' } satisfies Spot;
      if (!visible(element)) return { state: 'hidden' } satisfies Spot;
      // Scrolled only when no part of it is in the viewport (as a shopper would): a tall panel partly in view stays put.
      const first = () => element.getClientRects()[0] ?? element.getBoundingClientRect();
      const partlyInView = (box: DOMRect) => box.bottom > 1 && box.right > 1 && box.top < innerHeight - 1 && box.left < innerWidth - 1;
      if (!partlyInView(first())) element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const before = element.getBoundingClientRect();
      // Two frames later (or 500 ms, where frames are throttled), the element must be where it was, and nothing on
      // the page may be in a finite animation or transition: the sticky header slides back in when a scroll went up,
      // and would take a click meant for a card.
      return new Promise<Spot>((resolve) => {
        let done = false;
        const check = () => {
          if (done) return;
          done = true;
          const box = element.getBoundingClientRect();
          if (box.x !== before.x || box.y !== before.y || box.width !== before.width || box.height !== before.height) return resolve({ state: 'moving' });
          const running = document.getAnimations().find((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
          if (running) {
            const target = (running.effect as KeyframeEffect | null)?.target;
            return resolve({ state: 'moving', detail: `an animation of ${target ? `${target.localName}.${[...target.classList].join('.')}` : 'the page'}` });
          }
          // The centre of the visible part of the first line box (a link that wraps has its centre between two lines).
          const line = first();
          const left = Math.max(line.left, 0);
          const right = Math.min(line.right, innerWidth);
          const top = Math.max(line.top, 0);
          const bottom = Math.min(line.bottom, innerHeight);
          if (right - left < 1 || bottom - top < 1) {
            element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
            return resolve({ state: 'outside' });
          }
          const x = Math.floor((left + right) / 2);
          const y = Math.floor((top + bottom) / 2);
          let hit = document.elementFromPoint(x, y);
          while (hit?.shadowRoot) {
            const inner = hit.shadowRoot.elementFromPoint(x, y);
            if (!inner || inner === hit) break;
            hit = inner;
          }
          for (let node: Node | null = hit; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) {
            if (node === element) return resolve({ state: 'ready', x, y });
          }
          element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
          const describe = hit ? `${hit.localName}${hit.id ? `#${hit.id}` : ''}.${[...hit.classList].join('.')}` : 'nothing';
          return resolve({ state: 'covered', detail: describe });
        };
        requestAnimationFrame(() => requestAnimationFrame(check));
        setTimeout(check, 500);
      });
    }
  }
  return null;
}
