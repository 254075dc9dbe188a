import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createEtalageStore, getStore, setStore } from '@etalage/store';
import { installModalTriggers } from './triggers.js';
import { modalRegistry } from './registry.js';
import { ModalDialog, useModal } from './modal-context.js';
import { MODAL_LOAD_FAILED } from './modal-alert.js';
import { openModal } from './open.js';

/** Opens a modal of this test's own (the registry's typed names are the modal folders'). */
type OpenTestModal = (name: string, props: Record<string, unknown>) => void;

function NoteModal({ text }: { text: string }) {
  const modal = useModal();
  const openStacked = modal.openStacked as OpenTestModal;
  return (
    <ModalDialog title="Notitie">
      <p>{text}</p>
      <button type="button" onClick={() => openStacked('detail', { text: `${text} (detail)` })}>
        Meer
      </button>
    </ModalDialog>
  );
}

function DetailModal({ text }: { text: string }) {
  return (
    <ModalDialog title="Detail">
      <p>{text}</p>
    </ModalDialog>
  );
}

let failNext = 0;
/** Waits past loadWithRetry's one-second retry. */
const RETRIED = { timeout: 3000 };
let release: (() => void) | null = null;
let holdNext = false;

beforeAll(() => installModalTriggers(document));

beforeEach(() => {
  // New loaders in each test: loadWithRetry keeps a loaded modal's code for the page.
  modalRegistry.note = async () => {
    if (holdNext) await new Promise<void>((resolve) => (release = resolve));
    if (failNext > 0) {
      failNext -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return { default: NoteModal };
  };
  modalRegistry.detail = async () => ({ default: DetailModal });
  setStore(createEtalageStore());
  window.dataLayer = [];
  failNext = 0;
  holdNext = false;
  document.body.innerHTML = `
    <a id="opener" href="/notities/1" data-etl-modal="note" data-etl-modal-props='{"text":"Eiken eettafel"}' data-etl-modal-opener="card">Notitie</a>
    <a id="broken" href="/notities/2" data-etl-modal="note" data-etl-modal-props='{"text":'>Kapot</a>
    <a id="unknown" href="/elders" data-etl-modal="bestaat-niet">Onbekend</a>`;
});

afterEach(() => vi.restoreAllMocks());

const opener = () => document.getElementById('opener') as HTMLAnchorElement;
/** The frame the click draws while the modal's code is on its way (runtime dialog-frame.ts). */
const frames = () => document.querySelectorAll('[data-etl-dialog-frame]');

function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

describe('modal host', () => {
  it('opens the modal named by the opener with its props, busy while the code loads, and reports modal_open', async () => {
    holdNext = true;
    const event = click(opener());
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(opener().getAttribute('aria-busy')).toBe('true'));
    release?.();
    const dialog = await screen.findByRole('dialog', { name: 'Notitie' });
    expect(dialog.textContent).toContain('Eiken eettafel');
    expect(opener().hasAttribute('aria-busy')).toBe(false);
    expect(window.dataLayer).toContainEqual({ event: 'modal_open', modal_name: 'note', modal_opener: 'card' });
    expect(getStore().getState().modals.map((entry) => entry.name)).toEqual(['note']);
  });

  it("draws the modal's frame inside the click, saying 'Laden…', and the modal replaces it as it opens", async () => {
    holdNext = true;
    release = null;
    click(opener());
    // Synchronously, in the click's own task: no code has run but the entry's.
    expect([...frames()].map((frame) => [frame.getAttribute('role'), frame.textContent])).toEqual([['status', 'Laden…']]);
    // The focus stays where it was (a popover, not a modal dialog): the modal takes it from there.
    expect(document.activeElement).not.toBe(frames()[0]);
    await waitFor(() => expect(release).not.toBeNull());
    release!();
    await screen.findByRole('dialog', { name: 'Notitie' });
    expect(frames()).toHaveLength(0);
  });

  it('takes the frame away when the modal does not open: its code failed, or there is no such modal', async () => {
    failNext = 2;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    click(opener());
    expect(frames()).toHaveLength(1);
    await screen.findByText(MODAL_LOAD_FAILED, {}, RETRIED);
    await waitFor(() => expect(frames()).toHaveLength(0));
    click(document.getElementById('unknown')!);
    expect(frames()).toHaveLength(1);
    await waitFor(() => expect(frames()).toHaveLength(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("closes with 'Sluiten', gives the focus back to the opener and empties the store", async () => {
    click(opener());
    await screen.findByRole('dialog', { name: 'Notitie' });
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(getStore().getState().modals).toEqual([]));
    expect(document.activeElement).toBe(opener());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the focus to the first control of the opener’s widget when the widget drew the opener anew meanwhile', async () => {
    const widget = document.createElement('div');
    widget.setAttribute('data-etl-widget', 'user-box');
    widget.append(opener());
    document.body.prepend(widget);
    opener().focus();
    click(opener());
    await screen.findByRole('dialog', { name: 'Notitie' });
    // What a login does to the header's user box: 'Inloggen' becomes the avatar link.
    const avatar = document.createElement('a');
    avatar.href = '/user';
    avatar.textContent = 'Sanne';
    widget.replaceChildren(avatar);
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(getStore().getState().modals).toEqual([]));
    expect(document.activeElement).toBe(avatar);
  });

  it('opens at the first click when the code failed once: the load is retried after a second', async () => {
    failNext = 1;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    click(opener());
    expect(await screen.findByRole('dialog', { name: 'Notitie' }, RETRIED)).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
  });

  it('resets the open flag when the code fails to load again after its retry, says so in Dutch, and opens on the next click', async () => {
    failNext = 2;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    click(opener());
    expect(await screen.findByText(MODAL_LOAD_FAILED, {}, RETRIED)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MODAL_LOAD_FAILED);
    expect(getStore().getState().modals).toEqual([]);
    expect(opener().hasAttribute('aria-busy')).toBe(false);
    expect(String(error.mock.calls[0]?.[0])).toContain('modal "note" could not be loaded');

    click(opener());
    expect(await screen.findByRole('dialog', { name: 'Notitie' })).toBeTruthy();
  });

  it('stacks a modal opened from a modal, and closing the top one leaves the one below open and the page locked', async () => {
    click(opener());
    await screen.findByRole('dialog', { name: 'Notitie' });
    fireEvent.click(screen.getByRole('button', { name: 'Meer' }));
    const detail = await screen.findByRole('dialog', { name: 'Detail' });
    expect(detail.textContent).toContain('Eiken eettafel (detail)');
    expect(getStore().getState().modals.map((entry) => entry.name)).toEqual(['note', 'detail']);

    const closeButtons = screen.getAllByRole('button', { name: 'Sluiten' });
    fireEvent.click(closeButtons[closeButtons.length - 1]!);
    await waitFor(() => expect(getStore().getState().modals.map((entry) => entry.name)).toEqual(['note']));
    expect(document.documentElement.classList.contains('etl-scroll-locked')).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Notitie' })).toBeTruthy();
  });

  it('shows one modal at a time: opening another (not from a modal) replaces it', async () => {
    click(opener());
    await screen.findByRole('dialog', { name: 'Notitie' });
    await openModal({ name: 'detail', props: { text: 'Los' }, opener: 'header' });
    await waitFor(() => expect(getStore().getState().modals.map((entry) => entry.name)).toEqual(['detail']));
    expect(screen.queryByRole('dialog', { name: 'Notitie' })).toBeNull();
  });

  it('leaves a click with a modifier key to the link (a new tab), and ignores a click elsewhere', () => {
    expect(click(opener(), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(opener(), { metaKey: true }).defaultPrevented).toBe(false);
    expect(click(document.body).defaultPrevented).toBe(false);
    expect(getStore().getState().modals).toEqual([]);
  });

  it('names the element and attribute of bad props and of an unknown modal in the console, and opens nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    click(document.getElementById('broken')!);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]?.[0])).toContain('data-etl-modal-props of modal "note" is not a JSON object');
    // The link's own page does the same without the modal.
    expect(assign).toHaveBeenCalledWith(expect.stringContaining('/notities/2'));

    click(document.getElementById('unknown')!);
    await waitFor(() => expect(String(error.mock.calls[1]?.[0])).toContain('there is no modal named "bestaat-niet"'));
    expect(getStore().getState().modals).toEqual([]);
    expect(document.getElementById('unknown')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('puts the error or the offending value in the etalage:error event, and the opener after it in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign: vi.fn() } as Location);
    const details: { area: string; error: unknown }[] = [];
    const heard = (event: Event) => details.push((event as CustomEvent).detail);
    document.addEventListener('etalage:error', heard);
    try {
      click(document.getElementById('broken')!);
      await waitFor(() => expect(details).toHaveLength(1));
      expect(details[0]).toEqual({ area: 'modal-host', error: expect.any(SyntaxError) });
      expect(error.mock.calls[0]?.slice(1)).toEqual([details[0]!.error, document.getElementById('broken')]);

      click(document.getElementById('unknown')!);
      await waitFor(() => expect(details).toHaveLength(2));
      expect(details[1]).toEqual({ area: 'modal-host', error: 'bestaat-niet' });
      expect(error.mock.calls[1]?.slice(1)).toEqual(['bestaat-niet', document.getElementById('unknown')]);
    } finally {
      document.removeEventListener('etalage:error', heard);
    }
  });

  it('on a phone, takes a history entry so that the back button closes the modal', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('max-width'), media: query }) as MediaQueryList);
    const push = vi.spyOn(history, 'pushState');
    click(opener());
    await screen.findByRole('dialog', { name: 'Notitie' });
    expect(push).toHaveBeenCalledTimes(1);
    expect(getStore().getState().modals[0]?.inHistory).toBe(true);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await waitFor(() => expect(getStore().getState().modals).toEqual([]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
