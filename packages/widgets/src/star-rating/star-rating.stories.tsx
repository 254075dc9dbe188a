import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { starRatingField } from '@etalage/markup';
import enhanceStarRating from './star-rating.js';

const serverMarkup = `The review form of \`/star/{ident}\` renders the stars input with \`starRatingField({ name: 'value' })\` of
\`@etalage/markup\`: five native radio buttons in a fieldset (the radio group works and sends without JavaScript);
\`data-etl-widget="star-rating"\` enhances it with a preview under the pointer and a spoken status line. Its element is shown under Server markup below.`;

/** The server's markup, enhanced as the runtime does it. */
function StarRatingField({ value, error }: { value?: number; error?: string }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => enhanceStarRating(ref.current!.querySelector('fieldset')!), []);
  // The markup helper escapes every value: this is the server's HTML, not data.
  return <form ref={ref} dangerouslySetInnerHTML={{ __html: starRatingField({ name: 'value', value, error, id: 'story-stars' }).value }} />;
}

const meta = {
  title: 'Widgets/Star rating',
  component: StarRatingField,
  parameters: { docs: { description: { component: serverMarkup } } },
} satisfies Meta<typeof StarRatingField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nog geen sterren gekozen', {}, { timeout: 4000 })).toBeInTheDocument();
  },
};

/** A click on the fourth star chooses it and says so. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /4 van 5 sterren: Goed/ }));
    await expect(canvas.getByText('4 van 5 sterren: Goed', { selector: 'p' })).toBeInTheDocument();
  },
};

/** Sent without stars: the Dutch message at the field. */
export const WithError: Story = {
  args: { error: 'Kies hoeveel sterren je je aankoop geeft.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kies hoeveel sterren je je aankoop geeft.')).toBeInTheDocument();
  },
};
