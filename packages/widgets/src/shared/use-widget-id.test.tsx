import { afterEach, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useId } from 'react';
import { createRuntime, type Runtime, type WidgetDefinition } from '@etalage/runtime';
import { createEtalageStore, setStore } from '@etalage/store';
import { modalRegistry } from '../modal-host/registry.js';
import { ModalDialog } from '../modal-host/modal-context.js';
import { openModal } from '../modal-host/open.js';
import { unmountModalHost } from '../modal-host/host-root.js';
import { useWidgetId } from './use-widget-id.js';

/** A widget labelled by its own heading, as the similar row and the dialogs are. */
function Titled({ title }: { title: string }) {
  const id = useWidgetId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
    </section>
  );
}

const titled: WidgetDefinition<{ title: string }> = {
  name: 'titled',
  activation: 'eager',
  props: { title: { type: 'string', required: true } },
  load: async () => ({ default: Titled }),
};

let runtime: Runtime | undefined;
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  unmountModalHost();
  document.body.innerHTML = '';
});

const ids = () => [...document.querySelectorAll('[id]')].map((element) => element.id);

it(`bare useId repeats itself across preact roots (React counts client ids page-wide): why useWidgetId exists (${process.env.ETALAGE_RENDERER})`, () => {
  const Bare = () => <h2 id={useId()}>x</h2>;
  render(<Bare />);
  render(<Bare />);
  const [a, b] = ids();
  expect(a === b).toBe(process.env.ETALAGE_RENDERER === 'preact');
});

it(`two widget roots, and the modal host's root, draw different ids (${process.env.ETALAGE_RENDERER})`, async () => {
  setStore(createEtalageStore());
  document.body.innerHTML = '<div data-etl-widget="titled" data-etl-title="Eerste"></div><div data-etl-widget="titled" data-etl-title="Tweede"></div>';
  runtime = createRuntime([titled]);
  runtime.start();
  await act(async () => {
    await runtime!.whenSettled();
  });
  expect(screen.getByRole('region', { name: 'Eerste' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Tweede' })).toBeTruthy();

  modalRegistry.titledNote = async () => ({ default: () => <ModalDialog title="Notitie">inhoud</ModalDialog> });
  await act(async () => {
    await openModal({ name: 'titledNote', opener: 'test' });
  });
  await waitFor(() => expect(screen.getByRole('dialog', { name: 'Notitie' })).toBeTruthy());
  const all = ids();
  expect(all.length).toBeGreaterThanOrEqual(3);
  expect(new Set(all).size).toBe(all.length);
});
