import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { createRuntime, type Runtime } from './runtime.js';
import type { WidgetDefinition } from './types.js';

function Greeting({ name }: { name: string }) {
  return <strong className="greeting">Hallo {name}</strong>;
}

const greeting: WidgetDefinition<{ name: string }> = {
  name: 'greeting',
  activation: 'eager',
  props: { name: { type: 'string', required: true } },
  load: async () => ({ default: Greeting }),
};

let runtime: Runtime | undefined;
/** The runtime's reports follow a moment later (their messages load with the first problem, problems.ts). */
const reported = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  vi.restoreAllMocks();
});

/** Lets the loader promise, the MutationObserver and the render settle. */
async function flush() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await runtime?.whenSettled();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe('runtime (happy-dom)', () => {
  it('whenSettled resolves only once every activated widget is mounted (code loaded, mount task run)', async () => {
    document.body.innerHTML = '<div data-etl-widget="greeting" data-etl-name="Anna"></div><div data-etl-widget="greeting" data-etl-name="Bas"></div>';
    runtime = createRuntime([greeting]);
    runtime.start();
    await act(async () => {
      await runtime!.whenSettled();
    });
    expect(runtime.stats()).toMatchObject({ connected: 2, mounted: 2 });
  });

  it('mounts existing and inserted widgets, and unmounts removed ones restoring the server fallback', async () => {
    document.body.innerHTML = '<div id="a" data-etl-widget="greeting" data-etl-name="Anna">fallback A</div><section id="list"></section>';
    runtime = createRuntime([greeting]);
    runtime.start();
    await flush();
    expect(document.querySelector('#a')!.textContent).toBe('Hallo Anna');
    expect(document.querySelector('#a')!.getAttribute('data-etl-state')).toBe('mounted');

    document.querySelector('#list')!.insertAdjacentHTML('beforeend', '<p id="b" data-etl-widget="greeting" data-etl-name="Bas">fallback B</p>');
    await flush();
    expect(document.querySelector('#b')!.textContent).toBe('Hallo Bas');
    expect(runtime.stats()).toMatchObject({ connected: 2, mounted: 2 });

    const removed = document.querySelector('#b')!;
    removed.remove();
    await flush();
    expect(runtime.stats()).toMatchObject({ connected: 1, mounted: 1 });
    expect(removed.textContent).toBe('fallback B');
    expect(removed.hasAttribute('data-etl-state')).toBe(false);
  });

  it('reports a malformed prop once, naming the element, widget and attribute, and mounts the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<div id="bad" class="card" data-etl-widget="greeting">kapot</div><div id="good" data-etl-widget="greeting" data-etl-name="Cas"></div>';
    const events: unknown[] = [];
    document.addEventListener('etalage:error', (event) => events.push((event as CustomEvent).detail), { once: true });
    runtime = createRuntime([greeting]);
    runtime.start();
    await flush();
    expect(document.querySelector('#good')!.textContent).toBe('Hallo Cas');
    expect(document.querySelector('#bad')!.textContent).toBe('kapot');
    await reported(() => expect(error).toHaveBeenCalledWith('[etalage] widget "greeting" on <div#bad.card>: data-etl-name is required but missing', expect.anything()));
    expect(events).toEqual([expect.objectContaining({ widget: 'greeting', phase: 'props', attribute: 'data-etl-name' })]);
  });

  it('does not log an error whose event a listener canceled', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div data-etl-widget="greeting"></div>';
    const canceled: Event[] = [];
    const cancel = (event: Event) => {
      event.preventDefault();
      canceled.push(event);
    };
    document.addEventListener('etalage:error', cancel);
    runtime = createRuntime([greeting]);
    runtime.start();
    await flush();
    // The log is decided as the event is dispatched: once the listener canceled it, nothing was logged.
    await reported(() => expect(canceled).toHaveLength(1));
    document.removeEventListener('etalage:error', cancel);
    expect(error).not.toHaveBeenCalled();
  });

  it('names unknown widgets and a bad activation override in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<div data-etl-widget="nope"></div><div id="x" data-etl-widget="greeting" data-etl-name="Dirk" data-etl-activate="soon"></div>';
    const events: { target: EventTarget | null; detail: unknown }[] = [];
    const listener = (event: Event) => events.push({ target: event.target, detail: (event as CustomEvent).detail });
    document.addEventListener('etalage:error', listener);
    runtime = createRuntime([greeting]);
    runtime.start();
    await flush();
    await reported(() => expect(error).toHaveBeenCalledWith('[etalage] unknown widget "nope" on <div>; known: greeting'));
    await reported(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('data-etl-activate must be one of eager, idle, visible, interaction, got "soon"')));
    document.removeEventListener('etalage:error', listener);
    // Each is an `etalage:error` event on the element it concerns, from the runtime.
    expect(events).toEqual([
      { target: document.querySelector('[data-etl-widget="nope"]'), detail: { area: 'runtime', error: undefined } },
      { target: document.querySelector('#x'), detail: { area: 'runtime', error: undefined } },
    ]);
    expect(document.querySelector('#x')!.textContent).toBe('Hallo Dirk');
  });

  it('loads the registry of page-specific widgets once, when the page holds a name the entry does not know', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const farewell: WidgetDefinition<{ name: string }> = { ...greeting, name: 'farewell' };
    const moreDefinitions = vi.fn(async () => [farewell]);
    document.body.innerHTML =
      '<div id="f" data-etl-widget="farewell" data-etl-name="Fem"></div><div data-etl-widget="farewell" data-etl-name="Gijs"></div><div data-etl-widget="nope"></div>';
    runtime = createRuntime([greeting], document, { moreDefinitions });
    runtime.start();
    await act(async () => {
      await runtime!.whenSettled();
    });
    expect(moreDefinitions).toHaveBeenCalledTimes(1);
    expect(runtime.stats()).toMatchObject({ connected: 2, mounted: 2 });
    expect(document.querySelector('#f')!.textContent).toBe('Hallo Fem');
    // A name neither registry knows is reported once both are known, naming them all.
    await reported(() => expect(error).toHaveBeenCalledWith('[etalage] unknown widget "nope" on <div>; known: greeting, farewell'));
  });

  it('a page without page-specific widgets never loads their registry', async () => {
    const moreDefinitions = vi.fn(async () => []);
    document.body.innerHTML = '<div data-etl-widget="greeting" data-etl-name="Hans"></div>';
    runtime = createRuntime([greeting], document, { moreDefinitions });
    runtime.start();
    await flush();
    expect(moreDefinitions).not.toHaveBeenCalled();
  });

  it("calls a definition's preload with each element's props as it connects, before its activation, and not for bad props", async () => {
    const preload = vi.fn();
    const load = vi.fn(greeting.load);
    const onTouch: WidgetDefinition<{ name: string }> = { ...greeting, name: 'touched-greeting', activation: 'interaction', preload, load };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<div data-etl-widget="touched-greeting" data-etl-name="Anna"></div><div data-etl-widget="touched-greeting"></div>';
    runtime = createRuntime([onTouch]);
    runtime.start();
    await flush();
    expect(preload.mock.calls).toEqual([[{ name: 'Anna' }]]);
    // The widget's own code waits for its activation (a touch): the preload is the definition's own request.
    expect(load).not.toHaveBeenCalled();
  });

  it('stop() unmounts everything and restores the server HTML', async () => {
    document.body.innerHTML = '<div id="a" data-etl-widget="greeting" data-etl-name="Eva">server</div>';
    runtime = createRuntime([greeting]);
    runtime.start();
    await flush();
    runtime.stop();
    await flush();
    expect(document.querySelector('#a')!.textContent).toBe('server');
    expect(runtime.stats()).toMatchObject({ connected: 0, mounted: 0 });
  });
});

describe('enhancers', () => {
  it('add behaviour without replacing the server HTML, and clean up on removal', async () => {
    const cleanup = vi.fn();
    const enhancer = vi.fn((element: Element, props: { label: string }) => {
      element.setAttribute('data-enhanced', props.label);
      return cleanup;
    });
    document.body.innerHTML = '<article id="card" data-etl-widget="card" data-etl-label="ok"><p>server card</p></article>';
    runtime = createRuntime([
      { name: 'card', activation: 'eager', enhance: true, props: { label: { type: 'string' } }, load: async () => ({ default: enhancer }) },
    ]);
    runtime.start();
    await flush();
    const card = document.querySelector('#card')!;
    expect(card.innerHTML).toBe('<p>server card</p>');
    expect(card.getAttribute('data-enhanced')).toBe('ok');
    card.remove();
    await flush();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });
});
