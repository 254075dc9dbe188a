import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { insertServerHtml } from '@etalage/runtime/insert-server-html';
import enhanceBannerStrip from './banner-strip.js';
import { BANNER_LABEL, CLOSE_LABEL, renderBannerStrip, type BannerStripMarkup } from '@etalage/markup';

function forgetSeen() {
  document.cookie = 'etl_banner_seen=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

/** The server's markup (`renderBannerStrip`) with the enhancer on it, as the runtime does on the first touch. */
function BannerStripPage(banner: BannerStripMarkup) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current!;
    insertServerHtml(element, renderBannerStrip(banner).value, 'replace');
    const strip = element.querySelector('.etl-banner-strip');
    const cleanup = strip ? enhanceBannerStrip(strip, { ident: banner.ident }) : undefined;
    return () => {
      if (cleanup) cleanup();
    };
  }, [banner]);
  return (
    <div>
      <div ref={host} />
      <p style={{ padding: '1rem' }}>
        <a href="#top">De pagina onder de strip</a>
      </p>
    </div>
  );
}

const meta = {
  title: 'Page chrome/Banner strip',
  component: BannerStripPage,
  args: {
    ident: 12,
    text: 'Black Friday: tot 40% korting op geselecteerde meubels.',
    link: { url: '/producten/sale', text: 'Bekijk de aanbiedingen' },
    closeAction: '/banner-strip/sluiten',
    returnTo: '/producten/woonkamer',
  },
  beforeEach: () => {
    forgetSeen();
    return forgetSeen;
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The promo strip at the top of the page (spec §2, §4). The server draws it from its data while the ident is',
          'not in the `etl_banner_seen` cookie (semicolon-separated numbers); the `banner-strip` enhancer loads on the',
          "first touch. Closing removes it, records the ident and sends `banner_strip_close_click`; its link sends",
          '`banner_strip_link_click`. Without JavaScript the close button posts the form and the server records it:',
          '',
          '```ts',
          "import { renderBannerStrip } from '@etalage/markup';",
          "renderBannerStrip({ ident: 12, text: 'Black Friday: …', link: { url: '/producten/sale', text: 'Bekijk de aanbiedingen' },",
          "  closeAction: '/banner-strip/sluiten', returnTo: '/producten/woonkamer' });",
          '// <section class="etl-banner-strip" aria-label="Actie" data-etl-widget="banner-strip" data-etl-ident="12">',
          '//   …text, link, <form method="post" action="/banner-strip/sluiten">…<button aria-label="Verberg deze actie">…</section>',
          '```',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof BannerStripPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The strip with its text, link and close button. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const strip = await within(canvasElement).findByRole('region', { name: BANNER_LABEL });
    await expect(within(strip).getByRole('link', { name: 'Bekijk de aanbiedingen' })).toBeInTheDocument();
    await expect(within(strip).getByRole('button', { name: CLOSE_LABEL })).toBeInTheDocument();
  },
};

/** Closed: the strip is gone and its ident is in the seen cookie. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const strip = await within(canvasElement).findByRole('region', { name: BANNER_LABEL });
    await userEvent.click(within(strip).getByRole('button', { name: CLOSE_LABEL }));
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: BANNER_LABEL })).toBeNull());
    await expect(decodeURIComponent(document.cookie)).toContain('etl_banner_seen=12');
  },
};

/** Without a link: text and close button only. */
export const TextOnly: Story = {
  args: { link: undefined, text: 'Gratis bezorging bij tientallen webshops deze week.' },
  play: async ({ canvasElement }) => {
    const strip = await within(canvasElement).findByRole('region', { name: BANNER_LABEL });
    await expect(within(strip).queryByRole('link')).toBeNull();
  },
};
