import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { UpdatePromptView } from './update-prompt-view.js';
import { RELOADED_KEY, SKIP_WAITING_MESSAGE, UPDATE_BUTTON, UPDATE_TEXT, UPDATING } from './texts.js';
import { RELOAD_GUARD_MS, reloadOnce } from './reload.js';

vi.mock('./reload.js', async (original) => ({ ...(await original<typeof import('./reload.js')>()), reloadOnce: vi.fn(() => true) }));
const { default: enhanceUpdatePrompt } = await import('./update-prompt.js');
const actualReloadOnce = (await vi.importActual<typeof import('./reload.js')>('./reload.js')).reloadOnce;

/** A service worker container as the browser has one, driven by the test. */
class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
}
class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
}
class FakeContainer extends EventTarget {
  controller: object | null = null;
  registration = new FakeRegistration();
  register = vi.fn(async (_url: string, _options: RegistrationOptions) => this.registration);
}

let container: FakeContainer;

function mountPrompt() {
  const { container: host } = render(
    <div className="etl-update-prompt" role="status">
      <UpdatePromptView />
    </div>,
  );
  const element = host.firstElementChild!;
  const stop = enhanceUpdatePrompt(element, { script: '/sw.js' });
  return { element, stop: stop ?? (() => undefined) };
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

describe('update prompt (service worker refresh prompt)', () => {
  beforeEach(() => {
    container = new FakeContainer();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    vi.mocked(reloadOnce).mockClear();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.restoreAllMocks();
  });

  it('draws the Dutch prompt closed: text and a button, in a status region', () => {
    render(
      <div role="status">
        <UpdatePromptView />
      </div>,
    );
    expect(screen.getByRole('status').textContent).toContain(UPDATE_TEXT);
    expect(UPDATE_TEXT).toBe('Nieuwe versie beschikbaar');
    expect(screen.queryByRole('button', { name: UPDATE_BUTTON })).toBeNull(); // hidden
    expect(screen.getByRole('button', { name: UPDATE_BUTTON, hidden: true })).toBeTruthy();
  });

  it('registers /sw.js with scope / and stays closed on a first install', async () => {
    const { element } = mountPrompt();
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(element.querySelector<HTMLElement>('.etl-update-prompt__box')!.hidden).toBe(true);
    // The first worker takes control: no reload.
    container.controller = {};
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadOnce).not.toHaveBeenCalled();
  });

  it('opens when an update waits; the button tells the worker to skip waiting, then the page reloads once', async () => {
    container.controller = {};
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    container.registration.waiting = waiting;
    mountPrompt();
    await settle();
    const button = screen.getByRole('button', { name: UPDATE_BUTTON });
    button.focus();
    expect(document.activeElement).toBe(button); // keyboard reachable
    fireEvent.click(button);
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(button.textContent).toBe(UPDATING);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadOnce).toHaveBeenCalledTimes(1);
  });

  it('opens when a new worker finishes installing while this page is controlled', async () => {
    container.controller = {};
    mountPrompt();
    await settle();
    expect(screen.queryByRole('button', { name: UPDATE_BUTTON })).toBeNull();
    const installing = new FakeWorker();
    container.registration.installing = installing;
    container.registration.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(screen.getByRole('button', { name: UPDATE_BUTTON })).toBeTruthy();
  });

  it('a failed registration logs one clear warning and leaves the page alone', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    container.register.mockRejectedValueOnce(new Error('blocked'));
    const { element } = mountPrompt();
    await settle();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(warn.mock.calls[0]?.[0]).toContain('service worker not registered');
    expect(error).not.toHaveBeenCalled();
    expect(element.querySelector<HTMLElement>('.etl-update-prompt__box')!.hidden).toBe(true);
  });

  it('a registration that resolves to nothing (workers blocked) warns once, without a TypeError', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    container.controller = {};
    container.register.mockResolvedValueOnce(undefined as unknown as FakeRegistration);
    const { element, stop } = mountPrompt();
    await settle();
    process.off('unhandledRejection', unhandled);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(String(warn.mock.calls[0]?.[1])).not.toMatch(/TypeError|waiting/);
    expect(error).not.toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
    expect(element.querySelector<HTMLElement>('.etl-update-prompt__box')!.hidden).toBe(true);
    stop();
  });

  it('a browser without service workers: nothing registered, nothing logged', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mountPrompt();
    await settle();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('reloads at most once within the guard time (no reload loop)', () => {
    const storage = new Map<string, string>();
    const win = {
      sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
      location: { reload: vi.fn() },
    } as unknown as Parameters<typeof actualReloadOnce>[0];
    expect(actualReloadOnce(win, 1_000_000)).toBe(true);
    expect(storage.get(RELOADED_KEY)).toBe('1000000');
    expect(actualReloadOnce(win, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(actualReloadOnce(win, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });
});
