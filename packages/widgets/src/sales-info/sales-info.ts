import type { Enhancer } from '@etalage/runtime';
import { trackUiEvent, UI_EVENTS } from '@etalage/core/tracking';

export interface SalesInfoProps {
  kind: 'box' | 'tooltip';
}

/**
 * The 'no fake discounts' box and toggletip of sale pages: a click on their link to the sales explanation page
 * is `sales_info_box_link_click` or `sales_info_tooltip_link_click` (spec §7); Escape closes the toggletip and
 * puts the focus back on its summary.
 */
const enhanceSalesInfo: Enhancer<SalesInfoProps> = (element, { kind }) => {
  const onClick = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || !element.contains(link)) return;
    trackUiEvent(kind === 'box' ? UI_EVENTS.salesInfoBoxLinkClick : UI_EVENTS.salesInfoTooltipLinkClick, { link_url: link.getAttribute('href') });
  };
  const onKeyDown = (event: Event) => {
    if ((event as KeyboardEvent).key !== 'Escape' || !(element instanceof HTMLDetailsElement) || !element.open) return;
    element.open = false;
    element.querySelector<HTMLElement>('summary')?.focus();
  };
  element.addEventListener('click', onClick);
  element.addEventListener('keydown', onKeyDown);
  return () => {
    element.removeEventListener('click', onClick);
    element.removeEventListener('keydown', onKeyDown);
  };
};

export default enhanceSalesInfo;
