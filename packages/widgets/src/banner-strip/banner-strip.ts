import type { Enhancer } from '@etalage/runtime';
import { markBannerSeen } from '@etalage/core';
import { trackUiEvent, UI_EVENTS } from '@etalage/core/tracking';

export interface BannerStripProps {
  /** The banner's ident: recorded in the seen cookie (semicolon-separated numbers, spec §4) when it is closed. */
  ident: number;
}

export const LINK_SELECTOR = '.etl-banner-strip__link';
export const FORM_SELECTOR = '.etl-banner-strip__form';

/**
 * The banner strip (spec §2, §4): its close button removes it and records its ident in the seen cookie, so the
 * server no longer draws it; `banner_strip_close_click` and `banner_strip_link_click` go to the data layer. The
 * focus goes on to the page (the header's first link) rather than being lost with the removed strip.
 */
const enhanceBannerStrip: Enhancer<BannerStripProps> = (strip, { ident }) => {
  const onClick = (event: Event) => {
    if ((event.target as Element).closest?.(LINK_SELECTOR)) trackUiEvent(UI_EVENTS.bannerStripLinkClick, { banner_ident: ident });
  };
  const onSubmit = (event: Event) => {
    if (!(event.target as Element).matches(FORM_SELECTOR)) return;
    event.preventDefault();
    markBannerSeen(ident);
    trackUiEvent(UI_EVENTS.bannerStripCloseClick, { banner_ident: ident });
    const hadFocus = strip.contains(strip.ownerDocument.activeElement);
    const next = strip.nextElementSibling?.querySelector<HTMLElement>('a[href], button, input');
    strip.remove();
    if (hadFocus) next?.focus();
  };
  strip.addEventListener('click', onClick);
  strip.addEventListener('submit', onSubmit);
  return () => {
    strip.removeEventListener('click', onClick);
    strip.removeEventListener('submit', onSubmit);
  };
};

export default enhanceBannerStrip;
