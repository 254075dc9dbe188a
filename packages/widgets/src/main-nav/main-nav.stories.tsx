import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, within } from 'storybook/test';
import enhanceMainNav from './main-nav.js';

const menu = [
  { name: 'Woonkamer', url: '/producten/woonkamer', children: [{ name: 'Banken', url: '/producten/banken' }, { name: 'Stoelen', url: '/producten/stoelen' }] },
  { name: 'Tuin', url: '/producten/tuin', children: [] },
];

/**
 * The storefront header's category nav (examples/storefront/src/views/layout.tsx), enhanced. Its submenus open by
 * `:hover` and `:focus-within` in the page's stylesheet, without script; the enhancer adds the hover safe area and
 * Escape.
 */
function MainNav() {
  const host = useRef<HTMLElement>(null);
  useEffect(() => enhanceMainNav(host.current!, {}) ?? undefined, []);
  return (
    <nav ref={host} className="main-nav" aria-label="Categorieën" data-etl-widget="main-nav">
      <ul className="main-nav-list">
        {menu.map((entry) => (
          <li key={entry.url} className={entry.children.length ? 'main-nav-item main-nav-item--parent' : 'main-nav-item'}>
            <a className="main-nav-link" href={entry.url}>
              {entry.name}
            </a>
            {entry.children.length ? (
              <ul className="main-nav-submenu" aria-label={entry.name}>
                <li>
                  <a className="main-nav-sublink main-nav-sublink--all" href={entry.url}>
                    Alles in {entry.name}
                  </a>
                </li>
                {entry.children.map((child) => (
                  <li key={child.url}>
                    <a className="main-nav-sublink" href={child.url}>
                      {child.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

const meta = {
  title: 'Widgets/Main nav',
  component: MainNav,
  parameters: {
    docs: {
      description: {
        component:
          "The header's categories with their submenus: plain links that work without JavaScript (the storefront's stylesheet opens a submenu on hover and focus). Its element is shown under Server markup below.",
      },
    },
  },
} satisfies Meta<typeof MainNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Categorieën' });
    await expect(within(nav).getByRole('link', { name: 'Alles in Woonkamer' })).toHaveAttribute('href', '/producten/woonkamer');
  },
};
