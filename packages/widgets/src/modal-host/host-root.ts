import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getStore, type EtalageStore } from '@etalage/store';
import { nextWidgetIdPrefix, WidgetIdPrefix } from '@etalage/runtime/widget-id';
import { widgetContainer } from '../shared/isolation.js';
import { ModalHost } from './modal-host.js';

let current: { store: EtalageStore; root: Root; element: HTMLElement } | undefined;

/**
 * The host renders into one element of its own at the end of the body, created on the first open. A page has
 * one store; tests and stories replace it, and then get a host of the new store.
 */
export function mountModalHost(doc: Document): void {
  const store = getStore();
  if (current?.store === store && current.element.isConnected) return;
  if (current) {
    current.root.unmount();
    current.element.remove();
  }
  const element = doc.createElement('div');
  element.className = 'etl-modal-host';
  doc.body.append(element);
  // On partner pages the host renders inside a shadow root of its element (isolation.ts).
  const root = createRoot(widgetContainer(element));
  // A root of its own: its ids get a prefix of their own too (widget-id.ts in the runtime).
  root.render(createElement(WidgetIdPrefix.Provider, { value: nextWidgetIdPrefix() }, createElement(ModalHost)));
  current = { store, root, element };
}

/** Removes the host and its open modals (tests and stories, between cases). */
export function unmountModalHost(): void {
  if (!current) return;
  current.root.unmount();
  current.element.remove();
  current = undefined;
}
