import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AdminPanel from './admin-panel.js';

const serverMarkup = `The listing page renders this element above the product grid, only in admin mode (\`renderAdminPanel(totals)\`
of \`@etalage/widgets/server\`); its content is the widget's first render. Its element is shown under Server markup below.`;

const meta = {
  title: 'Widgets/Admin panel',
  component: AdminPanel,
  args: { productsOnPage: 60, totalCount: 1407, automaticCount: 16, manualCount: 29, stableRankCount: 15, averageEsRank: 153.28, averageAiScore: 4.95 },
  parameters: { docs: { description: { component: serverMarkup } } },
} satisfies Meta<typeof AdminPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listing page's totals and the switch that turns admin mode off. */
export const Totals: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Adminpaneel' });
    await expect(panel).toHaveTextContent('60 van 1.407');
    await expect(panel).toHaveTextContent('153,28');
    await expect(within(panel).getByRole('button', { name: 'Adminmodus uitzetten' })).toBeInTheDocument();
  },
};
