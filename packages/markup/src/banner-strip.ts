import { safeUrl } from '@etalage/core';
import { html, type RawHtml } from './html.js';
import { widgetAttributes } from './widget-attributes.js';

export const BANNER_LABEL = 'Actie';
/** Not 'Sluiten': the page's other close buttons (search overlay, modals) keep that name to themselves. */
export const CLOSE_LABEL = 'Verberg deze actie';

export interface BannerStripMarkup {
  /** The banner's ident (a whole number), recorded in the seen cookie when the shopper closes it. */
  ident: number;
  text: string;
  /** Its `url` comes from server data: passed through `safeUrl` (a `javascript:` URL becomes `#`). */
  link?: { url: string; text: string };
  /** Where the close button's form posts without JavaScript (the server records the ident and redirects back). */
  closeAction: string;
  /** The page that form comes back to. */
  returnTo: string;
}

/**
 * The promo banner strip (spec §2, §4) at the top of the page: a labelled region with its text, its link and a
 * close button in a form that works without JavaScript; the `banner-strip` enhancer takes over on the first touch.
 */
export function renderBannerStrip(banner: BannerStripMarkup): RawHtml {
  return html`<section class="etl-banner-strip" aria-label="${BANNER_LABEL}" ${widgetAttributes('banner-strip', { ident: banner.ident })}><div class="etl-banner-strip__inner"><p class="etl-banner-strip__text">${banner.text}${
    banner.link ? html` <a class="etl-banner-strip__link" href="${safeUrl(banner.link.url)}">${banner.link.text}</a>` : ''
  }</p><form class="etl-banner-strip__form" method="post" action="${banner.closeAction}"><input type="hidden" name="ident" value="${String(banner.ident)}"><input type="hidden" name="terug" value="${banner.returnTo}"><button class="etl-banner-strip__close" type="submit" aria-label="${CLOSE_LABEL}"><span aria-hidden="true">×</span></button></form></div></section>`;
}
