import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createStorage, STORAGE_KEYS } from '@etalage/core';
import { APP_BANNER_CLOSE, APP_BANNER_INSTALL, APP_BANNER_LABEL, offerAppBanner } from './app-banner.js';

/** A second visit of a phone on the production host, in a storage of its own (nothing of the page's is touched). */
function AppBannerPage({ visits }: { visits: number }) {
  useEffect(() => {
    const entries = new Map<string, string>();
    const backend = {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
    } as Storage;
    const storage = createStorage({ backend: () => backend });
    storage.set(STORAGE_KEYS.visitCount, visits);
    const banner = offerAppBanner(document, '/app', storage);
    return () => banner?.remove();
  }, [visits]);
  return <p style={{ padding: '1rem' }}>De pagina; de app-banner staat onderaan het scherm.</p>;
}

const meta = {
  title: 'Page chrome/App-install banner',
  component: AppBannerPage,
  args: { visits: 2 },
  parameters: {
    viewport: { defaultViewport: 'mobile1' },
    docs: {
      description: {
        component: [
          'The app-install banner (spec §2, §4, §9): loaded by the `page-chrome` enhancer only on the page config\'s',
          '`productionHost` and on a mobile browser; not on the first visit (visits counted once per browser session: the `etl_visit` session cookie),',
          "not within 30 days of 'Verberg de app-banner', not after install (standalone display or `appinstalled`).",
          "'Installeren' opens the browser's install prompt when it offered one, else goes to the app page.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof AppBannerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A later visit: the banner at the bottom; closing it takes it away. */
export const SecondVisit: Story = {
  play: async () => {
    const banner = await within(document.body).findByRole('complementary', { name: APP_BANNER_LABEL });
    await expect(within(banner).getByRole('link', { name: APP_BANNER_INSTALL })).toHaveAttribute('href', '/app');
    await userEvent.click(within(banner).getByRole('button', { name: APP_BANNER_CLOSE }));
    await waitFor(() => expect(document.querySelector('.etl-page-chrome__app-banner')).toBeNull());
  },
};
