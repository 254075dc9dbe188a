import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { BANNER_SEEN_COOKIE } from '@etalage/core';
import type { BannerStripMarkup } from '@etalage/markup';
import type { AppEnv } from '../context.js';

/** The promo banners of the strip at the top of every page (spec §2), newest first; the first one not seen shows. */
export const BANNERS: readonly Omit<BannerStripMarkup, 'closeAction' | 'returnTo'>[] = [
  {
    ident: 12,
    text: 'Black Friday: tot 40% korting op geselecteerde meubels.',
    link: { url: '/producten/sale', text: 'Bekijk de aanbiedingen' },
  },
];

export const BANNER_CLOSE_ACTION = '/banner-strip/sluiten';

/** The idents in the seen cookie (semicolon-separated numbers, spec §4). */
export function seenBanners(value: string | undefined): number[] {
  return (value ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}

/** The banner this page shows at the top: the first one whose ident is not in the seen cookie, or none. */
export function bannerStripOffer(c: Context<AppEnv>): BannerStripMarkup | undefined {
  const seen = seenBanners(getCookie(c, BANNER_SEEN_COOKIE));
  const banner = BANNERS.find((candidate) => !seen.includes(candidate.ident));
  if (!banner) return undefined;
  const url = new URL(c.req.url);
  return { ...banner, closeAction: BANNER_CLOSE_ACTION, returnTo: `${url.pathname}${url.search}` };
}

/** The header's external studio link (spec §2): the interior-design studio, a site of its own. */
export const STUDIO_URL = 'https://studio.etalage.nl/';

/** The footer's country switch (spec §2): the sibling sites it navigates to. */
export const COUNTRY_SITES: readonly { name: string; url: string }[] = [
  { name: 'Nederland', url: 'https://www.etalage.nl/' },
  { name: 'België', url: 'https://www.etalage.be/' },
  { name: 'Duitsland', url: 'https://www.etalage.de/' },
  { name: 'Tsjechië', url: 'https://www.etalage.cz/' },
];
