import { Component, useMemo, type ReactNode } from 'react';
import { useStore, type ModalEntry } from '@etalage/store';
import { ModalContext, type ModalApi } from './modal-context.js';
import { closeModal, showModal } from './modal-stack.js';
import { reportProblem } from '@etalage/core';

/** A modal that throws while rendering is closed and reported; the page and the other modals stay. */
class ModalErrorBoundary extends Component<{ entry: ModalEntry; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    reportProblem('modal-host', `modal "${this.props.entry.name}" failed while rendering:`, error);
    queueMicrotask(() => closeModal(this.props.entry.id));
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function HostedModal({ entry }: { entry: ModalEntry }) {
  const api = useMemo<ModalApi>(
    () => ({
      name: entry.name,
      close: () => closeModal(entry.id),
      openStacked: (name, props) => void showModal({ name, props, opener: entry.name, stacked: true }),
      returnFocus: entry.returnFocus,
    }),
    [entry],
  );
  const Modal = entry.Component;
  if (!Modal) return null;
  return (
    <ModalContext.Provider value={api}>
      <ModalErrorBoundary entry={entry}>
        <Modal {...entry.props} />
      </ModalErrorBoundary>
    </ModalContext.Provider>
  );
}

/** Renders the open modals from the store, bottom first (a stacked modal's native dialog goes on top). */
export function ModalHost() {
  const modals = useStore((state) => state.modals);
  return (
    <>
      {modals.map((entry) => (
        <HostedModal key={entry.id} entry={entry} />
      ))}
    </>
  );
}
