import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import enhanceSalesInfo, { type SalesInfoProps } from './sales-info.js';

/** The sale pages' markup as the storefront writes it (examples/storefront/src/views/sales-info.ts), enhanced. */
function SalesInfo({ kind }: SalesInfoProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current!.firstElementChild!;
    return enhanceSalesInfo(element, { kind }) ?? undefined;
  }, [kind]);
  return (
    <div ref={host}>
      {kind === 'box' ? (
        <aside className="sales-info" aria-labelledby="sales-info-title" data-etl-widget="sales-info" data-etl-kind="box">
          <h2 id="sales-info-title">Geen nepkortingen</h2>
          <p>
            Bij ons geen nepkortingen: we tonen alleen kortingen ten opzichte van een echte eerdere prijs. <a href="/sales">Zo werken onze kortingen</a>
          </p>
        </aside>
      ) : (
        <details className="sales-tip" data-etl-widget="sales-info" data-etl-kind="tooltip">
          <summary aria-label="Over deze kortingen">
            <span aria-hidden="true">i</span>
          </summary>
          <div>
            <p>Elke korting vergelijken we met een echte eerdere prijs van de webshop, nooit met een verzonnen adviesprijs.</p>
            <a href="/sales">Lees hoe onze kortingen werken</a>
          </div>
        </details>
      )}
    </div>
  );
}

const meta = {
  title: 'Widgets/Sales info',
  component: SalesInfo,
  args: { kind: 'box' },
  parameters: {
    docs: {
      description: {
        component:
          "The 'no fake discounts' box at the top of a sale page and the toggletip beside its result count (a `<details>`, so it opens without JavaScript). The enhancer sends the link clicks' UI events and closes the toggletip on Escape. Its element is shown under Server markup below.",
      },
    },
  },
} satisfies Meta<typeof SalesInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Box: Story = {};

/** Opened, then closed by Escape: the focus goes back to its button. */
export const Tooltip: Story = {
  args: { kind: 'tooltip' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByLabelText('Over deze kortingen');
    await userEvent.click(summary);
    await expect(summary.closest('details')).toHaveProperty('open', true);
    await userEvent.keyboard('{Escape}');
    await expect(summary.closest('details')).toHaveProperty('open', false);
    await expect(summary).toHaveFocus();
  },
};
