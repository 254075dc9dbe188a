import type { Enhancer } from '@etalage/runtime';
import { trackUiEvent, UI_EVENTS } from '@etalage/core/tracking';
import { dismissableLayer } from '../shared/dismissable-layer.js';

export interface SalesInfoProps {
  kind: 'box' | 'tooltip';
}

/**
 * The 'no fake discounts' box and toggletip of sale pages: a click on their link to the sales explanation page
 * is `sales_info_box_link_click` or `sales_info_tooltip_link_click` (spec §7). The open toggletip is a dismissable
 * layer: a click elsewhere closes it, and Escape closes it and puts the focus back on its summary.
 */
const enhanceSalesInfo: Enhancer<SalesInfoProps> = (element, { kind }) => {
  const onClick = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || !element.contains(link)) return;
    trackUiEvent(kind === 'box' ? UI_EVENTS.salesInfoBoxLinkClick : UI_EVENTS.salesInfoTooltipLinkClick, { link_url: link.getAttribute('href') });
  };
  let stop: (() => void) | undefined;
  const onToggle = () => {
    stop?.();
    stop = undefined;
    if (!(element instanceof HTMLDetailsElement) || !element.open) return;
    stop = dismissableLayer(element, (reason) => {
      element.open = false;
      onToggle();
      if (reason === 'escape') element.querySelector<HTMLElement>('summary')?.focus();
    });
  };
  element.addEventListener('click', onClick);
  element.addEventListener('toggle', onToggle);
  // The touch that loaded this code may have opened the toggletip already.
  onToggle();
  return () => {
    stop?.();
    element.removeEventListener('click', onClick);
    element.removeEventListener('toggle', onToggle);
  };
};

export default enhanceSalesInfo;
