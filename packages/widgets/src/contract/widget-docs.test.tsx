import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { WidgetDocs } from '../../../../stories/support/widget-docs.js';
import { contractDefinitions } from './index.js';
import { markupExamples, readableMarkup } from './examples.js';

/** Storybook's docs block (stories/support/widget-docs.tsx) for every widget: the markup to copy and the props table. */
afterEach(cleanup);

const names = [...new Set(contractDefinitions.map((d) => d.name))];

describe('the widget docs block', () => {
  it.each(names)('%s: shows its server markup and every prop from the definition, accessibly', async (name) => {
    const { container } = render(<WidgetDocs widget={name} />);
    const code = screen.getByLabelText(`Server markup of ${name}`);
    expect(code.textContent).toBe(readableMarkup(markupExamples([name])[0]!.html));
    expect(code.textContent).toContain(`data-etl-widget="${name}"`);
    const definition = contractDefinitions.find((d) => d.name === name)!;
    const rows = container.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(Object.keys(definition.props).length);
    const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('copies the markup', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<WidgetDocs widget="voucher-card" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy markup' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('data-etl-widget="voucher-card"'));
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('lists the types, required props and defaults', () => {
    render(<WidgetDocs widget="like-button" />);
    const row = (attribute: string) => screen.getByText(attribute).closest('tr')!.textContent;
    expect(row('data-etl-item-type')).toBe('data-etl-item-typeitemTypeone of variant, comparisonnovariant');
    expect(row('data-etl-item-id')).toBe('data-etl-item-iditemIda whole number from 1yes—');
    expect(row('data-etl-likes-count')).toBe('data-etl-likes-countlikesCounta whole number from 0no0');
  });

  it('shows the Twig and Jinja calls that write the attributes of its example', () => {
    render(<WidgetDocs widget="like-button" />);
    expect(screen.getByLabelText('Twig call of like-button').textContent).toBe(
      "{% import 'etalage/widgets.twig' as etalage %}\n{{ etalage.like_button({item_type: 'variant', item_id: 42, likes_count: 17, item_name: 'Bank Oslo 3-zits eikenhout'}) }}",
    );
    expect(screen.getByLabelText('Jinja call of like-button').textContent).toBe(
      "{% import 'etalage/widgets.jinja' as etalage %}\n{{ etalage.like_button(item_type='variant', item_id=42, likes_count=17, item_name='Bank Oslo 3-zits eikenhout') }}",
    );
    expect(screen.getByRole('button', { name: 'Copy Twig' })).toBeTruthy();
  });

  it('shows nothing for a name that is no widget (a modal’s stories)', () => {
    const { container } = render(<WidgetDocs widget="reviews" />);
    expect(container.innerHTML).toBe('');
  });
});
