import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { dismissableLayer, type DismissReason } from './dismissable-layer.js';
import { useDismissableLayer } from './use-dismissable-layer.js';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

function Layer({ onDismiss, enabled = true, focusOut = false }: { onDismiss: (reason: DismissReason) => void; enabled?: boolean; focusOut?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useDismissableLayer(ref, onDismiss, { enabled, focusOut });
  return (
    <div>
      <div ref={ref} data-testid="layer">
        <button type="button">binnen</button>
      </div>
      <button type="button">buiten</button>
    </div>
  );
}

const inside = () => document.querySelector<HTMLElement>('[data-testid="layer"] button')!;
const outside = () => [...document.querySelectorAll<HTMLElement>('button')].find((button) => button.textContent === 'buiten')!;

describe('useDismissableLayer', () => {
  it('dismisses on a click outside, not on a click inside', () => {
    const onDismiss = vi.fn();
    render(<Layer onDismiss={onDismiss} />);
    fireEvent.click(inside());
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.click(outside());
    expect(onDismiss).toHaveBeenCalledWith('outside');
  });

  it('dismisses on a click outside even when the clicked element stops its propagation', () => {
    const onDismiss = vi.fn();
    render(<Layer onDismiss={onDismiss} />);
    outside().addEventListener('click', (event) => event.stopPropagation());
    fireEvent.click(outside());
    expect(onDismiss).toHaveBeenCalledWith('outside');
  });

  it('keeps the layer when a finger presses to scroll: a pointerdown without a click', () => {
    const onDismiss = vi.fn();
    render(<Layer onDismiss={onDismiss} />);
    fireEvent.pointerDown(outside());
    fireEvent.pointerUp(document.body);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('dismisses on Escape, and the key goes no further', () => {
    const onDismiss = vi.fn();
    const further = vi.fn();
    render(<Layer onDismiss={onDismiss} />);
    outside().addEventListener('keydown', further);
    const notCancelled = fireEvent.keyDown(outside(), { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledWith('escape');
    expect(notCancelled).toBe(false);
    expect(further).not.toHaveBeenCalled();
  });

  it('dismisses when the focus leaves the layer, where asked for', () => {
    const onDismiss = vi.fn();
    const view = render(<Layer onDismiss={onDismiss} />);
    act(() => inside().focus());
    act(() => outside().focus());
    expect(onDismiss).not.toHaveBeenCalled();

    view.rerender(<Layer onDismiss={onDismiss} focusOut />);
    act(() => inside().focus());
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => outside().focus());
    expect(onDismiss).toHaveBeenCalledWith('focus');
  });

  it('listens only while enabled, and not after unmount', () => {
    const onDismiss = vi.fn();
    const view = render(<Layer onDismiss={onDismiss} enabled={false} />);
    fireEvent.click(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();

    view.rerender(<Layer onDismiss={onDismiss} />);
    const removed = vi.spyOn(document, 'removeEventListener');
    view.unmount();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['click', 'keydown']);
    removed.mockRestore();
    fireEvent.click(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('calls the latest onDismiss without listening anew', () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(<Layer onDismiss={first} />);
    const added = vi.spyOn(document, 'addEventListener');
    view.rerender(<Layer onDismiss={second} />);
    expect(added).not.toHaveBeenCalled();
    added.mockRestore();
    fireEvent.click(document.body);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('outside');
  });
});

describe('dismissableLayer', () => {
  it('counts a click inside an open shadow root within the layer as inside', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const layer = document.createElement('div');
    const button = document.createElement('button');
    layer.append(button);
    shadow.append(layer);
    const onDismiss = vi.fn();
    const remove = dismissableLayer(layer, onDismiss);
    button.click();
    expect(onDismiss).not.toHaveBeenCalled();
    document.body.click();
    expect(onDismiss).toHaveBeenCalledWith('outside');
    remove();
  });

  it('dismisses the innermost open layer only on Escape', () => {
    const outer = document.createElement('div');
    const inner = document.createElement('div');
    outer.append(inner);
    document.body.append(outer);
    const dismissed: string[] = [];
    const removeOuter = dismissableLayer(outer, () => dismissed.push('outer'));
    const removeInner = dismissableLayer(inner, () => dismissed.push('inner'));
    fireEvent.keyDown(inner, { key: 'Escape' });
    expect(dismissed).toEqual(['inner']);
    removeInner();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(dismissed).toEqual(['inner', 'outer']);
    removeOuter();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(dismissed).toEqual(['inner', 'outer']);
  });

  it('leaves Escape alone where the layer does not want it', () => {
    const layer = document.createElement('div');
    document.body.append(layer);
    const onDismiss = vi.fn();
    const remove = dismissableLayer(layer, onDismiss, { escape: false });
    expect(fireEvent.keyDown(document.body, { key: 'Escape' })).toBe(true);
    expect(onDismiss).not.toHaveBeenCalled();
    remove();
  });
});
