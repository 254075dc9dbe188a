import type { Page } from '@playwright/test';

/** One trusted input a page heard: its time, type, the widgets around its target (innermost first), as text. */
export interface HeardInput {
  at: number;
  type: string;
  widgets: string[];
  text: string;
}

/** The runtime's first signs of a shopper (resume/prefetch.ts): any of them fetches every resumed widget type's code. */
export const FIRST_SIGNS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'];
/** The touches that wake one widget (activation/touch.ts): they count only on that widget or its wake scope. */
export const TOUCHES = ['pointerover', 'focusin', 'click'];
/** Where the page keeps what it heard. */
export const INPUT_LOG = '__etlInputLog';

/** What the page has heard so far (the init script below records it). */
export function heardInputs(page: Page): Promise<HeardInput[]> {
  return page.evaluate((log) => (window as unknown as Record<string, HeardInput[] | undefined>)[log] ?? [], INPUT_LOG);
}

/** The init script's argument: `addInitScript(inputLog, INPUT_LOG_ARG)` (the script is serialized, so it imports nothing). */
export const INPUT_LOG_ARG = { name: INPUT_LOG, types: [...FIRST_SIGNS, ...TOUCHES] };

/** An init script (every storefront page runs it, see fixtures.ts): records the trusted inputs that may fetch a resumed widget's code. */
export function inputLog({ name, types }: typeof INPUT_LOG_ARG): void {
  const heard: HeardInput[] = [];
  (window as unknown as Record<string, HeardInput[]>)[name] = heard;
  for (const type of types) {
    document.addEventListener(
      type,
      (event) => {
        if (!event.isTrusted || heard.length >= 200) return;
        const target = event.target instanceof Element ? event.target : null;
        const widgets: string[] = [];
        for (let node = target?.closest('[data-etl-widget]'); node; node = node.parentElement?.closest('[data-etl-widget]')) widgets.push(node.getAttribute('data-etl-widget')!);
        const position = event instanceof MouseEvent ? ` at ${event.clientX},${event.clientY}` : '';
        const at = performance.now();
        heard.push({ at, type, widgets, text: `${Math.round(at)} ms ${type}${position} on ${target?.tagName.toLowerCase() ?? 'document'} (${widgets.join(' in ') || 'no widget'})` });
      },
      { capture: true, passive: true },
    );
  }
}
