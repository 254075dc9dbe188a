import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UpdatePromptView } from './update-prompt-view.js';
import { UPDATE_BUTTON, UPDATE_TEXT, UPDATING } from './texts.js';
import './update-prompt.css';

/** The prompt inside its live region, as on the page; the button shows the pending state it gets in the browser. */
function UpdatePromptPreview({ open = true, pending = false }: { open?: boolean; pending?: boolean }) {
  const [busy, setBusy] = useState(pending);
  return (
    <div className="etl-update-prompt" role="status">
      <UpdatePromptView open={open} pending={busy} onRefresh={() => setBusy(true)} />
    </div>
  );
}

const meta = {
  title: 'Widgets/Update prompt',
  component: UpdatePromptPreview,
  parameters: {
    docs: {
      description: {
        component: [
          "The service worker's refresh prompt: when a new version of the storefront's worker is",
          "installed and waiting, 'Nieuwe versie beschikbaar' with 'Vernieuwen' opens at the bottom of the window; the",
          'button tells the waiting worker to take over (`SKIP_WAITING`) and the page reloads once when it does. The',
          'server writes the closed prompt on every page; the `update-prompt` enhancer (idle) registers the worker:',
          '',
          '```ts',
          "import { renderUpdatePrompt } from '@etalage/widgets/server';",
          "renderUpdatePrompt({ script: '/sw.js' });",
          '// <div class="etl-update-prompt" role="status" data-etl-widget="update-prompt" data-etl-script="/sw.js">',
          '//   <div class="etl-update-prompt__box" hidden>…Nieuwe versie beschikbaar… <button>Vernieuwen</button></div></div>',
          '```',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof UpdatePromptPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new version waits: the prompt with its button, reachable by keyboard. */
export const UpdateWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(UPDATE_TEXT);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: UPDATE_BUTTON })).toHaveFocus();
  },
};

/** After the click, until the new worker takes over and the page reloads. */
export const Updating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: UPDATE_BUTTON }));
    await expect(canvas.getByRole('button', { name: UPDATING })).toBeDisabled();
  },
};

/** No update: the empty live region only (what every page holds). */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
