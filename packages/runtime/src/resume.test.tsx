import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createRuntime, type Runtime } from './runtime.js';
import type { WidgetDefinition } from './types.js';

/** A store shaped like the page's: the runtime reads it through getState and one subscription. */
interface CounterState {
  liked: Record<number, boolean>;
  watched: number[];
}
function createTestStore(initial: CounterState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(next: Partial<CounterState>) {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
const store = createTestStore({ liked: {}, watched: [] });
const clicks = vi.fn();

function Heart({ id }: { id: number }) {
  const liked = useSyncExternalStore(store.subscribe, () => store.getState().liked[id] ?? false, () => false);
  return (
    // Hearts 4 and up open a dialog (what the server draws for them says so too).
    <button type="button" className="heart" aria-pressed={liked} aria-haspopup={id >= 4 ? 'dialog' : undefined} onClick={() => clicks(id)}>
      {liked ? 'Bewaard' : 'Bewaar'}
    </button>
  );
}

const load = vi.fn(async () => ({ default: Heart }));
const heart: WidgetDefinition<{ id: number }> = {
  name: 'heart',
  activation: 'eager',
  props: { id: { type: 'number', required: true } },
  load,
  resume: {
    start: (hearts, state: CounterState) => state.watched.push(...hearts.map(({ id }) => id)),
    needsRender: ({ id }, state: CounterState) => state.liked[id] === true,
    wakeScope: '.card',
  },
};

/** What the server would draw for a heart: the component's first render. */
const serverHeart = (id: number, extra = 'data-etl-prerendered') =>
  `<div class="card" id="card-${id}"><div id="heart-${id}" data-etl-widget="heart" data-etl-id="${id}" ${extra}><button type="button" class="heart" aria-pressed="false">Bewaar</button></div><p class="name">Bank ${id}</p></div>`;

let runtime: Runtime | undefined;
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  store.setState({ liked: {}, watched: [] });
  vi.clearAllMocks();
});

async function settle() {
  for (let i = 0; i < 4; i += 1) {
    await act(async () => {
      await runtime?.whenSettled();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

function start(html: string) {
  document.body.innerHTML = html;
  runtime = createRuntime([heart], document, { store, dialogFrame: 'Laden…' });
  runtime.start();
}

describe('resumed widgets (server markup = first render)', () => {
  it('are live without rendering: start runs, no code loads, nothing renders', async () => {
    start(serverHeart(1) + serverHeart(2));
    await settle();
    expect(store.getState().watched).toEqual([1, 2]);
    expect(load).not.toHaveBeenCalled();
    expect(runtime!.stats()).toMatchObject({ connected: 2, mounted: 2, rendered: 0 });
    expect(document.querySelector('#heart-1')!.getAttribute('data-etl-state')).toBe('mounted');
  });

  it('render once the store no longer matches the server markup, and only those', async () => {
    start(serverHeart(1) + serverHeart(2));
    await settle();
    const serverButton = document.querySelector('#heart-2 button');
    act(() => store.setState({ liked: { 2: true } }));
    await settle();
    expect(runtime!.stats()).toMatchObject({ mounted: 2, rendered: 1 });
    const button = document.querySelector('#heart-2 button')!;
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('Bewaard');
    // A stale markup is rendered anew, not adopted: hydration would keep its old attributes.
    expect(button).not.toBe(serverButton);
    expect(document.querySelector('#heart-1 button')!.getAttribute('aria-pressed')).toBe('false');
  });

  it('hold a click that came before their code and replay it once rendered, on the same button', async () => {
    start(serverHeart(3));
    await settle();
    const serverButton = document.querySelector<HTMLButtonElement>('#heart-3 button')!;
    const pageSawClick = vi.fn();
    document.body.addEventListener('click', pageSawClick);
    serverButton.click();
    expect(clicks).not.toHaveBeenCalled();
    // Heard at once: marked busy in the click's own task, unmarked once the widget took it over.
    expect(serverButton.hasAttribute('data-etl-pending')).toBe(true);
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenCalledWith(3);
    expect(document.querySelector('#heart-3 [data-etl-pending]')).toBeNull();
    // Hydrated: the server's node is the widget's node now.
    expect(document.querySelector('#heart-3 button')).toBe(serverButton);
    expect(runtime!.stats().rendered).toBe(1);
    // The held click never reached the page; the replayed one did, once.
    expect(pageSawClick).toHaveBeenCalledTimes(1);
  });

  it("draw the frame of the dialog a held click opens (aria-haspopup) inside the click, and leave it to the widget's dialog", async () => {
    start(serverHeart(4).replace('class="heart"', 'class="heart" aria-haspopup="dialog"'));
    await settle();
    const button = document.querySelector<HTMLButtonElement>('#heart-4 button')!;
    button.click();
    // In the click's own task, before any of the widget's code; the focus is not taken from the button's page.
    expect([...document.querySelectorAll('[data-etl-dialog-frame]')].map((frame) => [frame.getAttribute('role'), frame.textContent])).toEqual([['status', 'Laden…']]);
    await settle();
    expect(clicks).toHaveBeenCalledWith(4);
    // The widget's dialog replaces it as it opens (shared/dialog.tsx of the widgets); Heart opens none.
    expect(document.querySelectorAll('[data-etl-dialog-frame]')).toHaveLength(1);
    // A click on a button that opens no dialog draws no frame.
    runtime!.stop();
    start(serverHeart(2));
    await settle();
    document.querySelector<HTMLButtonElement>('#heart-2 button')!.click();
    expect(document.querySelector('[data-etl-dialog-frame]')).toBeNull();
  });

  it('draw no frame where the page gave the runtime no text for it (the runtime has no words of its own)', async () => {
    document.body.innerHTML = serverHeart(6).replace('class="heart"', 'class="heart" aria-haspopup="dialog"');
    runtime = createRuntime([heart], document, { store });
    runtime.start();
    await settle();
    const button = document.querySelector<HTMLButtonElement>('#heart-6 button')!;
    button.click();
    expect(button.hasAttribute('data-etl-pending')).toBe(true);
    expect(document.querySelector('[data-etl-dialog-frame]')).toBeNull();
    await settle();
    expect(clicks).toHaveBeenCalledWith(6);
  });

  it('take the busy mark and the frame away when the code fails to load, so that the shopper can click again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Its own definition: a load function's outcome is kept once it succeeded (load-with-retry.ts).
    const unreachable: WidgetDefinition<{ id: number }> = {
      ...heart,
      name: 'unreachable-heart',
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    };
    document.body.innerHTML = serverHeart(5)
      .replace('data-etl-widget="heart"', 'data-etl-widget="unreachable-heart"')
      .replace('class="heart"', 'class="heart" aria-haspopup="dialog"');
    runtime = createRuntime([unreachable], document, { store, dialogFrame: 'Laden…' });
    runtime.start();
    await settle();
    const button = document.querySelector<HTMLButtonElement>('#heart-5 button')!;
    button.click();
    expect(button.hasAttribute('data-etl-pending')).toBe(true);
    expect(document.querySelector('[data-etl-dialog-frame]')).not.toBeNull();
    // The first try and its one retry, a second later, fail.
    await waitFor(() => expect(error.mock.calls.map((call) => String(call[0]))).toContainEqual(expect.stringContaining('could not load its code')), { timeout: 3000 });
    expect(document.querySelector('[data-etl-dialog-frame]')).toBeNull();
    expect(button.hasAttribute('data-etl-pending')).toBe(false);
    error.mockRestore();
  });

  it('hold a click made before they were connected or resumed (the work queue had not reached them yet)', async () => {
    start(serverHeart(11) + serverHeart(12) + serverHeart(13));
    // No settling: the runtime has only queued the connects; three quick clicks, as a shopper comparing cards.
    for (const id of [11, 12, 13]) document.querySelector<HTMLButtonElement>(`#heart-${id} button`)!.click();
    expect(clicks).not.toHaveBeenCalled();
    await settle();
    expect(clicks.mock.calls).toEqual([[11], [12], [13]]);
  });

  it('hold a click with no pointer or focus before it (keyboard, screen reader, element.click()) on a widget activated by interaction', async () => {
    const onTouch: WidgetDefinition<{ id: number }> = { ...heart, name: 'touch-heart', activation: 'interaction' };
    document.body.innerHTML = serverHeart(14).replace('data-etl-widget="heart"', 'data-etl-widget="touch-heart"');
    runtime = createRuntime([onTouch], document, { store });
    runtime.start();
    await settle();
    expect(load).not.toHaveBeenCalled();
    const pageSawClick = vi.fn();
    document.body.addEventListener('click', pageSawClick);
    document.querySelector<HTMLButtonElement>('#heart-14 button')!.click();
    expect(pageSawClick).not.toHaveBeenCalled();
    await settle();
    expect(clicks.mock.calls).toEqual([[14]]);
    expect(pageSawClick).toHaveBeenCalledTimes(1);
  });

  it('hold a click on an area marked as acting like the button (data-etl-clickable) and replay it there', async () => {
    function Ticket() {
      return (
        <div data-etl-clickable="" onClick={() => clicks('ticket')}>
          <button type="button">Kopieer</button>
          <p className="hint">Klik om te kopiëren</p>
        </div>
      );
    }
    const ticket: WidgetDefinition = { name: 'ticket', activation: 'eager', props: {}, load: async () => ({ default: Ticket }), resume: {} };
    document.body.innerHTML = `<div data-etl-widget="ticket" data-etl-prerendered><div data-etl-clickable=""><button type="button">Kopieer</button><p class="hint">Klik om te kopiëren</p></div></div>`;
    runtime = createRuntime([ticket], document, { store });
    runtime.start();
    await settle();
    document.querySelector<HTMLElement>('.hint')!.click();
    expect(clicks).not.toHaveBeenCalled();
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenCalledWith('ticket');
  });

  it('wake on a mouse over their scope or focus in it, not on a finger scrolling past', async () => {
    start(serverHeart(4) + serverHeart(5));
    await settle();
    const name = document.querySelector('#card-4 .name')!;
    name.dispatchEvent(Object.assign(new Event('pointerover', { bubbles: true }), { pointerType: 'touch' }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    name.dispatchEvent(Object.assign(new Event('pointerover', { bubbles: true }), { pointerType: 'mouse' }));
    await settle();
    expect(runtime!.stats().rendered).toBe(1);
    document.querySelector('#card-5 .name')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(runtime!.stats().rendered).toBe(2);
  });

  it('render as usual where the markup is a plain fallback (no data-etl-prerendered)', async () => {
    start(serverHeart(6, ''));
    await settle();
    expect(store.getState().watched).toEqual([]);
    expect(document.querySelector('#heart-6 button')!.textContent).toBe('Bewaar');
    expect(runtime!.stats()).toMatchObject({ mounted: 1, rendered: 1 });
  });

  it('with resume.click, act inside the click itself: no waiting for code, and offline too', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const action = vi.fn();
    const offline: WidgetDefinition<{ id: number }> = {
      ...heart,
      name: 'offline-heart',
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      resume: { ...heart.resume, click: ({ id }) => action(id) },
    };
    document.body.innerHTML = serverHeart(7).replace('data-etl-widget="heart"', 'data-etl-widget="offline-heart"');
    runtime = createRuntime([offline], document, { store });
    runtime.start();
    await settle();
    const button = document.querySelector<HTMLButtonElement>('#heart-7 button')!;
    button.click();
    expect(action).toHaveBeenCalledWith(7);
    expect(button.hasAttribute('data-etl-pending')).toBe(true);
    // A second click while the code is still missing is the shopper's too.
    button.click();
    expect(action).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('widget "offline-heart" on <div#heart-7> could not load its code'), expect.any(TypeError)), { timeout: 3000 });
    expect(document.querySelector('#heart-7')!.getAttribute('data-etl-state')).toBe('mounted');
  });

  it('replay a held click on the rendered button when the state changed meanwhile (rendered anew)', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: WidgetDefinition<{ id: number }> = { ...heart, name: 'slow-heart', load: async () => (await gate, { default: Heart }) };
    document.body.innerHTML = serverHeart(10).replace('data-etl-widget="heart"', 'data-etl-widget="slow-heart"');
    runtime = createRuntime([slow], document, { store });
    runtime.start();
    await settle();
    document.querySelector<HTMLButtonElement>('#heart-10 button')!.click();
    act(() => store.setState({ liked: { 10: true } }));
    release();
    await settle();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(clicks).toHaveBeenCalledWith(10);
    expect(document.querySelector('#heart-10 button')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('leave no callbacks behind when removed', async () => {
    start(serverHeart(8) + serverHeart(9));
    await settle();
    const waiting = runtime!.stats().waitingForTouch;
    expect(waiting).toBeGreaterThan(0);
    document.body.replaceChildren();
    await settle();
    expect(runtime!.stats()).toMatchObject({ connected: 0, mounted: 0, rendered: 0, waitingForTouch: 0 });
  });
});

describe("resumed widgets' starts (like lookups, header counts)", () => {
  /** Code that arrives when the test says so. */
  function gate() {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    return { arrived, arrive };
  }
  const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

  it('run once the code of the widgets activated with them has arrived and those are live', async () => {
    const code = gate();
    const enhance = vi.fn();
    const slowEnhancer: WidgetDefinition<Record<string, never>> = {
      name: 'slow-enhancer',
      activation: 'eager',
      props: {},
      enhance: true,
      load: async () => (await code.arrived, { default: enhance }),
    };
    document.body.innerHTML = serverHeart(1) + '<div data-etl-widget="slow-enhancer"></div>';
    runtime = createRuntime([heart, slowEnhancer], document, { store });
    runtime.start();
    await wait(20);
    expect(store.getState().watched).toEqual([]);
    code.arrive();
    await settle();
    expect(enhance).toHaveBeenCalledTimes(1);
    expect(store.getState().watched).toEqual([1]);
  });

  it('run when the code they waited for failed to load', async () => {
    const failing: WidgetDefinition<Record<string, never>> = {
      name: 'failing-enhancer',
      activation: 'eager',
      props: {},
      enhance: true,
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = serverHeart(1) + '<div data-etl-widget="failing-enhancer"></div>';
    runtime = createRuntime([heart, failing], document, { store });
    runtime.start();
    await act(() => runtime!.whenSettled());
    expect(store.getState().watched).toEqual([1]);
  });

  it('run while the code a touch asked for is still loading (a start may be what answers that touch)', async () => {
    const code = gate();
    const touched: WidgetDefinition<{ id: number }> = {
      ...heart,
      name: 'touched-heart',
      activation: 'interaction',
      load: async () => (await code.arrived, { default: Heart }),
    };
    document.body.innerHTML = serverHeart(2).replace('data-etl-widget="heart"', 'data-etl-widget="touched-heart"');
    runtime = createRuntime([touched], document, { store });
    runtime.start();
    await wait(20);
    expect(store.getState().watched).toEqual([]);
    document.querySelector('#heart-2 button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await wait(20);
    expect(store.getState().watched).toEqual([2]);
    expect(runtime.stats().rendered).toBe(0);
    code.arrive();
    await settle();
    expect(runtime.stats().rendered).toBe(1);
  });
});
