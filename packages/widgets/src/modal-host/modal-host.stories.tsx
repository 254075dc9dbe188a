import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getStore } from '@etalage/store';
import { installModalTriggers } from './triggers.js';
import { modalRegistry } from './registry.js';
import { ModalDialog } from './modal-context.js';

/** A stand-in modal for the host's own stories: the real modals have stories of their own. */
function ExampleModal({ productName }: { productName: string }) {
  return (
    <ModalDialog title="Voorbeeldvenster">
      <p>{`Geopend vanaf de kaart van ${productName}.`}</p>
    </ModalDialog>
  );
}

function Openers() {
  return (
    <p>
      <a href="/product/12/reviews" data-etl-modal="example" data-etl-modal-props='{"productName":"Eiken eettafel Lund"}' data-etl-modal-opener="card">
        Open het voorbeeldvenster
      </a>
    </p>
  );
}

const meta = {
  title: 'Widgets/Modal host',
  component: Openers,
  beforeEach: () => {
    modalRegistry.example = async () => ({ default: ExampleModal });
    installModalTriggers(document);
  },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 360 },
      description: {
        component: [
          'Every modal of the storefront (auth, user menu, favourites, watchdog, reviews, review images, deliveries, mobile',
          'menu) opens through one host. The server marks any element as an opener; the embed has one delegated click',
          'listener for all of them, so openers need no mounting and may be inserted at any time. The opener is best a',
          'link to the page that does the same without JavaScript: a click with Ctrl/⌘ still opens that page.',
          '',
          '```html',
          '<a href="/product/12/reviews"',
          '   data-etl-modal="reviews"                      <!-- the modal, by name -->',
          '   data-etl-modal-props=\'{"variantId":12}\'      <!-- its props, JSON (optional) -->',
          '   data-etl-modal-opener="card">                 <!-- modal_opener of the modal_open event -->',
          '  4,5 van 5 sterren, 12 reviews</a>',
          '```',
          '',
          'While the modal’s code loads the opener has `aria-busy="true"` (the stylesheet pulses it). If loading fails, the',
          'open flag is reset, the opener works again and a Dutch message says so. Widgets open modals from their own',
          'buttons with `openModalLazily({ name, props, opener, openerElement })`; a modal renders `<ModalDialog title>` and',
          'gets `close()` and `openStacked(name, props)` from `useModal()`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Openers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click opens the modal with the opener's props; 'Sluiten' closes it and the focus goes back to the link. */
export const OpensFromMarkup: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Open het voorbeeldvenster' });
    await userEvent.click(link);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Voorbeeldvenster' });
    await expect(dialog).toHaveTextContent('Geopend vanaf de kaart van Eiken eettafel Lund.');
    await userEvent.click(body.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(getStore().getState().modals).toEqual([]));
    await expect(link).toHaveFocus();
  },
};
