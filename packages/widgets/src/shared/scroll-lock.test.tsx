import { afterEach, describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { Dialog } from './dialog.js';
import { isolateWidgets } from './isolation.js';

// Stable, as a host's callback is: happy-dom fires 'close' at once, not queued as browsers do.
const ignoreClose = () => {};

function Stack({ first, second }: { first: boolean; second: boolean }) {
  return (
    <>
      <Dialog open={first} title="Schrijf een review" onClose={ignoreClose}>
        <p>Onderste</p>
      </Dialog>
      <Dialog open={second} title="Foto toevoegen" onClose={ignoreClose}>
        <p>Bovenste</p>
      </Dialog>
    </>
  );
}

describe('page scroll lock on a partner page (dialogs inside a shadow root)', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  it('locks the host page with an inline overflow, keeps it while a stacked dialog is open, and restores the page’s own value', async () => {
    // The partner shop's stylesheet cannot see the widget stylesheet: only the inline style can lock its page.
    isolateWidgets('data:text/css,');
    document.documentElement.style.overflow = 'scroll';
    const view = render(<Stack first second={false} />);
    const layerDialogs = () => [...document.body.lastElementChild!.shadowRoot!.querySelectorAll('dialog')];
    expect(layerDialogs().length).toBe(2);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.documentElement.classList.contains('etl-scroll-locked')).toBe(true);

    await act(async () => view.rerender(<Stack first second />));
    await act(async () => view.rerender(<Stack first second={false} />));
    expect(layerDialogs()[1]!.open).toBe(false);
    expect(document.documentElement.style.overflow).toBe('hidden');

    await act(async () => view.rerender(<Stack first={false} second={false} />));
    // The dialog's 'close' event (queued by the browser) gives the page back.
    await waitFor(() => expect(document.documentElement.style.overflow).toBe('scroll'));
    expect(document.documentElement.classList.contains('etl-scroll-locked')).toBe(false);
    view.unmount();
  });
});
